import { useEffect, useMemo, useState } from 'react'
import { createQueryRunner, type DataItem, type DataQuery, type QuerySnapshot } from '../../core/data'
import { useStore } from '../useStore'

/** What {@link useDataQuery} returns: the page's state plus paging actions. */
export type DataQueryState<TItem = DataItem> = QuerySnapshot<TItem> & {
  /** Loads the next page (the error is WDE0165 when there is none). */
  next(): Promise<void>
  /** Loads the previous page (WDE0159 when there is none). */
  prev(): Promise<void>
  /** Runs the query again. */
  refetch(): Promise<void>
}

/**
 * Runs `query` (a `client.query(...)` chain; null or undefined: nothing) and re-renders with its
 * page: status ('idle', 'loading', 'ready' or 'error' with a DataError), items, totalCount, hasNext, hasPrev. The query may be rebuilt on every
 * render: it runs again only when what it asks changes, and then the stale request is cancelled.
 */
export function useDataQuery<TItem = DataItem>(query: DataQuery<TItem> | null | undefined): DataQueryState<TItem> {
  const [runner] = useState(() => createQueryRunner<TItem>({ abortController: () => new AbortController() }))
  const key = query ? query.key : null
  useEffect(() => {
    runner.run(query)
    // The key says what the query asks; a new object asking the same is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runner, key])
  useEffect(() => () => runner.dispose(), [runner])
  const snapshot = useStore(runner.store)
  return useMemo(
    () => ({ ...snapshot, next: runner.next, prev: runner.prev, refetch: runner.refetch }),
    [snapshot, runner],
  )
}
