// Automatic indexes: repeated query shapes on a large collection get a matching expression index,
// built in the background; small collections and `autoIndex: false` get none; answers never change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indexShape, rangeFields } from '../data/autoIndex'
import { startTestEmulator, type TestEmulator } from './harness'

describe('indexShape', () => {
  it('puts equality fields first (sorted), then the sort keys', () => {
    expect(
      indexShape({ year: { $gte: 1990 }, genre: 'drama', author: { $eq: 'x' } }, [
        { fieldName: 'rating', order: 'DESC' },
      ]),
    ).toEqual([
      { field: 'author', order: 'ASC' },
      { field: 'genre', order: 'ASC' },
      { field: 'rating', order: 'DESC' },
    ])
  })
  it('uses the first range field when there is no sort', () => {
    expect(indexShape({ genre: 'drama', year: { $gte: 1990 } }, undefined)).toEqual([
      { field: 'genre', order: 'ASC' },
      { field: 'year', order: 'ASC' },
    ])
  })
  it('has nothing to index for an empty query, _id only, or operators', () => {
    expect(indexShape(undefined, undefined)).toBeUndefined()
    expect(indexShape({ _id: 'a' }, [{ fieldName: '_id' }])).toBeUndefined()
    expect(indexShape({ $or: [{ a: 1 }] }, undefined)).toBeUndefined()
  })
})

describe('rangeFields', () => {
  it('lists the fields a filter bounds with a range, for their statistics', () => {
    expect(
      rangeFields({ year: { $gte: 1990 }, genre: 'drama', rating: { $lt: 5, $gt: 1 }, tags: { $hasSome: ['a'] } }),
    ).toEqual(['rating', 'year'])
    expect(rangeFields({ $and: [{ year: { $gt: 1 } }], _id: { $gt: 'a' } })).toEqual([])
    expect(rangeFields('nonsense')).toEqual([])
  })
})

describe('automatic indexes over HTTP', () => {
  let emulator: TestEmulator
  beforeAll(async () => {
    emulator = await startTestEmulator({
      collections: {
        Big: { permissions: { read: 'ANYONE', insert: 'ADMIN', update: 'ADMIN', remove: 'ADMIN' } },
        Small: {},
        Manual: { autoIndex: false },
      },
    })
    for (const collection of ['Big', 'Manual']) {
      for (let i = 0; i < 1200; i += 600) {
        const dataItems = Array.from({ length: 600 }, (_, k) => ({
          data: { n: i + k, kind: (i + k) % 3 === 0 ? 'a' : 'b', score: (i + k) % 97 },
        }))
        expect((await emulator.admin('bulk/items/insert', { dataCollectionId: collection, dataItems })).status).toBe(
          200,
        )
      }
    }
    await emulator.admin('items', { dataCollectionId: 'Small', dataItem: { data: { kind: 'a' } } })
  })
  afterAll(() => emulator?.close())

  const query = (collection: string) =>
    emulator.data('items/query', {
      dataCollectionId: collection,
      query: {
        filter: { kind: 'a', n: { $gte: 0 } },
        sort: [{ fieldName: 'score', order: 'DESC' }],
        paging: { limit: 5 },
      },
    })
  const indexes = async () =>
    (await emulator.get('/_emulator/indexes')).body.indexes as {
      collection: string
      fields: { field: string; order: string }[]
      automatic: boolean
    }[]

  it('builds one index for a shape asked three times, and answers the same before and after', async () => {
    const before = (await query('Big')).body.dataItems
    await query('Big')
    await query('Big')
    await query('Small')
    await query('Small')
    await query('Small')
    const built = await indexes()
    expect(built).toEqual([
      {
        collection: 'Big',
        fields: [
          { field: 'kind', order: 'ASC' },
          { field: 'score', order: 'DESC' },
        ],
        automatic: true,
      },
    ])
    const after = (await query('Big')).body.dataItems
    expect(after).toEqual(before)
    expect(after.map((d: { data: { score: number } }) => d.data.score)).toEqual([96, 96, 96, 96, 95])
  })

  it('leaves collections with autoIndex false alone', async () => {
    for (let i = 0; i < 4; i++) await query('Manual')
    expect((await indexes()).filter((ix) => ix.collection === 'Manual')).toEqual([])
  })
})
