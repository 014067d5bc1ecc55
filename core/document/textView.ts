import type { Logger } from '../../ports/logger'
import { safeColor } from './colors'
import type { Decoration } from './decorations'
import { linkAttributes, type LinkAttributes, type LinkSettings } from './links'
import { at, num, str } from './read'

/** How a decorated TEXT node renders: its marks, link, spoiler, mention and inline style. */
export interface TextView {
  text: string
  bold?: boolean
  /** A numeric weight other than bold (e.g. 400 to turn a document-wide bold off). */
  fontWeight?: number
  italic?: boolean
  underline?: boolean
  strike?: boolean
  sub?: boolean
  sup?: boolean
  /** Spoiler id (spans sharing it reveal together); '' when the decoration has none. */
  spoiler?: string
  link?: LinkAttributes
  mention?: { name?: string; slug?: string; id?: string }
  color?: string
  background?: string
  fontSize?: string
  fontFamily?: string
  external?: boolean
}

/** Context for {@link textView}. */
export interface TextViewOptions {
  linkSettings?: LinkSettings
  logger?: Logger
}

const FONT_FAMILY = /^[\w\s,'"-]{1,200}$/

/** Reads every decoration of a TEXT node into a {@link TextView}; invalid values are dropped (colours logged). */
export function textView(text: string, decorations: readonly Decoration[], options: TextViewOptions = {}): TextView {
  const view: TextView = { text }
  for (const d of decorations) {
    switch (d.type) {
      case 'BOLD': {
        const weight = num(d.fontWeightValue)
        if (weight === undefined || weight >= 600) view.bold = true
        else if (weight >= 100 && weight <= 1000) view.fontWeight = weight
        break
      }
      case 'ITALIC':
        view.italic = d.italicData !== false
        break
      case 'UNDERLINE':
        view.underline = d.underlineData !== false
        break
      case 'STRIKETHROUGH':
        view.strike = d.strikethroughData !== false
        break
      case 'SUBSCRIPT':
        view.sub = d.subscriptData !== false
        break
      case 'SUPERSCRIPT':
        view.sup = d.superscriptData !== false
        break
      case 'SPOILER':
        view.spoiler = safeToken(str(at(d, 'spoilerData', 'id')))
        break
      case 'ANCHOR': {
        const anchor = str(at(d, 'anchorData', 'anchor'))
        if (anchor) view.link = linkAttributes({ anchor })
        break
      }
      case 'LINK': {
        const link = linkAttributes(at(d, 'linkData', 'link'), options.linkSettings)
        if (link.href) view.link = link
        break
      }
      case 'MENTION': {
        const m = at(d, 'mentionData')
        view.mention = { name: str(at(m, 'name')), slug: str(at(m, 'slug')), id: str(at(m, 'id')) }
        break
      }
      case 'COLOR': {
        view.color = safeColor(at(d, 'colorData', 'foreground'), options.logger)
        view.background = safeColor(at(d, 'colorData', 'background'), options.logger)
        break
      }
      case 'FONT_SIZE': {
        const value = num(at(d, 'fontSizeData', 'value'))
        const unit = at(d, 'fontSizeData', 'unit') === 'EM' ? 'em' : 'px'
        if (value !== undefined && value > 0 && value < 1000) view.fontSize = `${value}${unit}`
        break
      }
      case 'FONT_FAMILY': {
        const family = str(at(d, 'fontFamilyData', 'value'))
        if (family && FONT_FAMILY.test(family)) view.fontFamily = family
        break
      }
      case 'EXTERNAL':
        view.external = true
        break
      default:
        break
    }
  }
  return view
}

/** Restricts an id used in attributes to letters, digits, underscore and hyphen ('' otherwise). */
export function safeToken(value: string | undefined): string {
  return value && /^[\w-]{1,100}$/.test(value) ? value : ''
}
