// Referenced items pass the same read check as a direct read: `includeReferences` and
// `query-referenced` leave out the items the caller may not read (an ADMIN-only secret, another
// member's SITE_MEMBER_AUTHOR item), and `_owner` on insert comes from the caller, not the body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type TestEmulator } from './harness'

let e: TestEmulator
let ann: string
let bob: string
beforeAll(async () => {
  e = await startTestEmulator()
  ann = await e.memberToken('ann@refs.test')
  bob = await e.memberToken('bob@refs.test')
  const secret = await e.admin('items', {
    dataCollectionId: 'Private',
    dataItem: { data: { _id: 'stripe-key', value: 'sk_live_SECRET' } },
  })
  expect(secret.status).toBe(200)
})
afterAll(() => e?.close())

const insertReference = (from: string, field: string, to: string, auth?: string) =>
  e.data(
    'items/insert-reference',
    {
      dataCollectionId: 'Open',
      dataItemReference: { referringItemFieldName: field, referringItemId: from, referencedItemId: to },
    },
    auth,
  )

describe('read permissions through references', () => {
  it('an anonymous caller cannot read an ADMIN-only item through includeReferences (the direct query answers 403)', async () => {
    expect((await e.data('items/query', { dataCollectionId: 'Private' })).status).toBe(403)
    const comment = await e.data('items', {
      dataCollectionId: 'Open',
      dataItem: { data: { _id: 'c1', text: 'hi', author: 'stripe-key' } },
    })
    expect(comment.status).toBe(200)
    expect((await insertReference('c1', 'refs', 'stripe-key')).status).toBe(200)
    const r = await e.data('items/query', {
      dataCollectionId: 'Open',
      query: { filter: { _id: 'c1' } },
      includeReferences: ['author', 'refs'],
    })
    expect(r.status).toBe(200)
    expect(JSON.stringify(r.body)).not.toContain('sk_live_SECRET')
    // The single reference keeps the id it holds, as without includeReferences; the multi reference has nothing to show.
    expect(r.body.dataItems[0].data.author).toBe('stripe-key')
    expect(r.body.dataItems[0].data.refs).toBeUndefined()
    // The admin key reads it.
    const admin = await e.admin('items/query', {
      dataCollectionId: 'Open',
      query: { filter: { _id: 'c1' } },
      includeReferences: ['author', 'refs'],
    })
    expect(admin.body.dataItems[0].data.author.value).toBe('sk_live_SECRET')
    expect(admin.body.dataItems[0].data.refs[0].value).toBe('sk_live_SECRET')
  })

  it('query-referenced leaves out an ADMIN-only item for an anonymous caller', async () => {
    const r = await e.data('items/query-referenced', {
      dataCollectionId: 'Open',
      referringItemId: 'c1',
      referringItemFieldName: 'refs',
    })
    expect(r.status).toBe(200)
    expect(JSON.stringify(r.body)).not.toContain('sk_live_SECRET')
    expect(r.body.results).toEqual([])
    expect(r.body.pagingMetadata.total).toBe(0)
    const admin = await e.admin('items/query-referenced', {
      dataCollectionId: 'Open',
      referringItemId: 'c1',
      referringItemFieldName: 'refs',
    })
    expect(admin.body.results.map((x: any) => x.dataItem.data.value)).toEqual(['sk_live_SECRET'])
  })

  it("a member cannot read another member's SITE_MEMBER_AUTHOR item through query-referenced (a direct read is 404)", async () => {
    const own = await e.data('items', { dataCollectionId: 'Authored', dataItem: { data: { text: 'ann only' } } }, ann)
    const id = own.body.dataItem.id as string
    expect((await e.get(`/wix-data/v2/items/${id}?dataCollectionId=Authored`, bob)).status).toBe(404)
    await e.data('items', { dataCollectionId: 'Open', dataItem: { data: { _id: 'c2', author: id } } }, bob)
    expect((await insertReference('c2', 'refs', id, bob)).status).toBe(200)
    const byRef = { dataCollectionId: 'Open', referringItemId: 'c2', referringItemFieldName: 'refs' }
    const bobSees = await e.data('items/query-referenced', byRef, bob)
    expect(bobSees.status).toBe(200)
    expect(JSON.stringify(bobSees.body)).not.toContain('ann only')
    const included = await e.data(
      'items/query',
      { dataCollectionId: 'Open', query: { filter: { _id: 'c2' } }, includeReferences: ['author', 'refs'] },
      bob,
    )
    expect(JSON.stringify(included.body)).not.toContain('ann only')
    // Ann, the author, reads her item both ways.
    const annSees = await e.data('items/query-referenced', byRef, ann)
    expect(annSees.body.results.map((x: any) => x.dataItem.data.text)).toEqual(['ann only'])
    const annIncluded = await e.data(
      'items/query',
      { dataCollectionId: 'Open', query: { filter: { _id: 'c2' } }, includeReferences: ['author'] },
      ann,
    )
    expect(annIncluded.body.dataItems[0].data.author.text).toBe('ann only')
  })

  it('a missing referenced item is still an unresolved reference', async () => {
    expect((await insertReference('c1', 'gone', 'no-such-item')).status).toBe(200)
    const r = await e.data('items/query-referenced', {
      dataCollectionId: 'Open',
      referringItemId: 'c1',
      referringItemFieldName: 'gone',
    })
    expect(r.body.results).toEqual([{ unresolvedReference: { referringItemId: 'c1', referringItemFieldName: 'gone' } }])
  })
})

describe('_owner comes from the caller', () => {
  const owners = async (ids: string[]) => {
    const r = await e.admin('items/query', { dataCollectionId: 'Open', query: { filter: { _id: { $in: ids } } } })
    return Object.fromEntries(r.body.dataItems.map((i: any) => [i.id, i.data._owner]))
  }

  it('an anonymous caller cannot plant an item a member then owns (insert and bulk insert)', async () => {
    const annId = (await e.data('items', { dataCollectionId: 'Authored', dataItem: { data: { x: 1 } } }, ann)).body
      .dataItem.data._owner as string
    expect(annId).toBeTruthy()
    const one = await e.data('items', {
      dataCollectionId: 'Authored',
      dataItem: { data: { _id: 'planted-1', _owner: annId } },
    })
    expect(one.status).toBe(403) // Authored takes members only
    const open = await e.data('items', { dataCollectionId: 'Open', dataItem: { data: { _id: 'p1', _owner: annId } } })
    expect(open.status).toBe(200)
    expect(open.body.dataItem.data._owner).toBeUndefined()
    const bulk = await e.data('bulk/items/insert', {
      dataCollectionId: 'Open',
      dataItems: [{ data: { _id: 'p2', _owner: annId } }],
    })
    expect(bulk.body.results[0].itemMetadata.success).toBe(true)
    const visitor = await e.visitorToken()
    const asVisitor = await e.data(
      'bulk/items/insert',
      { dataCollectionId: 'Open', dataItems: [{ data: { _id: 'p3', _owner: annId } }] },
      visitor,
    )
    expect(asVisitor.body.results[0].dataItem.data._owner).not.toBe(annId)
    const saved = await e.data('items/save', {
      dataCollectionId: 'Open',
      dataItem: { data: { _id: 'p4', _owner: annId } },
    })
    expect(saved.status).toBe(200)
    const stored = await owners(['p1', 'p2', 'p3', 'p4'])
    expect(Object.values(stored)).not.toContain(annId)
    expect(stored.p1).toBeUndefined()
    expect(stored.p2).toBeUndefined()
    expect(stored.p4).toBeUndefined()
  })

  it('a member cannot give an item to another member; an update keeps the owner', async () => {
    const bobItem = await e.data('items', { dataCollectionId: 'Open', dataItem: { data: { _id: 'b1' } } }, bob)
    const bobId = bobItem.body.dataItem.data._owner as string
    const annItem = await e.data(
      'items',
      { dataCollectionId: 'Open', dataItem: { data: { _id: 'a1', _owner: bobId } } },
      ann,
    )
    expect(annItem.body.dataItem.data._owner).not.toBe(bobId)
    const unowned = await e.data('items', { dataCollectionId: 'Open', dataItem: { data: { _id: 'u1' } } })
    expect(unowned.status).toBe(200)
    const updated = await e.data('items/update', {
      dataCollectionId: 'Open',
      dataItem: { id: 'u1', data: { _id: 'u1', _owner: bobId } },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.dataItem.data._owner).toBeUndefined()
  })

  it('the admin key sets _owner', async () => {
    const r = await e.admin('items', {
      dataCollectionId: 'Open',
      dataItem: { data: { _id: 'adm', _owner: 'someone' } },
    })
    expect(r.body.dataItem.data._owner).toBe('someone')
    const bulk = await e.admin('bulk/items/insert', {
      dataCollectionId: 'Open',
      dataItems: [{ data: { _id: 'adm2', _owner: 'someone' } }],
    })
    expect(bulk.body.results[0].dataItem.data._owner).toBe('someone')
  })
})

describe('single reference calls', () => {
  it('a refused insert-reference answers with its error, not 200', async () => {
    await e.admin('items', { dataCollectionId: 'Movies', dataItem: { data: { _id: 'm1', title: 'x' } } })
    const r = await e.data('items/insert-reference', {
      dataCollectionId: 'Movies',
      dataItemReference: { referringItemFieldName: 'refs', referringItemId: 'm1', referencedItemId: 'c1' },
    })
    expect(r.status).toBe(403)
    expect(r.body.details.applicationError.code).toBe('WDE0027')
    const missing = await insertReference('no-such', 'refs', 'c1')
    expect(missing.status).toBe(404)
    expect(missing.body.details.applicationError.code).toBe('WDE0073')
    const removed = await e.data('items/remove-reference', {
      dataCollectionId: 'Movies',
      dataItemReference: { referringItemFieldName: 'refs', referringItemId: 'm1', referencedItemId: 'c1' },
    })
    expect(removed.status).toBe(403)
  })
})
