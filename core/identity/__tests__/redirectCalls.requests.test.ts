// The redirect calls' requests and refusals the flow tests leave out: the server-side direct login
// (no frame: responseMode query, redirects followed over HTTP), a direct login without a redirect URI,
// the default response mode and original address, a configured silent timeout, stored login data
// that is incomplete or unreadable, unreadable sessions, and a refused external login.
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, memoryStorage, scriptedHttp } from '../../../adapters/memory'
import type { HttpRequest } from '../../../ports'
import { BASE, setup, TOKEN } from './fakes'

const SESSION = `${BASE}/_api/redirects-api/v1/redirect-session`
const FULL_URL = 'https://idp.test/authorize?session=abc'
const sessionAnswer = () => jsonResponse({ redirectSession: { id: 'r', fullUrl: FULL_URL } })
const sessionBody = (requests: readonly HttpRequest[]) =>
  JSON.parse(requests.find((r) => r.url === SESSION)!.body!) as {
    auth: { authRequest: Record<string, unknown>; prompt: string }
  }

describe('getMemberTokensForDirectLogin without a frame (Node, servers)', () => {
  it('asks for responseMode query, follows the redirects and exchanges the code from the Location', async () => {
    const { client, http, tokenRequests } = setup({ frame: undefined })
    http.on('POST', SESSION, sessionAnswer())
    http.on('GET', FULL_URL, () => {
      const { state } = sessionBody(http.requests).auth.authRequest
      return {
        status: 302,
        statusText: 'Found',
        headers: { location: `https://site.test/callback?code=C-9&state=${state}` },
        body: '',
      }
    })
    const tokens = await client.getMemberTokensForDirectLogin('session-token')
    expect(tokens.refreshToken.role).toBe('member')
    expect(client.loggedIn()).toBe(true)
    expect(sessionBody(http.requests).auth).toMatchObject({
      prompt: 'none',
      authRequest: { responseMode: 'query', sessionToken: 'session-token', redirectUri: 'https://site.test/callback' },
    })
    expect(JSON.parse(tokenRequests('authorization_code')[0].body!)).toMatchObject({
      code: 'C-9',
      redirectUri: 'https://site.test/callback',
    })
  })

  it('refuses to start without a redirect URI, naming what is missing, and sends nothing', async () => {
    const server = setup({ frame: undefined, redirectUri: undefined })
    await expect(server.client.getMemberTokensForDirectLogin('st')).rejects.toThrow(
      'Server-side sign-in needs a redirectUri registered for the client (the code is read from its address, never loaded)',
    )
    const browser = setup({ redirectUri: undefined })
    await expect(browser.client.getMemberTokensForDirectLogin('st')).rejects.toThrow(
      'Silent sign-in needs a redirectUri',
    )
    expect([...server.http.requests, ...browser.http.requests]).toHaveLength(0)
  })

  it('with a frame, times out after the configured silentTimeoutMs', async () => {
    const { client, http, clock, frame } = setup({ silentTimeoutMs: 5_000 })
    http.on('POST', SESSION, sessionAnswer())
    const outcome = client.getMemberTokensForDirectLogin('st').catch((e: Error) => e)
    await vi.waitFor(() => expect(frame.opened.length).toBe(1), { timeout: 10_000, interval: 2 })
    await clock.advanceAsync(4_999)
    expect(frame.opened[0].closed).toBe(false)
    await clock.advanceAsync(1)
    expect(((await outcome) as Error).message).toBe('OAuth flow timed out')
  })
})

describe('redirect login data and sessions', () => {
  it('generateOAuthData keeps an empty original address by default; getAuthUrl defaults to fragment and login', async () => {
    const { client, http, storage } = setup()
    http.on('POST', SESSION, sessionAnswer())
    const data = await client.generateOAuthData('https://site.test/cb')
    expect(data.originalUri).toBe('')
    expect(JSON.parse(storage.entries()['identity.oauthData']).originalUri).toBe('')
    expect(await client.getAuthUrl(data)).toEqual({ authUrl: FULL_URL })
    const { auth } = sessionBody(http.requests)
    expect(auth.prompt).toBe('login')
    expect(auth.authRequest.responseMode).toBe('fragment')
    expect(auth.authRequest).not.toHaveProperty('sessionToken')
  })

  it('stored login data without a verifier, or unreadable, is refused as Invalid _state before any token request', async () => {
    const storage = memoryStorage()
    const { client, tokenRequests } = setup({ storage })
    await storage.set('identity.oauthData', JSON.stringify({ state: 's-1', redirectUri: 'https://site.test/cb' }))
    await expect(client.getMemberTokens('c', 's-1')).rejects.toThrow('Invalid _state')
    await storage.set('identity.oauthData', JSON.stringify({ state: 's-1', codeVerifier: 7 }))
    await expect(client.getMemberTokens('c', 's-1')).rejects.toThrow('Invalid _state')
    await storage.set('identity.oauthData', '{not json')
    await expect(client.getMemberTokens('c', 's-1')).rejects.toThrow('Invalid _state')
    expect(tokenRequests('authorization_code')).toHaveLength(0)
  })

  it('a redirect session answer without an id and address is a System error', async () => {
    const { client, http } = setup()
    http.on('POST', SESSION, jsonResponse({ redirectSession: { id: 'r' } }))
    await expect(client.logout('https://site.test/bye')).rejects.toThrow('System error occurred')
    const data = await client.generateOAuthData('https://site.test/cb')
    await expect(client.getAuthUrl(data)).rejects.toThrow('System error occurred')
  })
})

describe('getMemberTokensForExternalLogin', () => {
  it("a refused authorized_client grant rejects with 'Failed to get member tokens' and its code", async () => {
    const http = scriptedHttp()
    const { client } = setup({}, { http })
    http.on('POST', TOKEN, (req: HttpRequest) => {
      const body = JSON.parse(req.body!)
      if (body.grantType === 'anonymous')
        return jsonResponse({ access_token: 'v', expires_in: 3600, refresh_token: 'vr' })
      return jsonResponse(
        { message: 'member not found', details: { applicationError: { code: 'MEMBER_NOT_FOUND' } } },
        404,
      )
    })
    await expect(client.getMemberTokensForExternalLogin('m-1', 'api-key')).rejects.toMatchObject({
      message: 'Failed to get member tokens',
      code: 'MEMBER_NOT_FOUND',
    })
  })
})
