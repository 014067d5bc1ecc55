// One example per WDE code of the client's checks: each fails the call with an Error
// whose `code` is the code, before any request is sent.
import { beforeEach, describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import { createDataClient, type DataClient } from '../index'

// A fresh client (and request log) for every case: the cases below read these bindings when they run.
let http = scriptedHttp()
let c = createDataClient({ baseUrl: 'https://h.test', http })
let q = c.query('Movies')
let loose = q as any
let f = c.filter()
beforeEach(() => {
  http = scriptedHttp()
  c = createDataClient({ baseUrl: 'https://h.test', http })
  q = c.query('Movies')
  loose = q as any
  f = c.filter()
})
const any = (v: unknown) => v as never
const call = (fn: (client: DataClient) => unknown): Promise<unknown> => Promise.resolve().then(() => fn(c))

const CASES: [string, string, (client: DataClient) => unknown][] = [
  ['WDE0001', 'collection name not a string', (d) => d.get(any(7), 'x')],
  ['WDE0002', 'item id not a string', (d) => d.remove('Movies', any(1))],
  ['WDE0003', 'distinct field name not a string', () => q.distinct(any(1))],
  ['WDE0004', 'item not an object', (d) => d.insert('Movies', any('text'))],
  ['WDE0004', 'item holding an invalid Date', (d) => d.insert('Movies', { at: new Date('nope') })],
  ['WDE0005', 'bulk items not an array of objects', (d) => d.bulkSave('Movies', any([{ a: 1 }, 'b']))],
  ['WDE0005', 'bulk item id not a string', (d) => d.bulkInsert('Movies', any([{ _id: 5 }]))],
  [
    'WDE0006',
    'more than 1000 items',
    (d) =>
      d.bulkInsert(
        'Movies',
        Array.from({ length: 1001 }, () => ({})),
      ),
  ],
  ['WDE0007', 'update without a string _id', (d) => d.update('Movies', { title: 'x' })],
  ['WDE0007', 'save with a numeric _id', (d) => d.save('Movies', { _id: any(3) })],
  ['WDE0008', 'wrong argument count', (d) => (d as any).get('Movies')],
  ['WDE0008', 'find with two arguments', () => loose.find({}, {})],
  [
    'WDE0011',
    'aggregate filter not built with filter()',
    (d) =>
      d
        .aggregate('S')
        .filter(any({ a: 1 }))
        .run(),
  ],
  ['WDE0012', 'aggregate filter set twice', (d) => d.aggregate('S').filter(f).filter(f).run()],
  ['WDE0012', 'aggregate having set twice', (d) => d.aggregate('S').having(f).having(f).run()],
  ['WDE0013', 'aggregate group set twice', (d) => d.aggregate('S').group('a').group('b').run()],
  ['WDE0016', 'filter model not an object', (d) => q.and(d.filter(any('x'))).find()],
  ['WDE0018', 'option not a boolean', (d) => d.get('Movies', 'x', any({ consistentRead: 'yes' }))],
  ['WDE0018', 'unknown option', (d) => d.insert('Movies', {}, any({ bogus: true }))],
  ['WDE0018', 'empty language', (d) => d.get('Movies', 'x', { language: '' })],
  ['WDE0018', 'truncate allows only suppressAuth', (d) => d.truncate('Movies', any({ suppressHooks: true }))],
  [
    'WDE0018',
    'overrideExisting only on bulk insert',
    (d) => d.bulkUpdate('Movies', [{ _id: 'a' }], any({ overrideExisting: true })),
  ],
  ['WDE0019', 'reference parameter without _id', (d) => d.insertReference('Movies', 'cast', any({ id: 'x' }), 'a')],
  ['WDE0019', 'empty reference id', (d) => d.isReferenced('Movies', 'cast', 'm', '')],
  ['WDE0021', 'no referenced items', (d) => d.insertReference('Movies', 'cast', 'm', [])],
  ['WDE0032', 'limit not a number', () => q.limit(any('10')).find()],
  ['WDE0032', 'increment by a non-number', (d) => d.patch('Movies', 'x').incrementField('views', any('1')).run()],
  ['WDE0033', 'limit not positive', () => q.limit(0).find()],
  ['WDE0034', 'negative skip', () => q.skip(-1).find()],
  ['WDE0035', 'fractional limit', () => q.limit(2.5).find()],
  ['WDE0036', 'limit above 1000', () => q.limit(1001).find()],
  ['WDE0036', 'skip above the max safe integer', () => q.skip(2 ** 60).find()],
  ['WDE0038', 'aggregate count takes no parameters', (d) => (d.aggregate('S') as any).count('x').run()],
  ['WDE0039', 'isEmpty without a field', () => loose.isEmpty().find()],
  ['WDE0040', 'eq with one parameter', () => loose.eq('a').find()],
  ['WDE0041', 'between with two parameters', () => loose.between('a', 1).find()],
  ['WDE0042', 'hasSome without values', () => loose.hasSome('tags').find()],
  ['WDE0043', 'ascending without fields', () => q.ascending().find()],
  ['WDE0044', 'startsWith a number', () => q.startsWith('title', any(1)).find()],
  ['WDE0045', 'gt a boolean', () => q.gt('year', any(true)).find()],
  ['WDE0046', 'between values of different types', () => q.between('year', 1, '2').find()],
  [
    'WDE0020',
    'insertReference through a single-value field of the referring item',
    (d) => d.insertReference('Movies', 'director', { _id: 'm1', director: 'p1' } as never, 'p2'),
  ],
  [
    'WDE0020',
    'queryReferenced through a text field of the item',
    (d) => d.queryReferenced('Movies', { _id: 'm1', title: 'Alien' } as never, 'title'),
  ],
  ['WDE0047', 'hasAll with an object value', () => q.hasAll('tags', [{}]).find()],
  ['WDE0048', 'field not a string', () => q.eq(any(1), 2).find()],
  ['WDE0049', 'or with something not built here', () => q.or(any({ eq: 1 })).find()],
  ['WDE0050', 'and with a query of another collection', (d) => q.and(d.query('Actors')).find()],
  ['WDE0051', 'descending with a number', () => q.descending(any(3)).find()],
  ['WDE0056', 'unknown operator in a filter model', (d) => q.and(d.filter({ a: { $where: 'x' } })).find()],
  ['WDE0057', '$or not an array', (d) => d.count('Movies', d.filter({ $or: { a: 1 } }))],
  ['WDE0058', '$gt with an object', (d) => q.and(d.filter({ a: { $gt: {} } })).find()],
  ['WDE0059', '$contains with a number', (d) => q.and(d.filter({ a: { $contains: 1 } })).find()],
  ['WDE0060', '$hasSome with a boolean', (d) => q.and(d.filter({ a: { $hasSome: [true] } })).find()],
  ['WDE0061', '$in with an object item', (d) => q.and(d.filter({ a: { $in: [1, {}] } })).find()],
  ['WDE0062', '$matches without spec', (d) => q.and(d.filter({ a: { $matches: { ignoreCase: true } } })).find()],
  [
    'WDE0063',
    '$matches case-sensitive',
    (d) => q.and(d.filter({ a: { $matches: { ignoreCase: false, spec: [] } } })).find(),
  ],
  [
    'WDE0064',
    '$matches with a bad spec',
    (d) => q.and(d.filter({ a: { $matches: { ignoreCase: true, spec: [{ type: 'regex', value: '.*' }] } } })).find(),
  ],
  ['WDE0065', 'sort model not an array', (d) => q.orderBy(d.sort(any({ a: 'asc' }))).find()],
  ['WDE0066', 'sort model item not an object', (d) => q.orderBy(d.sort(any(['a']))).find()],
  ['WDE0067', 'sort model item with a bad order', (d) => q.orderBy(d.sort(any([{ a: 'up' }]))).find()],
  ['WDE0068', 'bulk remove ids not strings', (d) => d.bulkRemove('Movies', any([1, 2]))],
  [
    'WDE0069',
    'bulk remove of more than 1000',
    (d) =>
      d.bulkRemove(
        'Movies',
        Array.from({ length: 1001 }, (_, i) => `${i}`),
      ),
  ],
  ['WDE0070', '$regex in a filter model', (d) => q.and(d.filter({ title: { $regex: '^A' } })).find()],
  ['WDE0070', 'a RegExp given to eq', () => q.eq('title', /x/).find()],
  ['WDE0070', 'a RegExp given to ne', () => q.ne('title', /x/i).count()],
  ['WDE0070', 'a RegExp given to contains', () => q.contains('title', any(/x/)).find()],
  ['WDE0070', 'a RegExp inside hasSome', () => q.hasSome('tags', any([/x/])).find()],
  ['WDE0070', 'a RegExp inside an eq object', () => q.eq('meta', { title: /x/ }).find()],
  ['WDE0070', 'a RegExp given to a filter eq', (d) => d.query('Movies').and(d.filter().eq('title', /x/)).find()],
  ['WDE0070', 'a RegExp as a filter model value', (d) => q.and(d.filter(any({ title: /x/ }))).find()],
  ['WDE0070', 'a RegExp under a filter model operator', (d) => q.and(d.filter(any({ title: { $in: [/x/] } }))).find()],
  ['WDE0080', 'skip with cursor paging', () => q.skipTo('cursor').skip(10).find()],
  ['WDE0094', 'empty cursor', () => q.skipTo('').find()],
  ['WDE0094', 'empty relationship attribute', (d) => d.queryReferenced('Movies', 'm', '')],
]

describe('every check fails the call with its WDE code before any request', () => {
  it.each(CASES)('%s: %s', async (code, _name, action) => {
    const error = await call(action).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(Error)
    expect((error as { code: string }).code).toBe(code)
    expect((error as Error).message).toContain(code)
    expect(http.requests).toEqual([])
  })
  it('lists every problem of a query, the first one giving the code', async () => {
    const error = (await q
      .limit(-1)
      .startsWith('a', any(1))
      .find()
      .catch((e: unknown) => e)) as Error & { code: string }
    expect(error.code).toBe('WDE0033')
    expect(error.message.split('\n')).toHaveLength(3)
  })
  it('reports every argument problem at once, the first one giving the code', async () => {
    const error = (await call((d) => (d as any).get(1, 2, 3, 4)).catch((e: unknown) => e)) as Error & { code: string }
    expect(error.code).toBe('WDE0008')
    expect(error.message).toMatch(/WDE0001[\s\S]*WDE0002/)
  })
})

describe('a referring item whose field is a list', () => {
  it('passes the multi-reference check and sends its references', async () => {
    const http2 = scriptedHttp().on('POST', /insert-references/, jsonResponse({ results: [] }))
    const client = createDataClient({ baseUrl: 'https://h.test', http: http2 })
    await client.insertReference('Movies', 'actors', { _id: 'm1', actors: ['a1'] } as never, 'a2')
    expect(http2.requests).toHaveLength(1)
    expect(String(http2.requests[0].body)).toContain('"referencedItemId":"a2"')
  })
})

describe('prev from a page that starts less than a page in', () => {
  const page = (total: number) =>
    scriptedHttp()
      .on('GET', /.*/, jsonResponse({ dataItems: [{ id: 'x', data: {} }], pagingMetadata: { hasNext: true, total } }))
      .on('POST', /.*/, jsonResponse({ results: [], pagingMetadata: { hasNext: true, total } }))
  it('rejects with WDE0037 instead of asking for a negative skip (query)', async () => {
    const http2 = page(40)
    const first = await createDataClient({ baseUrl: 'https://h.test', http: http2 }).query('M').skip(3).limit(10).find()
    expect(first.hasPrev()).toBe(true)
    const error = (await first.prev().catch((e: unknown) => e)) as Error & { code: string }
    expect(error.code).toBe('WDE0037')
    expect(error.message).toContain('skip 3, limit 10')
    expect(http2.requests).toHaveLength(1)
  })
  it('rejects with WDE0037 for queryReferenced too, and pages back from a full page', async () => {
    const http2 = page(40)
    const client = createDataClient({ baseUrl: 'https://h.test', http: http2 })
    const odd = await client.queryReferenced('M', 'm1', 'actors', { skip: 3, limit: 10 })
    await expect(odd.prev()).rejects.toMatchObject({ code: 'WDE0037' })
    expect(http2.requests).toHaveLength(1)
    const second = await client.queryReferenced('M', 'm1', 'actors', { skip: 10, limit: 10 })
    await second.prev()
    expect(String(http2.requests[2].body)).toContain('"offset":0')
  })
})

describe('next and prev without a page', () => {
  it('rejects with WDE0165 and WDE0159', async () => {
    const { jsonResponse } = await import('../../../adapters/memory')
    const http2 = scriptedHttp().on('GET', /.*/, jsonResponse({ dataItems: [], pagingMetadata: { hasNext: false } }))
    const page = await createDataClient({ baseUrl: 'https://h.test', http: http2 }).query('M').find()
    await expect(page.next()).rejects.toMatchObject({ code: 'WDE0165' })
    await expect(page.prev()).rejects.toMatchObject({ code: 'WDE0159' })
    expect(http2.requests).toHaveLength(1)
  })
})
