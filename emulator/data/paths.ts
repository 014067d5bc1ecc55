// Field paths of filters, sorts, projections and patches: validated, then always passed to SQL as
// a parameter (`data #> $n::text[]`), never spliced into the statement.
import { invalid } from './errors'

/** The longest field path accepted. */
export const MAX_PATH_LENGTH = 1000

/**
 * Splits a dotted field path into its segments, or throws a 400 for a non-string, empty,
 * overlong path, an empty segment or control characters.
 */
export function fieldPath(value: unknown, field = 'fieldName'): string[] {
  if (typeof value !== 'string' || value.length === 0) throw invalid(field, 'must be a non-empty string')
  if (value.length > MAX_PATH_LENGTH)
    throw invalid(field, `must be at most ${MAX_PATH_LENGTH} characters`, 'MAX_LENGTH')

  if (/[\u0000-\u001f]/.test(value)) throw invalid(field, 'must not contain control characters', 'FORMAT')
  const segments = value.split('.')
  if (segments.some((s) => s.length === 0)) throw invalid(field, 'must not have empty segments', 'FORMAT')
  return segments
}

/** Reads a path from a plain object (own properties only). */
export function getPath(data: unknown, path: string[]): unknown {
  let current = data
  for (const key of path) {
    if (!current || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key)) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/** Sets a path in a plain object, creating intermediate objects (own data properties only). */
export function setPath(data: Record<string, unknown>, path: string[], value: unknown): void {
  let current = data
  for (const key of path.slice(0, -1)) {
    const next = Object.prototype.hasOwnProperty.call(current, key) ? current[key] : undefined
    const child = next && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : {}
    Object.defineProperty(current, key, { value: child, enumerable: true, writable: true, configurable: true })
    current = child
  }
  Object.defineProperty(current, path[path.length - 1], { value, enumerable: true, writable: true, configurable: true })
}

/** Deletes a path from a plain object when present. */
export function removePath(data: Record<string, unknown>, path: string[]): void {
  const parent = getPath(data, path.slice(0, -1))
  if (parent && typeof parent === 'object' && !Array.isArray(parent))
    delete (parent as Record<string, unknown>)[path[path.length - 1]]
}
