// The data client end to end against the running emulator (PGlite, or PostgreSQL with DATABASE_URL):
// every operation, paging through 1,000 items with next and prev, cursor paging, server errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type TestEmulator } from '../../../emulator/__tests__/harness'
import { memoryStorage, recordingLogger } from '../../../adapters/memory'
import { fetchHttp, systemClock } from '../../../adapters/browser'
// Through the public entries, which pass the platform's fetch and WebCrypto when no port is given.
import { createOAuthClient } from '../../../entries/identity'
import { createDataClient, FieldType, type DataClient, type DataError } from '../../../entries/data'
import { resolveConfig } from '../../../emulator/config'

const ANYONE = { read: 'ANYONE', insert: 'ANYONE', update: 'ANYONE', remove: 'ANYONE' } as const
let e: TestEmulator
let admin: DataClient
let visitor: DataClient

beforeAll(async () => {
  e = await startTestEmulator({
    collections: {
      Movies: { permissions: ANYONE },
      Pages: { permissions: ANYONE },
      Actors: { permissions: ANYONE },
      Locked: { permissions: { read: 'ADMIN', insert: 'ADMIN', update: 'ADMIN', remove: 'ADMIN' } },
      Typed: {
        permissions: ANYONE,
        fields: {
          title: FieldType.TEXT,
          year: FieldType.NUMBER,
          released: FieldType.DATETIME,
          cast: FieldType.MULTI_REFERENCE,
          legacy: FieldType.LEGACY_COLOR,
        },
      },
    },
  })
  admin = createDataClient({ baseUrl: e.url, auth: e.adminKey })
  visitor = createDataClient({ baseUrl: e.url })
})
afterAll(() => e?.close())

const code = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (error: DataError) => error.code,
  )

describe('single items', () => {
  it('insert, get, update, save, remove; missing get and remove answer null; dates survive at any depth', async () => {
    const when = new Date('2024-02-03T04:05:06.007Z')
    const inserted = await visitor.insert('Movies', {
      _id: 'alien',
      title: 'Alien',
      year: 1979,
      meta: { seen: [when] },
    })
    expect(inserted._id).toBe('alien')
    expect(inserted._createdDate).toBeInstanceOf(Date)
    const got = await visitor.get('Movies', 'alien')
    expect((got!.meta as { seen: Date[] }).seen[0]).toEqual(when)
    const updated = await visitor.update('Movies', { ...got!, title: 'Alien (1979)' })
    expect(updated.title).toBe('Alien (1979)')
    expect(updated._createdDate).toEqual(got!._createdDate)
    const saved = await visitor.save('Movies', { title: 'Heat', year: 1995 })
    expect(typeof saved._id).toBe('string')
    expect((await visitor.remove('Movies', saved._id!))!.title).toBe('Heat')
    expect(await visitor.get('Movies', saved._id!)).toBeNull()
    expect(await visitor.remove('Movies', 'nope')).toBeNull()
    await visitor.remove('Movies', 'alien')
  })
  it('patch: set, remove, increment, append to and remove from an array', async () => {
    await visitor.insert('Movies', { _id: 'p1', views: 1, tags: ['a', 'b'], old: true })
    const patched = await visitor
      .patch('Movies', 'p1')
      .setField('title', 'Patched')
      .removeField('old')
      .incrementField('views', 2)
      .appendToArray('tags', 'c')
      .removeFromArray('tags', 'a')
      .run()
    expect(patched).toMatchObject({ _id: 'p1', title: 'Patched', views: 3, tags: ['b', 'c'] })
    expect(patched).not.toHaveProperty('old')
    await visitor.remove('Movies', 'p1')
  })
  it('answers server errors with their codes: unknown collection, permission, validation', async () => {
    expect(await code(visitor.get('Nowhere', 'x'))).toBe('WDE0025')
    expect(await code(visitor.insert('Locked', { a: 1 }))).toBe('WDE0027')
    const error = await visitor.insert('Movies', { _id: 'x'.repeat(1001) }).catch((e: DataError) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as DataError).code).toBe('WD_VALIDATION_ERROR')
    expect((error as DataError).message).toMatch(/^dataItem\.data\._id: /)
  })
  it('a collection schema of field types: fitting items are stored, others refused field by field', async () => {
    const released = new Date('1979-05-25T00:00:00.000Z')
    const stored = await visitor.insert('Typed', { _id: 't1', title: 'Alien', year: 1979, released, cast: ['a1'] })
    expect([stored.title, stored.year, stored.released]).toEqual(['Alien', 1979, released])
    // Undeclared fields and types without a shape (legacy) take any value; null is allowed.
    expect((await visitor.insert('Typed', { _id: 't2', year: null, other: { x: 1 }, legacy: 5 })).other).toEqual({
      x: 1,
    })
    const error = (await visitor
      .insert('Typed', { title: 42, year: '1979', cast: 'a1' })
      .catch((e: DataError) => e)) as DataError
    expect(error.code).toBe('WD_VALIDATION_ERROR')
    expect(error.violations?.map((v) => [v.field, v.description])).toEqual([
      ['dataItem.data.title', 'must be a string (TEXT)'],
      ['dataItem.data.year', 'must be a number (NUMBER)'],
      ['dataItem.data.cast', 'must be an array of item ids (MULTI_REFERENCE)'],
    ])
    const update = await code(visitor.update('Typed', { _id: 't1', released: 'someday' }))
    expect(update).toBe('WD_VALIDATION_ERROR')
    const bulk = (await visitor
      .bulkInsert('Typed', [{ year: 1 }, { year: 'two' }])
      .catch((e: DataError) => e)) as DataError
    expect(bulk.message).toContain('dataItems[1].data.year: must be a number (NUMBER)')
    expect((await visitor.get('Typed', 't1'))!.title).toBe('Alien')
    expect(() => resolveConfig({ collections: { Bad: { fields: { a: 'STRING' } } } } as never)).toThrow(
      /Bad\.fields\.a must be a field type/,
    )
  })
  it('answers 413 as WDE0109 and works under the /_api/cloud-data prefix', async () => {
    const big = Array.from({ length: 30 }, (_, i) => ({ _id: `big${i}`, text: 'x'.repeat(10_000) }))
    expect(await code(admin.bulkInsert('Movies', big))).toBe('WDE0109')
    const custom = createDataClient({ baseUrl: e.url, prefix: '/_api/cloud-data' })
    expect((await custom.query('Movies').limit(1).find()).items).toEqual([])
  })
  it('logs field names with $ (error) and a dot (warning)', async () => {
    const logger = recordingLogger()
    const client = createDataClient({ baseUrl: e.url, logger })
    await client.insert('Movies', { _id: 'f1', 'a.b': 1 })
    expect(logger.messages('warn')[0]).toMatch(/a\.b/)
    await client.insert('Movies', { _id: 'f2', $set: 1 }).catch(() => undefined)
    expect(logger.messages('error')[0]).toMatch(/\$set/)
    await client.bulkRemove('Movies', ['f1', 'f2'])
  })
})

describe('bulk, paging, queries', () => {
  const ids = Array.from({ length: 1000 }, (_, i) => `item${String(i).padStart(4, '0')}`)
  beforeAll(async () => {
    const result = await admin.bulkInsert(
      'Pages',
      ids.map((_id, i) => ({
        _id,
        n: i,
        genre: ['drama', 'crime', 'horror'][i % 3],
        tags: i % 2 ? ['odd'] : ['even'],
        at: new Date(Date.UTC(2020, 0, 1 + (i % 365))),
      })),
    )
    expect(result).toMatchObject({ inserted: 1000, skipped: 0, errors: [] })
  }, 60_000)

  it('pages through 1,000 items with next, then back with prev', async () => {
    let page = await visitor.query('Pages').ascending('n').limit(100).find()
    expect(page).toMatchObject({ totalCount: 1000, pageSize: 100, currentPage: 0, totalPages: 10 })
    const seen = [...page.items.map((i) => i._id)]
    while (page.hasNext()) {
      page = await page.next()
      seen.push(...page.items.map((i) => i._id))
    }
    expect(seen).toEqual(ids)
    expect(page.currentPage).toBe(9)
    expect(await code(page.next())).toBe('WDE0165')
    const back: string[] = []
    while (page.hasPrev()) {
      page = await page.prev()
      back.unshift(...page.items.map((i) => i._id as string))
    }
    expect(back).toEqual(ids.slice(0, 900))
    expect(await code(page.prev())).toBe('WDE0159')
  }, 60_000)

  it('pages with cursors (skipTo and next)', async () => {
    const first = await visitor.query('Pages').ascending('n').limit(300).find()
    let page = await visitor.query('Pages').limit(300).skipTo(first.cursors.next!).find()
    const seen = [...first.items, ...page.items].map((i) => i._id)
    expect(page.hasPrev()).toBe(true)
    while (page.hasNext()) {
      page = await page.next()
      seen.push(...page.items.map((i) => i._id))
    }
    expect(seen).toEqual(ids)
    const previous = await page.prev()
    expect(previous.items[0]._id).toBe(ids[600])
  }, 60_000)

  it('filters with every operator, sorts, projects, counts and lists distinct values', async () => {
    const q = visitor.query('Pages')
    const n = async (query: typeof q) => (await query.limit(1000).find()).items.length
    expect(await n(q.eq('genre', 'drama'))).toBe(334)
    expect(await n(q.ne('genre', 'drama'))).toBe(666)
    expect(await n(q.gt('n', 989))).toBe(10)
    expect(await n(q.ge('n', 989))).toBe(11)
    expect(await n(q.lt('n', 10))).toBe(10)
    expect(await n(q.le('n', 10))).toBe(11)
    expect(await n(q.between('n', 10, 20))).toBe(10)
    expect(await n(q.startsWith('_id', 'ITEM09'))).toBe(100)
    expect(await n(q.endsWith('_id', '99'))).toBe(10)
    expect(await n(q.contains('_id', 'm00'))).toBe(100)
    expect(await n(q.hasSome('tags', 'odd'))).toBe(500)
    expect(await n(q.hasAll('tags', ['even']))).toBe(500)
    expect(await n(q.in('n', [1, 2, 3, 5000]))).toBe(3)
    expect(await n(q.isEmpty('missing'))).toBe(1000)
    expect(await n(q.isNotEmpty('missing'))).toBe(0)
    expect(await n(q.lt('n', 5).or(q.gt('n', 994)))).toBe(10)
    expect(await n(q.lt('n', 5).and(q.gt('n', 2)))).toBe(2)
    expect(await n(q.lt('n', 5).not(q.eq('n', 0)))).toBe(4)
    expect(await n(q.ge('at', new Date(Date.UTC(2020, 11, 30))))).toBe(2)
    const bySort = await q.orderBy(visitor.sort().descending('genre').ascending('n')).limit(2).find()
    expect(bySort.items.map((i) => i.n)).toEqual([2, 5])
    const sorted = await q.descending('n').fields('n').limit(2).find()
    expect(sorted.items).toEqual([
      { _id: 'item0999', n: 999 },
      { _id: 'item0998', n: 998 },
    ])
    expect(await q.eq('genre', 'crime').count()).toBe(333)
    expect(await visitor.count('Pages', visitor.filter().eq('genre', 'horror'))).toBe(333)
    expect((await q.distinct('genre')).items).toEqual(['crime', 'drama', 'horror'])
    expect((await visitor.distinct('Pages', 'genre', visitor.filter().ne('genre', 'crime'))).items).toEqual([
      'drama',
      'horror',
    ])
  }, 60_000)

  it('sends a query over 2048 characters as POST and gets the same answer', async () => {
    const many = Array.from({ length: 300 }, (_, i) => i)
    const page = await visitor.query('Pages').in('n', many).limit(1000).find()
    expect(page.items.length).toBe(300)
  })

  it('aggregates: filter, group, having, sum, avg, min, max, count, sort', async () => {
    const f = visitor.filter()
    const result = await visitor
      .aggregate('Pages')
      .filter(f.lt('n', 30))
      .group('genre')
      .sum('n')
      .avg('n')
      .min('n')
      .max('n')
      .count()
      .having(f.gt('count', 5))
      .descending('nSum')
      .run()
    expect(result.items[0]).toMatchObject({
      _id: { genre: 'horror' },
      genre: 'horror',
      nSum: 155,
      count: 10,
      nMin: 2,
      nMax: 29,
      nAvg: 15.5,
    })
    expect(result.items.map((g) => g.genre)).toEqual(['horror', 'crime', 'drama'])
  })

  it('bulk update, save, patch and remove summarise; existing ids in bulk insert are skipped; missing ids ignored', async () => {
    const again = await admin.bulkInsert('Pages', [{ _id: 'item0000' }, { _id: 'fresh1' }])
    expect(again).toMatchObject({ inserted: 1, skipped: 1, insertedItemIds: ['fresh1'], errors: [] })
    const updated = await admin.bulkUpdate('Pages', [
      { _id: 'fresh1', n: -1 },
      { _id: 'ghost', n: -2 },
    ])
    expect(updated).toMatchObject({ updated: 1, updatedItemIds: ['fresh1'], errors: [] })
    const saved = await admin.bulkSave('Pages', [
      { _id: 'fresh1', n: -3 },
      { _id: 'fresh2', n: -4 },
    ])
    expect(saved).toMatchObject({ inserted: 1, updated: 1, insertedItemIds: ['fresh2'], updatedItemIds: ['fresh1'] })
    const patched = await admin.bulkPatch('Pages', ['fresh1', 'fresh2']).incrementField('n', 10).run()
    expect(patched).toMatchObject({ updated: 2 })
    expect((await admin.get('Pages', 'fresh2'))!.n).toBe(6)
    const removed = await admin.bulkRemove('Pages', ['fresh1', 'fresh2', 'ghost'])
    expect(removed).toMatchObject({ removed: 2, removedItemIds: ['fresh1', 'fresh2'], errors: [] })
    const overridden = await admin.bulkInsert('Pages', [{ _id: 'item0001', n: 1, replaced: true }], {
      overrideExisting: true,
    })
    expect(overridden).toMatchObject({ updated: 1, skipped: 0 })
  })
})

describe('references and truncate', () => {
  it('insertReference, isReferenced, queryReferenced, include, removeReference, replaceReferences', async () => {
    await visitor.bulkInsert('Actors', [
      { _id: 'a1', name: 'Sigourney' },
      { _id: 'a2', name: 'Tom' },
      { _id: 'a3', name: 'Ian' },
    ])
    await visitor.insert('Movies', { _id: 'm-ref', title: 'Alien' })
    await visitor.insertReference('Movies', 'cast', 'm-ref', ['a1', { _id: 'a3' }])
    expect(await visitor.isReferenced('Movies', 'cast', { _id: 'm-ref' }, 'a1')).toBe(true)
    expect(await visitor.isReferenced('Movies', 'cast', 'm-ref', 'a2')).toBe(false)
    const refs = await visitor.queryReferenced('Movies', 'm-ref', 'cast')
    expect(refs.items.map((i) => i.name)).toEqual(['Sigourney', 'Ian'])
    expect(refs.totalCount).toBe(2)
    const withCast = await visitor.query('Movies').eq('_id', 'm-ref').include('cast').find()
    expect((withCast.items[0].cast as { name: string }[]).map((a) => a.name)).toEqual(['Sigourney', 'Ian'])
    await visitor.removeReference('Movies', 'cast', 'm-ref', 'a1')
    expect(await visitor.isReferenced('Movies', 'cast', 'm-ref', 'a1')).toBe(false)
    await visitor.replaceReferences('Movies', 'cast', 'm-ref', ['a2'])
    expect((await visitor.queryReferenced('Movies', 'm-ref', 'cast')).items.map((i) => i._id)).toEqual(['a2'])
  })
  it('takes its token from the identity client (a visitor token, the raw value in Authorization)', async () => {
    const identity = createOAuthClient({
      clientId: 'tests',
      baseUrl: e.url,
      http: fetchHttp(),
      storage: memoryStorage(),
      clock: systemClock(),
      autoRefresh: false,
    })
    const client = createDataClient({ baseUrl: e.url, auth: identity })
    const mine = await client.insert('Movies', { _id: 'by-visitor', title: 'Mine' })
    expect(mine._owner).toEqual(expect.any(String))
    await client.remove('Movies', 'by-visitor')
  })
  it('truncate needs the admin key', async () => {
    expect(await code(visitor.truncate('Actors'))).toBe('WDE0027')
    await admin.truncate('Actors')
    expect(await visitor.query('Actors').count()).toBe(0)
  })
})
