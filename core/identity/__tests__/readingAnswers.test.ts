// How the identity core reads what comes back to it (redirect URLs, frame messages, redirect sessions,
// stored tokens) and what it refuses: exact values for the edge cases the mutation run found unasserted.
import { describe, expect, it } from 'vitest'
import { manualClock } from '../../../adapters/memory'
import type { CryptoPort, FrameOptions } from '../../../ports'
import { encodeParams, parseFromUrl, parseParams, parseWebMessage } from '../parseFromUrl'
import { createCodeChallenge, createCodeVerifier, randomString } from '../pkce'
import { assertOneKind, readRedirectSession } from '../redirectSessions'
import { SILENT_FLOW_TIMEOUT_MS, waitForFrameAnswer } from '../silentSignIn'
import { parseStoredTokens, tokenNeed, tokensFromResponse } from '../tokens'

describe('parseParams and parseFromUrl', () => {
  it('skips empty pairs, keeps the first of a key, reads "=x" as the empty key and "b" as an empty value', () => {
    expect([...parseParams('&a=1&&b&a=2&=x')]).toEqual([
      ['a', '1'],
      ['b', ''],
      ['', 'x'],
    ])
  })

  it('skips a pair whose key or value cannot be decoded, so a later good one counts', () => {
    expect([...parseParams('a=%E0%A4%A&%ZZ=1&a=2&c=x+y')]).toEqual([
      ['a', '2'],
      ['c', 'x y'],
    ])
  })

  it('leaves out empty code, state and error fields', () => {
    expect(parseFromUrl('https://s.test/cb#code=&state=s&error=&error_description=')).toEqual({ state: 's' })
  })

  it('reads a fragment at the very start, and a query only before the fragment', () => {
    expect(parseFromUrl('#code=c&state=s')).toEqual({ code: 'c', state: 's' })
    expect(parseFromUrl('?code=c&state=s', 'query')).toEqual({ code: 'c', state: 's' })
    expect(parseFromUrl('#x?code=c', 'query')).toEqual({})
    expect(parseFromUrl('code=c&state=s', 'query')).toEqual({})
    expect(parseFromUrl('https://s.test/cb?code=c', 'fragment')).toEqual({})
    expect(parseFromUrl(42 as unknown as string, 'query')).toEqual({})
  })

  it('reads a web message from its response object or from itself, errorDescription under either name', () => {
    expect(parseWebMessage(null)).toEqual({})
    expect(parseWebMessage({ response: 'text', code: 'c', state: 's' })).toEqual({ code: 'c', state: 's' })
    expect(parseWebMessage({ response: { code: 'c', state: 's', error: 'e', error_description: 'd' } })).toEqual({
      code: 'c',
      state: 's',
      error: 'e',
      errorDescription: 'd',
    })
    expect(parseWebMessage({ error: 'denied', errorDescription: 'no thanks' })).toEqual({
      error: 'denied',
      errorDescription: 'no thanks',
    })
  })

  it('encodes a query without undefined values', () => {
    expect(encodeParams({ a: '1', b: undefined, 'c d': 'x&y' })).toBe('a=1&c%20d=x%26y')
  })
})

describe('redirect sessions', () => {
  it('names the kinds it got when there is not exactly one', () => {
    const kinds =
      'auth, login, logout, bookingsCheckout, ecomCheckout, eventsCheckout, paidPlansCheckout, storesProduct, bookingsBook, preferences'
    expect(() => assertOneKind({})).toThrow(`A redirect session needs exactly one of ${kinds}; got none`)
    expect(() => assertOneKind({ logout: { clientId: 'c' }, ecomCheckout: { checkoutId: 'x' } })).toThrow(
      `A redirect session needs exactly one of ${kinds}; got logout, ecomCheckout`,
    )
    expect(() => assertOneKind({ logout: { clientId: 'c' } })).not.toThrow()
  })

  it('reads a session only when it has a string id and full URL', () => {
    const session = { id: 'rs-1', fullUrl: 'https://idp.test/go' }
    expect(readRedirectSession({ redirectSession: session })).toEqual(session)
    expect(readRedirectSession(null)).toBeNull()
    expect(readRedirectSession({})).toBeNull()
    expect(readRedirectSession({ redirectSession: { id: 'rs-1', fullUrl: 7 } })).toBeNull()
    expect(readRedirectSession({ redirectSession: { fullUrl: 'https://idp.test/go' } })).toBeNull()
  })
})

describe('PKCE', () => {
  /** A port whose random bytes are a fixed stream, each call continuing where the last stopped. */
  const streamCrypto = (stream: number[]): CryptoPort => {
    let at = 0
    return {
      randomBytes: (n) => Uint8Array.from({ length: n }, () => stream[at++ % stream.length]),
      sha256: async () => new Uint8Array(32),
    }
  }

  it('rejects bytes at or above the largest multiple of the alphabet size (198 for 66 characters)', () => {
    expect(randomString(streamCrypto([197, 198, 255, 0, 65, 66]), 4)).toBe('~A~A')
  })

  it('draws the characters of one batch in order', () => {
    expect(randomString(streamCrypto([...Array(60).keys()]), 5)).toBe('ABCDE')
  })

  it('names the function that needs a crypto port', async () => {
    const message = 'needs a crypto port (webCrypto() from vitrine/adapters/browser, or nodeCrypto())'
    expect(() => createCodeVerifier(43, undefined as unknown as CryptoPort)).toThrow(`createCodeVerifier ${message}`)
    const noHash = { randomBytes: (n: number) => new Uint8Array(n) } as unknown as CryptoPort
    expect(() => createCodeVerifier(43, noHash)).toThrow(new TypeError(`createCodeVerifier ${message}`))
    const noRandom = { sha256: async () => new Uint8Array(32) } as unknown as CryptoPort
    expect(() => createCodeVerifier(43, noRandom)).toThrow(new TypeError(`createCodeVerifier ${message}`))
    await expect(createCodeChallenge('abc', noHash)).rejects.toThrow(`createCodeChallenge ${message}`)
  })

  it('accepts every ASCII character in a verifier, DEL included, and refuses others', async () => {
    const crypto = streamCrypto([1])
    await expect(createCodeChallenge('a\x7f', crypto)).resolves.toBe('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    await expect(createCodeChallenge('caf\u00e9', crypto)).rejects.toThrow('A code verifier is ASCII only')
  })
})

describe('tokens', () => {
  it('an access token without a refresh token is ready while valid', () => {
    const now = 1_000_000
    const tokens = {
      accessToken: { value: 'a', expiresAt: now + 600 },
      refreshToken: { value: '', role: 'visitor' as const },
    }
    expect(tokenNeed(tokens, now * 1000, 60)).toBe('ready')
  })

  it('reads no tokens from a body that is not an object', () => {
    expect(tokensFromResponse(null, 0, 'visitor')).toBeNull()
    expect(tokensFromResponse('access_token', 0, 'visitor')).toBeNull()
  })

  it('stored tokens keep any of the three roles and refuse a non-string access token or an unknown role', () => {
    const stored = (value: unknown, role: string) =>
      JSON.stringify({ accessToken: { value, expiresAt: 5 }, refreshToken: { value: 'r', role } })
    for (const role of ['none', 'visitor', 'member'] as const)
      expect(parseStoredTokens(stored('a', role))).toEqual({
        accessToken: { value: 'a', expiresAt: 5 },
        refreshToken: { value: 'r', role },
      })
    expect(parseStoredTokens(stored(5, 'member'))).toBeNull()
    expect(parseStoredTokens(stored('a', 'admin'))).toBeNull()
  })
})

describe('waitForFrameAnswer', () => {
  const URL = 'https://idp.test/authorize?x=1'
  /** A frame fake recording how often it was closed; `onOpen` may answer synchronously. */
  const frameFake = (onOpen?: (options: FrameOptions) => void) => {
    const frame = { options: undefined as FrameOptions | undefined, closed: 0, url: '' }
    return {
      frame,
      port: {
        open(url: string, options: FrameOptions) {
          frame.url = url
          frame.options = options
          onOpen?.(options)
          return { close: () => void frame.closed++ }
        },
      },
    }
  }

  it('ignores messages from other origins or with another state, then resolves once and closes the frame', async () => {
    const clock = manualClock()
    const { frame, port } = frameFake()
    const answer = waitForFrameAnswer({ frame: port, clock, url: URL, origins: ['https://idp.test'], state: 's1' })
    expect(frame.options?.expectedOrigin).toBe('https://idp.test')
    frame.options!.onMessage({ origin: 'https://evil.test', data: { code: 'bad', state: 's1' } })
    frame.options!.onMessage({ origin: 'https://idp.test', data: { code: 'bad', state: 's2' } })
    frame.options!.onMessage({ origin: 'https://idp.test', data: { state: 's1' } })
    expect(frame.closed).toBe(0)
    frame.options!.onMessage({ origin: 'HTTPS://IDP.TEST', data: { code: 'c1', state: 's1' } })
    frame.options!.onMessage({ origin: 'https://idp.test', data: { code: 'c2', state: 's1' } })
    await expect(answer).resolves.toEqual({ code: 'c1', state: 's1' })
    expect(frame.closed).toBe(1)
    expect(clock.pending()).toBe(0)
  })

  it('rejects with the provider error description and code', async () => {
    const { frame, port } = frameFake()
    const answer = waitForFrameAnswer({
      frame: port,
      clock: manualClock(),
      url: URL,
      origins: ['https://idp.test'],
      state: 's',
    })
    frame.options!.onMessage({
      origin: 'https://idp.test',
      data: { error: 'login_required', error_description: 'Sign in first', state: 's' },
    })
    await expect(answer).rejects.toMatchObject({ message: 'Sign in first', code: 'login_required' })
    expect(frame.closed).toBe(1)
  })

  it('times out after two minutes by default and closes the frame', async () => {
    const clock = manualClock()
    const { frame, port } = frameFake()
    let outcome = 'pending'
    const answer = waitForFrameAnswer({
      frame: port,
      clock,
      url: URL,
      origins: ['https://idp.test'],
      state: 's',
    }).catch((e: Error) => {
      outcome = e.message
    })
    expect(SILENT_FLOW_TIMEOUT_MS).toBe(120_000)
    clock.advance(119_999)
    await Promise.resolve()
    expect(outcome).toBe('pending')
    clock.advance(1)
    await answer
    expect(outcome).toBe('OAuth flow timed out')
    expect(frame.closed).toBe(1)
  })

  it('a relative URL is refused before any frame opens (it is no page of the provider)', async () => {
    const { frame, port } = frameFake()
    const answer = waitForFrameAnswer({ frame: port, clock: manualClock(), url: '/authorize', origins: [], state: 's' })
    await expect(answer).rejects.toMatchObject({ code: 'UNTRUSTED_PAGE' })
    expect(frame.url).toBe('')
  })

  it('a frame that fails while opening is rejected with its message and closed once open returns', async () => {
    const { frame, port } = frameFake((options) => options.onError!(new Error('blocked by CSP')))
    const failing = waitForFrameAnswer({
      frame: port,
      clock: manualClock(),
      url: URL,
      origins: ['https://idp.test'],
      state: 's',
    })
    await expect(failing).rejects.toMatchObject({ message: 'blocked by CSP' })
    expect(frame.closed).toBe(1)
    const silent = frameFake((options) => options.onError!(new Error('')))
    const unnamed = waitForFrameAnswer({
      frame: silent.port,
      clock: manualClock(),
      url: URL,
      origins: ['https://idp.test'],
      state: 's',
    })
    await expect(unnamed).rejects.toThrow('The sign-in frame failed to load')
  })
})
