// The poll API's permissions: who sees results, who may vote, and the voters list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type TestEmulator } from './harness'

let e: TestEmulator
beforeAll(async () => {
  e = await startTestEmulator()
}, 90_000)
afterAll(() => e?.close())

const options = [
  { id: 'a', title: 'A' },
  { id: 'b', title: 'B' },
]
const create = (poll: object) => e.call('POST', '/_api/polls/v1/polls', { poll }, e.adminKey)
const vote = (poll: string, optionId: string, token: string) =>
  e.call('POST', `/_api/polls/v1/polls/${poll}/vote`, { optionId }, token)

describe('poll results and votes follow the poll settings', () => {
  it('creator-only results never leave the server for visitors, even after they vote', async () => {
    const creator = await e.memberToken('creator@example.com')
    const me = await e.call('GET', '/_api/polls/v1/polls/none', undefined, creator)
    expect(me.status).toBe(404)
    const members = await e.call('GET', '/_emulator/members')
    const creatorId = members.body.members.find((m: any) => m.email === 'creator@example.com').id
    await create({ id: 'secret', title: 'Secret', options, creatorId, settings: { permissions: { view: 'CREATOR' } } })
    const visitor = await e.visitorToken()
    const answer = (await vote('secret', 'a', visitor)).body.poll
    expect(answer).toMatchObject({ myVotes: ['a'], resultsVisible: false, isOwner: false })
    expect(answer.totalVotes).toBeUndefined()
    expect(answer.options).toEqual(options)
    const owner = (await e.call('GET', '/_api/polls/v1/polls/secret', undefined, creator)).body.poll
    expect(owner).toMatchObject({ resultsVisible: true, isOwner: true, totalVotes: 1 })
    expect(owner.options.map((o: any) => o.count)).toEqual([1, 0])
    const admin = (await e.call('GET', '/_api/polls/v1/polls/secret', undefined, e.adminKey)).body.poll
    expect(admin.isOwner).toBe(true)
  })

  it('voters-only results show once the visitor has voted', async () => {
    await create({ id: 'voters', title: 'V', options, settings: { permissions: { view: 'VOTERS' } } })
    const visitor = await e.visitorToken()
    const before = (await e.call('GET', '/_api/polls/v1/polls/voters', undefined, visitor)).body.poll
    expect(before.resultsVisible).toBe(false)
    expect(before.options[0].count).toBeUndefined()
    const after = (await vote('voters', 'b', visitor)).body.poll
    expect(after.resultsVisible).toBe(true)
    expect(after.options.map((o: any) => o.count)).toEqual([0, 1])
  })

  it('a site-members poll refuses visitors with 403 and counts a member once', async () => {
    await create({ id: 'members', title: 'M', options, settings: { permissions: { vote: 'SITE_MEMBERS' } } })
    const visitor = await e.visitorToken()
    const refused = await vote('members', 'a', visitor)
    expect(refused.status).toBe(403)
    const member = await e.memberToken('voter@example.com')
    await vote('members', 'a', member)
    const again = await vote('members', 'a', member)
    expect(again.body.poll.totalVotes).toBe(1)
  })

  it('multiselect polls keep several answers per voter', async () => {
    await create({ id: 'multi', title: 'X', options, settings: { permissions: { allowMultipleVotes: true } } })
    const visitor = await e.visitorToken()
    await vote('multi', 'a', visitor)
    const both = (await vote('multi', 'b', visitor)).body.poll
    expect([...both.myVotes].sort()).toEqual(['a', 'b'])
    expect(both.totalVotes).toBe(2)
  })

  it('lists voters: named members, private members without a name, visitors as a count', async () => {
    await create({ id: 'who', title: 'Who', options })
    const ada = await e.memberToken('ada@example.com', { nickname: 'Ada' })
    const hidden = await e.memberToken('hidden@example.com', { nickname: 'Hidden', privacyStatus: 'PRIVATE' })
    for (const token of [ada, hidden, await e.visitorToken(), await e.visitorToken()]) await vote('who', 'a', token)
    const list = await e.call('GET', '/_api/polls/v1/polls/who/voters?optionId=a', undefined, ada)
    expect(list.status).toBe(200)
    expect(list.body.anonymousCount).toBe(2)
    const names = list.body.voters.map((v: any) => (v.private ? 'Private User' : v.name)).sort()
    expect(names).toEqual(['Ada', 'Private User'])
    expect(JSON.stringify(list.body)).not.toContain('Hidden')
    await create({ id: 'quiet', title: 'Q', options, settings: { showVoters: false } })
    expect((await e.call('GET', '/_api/polls/v1/polls/quiet/voters?optionId=a', undefined, ada)).status).toBe(403)
  })
})
