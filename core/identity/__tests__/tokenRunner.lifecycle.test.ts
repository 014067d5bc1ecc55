// The token runner on its own, over the manual clock and memory ports: the refresh timer (one at a
// time, in the background, none after dispose), the lock names tabs share, one request for concurrent
// callers, and storage that fails.
import { describe, expect, it } from 'vitest'
import type { LockPort, TimerOptions } from '../../../ports'
import { manualClock, memoryStorage } from '../../../adapters/memory'
import { err, ok } from '../../shared'
import { IdentityError } from '../errors'
import { createTokenRunner, type TokenRunnerOptions, type TokenSource } from '../tokenRunner'
import type { Tokens } from '../tokens'

const KEY = 'tokens-key'

function harness(overrides: Partial<TokenRunnerOptions> = {}) {
  const clock = manualClock()
  const timerOptions: (TimerOptions | undefined)[] = []
  const recordingClock = {
    ...clock,
    setTimeout: (callback: () => void, ms: number, options?: TimerOptions) => {
      timerOptions.push(options)
      return clock.setTimeout(callback, ms)
    },
  }
  let n = 0
  const visitorCalls: number[] = []
  const source: TokenSource = {
    async visitor() {
      visitorCalls.push(++n)
      return ok(tokensAt(clock.now(), `visitor-${n}`, 'visitor'))
    },
    async renew(refreshToken, role) {
      return ok({ ...tokensAt(clock.now(), `renewed-${++n}`, role), refreshToken: { value: refreshToken, role } })
    },
  }
  const storage = memoryStorage()
  const expired: number[] = []
  const runner = createTokenRunner({
    source,
    storage,
    clock: recordingClock,
    storageKey: KEY,
    skewSeconds: 60,
    autoRefresh: true,
    onSessionExpired: () => expired.push(clock.now()),
    ...overrides,
  })
  return { runner, clock, timerOptions, visitorCalls, storage }
}

const tokensAt = (nowMs: number, value: string, role: Tokens['refreshToken']['role']): Tokens => ({
  accessToken: { value, expiresAt: Math.floor(nowMs / 1000) + 3600 },
  refreshToken: { value: `${value}-refresh`, role },
})

describe('token runner: refresh timer', () => {
  it('keeps one refresh timer however often tokens are set, and none after dispose', async () => {
    const { runner, clock } = harness()
    await runner.set(tokensAt(clock.now(), 'a', 'member'))
    await runner.set(tokensAt(clock.now(), 'b', 'member'))
    await runner.set(tokensAt(clock.now(), 'c', 'member'))
    expect(clock.pending()).toBe(1)
    runner.dispose()
    expect(clock.pending()).toBe(0)
    await runner.set(tokensAt(clock.now(), 'd', 'member'))
    expect(clock.pending()).toBe(0)
  })

  it('schedules the refresh as a background timer that renews 60 s before expiry', async () => {
    const { runner, clock, timerOptions } = harness()
    await runner.set(tokensAt(clock.now(), 'a', 'member'))
    expect(timerOptions).toEqual([{ background: true }])
    await clock.advanceAsync((3600 - 60) * 1000 - 1)
    expect(runner.store.getSnapshot().tokens?.accessToken.value).toBe('a')
    await clock.advanceAsync(1)
    expect(runner.store.getSnapshot().tokens?.accessToken.value).toBe('renewed-1')
    expect(runner.store.getSnapshot().tokens?.refreshToken).toEqual({ value: 'a-refresh', role: 'member' })
  })

  it('load with nothing stored answers null, role none, and schedules nothing', async () => {
    const { runner, clock } = harness()
    expect(await runner.load()).toBeNull()
    expect(runner.store.getSnapshot()).toMatchObject({ tokens: null, role: 'none' })
    expect(clock.pending()).toBe(0)
  })

  it('load reads the stored role and schedules the refresh', async () => {
    const { runner, clock, storage } = harness()
    await storage.set(KEY, JSON.stringify(tokensAt(clock.now(), 'm', 'member')))
    expect((await runner.load())?.accessToken.value).toBe('m')
    expect(runner.store.getSnapshot().role).toBe('member')
    expect(clock.pending()).toBe(1)
  })
})

describe('token runner: requests and locks', () => {
  it('takes the lock named after the storage key for ensure, set and clear', async () => {
    const names: string[] = []
    const lock: LockPort = {
      withLock: (name, fn) => {
        names.push(name)
        return fn()
      },
    }
    const { runner, clock } = harness({ lock })
    await runner.ensure()
    await runner.set(tokensAt(clock.now(), 'm', 'member'))
    await runner.clear()
    expect(names).toEqual([`vitrine:identity:${KEY}`, `vitrine:identity:${KEY}`, `vitrine:identity:${KEY}`])
  })

  it('concurrent callers without a lock share one visitor request', async () => {
    const { runner, visitorCalls } = harness()
    const [a, b] = await Promise.all([runner.ensure(), runner.ensure()])
    expect(visitorCalls).toEqual([1])
    expect(a.accessToken.value).toBe('visitor-1')
    expect(b).toBe(a)
  })

  it('a refused visitor request rejects with its error and keeps no tokens', async () => {
    const failing: TokenSource = {
      visitor: async () => err({ kind: 'rejected', error: new IdentityError('X', 'something went wrong') }),
      renew: async () => err({ kind: 'network', error: new IdentityError('NETWORK_ERROR', 'offline') }),
    }
    const { runner } = harness({ source: failing })
    await expect(runner.ensure()).rejects.toMatchObject({ message: 'something went wrong', code: 'X' })
    expect(runner.store.getSnapshot()).toMatchObject({ tokens: null, role: 'none', status: 'error' })
    expect(runner.store.getSnapshot().error).toMatchObject({ message: 'something went wrong', code: 'X' })
  })
})

describe('token runner: storage that fails', () => {
  it('a storage that cannot be read keeps the tokens in memory: one visitor request for two callers in turn', async () => {
    const { runner, visitorCalls } = harness({
      storage: {
        ...memoryStorage(),
        get: async () => {
          throw new Error('storage blocked')
        },
      },
    })
    expect((await runner.ensure()).accessToken.value).toBe('visitor-1')
    expect((await runner.ensure()).accessToken.value).toBe('visitor-1')
    expect(visitorCalls).toEqual([1])
  })

  it('a storage that refuses writes without an onStorageError handler still answers tokens, from memory', async () => {
    const { runner, visitorCalls } = harness({
      storage: {
        ...memoryStorage(),
        set: async () => {
          throw new Error('quota exceeded')
        },
      },
    })
    expect((await runner.ensure()).accessToken.value).toBe('visitor-1')
    expect((await runner.ensure()).accessToken.value).toBe('visitor-1')
    expect(visitorCalls).toEqual([1])
  })
})
