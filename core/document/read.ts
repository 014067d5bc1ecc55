/** Defensive readers: every view model reads data through these, so wrong types never reach the renderer. */
import { isRecord } from '../shared/isRecord'

/** The value if it is a plain (non-array) object, else undefined. */
export function obj(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined
}
/** The value if it is a string, else undefined. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}
/** The value if it is a finite number (numeric strings accepted), else undefined. */
export function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value)
    return Number.isFinite(n) ? n : undefined
  }
  return undefined
}
/** True only for `true`. */
export function bool(value: unknown): boolean {
  return value === true
}
/** `value` when it is one of `allowed`, else `fallback`. */
export function oneOf<TValue extends string>(value: unknown, allowed: readonly TValue[], fallback: TValue): TValue {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as TValue) : fallback
}
/** Clamps a number into [min, max] after truncating to an integer; undefined gives `fallback`. */
export function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  const n = num(value)
  if (n === undefined) return fallback
  return Math.min(max, Math.max(min, Math.trunc(n)))
}
/** Reads `path` through nested objects. */
export function at(value: unknown, ...path: string[]): unknown {
  let current = value
  for (const key of path) {
    const o = obj(current)
    if (!o) return undefined
    current = Object.hasOwn(o, key) ? o[key] : undefined
  }
  return current
}
