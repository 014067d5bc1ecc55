import { DataError } from './errors'
import { isRecord } from '../shared/isRecord'

const isPlainObject = (v: unknown): v is Record<string, unknown> => isRecord(v) && !(v instanceof Date)

/** Sets an own enumerable property, so keys such as `__proto__` stay plain data. */
export function defineKey(target: Record<string, unknown>, key: string, value: unknown): void {
  // Only `__proto__` needs defineProperty; plain assignment keeps objects in V8's fast mode.
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  else target[key] = value
}

/**
 * The wire form of a value: every `Date` at any depth becomes `{"$date": ISO string}`;
 * `undefined` object members are dropped, as JSON would. Throws a `DataError` (code `WDE0004`)
 * for an invalid date, a cycle or a value JSON cannot carry (bigint, symbol, function).
 */
export function toWire(value: unknown, path = 'value', seen: Set<object> = new Set()): unknown {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new DataError('WDE0004', `WDE0004: ${path} is an invalid Date.`)
    return { $date: value.toISOString() }
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'bigint' || typeof value === 'symbol' || typeof value === 'function') {
    throw new DataError('WDE0004', `WDE0004: ${path} is a ${typeof value}, which the service cannot store.`)
  }
  if (typeof value !== 'object') return value
  if (seen.has(value)) throw new DataError('WDE0004', `WDE0004: ${path} refers to itself (a cycle).`)
  seen.add(value)
  try {
    const json = (value as { toJSON?: unknown }).toJSON
    if (typeof json === 'function') return toWire(json.call(value), path, seen)
    if (Array.isArray(value)) return value.map((v, i) => (v === undefined ? null : toWire(v, `${path}[${i}]`, seen)))
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) {
      const v = (value as Record<string, unknown>)[key]
      if (v === undefined || typeof v === 'function') continue
      defineKey(out, key, toWire(v, `${path}.${key}`, seen))
    }
    return out
  } finally {
    seen.delete(value)
  }
}

/** Whether `value` is or holds (at any depth, cycles allowed) a `RegExp`: JSON would send it as `{}`. */
export function containsRegExp(value: unknown, seen: Set<object> = new Set()): boolean {
  if (value instanceof RegExp) return true
  if (typeof value !== 'object' || value === null || value instanceof Date || seen.has(value)) return false
  seen.add(value)
  const children = Array.isArray(value) ? value : Object.values(value)
  return children.some((child) => containsRegExp(child, seen))
}

const isWireDate = (v: Record<string, unknown>) => {
  const keys = Object.keys(v)
  return keys.length === 1 && keys[0] === '$date' && (typeof v.$date === 'string' || typeof v.$date === 'number')
}

/** The reading side: `{"$date": ...}` at any depth back to `Date`; everything else copied as own data. */
export function fromWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromWire)
  if (!isPlainObject(value)) return value
  if (isWireDate(value)) {
    const date = new Date(value.$date as string)
    return Number.isNaN(date.getTime()) ? value : date
  }
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) defineKey(out, key, fromWire(value[key]))
  return out
}

/** JSON text of a wire value (already passed through {@link toWire}). */
export const stringify = (value: unknown): string => JSON.stringify(value)

export { isPlainObject }

/** A stored item as callers see it: its fields plus `_id`, `_createdDate`, `_updatedDate`. */
export type DataItem = Record<string, unknown> & { _id?: string; _createdDate?: Date; _updatedDate?: Date }

/** The wire `dataItem` of a caller's item: `{id?, data}`, `_id` kept inside `data`, dates as `$date`. */
export function itemToWire(
  item: Record<string, unknown>,
  path = 'item',
): { id?: string; data: Record<string, unknown> } {
  const data = toWire(item, path) as Record<string, unknown>
  return typeof item._id === 'string' ? { id: item._id, data } : { data }
}

/**
 * The caller's item of a wire `dataItem`: its `data` with dates revived; `_id`, `_createdDate` and
 * `_updatedDate` filled from `id`, `createdDate` and `updatedDate` when `data` lacks them.
 */
export function itemFromWire(dataItem: unknown): DataItem | null {
  if (!isPlainObject(dataItem)) return null
  const data = (isPlainObject(dataItem.data) ? fromWire(dataItem.data) : {}) as DataItem
  const fill = (key: string, wireKey: string) => {
    if (data[key] === undefined && dataItem[wireKey] !== undefined && dataItem[wireKey] !== null)
      defineKey(data, key, fromWire(dataItem[wireKey]))
  }
  fill('_id', 'id')
  fill('_createdDate', 'createdDate')
  fill('_updatedDate', 'updatedDate')
  for (const key of ['_createdDate', '_updatedDate']) {
    const v = data[key]
    if (typeof v === 'string') {
      const d = new Date(v)
      if (!Number.isNaN(d.getTime())) defineKey(data, key, d)
    }
  }
  return data
}
