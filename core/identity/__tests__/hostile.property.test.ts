import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cookieStorage } from '../../../adapters/browser/cookieStorage'
import { jsonResponse } from '../../../adapters/memory'
import { LoginState, mapLoginError, mapProviderState, mapRegisterError, type ProviderError } from '../index'
import { setup } from './fakes'

const STATES = Object.values(LoginState)

describe('identity core on hostile input (properties)', () => {
  it('provider answers of any shape map to a known login state and never throw', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const state = mapProviderState(body)
        return STATES.includes(state.loginState) && (state.loginState !== 'FAILURE' || state.error === 'Unknown _state')
      }),
    )
  })

  it('error bodies of any shape map to FAILURE with a string message', () => {
    const violation = fc.record({
      field: fc.option(fc.string(), { nil: undefined }),
      description: fc.option(fc.string(), { nil: undefined }),
      data: fc.option(fc.record({ type: fc.string() }), { nil: undefined }),
    })
    fc.assert(
      fc.property(
        fc.oneof(
          fc.option(fc.string(), { nil: undefined }),
          // Codes named like Object.prototype members are unknown codes, not inherited functions.
          fc.constantFrom(...Object.getOwnPropertyNames(Object.prototype)),
        ),
        fc.string(),
        fc.array(violation, { maxLength: 5 }),
        (code, message, fieldViolations) => {
          const error: ProviderError = { status: 400, code, message, fieldViolations }
          for (const state of [mapLoginError(error), mapRegisterError(error)]) {
            if (state.loginState !== 'FAILURE' || typeof state.error !== 'string') return false
          }
          return typeof mapLoginError(error).errorCode === 'string'
        },
      ),
    )
  })

  it('any returned state other than the stored one is refused before a token request', async () => {
    const { client, tokenRequests } = setup()
    const data = await client.generateOAuthData('https://site.test/cb')
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), async (code, state) => {
        fc.pre(state !== data.state)
        await expect(client.getMemberTokens(code, state)).rejects.toThrow('Invalid _state')
      }),
      { numRuns: 100 },
    )
    expect(tokenRequests('authorization_code')).toHaveLength(0)
  })
})

describe('token storage and privacy', () => {
  it('keeps tokens in a cookie storage adapter', async () => {
    const doc = { cookie: '' }
    const jar = new Map<string, string>()
    Object.defineProperty(doc, 'cookie', {
      get: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      set: (line: string) => {
        const [pair] = line.split(';')
        const eq = pair.indexOf('=')
        if (/Max-Age=0/.test(line)) jar.delete(pair.slice(0, eq))
        else jar.set(pair.slice(0, eq), pair.slice(eq + 1))
      },
    })
    const { client, clock } = setup({ storage: cookieStorage({ doc }) })
    const tokens = await client.generateVisitorTokens()
    expect(JSON.parse(decodeURIComponent(jar.get('vitrine_identity.tokens')!))).toEqual({
      ...tokens,
      receivedAt: clock.now(),
    })
    await client.logout('https://site.test').catch(() => undefined)
  })

  it('never puts a token in a request URL or a log message', async () => {
    const { client, http, clock, logger } = setup()
    http.on(
      'POST',
      'https://idp.test/_api/*',
      jsonResponse({
        state: 'SUCCESS',
        sessionToken: 'sess-secret',
        redirectSession: { id: 'r', fullUrl: 'https://idp.test/x' },
      }),
    )
    await client.setTokens({
      accessToken: { value: 'acc-secret', expiresAt: 0 },
      refreshToken: { value: 'bad-ref-secret', role: 'member' },
    })
    clock.advance(1000)
    await client.getValidTokens()
    await client.login({ email: 'a@b.test', password: 'pw-secret' })
    await client.logout('https://site.test/')
    const secrets = ['acc-secret', 'bad-ref-secret', 'sess-secret', 'pw-secret', 'visitor-']
    for (const request of http.requests) for (const s of secrets) expect(request.url).not.toContain(s)
    for (const s of secrets) expect(JSON.stringify(logger.entries)).not.toContain(s)
  })
})
