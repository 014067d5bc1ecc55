import { produce, freeze, type Draft } from 'immer'

/** A read-only view of changing state, in the shape `useSyncExternalStore` expects. */
export interface ReadableStore<TSnapshot> {
  /** The current immutable snapshot; the same reference until the state changes. */
  getSnapshot(): TSnapshot
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/** A store that can also be changed. */
export interface Store<TSnapshot> extends ReadableStore<TSnapshot> {
  /**
   * Replaces the state with `next`, or with what `recipe` does to a draft of it (immer).
   * Listeners run only when the result is a different reference.
   */
  update(recipe: ((draft: Draft<TSnapshot>) => void | TSnapshot) | TSnapshot): void
}

/** A pure state transition: the next state and the effects to run, as data. */
export type Transition<TState, TEvent, TEffect> = (state: TState, event: TEvent) => readonly [TState, TEffect[]]

/**
 * Creates a store holding `initial`. Snapshots are deeply frozen and structurally shared,
 * so each change gives a new reference and untouched branches keep theirs.
 */
export function createStore<TSnapshot>(initial: TSnapshot): Store<TSnapshot> {
  let snapshot = freeze(initial, true) as TSnapshot
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
    update(recipe) {
      const next =
        typeof recipe === 'function'
          ? (produce(snapshot, recipe as (draft: Draft<TSnapshot>) => void) as TSnapshot)
          : (freeze(recipe, true) as TSnapshot)
      if (Object.is(next, snapshot)) return
      snapshot = next
      for (const listener of [...listeners]) listener()
    },
  }
}
