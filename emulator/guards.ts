// Guards for parsed JSON shared by the emulator's routes, config and filters.

import { isRecord as isObject } from '../core/shared/isRecord'

// A JSON object (not null, not an array): the project's one guard.
export { isObject }

/** The wire format's date value: `{"$date": "<ISO string>"}` and nothing else. */
export const isDate = (v: unknown): boolean => isObject(v) && Object.keys(v).length === 1 && typeof v.$date === 'string'

/** A value an equality or range filter compares directly: string, number, boolean or date. */
export const isScalar = (v: unknown): boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || isDate(v)
