// SSO and the login callback end to end against the identity emulator: the token-params login, the
// SSO login page (GET, and the form post past 4000 characters) with its encrypted BroadcastChannel
// answer, and /v1/callback ending auth and login redirect sessions.
import { createDecipheriv, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fetchHttp } from '../../../adapters/node'
import { providerApi } from '../../../core/identity/providerApi'
import type { SsoLogin } from '../../../core/identity'
import { EMULATOR_IDP_CONNECTION_ID, EMULATOR_IDP_TOKEN } from '../sso'
import { servedIdentity } from './identityTestSetup'

const idp = servedIdentity()
const api = () => providerApi(fetchHttp(), idp.url)
const KEY = randomBytes(32).toString('base64')
const form = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
const open = (sealed: { iv: string; data: string }) => {
  const data = Buffer.from(sealed.data, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(KEY, 'base64'), Buffer.from(sealed.iv, 'base64'))
  decipher.setAuthTag(data.subarray(-16))
  return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()]).toString('utf8'))
}
const fieldsOf = (login: SsoLogin) => (login.method === 'POST' ? login.fields : {})

describe('SSO login with token params (POST /v1/sso/login-with-token-params)', () => {
  it('the test identity provider’s token signs the member in; the session token gives member tokens', async () => {
    const step = await idp.client().loginWithTokenParams(EMULATOR_IDP_CONNECTION_ID, {
      email: 'sso@site.test',
      idpToken: EMULATOR_IDP_TOKEN,
    })
    expect(step).toMatchObject({
      state: 'SUCCESS',
      identity: { email: { address: 'sso@site.test', isVerified: true } },
    })
    const client = idp.client()
    await client.getMemberTokensForDirectLogin((step as { sessionToken: string }).sessionToken)
    expect(client.loggedIn()).toBe(true)
  })
  it('refuses a wrong token, an unknown connection and tokenParams that are not strings', async () => {
    expect(
      await idp.client().loginWithTokenParams(EMULATOR_IDP_CONNECTION_ID, { email: 'a@site.test', idpToken: 'forged' }),
    ).toEqual({
      state: 'FAILURE',
      error: 'The identity provider refused tokenParams.idpToken',
      code: 'INVALID_TOKEN_PARAMS',
    })
    expect(await idp.client().loginWithTokenParams('other-connection', { email: 'a@site.test' })).toMatchObject({
      code: 'IDP_CONNECTION_NOT_FOUND',
    })
    const raw = await api().call('/_api/iam/authentication/v1/sso/login-with-token-params', {
      idpConnectionId: EMULATOR_IDP_CONNECTION_ID,
      tokenParams: { email: 7 },
    })
    expect(raw.ok ? '' : raw.error.message).toBe('INVALID_ARGUMENT: tokenParams must be an object of strings')
  })
})

describe('SSO login page (GET /v1/sso/login/{tenantId}/{idpConnectionId})', () => {
  const params = {
    tenantId: 'site-tenant-1',
    idpConnectionId: EMULATOR_IDP_CONNECTION_ID,
    tenantType: 'SITE',
    sessionId: 'tab-42',
    encryptionKey: KEY,
    visitorId: 'visitor-1',
  } as const

  it('shows the provider’s form, then posts the encrypted login answer on the session’s BroadcastChannel', async () => {
    const login = idp.client().getSsoLoginUrl(params)
    expect(login.method).toBe('GET')
    const page = await fetch(login.url)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('<h1>Test identity provider</h1>')
    expect(html).toContain('name="sessionId" value="tab-42"')
    const { tenantType, sessionId, encryptionKey, visitorId } = params
    const answer = await form(new URL(login.url).origin + new URL(login.url).pathname, {
      tenantType,
      sessionId,
      encryptionKey,
      visitorId,
      email: 'broadcast@site.test',
    })
    const text = await answer.text()
    expect(text).toContain('new BroadcastChannel("wix-idp-tab-42")')
    const sealed = JSON.parse(/id="vitrine-sso-answer">(.*?)<\/script>/s.exec(text)![1]) as { iv: string; data: string }
    expect(sealed.data).not.toContain('SUCCESS')
    const opened = open(sealed) as { state: string; sessionToken: string }
    expect(opened.state).toBe('SUCCESS')
    const client = idp.client()
    await client.getMemberTokensForDirectLogin(opened.sessionToken)
    expect(client.loggedIn()).toBe(true)
  })

  it('past 4000 characters the client gives a form post to the same path, which the emulator serves alike', async () => {
    const login = idp.client().getSsoLoginUrl({ ...params, customPayload: 'p'.repeat(4100) })
    expect(login.method).toBe('POST')
    const page = await form(login.url, fieldsOf(login))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`name="customPayload" value="${'p'.repeat(4100)}"`)
  })

  it('answers the validation error shape for a bad key, session id or tenant type, and 404 for another connection', async () => {
    const bad = idp
      .client()
      .getSsoLoginUrl({ ...params, tenantType: 'GUEST' as never, encryptionKey: 'short', sessionId: '' })
    const answer = await fetch(bad.url)
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { message: string }).message).toBe(
      'tenantType: must be one of ACCOUNT, SITE, ROOT; sessionId: must be 1 to 200 letters, digits, - or _; encryptionKey: must be a base64 AES key of 16, 24 or 32 bytes',
    )
    const other = await fetch(idp.client().getSsoLoginUrl({ ...params, idpConnectionId: 'nope' }).url)
    expect(other.status).toBe(404)
  })
})

describe('login callback (/v1/callback with state and sessionToken)', () => {
  it('ends an auth redirect session with a code for the redirect URI, and the code gives member tokens', async () => {
    const client = idp.client({ redirectUri: 'https://site.test/cb' })
    const registered = await client.register({ email: 'cb@site.test', password: 'pass-1234' })
    const data = await client.generateOAuthData('https://site.test/cb')
    // The auth redirect session behind the login page address (the emulator names it in `session`).
    const { authUrl } = await client.getAuthUrl(data, { responseMode: 'query' })
    const sessionId = new URL(authUrl).searchParams.get('session')!
    const callback = idp.client().getLoginCallbackForm(sessionId, registered.data!.sessionToken!)
    const answer = await form(callback.url, callback.fields)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('set-cookie')).toMatch(/^vitrine_idp_session=vst_/)
    const { code, state } = client.parseFromUrl(answer.headers.get('location')!, 'query')
    await client.setTokens(await client.getMemberTokens(code, state))
    expect(client.loggedIn()).toBe(true)
  })

  it('ends a login redirect session at its postFlowUrl, also as a GET; refuses an unknown state or token', async () => {
    const client = idp.client()
    const registered = await client.register({ email: 'back@site.test', password: 'pass-1234' })
    const session = await client.createRedirectSession({
      login: {},
      callbacks: { postFlowUrl: 'https://site.test/after' },
    })
    const query = new URLSearchParams({ state: session.id, sessionToken: registered.data!.sessionToken! })
    const get = await fetch(`${idp.url}/_api/iam/authentication/v1/callback?${query}`, { redirect: 'manual' })
    expect([get.status, get.headers.get('location')]).toEqual([302, 'https://site.test/after'])
    const unknown = idp.client().getLoginCallbackForm('no-such-session', registered.data!.sessionToken!)
    expect((await (await form(unknown.url, unknown.fields)).json()) as object).toMatchObject({
      details: { applicationError: { code: 'INVALID_STATE' } },
    })
    const forged = idp.client().getLoginCallbackForm(session.id, 'vst_forged')
    expect((await form(forged.url, forged.fields)).status).toBe(401)
    const missing = await fetch(`${idp.url}/_api/iam/authentication/v1/callback?state=x`)
    expect(((await missing.json()) as { message: string }).message).toBe('sessionToken: must be a non-empty string')
  })
})
