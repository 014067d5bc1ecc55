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

/** The colour when valid; otherwise logs the error and returns undefined. */
export function safeColor(value: unknown, logger?: Logger): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const result = validateColor(value)
  if (result.ok) return result.value
  logger?.error(result.error.message)
  return undefined
}

/** Red, green, blue (0-255) and alpha (0-1) of a colour `validateColor` accepts; undefined for `transparent`. */
function channels(color: string): [number, number, number, number] | undefined {
  const hex = /^#([0-9a-f]+)$/i.exec(color)
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((d) => d + d) : (hex[1].match(/../g) ?? [])
    const [r, g, b, a = 'ff'] = digits
    return [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16), parseInt(a, 16) / 255]
  }
  const fn = /^rgba?\((.*)\)$/i.exec(color)
  if (!fn) return undefined
  const parts = fn[1].split(',').map((part) => part.trim())
  const byte = (part: string) => (part.endsWith('%') ? (parseFloat(part) * 255) / 100 : parseFloat(part))
  const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? parseFloat(parts[3]) / 100 : parseFloat(parts[3])
  return [byte(parts[0]), byte(parts[1]), byte(parts[2]), alpha]
}

/**
 * The text colour that reads on an author's background `color`: near-black on a light one, white on a
 * dark one (WCAG relative luminance, whichever contrasts more), so a coloured cell stays readable in a
 * light and a dark theme. Undefined for a background that is mostly see-through (the text keeps the theme's).
 */
export function readableTextOn(color: string): string | undefined {
  const rgba = channels(color)
  if (!rgba || rgba[3] < 0.5) return undefined
  const linear = (c: number) => {
    const v = Math.min(255, Math.max(0, c)) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * linear(rgba[0]) + 0.7152 * linear(rgba[1]) + 0.0722 * linear(rgba[2])
  // Contrast with white is 1.05 / (L + 0.05); with #111 (L = 0.0056) it is (L + 0.05) / 0.0556.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0556 ? '#ffffff' : '#111111'
}

/** A theme palette. */
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
