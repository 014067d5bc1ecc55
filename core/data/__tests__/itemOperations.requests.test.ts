// The item operations' requests (wire-format "items"): the query string of get, the endpoints of the
// bulk calls, what each call checks first, and what remove answers.
import { describe, expect, it } from 'vitest'
import { jsonResponse, recordingLogger, scriptedHttp } from '../../../adapters/memory'
import { createDataClient } from '../index'

const BASE = 'https://h.test'
const DATA = `${BASE}/wix-data/v2`
const ITEM = { id: 'm1', data: { _id: 'm1', title: 'Alien' } }
const BULK = { results: [] }

function setup() {
  const http = scriptedHttp()
    .on('GET', `${DATA}/items/*`, jsonResponse({ dataItem: ITEM }))
    .on('POST', /\/v2\/items(\/(save|remove))?$/, jsonResponse({ dataItem: ITEM }))
    .on('POST', /\/v2\/bulk\/items\//, jsonResponse(BULK))
  const logger = recordingLogger()
  const client = createDataClient({ baseUrl: BASE, http, logger })
  const urls = () => http.requests.map((r) => r.url.slice(DATA.length + 1))
  const bodies = () => http.requests.map((r) => JSON.parse(String(r.body)) as Record<string, unknown>)
  return { http, client, logger, urls, bodies }
}

describe('get', () => {
  it('sends only the collection without options', async () => {
    const { client, urls } = setup()
    expect(await client.get('Movies', 'm 1')).toEqual({ _id: 'm1', title: 'Alien' })
    expect(urls()).toEqual(['items/m%201?dataCollectionId=Movies'])
  })

  it('sends consistentRead, language, showDrafts and the app options as query fields', async () => {
    const { client, urls } = setup()
    await client.get('Movies', 'm1', {
      consistentRead: true,
      language: 'fr',
      showDrafts: true,
      appOptions: { tag: 'x', n: 2, nested: { a: 1 }, gone: undefined },
    })
    await client.get('Movies', 'm1', { consistentRead: false, showDrafts: false })
    expect(urls()).toEqual([
      'items/m1?dataCollectionId=Movies&consistentRead=true&language=fr&publishPluginOptions.includeDraftItems=true' +
        '&appOptions.tag=x&appOptions.n=2&appOptions.nested=%7B%22a%22%3A1%7D',
      'items/m1?dataCollectionId=Movies',
    ])
  })
})

describe('single-item writes', () => {
  it('save needs no _id and sends the item to items/save', async () => {
    const { client, urls, bodies } = setup()
    expect(await client.save('Movies', { title: 'Alien' })).toEqual({ _id: 'm1', title: 'Alien' })
    expect([urls(), bodies()]).toEqual([
      ['items/save'],
      [{ dataCollectionId: 'Movies', dataItem: { data: { title: 'Alien' } } }],
    ])
  })

  it('remove answers the removed item', async () => {
    const { client, urls, bodies } = setup()
    expect(await client.remove('Movies', 'm1', { suppressHooks: true })).toEqual({ _id: 'm1', title: 'Alien' })
    expect([urls(), bodies()]).toEqual([
      ['items/remove'],
      [{ dataCollectionId: 'Movies', dataItemId: 'm1', suppressHooks: true }],
    ])
  })
})

describe('bulk writes', () => {
  it('bulkInsert goes to bulk/items/insert, or bulk/items/save with overrideExisting', async () => {
    const { client, urls } = setup()
    await client.bulkInsert('Movies', [{ title: 'a' }])
    await client.bulkInsert('Movies', [{ title: 'a' }], { overrideExisting: false })
    await client.bulkInsert('Movies', [{ title: 'a' }], { overrideExisting: true })
    expect(urls()).toEqual(['bulk/items/insert', 'bulk/items/insert', 'bulk/items/save'])
  })

  it('bulkUpdate needs a string _id on every item (WDE0005); bulkSave and bulkInsert do not', async () => {
    const { client, urls, bodies } = setup()
    await expect(client.bulkUpdate('Movies', [{ _id: 'a' }, { title: 'no id' }])).rejects.toMatchObject({
      code: 'WDE0005',
      message:
        'WDE0005: Cannot bulk save into [Movies]: items must be an array of objects whose _id, when present, is a string.',
    })
    await client.bulkSave('Movies', [{ title: 'no id' }])
    await client.bulkInsert('Movies', [{ _id: null, title: 'null id' }])
    expect(urls()).toEqual(['bulk/items/save', 'bulk/items/insert'])
    expect(bodies().map((b) => b.dataItems)).toEqual([
      [{ data: { title: 'no id' } }],
      [{ data: { _id: null, title: 'null id' } }],
    ])
  })

  it('names the failing item by its index (WDE0004)', async () => {
    const { client } = setup()
    await expect(client.bulkSave('Movies', [{ ok: 1 }, { big: 2n }])).rejects.toMatchObject({
      code: 'WDE0004',
      message: 'WDE0004: items[1].big is a bigint, which the service cannot store.',
    })
  })

  it('reports field names the service reads as operators or paths, item by item', async () => {
    const { client, logger } = setup()
    await client.bulkInsert('Movies', [{ $title: 'a' }, { 'a.b': 1 }])
    expect([logger.messages('error'), logger.messages('warn')]).toEqual([
      ['Field name "$title" starts with $: the service treats such names as operators.'],
      ['Field name "a.b" holds a dot: queries read dots as nested paths.'],
    ])
  })
})
