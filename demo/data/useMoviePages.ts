import { useCallback, useEffect, useState } from 'react'
import type { DataQuery, DataQueryResult } from '../../core/data'
import { useDataQuery } from '../../ui-react'
import type { Movie } from './movies'

/** How the data page moves between pages. */
export type PagingMode = 'offset' | 'cursor'

/** One page of movies, whichever the paging mode. */
export interface MoviePages {
  items: Movie[]
  totalCount?: number
  page: number
  totalPages?: number
  hasNext: boolean
  hasPrev: boolean
  loading: boolean
  error?: Error
  next(): void
  prev(): void
  refetch(): void
}

/**
 * Pages of `query`: by offset through `useDataQuery` (its `next`/`prev` skip), or by cursor, where
 * each step asks the service for the page its `cursors.next`/`cursors.prev` names (`skipTo`).
 */
export function useMoviePages(query: DataQuery, mode: PagingMode): MoviePages {
  const offset = useDataQuery(mode === 'offset' ? query : null)
  const key = query.key
  // `key` records which query a page answers: a new query is loading until its first page arrives, so
  // the effect below never has to set a loading flag synchronously.
  const [cursorPage, setCursorPage] = useState<{
    result?: DataQueryResult
    key?: string
    page: number
    loading: boolean
    error?: Error
  }>({
    page: 0,
    loading: false,
  })
  const answer = useCallback(
    (q: DataQuery, page: number, forKey: string) =>
      q.find().then(
        (result) => setCursorPage({ result, key: forKey, page, loading: false }),
        (error: unknown) => setCursorPage((s) => ({ ...s, key: forKey, loading: false, error: error as Error })),
      ),
    [],
  )
  const load = (q: DataQuery, page: number) => {
    setCursorPage((s) => ({ ...s, loading: true, error: undefined }))
    void answer(q, page, key)
  }
  useEffect(() => {
    if (mode === 'cursor') void answer(query, 0, key)
    // The key says what the query asks; a new object asking the same is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, key, answer])
  if (mode === 'offset')
    return {
      items: offset.items as unknown as Movie[],
      totalCount: offset.totalCount,
      page: offset.currentPage ?? 0,
      totalPages: offset.totalPages,
      hasNext: offset.hasNext,
      hasPrev: offset.hasPrev,
      loading: offset.status === 'loading' || offset.status === 'idle',
      error: offset.error ?? undefined,
      next: () => void offset.next(),
      prev: () => void offset.prev(),
      refetch: () => void offset.refetch(),
    }
  const result = cursorPage.result
  const cursors = result?.cursors
  const pageSize = result?.pageSize ?? 10
  return {
    items: (result?.items ?? []) as unknown as Movie[],
    totalCount: result?.totalCount,
    page: cursorPage.page,
    totalPages: result?.totalCount === undefined ? undefined : Math.max(1, Math.ceil(result.totalCount / pageSize)),
    hasNext: Boolean(cursors?.next),
    hasPrev: Boolean(cursors?.prev),
    loading: cursorPage.loading || cursorPage.key !== key || !result,
    error: cursorPage.error,
    next: () => cursors?.next && load(query.skipTo(cursors.next), cursorPage.page + 1),
    prev: () => cursors?.prev && load(query.skipTo(cursors.prev), cursorPage.page - 1),
    refetch: () => load(query, 0),
  }
}
