// Standalone filters and sorts (client.filter(model), client.sort()): a model whose values
// the wire cannot carry, and the sort keys and problems of ascending and descending.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import { createDataClient, decodeQueryRequest } from '../index'

const BASE = 'https://h.test'
function client() {
  const http = scriptedHttp().on('GET', /.*/, jsonResponse({ dataItems: [], pagingMetadata: {} }))
  return { http, data: createDataClient({ baseUrl: BASE, http }) }
}
const any = (v: unknown) => v as never

describe('a filter model the wire cannot carry', () => {
  it('fails the call with the wire problem (an invalid Date), before any request', async () => {
    const { http, data } = client()
    const filter = data.filter({ at: any(new Date('nope')) })
    expect(filter.filterTree).toEqual({})
    const error = (await data
      .query('Movies')
      .and(filter)
      .find()
      .catch((e: unknown) => e)) as Error & { code: string }
    expect([error.code, error.message]).toEqual([
      'WDE0004',
      'Failed to perform query on [Movies].\nWDE0004: filter.at is an invalid Date.',
    ])
    expect(http.requests).toEqual([])
  })
})

describe('sorts built with ascending and descending', () => {
  const { data } = client()
  it('keys in order, from varargs or one array', () => {
    const sort = data
      .sort()
      .ascending('a', 'b')
      .descending(any(['c', 'd']))
      .ascending(any(['e']))
    expect(sort.keys).toEqual([
      { fieldName: 'a', order: 'ASC' },
      { fieldName: 'b', order: 'ASC' },
      { fieldName: 'c', order: 'DESC' },
      { fieldName: 'd', order: 'DESC' },
      { fieldName: 'e', order: 'ASC' },
    ])
    expect(sort.invalid).toEqual([])
  })
  it('are sent by orderBy', async () => {
    const { http, data: d } = client()
    await d.query('Movies').orderBy(d.sort().ascending('title').descending('year')).find()
    expect((decodeQueryRequest(http.requests[0].url).query as { sort: unknown }).sort).toEqual([
      { fieldName: 'title', order: 'ASC' },
      { fieldName: 'year', order: 'DESC' },
    ])
  })
  it.each<[string, () => ReturnType<typeof data.sort>, string]>([
    [
      'ascending of nothing',
      () => data.sort().ascending(),
      'WDE0043: Invalid .ascending usage: .ascending requires at least one parameter.',
    ],
    [
      'descending of nothing',
      () => data.sort().descending(),
      'WDE0043: Invalid .descending usage: .descending requires at least one parameter.',
    ],
    [
      'descending of an empty array',
      () => data.sort().descending(any([])),
      'WDE0043: Invalid .descending usage: .descending requires at least one parameter.',
    ],
    [
      'ascending of a name and a number',
      () => data.sort().ascending('a', any(1)),
      'WDE0051: Invalid .ascending parameters [a, 1]: valid values are strings, an array of strings or string varargs.',
    ],
    [
      'descending of an array beside a name',
      () => data.sort().descending(any(['a']), 'b'),
      'WDE0051: Invalid .descending parameters [["a"], b]: valid values are strings, an array of strings or string varargs.',
    ],
  ])('%s: no keys, one problem, and the query that uses it fails', async (_name, build, message) => {
    const sort = build()
    expect(sort.keys).toEqual([])
    expect(sort.invalid.map((e) => e.message)).toEqual([message])
    const error = (await data
      .query('Movies')
      .orderBy(sort)
      .find()
      .catch((e: unknown) => e)) as Error
    expect(error.message.split('\n')[1]).toBe(message)
  })
  it('problems accumulate beside the good keys', () => {
    const sort = data.sort().ascending().descending('y').ascending(any(2))
    expect(sort.keys).toEqual([{ fieldName: 'y', order: 'DESC' }])
    expect(sort.invalid.map((e) => e.code)).toEqual(['WDE0043', 'WDE0051'])
  })
})
