// createOAuthClient's options and their defaults, as a site sees them: required ports named when
// missing, the storage key prefix, the provider base URL, the 60 s skew, the refresh timer that is on
// unless turned off, tokens given at creation, and the warning logged when a member session expires.
import { describe, expect, it } from 'vitest'
import { jsonResponse, manualClock, memoryStorage, scriptedHttp, seededCrypto } from '../../../adapters/memory'
import { createOAuthClient } from '../index'
import { memberTokens, setup } from './fakes'

describe('createOAuthClient: required options', () => {
  it('names a missing clientId and a missing crypto port', () => {
    const ports = { http: scriptedHttp(), storage: memoryStorage(), clock: manualClock() }
    expect(() => createOAuthClient({ ...ports, clientId: '', crypto: seededCrypto(1) })).toThrow(
      new RangeError('createOAuthClient needs a clientId'),
    )
    expect(() => createOAuthClient({ ...ports, clientId: 'c', crypto: undefined as never })).toThrow(
      new TypeError('createOAuthClient needs a crypto port (webCrypto() from vitrine/adapters/browser)'),
    )
  })
})

describe('createOAuthClient: defaults', () => {
  it('talks to https://www.wixapis.com when no baseUrl is given', async () => {
    const http = scriptedHttp()
    http.on('POST', 'https://www.wixapis.com/oauth2/token', jsonResponse({ access_token: 'v', expires_in: 3600 }))
    const client = createOAuthClient({
      clientId: 'c',
      http,
      storage: memoryStorage(),
      clock: manualClock(),
      crypto: seededCrypto(2),
      autoRefresh: false,
    })
    expect((await client.getValidTokens()).accessToken.value).toBe('v')
    expect(http.requests.map((r) => r.url)).toEqual(['https://www.wixapis.com/oauth2/token'])
  })

  it('stores tokens and login data under the storageKey prefix', async () => {
    const { client, storage } = setup({ storageKey: 'shop' })
    await client.getValidTokens()
    await client.generateOAuthData('https://site.test/cb')
    expect(Object.keys(storage.entries()).sort()).toEqual(['shop.oauthData', 'shop.tokens'])
  })

  it('renews within 60 s of expiry by default, not before', async () => {
    const { client, clock, tokenRequests } = setup({ skewSeconds: undefined })
    await client.setTokens(memberTokens(clock, 61))
    await client.getValidTokens()
    expect(tokenRequests('refresh_token')).toHaveLength(0)
    clock.advance(1_000)
    await client.getValidTokens()
    expect(tokenRequests('refresh_token')).toHaveLength(1)
  })

  it('refreshes on a timer unless autoRefresh is false', async () => {
    const on = setup({ autoRefresh: undefined })
    await on.client.setTokens(memberTokens(on.clock, 3600))
    expect(on.clock.pending()).toBe(1)
    on.client.dispose()
    const off = setup({ autoRefresh: false })
    await off.client.setTokens(memberTokens(off.clock, 3600))
    expect(off.clock.pending()).toBe(0)
  })

  it('starts from the tokens it is given, stored and without a request', async () => {
    const clock = manualClock()
    const { client, storage, tokenRequests } = setup({ tokens: memberTokens(clock, 3600) }, { clock })
    await client.ready()
    expect(client.loggedIn()).toBe(true)
    expect(client.getTokens().accessToken.value).toBe('member-access')
    expect(JSON.parse(storage.entries()['identity.tokens']).refreshToken.role).toBe('member')
    expect(tokenRequests()).toHaveLength(0)
  })
})

describe('createOAuthClient: logging', () => {
  it('warns once, without the token, when a member session expires', async () => {
    const { client, clock, logger } = setup()
    await client.setTokens(memberTokens(clock, 10, 'bad-refresh'))
    clock.advance(60_000)
    await client.getValidTokens()
    expect(logger.messages('warn')).toEqual(['Vitrine identity: the member session expired; continuing as a visitor'])
  })

  it('without a logger, a refused storage write and an expired session are handled silently', async () => {
    const broken = {
      get: async () => null,
      set: async () => Promise.reject(new Error('quota')),
      remove: async () => undefined,
    }
    const { client, clock } = setup({ logger: undefined, storage: broken })
    await client.setTokens(memberTokens(clock, 10, 'bad-refresh'))
    clock.advance(60_000)
    expect((await client.getValidTokens()).refreshToken.role).toBe('visitor')
    expect(client.store.getSnapshot().error?.message).toBe('The member session expired; signed in as a visitor again')
  })
})

describe('createOAuthClient: a fresh client', () => {
  it('starts idle as role none, not logged in, and refuses a password change before any tokens', async () => {
    const { client, http } = setup()
    expect(client.store.getSnapshot()).toMatchObject({ status: 'idle', role: 'none', loggedIn: false })
    await expect(client.changePassword('new-secret')).rejects.toThrow(
      'Only a signed-in member can change their password',
    )
    expect(http.requests.filter((r) => r.url.endsWith('/change-password'))).toHaveLength(0)
  })

  it('setTokens names the shape it expects', async () => {
    const { client } = setup()
    await expect(client.setTokens({ accessToken: 'x' } as never)).rejects.toThrow(
      'setTokens expects {accessToken: {value, expiresAt}, refreshToken: {value, role}}',
    )
  })
})
