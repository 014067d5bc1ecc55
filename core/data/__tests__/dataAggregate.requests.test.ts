// Aggregations (items/aggregate): the request each builder sends, the groups
// read back, paging through groups, and the exact message of every problem before sending.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp, type ScriptedAnswer } from '../../../adapters/memory'
import { createDataClient, type DataAggregate } from '../index'
import { failure } from './failure'

const BASE = 'https://h.test'
const URL_ = `${BASE}/wix-data/v2/items/aggregate`
function client(answer: ScriptedAnswer = jsonResponse({ results: [], pagingMetadata: {} })) {
  const http = scriptedHttp().on('POST', URL_, answer)
  return { http, data: createDataClient({ baseUrl: BASE, http }) }
}
const any = (v: unknown) => v as never
const bodies = (http: ReturnType<typeof scriptedHttp>) => http.requests.map((r) => JSON.parse(String(r.body)))

/** The code and every line of the failed run. */
const failed = (aggregate: DataAggregate, ...args: unknown[]) =>
  failure(() => (aggregate.run as (...a: unknown[]) => Promise<unknown>)(...args))
const HEAD = 'Failed to perform aggregation on [Sales].'

describe('the request sent', () => {
  it('defaults: no filter, no groups, 50 per page from 0', async () => {
    const { http, data } = client()
    await data.aggregate('Sales').run()
    expect(bodies(http)).toEqual([
      {
        dataCollectionId: 'Sales',
        paging: { limit: 50, offset: 0 },
        initialFilter: {},
        aggregation: { groupingFields: [], operations: [] },
        finalFilter: {},
        sort: [],
      },
    ])
  })
  it('every part, with default and given result names', async () => {
    const { http, data } = client()
    const f = data.filter()
    await data
      .aggregate('Sales')
      .filter(f.gt('amount', 10))
      .group('region', 'year')
      .avg('amount')
      .min('amount', 'least')
      .max('amount')
      .sum('amount')
      .count()
      .having(f.ge('amountSum', 100))
      .descending('amountSum')
      .ascending('region')
      .limit(5)
      .skip(10)
      .run({ consistentRead: true })
    expect(bodies(http)[0]).toEqual({
      dataCollectionId: 'Sales',
      paging: { limit: 5, offset: 10 },
      initialFilter: { amount: { $gt: 10 } },
      aggregation: {
        groupingFields: ['region', 'year'],
        operations: [
          { resultFieldName: 'amountAvg', average: { itemFieldName: 'amount' } },
          { resultFieldName: 'least', min: { itemFieldName: 'amount' } },
          { resultFieldName: 'amountMax', max: { itemFieldName: 'amount' } },
          { resultFieldName: 'amountSum', sum: { itemFieldName: 'amount' } },
          { resultFieldName: 'count', itemCount: {} },
        ],
      },
      finalFilter: { amountSum: { $gte: 100 } },
      sort: [
        { fieldName: 'amountSum', order: 'DESC' },
        { fieldName: 'region', order: 'ASC' },
      ],
      consistentRead: true,
    })
  })
})

describe('the groups read back', () => {
  it('keeps object rows only, copies group values to the top level without overwriting', async () => {
    const { data } = client(
      jsonResponse({
        results: [
          { _id: { region: 'EU', year: 2020 }, year: 'kept', amountSum: 3 },
          { _id: 'all', count: 7 },
          5,
          null,
          { _id: { at: { $date: '2020-01-01T00:00:00.000Z' } } },
        ],
        pagingMetadata: { total: 3 },
      }),
    )
    const page = await data.aggregate('Sales').run()
    expect(page.items).toEqual([
      { _id: { region: 'EU', year: 2020 }, region: 'EU', year: 'kept', amountSum: 3 },
      { _id: 'all', count: 7 },
      { _id: { at: new Date('2020-01-01T00:00:00.000Z') }, at: new Date('2020-01-01T00:00:00.000Z') },
    ])
    expect(page.totalCount).toBe(3)
    expect([page.pageSize, page.currentPage, page.hasPrev()]).toEqual([50, 0, false])
  })
  it('an answer without results is an empty page', async () => {
    const { data } = client(jsonResponse({ results: { a: 1 } }))
    expect((await data.aggregate('Sales').run()).items).toEqual([])
  })
  it('pages forward and back by the page size, never before the start', async () => {
    const { http, data } = client((request) => {
      const { offset } = JSON.parse(String(request.body)).paging
      return jsonResponse({ results: [{ _id: `g${offset}` }], pagingMetadata: { offset, hasNext: true } })
    })
    const first = await data.aggregate('Sales').limit(2).skip(3).run()
    expect([first.hasPrev(), first.currentPage, first.items]).toEqual([true, 1, [{ _id: 'g3' }]])
    const next = await first.next()
    expect(next.items).toEqual([{ _id: 'g5' }])
    const back = await first.prev()
    expect(back.items).toEqual([{ _id: 'g1' }])
    const start = await back.prev()
    expect(start.items).toEqual([{ _id: 'g0' }])
    expect(bodies(http).map((b) => b.paging)).toEqual([
      { limit: 2, offset: 3 },
      { limit: 2, offset: 5 },
      { limit: 2, offset: 1 },
      { limit: 2, offset: 0 },
    ])
  })
  it('a page after the start has a previous page without cursors; the default page size is 50', async () => {
    const { data } = client(jsonResponse({ results: [], pagingMetadata: { offset: 100 } }))
    const page = await data.aggregate('Sales').skip(100).run()
    expect([page.hasPrev(), page.pageSize, page.currentPage]).toEqual([true, 50, 2])
  })
})

describe('problems, before any request', () => {
  const { data, http } = client()
  const a = () => data.aggregate('Sales')
  const f = () => data.filter()
  it.each<[string, () => DataAggregate, string, string]>([
    [
      'filter without a filter',
      () => (a() as any).filter(),
      'WDE0039',
      'WDE0039: Invalid .filter usage: .filter requires one parameter.',
    ],
    [
      'having without a filter',
      () => (a() as any).having(),
      'WDE0039',
      'WDE0039: Invalid .having usage: .having requires one parameter.',
    ],
    [
      'filter of a plain object',
      () => a().filter(any({ a: 1 })),
      'WDE0011',
      'WDE0011: Invalid .filter: it takes a filter built with filter().',
    ],
    [
      'having of a plain object',
      () => a().having(any({ a: 1 })),
      'WDE0011',
      'WDE0011: Invalid .having: it takes a filter built with filter().',
    ],
    [
      'filter twice',
      () => a().filter(f()).filter(f()),
      'WDE0012',
      'WDE0012: Invalid .filter: the filter is already set.',
    ],
    [
      'having twice',
      () => a().having(f()).having(f()),
      'WDE0012',
      'WDE0012: Invalid .having: the filter is already set.',
    ],
    [
      'group of nothing',
      () => a().group(),
      'WDE0043',
      'WDE0043: Invalid .group usage: .group requires at least one parameter.',
    ],
    ['group twice', () => a().group('a').group('b'), 'WDE0013', 'WDE0013: Invalid .group: the group is already set.'],
    [
      'group of a number',
      () => a().group('a', any(1)),
      'WDE0048',
      'WDE0048: Invalid .group field value: fields must be strings.',
    ],
    [
      'avg of nothing',
      () => (a() as any).avg(),
      'WDE0039',
      'WDE0039: Invalid .avg usage: .avg requires one parameter.',
    ],
    [
      'sum of three',
      () => (a() as any).sum('a', 'b', 'c'),
      'WDE0039',
      'WDE0039: Invalid .sum usage: .sum requires one parameter.',
    ],
    [
      'avg of a number',
      () => a().avg(any(1)),
      'WDE0048',
      'WDE0048: Invalid .avg field value [1]: the field must be a string.',
    ],
    [
      'min of a number',
      () => a().min(any(2)),
      'WDE0048',
      'WDE0048: Invalid .min field value [2]: the field must be a string.',
    ],
    [
      'max of null',
      () => a().max(any(null)),
      'WDE0048',
      'WDE0048: Invalid .max field value [null]: the field must be a string.',
    ],
    [
      'sum of true',
      () => a().sum(any(true)),
      'WDE0048',
      'WDE0048: Invalid .sum field value [true]: the field must be a string.',
    ],
    [
      'a result name that is a number',
      () => a().max('a', any(5)),
      'WDE0048',
      'WDE0048: Invalid .max result name: it must be a string.',
    ],
    [
      'ascending of nothing',
      () => a().ascending(),
      'WDE0043',
      'WDE0043: Invalid .ascending usage: .ascending requires at least one parameter.',
    ],
    [
      'descending of nothing',
      () => a().descending(),
      'WDE0043',
      'WDE0043: Invalid .descending usage: .descending requires at least one parameter.',
    ],
    [
      'limit 0',
      () => a().limit(0),
      'WDE0033',
      'WDE0033: Invalid .limit parameter [0]: .limit must be a positive number.',
    ],
    [
      'limit of a string',
      () => a().limit(any('5')),
      'WDE0032',
      'WDE0032: Invalid .limit parameter [5]: .limit must be a positive number.',
    ],
    [
      'limit of nothing',
      () => (a() as any).limit(),
      'WDE0039',
      'WDE0039: Invalid .limit usage: .limit requires one parameter.',
    ],
    [
      'skip -1',
      () => a().skip(-1),
      'WDE0034',
      'WDE0034: Invalid .skip parameter [-1]: .skip must be a non-negative number.',
    ],
    [
      'skip of nothing',
      () => (a() as any).skip(),
      'WDE0039',
      'WDE0039: Invalid .skip usage: .skip requires one parameter.',
    ],
    [
      'a bad condition in the filter',
      () => a().filter(f().gt('a', any(true))),
      'WDE0045',
      'WDE0045: Invalid .gt parameter value [true]: valid types are String, Number or Date.',
    ],
    [
      'a bad condition in having',
      () => a().having(f().contains('a', any(1))),
      'WDE0044',
      'WDE0044: Invalid .contains parameter value [1]: it must be a String.',
    ],
  ])('%s', async (_name, build, code, line) => {
    expect(await failed(build())).toEqual([code, [HEAD, line]])
    expect(http.requests).toEqual([])
  })
  it('every problem has a line, the first gives the code', async () => {
    const built = a()
      .limit(0)
      .group()
      .filter(f().gt('a', any({})))
    expect(await failed(built)).toEqual([
      'WDE0033',
      [
        HEAD,
        'WDE0033: Invalid .limit parameter [0]: .limit must be a positive number.',
        'WDE0043: Invalid .group usage: .group requires at least one parameter.',
        'WDE0045: Invalid .gt parameter value [{}]: valid types are String, Number or Date.',
      ],
    ])
  })
  it('run takes at most the options', async () => {
    expect(await failed(a(), {}, {})).toEqual(['WDE0008', ['WDE0008: aggregate.run takes 0 to 1 arguments, not 2.']])
  })
  it('the group, limit and skip that failed are not applied', async () => {
    const { http: h, data: d } = client()
    await expect(d.aggregate('Sales').group('a').group(any(1)).run()).rejects.toMatchObject({ code: 'WDE0013' })
    await d.aggregate('Sales').descending('b').run()
    expect(bodies(h)[0].sort).toEqual([{ fieldName: 'b', order: 'DESC' }])
  })
})
