// createDataClient's own checks (its options) and its top-level count() and distinct(): what they send
// with and without a filter, and how they reject a filter not built with filter().
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import { createDataClient } from '../index'

const BASE = 'https://h.test'
const DATA = `${BASE}/wix-data/v2`
const any = (v: unknown) => v as never
const thrownBy = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return [(error as Error).constructor.name, (error as { code?: string }).code, (error as Error).message]
  }
  throw new Error('expected a throw')
}

describe('createDataClient options', () => {
  const BASE_TEXT = 'createDataClient needs { baseUrl } (a string)'
  const HTTP_TEXT = 'createDataClient needs { http } (fetchHttp() from vitrine/adapters/browser)'
  // A misuse, not a service failure: a plain TypeError naming the call, with no code.
  it('throws a TypeError without a string baseUrl', () => {
    for (const options of [undefined, null, {}, { baseUrl: 5, http: scriptedHttp() }, { http: scriptedHttp() }])
      expect(thrownBy(() => createDataClient(any(options)))).toEqual(['TypeError', undefined, BASE_TEXT])
  })
  it('throws a TypeError without an http port that has request()', () => {
    for (const http of [undefined, {}, { request: 'no' }])
      expect(thrownBy(() => createDataClient(any({ baseUrl: BASE, http })))).toEqual([
        'TypeError',
        undefined,
        HTTP_TEXT,
      ])
  })
})

describe('count and distinct of the client', () => {
  const setup = () => {
    const http = scriptedHttp()
      .on('POST', `${DATA}/items/count`, jsonResponse({ totalCount: 3 }))
      .on(
        'POST',
        `${DATA}/items/query-distinct-values`,
        jsonResponse({ distinctValues: ['drama', 'noir'], pagingMetadata: { hasNext: false } }),
      )
    const client = createDataClient({ baseUrl: BASE, http })
    const bodies = () => http.requests.map((r) => JSON.parse(String(r.body)) as Record<string, unknown>)
    return { http, client, bodies }
  }

  it('count counts everything without a filter (undefined or null) and the matching items with one', async () => {
    const { client, bodies } = setup()
    expect(await client.count('Movies')).toBe(3)
    expect(await client.count('Movies', any(null))).toBe(3)
    expect(await client.count('Movies', client.filter().eq('year', 1979), { consistentRead: true })).toBe(3)
    expect(bodies()).toEqual([
      { dataCollectionId: 'Movies', filter: {} },
      { dataCollectionId: 'Movies', filter: {} },
      { dataCollectionId: 'Movies', filter: { $and: [{ year: 1979 }] }, consistentRead: true },
    ])
  })

  it('distinct answers the values, filtered when a filter is given', async () => {
    const { client, bodies } = setup()
    expect((await client.distinct('Movies', 'genre')).items).toEqual(['drama', 'noir'])
    expect((await client.distinct('Movies', 'genre', any(null))).items).toEqual(['drama', 'noir'])
    const filtered = await client.distinct('Movies', 'genre', client.filter().gt('year', 1970), { suppressHooks: true })
    expect(filtered.items).toEqual(['drama', 'noir'])
    expect(bodies().map((b) => [b.fieldName, b.filter, b.suppressHooks])).toEqual([
      ['genre', {}, undefined],
      ['genre', {}, undefined],
      ['genre', { $and: [{ year: { $gt: 1970 } }] }, true],
    ])
  })

  it('count and distinct reject a filter given as data (WDE0016) before sending', async () => {
    const { client, http } = setup()
    const text = 'WDE0016: The filter must be built with filter().'
    await expect(client.count('Movies', any({ year: 1979 }))).rejects.toMatchObject({ code: 'WDE0016', message: text })
    await expect(client.distinct('Movies', 'genre', any({ year: 1979 }))).rejects.toMatchObject({
      code: 'WDE0016',
      message: text,
    })
    expect(http.requests).toEqual([])
  })

  it('distinct checks its arguments: count, collection name and field name', async () => {
    const { client } = setup()
    await expect((client as any).distinct('Movies')).rejects.toMatchObject({
      code: 'WDE0008',
      message: 'WDE0008: distinct takes 2 to 4 arguments, not 1.\nWDE0003: The field name must be a string.',
    })
    await expect(client.distinct(any(1), 'genre')).rejects.toMatchObject({ code: 'WDE0001' })
  })
})
