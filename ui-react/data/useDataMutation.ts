import { useEffect, useMemo, useState } from 'react'
import { createMutationRunner, type MutationSnapshot } from '../../core/data'
import { useStore } from '../useStore'

/** What {@link useDataMutation} returns. */
export type DataMutationState<TArgs extends unknown[], TResult> = MutationSnapshot<TResult> & {
  /** Runs the write; resolves with its result, or undefined when it failed (see `error`). */
  mutate(...args: TArgs): Promise<TResult | undefined>
  /** Back to `idle`: clears the error and data. */
  reset(): void
}

/**
 * Binds a write (`(item) => client.insert('Movies', item)`, a bulk call, a patch ...) to a
 * component: `mutate(...)` runs it, and loading, error and data follow. The latest `fn` runs.
 */
export function useDataMutation<TArgs extends unknown[], TResult>(
  fn: (...args: TArgs) => Promise<TResult>,
): DataMutationState<TArgs, TResult> {
  const [runner] = useState(() => createMutationRunner(fn))
  useEffect(() => runner.setFunction(fn), [runner, fn])
  const snapshot = useStore(runner.store)
  return useMemo(() => ({ ...snapshot, mutate: runner.mutate, reset: runner.reset }), [snapshot, runner])
}
