import { createStore, type ReadableStore } from '../shared/createStore'

/** What a bound mutation shows. */
export interface MutationSnapshot<TResult> {
  readonly loading: boolean
  readonly error: Error | null
  readonly data: TResult | undefined
}

/** Runs a write (insert, bulkSave, patch ...) into a store. */
export interface MutationRunner<TArgs extends unknown[], TResult> {
  readonly store: ReadableStore<MutationSnapshot<TResult>>
  /** Runs the function; resolves with its result, or undefined when it failed (the error is in the store). */
  mutate(...args: TArgs): Promise<TResult | undefined>
  /** Replaces the function (the latest one runs). */
  setFunction(fn: (...args: TArgs) => Promise<TResult>): void
  /** Back to the initial snapshot. */
  reset(): void
}

/** Creates a {@link MutationRunner}; only the latest call's outcome is kept. */
export function createMutationRunner<TArgs extends unknown[], TResult>(
  fn: (...args: TArgs) => Promise<TResult>,
): MutationRunner<TArgs, TResult> {
  const initial: MutationSnapshot<TResult> = { loading: false, error: null, data: undefined }
  const store = createStore<MutationSnapshot<TResult>>(initial)
  let current = fn
  let latest = 0
  return {
    store,
    async mutate(...args) {
      const mine = ++latest
      store.update({ ...store.getSnapshot(), loading: true, error: null })
      try {
        const data = await current(...args)
        if (mine === latest) store.update({ loading: false, error: null, data })
        return data
      } catch (error) {
        if (mine === latest)
          store.update({
            loading: false,
            error: error instanceof Error ? error : new Error(String(error)),
            data: undefined,
          })
        return undefined
      }
    },
    setFunction(next) {
      current = next
    },
    reset() {
      latest++
      store.update(initial)
    },
  }
}
