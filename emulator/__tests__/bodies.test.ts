// Every data call checks its body against its schema before it runs: a malformed body answers 400
// in the wire format's validation shape, naming the field, and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODIES, type DataCallKey } from '../data/bodies'
import { startTestEmulator, type TestEmulator } from './harness'

const ref = { referringItemFieldName: 'related', referringItemId: 'a', referencedItemId: 'b' }
const r = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url')

/** For each call: a body with one malformed field, and that field's name in the answer. */
const MALFORMED: Record<DataCallKey, [body: Record<string, unknown> | string, field: string]> = {
  'POST items': [{ dataItem: { data: {} }, returnEntity: 'yes' }, 'returnEntity'],
  'GET items/{id}': ['/wix-data/v2/items/x1', 'dataCollectionId'],
  'POST items/save': [{ dataItem: { data: { _id: 5 } } }, 'dataItem.data._id'],
  'POST items/update': [{ dataItem: { data: { title: 'no id' } } }, 'dataItem.id'],
  'POST items/remove': [{ dataItemId: 5 }, 'dataItemId'],
  'POST items/patch': [
    { patch: { dataItemId: 'x1', fieldModifications: [{ fieldPath: 'title', action: 'EXPLODE' }] } },
    'patch.fieldModifications[0].action',
  ],
  'POST items/truncate': [{ dataCollectionId: '' }, 'dataCollectionId'],
  'GET items/query': [
    `/wix-data/v2/items/query?.r=${r({ dataCollectionId: 'Open', query: { sort: 'title' } })}`,
    'query.sort',
  ],
  'POST items/query': [{ query: {}, returnTotalCount: 'yes' }, 'returnTotalCount'],
  'POST items/count': [{ dataCollectionId: 7 }, 'dataCollectionId'],
  'POST items/query-distinct-values': [{ fieldName: 'title', order: 'UP' }, 'order'],
  'POST items/aggregate': [{ aggregation: { operations: [{ resultFieldName: 'n' }] } }, 'aggregation.operations[0]'],
  'POST bulk/items/insert': [{ dataItems: [{ data: {} }, 'x'] }, 'dataItems[1]'],
  'POST bulk/items/update': [{ dataItems: [{ data: {} }] }, 'dataItems[0].id'],
  'POST bulk/items/save': [{ dataItems: {} }, 'dataItems'],
  'POST bulk/items/remove': [{ dataItemIds: [''] }, 'dataItemIds[0]'],
  'POST bulk/items/patch': [{ returnEntity: true }, 'patches'],
  'POST bulk/items/insert-references': [
    { dataItemReferences: [{ ...ref, referencedItemId: undefined }] },
    'dataItemReferences[0].referencedItemId',
  ],
  'POST bulk/items/remove-references': [{ dataItemReferences: ref }, 'dataItemReferences'],
  'POST items/insert-reference': [
    { dataItemReference: { ...ref, referringItemFieldName: 'a..b' } },
    'dataItemReference.referringItemFieldName',
  ],
  'POST items/remove-reference': [{}, 'dataItemReference'],
  'POST items/replace-references': [
    { referringItemFieldName: 'related', referringItemId: 'a', newReferencedItemIds: [1] },
    'newReferencedItemIds[0]',
  ],
  'POST items/is-referenced': [{ referringItemFieldName: 'related', referringItemId: 'a' }, 'referencedItemId'],
  'POST items/query-referenced': [{ referringItemFieldName: 'related', referringItemId: 'a', order: 'UP' }, 'order'],
}

let e: TestEmulator
beforeAll(async () => {
  e = await startTestEmulator()
})
afterAll(() => e.close())

describe('a malformed body of every data call', () => {
  it('covers every call', () => {
    expect(Object.keys(MALFORMED).sort()).toEqual(Object.keys(BODIES).sort())
  })

  it.each(Object.entries(MALFORMED))('%s answers 400 naming the field', async (key, [body, field]) => {
    const path = key.slice(key.indexOf(' ') + 1)
    const answer =
      typeof body === 'string'
        ? await e.get(body, e.adminKey)
        : await e.admin(path, { dataCollectionId: 'Open', ...body })
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    const violations = answer.body.details.validationError.fieldViolations as { field: string }[]
    expect(violations.map((v) => v.field)).toContain(field)
    expect(answer.body.message).toContain(`${field}: `)
  })

  it("a missing field is named with its own description, not the body's", async () => {
    const answer = await e.admin('items/remove', { dataCollectionId: 'Open' })
    expect(answer.body.message).toBe('dataItemId: must be a non-empty string')
    const reference = await e.admin('items/insert-reference', {
      dataCollectionId: 'Open',
      dataItemReference: { referringItemFieldName: 'related', referringItemId: 'a' },
    })
    expect(reference.body.message).toBe('dataItemReference.referencedItemId: must be a non-empty string')
  })

  it('item data that is an array is refused, in a single and a bulk write', async () => {
    const single = await e.admin('items', { dataCollectionId: 'Open', dataItem: { data: [1] } })
    expect([single.status, single.body.message]).toEqual([400, 'dataItem.data: must be an object'])
    const bulk = await e.admin('bulk/items/save', { dataCollectionId: 'Open', dataItems: [{ data: [] }] })
    expect([bulk.status, bulk.body.message]).toEqual([400, 'dataItems[0].data: must be an object'])
  })

  it('writes nothing', async () => {
    await e.admin('bulk/items/insert', { dataCollectionId: 'Open', dataItems: [{ data: { _id: 'kept' } }, 'x'] })
    expect((await e.admin('items/count', { dataCollectionId: 'Open' })).body).toEqual({ totalCount: 0 })
  })
})

describe('handlers get the body as sent, typed by its schema once it passed', () => {
  /** Item data with an own `__proto__` key (as JSON.parse makes it), under `id`. */
  const data = (id: string) => JSON.parse(`{"_id":"${id}","title":"t","__proto__":{"polluted":true}}`)

  const stored = async (id: string) => (await e.get(`/wix-data/v2/items/${id}?dataCollectionId=Open`, e.adminKey)).body

  it.each([
    ['items', (id: string) => ({ dataItem: { data: data(id) } })],
    ['items/save', (id: string) => ({ dataItem: { data: data(id) } })],
    ['bulk/items/insert', (id: string) => ({ dataItems: [{ data: data(id) }] })],
    ['bulk/items/save', (id: string) => ({ dataItems: [{ data: data(id) }] })],
  ])('%s stores an own __proto__ key of item data as data', async (path, body) => {
    const id = `proto-${path.replaceAll('/', '-')}`
    const answer = await e.admin(path, { dataCollectionId: 'Open', ...body(id) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const back = (await stored(id)).dataItem.data
    expect(Object.prototype.hasOwnProperty.call(back, '__proto__')).toBe(true)
    expect(back.__proto__).toEqual({ polluted: true })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it.each([
    ['items/update', (id: string) => ({ dataItem: { id, data: data(id) } })],
    ['bulk/items/update', (id: string) => ({ dataItems: [{ id, data: data(id) }] })],
  ])('%s replaces an item with data holding an own __proto__ key', async (path, body) => {
    const id = `proto-${path.replaceAll('/', '-')}`
    await e.admin('items', { dataCollectionId: 'Open', dataItem: { data: { _id: id } } })
    const answer = await e.admin(path, { dataCollectionId: 'Open', ...body(id) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const back = (await stored(id)).dataItem.data
    expect(Object.prototype.hasOwnProperty.call(back, '__proto__')).toBe(true)
    expect(back.__proto__).toEqual({ polluted: true })
  })

  it('a failed bulk update names the id of the item it could not find', async () => {
    const answer = await e.admin('bulk/items/update', {
      dataCollectionId: 'Open',
      dataItems: [{ data: { _id: 'ghost-data-id' } }, { id: 'ghost-id', data: {} }],
    })
    expect(answer.body.results.map((r: { itemMetadata: unknown }) => r.itemMetadata)).toEqual([
      expect.objectContaining({ id: 'ghost-data-id', success: false }),
      expect.objectContaining({ id: 'ghost-id', success: false }),
    ])
  })
})
