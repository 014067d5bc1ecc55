/** A read-only view of changing state, in the shape `useSyncExternalStore` expects. */
export interface ReadableStore<TSnapshot> {
  /** The current immutable snapshot; the same reference until the state changes. */
  getSnapshot(): TSnapshot
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/** A store whose state is replaced by whole values. */
export interface ValueStore<TSnapshot> extends ReadableStore<TSnapshot> {
  /** Replaces the state with `next` (deeply frozen); listeners run only when it is a different reference. */
  update(next: TSnapshot): void
}

/**
 * Freezes `value` and every plain object and array reachable from it, in place, and returns it. An
 * already frozen object is taken as frozen all the way down (snapshots are built from frozen parts),
 * so a new state costs only its new branches; class instances and functions are left as they are.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  const proto = Object.getPrototypeOf(value) as unknown
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value
  Object.freeze(value)
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  return value
}

/**
 * Creates a store holding `initial`, changed by replacing whole values: what the gallery's stores need
 * (their transitions build the next state with spreads), without the draft machinery of `createStore`.
 * Snapshots are deeply frozen, so a change is a new reference and nothing mutates a past snapshot.
 */
export function createValueStore<TSnapshot>(initial: TSnapshot): ValueStore<TSnapshot> {
  let snapshot = deepFreeze(initial)
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      // Wrapped so the same function may subscribe twice and unsubscribe each independently.
      const entry = () => listener()
      listeners.add(entry)
      return () => {
        listeners.delete(entry)
      }
    },
    update(next) {
      const frozen = deepFreeze(next)
      if (Object.is(frozen, snapshot)) return
      snapshot = frozen
      for (const listener of [...listeners]) listener()
    },
  }
}
