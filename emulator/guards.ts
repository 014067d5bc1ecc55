// Guards for parsed JSON shared by the emulator's routes, config and filters.

/** A plain JSON object (not null, not an array). */
export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** The wire format's date value: `{"$date": "<ISO string>"}` and nothing else. */
export const isDate = (v: unknown): boolean => isObject(v) && Object.keys(v).length === 1 && typeof v.$date === 'string'

/** A value an equality or range filter compares directly: string, number, boolean or date. */
export const isScalar = (v: unknown): boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || isDate(v)
