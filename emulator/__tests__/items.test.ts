// Single-item calls end to end: insert, get, save, update, remove, patch (every modification),
// truncate, system fields, both prefixes, error codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type TestEmulator } from './harness'

let e: TestEmulator
beforeAll(async () => {
  e = await startTestEmulator()
})
afterAll(() => e?.close())
const code = (r: { body: any }) => r.body?.details?.applicationError?.code
const insert = (data: Record<string, unknown>, collection = 'Movies') =>
  e.admin('items', { dataCollectionId: collection, dataItem: { data } })
const patch = (id: string, fieldModifications: unknown[]) =>
  e.admin('items/patch', { dataCollectionId: 'Movies', patch: { dataItemId: id, fieldModifications } })

describe('items', () => {
  it('insert sets _id, _createdDate, _updatedDate; keeps a caller-chosen _id; dates travel as {$date}', async () => {
    const r = await insert({ title: 'Alien', year: 1979, released: { $date: '1979-05-25T00:00:00.000Z' } })
    expect(r.status).toBe(200)
    const item = r.body.dataItem
    expect(item).toMatchObject({
      dataCollectionId: 'Movies',
      data: { title: 'Alien', year: 1979, released: { $date: '1979-05-25T00:00:00.000Z' } },
    })
    expect(item.id).toBe(item.data._id)
    expect(item.data._createdDate.$date).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(item.data._updatedDate).toEqual(item.data._createdDate)
    expect((await insert({ _id: 'chosen-id', title: 'Mine' })).body.dataItem.id).toBe('chosen-id')
  })

  it('insert of an existing _id answers 409 WDE0074', async () => {
    await insert({ _id: 'dup', title: 'one' })
    const r = await insert({ _id: 'dup', title: 'two' })
    expect(r.status).toBe(409)
    expect(code(r)).toBe('WDE0074')
  })

  it('get by id on both prefixes; a missing item is 404 WDE0073', async () => {
    await insert({ _id: 'g1', title: 'Get me' })
    for (const prefix of ['/wix-data/v2', '/_api/cloud-data/v2']) {
      const r = await e.get(`${prefix}/items/g1?dataCollectionId=Movies`)
      expect(r.status).toBe(200)
      expect(r.body.dataItem.data.title).toBe('Get me')
    }
    const missing = await e.get('/wix-data/v2/items/nope?dataCollectionId=Movies')
    expect(missing.status).toBe(404)
    expect(code(missing)).toBe('WDE0073')
  })

  it('update replaces data, keeps _createdDate and _owner; a missing item is 404', async () => {
    const created = (await insert({ _id: 'u1', title: 'Old', extra: true })).body.dataItem.data
    const r = await e.admin('items/update', {
      dataCollectionId: 'Movies',
      dataItem: { id: 'u1', data: { title: 'New' } },
    })
    expect(r.body.dataItem.data).toMatchObject({ _id: 'u1', title: 'New', _createdDate: created._createdDate })
    expect(r.body.dataItem.data.extra).toBeUndefined()
    expect(
      code(await e.admin('items/update', { dataCollectionId: 'Movies', dataItem: { id: 'nope', data: {} } })),
    ).toBe('WDE0073')
  })

  it('save inserts or replaces', async () => {
    const first = await e.admin('items/save', { dataCollectionId: 'Movies', dataItem: { data: { _id: 'sv', v: 1 } } })
    expect(first.body.dataItem.data.v).toBe(1)
    const second = await e.admin('items/save', { dataCollectionId: 'Movies', dataItem: { data: { _id: 'sv', v: 2 } } })
    expect(second.body.dataItem.data).toMatchObject({
      _id: 'sv',
      v: 2,
      _createdDate: first.body.dataItem.data._createdDate,
    })
  })

  it('remove answers the removed item; removing again is 404', async () => {
    await insert({ _id: 'rm', title: 'bye' })
    const r = await e.admin('items/remove', { dataCollectionId: 'Movies', dataItemId: 'rm' })
    expect(r.body.dataItem.data.title).toBe('bye')
    expect(code(await e.admin('items/remove', { dataCollectionId: 'Movies', dataItemId: 'rm' }))).toBe('WDE0073')
  })

  it('patch applies every field modification', async () => {
    await insert({ _id: 'p1', title: 'x', count: 1, tags: ['a', 'b'], nested: { deep: 1 }, gone: 1 })
    const r = await patch('p1', [
      { fieldPath: 'title', action: 'SET_FIELD', setFieldOptions: { value: 'y' } },
      { fieldPath: 'nested.deep', action: 'INCREMENT_FIELD', incrementFieldOptions: { value: 5 } },
      { fieldPath: 'count', action: 'INCREMENT_FIELD', incrementFieldOptions: { value: -3 } },
      { fieldPath: 'tags', action: 'APPEND_TO_ARRAY', appendToArrayOptions: { value: 'c' } },
      { fieldPath: 'tags', action: 'REMOVE_FROM_ARRAY', removeFromArrayOptions: { value: 'a' } },
      { fieldPath: 'gone', action: 'REMOVE_FIELD' },
      {
        fieldPath: 'fresh.path',
        action: 'SET_FIELD',
        setFieldOptions: { value: { $date: '2024-01-01T00:00:00.000Z' } },
      },
    ])
    expect(r.status).toBe(200)
    expect(r.body.dataItem.data).toMatchObject({
      title: 'y',
      count: -2,
      tags: ['b', 'c'],
      nested: { deep: 6 },
      fresh: { path: { $date: '2024-01-01T00:00:00.000Z' } },
    })
    expect(r.body.dataItem.data.gone).toBeUndefined()
  })

  it('patch refuses bad modifications with 400 and a missing item with 404', async () => {
    await insert({ _id: 'p2', title: 'text' })
    expect(
      (await patch('p2', [{ fieldPath: 'title', action: 'INCREMENT_FIELD', incrementFieldOptions: { value: 1 } }]))
        .status,
    ).toBe(400)
    expect((await patch('p2', [{ fieldPath: 'title', action: 'EXPLODE' }])).status).toBe(400)
    expect(
      (await patch('p2', [{ fieldPath: '_id', action: 'SET_FIELD', setFieldOptions: { value: 'other' } }])).status,
    ).toBe(400)
    expect((await patch('p2', [])).status).toBe(400)
    expect(code(await patch('missing', [{ fieldPath: 'a', action: 'REMOVE_FIELD' }]))).toBe('WDE0073')
    expect((await e.get('/wix-data/v2/items/p2?dataCollectionId=Movies')).body.dataItem.data.title).toBe('text')
  })

  it('truncate removes every item of the collection only', async () => {
    await insert({ v: 1 }, 'Open')
    await insert({ v: 2 }, 'Open')
    expect((await e.admin('items/truncate', { dataCollectionId: 'Open' })).status).toBe(200)
    expect((await e.data('items/count', { dataCollectionId: 'Open' })).body.totalCount).toBe(0)
    expect((await e.data('items/count', { dataCollectionId: 'Movies' })).body.totalCount).toBeGreaterThan(0)
  })

  it('seed data is present at start and after POST /_emulator/reset', async () => {
    expect((await e.data('items/count', { dataCollectionId: 'Seeded' })).body.totalCount).toBe(2)
    await e.admin('items/remove', { dataCollectionId: 'Seeded', dataItemId: 's1' })
    expect((await e.post('/_emulator/reset', {})).status).toBe(200)
    expect((await e.data('items/count', { dataCollectionId: 'Seeded' })).body.totalCount).toBe(2)
    expect((await e.data('items/count', { dataCollectionId: 'Movies' })).body.totalCount).toBe(0)
  })

  it('unknown collections are 404 WDE0025; bad bodies are 400', async () => {
    const r = await e.data('items/query', { dataCollectionId: 'Nope' })
    expect(r.status).toBe(404)
    expect(code(r)).toBe('WDE0025')
    expect((await e.data('items', { dataItem: { data: {} } })).status).toBe(400)
    expect((await e.data('items', { dataCollectionId: 7, dataItem: { data: {} } })).status).toBe(400)
    expect((await e.admin('items', { dataCollectionId: 'Movies', dataItem: { data: 'x' } })).status).toBe(400)
    expect((await e.admin('items', { dataCollectionId: 'Movies', dataItem: { data: { _id: 5 } } })).status).toBe(400)
    expect((await e.call('POST', '/wix-data/v2/items', '{"broken', e.adminKey)).status).toBe(400)
    expect((await e.call('POST', '/wix-data/v2/items', '[1,2]', e.adminKey)).status).toBe(400)
    expect((await e.call('GET', '/wix-data/v2/items/count')).status).toBe(405)
    expect((await e.data('items/explode', { dataCollectionId: 'Movies' })).status).toBe(405)
    expect((await e.data('bulk/explode', { dataCollectionId: 'Movies' })).status).toBe(404)
  })
})
