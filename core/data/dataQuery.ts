import type { AbortSignalLike, Logger } from '../../ports'
import * as C from './checks'
import { DataError, wde } from './errors'
import { arityError, FilterBase, type FilterState, type FilterTree } from './FilterBase'
import { DataSort, sortKeys } from './dataFilter'
import {
  DEFAULT_PAGE_SIZE,
  queryCall,
  queryRequest,
  wireOptions,
  type CallOptions,
  type QuerySpec,
} from './queryRequest'
import { DataQueryResult, pageInfo } from './DataQueryResult'
import type { Transport } from './transport'
import { itemFromWire, type DataItem } from './wireValues'
import { fromWire, toWire } from './wireValues'

/** What a query needs from its client. */
export interface ClientContext {
  readonly transport: Transport
  readonly logger?: Logger
}

/** The parts of a query: what its request is made of, plus its client, build problems and signal. */
export interface QueryState extends Omit<FilterState, 'collection'>, QuerySpec {
  readonly ctx: ClientContext
  readonly signal?: AbortSignalLike
}

/**
 * A query of one collection (`client.query('Movies')`): Velo's filter operators plus sort, paging,
 * projection and references, run by `find()`, `count()` or `distinct()`. Immutable.
 */
export class DataQuery<TItem = DataItem> extends FilterBase<DataQuery<TItem>> {
  declare readonly state: QueryState
  /** @internal Made by the client's `query()`. */
  constructor(state: QueryState) {
    super(state)
  }
  protected derive(tree: FilterTree, invalid: readonly DataError[]): DataQuery<TItem> {
    return new DataQuery<TItem>({ ...this.state, tree, invalid })
  }
  private with(patch: Partial<QueryState>): DataQuery<TItem> {
    return new DataQuery<TItem>({ ...this.state, ...patch })
  }
  private problem(error: DataError | undefined, patch: Partial<QueryState>): DataQuery<TItem> {
    return error ? this.with({ invalid: [...this.state.invalid, error] }) : this.with(patch)
  }
  /** The collection queried. */
  get collectionName(): string {
    return this.state.collection
  }
  /** Sorts by `fields` ascending (after earlier sort keys). */
  ascending(...fields: string[]): DataQuery<TItem> {
    const { keys, problems } = sortKeys('.ascending', 'ASC', fields)
    return this.with({ sort: [...this.state.sort, ...keys], invalid: [...this.state.invalid, ...problems] })
  }
  /** Sorts by `fields` descending. */
  descending(...fields: string[]): DataQuery<TItem> {
    const { keys, problems } = sortKeys('.descending', 'DESC', fields)
    return this.with({ sort: [...this.state.sort, ...keys], invalid: [...this.state.invalid, ...problems] })
  }
  /** Sorts by the keys of a sort built with `client.sort()` (its problems carry over). */
  orderBy(sort: DataSort): DataQuery<TItem> {
    if (!(sort instanceof DataSort))
      return this.problem(wde('WDE0051', 'Invalid .orderBy parameter: it takes a sort built with sort().'), {})
    return this.with({ sort: [...this.state.sort, ...sort.keys], invalid: [...this.state.invalid, ...sort.invalid] })
  }
  /** Page size: a positive integer up to 1000 (default 50). */
  limit(limit: number): DataQuery<TItem> {
    return this.problem(
      arityError('.limit', arguments.length, '1') ?? C.numberProblem('.limit', limit, 'positive', C.MAX_LIMIT),
      { limit },
    )
  }
  /** Items to skip: a non-negative integer. Not allowed with `skipTo` (WDE0080). */
  skip(skip: number): DataQuery<TItem> {
    return this.problem(
      arityError('.skip', arguments.length, '1') ??
        C.numberProblem('.skip', skip, 'nonNegative', Number.MAX_SAFE_INTEGER),
      { skip },
    )
  }
  /** Cursor paging: starts at the page of `cursor` (a result's `cursors.next` or `cursors.prev`). */
  skipTo(cursor: string): DataQuery<TItem> {
    const check = C.nonEmptyString(cursor, '.skipTo')
    return this.problem(arityError('.skipTo', arguments.length, '1') ?? (check.ok ? undefined : check.error[0]), {
      cursor,
    })
  }
  /** Returns only these fields (and `_id`). */
  fields(...fields: string[]): DataQuery<TItem> {
    const list = fields.length === 1 && Array.isArray(fields[0]) ? (fields[0] as unknown[]) : fields
    const bad = list.some((f) => typeof f !== 'string') ? wde('WDE0003', 'The field name must be a string.') : undefined
    return this.problem(arityError('.fields', list.length, '1+') ?? bad, {
      fields: [...this.state.fields, ...(list as string[])],
    })
  }
  /** Includes referenced items of these fields: `include('actors')`, `include('a', 'b')` or `include('actors', 10)` (at most 10). */
  include(...args: unknown[]): DataQuery<TItem> {
    const limit = args.length === 2 && typeof args[1] === 'number' ? args[1] : undefined
    const names = limit === undefined ? args : [args[0]]
    const problem =
      arityError('.include', args.length, '1+') ??
      (names.every((n) => typeof n === 'string' && n.length > 0)
        ? undefined
        : wde('WDE0094', 'Invalid .include parameter: field names must be non-empty strings.')) ??
      (limit === undefined ? undefined : C.numberProblem('.include', limit, 'positive', C.MAX_LIMIT))
    const added = (names as string[]).map((fieldName) => (limit === undefined ? { fieldName } : { fieldName, limit }))
    return this.problem(problem, { include: [...this.state.include, ...added] })
  }
  /** Requests of this query (and of its pages) can be cancelled with `signal`. */
  abortSignal(signal: AbortSignalLike | undefined): DataQuery<TItem> {
    return this.with({ signal })
  }
  /** The query's parts, for encoding. */
  get spec(): QuerySpec {
    const s = this.state
    return {
      collection: s.collection,
      tree: s.tree,
      sort: s.sort,
      fields: s.fields,
      include: s.include,
      limit: s.limit,
      skip: s.skip,
      cursor: s.cursor,
    }
  }
  /** A stable key of what this query asks (its wire request, or its problems). */
  get key(): string {
    if (this.state.invalid.length) return `invalid:${this.state.invalid.map((e) => e.message).join('|')}`
    try {
      return JSON.stringify(queryRequest(this.spec))
    } catch (error) {
      return `invalid:${String(error)}`
    }
  }
  private ready(method: string, argCount: number, from: number, to: number, options: unknown): CallOptions {
    C.enforce(C.all(C.arity(method, argCount, from, to), C.options(options, C.OPTIONS.default)))
    if (this.state.invalid.length) {
      const [first, ...rest] = this.state.invalid
      throw new DataError(
        first.code,
        [`Failed to perform query on [${this.state.collection}].`, first.message, ...rest.map((e) => e.message)].join(
          '\n',
        ),
      )
    }
    if (this.state.cursor !== undefined && this.state.skip !== undefined)
      throw wde('WDE0080', 'Skip is not supported with cursor paging.')
    return (options ?? {}) as CallOptions
  }
  /** Runs the query: one page of items. */
  async find(options?: CallOptions): Promise<DataQueryResult<TItem>> {
    const opts = this.ready('query.find', arguments.length, 0, 1, options)
    const call = queryCall(this.state.ctx.transport.url('items/query'), queryRequest(this.spec, opts))
    const answer = await this.state.ctx.transport.send({
      method: call.method,
      path: call.url,
      body: call.method === 'POST' ? call.body : undefined,
      signal: this.state.signal,
    })
    const cursorMode = this.state.cursor !== undefined
    const info = pageInfo(
      answer.pagingMetadata,
      this.state.limit ?? DEFAULT_PAGE_SIZE,
      this.state.skip ?? 0,
      cursorMode,
    )
    const items = (Array.isArray(answer.dataItems) ? answer.dataItems : [])
      .map(itemFromWire)
      .filter((i) => i !== null) as TItem[]
    return new DataQueryResult<TItem>(items, info, this.state.collection, (direction, signal) => {
      const page = signal ? this.with({ signal }) : this
      if (cursorMode)
        return page
          .with({ cursor: (direction === 'next' ? info.cursors.next : info.cursors.prev) ?? undefined })
          .find(options)
      const size = info.pageSize
      const skip = direction === 'next' ? info.offset + size : info.offset - size
      if (skip < 0) return Promise.reject(C.prevSkipProblem(this.state.collection, info.offset, size))
      return page.with({ skip }).find(options)
    })
  }
  /** Counts the matching items. */
  async count(options?: CallOptions): Promise<number> {
    const opts = this.ready('query.count', arguments.length, 0, 1, options)
    const body = {
      dataCollectionId: this.state.collection,
      filter: toWire(this.state.tree, 'filter'),
      ...wireOptions(opts),
    }
    const answer = await this.state.ctx.transport.send({
      method: 'POST',
      path: 'items/count',
      body,
      signal: this.state.signal,
    })
    return typeof answer.totalCount === 'number' ? answer.totalCount : 0
  }
  /** The distinct values of `fieldName` among the matching items, paged like `find()`. */
  async distinct(fieldName: string, options?: CallOptions): Promise<DataQueryResult<unknown>> {
    C.enforce(C.fieldName(fieldName))
    const opts = this.ready('query.distinct', arguments.length, 1, 2, options)
    const limit = this.state.limit ?? DEFAULT_PAGE_SIZE
    const skip = this.state.skip ?? 0
    const body = {
      dataCollectionId: this.state.collection,
      fieldName,
      filter: toWire(this.state.tree, 'filter'),
      paging: { limit, offset: skip },
      ...wireOptions(opts),
    }
    const answer = await this.state.ctx.transport.send({
      method: 'POST',
      path: 'items/query-distinct-values',
      body,
      signal: this.state.signal,
    })
    const values = (Array.isArray(answer.distinctValues) ? answer.distinctValues : []).map(fromWire)
    const info = pageInfo(answer.pagingMetadata, limit, skip, false)
    return new DataQueryResult<unknown>(values, info, this.state.collection, (direction) =>
      this.with({ skip: direction === 'next' ? info.offset + limit : Math.max(0, info.offset - limit) }).distinct(
        fieldName,
        options,
      ),
    )
  }
}

/** A new query of `collection`. */
export function createQuery<TItem = DataItem>(ctx: ClientContext, collection: string): DataQuery<TItem> {
  return new DataQuery<TItem>({
    ctx,
    collection,
    tree: {},
    invalid: [],
    logger: ctx.logger,
    sort: [],
    fields: [],
    include: [],
  })
}
