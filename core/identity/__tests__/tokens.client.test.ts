import { describe, expect, it } from 'vitest'
import { jsonResponse, memoryLock, memoryStorage, manualClock } from '../../../adapters/memory'
import { BASE, memberTokens, setup, TOKEN } from './fakes'

describe('OAuth client: token lifecycle', () => {
  it('gets an anonymous visitor token when there are none, with expiresAt = now/1000 + expires_in', async () => {
    const { client, clock, http, storage } = setup()
    const tokens = await client.generateVisitorTokens()
    expect(tokens).toEqual({
      accessToken: { value: 'visitor-1', expiresAt: Math.floor(clock.now() / 1000) + 3600 },
      refreshToken: { value: 'vr-1', role: 'visitor' },
    })
    expect(JSON.parse(http.requests[0].body!)).toEqual({ clientId: 'client-1', grantType: 'anonymous' })
    expect(http.requests[0].headers?.['content-type']).toBe('application/json')
    // Stored with the time they arrived, so every tab renews them on the same schedule.
    expect(JSON.parse(storage.entries()['identity.tokens'])).toEqual({ ...tokens, receivedAt: clock.now() })
    expect(client.getTokens()).toEqual(tokens)
    expect(client.loggedIn()).toBe(false)
  })

  it('getTokens and loggedIn answer empty tokens and false before anything', () => {
    const { client } = setup()
    expect(client.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    })
    expect(client.loggedIn()).toBe(false)
  })

  it('reuses valid stored tokens without a request', async () => {
    const clock = manualClock()
    const storage = memoryStorage({ 'identity.tokens': JSON.stringify(memberTokens(clock, 3600)) })
    const { client, http } = setup({}, { storage, clock })
    await client.ready()
    expect(client.loggedIn()).toBe(true)
    expect((await client.getAuthHeaders()).headers.Authorization).toBe('member-access')
    expect(http.requests).toHaveLength(0)
  })

  it('renews an expired token from the refresh token, keeping the role', async () => {
    const { client, clock, tokenRequests } = setup()
    await client.setTokens(memberTokens(clock, 3600))
    clock.advance(3600_000)
    const tokens = await client.getValidTokens()
    expect(tokens.accessToken.value).toMatch(/^renewed-/)
    expect(tokens.refreshToken).toEqual({ value: 'member-refresh', role: 'member' })
    expect(JSON.parse(tokenRequests('refresh_token')[0].body!)).toEqual({
      clientId: 'client-1',
      grantType: 'refresh_token',
      refreshToken: 'member-refresh',
    })
  })

  it('renews ahead of expiry within the skew margin, not before', async () => {
    const { client, clock, tokenRequests } = setup({ skewSeconds: 120 })
    await client.setTokens(memberTokens(clock, 3600))
    clock.advance((3600 - 121) * 1000)
    await client.getValidTokens()
    expect(tokenRequests()).toHaveLength(0)
    clock.advance(2000)
    await client.getValidTokens()
    expect(tokenRequests('refresh_token')).toHaveLength(1)
  })

  it('refreshes on a timer ahead of expiry when autoRefresh is on', async () => {
    const { client, clock, tokenRequests } = setup({ autoRefresh: true, skewSeconds: 60 })
    await client.setTokens(memberTokens(clock, 600))
    await clock.advanceAsync(539_000)
    expect(tokenRequests()).toHaveLength(0)
    await clock.advanceAsync(2_000)
    expect(tokenRequests('refresh_token')).toHaveLength(1)
    expect(client.getTokens().accessToken.value).toMatch(/^renewed-/)
    client.dispose()
    expect(clock.pending()).toBe(0)
  })

  it('100 concurrent callers on an expired token share exactly one refresh request', async () => {
    const { client, clock, http, tokenRequests } = setup()
    http.on('GET', `${BASE}/api/thing`, (req) => jsonResponse({ auth: req.headers?.authorization }))
    await client.setTokens(memberTokens(clock, 10))
    clock.advance(3600_000)
    const answers = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const { headers } = await client.getAuthHeaders()
        return JSON.parse(
          (
            await http.request({
              url: `${BASE}/api/thing`,
              method: 'GET',
              headers: { authorization: headers.Authorization },
            })
          ).body,
        ).auth
      }),
    )
    expect(tokenRequests()).toHaveLength(1)
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]).toMatch(/^renewed-/)
  })

  it('two tabs sharing a lock and storage refresh once; the second re-reads the tokens under the lock', async () => {
    const clock = manualClock()
    const storage = memoryStorage()
    const lock = memoryLock()
    const tab1 = setup({}, { storage, lock, clock })
    const tab2 = setup({}, { storage, lock, clock, http: tab1.http })
    await tab1.client.setTokens(memberTokens(clock, 10))
    clock.advance(3600_000)
    const [a, b] = await Promise.all([tab1.client.getValidTokens(), tab2.client.getValidTokens()])
    expect(tab1.tokenRequests()).toHaveLength(1)
    expect(a).toEqual(b)
    expect(tab2.client.loggedIn()).toBe(true)
  })

  it('a refused member refresh gives a visitor token and a sessionExpired event', async () => {
    const { client, clock, tokenRequests, logger } = setup()
    const events: string[] = []
    client.on('sessionExpired', () => events.push('sessionExpired'))
    await client.setTokens(memberTokens(clock, 10, 'bad-refresh'))
    clock.advance(60_000)
    const tokens = await client.getValidTokens()
    expect(tokens.refreshToken.role).toBe('visitor')
    expect(events).toEqual(['sessionExpired'])
    expect(client.store.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'SESSION_EXPIRED' } })
    expect(client.loggedIn()).toBe(false)
    expect(tokenRequests('anonymous')).toHaveLength(1)
    expect(logger.messages('warn')).toHaveLength(1)
    expect(JSON.stringify(logger.entries)).not.toContain('bad-refresh')
  })

  it('a refresh with no answer keeps the member tokens and rejects the caller', async () => {
    const { client, clock, http } = setup()
    await client.setTokens(memberTokens(clock, 10))
    clock.advance(60_000)
    http.once('POST', TOKEN, () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(client.getValidTokens()).rejects.toThrow('something went wrong')
    expect(client.loggedIn()).toBe(true)
    expect((await client.getValidTokens()).refreshToken.role).toBe('member')
  })

  it("the token endpoint's non-200 gives 'something went wrong'", async () => {
    const { client, http } = setup()
    http.once('POST', TOKEN, jsonResponse({ message: 'nope' }, 500))
    await expect(client.generateVisitorTokens()).rejects.toThrow('something went wrong')
    await expect(client.renewToken({ value: 'bad-x', role: 'visitor' })).rejects.toThrow('something went wrong')
  })

  it('generateVisitorTokens keeps given valid visitor tokens', async () => {
    const { client, clock, http } = setup()
    const given = {
      visitorToken: { value: 'given', expiresAt: Math.floor(clock.now() / 1000) + 3600 },
      refreshToken: { value: 'gr', role: 'visitor' as const },
    }
    expect((await client.generateVisitorTokens(given)).accessToken.value).toBe('given')
    expect(http.requests).toHaveLength(0)
  })

  it('ignores corrupt stored tokens and starts afresh', async () => {
    const storage = memoryStorage({ 'identity.tokens': '{"accessToken":1' })
    const { client } = setup({}, { storage })
    expect((await client.getValidTokens()).refreshToken.role).toBe('visitor')
  })
})

describe('OAuth client: storage failures and misuse', () => {
  it('keeps tokens in memory when storage refuses writes, without a request per call', async () => {
    const broken = {
      get: async () => null,
      set: async () => Promise.reject(new Error('quota')),
      remove: async () => undefined,
    }
    const { client, tokenRequests, logger } = setup({ storage: broken })
    await client.getValidTokens()
    await client.getValidTokens()
    await client.getValidTokens()
    expect(tokenRequests()).toHaveLength(1)
    expect(logger.messages('warn')).toEqual([
      'Vitrine identity: token storage refused a write; keeping tokens in memory',
    ])
  })

  it('setTokens refuses a value that is not a token pair', async () => {
    const { client } = setup()
    await expect(client.setTokens({ accessToken: 'x' } as never)).rejects.toThrow(RangeError)
    await expect(client.setTokens(null as never)).rejects.toThrow(RangeError)
  })
})
