// The query and mutation runners the React hooks bind: latest answer wins, paging errors as state.
import { describe, expect, it } from 'vitest'
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
    expect(runner.store.getSnapshot().loading).toBe(true)
    await Promise.resolve()
    await Promise.resolve()
    resolvers[1](page(0, false))
    await new Promise((r) => setTimeout(r, 0))
    resolvers[0](jsonResponse({ dataItems: [{ id: 'stale', data: { _id: 'stale' } }], pagingMetadata: {} }))
    await new Promise((r) => setTimeout(r, 0))
    expect(runner.store.getSnapshot()).toMatchObject({ loading: false, items: [{ _id: 'i0' }], totalCount: 2 })
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
    expect((runner.store.getSnapshot().error as { code?: string }).code).toBe('WDE0159')
    await runner.next()
    expect(runner.store.getSnapshot()).toMatchObject({
      error: null,
      items: [{ _id: 'i1' }],
      hasNext: false,
      hasPrev: true,
      currentPage: 1,
    })
    await runner.next()
    expect((runner.store.getSnapshot().error as { code?: string }).code).toBe('WDE0165')
    runner.run(null)
    expect(runner.store.getSnapshot().items).toEqual([])
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
    expect(runner.store.getSnapshot()).toEqual({ loading: false, error: null, data: 4 })
    fail = true
    expect(await runner.mutate(3)).toBeUndefined()
    expect(runner.store.getSnapshot().error?.message).toBe('no')
    runner.reset()
    expect(runner.store.getSnapshot()).toEqual({ loading: false, error: null, data: undefined })
  })
})
