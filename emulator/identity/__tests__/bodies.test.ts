// Every identity call checks its body against its schema (IDENTITY_BODIES) before it acts: a
// malformed body answers 400 in the wire format's validation shape, naming the field with the
// description and rule the sign-in clients read, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDENTITY_BODIES, type IdentityCallKey } from '../bodies'
import { ADMIN_KEY, openService } from './harness'
import { REDIRECT_KINDS } from '../../../core/identity/redirectSessions'

let ctx: Awaited<ReturnType<typeof openService>>
beforeAll(async () => {
  ctx = await openService()
})
afterAll(async () => ctx?.close())

const b64 = (bytes: number) => Buffer.alloc(bytes, 1).toString('base64')
const SSO = '/_api/iam/authentication/v1/sso/login/tenant-1/7e57c0de-0000-4000-8000-000000000001'

/**
 * For each call: the request (a body, or for the page calls a path with its query), and the
 * violation it answers: field, description, rule.
 */
const MALFORMED: Record<IdentityCallKey, [request: unknown, field: string, description: string, rule: string]> = {
  'POST /oauth2/token': [[{ grantType: 'anonymous' }], 'body', 'must be a JSON object', 'TYPE'],
  'POST /_api/iam/authentication/v2/register': [
    { loginId: { email: 'ann@site.test' }, password: 'abc' },
    'password',
    'must be a string of 4 to 256 characters',
    'LENGTH',
  ],
  'POST /_api/iam/authentication/v2/login': [
    { loginId: { email: 'not-an-email' }, password: 'secret-1' },
    'loginId.email',
    'must be a valid email address',
    'EMAIL',
  ],
  'POST /_api/iam/authentication/v2/change-password': [
    {},
    'newPassword',
    'must be a string of 4 to 256 characters',
    'LENGTH',
  ],
  'POST /_api/iam/authentication/v2/sign-on': [
    { loginId: { email: 'ann@site.test' }, profile: 'x' },
    'profile',
    'must be an object',
    'TYPE',
  ],
  'POST /_api/iam/authentication/v2/:factorType/verify': [
    { stateToken: 's', smsData: { code: '' } },
    'smsData.code',
    'must be a string of 1 to 100 characters',
    'LENGTH',
  ],
  'POST /_api/iam/authentication/v1/sso/login-with-token-params': [
    { tokenParams: { email: 'ann@site.test' } },
    'idpConnectionId',
    'must be a non-empty string',
    'REQUIRED',
  ],
  'GET /_api/iam/authentication/v1/sso/login/:tenantId/:idpConnectionId': [
    `${SSO}?sessionId=s1&encryptionKey=${encodeURIComponent(b64(16))}&tenantType=SHOP`,
    'tenantType',
    'must be one of ACCOUNT, SITE, ROOT',
    'VALUE',
  ],
  'GET /_api/iam/authentication/v1/callback': [
    '/_api/iam/authentication/v1/callback?state=s',
    'sessionToken',
    'must be a non-empty string',
    'REQUIRED',
  ],
  'POST /_api/iam/verification/v1/auth/verify': ['a string', 'body', 'must be a JSON object', 'TYPE'],
  'POST /_api/iam/verification/v1/auth/resend': [[], 'body', 'must be a JSON object', 'TYPE'],
  'POST /_api/iam/verification/v1/start': [7, 'body', 'must be a JSON object', 'TYPE'],
  'POST /_api/iam/recovery/v1/send-email': [
    { email: 'ann@site.test', redirect: { url: 'javascript:alert(1)' } },
    'redirect.url',
    'must be an http(s) address',
    'FORMAT',
  ],
  'POST /_api/iam/recovery/v1/recover': [
    { recoveryToken: 't' },
    'password',
    'must be a string of 4 to 256 characters',
    'LENGTH',
  ],
  'POST /_api/iam/recovery/v1/activation-email': [null, 'body', 'must be a JSON object', 'TYPE'],
  'POST /_api/redirects-api/v1/redirect-session': [
    { login: {}, logout: {} },
    'request',
    `must set exactly one of ${REDIRECT_KINDS.join(', ')}`,
    'ONE_OF',
  ],
  'POST /_emulator/members/:id/factors': [
    { type: 'SMS', phone: 'call me' },
    'phone',
    'must be a phone number',
    'FORMAT',
  ],
}

/** The path a call is made on (path parameters filled in). */
const pathOf = (key: IdentityCallKey) =>
  key
    .slice(key.indexOf(' ') + 1)
    .replace(':factorType', 'sms')
    .replace(':id', 'm1')

type Violations = { details: { validationError: { fieldViolations: Record<string, unknown>[] } }; message: string }

describe('a malformed body of every identity call', () => {
  it('covers every call, and every route that reads a body has its schema', () => {
    expect(Object.keys(MALFORMED).sort()).toEqual(Object.keys(IDENTITY_BODIES).sort())
    const schemas: unknown[] = Object.values(IDENTITY_BODIES)
    const bodiless = ctx.service.routes
      .filter((route) => route.method === 'POST' && !schemas.includes(route.body))
      .map((route) => route.path)
    // The hosted pages (forms), the SSO page and callback form posts (checked by their handler with
    // their schema), and test helpers that take no body.
    expect(bodiless.sort()).toEqual(
      [
        '/_api/iam/authentication/v1/callback',
        '/_api/iam/authentication/v1/sso/login/:tenantId/:idpConnectionId',
        '/_emulator/members/:id/approve',
        '/_emulator/push/:transactionId/approve',
        '/_identity/authorize',
        '/_identity/flow',
        '/_identity/login',
        '/_identity/logout',
      ].sort(),
    )
  })

  it.each(Object.entries(MALFORMED) as [IdentityCallKey, (typeof MALFORMED)[IdentityCallKey]][])(
    '%s answers 400 naming the field',
    async (key, [request, field, description, ruleName]) => {
      const answer =
        typeof request === 'string' && key.startsWith('GET')
          ? await ctx.call('GET', request)
          : await ctx.call('POST', pathOf(key), request, { authorization: ADMIN_KEY })
      expect(answer.status, JSON.stringify(answer.json)).toBe(400)
      const body = answer.json as Violations
      expect(body.details.validationError.fieldViolations).toContainEqual({
        field,
        description,
        violatedRule: 'VALIDATION',
        ruleName,
        data: ruleName === 'EMAIL' ? { type: 'EMAIL' } : {},
      })
      expect(body.message).toContain(`${field}: ${description}`)
    },
  )

  it('changes nothing', async () => {
    await ctx.call('POST', '/_api/iam/authentication/v2/register', {
      loginId: { email: 'kept@site.test' },
      password: 'abc',
    })
    expect((await ctx.db.query('SELECT 1 FROM identity_members')).rows).toEqual([])
  })
})

describe('the rules the clients rely on', () => {
  const violations = (answer: { json?: unknown }) =>
    (answer.json as Violations).details.validationError.fieldViolations.map((v) => `${v.field} ${v.ruleName}`)

  it('login answers only an invalid email before the credentials are checked (a short password is a wrong one)', async () => {
    const both = await ctx.call('POST', '/_api/iam/authentication/v2/login', {
      loginId: { email: 'not-an-email' },
      password: 'abc',
      clientMetaData: 'x',
    })
    expect(violations(both)).toEqual(['loginId.email EMAIL', 'password LENGTH'])
    const shortPassword = await ctx.call('POST', '/_api/iam/authentication/v2/login', {
      loginId: { email: 'nobody@site.test' },
      password: 'abc',
    })
    expect(shortPassword.status).toBe(404)
    const meta = await ctx.call('POST', '/_api/iam/authentication/v2/login', {
      loginId: { email: 'nobody@site.test' },
      password: 'abc',
      clientMetaData: 'x',
    })
    expect(violations(meta)).toEqual(['clientMetaData TYPE'])
  })

  it('a missing or non-object loginId is named as its email, with the EMAIL type', async () => {
    for (const loginId of [undefined, 'ann@site.test', {}]) {
      const answer = await ctx.call('POST', '/_api/iam/authentication/v2/register', { loginId, password: 'secret-1' })
      expect(violations(answer)).toEqual(['loginId.email EMAIL'])
    }
  })

  it('every violation of a body at once, in the order of its fields', async () => {
    const answer = await ctx.call('POST', '/_api/iam/authentication/v2/register', {
      loginId: { email: 'x' },
      password: 1,
      profile: null,
      clientMetaData: [],
    })
    expect(violations(answer)).toEqual([
      'loginId.email EMAIL',
      'password LENGTH',
      'profile TYPE',
      'clientMetaData TYPE',
    ])
  })

  it('sign-on checks the caller first: without the API key a bad body is a 403, not a 400', async () => {
    const answer = await ctx.call('POST', '/_api/iam/authentication/v2/sign-on', { loginId: 'x' })
    expect(answer.status).toBe(403)
  })

  it('the factor type of the path is checked with the body', async () => {
    const answer = await ctx.call('POST', '/_api/iam/authentication/v2/fax/verify', { rememberThisDevice: 'yes' })
    expect(violations(answer)).toEqual(['factorType VALUE', 'stateToken REQUIRED', 'rememberThisDevice TYPE'])
    const password = await ctx.call('POST', '/_api/iam/authentication/v2/password/verify', { stateToken: 's' })
    expect(violations(password)).toEqual(['passwordData.password REQUIRED'])
  })

  it('an auth redirect session: its fields by their schema, then its client id and origins by the config', async () => {
    const answer = await ctx.call('POST', '/_api/redirects-api/v1/redirect-session', {
      auth: {
        authRequest: {
          redirectUri: 'https://elsewhere.example/cb',
          clientId: 'c1',
          codeChallenge: 'short',
          codeChallengeMethod: 'S256',
          responseMode: 'query',
          state: 's',
        },
        prompt: 'always',
      },
    })
    expect(violations(answer)).toEqual(['auth.authRequest.codeChallenge FORMAT', 'auth.prompt VALUE'])
    for (const [authRequest, rule] of [
      ['x', 'TYPE'],
      [undefined, 'REQUIRED'],
    ]) {
      const fields = await ctx.call('POST', '/_api/redirects-api/v1/redirect-session', { auth: { authRequest } })
      expect(violations(fields)).toEqual([`auth.authRequest ${rule}`])
    }
    const config = await ctx.call('POST', '/_api/redirects-api/v1/redirect-session', {
      auth: {
        authRequest: {
          redirectUri: 'https://elsewhere.example/cb',
          clientId: 'c1',
          codeChallenge: 'c'.repeat(43),
          codeChallengeMethod: 'S256',
          responseMode: 'query',
          state: 's',
        },
      },
    })
    expect(violations(config)).toEqual(['auth.authRequest.redirectUri VALUE'])
  })
})
