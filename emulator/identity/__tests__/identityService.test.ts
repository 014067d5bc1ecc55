import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { ADMIN_KEY } from './harness'
import { routedIdentity } from './identityTestSetup'
import { EMULATOR_CAPTCHA_TOKEN } from '../authentication'
import { REDIRECT_KINDS } from '../../../core/identity/redirectSessions'

const ctx = routedIdentity()

const anonymous = () => ctx.call('POST', '/oauth2/token', { clientId: 'c1', grantType: 'anonymous' })
const register = (email = 'ann@site.test', password = 'secret-1', extra: Record<string, unknown> = {}) =>
  ctx.call('POST', '/_api/iam/authentication/v2/register', {
    loginId: { email },
    password,
    profile: { nickname: 'Ann' },
    ...extra,
  })
const login = (email = 'ann@site.test', password = 'secret-1', extra: Record<string, unknown> = {}) =>
  ctx.call('POST', '/_api/iam/authentication/v2/login', { loginId: { email }, password, ...extra })
const emails = async () =>
  ((await ctx.call('GET', '/_emulator/emails')).json as { emails: Record<string, string>[] }).emails
const appCode = (r: { json?: unknown }) =>
  (r.json as { details: { applicationError: { code: string } } }).details.applicationError.code
const challenge = (v: string) => createHash('sha256').update(v).digest('base64url')
const VERIFIER = 'v'.repeat(43)

const authSession = async (extra: Record<string, unknown> = {}, mode = 'query', prompt = 'login') => {
  const r = await ctx.call('POST', '/_api/redirects-api/v1/redirect-session', {
    auth: {
      authRequest: {
        redirectUri: 'https://site.test/cb',
        clientId: 'c1',
        codeChallenge: challenge(VERIFIER),
        codeChallengeMethod: 'S256',
        responseMode: mode,
        responseType: 'code',
        scope: 'offline_access',
        state: 'st-1',
        ...extra,
      },
      prompt,
    },
  })
  expect(r.status).toBe(200)
  return (r.json as { redirectSession: { id: string; fullUrl: string } }).redirectSession
}

describe('identity emulator: token endpoint', () => {
  it('issues visitor tokens that resolve to a VISITOR caller and expire', async () => {
    const r = await anonymous()
    expect(r.status).toBe(200)
    const body = r.json as { access_token: string; refresh_token: string; expires_in: number }
    expect(body.expires_in).toBe(4 * 3600)
    const caller = await ctx.service.resolveCaller(body.access_token)
    expect(caller).toMatchObject({ actor: 'ANONYMOUS_VISITOR' })
    expect((caller as { visitorId: string }).visitorId).toBeTruthy()
    await ctx.db.query(`UPDATE identity_tokens SET expires_at = 0 WHERE kind = 'access'`)
    expect(await ctx.service.resolveCaller(body.access_token)).toBe('invalid')
  })

  it('stores only token hashes', async () => {
    const body = (await anonymous()).json as { access_token: string; refresh_token: string }
    const dump = JSON.stringify((await ctx.db.query('SELECT * FROM identity_tokens')).rows)
    expect(dump).not.toContain(body.access_token)
    expect(dump).not.toContain(body.refresh_token)
  })

  it('renews from a refresh token without rotating it; refuses forged ones', async () => {
    const first = (await anonymous()).json as { access_token: string; refresh_token: string }
    const r = await ctx.call('POST', '/oauth2/token', {
      clientId: 'c1',
      grantType: 'refresh_token',
      refreshToken: first.refresh_token,
    })
    expect(r.status).toBe(200)
    const renewed = r.json as { access_token: string; refresh_token: string }
    expect(renewed.refresh_token).toBe(first.refresh_token)
    expect(renewed.access_token).not.toBe(first.access_token)
    const forged = await ctx.call('POST', '/oauth2/token', {
      clientId: 'c1',
      grantType: 'refresh_token',
      refreshToken: 'vrt_forged',
    })
    expect(forged.status).toBe(400)
    expect(typeof appCode(forged)).toBe('string')
  })

  it('resolveCaller: no header ANONYMOUS, admin key ADMIN, garbage invalid', async () => {
    expect(await ctx.service.resolveCaller(undefined)).toEqual({ actor: 'ANONYMOUS_VISITOR' })
    expect(await ctx.service.resolveCaller(ADMIN_KEY)).toEqual({ actor: 'APP' })
    expect(await ctx.service.resolveCaller('nonsense')).toBe('invalid')
    expect(await ctx.service.resolveCaller('x'.repeat(5000))).toBe('invalid')
  })

  it('refuses unknown grants, non-object bodies and disallowed client ids with wire-format errors', async () => {
    expect((await ctx.call('POST', '/oauth2/token', { clientId: 'c1', grantType: 'password' })).status).toBe(400)
    expect((await ctx.call('POST', '/oauth2/token', [1, 2])).status).toBe(400)
    expect((await ctx.call('POST', '/oauth2/token', undefined)).status).toBe(400)
    expect((await ctx.call('GET', '/oauth2/token')).status).toBe(405)
    ctx.config.oauth.allowedClientIds = ['only-this']
    expect((await anonymous()).status).toBe(400)
  })

  it('authorized_client needs the API key and an existing member', async () => {
    await register()
    const member = ((await ctx.call('GET', '/_emulator/members')).json as { members: { id: string }[] }).members[0]
    const visitor = (await anonymous()).json as { access_token: string }
    const body = { grant_type: 'authorized_client', scope: 'offline_access', member_id: member.id }
    expect((await ctx.call('POST', '/oauth2/token', body, { authorization: visitor.access_token })).status).toBe(403)
    const ok = await ctx.call('POST', '/oauth2/token', body, { authorization: `${visitor.access_token},${ADMIN_KEY}` })
    expect(ok.status).toBe(200)
    expect(await ctx.service.resolveCaller((ok.json as { access_token: string }).access_token)).toMatchObject({
      actor: 'MEMBER',
      memberId: member.id,
    })
    expect(
      (await ctx.call('POST', '/oauth2/token', { ...body, member_id: 'nobody' }, { authorization: ADMIN_KEY })).status,
    ).toBe(404)
  })
})

describe('identity emulator: register and login', () => {
  it('registers with SUCCESS and a session token by default; login too', async () => {
    const r = await register()
    expect(r.json).toMatchObject({
      state: 'SUCCESS',
      identity: { email: { address: 'ann@site.test' }, identityProfile: { nickname: 'Ann' } },
    })
    expect((r.json as { sessionToken: string }).sessionToken).toMatch(/^vst_/)
    expect((await login()).json).toMatchObject({ state: 'SUCCESS' })
    const stored = JSON.stringify((await ctx.db.query('SELECT * FROM identity_members')).rows)
    expect(stored).not.toContain('secret-1')
    expect(stored).toContain('scrypt$')
  })

  it('answers the error codes of the wire format', async () => {
    await register()
    const dup = await register('ANN@site.test')
    expect(dup.status).toBe(409)
    expect(appCode(dup)).toBe('-19995')
    expect(appCode(await login('ann@site.test', 'wrong'))).toBe('-19976')
    expect(appCode(await login('nobody@site.test'))).not.toBe('-19976')
    const bad = await register('not-an-email')
    expect(bad.status).toBe(400)
    expect(
      (bad.json as { details: { validationError: { fieldViolations: { field: string; data: { type: string } }[] } } })
        .details.validationError.fieldViolations[0],
    ).toMatchObject({
      field: 'loginId.email',
      data: { type: 'EMAIL' },
    })
  })

  it('requires captcha tokens when configured (-19971 missing, -19970 invalid)', async () => {
    ctx.config.members.requireCaptcha = true
    expect(appCode(await register())).toBe('-19971')
    expect(appCode(await register('ann@site.test', 'secret-1', { captchaTokens: [{ Recaptcha: 'invalid' }] }))).toBe(
      '-19970',
    )
    expect(
      (await register('ann@site.test', 'secret-1', { captchaTokens: [{ InvisibleRecaptcha: EMULATOR_CAPTCHA_TOKEN }] }))
        .json,
    ).toMatchObject({ state: 'SUCCESS' })
    expect(appCode(await login())).toBe('-19971')
    expect(appCode(await register('bob@site.test', 'secret-1', { captchaTokens: [{ Recaptcha: 'ok' }] }))).toBe(
      '-19970',
    )
  })

  it('email verification: a 6-digit code by email, wrong codes refused, resend, then SUCCESS', async () => {
    ctx.config.members.requireEmailVerification = true
    const r = await register()
    expect(r.json).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION' })
    const stateToken = (r.json as { stateToken: string }).stateToken
    const [mail] = await emails()
    expect(mail).toMatchObject({ to: 'ann@site.test', kind: 'verification' })
    expect(mail.code).toMatch(/^\d{6}$/)
    expect(
      (
        await ctx.call('POST', '/_api/iam/verification/v1/auth/verify', {
          code: mail.code === '000000' ? '111111' : '000000',
          stateToken,
        })
      ).status,
    ).toBe(400)
    expect((await ctx.call('POST', '/_api/iam/verification/v1/auth/resend', { stateToken })).json).toEqual({})
    const code = (await emails())[1].code
    expect((await login()).json).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION' })
    const ok = await ctx.call('POST', '/_api/iam/verification/v1/auth/verify', { code, stateToken })
    expect(ok.json).toMatchObject({ state: 'SUCCESS' })
    expect((await ctx.call('POST', '/_api/iam/verification/v1/auth/verify', { code, stateToken })).status).toBe(400)
    expect((await login()).json).toMatchObject({ state: 'SUCCESS' })
  })

  it('gives up on a state token after 5 wrong codes', async () => {
    ctx.config.members.requireEmailVerification = true
    const { stateToken } = (await register()).json as { stateToken: string }
    const code = (await emails())[0].code
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      await ctx.call('POST', '/_api/iam/verification/v1/auth/verify', { code: wrong, stateToken })
    expect((await ctx.call('POST', '/_api/iam/verification/v1/auth/verify', { code, stateToken })).status).toBe(400)
  })

  it('owner approval: pending until approved through /_emulator/members/{id}/approve', async () => {
    ctx.config.members.requireOwnerApproval = true
    expect((await register()).json).toMatchObject({ state: 'REQUIRE_OWNER_APPROVAL' })
    const [member] = (
      (await ctx.call('GET', '/_emulator/members')).json as { members: { id: string; status: { name: string } }[] }
    ).members
    expect(member.status.name).toBe('PENDING')
    expect((await login()).json).toMatchObject({ state: 'REQUIRE_OWNER_APPROVAL' })
    expect((await ctx.call('POST', `/_emulator/members/${member.id}/approve`)).status).toBe(200)
    expect((await login()).json).toMatchObject({ state: 'SUCCESS' })
    expect((await ctx.call('POST', '/_emulator/members/nobody/approve')).status).toBe(404)
  })

  it('password recovery: emailed token sets a new password once and ends old sessions', async () => {
    await register()
    expect(
      (
        await ctx.call('POST', '/_api/iam/recovery/v1/send-email', {
          email: 'ann@site.test',
          redirect: { url: 'https://site.test/reset', clientId: 'c1' },
        })
      ).json,
    ).toEqual({})
    expect(
      (
        await ctx.call('POST', '/_api/iam/recovery/v1/send-email', {
          email: 'ghost@site.test',
          redirect: { url: 'https://site.test', clientId: 'c1' },
        })
      ).json,
    ).toEqual({})
    const mail = (await emails()).find((e) => e.kind === 'recovery')!
    expect(mail.recoveryToken).toBeTruthy()
    expect(
      (
        await ctx.call('POST', '/_api/iam/recovery/v1/recover', {
          recoveryToken: mail.recoveryToken,
          password: 'new-secret',
        })
      ).json,
    ).toEqual({})
    expect(appCode(await login())).toBe('-19976')
    expect((await login('ann@site.test', 'new-secret')).json).toMatchObject({ state: 'SUCCESS' })
    expect(
      (
        await ctx.call('POST', '/_api/iam/recovery/v1/recover', {
          recoveryToken: mail.recoveryToken,
          password: 'again',
        })
      ).status,
    ).toBe(400)
  })

  it('activation email and verification start', async () => {
    const { identity } = (await register()).json as { identity: { id: string } }
    expect(
      (await ctx.call('POST', '/_api/iam/recovery/v1/activation-email', { identityId: identity.id })).json,
    ).toEqual({})
    expect(
      (await ctx.call('POST', '/_api/iam/verification/v1/Start', { identityId: identity.id, target: 'EMAIL' })).json,
    ).toMatchObject({ stateToken: expect.any(String) })
    expect((await emails()).map((e) => e.kind)).toEqual(['activation', 'verification'])
  })
})

describe('identity emulator: redirect sessions and hosted pages', () => {
  it('answers every redirect session kind with an absolute fullUrl on its own origin', async () => {
    // Every kind but auth and logout, which have their own tests below.
    for (const kind of REDIRECT_KINDS.filter((k) => k !== 'auth' && k !== 'logout')) {
      const r = await ctx.call('POST', '/_api/redirects-api/v1/redirect-session', {
        [kind]: {},
        callbacks: { postFlowUrl: 'https://site.test' },
      })
      expect(r.status, kind).toBe(200)
      const s = (
        r.json as { redirectSession: { fullUrl: string; urlDetails: { endpoint: string }; sessionToken: string } }
      ).redirectSession
      expect(s.fullUrl.startsWith('http://127.0.0.1:3999/_identity/')).toBe(true)
      expect((await ctx.call('GET', new URL(s.fullUrl).pathname + new URL(s.fullUrl).search)).status).toBe(200)
    }
    expect((await ctx.call('POST', '/_api/redirects-api/v1/redirect-session', {})).status).toBe(400)
    expect(
      (await ctx.call('POST', '/_api/redirects-api/v1/redirect-session', { login: {}, logout: { clientId: 'c' } }))
        .status,
    ).toBe(400)
  })

  it('validates auth requests (http redirect URIs only, S256)', async () => {
    const bad = await ctx.call('POST', '/_api/redirects-api/v1/redirect-session', {
      auth: {
        authRequest: {
          redirectUri: 'javascript:alert(1)',
          clientId: 'c1',
          codeChallenge: 'short',
          codeChallengeMethod: 'plain',
          responseMode: 'query',
          state: 's',
        },
      },
    })
    expect(bad.status).toBe(400)
    const fields = (
      bad.json as { details: { validationError: { fieldViolations: { field: string }[] } } }
    ).details.validationError.fieldViolations.map((v) => v.field)
    expect(fields).toEqual(
      expect.arrayContaining([
        'auth.authRequest.redirectUri',
        'auth.authRequest.codeChallenge',
        'auth.authRequest.codeChallengeMethod',
      ]),
    )
  })

  it('prompt none with a valid session token redirects straight to redirectUri?code&state; the code needs the verifier', async () => {
    const { sessionToken } = (await register()).json as { sessionToken: string }
    const s = await authSession({ sessionToken }, 'query', 'none')
    const page = await ctx.call('GET', new URL(s.fullUrl).pathname + new URL(s.fullUrl).search)
    expect(page.status).toBe(302)
    const target = new URL(page.redirect!)
    expect(target.origin + target.pathname).toBe('https://site.test/cb')
    expect(target.searchParams.get('state')).toBe('st-1')
    const code = target.searchParams.get('code')!
    const exchange = (codeVerifier: string) =>
      ctx.call('POST', '/oauth2/token', {
        clientId: 'c1',
        grantType: 'authorization_code',
        redirectUri: 'https://site.test/cb',
        code,
        codeVerifier,
      })
    expect((await exchange('w'.repeat(43))).status).toBe(400)
    // A failed attempt burns the code (single use), so get a new one.
    const again = new URL((await ctx.call('GET', new URL(s.fullUrl).pathname + new URL(s.fullUrl).search)).redirect!)
    const ok = await ctx.call('POST', '/oauth2/token', {
      clientId: 'c1',
      grantType: 'authorization_code',
      redirectUri: 'https://site.test/cb',
      code: again.searchParams.get('code'),
      codeVerifier: VERIFIER,
    })
    expect(ok.status).toBe(200)
    expect(await ctx.service.resolveCaller((ok.json as { access_token: string }).access_token)).toMatchObject({
      actor: 'MEMBER',
    })
  })

  it('prompt none without a session answers login_required by fragment', async () => {
    const s = await authSession({}, 'fragment', 'none')
    const page = await ctx.call('GET', new URL(s.fullUrl).pathname + new URL(s.fullUrl).search)
    const hash = new URLSearchParams(new URL(page.redirect!).hash.slice(1))
    expect(hash.get('error')).toBe('login_required')
    expect(hash.get('state')).toBe('st-1')
  })

  it('web_message answers post to the redirect origin with the state, script-safe', async () => {
    const { sessionToken } = (await register()).json as { sessionToken: string }
    const s = await authSession({ sessionToken, state: '</script><b>' }, 'web_message', 'none')
    const page = await ctx.call('GET', new URL(s.fullUrl).pathname + new URL(s.fullUrl).search)
    expect(page.html).toContain('"https://site.test"')
    expect(page.html).not.toContain('</script><b>')
    const answer = JSON.parse(/id="vitrine-oauth-answer">(.*?)<\/script>/s.exec(page.html!)![1])
    expect(answer).toMatchObject({ state: '</script><b>', code: expect.any(String) })
  })

  it('the login page completes the authorize flow with a form post and sets a session cookie', async () => {
    await register()
    const s = await authSession()
    const form = await ctx.call('GET', new URL(s.fullUrl).pathname + new URL(s.fullUrl).search)
    expect(form.html).toContain('<form method="post"')
    const wrong = await ctx.call('POST', '/_identity/authorize', {
      session: s.id,
      email: 'ann@site.test',
      password: 'nope',
    })
    expect(wrong.status).toBe(401)
    const done = await ctx.call('POST', '/_identity/authorize', {
      session: s.id,
      email: 'ann@site.test',
      password: 'secret-1',
    })
    expect(done.status).toBe(302)
    expect(new URL(done.redirect!).searchParams.get('code')).toBeTruthy()
    expect(String(done.headers?.['set-cookie'])).toMatch(/vitrine_idp_session=.+HttpOnly/)
  })

  it('prompt none: the provider cookie counts without a session token, an explicit invalid one does not', async () => {
    await register()
    const first = await authSession()
    const done = await ctx.call('POST', '/_identity/authorize', {
      session: first.id,
      email: 'ann@site.test',
      password: 'secret-1',
    })
    const cookie = String(done.headers?.['set-cookie']).split(';')[0]
    const viaCookie = await authSession({}, 'query', 'none')
    const ok = await ctx.call(
      'GET',
      new URL(viaCookie.fullUrl).pathname + new URL(viaCookie.fullUrl).search,
      undefined,
      { cookie },
    )
    expect(new URL(ok.redirect!).searchParams.get('code')).toBeTruthy()
    const explicit = await authSession({ sessionToken: 'vst_bogus' }, 'query', 'none')
    const refused = await ctx.call(
      'GET',
      new URL(explicit.fullUrl).pathname + new URL(explicit.fullUrl).search,
      undefined,
      { cookie },
    )
    expect(new URL(refused.redirect!).searchParams.get('error')).toBe('login_required')
    const forced = await authSession({}, 'query', 'login')
    expect(
      (await ctx.call('GET', new URL(forced.fullUrl).pathname + new URL(forced.fullUrl).search, undefined, { cookie }))
        .html,
    ).toContain('<form')
  })

  it('the logout page ends the sign-in that created the session and redirects to postFlowUrl', async () => {
    const { sessionToken } = (await register()).json as { sessionToken: string }
    const s = await authSession({ sessionToken }, 'query', 'none')
    const code = new URL(
      (await ctx.call('GET', new URL(s.fullUrl).pathname + new URL(s.fullUrl).search)).redirect!,
    ).searchParams.get('code')
    const tokens = (
      await ctx.call('POST', '/oauth2/token', {
        clientId: 'c1',
        grantType: 'authorization_code',
        redirectUri: 'https://site.test/cb',
        code,
        codeVerifier: VERIFIER,
      })
    ).json as {
      access_token: string
      refresh_token: string
    }
    const r = await ctx.call(
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      { logout: { clientId: 'c1' }, callbacks: { postFlowUrl: 'https://site.test/bye' } },
      { authorization: tokens.access_token },
    )
    const url = new URL((r.json as { redirectSession: { fullUrl: string } }).redirectSession.fullUrl)
    const page = await ctx.call('GET', url.pathname + url.search)
    expect(page.redirect).toBe('https://site.test/bye')
    expect(await ctx.service.resolveCaller(tokens.access_token)).toBe('invalid')
    expect(
      (
        await ctx.call('POST', '/oauth2/token', {
          clientId: 'c1',
          grantType: 'refresh_token',
          refreshToken: tokens.refresh_token,
        })
      ).status,
    ).toBe(400)
  })

  it('leaves other paths to other services', async () => {
    const answer = await ctx.call('GET', '/wix-data/v2/items')
    expect(answer.status).toBe(404)
    expect((answer.json as { details: { applicationError: { code: string } } }).details.applicationError.code).toBe(
      'NOT_FOUND',
    )
  })
})
