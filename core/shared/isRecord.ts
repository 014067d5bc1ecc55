/**
 * The one "is this an object to read keys from" guard of the project: true for any object that is not
 * an array (null excluded). Class instances such as `Date` pass; use {@link isPlainRecord} to refuse them.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * True for a plain object (an object literal, parsed JSON or `Object.create(null)`): a record whose
 * prototype is `Object.prototype` or null, so no array, `Date`, `Map` or other class instance.
 */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}
