// Single-item calls: insert, get, save, update, remove, patch, truncate.
import type { DataCall, DataRoute } from './index'
import { errors, invalid } from './errors'
import {
  applyPatch,
  checkData,
  checkId,
  deleteRow,
  findRow,
  insertRow,
  mustFind,
  stampNew,
  stampReplace,
  toItem,
  writeRow,
  type ItemData,
} from './items'
import { ownerOf, type Access } from './permissions'
import { isObject } from '../guards'
import { checkFieldTypes } from './fieldTypes'

/** The `dataItem` of a call's body: an object with an object `data` whose declared fields fit their types. */
export function dataItemOf(
  call: Pick<DataCall, 'body' | 'fields'>,
  field = 'dataItem',
): { id?: string; data: ItemData } {
  const item = call.body[field]
  if (!isObject(item)) throw invalid(field, 'must be an object', 'TYPE')
  const data = checkData(item.data, `${field}.data`)
  checkFieldTypes(call.fields, data, `${field}.data`)
  const id = item.id ?? data._id
  if (id !== undefined && id !== null) checkId(id, `${field}.id`)
  return { id: (id as string | undefined) ?? undefined, data: id ? { ...data, _id: id } : data }
}

/** The owner a new item gets: the calling member or visitor; the admin may set `_owner`. */
export const newOwner = (call: DataCall, data: ItemData) =>
  call.caller.role === 'ADMIN' && typeof data._owner === 'string' ? data._owner : ownerOf(call.caller)

/** Throws 403 when access is limited to own items and the item is someone else's. */
export function checkOwn(call: DataCall, access: Access, owner: string | null, op: string) {
  if (access.kind === 'own' && owner !== access.owner) throw errors.forbidden(op, call.collection)
}

const routes: Record<string, DataRoute> = {
  'POST items': {
    method: 'POST',
    async handle(call) {
      call.access('insert')
      const { data } = dataItemOf(call)
      const stamped = stampNew(data, newOwner(call, data))
      const inserted = await call.sql.transaction((tx) => insertRow(tx, call.collection, stamped))
      if (!inserted) throw errors.exists(String(stamped._id))
      return { dataItem: toItem(call.collection, inserted) }
    },
  },
  'GET items/{id}': {
    method: 'GET',
    async handle(call) {
      const access = call.access('read')
      const id = checkId(call.body.dataItemId)
      const row = await findRow(call.sql, call.collection, id)
      if (!row || (access.kind === 'own' && row.owner !== access.owner)) throw errors.notFound(id)
      return { dataItem: toItem(call.collection, row.data) }
    },
  },
  'POST items/save': {
    method: 'POST',
    async handle(call) {
      const { id, data } = dataItemOf(call)
      const saved = await call.sql.transaction(async (tx) => {
        const previous = id ? await findRow(tx, call.collection, id, true) : undefined
        if (!previous) {
          call.access('insert')
          const stamped = stampNew(data, newOwner(call, data))
          if (!(await insertRow(tx, call.collection, stamped))) throw errors.exists(String(stamped._id))
          return stamped
        }
        checkOwn(call, call.access('update'), previous.owner, 'update')
        const next = stampReplace(previous.data, data)
        await writeRow(tx, call.collection, next)
        return next
      })
      return { dataItem: toItem(call.collection, saved) }
    },
  },
  'POST items/update': {
    method: 'POST',
    async handle(call) {
      const access = call.access('update')
      const { id, data } = dataItemOf(call)
      if (!id) throw invalid('dataItem.id', 'is required', 'REQUIRED')
      const updated = await call.sql.transaction(async (tx) => {
        const previous = await mustFind(tx, call.collection, id, true)
        checkOwn(call, access, previous.owner, 'update')
        const next = stampReplace(previous.data, data)
        await writeRow(tx, call.collection, next)
        return next
      })
      return { dataItem: toItem(call.collection, updated) }
    },
  },
  'POST items/remove': {
    method: 'POST',
    async handle(call) {
      const access = call.access('remove')
      const id = checkId(call.body.dataItemId)
      const removed = await call.sql.transaction(async (tx) => {
        const previous = await mustFind(tx, call.collection, id, true)
        checkOwn(call, access, previous.owner, 'remove')
        await deleteRow(tx, call.collection, id)
        return previous.data
      })
      return { dataItem: toItem(call.collection, removed) }
    },
  },
  'POST items/patch': {
    method: 'POST',
    async handle(call) {
      const access = call.access('update')
      const patch = call.body.patch
      if (!isObject(patch)) throw invalid('patch', 'must be an object', 'TYPE')
      const id = checkId(patch.dataItemId, 'patch.dataItemId')
      const patched = await call.sql.transaction(async (tx) => {
        const previous = await mustFind(tx, call.collection, id, true)
        checkOwn(call, access, previous.owner, 'update')
        const next = applyPatch(previous.data, patch.fieldModifications)
        await writeRow(tx, call.collection, next)
        return next
      })
      return { dataItem: toItem(call.collection, patched) }
    },
  },
  'POST items/truncate': {
    method: 'POST',
    async handle(call) {
      if (call.caller.role !== 'ADMIN') throw errors.forbidden('truncate', call.collection)
      await call.sql.transaction(async (tx) => {
        await tx.query('DELETE FROM data_items WHERE collection = $1', [call.collection])
        await tx.query('DELETE FROM data_references WHERE collection = $1', [call.collection])
      })
      return {}
    },
  },
}

/** The single-item routes, keyed `METHOD path`. */
export const itemRoutes = routes
