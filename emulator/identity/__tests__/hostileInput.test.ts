import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { openService } from './harness'

let ctx: Awaited<ReturnType<typeof openService>>
beforeAll(async () => {
  ctx = await openService()
  ctx.config.members.requireEmailVerification = true
})
afterAll(async () => ctx?.close())

const PATHS = [
  '/oauth2/token',
  '/_api/iam/authentication/v2/register',
  '/_api/iam/authentication/v2/login',
  '/_api/iam/verification/v1/auth/verify',
  '/_api/iam/verification/v1/auth/resend',
  '/_api/iam/verification/v1/Start',
  '/_api/iam/recovery/v1/send-email',
  '/_api/iam/recovery/v1/recover',
  '/_api/iam/recovery/v1/activation-email',
  '/_api/redirects-api/v1/redirect-session',
  '/_identity/authorize',
  '/_identity/login',
]
const hostileString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    "'; DROP TABLE identity_members; --",
    '__proto__',
    '../../etc/passwd',
    'a@b.c\u0000',
    '$where',
    'x'.repeat(5000),
  ),
)
const hostileValue = fc.oneof(hostileString, fc.anything())
const hostileBody = fc.oneof(
  fc.anything(),
  fc.record(
    {
      clientId: hostileValue,
      grantType: fc.oneof(
        fc.constantFrom('anonymous', 'refresh_token', 'authorization_code', 'authorized_client'),
        hostileValue,
      ),
      refreshToken: hostileValue,
      code: hostileValue,
      codeVerifier: hostileValue,
      redirectUri: hostileValue,
      loginId: fc.oneof(fc.record({ email: hostileValue }), hostileValue),
      email: hostileValue,
      password: hostileValue,
      profile: hostileValue,
      captchaTokens: hostileValue,
      stateToken: hostileValue,
      recoveryToken: hostileValue,
      identityId: hostileValue,
      session: hostileValue,
      auth: fc.oneof(
        fc.record({
          authRequest: fc.dictionary(
            fc.constantFrom(
              'redirectUri',
              'clientId',
              'codeChallenge',
              'codeChallengeMethod',
              'responseMode',
              'state',
              'sessionToken',
            ),
            hostileValue,
          ),
          prompt: hostileValue,
        }),
        hostileValue,
      ),
      logout: hostileValue,
      callbacks: hostileValue,
    },
    { requiredKeys: [] },
  ),
)

describe('identity emulator on hostile input', () => {
  it('property: every endpoint answers a 4xx or 2xx/3xx, never a 5xx, and never pollutes prototypes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.constantFrom('POST', 'GET'),
        hostileBody,
        async (path, method, body) => {
          const response = await ctx.call(method, path, body)
          expect(response.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500)
        },
      ),
      { numRuns: 300 },
    )
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(ctx.logger.messages('error')).toEqual([])
  })

  it('hostile query strings on the hosted pages answer 4xx', async () => {
    for (const q of ['?session=%00', '?session=' + 'x'.repeat(5000), '?session=1%27%20OR%201=1', '']) {
      for (const page of ['/_identity/authorize', '/_identity/login', '/_identity/logout', '/_identity/flow']) {
        expect((await ctx.call('GET', page + q)).status).toBeLessThan(500)
      }
    }
  })
})

describe('NUL characters', () => {
  it('are refused with a 400 wherever they appear', async () => {
    expect(
      (
        await ctx.call('POST', '/_api/iam/authentication/v2/register', {
          loginId: { email: 'a@b.c\u0000' },
          password: 'pass-1234',
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await ctx.call('POST', '/_api/iam/authentication/v2/register', {
          loginId: { email: 'nul@b.test' },
          password: 'pass-1234',
          profile: { n: 'a\u0000' },
        })
      ).status,
    ).toBe(400)
    expect((await ctx.call('GET', '/_identity/authorize?session=%00')).status).toBe(400)
  })
})
