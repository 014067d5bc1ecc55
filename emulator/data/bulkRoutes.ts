// Bulk calls: insert, update, save, remove, patch, each in one transaction with per-item results.
import type { DataCall, DataRoute } from './index'
import { ServiceError, errors, invalid } from './errors'
import { applyPatch, checkId, deleteRow, findRow, stampNew, toItem, writeRow, type ItemData } from './items'
import { checkOwn, newOwner, readDataItem, replaceItem, saveItem } from './itemWrites'
import { isObject } from '../guards'

type Action = 'INSERT' | 'UPDATE' | 'DELETE'

/** The list field of a bulk body: an array of at most 1000 entries. */
export function bulkList(body: Record<string, unknown>, field: string): unknown[] {
  const list = body[field]
  if (!Array.isArray(list)) throw invalid(field, 'must be an array', 'TYPE')
  if (list.length > 1000) throw errors.tooMany(field)
  return list
}

const failure = (error: unknown) => {
  if (!(error instanceof ServiceError)) throw error
  const body = error.response.json as { message: string; details?: { applicationError?: { code: string } } }
  return { code: body.details?.applicationError?.code ?? 'WDE0075', description: body.message }
}

/**
 * Runs `each` for every entry inside one transaction. An entry that fails with a wire-format error
 * (missing item, existing id, permission) is reported in its result; anything else rolls back all.
 */
async function bulk(
  call: DataCall,
  list: unknown[],
  action: (entry: unknown, i: number) => Action,
  each: (entry: unknown, tx: DataCall['sql']) => Promise<ItemData>,
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
        const id = isObject(entry) ? (entry.id ?? (isObject(entry.data) ? entry.data._id : entry.dataItemId)) : entry
        out.push({
          action: action(entry, i),
          itemMetadata: {
            ...(typeof id === 'string' ? { id } : {}),
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

const itemOf = (call: DataCall) => (entry: unknown, i: number) => readDataItem(call, entry, `dataItems[${i}]`).data
const returnEntity = (call: DataCall) => call.body.returnEntity !== false

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

const routes: Record<string, DataRoute> = {
  'POST bulk/items/insert': {
    method: 'POST',
    async handle(call) {
      call.access('insert')
      const items = bulkList(call.body, 'dataItems').map(itemOf(call))
      return insertMany(
        call,
        items.map((d) => stampNew(d, newOwner(call, d))),
        returnEntity(call),
      )
    },
  },
  'POST bulk/items/update': {
    method: 'POST',
    async handle(call) {
      const access = call.access('update')
      const items = bulkList(call.body, 'dataItems').map(itemOf(call))
      items.forEach((d, i) => {
        if (typeof d._id !== 'string') throw invalid(`dataItems[${i}].id`, 'is required', 'REQUIRED')
      })
      return bulk(
        call,
        items,
        () => 'UPDATE',
        async (data, tx) => {
          const d = data as ItemData
          const previous = await findRow(tx, call.collection, String(d._id), true)
          if (!previous) throw errors.notFound(String(d._id))
          return replaceItem(tx, call, access, previous, d)
        },
        returnEntity(call),
      )
    },
  },
  'POST bulk/items/save': {
    method: 'POST',
    async handle(call) {
      const items = bulkList(call.body, 'dataItems').map(itemOf(call))
      const actions: Action[] = []
      return bulk(
        call,
        items,
        (_, i) => actions[i] ?? 'INSERT',
        async (data, tx) => {
          const d = data as ItemData
          return saveItem(tx, call, typeof d._id === 'string' ? d._id : undefined, d, (a) => actions.push(a))
        },
        returnEntity(call),
      )
    },
  },
  'POST bulk/items/remove': {
    method: 'POST',
    async handle(call) {
      const access = call.access('remove')
      const ids = bulkList(call.body, 'dataItemIds').map((id, i) => checkId(id, `dataItemIds[${i}]`))
      return bulk(
        call,
        ids,
        () => 'DELETE',
        async (id, tx) => {
          const previous = await findRow(tx, call.collection, id as string, true)
          if (!previous) throw errors.notFound(id as string)
          checkOwn(call, access, previous.owner, 'remove')
          await deleteRow(tx, call.collection, id as string)
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
      const ids = call.body.dataItemIds
      const patches = Array.isArray(ids)
        ? bulkList(call.body, 'dataItemIds').map((id) => ({
            dataItemId: id,
            fieldModifications: call.body.fieldModifications,
          }))
        : bulkList(call.body, 'patches')
      const checked = patches.map((p, i) => {
        if (!isObject(p)) throw invalid(`patches[${i}]`, 'must be an object', 'TYPE')
        return { id: checkId(p.dataItemId, `patches[${i}].dataItemId`), mods: p.fieldModifications }
      })
      return bulk(
        call,
        checked,
        () => 'UPDATE',
        async (entry, tx) => {
          const p = entry as { id: string; mods: unknown }
          const previous = await findRow(tx, call.collection, p.id, true)
          if (!previous) throw errors.notFound(p.id)
          checkOwn(call, access, previous.owner, 'update')
          const next = applyPatch(previous.data, p.mods)
          await writeRow(tx, call.collection, next)
          return next
        },
        returnEntity(call),
      )
    },
  },
}

/** The bulk routes, keyed `METHOD path`. */
export const bulkRoutes = routes
