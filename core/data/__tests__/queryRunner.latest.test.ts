// The query runner the React hooks bind: only the latest query's answer or error lands,
// across clearing and disposing; the same query is not sent twice; refetch asks again.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import type { HttpResponse } from '../../../ports'
import { createDataClient, createQueryRunner } from '../index'

const BASE = 'https://h.test'
/** A client whose query answers wait until the test settles them, in any order. */
function pending() {
  const waiting: { resolve: (r: HttpResponse) => void; reject: (e: Error) => void }[] = []
  const http = scriptedHttp().on(
    'GET',
    /.*/,
    () => new Promise<HttpResponse>((resolve, reject) => waiting.push({ resolve, reject })),
  )
  return { http, waiting, data: createDataClient({ baseUrl: BASE, http }) }
}
const page = (id: string) => jsonResponse({ dataItems: [{ id, data: { _id: id } }], pagingMetadata: { total: 1 } })
const settle = () => new Promise((r) => setTimeout(r, 0))
/** Lets the runner's find reach the HTTP port. */
const sent = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

describe('createQueryRunner keeps only the latest answer', () => {
  it('across a clear: the answer of a query run before run(null) never lands', async () => {
    const { waiting, data } = pending()
    const runner = createQueryRunner()
    runner.run(data.query('A').eq('n', 1))
    await sent()
    runner.run(null)
    runner.run(data.query('A').eq('n', 2))
    await sent()
    waiting[0].resolve(page('stale'))
    await settle()
    expect(runner.store.getSnapshot()).toMatchObject({ status: 'loading', items: [] })
    waiting[1].resolve(page('fresh'))
    await settle()
    expect(runner.store.getSnapshot()).toMatchObject({ status: 'ready', items: [{ _id: 'fresh' }], totalCount: 1 })
  })
  it('across dispose: the answer in flight is dropped, and the next run starts afresh', async () => {
    const { waiting, data } = pending()
    const runner = createQueryRunner()
    runner.run(data.query('A').eq('n', 1))
    await sent()
    runner.dispose()
    runner.run(data.query('A').eq('n', 2))
    await sent()
    waiting[0].resolve(page('stale'))
    await settle()
    expect(runner.store.getSnapshot().items).toEqual([])
    waiting[1].resolve(page('fresh'))
    await settle()
    expect(runner.store.getSnapshot().items).toEqual([{ _id: 'fresh' }])
  })
  it('an older query that fails late does not replace the latest answer', async () => {
    const { waiting, data } = pending()
    const runner = createQueryRunner()
    runner.run(data.query('A').eq('n', 1))
    await sent()
    runner.run(data.query('A').eq('n', 2))
    await sent()
    waiting[1].resolve(page('fresh'))
    await settle()
    waiting[0].reject(new Error('network down'))
    await settle()
    expect(runner.store.getSnapshot()).toMatchObject({ status: 'ready', error: null, items: [{ _id: 'fresh' }] })
  })
  it('dispose aborts the request in flight', async () => {
    const { data } = pending()
    const aborted: boolean[] = []
    const runner = createQueryRunner({
      abortController: () => {
        const signal = { aborted: false, reason: undefined, addEventListener() {}, removeEventListener() {} }
        return {
          signal,
          abort() {
            signal.aborted = true
            aborted.push(true)
          },
        }
      },
    })
    runner.run(data.query('A'))
    await sent()
    runner.dispose()
    expect(aborted).toEqual([true])
  })
})

describe('createQueryRunner sends what is needed', () => {
  it('the same query twice is sent once; refetch sends it again and shows the new answer', async () => {
    const { http, waiting, data } = pending()
    const runner = createQueryRunner()
    runner.run(data.query('A').eq('n', 1))
    runner.run(data.query('A').eq('n', 1))
    await sent()
    expect(http.requests).toHaveLength(1)
    waiting[0].resolve(page('first'))
    await settle()
    const again = runner.refetch()
    await sent()
    expect(http.requests).toHaveLength(2)
    waiting[1].resolve(page('second'))
    await again
    expect(runner.store.getSnapshot().items).toEqual([{ _id: 'second' }])
  })
  it('refetch with no query, and dispose with nothing in flight, do nothing', async () => {
    const { http } = pending()
    const runner = createQueryRunner()
    await runner.refetch()
    runner.dispose()
    expect(http.requests).toEqual([])
    expect(runner.store.getSnapshot()).toMatchObject({ status: 'idle', items: [] })
  })
})
