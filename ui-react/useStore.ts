import { useSyncExternalStore } from 'react'
import type { ReadableStore } from '../core/shared'

/** Subscribes a component to a core store; re-renders when its snapshot reference changes. */
export function useStore<TSnapshot>(store: ReadableStore<TSnapshot>): TSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
