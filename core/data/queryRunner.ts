import type { AbortSignalLike } from '../../ports'
import { createStore, type ReadableStore } from '../shared/createStore'
import { failedWith, statusOf, type StatusState } from '../shared/status'
import { asDataError, type DataError } from './errors'
import type { DataQuery } from './dataQuery'
import type { DataQueryResult } from './DataQueryResult'
import type { DataItem } from './wireValues'

/**
 * What a bound query shows: its `status` ('idle' before any query, 'loading', 'ready', or 'error' with
 * a {@link DataError}), the page's items and its paging. While loading, the previous page stays.
 */
export type QuerySnapshot<TItem = DataItem> = StatusState<DataError> & QueryPage<TItem>

/** The page part of a {@link QuerySnapshot}. */
export interface QueryPage<TItem = DataItem> {
  readonly items: readonly TItem[]
  readonly totalCount: number | undefined
  readonly hasNext: boolean
  readonly hasPrev: boolean
  readonly pageSize: number | undefined
  readonly currentPage: number | undefined
  readonly totalPages: number | undefined
}

/** A controller that can cancel one request (the platform's `AbortController` fits). */
export interface AbortControllerLike {
  readonly signal: AbortSignalLike
  /** Cancels the request it was given to. */
  abort(): void
}

/** Runs a query into a store, keeping only the latest answer. */
export interface QueryRunner<TItem = DataItem> {
  readonly store: ReadableStore<QuerySnapshot<TItem>>
  /** Runs `query` unless it asks the same as the current one (then nothing happens); null clears. */
  run(query: DataQuery<TItem> | null | undefined): void
  /** Loads the next page (WDE0165 shows as the error when there is none). */
  next(): Promise<void>
  /** Loads the previous page (WDE0159 when there is none). */
  prev(): Promise<void>
  /** Runs the current query again. */
  refetch(): Promise<void>
  /** Cancels what is in flight and drops its answer; a later `run` starts again. */
  dispose(): void
}

const EMPTY: QuerySnapshot<never> = {
  ...statusOf('idle'),
  items: [],
  totalCount: undefined,
  hasNext: false,
  hasPrev: false,
  pageSize: undefined,
  currentPage: undefined,
  totalPages: undefined,
}

/**
 * Creates a {@link QueryRunner}. A new query cancels the request of the previous one (through
 * `abortController`, when given) and an answer that is no longer the latest is discarded.
 */
export function createQueryRunner<TItem = DataItem>(
  options: { abortController?: () => AbortControllerLike } = {},
): QueryRunner<TItem> {
  const store = createStore<QuerySnapshot<TItem>>(EMPTY)
  let query: DataQuery<TItem> | null = null
  let key: string | null = null
  let result: DataQueryResult<TItem> | null = null
  let controller: AbortControllerLike | undefined
  let latest = 0

  const load = async (fetch: (signal: AbortSignalLike | undefined) => Promise<DataQueryResult<TItem>>) => {
    controller?.abort()
    controller = options.abortController?.()
    const mine = ++latest
    store.update({ ...store.getSnapshot(), ...statusOf('loading') })
    try {
      const page = await fetch(controller?.signal)
      if (mine !== latest) return
      result = page
      store.update({
        ...statusOf('ready'),
        items: page.items,
        totalCount: page.totalCount,
        hasNext: page.hasNext(),
        hasPrev: page.hasPrev(),
        pageSize: page.pageSize,
        currentPage: page.currentPage,
        totalPages: page.totalPages,
      })
    } catch (error) {
      if (mine !== latest) return
      store.update({ ...store.getSnapshot(), ...failedWith(asDataError(error)) })
    }
  }

  return {
    store,
    run(next) {
      const nextKey = next ? next.key : null
      if (nextKey === key) return
      key = nextKey
      query = next ?? null
      result = null
      if (!query) {
        controller?.abort()
        latest++
        store.update(EMPTY as QuerySnapshot<TItem>)
        return
      }
      const q = query
      void load((signal) => q.abortSignal(signal).find())
    },
    next: () => (result ? load((signal) => result!.next(signal)) : Promise.resolve()),
    prev: () => (result ? load((signal) => result!.prev(signal)) : Promise.resolve()),
    refetch() {
      const q = query
      return q ? load((signal) => q.abortSignal(signal).find()) : Promise.resolve()
    },
    dispose() {
      // Not final: React's StrictMode runs effects twice, and a later run() starts afresh.
      controller?.abort()
      latest++
      key = null
    },
  }
}
