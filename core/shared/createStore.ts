import { produce, type Draft } from 'immer'
import { createValueStore, type ReadableStore } from './createValueStore'

export type { ReadableStore } from './createValueStore'

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
  const store = createValueStore(initial)
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    update(recipe) {
      store.update(
        typeof recipe === 'function'
          ? (produce(store.getSnapshot(), recipe as (draft: Draft<TSnapshot>) => void) as TSnapshot)
          : recipe,
      )
    },
  }
}
