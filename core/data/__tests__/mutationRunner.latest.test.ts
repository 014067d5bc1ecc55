// A bound mutation keeps only the latest call's outcome (spec: useDataMutation): an earlier call that
// settles late, or a call made before reset(), never overwrites what the store shows.
import { describe, expect, it } from 'vitest'
import { createMutationRunner } from '../index'

/** A function whose calls settle when the test says so. */
function controlled() {
  const calls: { resolve(v: string): void; reject(e: unknown): void }[] = []
  const fn = (_label: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject })
    })
  return { fn, calls }
}

describe('createMutationRunner', () => {
  it('shows loading while a call runs, keeping the data of the previous one', async () => {
    const { fn, calls } = controlled()
    const runner = createMutationRunner(fn)
    const first = runner.mutate('a')
    calls[0].resolve('saved a')
    await first
    void runner.mutate('b')
    expect(runner.store.getSnapshot()).toEqual({ status: 'loading', error: null, data: 'saved a' })
  })

  it('ignores an earlier call that succeeds or fails after a later one', async () => {
    const { fn, calls } = controlled()
    const runner = createMutationRunner(fn)
    const first = runner.mutate('a')
    const second = runner.mutate('b')
    calls[1].resolve('saved b')
    await second
    calls[0].reject(new Error('late failure'))
    expect(await first).toBeUndefined()
    expect(runner.store.getSnapshot()).toEqual({ status: 'ready', error: null, data: 'saved b' })

    const third = runner.mutate('c')
    const fourth = runner.mutate('d')
    calls[3].reject(Object.assign(new Error('refused'), { code: 'WDE0027' }))
    await fourth
    calls[2].resolve('saved c')
    expect(await third).toBe('saved c')
    expect(runner.store.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'WDE0027' }, data: undefined })
  })

  it('a call made before reset() never lands, even after further calls', async () => {
    const { fn, calls } = controlled()
    const runner = createMutationRunner(fn)
    const before = runner.mutate('a')
    runner.reset()
    const after = runner.mutate('b')
    calls[0].resolve('stale')
    await before
    expect(runner.store.getSnapshot()).toEqual({ status: 'loading', error: null, data: undefined })
    calls[1].resolve('fresh')
    await after
    expect(runner.store.getSnapshot()).toEqual({ status: 'ready', error: null, data: 'fresh' })
  })

  it('setFunction replaces the function the next call runs', async () => {
    const runner = createMutationRunner(async (n: number) => n + 1)
    runner.setFunction(async (n: number) => n * 10)
    expect(await runner.mutate(4)).toBe(40)
    expect(runner.store.getSnapshot().data).toBe(40)
  })
})
