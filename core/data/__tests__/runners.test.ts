// The query and mutation runners the React hooks bind: latest answer wins, paging errors as state.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import { createDataClient, createMutationRunner, createQueryRunner } from '../index'

const BASE = 'https://h.test'
const page = (offset: number, hasNext: boolean) =>
  jsonResponse({
    dataItems: [{ id: `i${offset}`, data: { _id: `i${offset}` } }],
    pagingMetadata: { offset, total: 2, hasNext },
  })

describe('createQueryRunner', () => {
  it('keeps only the latest answer, even without a way to cancel', async () => {
    const resolvers: ((r: ReturnType<typeof jsonResponse>) => void)[] = []
    const http = scriptedHttp().on('GET', /.*/, () => new Promise((resolve) => resolvers.push(resolve)))
    const client = createDataClient({ baseUrl: BASE, http })
    const runner = createQueryRunner()
    runner.run(client.query('A').eq('n', 1))
    runner.run(client.query('A').eq('n', 2))
    expect(runner.store.getSnapshot().status).toBe('loading')
    await Promise.resolve()
    await Promise.resolve()
    resolvers[1](page(0, false))
    await new Promise((r) => setTimeout(r, 0))
    resolvers[0](jsonResponse({ dataItems: [{ id: 'stale', data: { _id: 'stale' } }], pagingMetadata: {} }))
    await new Promise((r) => setTimeout(r, 0))
    expect(runner.store.getSnapshot()).toMatchObject({ status: 'ready', items: [{ _id: 'i0' }], totalCount: 2 })
  })
  it('next, prev and their errors (WDE0165, WDE0159) land in the snapshot', async () => {
    const http = scriptedHttp().on('GET', /.*/, (req) => {
      const offset = JSON.parse(Buffer.from(req.url.split('.r=')[1], 'base64url').toString()).query.paging.offset
      return page(offset, offset === 0)
    })
    const runner = createQueryRunner()
    runner.run(createDataClient({ baseUrl: BASE, http }).query('A').limit(1))
    await new Promise((r) => setTimeout(r, 0))
    await runner.prev()
    expect(runner.store.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'WDE0159' } })
    await runner.next()
    expect(runner.store.getSnapshot()).toMatchObject({
      status: 'ready',
      error: null,
      items: [{ _id: 'i1' }],
      hasNext: false,
      hasPrev: true,
      currentPage: 1,
    })
    await runner.next()
    expect(runner.store.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'WDE0165' } })
    runner.run(null)
    expect(runner.store.getSnapshot()).toMatchObject({ status: 'idle', error: null, items: [] })
  })
})

describe('createMutationRunner', () => {
  it('stores data or error; mutate never rejects', async () => {
    let fail = false
    const runner = createMutationRunner(async (n: number) => {
      if (fail) throw Object.assign(new Error('no'), { code: 'X' })
      return n * 2
    })
    expect(await runner.mutate(2)).toBe(4)
    expect(runner.store.getSnapshot()).toEqual({ status: 'ready', error: null, data: 4 })
    fail = true
    expect(await runner.mutate(3)).toBeUndefined()
    expect(runner.store.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'X', message: 'no' } })
    runner.reset()
    expect(runner.store.getSnapshot()).toEqual({ status: 'idle', error: null, data: undefined })
  })
})

describe('the status convention (property)', () => {
  it('after any sequence of calls, status is the latest outcome and error is set exactly when it is "error"', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), async (outcomes) => {
        const runner = createMutationRunner(async (ok: boolean) => {
          if (!ok) throw new Error('refused')
          return 'saved'
        })
        for (const ok of outcomes) await runner.mutate(ok)
        const snapshot = runner.store.getSnapshot()
        const last = outcomes[outcomes.length - 1]
        expect(snapshot.status).toBe(last ? 'ready' : 'error')
        expect(snapshot.error === null).toBe(snapshot.status !== 'error')
        expect(snapshot.data).toBe(last ? 'saved' : undefined)
        if (snapshot.status === 'error') expect(snapshot.error.code).toBe('WD_UNKNOWN_ERROR')
      }),
      { numRuns: 50 },
    )
  })
})
