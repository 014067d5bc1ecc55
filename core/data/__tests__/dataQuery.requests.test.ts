// Queries (items/query, items/count, items/query-distinct-values): what each
// builder puts in the request, paging by offset and by cursor, counts and distinct values, and the
// exact message of every problem before sending.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp, type ScriptedAnswer } from '../../../adapters/memory'
import { createDataClient, decodeQueryRequest, type DataQuery } from '../index'
import { failure } from './failure'

const BASE = 'https://h.test'
const V2 = `${BASE}/wix-data/v2`
const EMPTY = jsonResponse({ dataItems: [], pagingMetadata: { hasNext: false } })
function client(answers: { find?: ScriptedAnswer; count?: ScriptedAnswer; distinct?: ScriptedAnswer } = {}) {
  const http = scriptedHttp()
    .on('GET', `${V2}/items/query?*`, answers.find ?? EMPTY)
    .on('POST', `${V2}/items/count`, answers.count ?? jsonResponse({ totalCount: 0 }))
    .on('POST', `${V2}/items/query-distinct-values`, answers.distinct ?? jsonResponse({ distinctValues: [] }))
  return { http, data: createDataClient({ baseUrl: BASE, http }) }
}
const any = (v: unknown) => v as never
type Http = ReturnType<typeof scriptedHttp>
/** The query part of every find request sent. */
const queries = (http: Http) => http.requests.map((r) => decodeQueryRequest(r.url).query as Record<string, unknown>)
const requests = (http: Http) => http.requests.map((r) => decodeQueryRequest(r.url))

const HEAD = 'Failed to perform query on [Movies].'

describe('what the builders send', () => {
  it('sort keys, fields and references', async () => {
    const { http, data } = client()
    await data
      .query('Movies')
      .ascending('title')
      .descending(any(['year', 'rank']))
      .orderBy(data.sort().ascending('x'))
      .fields(any(['title', 'year']))
      .fields('cast')
      .include('cast', 'crew')
      .include('studio', 10)
      .find()
    const [request] = requests(http)
    expect(request.query).toMatchObject({
      fields: ['title', 'year', 'cast'],
      sort: [
        { fieldName: 'title', order: 'ASC' },
        { fieldName: 'year', order: 'DESC' },
        { fieldName: 'rank', order: 'DESC' },
        { fieldName: 'x', order: 'ASC' },
      ],
    })
    expect(request.includeReferences).toEqual(['cast', 'crew', 'studio'])
    expect(request.referencedItemOptions).toEqual([
      { fieldName: 'cast' },
      { fieldName: 'crew' },
      { fieldName: 'studio', limit: 10 },
    ])
  })
  it('include of one field sends no reference options', async () => {
    const { http, data } = client()
    await data.query('Movies').include('cast').find()
    expect(requests(http)[0].includeReferences).toEqual(['cast'])
    expect(requests(http)[0]).not.toHaveProperty('referencedItemOptions')
  })
})

describe('problems, before any request', () => {
  const { http, data } = client()
  const q = data.query('Movies') as DataQuery & Record<string, (...a: unknown[]) => DataQuery>
  it.each<[string, () => DataQuery, string[]]>([
    [
      'ascending of nothing',
      () => q.ascending(),
      ['WDE0043: Invalid .ascending usage: .ascending requires at least one parameter.'],
    ],
    [
      'descending of nothing',
      () => q.descending(),
      ['WDE0043: Invalid .descending usage: .descending requires at least one parameter.'],
    ],
    [
      'descending of a number',
      () => q.descending(any(3)),
      ['WDE0051: Invalid .descending parameters [3]: valid values are strings, an array of strings or string varargs.'],
    ],
    [
      'a problem kept by a later descending',
      () => q.limit(0).descending('a'),
      ['WDE0033: Invalid .limit parameter [0]: .limit must be a positive number.'],
    ],
    [
      'orderBy of a plain object',
      () => q.orderBy(any({ a: 'asc' })),
      ['WDE0051: Invalid .orderBy parameter: it takes a sort built with sort().'],
    ],
    ['limit of nothing', () => (q as any).limit(), ['WDE0039: Invalid .limit usage: .limit requires one parameter.']],
    ['limit 0', () => q.limit(0), ['WDE0033: Invalid .limit parameter [0]: .limit must be a positive number.']],
    ['skip of nothing', () => (q as any).skip(), ['WDE0039: Invalid .skip usage: .skip requires one parameter.']],
    ['skip -2', () => q.skip(-2), ['WDE0034: Invalid .skip parameter [-2]: .skip must be a non-negative number.']],
    [
      'skipTo of nothing',
      () => (q as any).skipTo(),
      ['WDE0039: Invalid .skipTo usage: .skipTo requires one parameter.'],
    ],
    [
      'skipTo an empty cursor',
      () => q.skipTo(''),
      ['WDE0094: Invalid .skipTo parameter: it must be a non-empty string.'],
    ],
    [
      'fields of nothing',
      () => q.fields(),
      ['WDE0043: Invalid .fields usage: .fields requires at least one parameter.'],
    ],
    ['fields with a number', () => q.fields('a', any(1)), ['WDE0003: The field name must be a string.']],
    ['fields of a list and a name', () => q.fields(any(['a']), 'b'), ['WDE0003: The field name must be a string.']],
    [
      'include of nothing',
      () => q.include(),
      ['WDE0043: Invalid .include usage: .include requires at least one parameter.'],
    ],
    [
      'include of an empty name',
      () => q.include(''),
      ['WDE0094: Invalid .include parameter: field names must be non-empty strings.'],
    ],
    [
      'include of a name and an empty name',
      () => q.include('a', ''),
      ['WDE0094: Invalid .include parameter: field names must be non-empty strings.'],
    ],
    [
      'include of a list',
      () => q.include(['cast']),
      ['WDE0094: Invalid .include parameter: field names must be non-empty strings.'],
    ],
    [
      'include of a number',
      () => q.include(5),
      ['WDE0094: Invalid .include parameter: field names must be non-empty strings.'],
    ],
    [
      'include of three with a number second',
      () => q.include('a', 5, 'c'),
      ['WDE0094: Invalid .include parameter: field names must be non-empty strings.'],
    ],
    [
      'include with limit 0',
      () => q.include('cast', 0),
      ['WDE0033: Invalid .include parameter [0]: .include must be a positive number.'],
    ],
    [
      'include with limit 1001',
      () => q.include('cast', 1001),
      ['WDE0036: Invalid .include parameter [1001]: .include cannot exceed 1000.'],
    ],
  ])('%s', async (_name, build, lines) => {
    expect(await failure(() => build().find())).toEqual([lines[0].slice(0, 7), [HEAD, ...lines]])
    expect(http.requests).toEqual([])
  })
  it('skip with cursor paging (WDE0080)', async () => {
    expect(await failure(() => q.skipTo('c').skip(1).find())).toEqual([
      'WDE0080',
      ['WDE0080: Skip is not supported with cursor paging.'],
    ])
  })
  it.each<[string, () => Promise<unknown>, string]>([
    ['find', () => (q.find as any)({}, {}), 'WDE0008: query.find takes 0 to 1 arguments, not 2.'],
    ['count', () => (q.count as any)({}, {}), 'WDE0008: query.count takes 0 to 1 arguments, not 2.'],
    ['distinct', () => (q.distinct as any)('a', {}, {}), 'WDE0008: query.distinct takes 1 to 2 arguments, not 3.'],
  ])('%s with too many arguments', async (_name, run, line) => {
    expect(await failure(run)).toEqual(['WDE0008', [line]])
  })
})

describe('the key of a query', () => {
  const { data } = client()
  it('is its problems when it has any, so two different problems never share a key', () => {
    const a = data.query('Movies').limit(0)
    const b = data.query('Movies').skip(-1)
    expect(a.key).toBe('invalid:WDE0033: Invalid .limit parameter [0]: .limit must be a positive number.')
    expect(data.query('Movies').limit(0).skip(-1).key).toBe(
      'invalid:WDE0033: Invalid .limit parameter [0]: .limit must be a positive number.|WDE0034: Invalid .skip parameter [-1]: .skip must be a non-negative number.',
    )
    expect(a.key).not.toBe(b.key)
  })
  it('is the request otherwise', () => {
    const key = data.query('Movies').eq('a', 1).key
    expect(JSON.parse(key)).toMatchObject({ dataCollectionId: 'Movies', query: { filter: { a: 1 } } })
  })
})

describe('paging', () => {
  it('by offset: next and prev move by the page size; the first page has no previous', async () => {
    const { http, data } = client({
      find: (request) => {
        const { offset } = (decodeQueryRequest(request.url).query as { paging: { offset: number } }).paging
        return jsonResponse({ dataItems: [], pagingMetadata: { offset, hasNext: true } })
      },
    })
    const page = await data.query('Movies').skip(10).limit(10).find()
    const back = await page.prev()
    expect(back.hasPrev()).toBe(false)
    await page.next()
    expect(queries(http).map((q) => q.paging)).toEqual([
      { limit: 10, offset: 10 },
      { limit: 10, offset: 0 },
      { limit: 10, offset: 20 },
    ])
  })
  it('by cursor: next and prev send the cursors the service gave, and hasPrev follows the prev cursor', async () => {
    const { http, data } = client({
      find: (request) => {
        const cursor = (decodeQueryRequest(request.url).query as { cursorPaging: { cursor: string } }).cursorPaging
          .cursor
        return jsonResponse({
          dataItems: [{ id: cursor, data: { _id: cursor } }],
          pagingMetadata: {
            offset: 40,
            hasNext: true,
            cursors: { next: `${cursor}+`, prev: cursor === 'c' ? null : `${cursor}-` },
          },
        })
      },
    })
    const page = await data.query('Movies').skipTo('c').find()
    expect(page.hasPrev()).toBe(false)
    const next = await page.next()
    expect(next.items).toEqual([{ _id: 'c+' }])
    expect(next.hasPrev()).toBe(true)
    await next.prev()
    expect(queries(http).map((q) => q.cursorPaging)).toEqual([
      { limit: 50, cursor: 'c' },
      { limit: 50, cursor: 'c+' },
      { limit: 50, cursor: 'c+-' },
    ])
  })
  it('a signal given to next cancels that page', async () => {
    const { data } = client({ find: jsonResponse({ dataItems: [], pagingMetadata: { hasNext: true } }) })
    const page = await data.query('Movies').find()
    const signal = { aborted: true, reason: undefined, addEventListener() {}, removeEventListener() {} }
    await expect(page.next(signal as never)).rejects.toMatchObject({ code: 'WD_REQUEST_ABORTED' })
  })
})

describe('count', () => {
  it('answers the total, or 0 when the service gave none', async () => {
    const seven = client({ count: jsonResponse({ totalCount: 7 }) })
    expect(await seven.data.query('Movies').gt('year', 2000).count({ suppressHooks: true })).toBe(7)
    expect(JSON.parse(String(seven.http.requests[0].body))).toEqual({
      dataCollectionId: 'Movies',
      filter: { year: { $gt: 2000 } },
      suppressHooks: true,
    })
    const none = client({ count: jsonResponse({ totalCount: '7' }) })
    expect(await none.data.query('Movies').count()).toBe(0)
  })
})

describe('distinct', () => {
  it('sends the field, filter and paging; pages forward and back, never before the start', async () => {
    const { http, data } = client({
      distinct: (request) => {
        const { offset } = JSON.parse(String(request.body)).paging
        return jsonResponse({ distinctValues: [`v${offset}`], pagingMetadata: { offset, hasNext: true } })
      },
    })
    const page = await data.query('Movies').eq('a', 1).skip(3).limit(2).distinct('genre')
    expect([page.items, page.hasPrev()]).toEqual([['v3'], true])
    expect((await page.next()).items).toEqual(['v5'])
    const back = await page.prev()
    expect(back.items).toEqual(['v1'])
    await back.prev()
    const bodies = http.requests.map((r) => JSON.parse(String(r.body)))
    expect(bodies[0]).toEqual({
      dataCollectionId: 'Movies',
      fieldName: 'genre',
      filter: { a: 1 },
      paging: { limit: 2, offset: 3 },
    })
    expect(bodies.map((b) => b.paging.offset)).toEqual([3, 5, 1, 0])
  })
  it('an answer without values is an empty page of 50', async () => {
    const { data } = client({ distinct: jsonResponse({}) })
    const page = await data.query('Movies').distinct('genre')
    expect([page.items, page.pageSize, page.hasPrev(), page.hasNext()]).toEqual([[], 50, false, false])
  })
})
