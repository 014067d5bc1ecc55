import { defineKey, fromWire, isPlainObject, toWire } from './wireValues'

/** A stored item as callers see it: its fields plus `_id`, `_createdDate`, `_updatedDate`. */
export type DataItem = Record<string, unknown> & { _id?: string; _createdDate?: Date; _updatedDate?: Date }

/** The wire `dataItem` of a caller's item: `{id?, data}`, `_id` kept inside `data`, dates as `$date`. */
export function itemToWire(item: Record<string, unknown>, path = 'item'): { id?: string; data: Record<string, unknown> } {
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
    if (data[key] === undefined && dataItem[wireKey] !== undefined && dataItem[wireKey] !== null) defineKey(data, key, fromWire(dataItem[wireKey]))
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
