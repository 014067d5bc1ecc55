// Reads end to end: every filter operator, sort, offset and cursor paging, fields, total,
// GET with .r, count, distinct values, aggregate, references and includeReferences.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type TestEmulator } from './harness'

let e: TestEmulator
const MOVIES = [
  {
    _id: 'm1',
    title: 'Alien',
    year: 1979,
    genre: 'horror',
    tags: ['space', 'classic'],
    rating: 8.5,
    released: { $date: '1979-05-25T00:00:00.000Z' },
  },
  {
    _id: 'm2',
    title: 'Heat',
    year: 1995,
    genre: 'crime',
    tags: ['city'],
    rating: 8.3,
    released: { $date: '1995-12-15T00:00:00.000Z' },
  },
  {
    _id: 'm3',
    title: '100% Love_story',
    year: 2001,
    genre: 'drama',
    tags: [],
    rating: 6.1,
    released: { $date: '2001-02-01T00:00:00.000Z' },
  },
  { _id: 'm4', title: "It's a \\ test", year: 2010, genre: 'drama', tags: ['classic', 'city'], rating: 7 },
  { _id: 'm5', title: 'Zodiac', year: 2007, genre: 'crime', rating: 7.7, director: null },
]
beforeAll(async () => {
  e = await startTestEmulator()
  const r = await e.admin('bulk/items/insert', {
    dataCollectionId: 'Movies',
    dataItems: MOVIES.map((data) => ({ data })),
  })
  expect(r.body.bulkActionMetadata.totalSuccesses).toBe(5)
})
afterAll(() => e?.close())

const query = async (q: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const r = await e.data('items/query', { dataCollectionId: 'Movies', query: q, ...extra })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return r.body
}
const ids = async (filter: unknown) =>
  (await query({ filter, sort: [{ fieldName: '_id', order: 'ASC' }] })).dataItems.map((i: any) => i.id)

describe('query filters', () => {
  it.each([
    ['literal equality', { genre: 'crime' }, ['m2', 'm5']],
    ['$eq', { year: { $eq: 1995 } }, ['m2']],
    ['$ne', { genre: { $ne: 'crime' } }, ['m1', 'm3', 'm4']],
    ['$gt', { year: { $gt: 2001 } }, ['m4', 'm5']],
    ['$gte', { year: { $gte: 2001 } }, ['m3', 'm4', 'm5']],
    ['$lt', { rating: { $lt: 7 } }, ['m3']],
    ['$lte', { rating: { $lte: 7 } }, ['m3', 'm4']],
    ['between', { year: { $gte: 1990, $lt: 2005 } }, ['m2', 'm3']],
    ['$in', { genre: { $in: ['horror', 'drama'] } }, ['m1', 'm3', 'm4']],
    ['$hasSome', { tags: { $hasSome: ['city', 'space'] } }, ['m1', 'm2', 'm4']],
    ['$hasAll', { tags: { $hasAll: ['classic', 'city'] } }, ['m4']],
    ['$contains (case-insensitive)', { title: { $contains: 'ODI' } }, ['m5']],
    ['$startsWith', { title: { $startsWith: 'he' } }, ['m2']],
    ['$endsWith', { title: { $endsWith: 'story' } }, ['m3']],
    ['$contains % literally', { title: { $contains: '%' } }, ['m3']],
    ['$contains _ literally', { title: { $contains: '_' } }, ['m3']],
    ['$contains quote and backslash literally', { title: { $contains: "'s a \\" } }, ['m4']],
    ['$exists true', { released: { $exists: true } }, ['m1', 'm2', 'm3']],
    ['$exists false', { released: { $exists: false } }, ['m4', 'm5']],
    ['isEmpty (null)', { released: null }, ['m4', 'm5']],
    ['$date comparison', { released: { $gt: { $date: '1990-01-01T00:00:00.000Z' } } }, ['m2', 'm3']],
    ['$or inside $and', { $and: [{ $or: [{ genre: 'horror' }, { year: { $gt: 2005 } }] }] }, ['m1', 'm4', 'm5']],
    ['$not', { $not: [{ genre: 'crime' }] }, ['m1', 'm3', 'm4']],
    ['nested path', { 'released.$date': { $startsWith: '1995' } }, ['m2']],
    ['_id', { _id: 'm3' }, ['m3']],
    ['empty filter', {}, ['m1', 'm2', 'm3', 'm4', 'm5']],
  ])('%s', async (_name, filter, expected) => {
    expect(await ids(filter)).toEqual(expected)
  })

  it('refuses unknown operators ($where, $regex) and mistyped operands with 400, never match-all', async () => {
    for (const filter of [
      { $where: 'true' },
      { title: { $regex: '.*' } },
      { year: { $in: 5 } },
      { title: { $contains: 5 } },
      { released: { $exists: 'yes' } },
      { $or: 'x' },
      'nope',
      { '': 1 },
      { 'a..b': 1 },
    ]) {
      const r = await e.data('items/query', { dataCollectionId: 'Movies', query: { filter } })
      expect(r.status, JSON.stringify(filter)).toBe(400)
    }
  })
})

describe('query shape', () => {
  it('sorts by any field, ascending or descending, and by _id', async () => {
    expect(
      (await query({ sort: [{ fieldName: 'year', order: 'DESC' }] })).dataItems.map((i: any) => i.data.year),
    ).toEqual([2010, 2007, 2001, 1995, 1979])
    expect(
      (await query({ sort: [{ fieldName: 'genre' }, { fieldName: 'rating', order: 'DESC' }] })).dataItems.map(
        (i: any) => i.id,
      ),
    ).toEqual(['m2', 'm5', 'm4', 'm3', 'm1'])
    expect((await query({ sort: [{ fieldName: '_id', order: 'DESC' }] })).dataItems[0].id).toBe('m5')
  })

  it('offset paging with hasNext and total', async () => {
    const page = await query(
      { sort: [{ fieldName: 'year' }], paging: { limit: 2, offset: 2 } },
      { returnTotalCount: true },
    )
    expect(page.dataItems.map((i: any) => i.id)).toEqual(['m3', 'm5'])
    expect(page.pagingMetadata).toMatchObject({ count: 2, offset: 2, total: 5, hasNext: true })
    const last = await query({ sort: [{ fieldName: 'year' }], paging: { limit: 2, offset: 4 } })
    expect(last.pagingMetadata.hasNext).toBe(false)
    expect(
      (await e.data('items/query', { dataCollectionId: 'Movies', query: { paging: { limit: 1001 } } })).status,
    ).toBe(400)
  })

  it('cursor paging walks every item once', async () => {
    let page = await query({ sort: [{ fieldName: 'year' }], cursorPaging: { limit: 2 } })
    const seen = page.dataItems.map((i: any) => i.id)
    while (page.pagingMetadata.cursors.next) {
      page = await query({ cursorPaging: { limit: 2, cursor: page.pagingMetadata.cursors.next } })
      seen.push(...page.dataItems.map((i: any) => i.id))
    }
    expect(seen).toEqual(['m1', 'm2', 'm3', 'm5', 'm4'])
    expect(
      (await e.data('items/query', { dataCollectionId: 'Movies', query: { cursorPaging: { cursor: '!!bad' } } }))
        .status,
    ).toBe(400)
  })

  it('fields projects the answer (plus _id)', async () => {
    const page = await query({ fields: ['title'], filter: { _id: 'm1' } })
    expect(page.dataItems[0].data).toEqual({ _id: 'm1', title: 'Alien' })
  })

  it('GET items/query with .r (base64url JSON) answers like POST; a bad .r is 400', async () => {
    const r = Buffer.from(
      JSON.stringify({
        dataCollectionId: 'Movies',
        query: { filter: { genre: 'crime' }, sort: [{ fieldName: 'year', order: 'ASC' }] },
      }),
    ).toString('base64url')
    for (const prefix of ['/wix-data/v2', '/_api/cloud-data/v2']) {
      const got = await e.get(`${prefix}/items/query?.r=${r}`)
      expect(got.body.dataItems.map((i: any) => i.id)).toEqual(['m2', 'm5'])
    }
    expect((await e.get('/wix-data/v2/items/query?.r=%%%')).status).toBe(400)
    expect((await e.get(`/wix-data/v2/items/query?.r=${Buffer.from('[1]').toString('base64url')}`)).status).toBe(400)
    expect((await e.get(`/wix-data/v2/items/query?.r=${Buffer.from('{not json').toString('base64url')}`)).status).toBe(
      400,
    )
  })
})

describe('count, distinct, aggregate', () => {
  it('count answers {totalCount}', async () => {
    expect((await e.data('items/count', { dataCollectionId: 'Movies', filter: { genre: 'drama' } })).body).toEqual({
      totalCount: 2,
    })
  })

  it('distinct values, sorted, with paging', async () => {
    const r = await e.data('items/query-distinct-values', { dataCollectionId: 'Movies', fieldName: 'genre' })
    expect(r.body.distinctValues).toEqual(['crime', 'drama', 'horror'])
    const filtered = await e.data('items/query-distinct-values', {
      dataCollectionId: 'Movies',
      fieldName: 'genre',
      filter: { year: { $gt: 2000 } },
      paging: { limit: 1 },
    })
    expect(filtered.body.distinctValues).toEqual(['crime'])
    expect(filtered.body.pagingMetadata.hasNext).toBe(true)
  })

  it('aggregate groups with sum, average, min, max, itemCount, a final filter and sort', async () => {
    const r = await e.data('items/aggregate', {
      dataCollectionId: 'Movies',
      initialFilter: { year: { $gt: 1980 } },
      aggregation: {
        groupingFields: ['genre'],
        operations: [
          { resultFieldName: 'total', sum: { itemFieldName: 'year' } },
          { resultFieldName: 'avg', average: { itemFieldName: 'rating' } },
          { resultFieldName: 'lo', min: { itemFieldName: 'year' } },
          { resultFieldName: 'hi', max: { itemFieldName: 'year' } },
          { resultFieldName: 'n', itemCount: {} },
        ],
      },
      finalFilter: { n: { $gte: 2 } },
      sort: [{ fieldName: 'total', order: 'DESC' }],
    })
    expect(r.status).toBe(200)
    expect(r.body.results).toEqual([
      { _id: { genre: 'drama' }, total: 4011, avg: expect.closeTo(6.55, 5), lo: 2001, hi: 2010, n: 2 },
      { _id: { genre: 'crime' }, total: 4002, avg: expect.closeTo(8, 5), lo: 1995, hi: 2007, n: 2 },
    ])
    const all = await e.data('items/aggregate', {
      dataCollectionId: 'Movies',
      aggregation: { operations: [{ resultFieldName: 'n', itemCount: {} }] },
    })
    expect(all.body.results).toEqual([{ _id: null, n: 5 }])
    expect(
      (
        await e.data('items/aggregate', {
          dataCollectionId: 'Movies',
          aggregation: { operations: [{ resultFieldName: 'x', median: {} }] },
        })
      ).status,
    ).toBe(400)
  })
})

describe('references', () => {
  it('insert, is-referenced, query-referenced, includeReferences, replace and remove', async () => {
    await e.admin('bulk/items/insert', {
      dataCollectionId: 'Open',
      dataItems: [{ data: { _id: 'list1', name: 'Favourites', best: 'm2' } }],
    })
    const refs = [
      { referringItemFieldName: 'movies', referringItemId: 'list1', referencedItemId: 'm1' },
      { referringItemFieldName: 'movies', referringItemId: 'list1', referencedItemId: 'm4' },
    ]
    const ins = await e.admin('bulk/items/insert-references', { dataCollectionId: 'Open', dataItemReferences: refs })
    expect(ins.body.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 })
    const is = (to: string) =>
      e.data('items/is-referenced', {
        dataCollectionId: 'Open',
        referringItemFieldName: 'movies',
        referringItemId: 'list1',
        referencedItemId: to,
      })
    expect((await is('m1')).body.isReferenced).toBe(true)
    expect((await is('m2')).body.isReferenced).toBe(false)
    const q = await e.data('items/query-referenced', {
      dataCollectionId: 'Open',
      referringItemFieldName: 'movies',
      referringItemId: 'list1',
    })
    expect(q.body.results.map((r: any) => r.dataItem.id)).toEqual(['m1', 'm4'])
    expect(q.body.pagingMetadata.total).toBe(2)
    const desc = await e.data('items/query-referenced', {
      dataCollectionId: 'Open',
      referringItemFieldName: 'movies',
      referringItemId: 'list1',
      order: 'DESC',
    })
    expect(desc.body.results.map((r: any) => r.dataItem.id)).toEqual(['m4', 'm1'])
    expect(
      (
        await e.data('items/query-referenced', {
          dataCollectionId: 'Open',
          referringItemFieldName: 'movies',
          referringItemId: 'list1',
          order: 'sideways',
        })
      ).status,
    ).toBe(400)
    const inc = await e.data('items/query', {
      dataCollectionId: 'Open',
      query: { filter: { _id: 'list1' } },
      includeReferences: ['movies', 'best'],
    })
    expect(inc.body.dataItems[0].data.movies.map((m: any) => m.title)).toEqual(['Alien', "It's a \\ test"])
    expect(inc.body.dataItems[0].data.best.title).toBe('Heat')
    await e.admin('items/replace-references', {
      dataCollectionId: 'Open',
      referringItemFieldName: 'movies',
      referringItemId: 'list1',
      newReferencedItemIds: ['m5'],
    })
    expect((await is('m1')).body.isReferenced).toBe(false)
    expect((await is('m5')).body.isReferenced).toBe(true)
    await e.admin('bulk/items/remove-references', {
      dataCollectionId: 'Open',
      dataItemReferences: [{ referringItemFieldName: 'movies', referringItemId: 'list1', referencedItemId: 'm5' }],
    })
    expect((await is('m5')).body.isReferenced).toBe(false)
    const bad = await e.admin('bulk/items/insert-references', {
      dataCollectionId: 'Open',
      dataItemReferences: [{ referringItemFieldName: 'movies', referringItemId: 'ghost', referencedItemId: 'm1' }],
    })
    expect(bad.body.results[0].referenceMetadata.error.code).toBe('WDE0073')
  })
})
