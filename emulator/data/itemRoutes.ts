// Single-item calls: insert, get, save, update, remove, patch, truncate.
import type { DataCall, DataRoutes } from './index'
import { errors } from './errors'
import { applyPatch, deleteRow, findRow, mustFind, toItem, writeRow } from './items'
import { checkOwn, insertNew, readDataItem, replaceItem, saveItem } from './itemWrites'
import type { DataItemBody } from './bodies'

/** The `dataItem` of a call's checked body, once its declared fields fit their types. */
const dataItemOf = (call: DataCall<{ dataItem: DataItemBody }>) => readDataItem(call, call.body.dataItem, 'dataItem')

const routes = {
  'POST items': {
    method: 'POST',
    async handle(call) {
      call.access('insert')
      const { data } = dataItemOf(call)
      const inserted = await call.sql.transaction((tx) => insertNew(tx, call, data))
      return { dataItem: toItem(call.collection, inserted) }
    },
  },
  'GET items/{id}': {
    method: 'GET',
    async handle(call) {
      const access = call.access('read')
      const id = call.body.dataItemId
      const row = await findRow(call.sql, call.collection, id)
      if (!row || (access.kind === 'own' && row.owner !== access.owner)) throw errors.notFound(id)
      return { dataItem: toItem(call.collection, row.data) }
    },
  },
  'POST items/save': {
    method: 'POST',
    async handle(call) {
      const { id, data } = dataItemOf(call)
      const saved = await call.sql.transaction((tx) => saveItem(tx, call, id, data))
      return { dataItem: toItem(call.collection, saved) }
    },
  },
  'POST items/update': {
    method: 'POST',
    async handle(call) {
      const access = call.access('update')
      // The body's schema requires the id (`dataItem.id` or `dataItem.data._id`).
      const { id = '', data } = dataItemOf(call)
      const updated = await call.sql.transaction(async (tx) =>
        replaceItem(tx, call, access, await mustFind(tx, call.collection, id, true), data),
      )
      return { dataItem: toItem(call.collection, updated) }
    },
  },
  'POST items/remove': {
    method: 'POST',
    async handle(call) {
      const access = call.access('remove')
      const id = call.body.dataItemId
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
      const { patch } = call.body
      const id = patch.dataItemId
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
      if (call.caller.actor !== 'APP') throw errors.forbidden('truncate', call.collection)
      await call.sql.transaction(async (tx) => {
        await tx.query('DELETE FROM data_items WHERE collection = $1', [call.collection])
        await tx.query('DELETE FROM data_references WHERE collection = $1', [call.collection])
      })
      return {}
    },
  },
} satisfies DataRoutes

/** The single-item routes, keyed `METHOD path`. */
export const itemRoutes = routes
