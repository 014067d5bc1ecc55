// The reference operations' checks, requests and answers:
// which argument shapes each accepts, the exact bodies sent, and queryReferenced's pages.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import { createDataClient } from '../index'

const BASE = 'https://h.test'
const DATA = `${BASE}/wix-data/v2`
const any = (v: unknown) => v as never
const actor = (id: string) => ({ id, data: { _id: id, name: `Actor ${id}` } })

function setup(referenced: Record<string, unknown> = { isReferenced: true }) {
  const http = scriptedHttp()
    .on('POST', `${DATA}/bulk/items/insert-references`, jsonResponse({ results: [] }))
    .on('POST', `${DATA}/bulk/items/remove-references`, jsonResponse({ results: [] }))
    .on('POST', `${DATA}/items/replace-references`, jsonResponse({}))
    .on('POST', `${DATA}/items/is-referenced`, jsonResponse(referenced))
  const client = createDataClient({ baseUrl: BASE, http })
  const sent = () => http.requests.map((r) => [r.url.slice(DATA.length + 1), JSON.parse(String(r.body))])
  return { http, client, sent }
}

describe('insertReference, removeReference, replaceReferences, isReferenced', () => {
  it('isReferenced takes one referenced item, never a list (WDE0019)', async () => {
    const { client, http } = setup()
    await expect(client.isReferenced('Movies', 'cast', 'm1', any(['a1']))).rejects.toMatchObject({
      code: 'WDE0019',
      message: 'WDE0019: A reference takes a non-empty string id or an object with an _id.',
    })
    expect(http.requests).toEqual([])
  })

  it("isReferenced answers the service's boolean, false unless it said true", async () => {
    expect(await setup({ isReferenced: true }).client.isReferenced('Movies', 'cast', 'm1', { _id: 'a1' })).toBe(true)
    expect(await setup({ isReferenced: false }).client.isReferenced('Movies', 'cast', 'm1', 'a1')).toBe(false)
    expect(await setup({ isReferenced: 'yes' }).client.isReferenced('Movies', 'cast', 'm1', 'a1')).toBe(false)
  })

  it('replaceReferences with an empty list clears the field; insert and remove need at least one item', async () => {
    const { client, sent } = setup()
    await client.replaceReferences('Movies', 'cast', 'm1', [])
    expect(sent()).toEqual([
      [
        'items/replace-references',
        { dataCollectionId: 'Movies', referringItemFieldName: 'cast', referringItemId: 'm1', newReferencedItemIds: [] },
      ],
    ])
    for (const call of [client.insertReference, client.removeReference])
      await expect(call('Movies', 'cast', 'm1', [])).rejects.toMatchObject({ code: 'WDE0021' })
  })

  it('the relationship attribute must be a non-empty string (WDE0094)', async () => {
    const { client } = setup()
    const text = 'WDE0094: Invalid relationship attribute parameter: it must be a non-empty string.'
    await expect(client.insertReference('Movies', '', 'm1', 'a1')).rejects.toMatchObject({
      code: 'WDE0094',
      message: text,
    })
    await expect(client.queryReferenced('Movies', 'm1', '')).rejects.toMatchObject({ code: 'WDE0094', message: text })
  })

  it('sends up to 1000 references in one request and refuses more (WDE0006)', async () => {
    const { client, sent } = setup()
    const ids = Array.from({ length: 1001 }, (_, i) => `a${i}`)
    await client.insertReference('Movies', 'cast', 'm1', ids.slice(0, 1000))
    const [[path, body]] = sent()
    expect([path, body.dataItemReferences.length, body.dataItemReferences[999]]).toEqual([
      'bulk/items/insert-references',
      1000,
      { referringItemFieldName: 'cast', referringItemId: 'm1', referencedItemId: 'a999' },
    ])
    await expect(client.removeReference('Movies', 'cast', 'm1', ids)).rejects.toMatchObject({
      code: 'WDE0006',
      message: 'WDE0006: At most 1000 references per request.',
    })
  })
})

describe('queryReferenced', () => {
  const answering = (answer: Record<string, unknown>) => {
    const http = scriptedHttp().on('POST', `${DATA}/items/query-referenced`, jsonResponse(answer))
    const client = createDataClient({ baseUrl: BASE, http })
    const bodies = () => http.requests.map((r) => JSON.parse(String(r.body)) as Record<string, unknown>)
    return { http, client, bodies }
  }

  it('asks for the first 50 in insertion order by default, and maps the referenced items', async () => {
    const { client, bodies } = answering({
      results: [{ dataItem: actor('a1') }, null, 'x', { dataItem: 5 }, { dataItem: actor('a2') }],
      pagingMetadata: { total: 2, hasNext: false },
    })
    const page = await client.queryReferenced('Movies', 'm1', 'cast')
    expect(page.items).toEqual([
      { _id: 'a1', name: 'Actor a1' },
      { _id: 'a2', name: 'Actor a2' },
    ])
    expect([page.totalCount, page.pageSize, page.hasNext(), page.hasPrev()]).toEqual([2, 50, false, false])
    expect(bodies()).toEqual([
      {
        dataCollectionId: 'Movies',
        referringItemId: 'm1',
        referringItemFieldName: 'cast',
        paging: { limit: 50, offset: 0 },
        returnTotalCount: true,
      },
    ])
  })

  it('sends order, skip, limit and the flags it was given', async () => {
    const { client, bodies } = answering({ results: [] })
    await client.queryReferenced('Movies', { _id: 'm1' }, 'cast', {
      order: 'asc',
      skip: 4,
      limit: 2,
      suppressHooks: true,
    })
    await client.queryReferenced('Movies', 'm1', 'cast', { order: 'desc' })
    expect(bodies().map((b) => [b.order, b.paging, b.suppressHooks])).toEqual([
      ['ASC', { limit: 2, offset: 4 }, true],
      ['DESC', { limit: 50, offset: 0 }, undefined],
    ])
  })

  it('rejects a bad order, limit, skip or options before sending', async () => {
    const { client, http } = answering({ results: [] })
    const failures = await Promise.all(
      [
        { order: any('up') },
        { limit: 0 },
        { limit: 1001 },
        { skip: -1 },
        { skip: 1.5 },
        { order: any('up'), limit: 0 },
        any('asc'),
        any(['asc']),
        any({ bogus: true }),
      ].map((options) =>
        client.queryReferenced('Movies', 'm1', 'cast', options).then(
          () => 'passed',
          (e: { code: string; message: string }) => `${e.code} | ${e.message}`,
        ),
      ),
    )
    const KEYS = 'suppressAuth, suppressHooks, showDrafts, consistentRead, language, appOptions, order, skip, limit'
    const OPTIONS = `WDE0018: Options must be an object with only these properties: ${KEYS} (booleans; language a non-empty string; appOptions an object).`
    expect(failures).toEqual([
      'WDE0018 | WDE0018: The order option must be "asc" or "desc".',
      'WDE0033 | WDE0033: Invalid .limit parameter [0]: .limit must be a positive number.',
      'WDE0036 | WDE0036: Invalid .limit parameter [1001]: .limit cannot exceed 1000.',
      'WDE0034 | WDE0034: Invalid .skip parameter [-1]: .skip must be a non-negative number.',
      'WDE0035 | WDE0035: Invalid .skip parameter [1.5]: .skip must be an integer.',
      'WDE0018 | WDE0018: The order option must be "asc" or "desc".\nWDE0033: Invalid .limit parameter [0]: .limit must be a positive number.',
      `WDE0018 | ${OPTIONS}`,
      `WDE0018 | ${OPTIONS}`,
      `WDE0018 | WDE0018: Unknown option [bogus]: this call takes only ${KEYS}.`,
    ])
    expect(http.requests).toEqual([])
  })

  it('next() and prev() ask for the neighbouring pages with the same options', async () => {
    const { client, bodies } = answering({ results: [{ dataItem: actor('a1') }], pagingMetadata: { hasNext: true } })
    const page = await client.queryReferenced('Movies', 'm1', 'cast', { skip: 4, limit: 2, order: 'desc' })
    expect([page.currentPage, page.hasPrev()]).toEqual([2, true])
    await page.next()
    await page.prev()
    expect(bodies().map((b) => [b.order, b.paging])).toEqual([
      ['DESC', { limit: 2, offset: 4 }],
      ['DESC', { limit: 2, offset: 6 }],
      ['DESC', { limit: 2, offset: 2 }],
    ])
  })

  it('prev() of a page starting less than a page in rejects with WDE0037', async () => {
    const { client, http } = answering({ results: [], pagingMetadata: { hasNext: false } })
    const page = await client.queryReferenced('Movies', 'm1', 'cast', { skip: 3, limit: 10 })
    await expect(page.prev()).rejects.toMatchObject({ code: 'WDE0037' })
    expect(http.requests).toHaveLength(1)
  })
})
