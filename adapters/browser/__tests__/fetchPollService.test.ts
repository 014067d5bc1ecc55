import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../memory'
import { fetchPollService } from '../fetchPollService'
import { startTestEmulator, type TestEmulator } from '../../../emulator/__tests__/harness'

const poll = { id: 'p', title: 'T', options: [{ id: 'a', title: 'A', count: 2 }], totalVotes: 2, myVotes: ['a'] }

describe('fetchPollService over a scripted HTTP port', () => {
  it('sends the token and the option, and reads the answer', async () => {
    const http = scriptedHttp().on('POST', 'https://polls.test/_api/polls/v1/polls/p%2F1/vote', jsonResponse({ poll }))
    const service = fetchPollService({ baseUrl: 'https://polls.test/', http, auth: () => 'tok-1' })
    const r = await service.vote('p/1', 'a')
    expect(r).toEqual({
      ok: true,
      value: {
        id: 'p',
        options: [{ id: 'a', count: 2 }],
        totalVotes: 2,
        myVotes: ['a'],
        resultsVisible: true,
        isOwner: false,
      },
    })
    expect(http.requests[0].headers).toMatchObject({ authorization: 'tok-1', 'content-type': 'application/json' })
    expect(JSON.parse(http.requests[0].body!)).toEqual({ optionId: 'a' })
  })

  it('offline: fails at once without a request; no answer or a 5xx: server; 403: forbidden', async () => {
    // `once` answers stack: the last one scripted answers first.
    const http = scriptedHttp()
      .once('POST', /vote$/, jsonResponse({ message: 'Only site members can vote in this poll' }, 403))
      .once('POST', /vote$/, jsonResponse({ message: 'boom' }, 503))
      .once('POST', /vote$/, () => {
        throw new TypeError('Failed to fetch')
      })
    let online = false
    const service = fetchPollService({ baseUrl: 'https://polls.test', http, isOnline: () => online })
    expect(await service.vote('p', 'a')).toEqual({ ok: false, error: { kind: 'offline' } })
    expect(http.requests).toHaveLength(0)
    online = true
    expect(await service.vote('p', 'a')).toMatchObject({ ok: false, error: { kind: 'server' } })
    expect(await service.vote('p', 'a')).toMatchObject({ ok: false, error: { kind: 'server', message: 'boom' } })
    expect(await service.vote('p', 'a')).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', message: 'Only site members can vote in this poll' },
    })
  })

  it('an answer of another shape is a server failure, never a throw', async () => {
    const http = scriptedHttp().on('GET', '*', { status: 200, statusText: 'OK', headers: {}, body: '<html>' })
    const service = fetchPollService({ baseUrl: 'https://polls.test', http })
    expect(await service.getPoll('p')).toMatchObject({ ok: false, error: { kind: 'server' } })
  })
})

describe('fetchPollService against the emulator (Node fetch)', () => {
  let e: TestEmulator
  beforeAll(async () => {
    e = await startTestEmulator({ collections: {} })
    await e.call(
      'POST',
      '/_api/polls/v1/polls',
      {
        poll: {
          id: 'n1',
          title: 'Q',
          options: [
            { id: 'a', title: 'A' },
            { id: 'b', title: 'B' },
          ],
        },
      },
      e.adminKey,
    )
  }, 90_000)
  afterAll(() => e?.close())

  it('a visitor votes once: the count stays 1 however often they vote, and a new read sees it', async () => {
    const token = await e.visitorToken()
    const service = fetchPollService({ baseUrl: e.url, auth: token })
    await service.vote('n1', 'a')
    await service.vote('n1', 'a')
    const read = await service.getPoll('n1')
    expect(read).toMatchObject({ ok: true, value: { myVotes: ['a'], totalVotes: 1 } })
    const other = fetchPollService({ baseUrl: e.url, auth: await e.visitorToken() })
    expect(await other.getPoll('n1')).toMatchObject({ ok: true, value: { myVotes: [], totalVotes: 1 } })
    expect(await other.voters('n1', 'a')).toEqual({ ok: true, value: { voters: [], anonymousCount: 1 } })
    expect(await other.getPoll('missing')).toMatchObject({ ok: false, error: { kind: 'notFound' } })
  })
})
