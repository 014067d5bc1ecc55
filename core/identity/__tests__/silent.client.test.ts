import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../adapters/memory'
import { BASE, setup } from './fakes'

const SESSION = `${BASE}/_api/redirects-api/v1/redirect-session`
const FULL_URL = 'https://idp.test/authorize?session=abc'

const start = () => {
  const ctx = setup()
  ctx.http.on('POST', SESSION, jsonResponse({ redirectSession: { id: 'r', fullUrl: FULL_URL } }))
  const promise = ctx.client.getMemberTokensForDirectLogin('session-token')
  const state = async () => {
    // SHA-256 runs off the main thread: wait until the flow has opened its frame.
    await vi.waitFor(() => expect(ctx.frame.opened.length).toBe(1), { timeout: 10_000, interval: 2 })
    const body = JSON.parse(ctx.http.requests.find((r) => r.url === SESSION)!.body!)
    return body.auth.authRequest.state as string
  }
  return { ...ctx, promise, state }
}

describe('OAuth client: silent sign-in through a hidden frame', () => {
  it('asks for prompt none and web_message with the session token, then exchanges the posted code', async () => {
    const { promise, state, frame, http, client } = start()
    const s = await state()
    const body = JSON.parse(http.requests.find((r) => r.url === SESSION)!.body!)
    expect(body.auth.prompt).toBe('none')
    expect(body.auth.authRequest).toMatchObject({
      responseMode: 'web_message',
      sessionToken: 'session-token',
      redirectUri: 'https://site.test/callback',
    })
    expect(frame.opened[0].url).toBe(FULL_URL)
    expect(frame.opened[0].options.expectedOrigin).toBe('https://idp.test')
    frame.post({ origin: 'https://idp.test', data: { code: 'c1', state: s } })
    const tokens = await promise
    expect(tokens.refreshToken.role).toBe('member')
    expect(client.loggedIn()).toBe(true)
    expect(frame.opened[0].closed).toBe(true)
  })

  it('ignores answers from another origin or with another state', async () => {
    const { promise, state, frame, clock } = start()
    const s = await state()
    frame.post({ origin: 'https://evil.test', data: { code: 'evil', state: s } })
    frame.post({ origin: 'https://idp.test', data: { code: 'other', state: 'someone-else' } })
    frame.post({ origin: 'https://idp.test', data: 'garbage' })
    frame.post({ origin: 'https://idp.test', data: { code: 'good', state: s } })
    await promise
    expect(frame.opened[0].closed).toBe(true)
    void clock
  })

  it("times out after 120000 ms with 'OAuth flow timed out'", async () => {
    const { promise, state, clock, frame } = start()
    await state()
    const outcome = promise.catch((e: Error) => e)
    await clock.advanceAsync(119_999)
    expect(frame.opened[0].closed).toBe(false)
    await clock.advanceAsync(1)
    expect(((await outcome) as Error).message).toBe('OAuth flow timed out')
    expect(frame.opened[0].closed).toBe(true)
  })

  it('fails fast when the frame reports an error', async () => {
    const { promise, state, frame, clock } = start()
    const s = await state()
    frame.post({
      origin: 'https://idp.test',
      data: { error: 'login_required', error_description: 'No session', state: s },
    })
    await expect(promise).rejects.toThrow('No session')
    expect(clock.pending()).toBe(0)
  })

  it('fails when the frame cannot load', async () => {
    const { promise, state, frame } = start()
    await state()
    frame.opened[0].options.onError!(new Error('frame blocked'))
    await expect(promise).rejects.toThrow('frame blocked')
  })
})

describe('silent sign-in and a pending redirect login', () => {
  it('leaves the stored redirect data alone', async () => {
    const ctx = setup()
    ctx.http.on('POST', SESSION, jsonResponse({ redirectSession: { id: 'r', fullUrl: FULL_URL } }))
    const pending = await ctx.client.generateOAuthData('https://site.test/cb')
    const promise = ctx.client.getMemberTokensForDirectLogin('session-token')
    await vi.waitFor(() => expect(ctx.frame.opened.length).toBe(1), { timeout: 10_000, interval: 2 })
    const state = JSON.parse(ctx.http.requests.find((r) => r.url === SESSION)!.body!).auth.authRequest.state
    expect(state).not.toBe(pending.state)
    ctx.frame.post({ origin: 'https://idp.test', data: { code: 'c', state } })
    await promise
    expect(JSON.parse(ctx.storage.entries()['identity.oauthData'])).toEqual(pending)
  })
})
