// Properties over HTTP: arbitrary JSON as a filter or a body never gets a 5xx, arbitrary field
// names and values round-trip literally, and a query's count always equals its total.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type TestEmulator } from './harness'

let e: TestEmulator
beforeAll(async () => {
  e = await startTestEmulator()
  await e.admin('bulk/items/insert', {
    dataCollectionId: 'Open',
    dataItems: Array.from({ length: 30 }, (_, i) => ({ data: { n: i, s: `v${i % 7}`, tags: [`t${i % 3}`] } })),
  })
})
afterAll(() => e?.close())

const noNul = (s: string) => !s.includes('\u0000')
const key = fc.oneof(
  fc.constantFrom('n', 's', 'tags', '_id', '$and', '$or', '$not', '$where', '__proto__', 'a.b', "q'uote"),
  fc.string({ maxLength: 12 }).filter(noNul),
)
const op = fc.constantFrom(
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$hasSome',
  '$hasAll',
  '$contains',
  '$startsWith',
  '$endsWith',
  '$exists',
  '$regex',
  '$size',
)
const value = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 8 }).filter(noNul),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 }).filter(noNul)), { maxLength: 3 }),
  fc.record({ $date: fc.constant('2024-01-01T00:00:00.000Z') }),
)
const filter = fc.letrec((tie) => ({
  f: fc.oneof(
    { depthSize: 'small' },
    fc.dictionary(key, fc.oneof(value, fc.dictionary(op, value, { maxKeys: 2 })), { maxKeys: 3 }),
    fc.record({ $and: fc.array(tie('f'), { maxLength: 2 }) }),
    fc.record({ $or: fc.array(tie('f'), { maxLength: 2 }) }),
  ),
})).f

describe('data API properties', () => {
  it('any filter answers 200 or a 4xx, never a 5xx; on 200 count equals the total', async () => {
    await fc.assert(
      fc.asyncProperty(filter, async (f) => {
        const r = await e.data('items/query', {
          dataCollectionId: 'Open',
          query: { filter: f, paging: { limit: 100 } },
          returnTotalCount: true,
        })
        expect(r.status).toBeLessThan(500)
        if (r.status === 200) expect(r.body.pagingMetadata.count).toBe(r.body.pagingMetadata.total)
        else expect(r.status).toBeGreaterThanOrEqual(400)
      }),
      { numRuns: 120 },
    )
  })

  it('arbitrary field names and JSON values round-trip literally', async () => {
    const json = fc.jsonValue({ maxDepth: 3 }).filter((v) => !JSON.stringify(v).includes('\\u0000'))
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.string({ minLength: 1, maxLength: 20 }).filter((k) => noNul(k) && !k.startsWith('_')),
          json,
          { maxKeys: 4 },
        ),
        async (data) => {
          const r = await e.data('items', { dataCollectionId: 'Open', dataItem: { data } })
          expect(r.status).toBe(200)
          const back = (
            await e.get(`/wix-data/v2/items/${encodeURIComponent(r.body.dataItem.id)}?dataCollectionId=Open`)
          ).body.dataItem.data
          // JSONB keeps values, not key order; -0 travels as 0 in JSON.
          for (const k of Object.keys(data)) expect(back[k]).toEqual(JSON.parse(JSON.stringify(data[k])))
        },
      ),
      { numRuns: 80 },
    )
  })
})
