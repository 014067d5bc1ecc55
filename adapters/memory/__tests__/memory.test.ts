import { describe, expect, it } from 'vitest'
import { jsonResponse, manualClock, memoryLock, memoryStorage, recordingLogger, scriptedHttp, seededCrypto } from '..'

describe('memoryStorage', () => {
  it('gets, sets and removes strings', async () => {
    const s = memoryStorage({ a: '1' })
    expect(await s.get('a')).toBe('1')
    expect(await s.get('missing')).toBeNull()
    await s.set('b', '2')
    await s.remove('a')
    expect(s.entries()).toEqual({ b: '2' })
  })
})

describe('manualClock', () => {
  it('fires timers in time order only when advanced', () => {
    const clock = manualClock(1000)
    const fired: string[] = []
    clock.setTimeout(() => fired.push('b'), 200)
    clock.setTimeout(() => fired.push('a'), 100)
    const c = clock.setTimeout(() => fired.push('c'), 150)
    clock.clearTimeout(c)
    clock.advance(99)
    expect(fired).toEqual([])
    clock.advance(1)
    expect(fired).toEqual(['a'])
    expect(clock.now()).toBe(1100)
    clock.advance(500)
    expect(fired).toEqual(['a', 'b'])
    expect(clock.now()).toBe(1600)
    expect(clock.pending()).toBe(0)
  })
  it('fires timers scheduled by timers within the same advance, at their own time', () => {
    const clock = manualClock(0)
    const times: number[] = []
    clock.setTimeout(() => {
      times.push(clock.now())
      clock.setTimeout(() => times.push(clock.now()), 10)
    }, 10)
    clock.advance(25)
    expect(times).toEqual([10, 20])
  })
  it('advanceAsync lets promise chains started by timers settle', async () => {
    const clock = manualClock(0)
    let done = false
    clock.setTimeout(() => {
      Promise.resolve()
        .then(() => Promise.resolve())
        .then(() => (done = true))
    }, 5)
    await clock.advanceAsync(5)
    expect(done).toBe(true)
  })
})

describe('scriptedHttp', () => {
  it('answers scripted routes, once-routes first, and records requests', async () => {
    const http = scriptedHttp()
      .on('POST', 'https://api.test/token', jsonResponse({ ok: 1 }))
      .once('POST', 'https://api.test/token', jsonResponse({ first: true }, 500))
    const a = await http.request({ method: 'POST', url: 'https://api.test/token', body: '{}' })
    const b = await http.request({ method: 'POST', url: 'https://api.test/token' })
    expect(a.status).toBe(500)
    expect(JSON.parse(a.body)).toEqual({ first: true })
    expect(JSON.parse(b.body)).toEqual({ ok: 1 })
    expect(http.requests.map((r) => r.body)).toEqual(['{}', undefined])
  })
  it('matches prefixes and regular expressions, and rejects unscripted calls', async () => {
    const http = scriptedHttp()
      .on('GET', 'https://x/items/*', jsonResponse({ p: 1 }))
      .on('GET', /\/q\?/, (req) => jsonResponse({ url: req.url }))
    expect(JSON.parse((await http.request({ method: 'GET', url: 'https://x/items/1' })).body)).toEqual({ p: 1 })
    expect(JSON.parse((await http.request({ method: 'GET', url: 'https://x/q?a' })).body)).toEqual({
      url: 'https://x/q?a',
    })
    await expect(http.request({ method: 'GET', url: 'https://elsewhere' })).rejects.toThrow(/no scripted answer/)
  })
  it('simulates network failures by throwing answers', async () => {
    const http = scriptedHttp().on('GET', 'https://down', () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(http.request({ method: 'GET', url: 'https://down' })).rejects.toThrow('Failed to fetch')
  })
})

describe('recordingLogger', () => {
  it('records messages per level', () => {
    const log = recordingLogger()
    log.error('bad', { x: 1 })
    log.warn('careful')
    expect(log.messages('error')).toEqual(['bad'])
    expect(log.messages()).toEqual(['bad', 'careful'])
    expect(log.entries[0].details).toEqual([{ x: 1 }])
    log.clear()
    expect(log.entries).toHaveLength(0)
  })
})

/** A promise the test resolves itself: holders wait on it instead of on the clock. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}
/** Lets every pending promise callback run (one turn of the event loop, no timer). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('memoryLock', () => {
  it('runs holders of one name one at a time, in order, and releases on failure', async () => {
    const lock = memoryLock()
    const order: string[] = []
    const gates = { a: gate(), b: gate(), c: gate() }
    const task = (name: 'a' | 'b' | 'c', fail = false) =>
      lock.withLock('tokens', async () => {
        order.push(`${name}:start`)
        await gates[name].opened
        order.push(`${name}:end`)
        if (fail) throw new Error('boom')
        return name
      })
    const all = Promise.allSettled([task('a'), task('b', true), task('c')])
    await settle()
    expect(order).toEqual(['a:start'])
    expect(lock.held('tokens')).toBe(true)
    // Opening c first changes nothing: b holds the lock before c.
    gates.c.open()
    gates.a.open()
    await settle()
    expect(order).toEqual(['a:start', 'a:end', 'b:start'])
    gates.b.open()
    const results = await all
    expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end'])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(lock.held('tokens')).toBe(false)
  })
  it('does not serialise different names', async () => {
    const lock = memoryLock()
    const inside: string[] = []
    const door = gate()
    const task = (name: string) =>
      lock.withLock(name, async () => {
        inside.push(name)
        await door.opened
      })
    const both = Promise.all([task('a'), task('b')])
    await settle()
    // Both hold their own lock at once.
    expect(inside).toEqual(['a', 'b'])
    expect([lock.held('a'), lock.held('b')]).toEqual([true, true])
    door.open()
    await both
    expect([lock.held('a'), lock.held('b')]).toEqual([false, false])
  })
})

describe('seededCrypto', () => {
  it('is deterministic per seed and hashes with SHA-256', async () => {
    expect([...seededCrypto(7).randomBytes(8)]).toEqual([...seededCrypto(7).randomBytes(8)])
    expect([...seededCrypto(7).randomBytes(8)]).not.toEqual([...seededCrypto(8).randomBytes(8)])
    const digest = await seededCrypto().sha256(new TextEncoder().encode('abc'))
    expect(Buffer.from(digest).toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})
