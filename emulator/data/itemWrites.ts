// The writes the single-item and bulk routes share: reading a data item from a body, inserting a new
// item, replacing an existing one and saving (insert or replace), with the one ownership rule.
import type { Sql } from '../contracts'
import type { DataCall } from './index'
import { errors } from './errors'
import { findRow, insertRow, stampNew, stampReplace, writeRow, type ItemData } from './items'
import { ownerOf, type Access } from './permissions'
import type { DataItemBody } from './bodies'
import { checkFieldTypes } from './fieldTypes'

/**
 * A data item of a checked body (named `field` in errors) whose `data` fits the declared field types;
 * its id (`id`, else `data._id`) is written into the data.
 */
export function readDataItem(
  call: Pick<DataCall, 'fields'>,
  item: DataItemBody,
  field: string,
): { id?: string; data: ItemData } {
  const { data } = item
  checkFieldTypes(call.fields, data, `${field}.data`)
  const id = item.id ?? data._id
  return typeof id === 'string' ? { id, data: { ...data, _id: id } } : { data }
}

/** The owner a new item gets: the calling member or visitor; the admin may set `_owner`. */
export const newOwner = (call: DataCall, data: ItemData) =>
  call.caller.actor === 'APP' && typeof data._owner === 'string' ? data._owner : ownerOf(call.caller)

/** Throws 403 when access is limited to own items and the item is someone else's. */
export function checkOwn(call: DataCall, access: Access, owner: string | null, op: string) {
  if (access.kind === 'own' && owner !== access.owner) throw errors.forbidden(op, call.collection)
}

/** Inserts `data` as a new item of the caller; WDE0074 when its id exists. */
export async function insertNew(tx: Sql, call: DataCall, data: ItemData): Promise<ItemData> {
  const stamped = stampNew(data, newOwner(call, data))
  if (!(await insertRow(tx, call.collection, stamped))) throw errors.exists(String(stamped._id))
  return stamped
}

/** Replaces the stored item `previous` with `data`, when `access` allows it on that item. */
export async function replaceItem(
  tx: Sql,
  call: DataCall,
  access: Access,
  previous: { data: ItemData; owner: string | null },
  data: ItemData,
): Promise<ItemData> {
  checkOwn(call, access, previous.owner, 'update')
  const next = stampReplace(previous.data, data)
  await writeRow(tx, call.collection, next)
  return next
}

/**
 * Save: inserts when no item has the id (insert permission), else replaces it (update permission).
 * `onAction` hears which, before the permission check (a bulk result names its action even when refused).
 */
export async function saveItem(
  tx: Sql,
  call: DataCall,
  id: string | undefined,
  data: ItemData,
  onAction: (action: 'INSERT' | 'UPDATE') => void = () => {},
): Promise<ItemData> {
  const previous = id ? await findRow(tx, call.collection, id, true) : undefined
  onAction(previous ? 'UPDATE' : 'INSERT')
  if (!previous) {
    call.access('insert')
    return insertNew(tx, call, data)
  }
  return replaceItem(tx, call, call.access('update'), previous, data)
}
