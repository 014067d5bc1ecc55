// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cookieStorage, fetchHttp, systemClock, webCrypto, webLocks, webStorage } from '..'

afterEach(() => {
  localStorage.clear()
})

describe('webStorage', () => {
  it('stores under a prefix in localStorage', async () => {
    const s = webStorage('t:')
    await s.set('tokens', '{"a":1}')
    expect(localStorage.getItem('t:tokens')).toBe('{"a":1}')
    expect(await s.get('tokens')).toBe('{"a":1}')
    await s.remove('tokens')
    expect(await s.get('tokens')).toBeNull()
  })
  it('keeps working in memory when storage throws (private mode, quota)', async () => {
    const broken = {
      getItem() {
        throw new Error('SecurityError')
      },
      setItem() {
        throw new Error('QuotaExceededError')
      },
      removeItem() {
        throw new Error('SecurityError')
      },
    } as unknown as Storage
    const s = webStorage('p:', broken)
    await s.set('k', 'v')
    expect(await s.get('k')).toBe('v')
    await s.remove('k')
    expect(await s.get('k')).toBeNull()
  })
})

describe('cookieStorage', () => {
  it('writes encoded cookies with attributes and reads them back', async () => {
    const written: string[] = []
    let jar = ''
    const doc = {
      get cookie() {
        return jar
      },
      set cookie(value: string) {
        written.push(value)
        const [pair] = value.split(';')
        const name = pair.slice(0, pair.indexOf('='))
        const others = jar.split('; ').filter((p) => p && !p.startsWith(`${name}=`))
        if (!/Max-Age=0/.test(value)) others.push(pair)
        jar = others.join('; ')
      },
      location: { protocol: 'https:' },
    }
    const s = cookieStorage({ doc })
    await s.set('session', 'a b;c=d')
    expect(written[0]).toMatch(/^vitrine_session=a%20b%3Bc%3Dd; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/)
    expect(await s.get('session')).toBe('a b;c=d')
    expect(await s.get('other')).toBeNull()
    await s.remove('session')
    expect(await s.get('session')).toBeNull()
  })
})

describe('fetchHttp', () => {
  it('maps a fetch response to status, lower-case headers and text body', async () => {
    const fake = (async (url: string, init: RequestInit) =>
      new Response(JSON.stringify({ url, method: init.method, body: init.body }), {
        status: 201,
        statusText: 'Created',
        headers: { 'X-Request-Id': 'r1' },
      })) as unknown as typeof fetch
    const res = await fetchHttp(fake).request({ url: 'https://h/x', method: 'POST', body: '{"a":1}' })
    expect(res.status).toBe(201)
    expect(res.statusText).toBe('Created')
    expect(res.headers['x-request-id']).toBe('r1')
    expect(JSON.parse(res.body)).toEqual({ url: 'https://h/x', method: 'POST', body: '{"a":1}' })
  })
  it('rejects on network failure', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    await expect(fetchHttp(failing).request({ url: 'https://h', method: 'GET' })).rejects.toThrow('Failed to fetch')
  })
})

describe('systemClock', () => {
  // The platform's clock and timers, driven by Vitest's fake timers: no wall time is measured.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-02T03:04:05Z') }))
  afterEach(() => vi.useRealTimers())

  it('tells the platform time', () => {
    const clock = systemClock()
    expect(clock.now()).toBe(Date.parse('2026-01-02T03:04:05Z'))
    vi.advanceTimersByTime(1500)
    expect(clock.now()).toBe(Date.parse('2026-01-02T03:04:06.500Z'))
  })

  it('runs the platform timers, and clears them', () => {
    const clock = systemClock()
    const fired: string[] = []
    clock.setTimeout(() => fired.push('kept'), 100)
    const cleared = clock.setTimeout(() => fired.push('cleared'), 50)
    clock.clearTimeout(cleared)
    vi.advanceTimersByTime(99)
    expect(fired).toEqual([])
    vi.advanceTimersByTime(1)
    expect(fired).toEqual(['kept'])
  })
})

describe('webCrypto', () => {
  it('gives random bytes of any length and SHA-256', async () => {
    const c = webCrypto(globalThis.crypto)
    const big = c.randomBytes(70_000)
    expect(big).toHaveLength(70_000)
    expect(new Set(big.subarray(65_536)).size).toBeGreaterThan(100)
    const digest = await c.sha256(new Uint8Array())
    expect(Buffer.from(digest).toString('hex')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })
})

describe('webLocks', () => {
  it('uses navigator.locks when present', async () => {
    const names: string[] = []
    const fakeLocks = {
      request: (name: string, _opts: unknown, fn: () => Promise<unknown>) => {
        names.push(name)
        return fn()
      },
    } as unknown as LockManager
    expect(await webLocks(fakeLocks).withLock('vitrine-tokens', async () => 42)).toBe(42)
    expect(names).toEqual(['vitrine-tokens'])
  })
  it('falls back to an in-tab lock without the API', async () => {
    const lock = webLocks(undefined)
    const order: number[] = []
    await Promise.all([1, 2].map((n) => lock.withLock('x', async () => order.push(n))))
    expect(order).toEqual([1, 2])
  })
})
