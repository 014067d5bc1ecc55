// The builders are immutable and copy what they are given; sorts and filter models as data.
import { beforeEach, describe, expect, it } from 'vitest'
import { jsonResponse, recordingLogger, scriptedHttp } from '../../../adapters/memory'
import { createDataClient, decodeQueryRequest } from '../index'

// A fresh client, request log and logger for every case.
let http = scriptedHttp()
let logger = recordingLogger()
let client = createDataClient({ baseUrl: 'https://h.test', http, logger })
beforeEach(() => {
  http = scriptedHttp().on('GET', /.*/, jsonResponse({ dataItems: [], pagingMetadata: {} }))
  logger = recordingLogger()
  client = createDataClient({ baseUrl: 'https://h.test', http, logger })
})
const lastQuery = () => decodeQueryRequest(http.requests[http.requests.length - 1].url).query as Record<string, unknown>

describe('immutable builders', () => {
  it('each call returns a new query and leaves the original as it was', () => {
    const base = client.query('Movies').eq('a', 1)
    const more = base.gt('b', 2).ascending('c').limit(5)
    expect(more).not.toBe(base)
    expect(base.filterTree).toEqual({ a: 1 })
    expect(base.spec).toMatchObject({ sort: [], limit: undefined })
    expect(more.filterTree).toEqual({ a: 1, b: { $gt: 2 } })
  })
  it('copies values, so changing the caller objects later changes nothing', async () => {
    const tags = ['x']
    const when = new Date('2020-01-01T00:00:00.000Z')
    const model = { year: { $gt: 1990 } }
    const q = client.query('Movies').hasSome('tags', tags).eq('at', when).and(client.filter(model))
    tags.push('y')
    when.setFullYear(1999)
    model.year.$gt = 0
    await q.find()
    expect(lastQuery().filter).toEqual({
      $and: [{ tags: { $hasSome: ['x'] }, at: new Date('2020-01-01T00:00:00.000Z') }, { year: { $gt: 1990 } }],
    })
  })
  it('sorts from builders and from sort models; a filter model with dates', async () => {
    await client
      .query('Movies')
      .orderBy(client.sort([{ title: 'asc' }, { year: 'DESC' as 'desc' }]))
      .orderBy(client.sort().descending('rating'))
      .and(client.filter({ at: { $lt: new Date(0) } }))
      .find()
    expect(lastQuery().sort).toEqual([
      { fieldName: 'title', order: 'ASC' },
      { fieldName: 'year', order: 'DESC' },
      { fieldName: 'rating', order: 'DESC' },
    ])
    expect(lastQuery().filter).toEqual({ $and: [{ at: { $lt: new Date(0) } }] })
  })
  it('logs filter fields that start with $ as errors', () => {
    client.query('Movies').eq('$where', 1)
    expect(logger.messages('error')).toHaveLength(1)
  })
  it('a value JSON cannot carry fails the call with WDE0004', async () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    await expect(client.query('Movies').eq('a', cyclic).find()).rejects.toMatchObject({ code: 'WDE0004' })
    await expect(client.insert('Movies', { n: 10n as unknown as number })).rejects.toMatchObject({ code: 'WDE0004' })
  })
})
