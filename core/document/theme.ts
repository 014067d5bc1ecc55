import type { Logger } from '../../ports/logger'
import { safeColor, validatePalette } from './colors'
import { fontDefaults, zIndexVariables } from './constants'
import type { Decoration } from './decorations'
import { at, num, obj, str } from './read'
import { cssLength, cssLineHeight } from './textStyle'

/** Text kinds that take custom styles. */
export const TEXT_KINDS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'quote', 'code'] as const
/** One text kind. */
export type TextKind = (typeof TEXT_KINDS)[number]

/** Custom style of a text kind (a subset of CSS, validated). */
export interface CustomTextStyle {
  fontSize?: string | number
  fontFamily?: string
  fontWeight?: string | number
  fontStyle?: string
  textDecoration?: string
  lineHeight?: string | number
  color?: string
  backgroundColor?: string
}
/** Custom styles for paragraph, headings, quote and code block (`codeBlock` is an alias of `code`). */
export type CustomStyles = Partial<Record<TextKind | 'codeBlock', CustomTextStyle>>

/** A viewer theme: palette and custom styles. */
export interface Theme {
  palette?: Record<string, string>
  customStyles?: CustomStyles
}

const DOC_KEYS: Record<string, TextKind> = {
  paragraph: 'p',
  headerOne: 'h1',
  headerTwo: 'h2',
  headerThree: 'h3',
  headerFour: 'h4',
  headerFive: 'h5',
  headerSix: 'h6',
  blockquote: 'quote',
  codeBlock: 'code',
}
const FONT_FAMILY = /^[\w\s,'"-]{1,200}$/
const WEIGHT = /^(?:normal|bold|bolder|lighter|[1-9]00)$/
const FONT_STYLE = /^(?:normal|italic|oblique)$/
const DECORATION = /^(?:none|underline|overline|line-through)(?: (?:underline|overline|line-through))*$/

/**
 * The CSS custom properties that carry font defaults (desktop or mobile), palette, custom styles and
 * `documentStyle` onto the viewer root. Every value is validated; invalid ones are logged and dropped.
 */
export function themeVariables(input: {
  theme?: Theme
  documentStyle?: unknown
  isMobile?: boolean
  logger?: Logger
}): Record<string, string> {
  const vars: Record<string, string> = {}
  const { theme, logger } = input
  if (input.isMobile) {
    const fonts = fontDefaults(true)
    for (const kind of ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'quote'] as const)
      vars[`--vt-${kind}-fs`] = `${fonts[kind]}px`
    Object.assign(vars, zIndexVariables(true))
  }
  if (theme?.palette !== undefined) {
    const palette = validatePalette(theme.palette)
    if (palette.ok) {
      vars['--vt-text'] = palette.value.textColor
      vars['--vt-bg'] = palette.value.bgColor
      vars['--vt-action'] = palette.value.actionColor
      vars['--vt-disabled'] = palette.value.disabledColor
      vars['--vt-text-low'] = palette.value.textColorLow
    } else logger?.error(palette.error.message)
  }
  const doc = obj(input.documentStyle)
  if (doc) for (const key in DOC_KEYS) applyDocumentStyle(vars, DOC_KEYS[key], doc[key], logger)
  const custom = obj(theme?.customStyles)
  if (custom)
    for (const key in custom) {
      const kind = key === 'codeBlock' ? 'code' : (key as TextKind)
      if ((TEXT_KINDS as readonly string[]).includes(kind)) applyCustom(vars, kind, obj(custom[key]) ?? {}, logger)
    }
  return vars
}

function set(vars: Record<string, string>, kind: TextKind, prop: string, value: string | undefined) {
  if (value !== undefined) vars[`--vt-${kind}-${prop}`] = value
}

function applyCustom(vars: Record<string, string>, kind: TextKind, style: Record<string, unknown>, logger?: Logger) {
  set(vars, kind, 'fs', cssLength(style.fontSize))
  set(vars, kind, 'lh', cssLineHeight(style.lineHeight))
  set(vars, kind, 'color', safeColor(style.color, logger))
  set(vars, kind, 'bg', safeColor(style.backgroundColor, logger))
  const family = str(style.fontFamily)
  if (family && FONT_FAMILY.test(family)) set(vars, kind, 'ff', family)
  const weight = String(style.fontWeight ?? '')
  if (WEIGHT.test(weight)) set(vars, kind, 'fw', weight)
  const fontStyle = str(style.fontStyle)
  if (fontStyle && FONT_STYLE.test(fontStyle)) set(vars, kind, 'fst', fontStyle)
  const decoration = str(style.textDecoration)
  if (decoration && DECORATION.test(decoration)) set(vars, kind, 'td', decoration)
}

function applyDocumentStyle(vars: Record<string, string>, kind: TextKind, raw: unknown, logger?: Logger) {
  const style = obj(raw)
  if (!style) return
  set(vars, kind, 'lh', cssLineHeight(style.lineHeight))
  set(vars, kind, 'pt', cssLength(at(style, 'nodeStyle', 'paddingTop')))
  set(vars, kind, 'pb', cssLength(at(style, 'nodeStyle', 'paddingBottom')))
  set(vars, kind, 'bg', safeColor(at(style, 'nodeStyle', 'backgroundColor'), logger))
  if (!Array.isArray(style.decorations)) return
  for (const d of style.decorations as Decoration[]) {
    const decoration = obj(d) as Decoration | undefined
    if (!decoration) continue
    if (decoration.type === 'BOLD')
      set(
        vars,
        kind,
        'fw',
        String(num(decoration.fontWeightValue) ?? 700) === '700'
          ? 'bold'
          : WEIGHT.test(String(decoration.fontWeightValue))
            ? String(decoration.fontWeightValue)
            : undefined,
      )
    else if (decoration.type === 'ITALIC') set(vars, kind, 'fst', decoration.italicData === false ? 'normal' : 'italic')
    else if (decoration.type === 'UNDERLINE')
      set(vars, kind, 'td', decoration.underlineData === false ? 'none' : 'underline')
    else if (decoration.type === 'COLOR') {
      set(vars, kind, 'color', safeColor(at(decoration, 'colorData', 'foreground'), logger))
      set(vars, kind, 'hl', safeColor(at(decoration, 'colorData', 'background'), logger))
    } else if (decoration.type === 'FONT_SIZE') {
      const value = num(at(decoration, 'fontSizeData', 'value'))
      const unit = at(decoration, 'fontSizeData', 'unit') === 'EM' ? 'em' : 'px'
      if (value !== undefined && value > 0 && value < 1000) set(vars, kind, 'fs', `${value}${unit}`)
    }
  }
}
