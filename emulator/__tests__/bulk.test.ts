// Bulk calls end to end: insert, update, save, remove, patch, each one transaction with per-item
// results and the bulk metadata.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type TestEmulator } from './harness'

let e: TestEmulator
beforeAll(async () => {
  e = await startTestEmulator()
})
afterAll(() => e?.close())
const meta = (r: { body: any }) => r.body.results.map((x: any) => x.itemMetadata)

describe('bulk calls', () => {
  it('insert: per-item results; an existing id fails that item with WDE0074 and the others commit', async () => {
    await e.admin('items', { dataCollectionId: 'Movies', dataItem: { data: { _id: 'exists' } } })
    const r = await e.admin('bulk/items/insert', {
      dataCollectionId: 'Movies',
      dataItems: [{ data: { _id: 'a', v: 1 } }, { data: { _id: 'exists' } }, { data: { v: 3 } }],
    })
    expect(r.status).toBe(200)
    expect(meta(r).map((m: any) => [m.originalIndex, m.success])).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ])
    expect(meta(r)[1].error.code).toBe('WDE0074')
    expect(r.body.results[0]).toMatchObject({ action: 'INSERT', dataItem: { id: 'a', data: { v: 1 } } })
    expect(r.body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 })
    expect((await e.data('items/count', { dataCollectionId: 'Movies' })).body.totalCount).toBe(3)
  })

  it('update: missing items fail with WDE0073', async () => {
    const r = await e.admin('bulk/items/update', {
      dataCollectionId: 'Movies',
      dataItems: [
        { id: 'a', data: { v: 10 } },
        { id: 'ghost', data: {} },
      ],
    })
    expect(meta(r).map((m: any) => m.success)).toEqual([true, false])
    expect(meta(r)[1].error.code).toBe('WDE0073')
    expect((await e.get('/wix-data/v2/items/a?dataCollectionId=Movies')).body.dataItem.data.v).toBe(10)
  })

  it('save: inserts new and replaces existing items', async () => {
    const r = await e.admin('bulk/items/save', {
      dataCollectionId: 'Movies',
      dataItems: [{ data: { _id: 'a', v: 20 } }, { data: { _id: 'new', v: 1 } }],
    })
    expect(r.body.results.map((x: any) => x.action)).toEqual(['UPDATE', 'INSERT'])
    expect(r.body.bulkActionMetadata.totalSuccesses).toBe(2)
  })

  it('patch: the same modifications on many items, or one patch per item', async () => {
    const r = await e.admin('bulk/items/patch', {
      dataCollectionId: 'Movies',
      dataItemIds: ['a', 'new', 'ghost'],
      fieldModifications: [{ fieldPath: 'v', action: 'INCREMENT_FIELD', incrementFieldOptions: { value: 5 } }],
    })
    expect(meta(r).map((m: any) => m.success)).toEqual([true, true, false])
    expect(r.body.results[0].dataItem.data.v).toBe(25)
    const each = await e.admin('bulk/items/patch', {
      dataCollectionId: 'Movies',
      patches: [
        {
          dataItemId: 'a',
          fieldModifications: [{ fieldPath: 'w', action: 'SET_FIELD', setFieldOptions: { value: 'x' } }],
        },
      ],
    })
    expect(each.body.results[0].dataItem.data).toMatchObject({ v: 25, w: 'x' })
  })

  it('remove: per-item results, missing ids fail', async () => {
    const r = await e.admin('bulk/items/remove', { dataCollectionId: 'Movies', dataItemIds: ['a', 'ghost'] })
    expect(meta(r).map((m: any) => m.success)).toEqual([true, false])
    expect((await e.get('/wix-data/v2/items/a?dataCollectionId=Movies')).status).toBe(404)
  })

  it('1000 items pass, 1001 are refused with 400', async () => {
    const ok = await e.admin('bulk/items/insert', {
      dataCollectionId: 'Open',
      dataItems: Array.from({ length: 1000 }, (_, i) => ({ data: { i } })),
      returnEntity: false,
    })
    expect(ok.body.bulkActionMetadata.totalSuccesses).toBe(1000)
    expect(ok.body.results[0].dataItem).toBeUndefined()
    for (const path of ['insert', 'update', 'save', 'remove']) {
      const field = path === 'remove' ? 'dataItemIds' : 'dataItems'
      const list = Array.from({ length: 1001 }, (_, i) => (path === 'remove' ? `id${i}` : { data: { _id: `id${i}` } }))
      expect((await e.admin(`bulk/items/${path}`, { dataCollectionId: 'Open', [field]: list })).status).toBe(400)
    }
  })

  it('a malformed entry refuses the whole call with 400 and writes nothing', async () => {
    const before = (await e.data('items/count', { dataCollectionId: 'Movies' })).body.totalCount
    expect(
      (
        await e.admin('bulk/items/insert', {
          dataCollectionId: 'Movies',
          dataItems: [{ data: { ok: 1 } }, { data: 'bad' }],
        })
      ).status,
    ).toBe(400)
    expect((await e.data('items/count', { dataCollectionId: 'Movies' })).body.totalCount).toBe(before)
  })
})
