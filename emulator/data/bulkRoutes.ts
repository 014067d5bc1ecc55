// Bulk calls: insert, update, save, remove, patch, each in one transaction with per-item results.
import type { DataCall, DataRoutes } from './index'
import { ServiceError, errors } from './errors'
import { applyPatch, deleteRow, findRow, stampNew, toItem, writeRow, type ItemData } from './items'
import { checkOwn, newOwner, readDataItem, replaceItem, saveItem } from './itemWrites'
import type { DataItemBody } from './bodies'

type Action = 'INSERT' | 'UPDATE' | 'DELETE'

const failure = (error: unknown) => {
  if (!(error instanceof ServiceError)) throw error
  const body = error.response.json as { message: string; details?: { applicationError?: { code: string } } }
  return { code: body.details?.applicationError?.code ?? 'WDE0075', description: body.message }
}

/**
 * Runs `each` for every entry inside one transaction. An entry that fails with a wire-format error
 * (missing item, existing id, permission) is reported in its result; anything else rolls back all.
 */
async function bulk<TEntry>(
  call: DataCall,
  list: readonly TEntry[],
  idOf: (entry: TEntry) => string | undefined,
  action: (entry: TEntry, i: number) => Action,
  each: (entry: TEntry, tx: DataCall['sql']) => Promise<ItemData>,
  returnItems: boolean,
) {
  const results = await call.sql.transaction(async (tx) => {
    const out: Record<string, unknown>[] = []
    for (let i = 0; i < list.length; i++) {
      const entry = list[i]
      try {
        const data = await each(entry, tx)
        out.push({
          action: action(entry, i),
          itemMetadata: { id: data._id, originalIndex: i, success: true },
          ...(returnItems ? { dataItem: toItem(call.collection, data) } : {}),
        })
      } catch (error) {
        const id = idOf(entry)
        out.push({
          action: action(entry, i),
          itemMetadata: {
            ...(id !== undefined ? { id } : {}),
            originalIndex: i,
            success: false,
            error: failure(error),
          },
        })
      }
    }
    return out
  })
  const successes = results.filter((r) => (r.itemMetadata as { success: boolean }).success).length
  return {
    results,
    bulkActionMetadata: { totalSuccesses: successes, totalFailures: results.length - successes, undetailedFailures: 0 },
  }
}

const itemsOf = (call: DataCall<{ dataItems: DataItemBody[] }>) =>
  call.body.dataItems.map((entry, i) => readDataItem(call, entry, `dataItems[${i}]`).data)
const returnEntity = (call: DataCall<{ returnEntity?: boolean }>) => call.body.returnEntity !== false
/** The id of a data item's data, once read (`readDataItem` writes the item's id into it). */
const idOfData = (data: ItemData) => (typeof data._id === 'string' ? data._id : undefined)

/**
 * A bulk insert as one statement: every new id is written, an id that exists (or repeats within
 * the call) fails that item with WDE0074.
 */
async function insertMany(call: DataCall, items: ItemData[], returnItems: boolean) {
  const seen = new Set<string>()
  const fresh = items.filter((d) => !seen.has(String(d._id)) && seen.add(String(d._id)))
  const { rows } = await call.sql.query<{ id: string }>(
    `INSERT INTO data_items (collection, id, owner, data)
     SELECT $1, e.v ->> '_id', e.v ->> '_owner', e.v FROM jsonb_array_elements($2::text::jsonb) AS e(v)
     ON CONFLICT DO NOTHING RETURNING id`,
    [call.collection, JSON.stringify(fresh)],
  )
  const written = new Set(rows.map((r) => r.id))
  const kept = new Set(fresh)
  const results = items.map((d, i) => {
    const id = String(d._id)
    const ok = written.has(id) && kept.has(d)
    return ok
      ? {
          action: 'INSERT',
          itemMetadata: { id, originalIndex: i, success: true },
          ...(returnItems ? { dataItem: toItem(call.collection, d) } : {}),
        }
      : { action: 'INSERT', itemMetadata: { id, originalIndex: i, success: false, error: failure(errors.exists(id)) } }
  })
  const successes = results.filter((r) => r.itemMetadata.success).length
  return {
    results,
    bulkActionMetadata: { totalSuccesses: successes, totalFailures: results.length - successes, undetailedFailures: 0 },
  }
}

const routes = {
  'POST bulk/items/insert': {
    method: 'POST',
    async handle(call) {
      call.access('insert')
      return insertMany(
        call,
        itemsOf(call).map((d) => stampNew(d, newOwner(call, d))),
        returnEntity(call),
      )
    },
  },
  'POST bulk/items/update': {
    method: 'POST',
    async handle(call) {
      const access = call.access('update')
      // The body's schema requires each item's id (`id` or `data._id`).
      return bulk(
        call,
        itemsOf(call),
        idOfData,
        () => 'UPDATE',
        async (data, tx) => {
          const id = String(data._id)
          const previous = await findRow(tx, call.collection, id, true)
          if (!previous) throw errors.notFound(id)
          return replaceItem(tx, call, access, previous, data)
        },
        returnEntity(call),
      )
    },
  },
  'POST bulk/items/save': {
    method: 'POST',
    async handle(call) {
      const actions: Action[] = []
      return bulk(
        call,
        itemsOf(call),
        idOfData,
        (_, i) => actions[i] ?? 'INSERT',
        (data, tx) => saveItem(tx, call, idOfData(data), data, (a) => actions.push(a)),
        returnEntity(call),
      )
    },
  },
  'POST bulk/items/remove': {
    method: 'POST',
    async handle(call) {
      const access = call.access('remove')
      return bulk(
        call,
        call.body.dataItemIds,
        (id) => id,
        () => 'DELETE',
        async (id, tx) => {
          const previous = await findRow(tx, call.collection, id, true)
          if (!previous) throw errors.notFound(id)
          checkOwn(call, access, previous.owner, 'remove')
          await deleteRow(tx, call.collection, id)
          return previous.data
        },
        returnEntity(call),
      )
    },
  },
  'POST bulk/items/patch': {
    method: 'POST',
    async handle(call) {
      const access = call.access('update')
      // The body's schema requires either `dataItemIds` with `fieldModifications`, or `patches`.
      const { dataItemIds, fieldModifications, patches = [] } = call.body
      const list = dataItemIds ? dataItemIds.map((dataItemId) => ({ dataItemId, fieldModifications })) : patches
      return bulk(
        call,
        list,
        (p) => p.dataItemId,
        () => 'UPDATE',
        async (p, tx) => {
          const previous = await findRow(tx, call.collection, p.dataItemId, true)
          if (!previous) throw errors.notFound(p.dataItemId)
          checkOwn(call, access, previous.owner, 'update')
          const next = applyPatch(previous.data, p.fieldModifications)
          await writeRow(tx, call.collection, next)
          return next
        },
        returnEntity(call),
      )
    },
  },
} satisfies DataRoutes

/** The bulk routes, keyed `METHOD path`. */
export const bulkRoutes = routes
