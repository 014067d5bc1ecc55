import type { Logger } from '../../ports/logger'
import { err, ok, type Result } from '../shared/Result'

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const BYTE = '\\s*(?:\\d{1,3}(?:\\.\\d+)?%?)\\s*'
const ALPHA = '\\s*(?:0|1|0?\\.\\d+|\\d{1,3}%)\\s*'
const RGB = new RegExp(`^rgb\\(${BYTE},${BYTE},${BYTE}\\)$`, 'i')
const RGBA = new RegExp(`^rgba\\(${BYTE},${BYTE},${BYTE},${ALPHA}\\)$`, 'i')

/** Why a colour was refused. */
export interface ColorError {
  kind: 'invalid-color'
  value: unknown
  message: string
}

/** Accepts hex (#rgb, #rgba, #rrggbb, #rrggbbaa), `transparent`, rgb() and rgba(); anything else is an error value. */
export function validateColor(value: unknown): Result<string, ColorError> {
  if (typeof value === 'string') {
    const color = value.trim()
    if (HEX.test(color) || color.toLowerCase() === 'transparent' || RGB.test(color) || RGBA.test(color))
      return ok(color)
  }
  return err({
    kind: 'invalid-color',
    value,
    message: `${JSON.stringify(String(value)).slice(0, 60)} is not a valid color: use hex, transparent, rgb or rgba`,
  })
}

/** The colour when valid; otherwise logs the error (the spec's console message) and returns undefined. */
export function safeColor(value: unknown, logger?: Logger): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const result = validateColor(value)
  if (result.ok) return result.value
  logger?.error(result.error.message)
  return undefined
}

/** A theme palette (spec §3). */
export interface Palette {
  textColor: string
  bgColor: string
  actionColor: string
  disabledColor: string
  textColorLow: string
}
/** The palette keys every theme must supply. */
export const PALETTE_KEYS = ['bgColor', 'disabledColor', 'textColorLow', 'textColor', 'actionColor'] as const

/** Why a palette was refused: empty, missing keys (all listed) or invalid colours. */
export type PaletteError =
  | { kind: 'empty-palette'; message: string }
  | { kind: 'missing-colors'; missing: string[]; message: string }
  | { kind: 'invalid-colors'; invalid: string[]; message: string }

/** Checks that a palette supplies valid background, disabled, low text, text and action colours. */
export function validatePalette(value: unknown): Result<Palette, PaletteError> {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length === 0) {
    return err({
      kind: 'empty-palette',
      message: 'Theme palette is empty: supply bgColor, disabledColor, textColorLow, textColor and actionColor',
    })
  }
  const palette = value as Record<string, unknown>
  const missing = PALETTE_KEYS.filter(
    (key) => palette[key] === undefined || palette[key] === null || palette[key] === '',
  )
  if (missing.length)
    return err({ kind: 'missing-colors', missing, message: `Theme palette is missing: ${missing.join(', ')}` })
  const invalid = PALETTE_KEYS.filter((key) => !validateColor(palette[key]).ok)
  if (invalid.length)
    return err({ kind: 'invalid-colors', invalid, message: `Theme palette has invalid colors: ${invalid.join(', ')}` })
  return ok(Object.fromEntries(PALETTE_KEYS.map((key) => [key, String(palette[key]).trim()])) as unknown as Palette)
}
