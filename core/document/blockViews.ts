import type { Logger } from '../../ports/logger'
import { safeColor } from './colors'
import { BUTTON_DEFAULT_SIZE, type ButtonSize } from './constants'
import { linkAttributes, safeAttributeText, safeMediaUrl, type LinkAttributes, type LinkSettings } from './links'
import { at, bool, clampInt, num, oneOf, str } from './read'
import { cssLength } from './textStyle'

/** Container alignment as a CSS value. */
export type Align = 'left' | 'center' | 'right'
const ALIGNS = ['LEFT', 'CENTER', 'RIGHT'] as const
function align(value: unknown, fallback: (typeof ALIGNS)[number] = 'CENTER'): Align {
  return oneOf(value, ALIGNS, fallback).toLowerCase() as Align
}

/** View model of a DIVIDER: line style, width and alignment (defaults single, large, center). */
export interface DividerView {
  lineStyle: 'single' | 'double' | 'dashed' | 'dotted'
  width: 'large' | 'medium' | 'small'
  align: Align
}
/** Reads DIVIDER data. */
export function dividerView(data: unknown): DividerView {
  return {
    lineStyle: oneOf(
      at(data, 'lineStyle'),
      ['SINGLE', 'DOUBLE', 'DASHED', 'DOTTED'],
      'SINGLE',
    ).toLowerCase() as DividerView['lineStyle'],
    width: oneOf(at(data, 'width'), ['LARGE', 'MEDIUM', 'SMALL'], 'LARGE').toLowerCase() as DividerView['width'],
    align: align(at(data, 'alignment') ?? at(data, 'containerData', 'alignment')),
  }
}

/** View model of a BUTTON: a link (`href` set) or an action, with validated colours and sizes. */
export interface ButtonView {
  kind: 'link' | 'action'
  text: string
  link: LinkAttributes
  align: Align
  /** From `containerData.width.size`: FULL_WIDTH fills the column, anything else is the default. */
  size: ButtonSize
  style: {
    color?: string
    backgroundColor?: string
    borderColor?: string
    borderWidth?: string
    borderRadius?: string
    width?: string
  }
}
/** Reads BUTTON data (defaults: center, small, fit-content width). */
export function buttonView(data: unknown, settings?: LinkSettings, logger?: Logger): ButtonView {
  const kind = at(data, 'type') === 'LINK' ? 'link' : 'action'
  const style: ButtonView['style'] = {}
  const color = safeColor(at(data, 'styles', 'colors', 'text'), logger)
  if (color) style.color = color
  const background = safeColor(at(data, 'styles', 'colors', 'background'), logger)
  if (background) style.backgroundColor = background
  const border = safeColor(at(data, 'styles', 'colors', 'border'), logger)
  if (border) style.borderColor = border
  const borderWidth = num(at(data, 'styles', 'border', 'width'))
  if (borderWidth !== undefined) style.borderWidth = `${clampInt(borderWidth, 0, 100, 0)}px`
  const radius = num(at(data, 'styles', 'border', 'radius'))
  if (radius !== undefined) style.borderRadius = `${clampInt(radius, 0, 1000, 0)}px`
  const width = cssLength(at(data, 'containerData', 'width', 'custom'))
  if (width) style.width = width
  return {
    kind,
    text: str(at(data, 'text')) ?? '',
    link: kind === 'link' ? linkAttributes(at(data, 'link'), settings) : {},
    align: align(at(data, 'containerData', 'alignment')),
    size: at(data, 'containerData', 'width', 'size') === 'FULL_WIDTH' ? 'full_width' : BUTTON_DEFAULT_SIZE,
    style,
  }
}

/** View model of an IMAGE: safe source, alt text, size, link and caption. */
export interface ImageView {
  src?: string
  alt: string
  width?: number
  height?: number
  caption?: string
  link: LinkAttributes
  align: Align
  size: 'content' | 'small' | 'original' | 'full_width'
  expandable: boolean
}
/** Media-platform address of an image id. */
export const MEDIA_BASE = 'https://static.wixstatic.com/media/'
/** Reads IMAGE data; an image id becomes a media-platform address. Images wider than 150px in custom width count as original. */
export function imageView(data: unknown, settings?: LinkSettings): ImageView {
  const url = str(at(data, 'image', 'src', 'url'))
  const id = str(at(data, 'image', 'src', 'id'))
  const src = url ? safeMediaUrl(url, true) : id && /^[\w.~\-/]+$/.test(id) ? MEDIA_BASE + id : undefined
  const width = num(at(data, 'image', 'width'))
  const height = num(at(data, 'image', 'height'))
  const custom = num(at(data, 'containerData', 'width', 'custom'))
  let size = oneOf(
    at(data, 'containerData', 'width', 'size'),
    ['CONTENT', 'SMALL', 'ORIGINAL', 'FULL_WIDTH'],
    'CONTENT',
  ).toLowerCase() as ImageView['size']
  if (custom !== undefined && custom > 150) size = 'original'
  return {
    src,
    alt: safeAttributeText(str(at(data, 'altText'))) ?? '',
    width: width !== undefined && width > 0 ? Math.round(width) : undefined,
    height: height !== undefined && height > 0 ? Math.round(height) : undefined,
    caption: str(at(data, 'caption')) || undefined,
    link: linkAttributes(at(data, 'link'), settings),
    align: align(at(data, 'containerData', 'alignment')),
    size,
    expandable: Boolean(src) && !bool(at(data, 'disableExpand')),
  }
}

/** Sandbox of inline HTML frames: scripts may run but never with the page's origin. */
export const HTML_SANDBOX = 'allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox'
/** View model of an HTML node: inline markup (srcdoc) or an address, and its size (default 350 x 550). */
export interface HtmlView {
  srcDoc?: string
  src?: string
  width: number
  height: number
  sandbox: string
}
/** Reads HTML data. */
export function htmlView(data: unknown): HtmlView {
  return {
    srcDoc: str(at(data, 'html')),
    src: safeMediaUrl(at(data, 'url')),
    width: clampInt(at(data, 'containerData', 'width', 'custom'), 10, 10_000, 350),
    height: clampInt(at(data, 'containerData', 'height', 'custom'), 10, 10_000, 550),
    sandbox: HTML_SANDBOX,
  }
}
