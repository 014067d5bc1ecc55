import * as C from './checks'
import { DataError } from './errors'
import { summarizeBulk, type BulkResult } from './bulkResult'
import type { ClientContext } from './dataQuery'
import { wireOptions, type CallOptions } from './queryRequest'
import { itemFromWire, itemToWire, type DataItem } from './wireValues'

const missingToNull = (error: unknown) => {
  if (error instanceof DataError && error.code === 'WDE0073') return null
  throw error
}

/** Single-item and bulk operations over the wire format (Velo's argument checks first). */
export function itemOperations(ctx: ClientContext) {
  const send = (path: string, body: Record<string, unknown>) => ctx.transport.send({ method: 'POST', path, body })
  const writeOne = async (
    method: string,
    path: string,
    argCount: number,
    collection: unknown,
    item: unknown,
    options: unknown,
    requireId: boolean,
  ) => {
    C.enforce(
      C.all(C.arity(method, argCount, 2, 3), C.collectionName(collection), C.options(options, C.OPTIONS.default)),
    )
    C.enforce(C.item(item, collection as string, requireId))
    C.reportFieldNames(item as Record<string, unknown>, ctx.logger)
    const body = {
      dataCollectionId: collection,
      dataItem: itemToWire(item as Record<string, unknown>),
      ...wireOptions(options as CallOptions),
    }
    return itemFromWire((await send(path, body)).dataItem) as DataItem
  }
  // get and remove: (collection, itemId, options?) with the default options.
  const checkById = (method: string, argCount: number, collection: unknown, itemId: unknown, options: unknown) =>
    C.enforce(
      C.all(
        C.arity(method, argCount, 2, 3),
        C.collectionName(collection),
        C.itemId(itemId),
        C.options(options, C.OPTIONS.default),
      ),
    )
  const bulkItems = async (
    method: string,
    path: string,
    kind: 'insert' | 'update' | 'save',
    argCount: number,
    collection: unknown,
    items: unknown,
    options: unknown,
    allowed: readonly string[],
  ) => {
    C.enforce(C.all(C.arity(method, argCount, 2, 3), C.collectionName(collection), C.options(options, allowed)))
    C.enforce(C.items(items, collection as string, kind === 'update'))
    const list = items as Record<string, unknown>[]
    list.forEach((i) => C.reportFieldNames(i, ctx.logger))
    const dataItems = list.map((i, n) => itemToWire(i, `items[${n}]`))
    const answer = await send(path, { dataCollectionId: collection, dataItems, ...wireOptions(options as CallOptions) })
    return summarizeBulk(answer, list, kind)
  }

  return {
    /** The item with `itemId`, or null when it does not exist. */
    async get(collection: string, itemId: string, options?: CallOptions): Promise<DataItem | null> {
      checkById('get', arguments.length, collection, itemId, options)
      const params = new URLSearchParamsLite({ dataCollectionId: collection })
      if (options?.consistentRead) params.add('consistentRead', 'true')
      if (options?.language) params.add('language', options.language)
      if (options?.showDrafts) params.add('publishPluginOptions.includeDraftItems', 'true')
      // A GET carries the app's options as dotted query fields (scalars only; objects as JSON).
      for (const [key, value] of Object.entries(options?.appOptions ?? {}))
        if (value !== undefined)
          params.add(`appOptions.${key}`, typeof value === 'object' ? JSON.stringify(value) : String(value))
      const path = `items/${encodeURIComponent(itemId)}?${params}`
      return ctx.transport.send({ method: 'GET', path }).then((a) => itemFromWire(a.dataItem), missingToNull)
    },
    /** Inserts `item` (its `_id`, when given, must be a string); answers the stored item. */
    insert(collection: string, item: Record<string, unknown>, options?: CallOptions): Promise<DataItem> {
      return writeOne('insert', 'items', arguments.length, collection, item, options, false)
    },
    /** Replaces the item with `item._id` (required, a string). */
    update(collection: string, item: Record<string, unknown>, options?: CallOptions): Promise<DataItem> {
      return writeOne('update', 'items/update', arguments.length, collection, item, options, true)
    },
    /** Inserts or replaces `item`. */
    save(collection: string, item: Record<string, unknown>, options?: CallOptions): Promise<DataItem> {
      return writeOne('save', 'items/save', arguments.length, collection, item, options, false)
    },
    /** Removes the item; answers it, or null when it did not exist. */
    async remove(collection: string, itemId: string, options?: CallOptions): Promise<DataItem | null> {
      checkById('remove', arguments.length, collection, itemId, options)
      return send('items/remove', { dataCollectionId: collection, dataItemId: itemId, ...wireOptions(options) }).then(
        (a) => itemFromWire(a.dataItem),
        missingToNull,
      )
    },
    /** Removes every item of the collection (options: only suppressAuth). */
    async truncate(collection: string, options?: Pick<CallOptions, 'suppressAuth'>): Promise<void> {
      C.enforce(
        C.all(
          C.arity('truncate', arguments.length, 1, 2),
          C.collectionName(collection),
          C.options(options, C.OPTIONS.truncate),
        ),
      )
      await send('items/truncate', { dataCollectionId: collection })
    },
    /** Inserts up to 1000 items; existing ids are skipped (or replaced with `overrideExisting`). */
    bulkInsert(
      collection: string,
      items: Record<string, unknown>[],
      options?: Pick<CallOptions, 'suppressAuth' | 'suppressHooks' | 'overrideExisting' | 'appOptions'>,
    ): Promise<BulkResult> {
      const path =
        options && (options as CallOptions).overrideExisting === true ? 'bulk/items/save' : 'bulk/items/insert'
      return bulkItems('bulkInsert', path, 'insert', arguments.length, collection, items, options, C.OPTIONS.bulkInsert)
    },
    /** Replaces up to 1000 items (each needs a string `_id`). */
    bulkUpdate(
      collection: string,
      items: Record<string, unknown>[],
      options?: Pick<CallOptions, 'suppressAuth' | 'suppressHooks' | 'showDrafts' | 'appOptions'>,
    ): Promise<BulkResult> {
      return bulkItems(
        'bulkUpdate',
        'bulk/items/update',
        'update',
        arguments.length,
        collection,
        items,
        options,
        C.OPTIONS.bulkWrite,
      )
    },
    /** Inserts or replaces up to 1000 items. */
    bulkSave(collection: string, items: Record<string, unknown>[], options?: CallOptions): Promise<BulkResult> {
      return bulkItems(
        'bulkSave',
        'bulk/items/save',
        'save',
        arguments.length,
        collection,
        items,
        options,
        C.OPTIONS.default,
      )
    },
    /** Removes up to 1000 items by id; missing ids are ignored. */
    async bulkRemove(
      collection: string,
      itemIds: string[],
      options?: Pick<CallOptions, 'suppressAuth' | 'suppressHooks' | 'showDrafts' | 'appOptions'>,
    ): Promise<BulkResult> {
      C.enforce(
        C.all(
          C.arity('bulkRemove', arguments.length, 2, 3),
          C.collectionName(collection),
          C.options(options, C.OPTIONS.bulkWrite),
        ),
      )
      C.enforce(C.itemIds(itemIds, collection))
      const answer = await send('bulk/items/remove', {
        dataCollectionId: collection,
        dataItemIds: [...itemIds],
        ...wireOptions(options),
      })
      return summarizeBulk(answer, itemIds, 'remove')
    },
  }
}

// A tiny query-string builder (the core has no URLSearchParams type).
class URLSearchParamsLite {
  private readonly parts: string[] = []
  constructor(initial: Record<string, string>) {
    for (const [k, v] of Object.entries(initial)) this.add(k, v)
  }
  add(key: string, value: string) {
    this.parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
  }
  toString() {
    return this.parts.join('&')
  }
}
