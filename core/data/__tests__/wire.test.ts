// Each operation's exact wire request (compared with ../shared/wire-format.md) and the mapping of
// answers back, through the scripted HTTP fake.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import { createDataClient, decodeQueryRequest } from '../index'

const BASE = 'https://www.wixapis.com'
const DATA = `${BASE}/wix-data/v2`
const ITEM = {
  id: 'm1',
  dataCollectionId: 'Movies',
  data: {
    _id: 'm1',
    title: 'Alien',
    _createdDate: { $date: '2024-01-01T00:00:00.000Z' },
    _updatedDate: { $date: '2024-01-02T00:00:00.000Z' },
  },
}
const BULK = { results: [], bulkActionMetadata: { totalSuccesses: 0, totalFailures: 0, undetailedFailures: 0 } }

function setup(auth?: string) {
  const http = scriptedHttp()
    .on(
      'GET',
      `${DATA}/items/query*`,
      jsonResponse({ dataItems: [ITEM], pagingMetadata: { count: 1, offset: 0, total: 1, hasNext: false } }),
    )
    .on('POST', `${DATA}/items/query`, jsonResponse({ dataItems: [], pagingMetadata: { hasNext: false } }))
    .on('GET', `${DATA}/items/*`, jsonResponse({ dataItem: ITEM }))
    .on('POST', /\/v2\/items(\/(update|save|remove|patch))?$/, jsonResponse({ dataItem: ITEM }))
    .on('POST', `${DATA}/items/truncate`, jsonResponse({}))
    .on('POST', `${DATA}/items/count`, jsonResponse({ totalCount: 7 }))
    .on(
      'POST',
      `${DATA}/items/query-distinct-values`,
      jsonResponse({ distinctValues: ['a'], pagingMetadata: { hasNext: false } }),
    )
    .on(
      'POST',
      `${DATA}/items/aggregate`,
      jsonResponse({ results: [{ _id: { city: 'Paris' }, total: 42 }], pagingMetadata: { hasNext: false } }),
    )
    .on('POST', `${DATA}/items/is-referenced`, jsonResponse({ isReferenced: true }))
    .on(
      'POST',
      `${DATA}/items/query-referenced`,
      jsonResponse({ results: [{ dataItem: ITEM }], pagingMetadata: { total: 1, hasNext: false } }),
    )
    .on('POST', `${DATA}/items/replace-references`, jsonResponse({ dataItemReferences: [] }))
    .on('POST', `${DATA}/bulk/*`, jsonResponse(BULK))
  const client = createDataClient({ baseUrl: BASE, http, auth })
  const last = () => http.requests[http.requests.length - 1]
  return { http, client, last, body: () => last().body }
}

describe('queries', () => {
  it('sends the wire format example exactly, as GET with base64url JSON without padding', async () => {
    const { client, last } = setup()
    const q = client
      .query('Movies')
      .eq('genre', 'drama')
      .gt('year', 1990)
      .hasSome('tags', ['a', 'b'])
      .lt('_createdDate', new Date('2024-01-01T00:00:00.000Z'))
    await q.ascending('title').limit(2).skip(3).find()
    const request = last()
    expect(request.method).toBe('GET')
    expect(request.url.startsWith(`${DATA}/items/query?.r=`)).toBe(true)
    const r = request.url.slice(request.url.indexOf('.r=') + 3)
    expect(r).toMatch(/^[A-Za-z0-9_-]+$/)
    const json = Buffer.from(r, 'base64url').toString('utf8')
    expect(json).toBe(
      '{"dataCollectionId":"Movies","query":{"fields":[],"paging":{"limit":2,"offset":3},"filter":{"genre":"drama","year":{"$gt":1990},"tags":{"$hasSome":["a","b"]},"_createdDate":{"$lt":{"$date":"2024-01-01T00:00:00.000Z"}}},"sort":[{"fieldName":"title","order":"ASC"}]},"includeReferences":[],"returnTotalCount":true}',
    )
    expect(request.headers).not.toHaveProperty('Authorization')
  })
  it('encodes or, between, isEmpty, isNotEmpty, not, in, strings and cursor paging as the wire format says', async () => {
    const { client, last } = setup('raw-token')
    const q = client.query('Movies')
    await q
      .between('year', 1990, 2000)
      .isEmpty('director')
      .or(q.startsWith('title', 'A'))
      .not(q.in('genre', ['x']))
      .fields('title')
      .include('cast', 5)
      .skipTo('cur')
      .find()
    expect(last().headers!.Authorization).toBe('raw-token')
    expect(decodeQueryRequest(last().url)).toEqual({
      dataCollectionId: 'Movies',
      query: {
        fields: ['title'],
        cursorPaging: { limit: 50, cursor: 'cur' },
        filter: {
          $and: [{ $or: [{ year: { $gte: 1990, $lt: 2000 }, director: null }, { title: { $startsWith: 'A' } }] }],
          $not: [{ genre: { $in: ['x'] } }],
        },
        sort: [],
      },
      includeReferences: ['cast'],
      returnTotalCount: true,
      referencedItemOptions: [{ fieldName: 'cast', limit: 5 }],
    })
    await q
      .isNotEmpty('a')
      .contains('b', 'x')
      .endsWith('c', 'y')
      .hasAll('d', 1, 2)
      .ne('e', 0)
      .ge('f', 1)
      .le('g', 2)
      .descending('h')
      .find()
    expect((decodeQueryRequest(last().url).query as { filter: unknown }).filter).toEqual({
      a: { $ne: null },
      b: { $contains: 'x' },
      c: { $endsWith: 'y' },
      d: { $hasAll: [1, 2] },
      e: { $ne: 0 },
      f: { $gte: 1 },
      g: { $lte: 2 },
    })
  })
  it('maps the answer: items with dates revived, paging facts', async () => {
    const { client } = setup()
    const result = await client.query('Movies').find()
    expect(result.items).toEqual([
      {
        _id: 'm1',
        title: 'Alien',
        _createdDate: new Date('2024-01-01T00:00:00.000Z'),
        _updatedDate: new Date('2024-01-02T00:00:00.000Z'),
      },
    ])
    expect(result).toMatchObject({ totalCount: 1, length: 1, pageSize: 50, currentPage: 0, totalPages: 1 })
    expect([result.hasNext(), result.hasPrev()]).toEqual([false, false])
  })
  it('count, distinct and aggregate requests', async () => {
    const { client, body } = setup()
    expect(await client.query('Movies').eq('a', 1).count({ consistentRead: true })).toBe(7)
    expect(body()).toBe('{"dataCollectionId":"Movies","filter":{"a":1},"consistentRead":true}')
    expect((await client.query('Movies').limit(5).distinct('genre')).items).toEqual(['a'])
    expect(body()).toBe('{"dataCollectionId":"Movies","fieldName":"genre","filter":{},"paging":{"limit":5,"offset":0}}')
    const groups = await client.aggregate('Sales').group('city').sum('amount', 'total').run()
    expect(body()).toBe(
      '{"dataCollectionId":"Sales","paging":{"limit":50,"offset":0},"initialFilter":{},"aggregation":{"groupingFields":["city"],"operations":[{"resultFieldName":"total","sum":{"itemFieldName":"amount"}}]},"finalFilter":{},"sort":[]}',
    )
    expect(groups.items).toEqual([{ _id: { city: 'Paris' }, city: 'Paris', total: 42 }])
    await client
      .aggregate('Sales')
      .filter(client.filter().gt('amount', 1))
      .avg('amount')
      .min('amount')
      .max('amount')
      .count()
      .having(client.filter().gt('count', 2))
      .ascending('count')
      .limit(3)
      .skip(6)
      .run()
    expect(JSON.parse(body()!)).toEqual({
      dataCollectionId: 'Sales',
      paging: { limit: 3, offset: 6 },
      initialFilter: { amount: { $gt: 1 } },
      aggregation: {
        groupingFields: [],
        operations: [
          { resultFieldName: 'amountAvg', average: { itemFieldName: 'amount' } },
          { resultFieldName: 'amountMin', min: { itemFieldName: 'amount' } },
          { resultFieldName: 'amountMax', max: { itemFieldName: 'amount' } },
          { resultFieldName: 'count', itemCount: {} },
        ],
      },
      finalFilter: { count: { $gt: 2 } },
      sort: [{ fieldName: 'count', order: 'ASC' }],
    })
  })
})

describe('item operations', () => {
  it('get, insert, update, save, remove, truncate', async () => {
    const { client, last, body } = setup()
    expect(await client.get('Movies', 'm 1', { consistentRead: true })).toMatchObject({ _id: 'm1' })
    expect(last()).toMatchObject({
      method: 'GET',
      url: `${DATA}/items/m%201?dataCollectionId=Movies&consistentRead=true`,
    })
    await client.insert('Movies', { title: 'Alien', at: new Date('2020-01-01T00:00:00.000Z') })
    expect(last().url).toBe(`${DATA}/items`)
    expect(body()).toBe(
      '{"dataCollectionId":"Movies","dataItem":{"data":{"title":"Alien","at":{"$date":"2020-01-01T00:00:00.000Z"}}}}',
    )
    await client.update('Movies', { _id: 'm1', title: 'x' })
    expect([last().url, body()]).toEqual([
      `${DATA}/items/update`,
      '{"dataCollectionId":"Movies","dataItem":{"id":"m1","data":{"_id":"m1","title":"x"}}}',
    ])
    await client.save('Movies', { _id: 'm1' })
    expect([last().url, body()]).toEqual([
      `${DATA}/items/save`,
      '{"dataCollectionId":"Movies","dataItem":{"id":"m1","data":{"_id":"m1"}}}',
    ])
    await client.remove('Movies', 'm1')
    expect([last().url, body()]).toEqual([`${DATA}/items/remove`, '{"dataCollectionId":"Movies","dataItemId":"m1"}'])
    await client.truncate('Movies', { suppressAuth: true })
    expect([last().url, body()]).toEqual([`${DATA}/items/truncate`, '{"dataCollectionId":"Movies"}'])
  })
  it('maps options to their wire fields', async () => {
    const { client, body } = setup()
    await client.insert(
      'Movies',
      { a: 1 },
      { suppressAuth: true, suppressHooks: true, showDrafts: true, consistentRead: true, language: 'fr' },
    )
    expect(body()).toBe(
      '{"dataCollectionId":"Movies","dataItem":{"data":{"a":1}},"suppressHooks":true,"publishPluginOptions":{"includeDraftItems":true},"consistentRead":true,"language":"fr"}',
    )
  })
  it('maps appOptions to the wire as a copy: body of writes and queries, dotted query fields of a get', async () => {
    const { client, body, last } = setup()
    const appOptions = { tenant: 'eu', depth: 2 }
    await client.insert('Movies', { a: 1 }, { appOptions })
    expect(body()).toBe(
      '{"dataCollectionId":"Movies","dataItem":{"data":{"a":1}},"appOptions":{"tenant":"eu","depth":2}}',
    )
    await client.query('Movies').find({ appOptions })
    expect(decodeQueryRequest(last().url).appOptions).toEqual(appOptions)
    await client.get('Movies', 'm1', { appOptions })
    expect(last().url).toContain('&appOptions.tenant=eu&appOptions.depth=2')
    await client.bulkInsert('Movies', [{ a: 1 }], { appOptions })
    expect(body()).toContain('"appOptions":{"tenant":"eu","depth":2}')
    await expect(client.insert('Movies', {}, { appOptions: 'eu' as never })).rejects.toMatchObject({ code: 'WDE0018' })
  })
  it('patch and bulk patch with every action', async () => {
    const { client, last, body } = setup()
    await client
      .patch('Movies', 'm1')
      .setField('a', 1)
      .removeField('b')
      .incrementField('c', 2)
      .appendToArray('d', 'x')
      .removeFromArray('e', 'y')
      .run()
    expect(last().url).toBe(`${DATA}/items/patch`)
    const mods =
      '[{"fieldPath":"a","action":"SET_FIELD","setFieldOptions":{"value":1}},{"fieldPath":"b","action":"REMOVE_FIELD"},{"fieldPath":"c","action":"INCREMENT_FIELD","incrementFieldOptions":{"value":2}},{"fieldPath":"d","action":"APPEND_TO_ARRAY","appendToArrayOptions":{"value":"x"}},{"fieldPath":"e","action":"REMOVE_FROM_ARRAY","removeFromArrayOptions":{"value":"y"}}]'
    expect(body()).toBe(`{"dataCollectionId":"Movies","patch":{"dataItemId":"m1","fieldModifications":${mods}}}`)
    await client.bulkPatch('Movies', ['m1', 'm2']).setField('when', new Date(0)).run()
    expect(last().url).toBe(`${DATA}/bulk/items/patch`)
    const mod =
      '[{"fieldPath":"when","action":"SET_FIELD","setFieldOptions":{"value":{"$date":"1970-01-01T00:00:00.000Z"}}}]'
    expect(body()).toBe(
      `{"dataCollectionId":"Movies","patches":[{"dataItemId":"m1","fieldModifications":${mod}},{"dataItemId":"m2","fieldModifications":${mod}}]}`,
    )
  })
  it('bulk insert, update, save, remove; overrideExisting uses bulk save', async () => {
    const { client, last, body } = setup()
    await client.bulkInsert('Movies', [{ a: 1 }, { _id: 'b' }])
    expect([last().url, body()]).toEqual([
      `${DATA}/bulk/items/insert`,
      '{"dataCollectionId":"Movies","dataItems":[{"data":{"a":1}},{"id":"b","data":{"_id":"b"}}]}',
    ])
    await client.bulkUpdate('Movies', [{ _id: 'b', x: 1 }], { suppressHooks: true })
    expect([last().url, body()]).toEqual([
      `${DATA}/bulk/items/update`,
      '{"dataCollectionId":"Movies","dataItems":[{"id":"b","data":{"_id":"b","x":1}}],"suppressHooks":true}',
    ])
    await client.bulkSave('Movies', [{ _id: 'b' }])
    expect(last().url).toBe(`${DATA}/bulk/items/save`)
    await client.bulkInsert('Movies', [{ _id: 'b' }], { overrideExisting: true })
    expect(last().url).toBe(`${DATA}/bulk/items/save`)
    await client.bulkRemove('Movies', ['a', 'b'])
    expect([last().url, body()]).toEqual([
      `${DATA}/bulk/items/remove`,
      '{"dataCollectionId":"Movies","dataItemIds":["a","b"]}',
    ])
  })
  it('reference operations', async () => {
    const { client, last, body } = setup()
    await client.insertReference('Movies', 'cast', 'm1', ['a1', { _id: 'a2' }])
    expect([last().url, body()]).toEqual([
      `${DATA}/bulk/items/insert-references`,
      '{"dataCollectionId":"Movies","dataItemReferences":[{"referringItemFieldName":"cast","referringItemId":"m1","referencedItemId":"a1"},{"referringItemFieldName":"cast","referringItemId":"m1","referencedItemId":"a2"}]}',
    ])
    await client.removeReference('Movies', 'cast', { _id: 'm1' }, 'a1')
    expect([last().url, body()]).toEqual([
      `${DATA}/bulk/items/remove-references`,
      '{"dataCollectionId":"Movies","dataItemReferences":[{"referringItemFieldName":"cast","referringItemId":"m1","referencedItemId":"a1"}]}',
    ])
    await client.replaceReferences('Movies', 'cast', 'm1', ['a3'])
    expect(body()).toBe(
      '{"dataCollectionId":"Movies","referringItemFieldName":"cast","referringItemId":"m1","newReferencedItemIds":["a3"]}',
    )
    expect(await client.isReferenced('Movies', 'cast', 'm1', 'a3')).toBe(true)
    expect(body()).toBe(
      '{"dataCollectionId":"Movies","referringItemFieldName":"cast","referringItemId":"m1","referencedItemId":"a3"}',
    )
    const refs = await client.queryReferenced('Movies', 'm1', 'cast', { order: 'desc', limit: 10, skip: 20 })
    expect(body()).toBe(
      '{"dataCollectionId":"Movies","referringItemId":"m1","referringItemFieldName":"cast","order":"DESC","paging":{"limit":10,"offset":20},"returnTotalCount":true}',
    )
    expect(refs.items[0]._id).toBe('m1')
  })
})
