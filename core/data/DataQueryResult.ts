import type { DataItem } from './wireValues'
import type { AbortSignalLike } from '../../ports'
import { wde } from './errors'

/** The paging facts of one answered page. */
export interface PageInfo {
  readonly pageSize: number
  /** Zero-based offset of the page's first item. */
  readonly offset: number
  readonly totalCount?: number
  /** Straight from `pagingMetadata.hasNext`. */
  readonly hasNext: boolean
  readonly hasPrev: boolean
  readonly cursors: { readonly next: string | null; readonly prev: string | null }
}

/**
 * One page of a query: `items`, `totalCount`, `length`, `pageSize`, `currentPage`, `totalPages`,
 * `cursors`, and `hasNext()`/`hasPrev()`/`next()`/`prev()` (Velo's result shape). `next()` without
 * a next page rejects with WDE0165, `prev()` without a previous one with WDE0159.
 */
export class DataQueryResult<TItem = DataItem> {
  constructor(
    /** The page's items (a new array per page). */
    readonly items: TItem[],
    private readonly info: PageInfo,
    private readonly collection: string,
    private readonly goTo: (direction: 'next' | 'prev', signal?: AbortSignalLike) => Promise<DataQueryResult<TItem>>,
  ) {}
  /** How many items this page holds. */
  get length(): number {
    return this.items.length
  }
  /** The total number of matching items, when the service counted them. */
  get totalCount(): number | undefined {
    return this.info.totalCount
  }
  /** The page size asked for (50 unless `limit` said otherwise). */
  get pageSize(): number {
    return this.info.pageSize
  }
  /** Zero-based index of this page. */
  get currentPage(): number {
    return Math.floor(this.info.offset / Math.max(1, this.info.pageSize))
  }
  /** How many pages the total count makes (undefined without a total). */
  get totalPages(): number | undefined {
    return this.info.totalCount === undefined
      ? undefined
      : Math.ceil(this.info.totalCount / Math.max(1, this.info.pageSize))
  }
  /** The service's cursors for the neighbouring pages. */
  get cursors(): PageInfo['cursors'] {
    return this.info.cursors
  }
  /** True when the service said there is a next page. */
  hasNext(): boolean {
    return this.info.hasNext
  }
  /** True when a previous page exists. */
  hasPrev(): boolean {
    return this.info.hasPrev
  }
  /** The next page; rejects with WDE0165 when there is none. `signal` cancels its request. */
  next(signal?: AbortSignalLike): Promise<DataQueryResult<TItem>> {
    if (!this.info.hasNext)
      return Promise.reject(wde('WDE0165', `Invalid query on [${this.collection}]: there is no next page.`))
    return this.goTo('next', signal)
  }
  /** The previous page; rejects with WDE0159 when there is none. `signal` cancels its request. */
  prev(signal?: AbortSignalLike): Promise<DataQueryResult<TItem>> {
    if (!this.info.hasPrev)
      return Promise.reject(wde('WDE0159', `Invalid query on [${this.collection}]: there is no previous page.`))
    return this.goTo('prev', signal)
  }
}

/** Reads `pagingMetadata` into page facts. */
export function pageInfo(meta: unknown, pageSize: number, skip: number, cursorMode: boolean): PageInfo {
  const m = (meta && typeof meta === 'object' ? meta : {}) as Record<string, unknown>
  const cursors = (m.cursors && typeof m.cursors === 'object' ? m.cursors : {}) as Record<string, unknown>
  const next = typeof cursors.next === 'string' && cursors.next ? cursors.next : null
  const prev = typeof cursors.prev === 'string' && cursors.prev ? cursors.prev : null
  const offset = typeof m.offset === 'number' ? m.offset : skip
  return {
    pageSize,
    offset,
    totalCount: typeof m.total === 'number' ? m.total : undefined,
    hasNext: m.hasNext === true,
    hasPrev: cursorMode ? prev !== null : offset > 0,
    cursors: { next, prev },
  }
}
