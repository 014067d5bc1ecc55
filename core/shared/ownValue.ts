/**
 * Lookups keyed by data. A plain object answers `table['constructor']` or `table['toString']` with a
 * member of `Object.prototype`, so a document whose node type is "constructor" would find a function
 * where a renderer or a string was expected. Every table read with a key that comes from a document,
 * a settings object or a URL goes through these instead.
 */

/** The own property `key` of `table`, or undefined (inherited members such as `toString` are never returned). */
export function ownValue<TValue>(
  table: Readonly<Record<string, TValue>> | undefined | null,
  key: unknown,
): TValue | undefined {
  if (table === undefined || table === null || typeof key !== 'string') return undefined
  return Object.hasOwn(table, key) ? table[key] : undefined
}

/** Whether `table` has `key` as an own property (never true for `__proto__`, `constructor`... unless set). */
export function hasOwnKey(table: object | undefined | null, key: unknown): boolean {
  return table !== undefined && table !== null && typeof key === 'string' && Object.hasOwn(table, key)
}

/** A copy of `entries` in an object without a prototype, so later writes of `__proto__` are plain keys. */
export function ownTable<TValue>(entries: Readonly<Record<string, TValue>> = {}): Record<string, TValue> {
  return Object.assign(Object.create(null) as Record<string, TValue>, entries)
}
