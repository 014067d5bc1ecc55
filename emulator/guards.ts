// Guards for parsed JSON shared by the emulator's routes, config and filters.

import { isRecord as isObject } from '../core/shared/isRecord'

// A JSON object (not null, not an array): the project's one guard.
export { isObject }

/** The wire format's date value: `{"$date": "<ISO string>"}` and nothing else. */
export const isDate = (v: unknown): boolean => isObject(v) && Object.keys(v).length === 1 && typeof v.$date === 'string'

/** A value an equality or range filter compares directly: string, number, boolean or date. */
export const isScalar = (v: unknown): boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || isDate(v)

/** How deep parsed JSON may nest (objects and arrays); deeper bodies are refused with a 400. */
export const MAX_JSON_DEPTH = 100

/** Whether parsed JSON nests deeper than `max` levels (walked without recursion, so any depth is safe). */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length) {
    const [current, depth] = stack.pop()!
    if (current === null || typeof current !== 'object') continue
    if (depth > max) return true
    for (const child of Object.values(current))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
  }
  return false
}
