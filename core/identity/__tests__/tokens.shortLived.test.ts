// Access tokens that live no longer than the skew (a provider answering expires_in 30 while the client
// renews 60 s ahead): the client renews at a fraction of their lifetime, never sooner than a floor,
// and backs off after failures, so the token requests over ten simulated minutes stay few.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { HttpRequest } from '../../../ports'
import { jsonResponse, manualClock, memoryLock, memoryStorage, scriptedHttp } from '../../../adapters/memory'
import { renewalDueMs, RENEW_FLOOR_SECONDS, type Tokens } from '../tokens'
import { memberTokens, setup, TOKEN } from './fakes'

const TEN_MINUTES = 10 * 60_000

/** A provider whose tokens live `expiresIn` seconds; past `cap` requests it stops answering (so a loop ends). */
function shortLivedProvider(expiresIn: number, cap = 2000) {
  const http = scriptedHttp()
  let n = 0
  http.on('POST', TOKEN, (req: HttpRequest) => {
    if (++n > cap) throw new TypeError('fetch failed')
    const body = JSON.parse(req.body!)
    const refreshToken = body.grantType === 'refresh_token' ? body.refreshToken : `refresh-${n}`
    return jsonResponse({ access_token: `access-${n}`, expires_in: expiresIn, refresh_token: refreshToken })
  })
  return http
}

describe('short-lived access tokens', () => {
  it.each([30, 60, 1, 0])(
    'expires_in %i with a 60 s skew: the background refresh asks a bounded number of times in 10 minutes',
    async (expiresIn) => {
      const http = shortLivedProvider(expiresIn)
      const { client, clock, tokenRequests } = setup({ autoRefresh: true, skewSeconds: 60 }, { http })
      await client.generateVisitorTokens()
      await clock.advanceAsync(TEN_MINUTES)
      // Renewed at half the lifetime, and never sooner than the floor after the last answer.
      const period = Math.max(RENEW_FLOOR_SECONDS, expiresIn / 2)
      expect(tokenRequests()).toHaveLength(1 + Math.floor(TEN_MINUTES / 1000 / period))
      client.dispose()
    },
  )

  it('expires_in 30: renews 15 s after each answer, and the token held is never expired', async () => {
    const http = shortLivedProvider(30)
    const { client, clock, tokenRequests } = setup({ autoRefresh: true, skewSeconds: 60 }, { http })
    const first = await client.generateVisitorTokens()
    await clock.advanceAsync(14_999)
    expect(client.getTokens().accessToken.value).toBe(first.accessToken.value)
    await clock.advanceAsync(1)
    expect(client.getTokens().accessToken.value).not.toBe(first.accessToken.value)
    expect(client.getTokens().refreshToken).toEqual(first.refreshToken)
    expect(client.getTokens().accessToken.expiresAt).toBe(Math.floor(clock.now() / 1000) + 30)
    expect(tokenRequests('refresh_token')).toHaveLength(1)
    client.dispose()
  })

  it('on-demand callers share the renewed token: 100 calls within its useful half-life make no request', async () => {
    const http = shortLivedProvider(30)
    const { client, clock, tokenRequests } = setup({ skewSeconds: 60 }, { http })
    await client.generateVisitorTokens()
    for (let i = 0; i < 100; i++) {
      await client.getAuthHeaders()
      clock.advance(100)
    }
    expect(tokenRequests()).toHaveLength(1)
    clock.advance(5_000)
    await client.getAuthHeaders()
    expect(tokenRequests('refresh_token')).toHaveLength(1)
  })

  it('tokens set by the app with 30 s left are renewed once, then on the short-lived schedule', async () => {
    const http = shortLivedProvider(30)
    const { client, clock, tokenRequests } = setup({ autoRefresh: true, skewSeconds: 60 }, { http })
    await client.setTokens(memberTokens(clock, 30))
    await clock.advanceAsync(0)
    expect(tokenRequests('refresh_token')).toHaveLength(1)
    await clock.advanceAsync(60_000)
    expect(tokenRequests('refresh_token')).toHaveLength(1 + 4)
    expect(client.loggedIn()).toBe(true)
    client.dispose()
  })

  it('two tabs sharing storage follow one schedule: a token the other tab renewed is not renewed again', async () => {
    const clock = manualClock()
    const storage = memoryStorage()
    const lock = memoryLock()
    const http = shortLivedProvider(30)
    const tab1 = setup({ autoRefresh: true, skewSeconds: 60 }, { storage, lock, clock, http })
    const tab2 = setup({ autoRefresh: true, skewSeconds: 60 }, { storage, lock, clock, http })
    await tab1.client.generateVisitorTokens()
    await tab2.client.getValidTokens()
    await clock.advanceAsync(TEN_MINUTES)
    // One tab's schedule: the first token, then one every 15 s.
    expect(tab1.tokenRequests()).toHaveLength(1 + TEN_MINUTES / 15_000)
    expect(tab2.client.getTokens()).toEqual(tab1.client.getTokens())
    expect(tab2.client.getTokens().accessToken.value).toBe(`access-${1 + TEN_MINUTES / 15_000}`)
    tab1.client.dispose()
    tab2.client.dispose()
  })

  it('background renewals that fail back off: 1, 2, 4, 8 ... floors apart, up to 5 minutes', async () => {
    const http = shortLivedProvider(30, 1)
    const { client, clock, tokenRequests } = setup({ autoRefresh: true, skewSeconds: 60 }, { http })
    await client.generateVisitorTokens()
    await clock.advanceAsync(15_000)
    expect(tokenRequests()).toHaveLength(2)
    const times: number[] = []
    const start = clock.now()
    for (let i = 0; i < 60 * 60; i++) {
      const before = tokenRequests().length
      await clock.advanceAsync(1000)
      if (tokenRequests().length > before) times.push((clock.now() - start) / 1000)
    }
    expect(times.slice(0, 8)).toEqual([5, 15, 35, 75, 155, 315, 615, 915])
    // The session is kept (a network failure is not a refusal).
    expect(client.getTokens().refreshToken.value).toBe('refresh-1')
    client.dispose()
  })

  it('a background renewal succeeds again after failures: the wait starts from the floor again', async () => {
    let down = false
    const http = scriptedHttp()
    let n = 0
    http.on('POST', TOKEN, () => {
      if (down) throw new TypeError('fetch failed')
      return jsonResponse({ access_token: `access-${++n}`, expires_in: 30, refresh_token: 'r' })
    })
    const { client, clock, tokenRequests } = setup({ autoRefresh: true, skewSeconds: 60 }, { http })
    await client.generateVisitorTokens()
    down = true
    await clock.advanceAsync(15_000 + 5_000 + 10_000)
    expect(tokenRequests()).toHaveLength(1 + 3)
    down = false
    await clock.advanceAsync(20_000)
    expect(client.getTokens().accessToken.value).toBe('access-2')
    const before = tokenRequests().length
    await clock.advanceAsync(15_000)
    expect(tokenRequests()).toHaveLength(before + 1)
    client.dispose()
  })
})

describe('renewalDueMs', () => {
  const at = (expiresAt: number): Tokens => ({
    accessToken: { value: 'a', expiresAt },
    refreshToken: { value: 'r', role: 'visitor' },
  })

  it('long-lived tokens are renewed skewSeconds before expiry, arrival known or not', () => {
    expect(renewalDueMs(at(3600), 60, 0)).toBe(3540_000)
    expect(renewalDueMs(at(3600), 60)).toBe(3540_000)
  })

  it('an arrival after the expiry (storage edited) counts as unknown', () => {
    expect(renewalDueMs(at(30), 60, 10_000_000)).toBe(-30_000)
  })

  it('property: a known arrival is renewed no sooner than the floor and, past the floor, before expiry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 3600 }),
        (arrivedS, lifetimeS, skew) => {
          const due = renewalDueMs(at(arrivedS + lifetimeS), skew, arrivedS * 1000)
          expect(due).toBeGreaterThanOrEqual(arrivedS * 1000 + RENEW_FLOOR_SECONDS * 1000)
          if (lifetimeS >= RENEW_FLOOR_SECONDS) expect(due).toBeLessThanOrEqual((arrivedS + lifetimeS) * 1000)
        },
      ),
    )
  })
})
