// Permissions per collection and role, end to end: anonymous, visitor, member, item author, admin
// key, forged tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type TestEmulator } from './harness'

let e: TestEmulator
let visitor: string
let ann: string
let bob: string
beforeAll(async () => {
  e = await startTestEmulator()
  visitor = await e.visitorToken()
  ann = await e.memberToken('ann@site.test')
  bob = await e.memberToken('bob@site.test')
})
afterAll(() => e?.close())

const insert = (collection: string, data: Record<string, unknown>, auth?: string) =>
  e.data('items', { dataCollectionId: collection, dataItem: { data } }, auth)
const code = (r: { body: any }) => r.body?.details?.applicationError?.code

describe('data permissions', () => {
  it('ANYONE: anonymous, visitor and member callers all pass', async () => {
    for (const auth of [undefined, visitor, ann]) expect((await insert('Open', { x: 1 }, auth)).status).toBe(200)
    for (const auth of [undefined, visitor, ann])
      expect((await e.data('items/query', { dataCollectionId: 'Open' }, auth)).status).toBe(200)
  })

  it('ADMIN-only writes answer 403 WDE0027 to everyone but the admin key (suppressAuth)', async () => {
    for (const auth of [undefined, visitor, ann]) {
      const r = await insert('Movies', { title: 'no' }, auth)
      expect(r.status).toBe(403)
      expect(code(r)).toBe('WDE0027')
    }
    expect((await insert('Movies', { title: 'yes' }, e.adminKey)).status).toBe(200)
  })

  it('SITE_MEMBER: members pass, visitors and anonymous callers get 403', async () => {
    expect((await insert('Members', { x: 1 }, ann)).status).toBe(200)
    expect((await insert('Members', { x: 1 }, visitor)).status).toBe(403)
    expect((await insert('Members', { x: 1 })).status).toBe(403)
    expect((await e.data('items/query', { dataCollectionId: 'Members' }, visitor)).status).toBe(403)
    expect((await e.data('items/count', { dataCollectionId: 'Members' }, bob)).body.totalCount).toBe(1)
  })

  it('SITE_MEMBER_AUTHOR: a member reads, updates and removes only their own items; _owner is the member', async () => {
    const mine = (await insert('Authored', { text: 'ann says' }, ann)).body.dataItem
    expect(mine.data._owner).toBeTruthy()
    await insert('Authored', { text: 'bob says' }, bob)
    const annSees = await e.data('items/query', { dataCollectionId: 'Authored' }, ann)
    expect(annSees.body.dataItems.map((i: any) => i.data.text)).toEqual(['ann says'])
    expect((await e.get(`/wix-data/v2/items/${mine.id}?dataCollectionId=Authored`, bob)).status).toBe(404)
    const bobPatch = await e.data(
      'items/patch',
      {
        dataCollectionId: 'Authored',
        patch: {
          dataItemId: mine.id,
          fieldModifications: [{ fieldPath: 'text', action: 'SET_FIELD', setFieldOptions: { value: 'hacked' } }],
        },
      },
      bob,
    )
    expect(bobPatch.status).toBe(403)
    expect((await e.data('items/remove', { dataCollectionId: 'Authored', dataItemId: mine.id }, bob)).status).toBe(403)
    expect(
      (
        await e.data(
          'items/update',
          { dataCollectionId: 'Authored', dataItem: { id: mine.id, data: { text: 'edited' } } },
          ann,
        )
      ).body.dataItem.data,
    ).toMatchObject({ text: 'edited', _owner: mine.data._owner })
    expect((await e.data('items/remove', { dataCollectionId: 'Authored', dataItemId: mine.id }, ann)).status).toBe(200)
    expect((await e.data('items/count', { dataCollectionId: 'Authored' }, e.adminKey)).body.totalCount).toBe(1)
  })

  it('CMS_EDITOR, PRIVILEGED and ADMIN need the admin key', async () => {
    expect((await insert('Private', { x: 1 }, ann)).status).toBe(403)
    const item = (await insert('Private', { x: 1 }, e.adminKey)).body.dataItem
    expect((await e.data('items/query', { dataCollectionId: 'Private' }, ann)).status).toBe(403)
    expect(
      (await e.data('items/update', { dataCollectionId: 'Private', dataItem: { id: item.id, data: { x: 2 } } }, ann))
        .status,
    ).toBe(403)
    expect((await e.data('items/query', { dataCollectionId: 'Private' }, e.adminKey)).body.dataItems).toHaveLength(1)
  })

  it('truncate needs the admin key', async () => {
    expect((await e.data('items/truncate', { dataCollectionId: 'Open' }, ann)).status).toBe(403)
    expect((await e.data('items/truncate', { dataCollectionId: 'Open' }, e.adminKey)).status).toBe(200)
    expect((await e.data('items/count', { dataCollectionId: 'Open' })).body.totalCount).toBe(0)
  })

  it('a forged or unknown access token answers 401', async () => {
    for (const token of ['forged', `${ann}x`, 'Bearer nope'])
      expect((await e.data('items/query', { dataCollectionId: 'Open' }, token)).status).toBe(401)
  })

  it('bulk calls check permissions per item for authors', async () => {
    const a = (await insert('Authored', { n: 1 }, ann)).body.dataItem.id
    const b = (await insert('Authored', { n: 2 }, bob)).body.dataItem.id
    const r = await e.data('bulk/items/remove', { dataCollectionId: 'Authored', dataItemIds: [a, b] }, ann)
    expect(r.status).toBe(200)
    expect(r.body.results.map((x: any) => x.itemMetadata.success)).toEqual([true, false])
    expect(r.body.results[1].itemMetadata.error.code).toBe('WDE0027')
  })
})
