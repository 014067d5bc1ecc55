import { createStore, type ReadableStore } from '../shared/createStore'
import { failedWith, statusOf, type StatusState } from '../shared/status'
import { asDataError, type DataError } from './errors'

/**
 * What a bound mutation shows: its `status` ('idle' before any call, 'loading', 'ready' with the
 * latest call's `data`, or 'error' with a {@link DataError}).
 */
export type MutationSnapshot<TResult> = StatusState<DataError> & { readonly data: TResult | undefined }

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
  const initial: MutationSnapshot<TResult> = { ...statusOf('idle'), data: undefined }
  const store = createStore<MutationSnapshot<TResult>>(initial)
  let current = fn
  let latest = 0
  return {
    store,
    async mutate(...args) {
      const mine = ++latest
      store.update({ ...store.getSnapshot(), ...statusOf('loading') })
      try {
        const data = await current(...args)
        if (mine === latest) store.update({ ...statusOf('ready'), data })
        return data
      } catch (error) {
        if (mine === latest) store.update({ ...failedWith(asDataError(error)), data: undefined })
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
