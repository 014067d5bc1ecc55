// Single-item operations inside a transaction: insert, get, update, save, remove, patch. The server
// owns `_id` (kept when the caller chose one), `_createdDate`, `_updatedDate` and `_owner`.
import { randomUUID } from 'node:crypto'
import type { Sql } from '../contracts'
import { errors, invalid } from './errors'
import { fieldPath, getPath, removePath, setPath } from './paths'
import { isObject } from '../guards'

/** An item's data as stored and answered. */
export type ItemData = Record<string, unknown>
/** An item as the wire format answers it. */
export interface DataItem {
  id: string
  dataCollectionId: string
  data: ItemData
}

/** The wire shape of a stored row. */
export const toItem = (collection: string, data: ItemData): DataItem => ({
  id: String(data._id),
  dataCollectionId: collection,
  data,
})

/** Validates `data` (an object) and its optional `_id` (a non-empty string of at most 1000 characters). */
export function checkData(value: unknown, field = 'dataItem.data'): ItemData {
  if (!isObject(value)) throw invalid(field, 'must be an object', 'TYPE')
  const id = value._id
  if (id !== undefined && id !== null && (typeof id !== 'string' || id.length === 0 || id.length > 1000))
    throw invalid(`${field}._id`, 'must be a non-empty string of at most 1000 characters', 'TYPE')
  return value
}

const now = () => ({ $date: new Date().toISOString() })

/**
 * Builds the stored data of a new item. Its `_owner` is `owner` (the caller's identity, or what the
 * admin key chose), never the `_owner` the data carries.
 */
export function stampNew(data: ItemData, owner: string | undefined): ItemData {
  const date = now()
  const out: ItemData = {
    ...data,
    _id: typeof data._id === 'string' ? data._id : randomUUID(),
    _createdDate: date,
    _updatedDate: date,
  }
  if (owner) out._owner = owner
  else delete out._owner
  return out
}

/** Builds the stored data of a replaced item, keeping its creation date and owner (an update never sets `_owner`). */
export function stampReplace(previous: ItemData, data: ItemData): ItemData {
  const out: ItemData = { ...data, _id: previous._id, _createdDate: previous._createdDate, _updatedDate: now() }
  if (previous._owner !== undefined) out._owner = previous._owner
  else delete out._owner
  return out
}

/** The stored row of an item, locked for update inside a transaction, or undefined. */
export async function findRow(
  tx: Sql,
  collection: string,
  id: string,
  lock = false,
): Promise<{ data: ItemData; owner: string | null } | undefined> {
  const { rows } = await tx.query<{ data: ItemData; owner: string | null }>(
    `SELECT data, owner FROM data_items WHERE collection = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [collection, id],
  )
  return rows[0]
}

/** Inserts a new item; answers undefined when the id exists already. */
export async function insertRow(tx: Sql, collection: string, data: ItemData): Promise<ItemData | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO data_items (collection, id, owner, data) VALUES ($1, $2, $3, $4::text::jsonb) ON CONFLICT DO NOTHING RETURNING id',
    [collection, data._id, typeof data._owner === 'string' ? data._owner : null, JSON.stringify(data)],
  )
  return rows.length ? data : undefined
}

/** Writes the data of an existing item. */
export async function writeRow(tx: Sql, collection: string, data: ItemData): Promise<void> {
  await tx.query('UPDATE data_items SET data = $3::text::jsonb WHERE collection = $1 AND id = $2', [
    collection,
    data._id,
    JSON.stringify(data),
  ])
}

/** Deletes an item and the references it holds. */
export async function deleteRow(tx: Sql, collection: string, id: string): Promise<void> {
  await tx.query('DELETE FROM data_items WHERE collection = $1 AND id = $2', [collection, id])
  await tx.query('DELETE FROM data_references WHERE collection = $1 AND from_id = $2', [collection, id])
}

/** Applies the field modifications of a patch to a copy of `data`. Throws a 400 for a bad one. */
export function applyPatch(data: ItemData, modifications: unknown): ItemData {
  if (!Array.isArray(modifications) || modifications.length === 0)
    throw invalid('fieldModifications', 'must be a non-empty array', 'TYPE')
  const out = structuredClone(data)
  modifications.forEach((m, i) => {
    const where = `fieldModifications[${i}]`
    if (!isObject(m)) throw invalid(where, 'must be an object', 'TYPE')
    const path = fieldPath(m.fieldPath, `${where}.fieldPath`)
    if (['_id', '_createdDate', '_updatedDate', '_owner'].includes(path[0]))
      throw invalid(`${where}.fieldPath`, 'cannot modify a system field', 'READ_ONLY')
    const options = (key: string) => (isObject(m[key]) ? (m[key] as Record<string, unknown>) : {})
    const current = getPath(out, path)
    switch (m.action) {
      case 'SET_FIELD':
        return setPath(out, path, options('setFieldOptions').value ?? null)
      case 'REMOVE_FIELD':
        return removePath(out, path)
      case 'INCREMENT_FIELD': {
        const by = options('incrementFieldOptions').value ?? 1
        if (typeof by !== 'number' || !Number.isFinite(by))
          throw invalid(`${where}.incrementFieldOptions.value`, 'must be a number', 'TYPE')
        if (current !== undefined && current !== null && typeof current !== 'number')
          throw invalid(`${where}.fieldPath`, 'is not a number field', 'TYPE')
        return setPath(out, path, ((current as number | undefined) ?? 0) + by)
      }
      case 'APPEND_TO_ARRAY': {
        if (current !== undefined && current !== null && !Array.isArray(current))
          throw invalid(`${where}.fieldPath`, 'is not an array field', 'TYPE')
        return setPath(out, path, [...((current as unknown[]) ?? []), options('appendToArrayOptions').value ?? null])
      }
      case 'REMOVE_FROM_ARRAY': {
        if (current !== undefined && current !== null && !Array.isArray(current))
          throw invalid(`${where}.fieldPath`, 'is not an array field', 'TYPE')
        const drop = JSON.stringify(options('removeFromArrayOptions').value ?? null)
        return setPath(
          out,
          path,
          ((current as unknown[]) ?? []).filter((x) => JSON.stringify(x) !== drop),
        )
      }
      default:
        throw invalid(
          `${where}.action`,
          'must be SET_FIELD, REMOVE_FIELD, INCREMENT_FIELD, APPEND_TO_ARRAY or REMOVE_FROM_ARRAY',
          'ENUM',
        )
    }
  })
  out._updatedDate = now()
  return out
}

/** The item with `id`, or a 404 WDE0073. */
export async function mustFind(tx: Sql, collection: string, id: string, lock = false) {
  const row = await findRow(tx, collection, id, lock)
  if (!row) throw errors.notFound(id)
  return row
}
