import type { HttpPort, Logger } from '../../ports'
import * as C from './checks'
import { createAggregate, type DataAggregate } from './dataAggregate'
import { createFilter, createSort, DataFilter, type DataSort } from './dataFilter'
import { createBulkPatch, createPatch, type DataPatch } from './dataPatch'
import { createQuery, type ClientContext, type DataQuery } from './dataQuery'
import type { CallOptions } from './queryRequest'
import { wde } from './errors'
import { itemOperations } from './itemOperations'
import type { BulkResult } from './bulkResult'
import type { DataQueryResult } from './DataQueryResult'
import { referenceOperations } from './referenceOperations'
import { createTransport, type AuthSource } from './transport'
import type { DataItem } from './wireValues'

/** Options of {@link createDataClient}. */
export interface DataClientOptions {
  /** The service origin, e.g. `https://www.wixapis.com` or the emulator's URL. */
  readonly baseUrl: string
  /** The HTTP capability (`fetchHttp()`; the `vitrine/data` entry passes it when omitted). */
  readonly http: HttpPort
  /** Where the Authorization value comes from (e.g. the identity client); none: no header. */
  readonly auth?: AuthSource
  /** `/wix-data` (default) or `/_api/cloud-data` (custom hosts). */
  readonly prefix?: string
  /** Where field-name errors and warnings go. */
  readonly logger?: Logger
}

/**
 * A client of the hosted content-database service with the Velo `wix-data` API: item and bulk
 * operations, queries, aggregates, patches and references. Every argument is checked before any
 * request; failures are `Error`s with a `code` (WDE codes, WD_VALIDATION_ERROR, WD_UNKNOWN_ERROR).
 */
export function createDataClient(options: DataClientOptions) {
  if (!options || typeof options.baseUrl !== 'string')
    throw new TypeError('createDataClient needs { baseUrl } (a string)')
  if (!options.http || typeof options.http.request !== 'function')
    throw new TypeError('createDataClient needs { http } (fetchHttp() from vitrine/adapters/browser)')
  const transport = createTransport({
    baseUrl: options.baseUrl,
    prefix: options.prefix ?? '/wix-data',
    http: options.http,
    auth: options.auth,
    logger: options.logger,
  })
  const ctx: ClientContext = { transport, logger: options.logger }
  return {
    ...itemOperations(ctx),
    ...referenceOperations(ctx),
    /** A query of `collection`; run it with `find()`, `count()` or `distinct()`. */
    query<TItem = DataItem>(collection: string): DataQuery<TItem> {
      C.enforce(C.all(C.arity('query', arguments.length, 1, 1), C.collectionName(collection)))
      return createQuery<TItem>(ctx, collection)
    },
    /** A filter for `and`/`or`/`not` and aggregates, optionally from a filter model given as data. */
    filter(model?: Record<string, unknown>): DataFilter {
      C.enforce(C.arity('filter', arguments.length, 0, 1))
      return createFilter(model, ctx.logger, arguments.length === 1)
    },
    /** A sort, optionally from a sort model such as `[{title: 'asc'}]`. */
    sort(model?: Record<string, 'asc' | 'desc'>[]): DataSort {
      C.enforce(C.arity('sort', arguments.length, 0, 1))
      return createSort(model, arguments.length === 1)
    },
    /** An aggregation of `collection`; run it with `run()`. */
    aggregate(collection: string): DataAggregate {
      C.enforce(C.all(C.arity('aggregate', arguments.length, 1, 1), C.collectionName(collection)))
      return createAggregate(ctx, collection)
    },
    /** Counts the items of `collection` matching `filter` (all when absent). */
    async count(collection: string, filter?: DataFilter, options?: CallOptions): Promise<number> {
      C.enforce(C.all(C.arity('count', arguments.length, 1, 3), C.collectionName(collection)))
      const query = createQuery(ctx, collection)
      if (filter === undefined || filter === null) return query.count(options)
      if (!(filter instanceof DataFilter)) throw wde('WDE0016', 'The filter must be built with filter().')
      return query.and(filter).count(options)
    },
    /** The distinct values of `fieldName` in `collection` (matching `filter`), paged. */
    async distinct(
      collection: string,
      fieldName: string,
      filter?: DataFilter,
      options?: CallOptions,
    ): Promise<DataQueryResult<unknown>> {
      C.enforce(
        C.all(C.arity('distinct', arguments.length, 2, 4), C.collectionName(collection), C.fieldName(fieldName)),
      )
      const query = createQuery(ctx, collection)
      if (filter === undefined || filter === null) return query.distinct(fieldName, options)
      if (!(filter instanceof DataFilter)) throw wde('WDE0016', 'The filter must be built with filter().')
      return query.and(filter).distinct(fieldName, options)
    },
    /** A patch of one item: chain setField/removeField/incrementField/appendToArray/removeFromArray, then `run()`. */
    patch(collection: string, itemId: string): DataPatch<DataItem | null> {
      C.enforce(C.all(C.arity('patch', arguments.length, 2, 2), C.collectionName(collection), C.itemId(itemId)))
      return createPatch(ctx, collection, itemId)
    },
    /** A patch of up to 1000 items, by id. */
    bulkPatch(collection: string, itemIds: string[]): DataPatch<BulkResult> {
      C.enforce(C.all(C.arity('bulkPatch', arguments.length, 2, 2), C.collectionName(collection)))
      C.enforce(C.itemIds(itemIds, collection))
      return createBulkPatch(ctx, collection, [...itemIds])
    },
  }
}

/** The client {@link createDataClient} makes. */
export type DataClient = ReturnType<typeof createDataClient>
