import { useSyncExternalStore } from 'react'
import type { ReadableStore } from '../core/shared'

/**
 * Subscribes a component to a core store; re-renders when its snapshot reference changes. The one way
 * React reads a core store. `serverSnapshot` is what the server and the hydrating render see (default
 * the store's own snapshot), for a value only the browser knows.
 */
export function useStore<TSnapshot>(store: ReadableStore<TSnapshot>, serverSnapshot?: () => TSnapshot): TSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot ?? store.getSnapshot)
}
