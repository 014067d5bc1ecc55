import { ownValue } from '../shared/ownValue'
import { at, clampInt, str } from './read'
import { directionOf } from '../i18n/locales'

const ALIGN: Record<string, string> = { LEFT: 'left', RIGHT: 'right', CENTER: 'center', JUSTIFY: 'justify' }
const LINE_HEIGHT = /^(?:\d{1,3}(?:\.\d{1,4})?|\.\d{1,4})(?:px|em|rem|%)?$/

/** Presentation of a text block: alignment, line height and indentation (0-6). */
export interface BlockStyle {
  /** CSS text-align, absent for AUTO. */
  textAlign?: string
  /** CSS line-height, validated. */
  lineHeight?: string
  /** 0 to 6. */
  indentation: number
}

/** Reads `textStyle` and `indentation` of paragraph-like data; invalid values are dropped. */
export function blockStyle(data: unknown): BlockStyle {
  const style: BlockStyle = { indentation: clampInt(at(data, 'indentation'), 0, 6, 0) }
  const align = str(at(data, 'textStyle', 'textAlignment'))
  const textAlign = ownValue(ALIGN, align)
  if (textAlign) style.textAlign = textAlign
  const lineHeight = cssLineHeight(at(data, 'textStyle', 'lineHeight'))
  if (lineHeight) style.lineHeight = lineHeight
  return style
}

/** A safe CSS line-height from a number or a length string, else undefined. */
export function cssLineHeight(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 1000) return String(value)
  if (typeof value === 'string' && LINE_HEIGHT.test(value.trim())) return value.trim()
  return undefined
}

/** A safe CSS length from a number (px) or a length string, else undefined. */
export function cssLength(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 100_000) return `${value}px`
  if (typeof value === 'string' && /^\d{1,5}(?:\.\d{1,4})?(?:px|em|rem|%|vw|vh)?$/.test(value.trim())) {
    const v = value.trim()
    return /\d$/.test(v) ? `${v}px` : v
  }
  return undefined
}

const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const
/** A heading level clamped to 1-6 (2 when missing). */
export function headingLevel(data: unknown): 1 | 2 | 3 | 4 | 5 | 6 {
  return HEADING_LEVELS[clampInt(at(data, 'level'), 1, 6, 2) - 1]
}

/**
 * The writing direction of a locale code (ar, he, fa, ur and the other RTL languages give rtl), by
 * the one table of right-to-left languages in `core/i18n`; anything but a string is ltr.
 */
export function localeDirection(locale: unknown): 'ltr' | 'rtl' {
  return typeof locale === 'string' ? directionOf(locale) : 'ltr'
}
