import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../adapters/memory'
import type { AuthSnapshot } from '../index'
import { answeringFrame, BASE, memberTokens, setup } from './fakes'

const LOGIN = `${BASE}/_api/iam/authentication/v2/login`
const REGISTER = `${BASE}/_api/iam/authentication/v2/register`
const VERIFY = `${BASE}/_api/iam/verification/v1/auth/verify`
const SESSION = `${BASE}/_api/redirects-api/v1/redirect-session`

function signInSetup(answer?: (state: string) => unknown) {
  const ctx = setup()
  const frame = answeringFrame(ctx.http, answer)
  const withFrame = setup({ frame }, { http: ctx.http, clock: ctx.clock })
  ctx.http.on('POST', SESSION, jsonResponse({ redirectSession: { id: 'r', fullUrl: `${BASE}/authorize?session=r` } }))
  const statuses: string[] = []
  const { store } = withFrame.client
  store.subscribe(() => {
    const { status } = store.getSnapshot()
    if (statuses[statuses.length - 1] !== status) statuses.push(status)
  })
  return { ...withFrame, statuses }
}

const errorOf = (s: AuthSnapshot) => (s.status === 'error' ? { message: s.error.message, code: s.error.code } : null)

describe('OAuth client: the sign-in sequence (login, then member tokens)', () => {
  it('signIn logs in, gets member tokens through the silent flow and stores them; status loading then ready', async () => {
    const { client, http, statuses } = signInSetup()
    http.on('POST', LOGIN, jsonResponse({ state: 'SUCCESS', sessionToken: 's', identity: { id: 'm1' } }))
    expect(client.store.getSnapshot().status).toBe('idle')
    const state = await client.signIn({ email: 'a@b.test', password: 'pw' })
    expect(state).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: 's', identity: { id: 'm1' } } })
    expect(client.loggedIn()).toBe(true)
    expect(client.getTokens().accessToken.value).toMatch(/^member-/)
    const snapshot = client.store.getSnapshot()
    expect(snapshot).toMatchObject({ status: 'ready', error: null, role: 'member', loggedIn: true })
    expect(snapshot.login.loginState).toBe('SUCCESS')
    expect(statuses[0]).toBe('loading')
    expect(statuses[statuses.length - 1]).toBe('ready')
    const redirect = JSON.parse(http.requests.find((r) => r.url === SESSION)!.body!)
    expect(redirect.auth).toMatchObject({ prompt: 'none', authRequest: { sessionToken: 's' } })
  })

  it('a refused login answers the failure and asks for no member tokens; status error with the login error code', async () => {
    const { client, http, tokenRequests } = signInSetup()
    http.on(
      'POST',
      LOGIN,
      jsonResponse({ message: 'Wrong password', details: { applicationError: { code: '-19976' } } }, 403),
    )
    const state = await client.signIn({ email: 'a@b.test', password: 'bad' })
    expect(state).toEqual({ loginState: 'FAILURE', error: 'Wrong password', errorCode: 'invalidPassword' })
    expect(http.requests.some((r) => r.url === SESSION)).toBe(false)
    expect(tokenRequests('authorization_code')).toHaveLength(0)
    expect(errorOf(client.store.getSnapshot())).toEqual({ message: 'Wrong password', code: 'invalidPassword' })
    expect(client.loggedIn()).toBe(false)
  })

  it('member tokens that cannot be had answer FAILURE with the message; the store shows FAILURE, never SUCCESS beside the error', async () => {
    const { client, http } = signInSetup((state) => ({
      error: 'login_required',
      error_description: 'The member is not signed in',
      state,
    }))
    http.on('POST', LOGIN, jsonResponse({ state: 'SUCCESS', sessionToken: 's' }))
    const state = await client.signIn({ email: 'a@b.test', password: 'pw' })
    expect(state).toEqual({ loginState: 'FAILURE', error: 'The member is not signed in' })
    const snapshot = client.store.getSnapshot()
    expect(snapshot.login).toEqual({ loginState: 'FAILURE', error: 'The member is not signed in' })
    expect(errorOf(snapshot)).toEqual({ message: 'The member is not signed in', code: 'login_required' })
    expect(client.loggedIn()).toBe(false)
  })

  it('signUp registers then signs the new member in', async () => {
    const { client, http } = signInSetup()
    http.on('POST', REGISTER, jsonResponse({ state: 'SUCCESS', sessionToken: 'new', identity: { id: 'm2' } }))
    const state = await client.signUp({ email: 'new@b.test', password: 'pw' })
    expect(state.loginState).toBe('SUCCESS')
    expect(client.store.getSnapshot()).toMatchObject({ status: 'ready', role: 'member' })
  })

  it('a registration waiting for email verification stays a visitor (status ready); verifyAndSignIn then signs in', async () => {
    const { client, http } = signInSetup()
    http.on('POST', REGISTER, jsonResponse({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st' }))
    http.on('POST', VERIFY, jsonResponse({ state: 'SUCCESS', sessionToken: 'verified' }))
    const pending = await client.signUp({ email: 'new@b.test', password: 'pw' })
    expect(pending.loginState).toBe('EMAIL_VERIFICATION_REQUIRED')
    expect(client.store.getSnapshot()).toMatchObject({ status: 'ready', role: 'visitor' })
    const state = await client.verifyAndSignIn('123456')
    expect(state.loginState).toBe('SUCCESS')
    expect(JSON.parse(http.requests.find((r) => r.url === VERIFY)!.body!)).toEqual({ code: '123456', stateToken: 'st' })
    expect(client.store.getSnapshot()).toMatchObject({ status: 'ready', role: 'member' })
  })

  it('verifyAndSignIn outside EMAIL_VERIFICATION_REQUIRED sends nothing and answers FAILURE', async () => {
    const { client, http } = signInSetup()
    const state = await client.verifyAndSignIn('123456')
    expect(state.loginState).toBe('FAILURE')
    expect(http.requests.some((r) => r.url === VERIFY)).toBe(false)
    expect(client.store.getSnapshot().status).toBe('error')
  })

  it('logout after a sign-in clears the tokens and returns to status idle', async () => {
    const { client, http } = signInSetup()
    http.on('POST', LOGIN, jsonResponse({ state: 'SUCCESS', sessionToken: 's' }))
    await client.signIn({ email: 'a@b.test', password: 'pw' })
    await client.logout('https://site.test/')
    expect(client.store.getSnapshot()).toMatchObject({ status: 'idle', error: null, role: 'none', loggedIn: false })
  })

  it('an expired member session is status error SESSION_EXPIRED, and the sessionExpired event fires once per expiry', async () => {
    const { client, clock } = setup()
    let events = 0
    const off = client.on('sessionExpired', () => events++)
    await client.setTokens(memberTokens(clock, 10, 'bad-refresh'))
    clock.advance(60_000)
    await client.getValidTokens()
    expect(errorOf(client.store.getSnapshot())?.code).toBe('SESSION_EXPIRED')
    expect(client.store.getSnapshot().role).toBe('visitor')
    await client.setTokens(memberTokens(clock, 10, 'bad-again'))
    clock.advance(60_000)
    await client.getValidTokens()
    expect(events).toBe(2)
    off()
    expect(() => client.on('other' as 'sessionExpired', () => {})).toThrow('Unknown event other')
  })
})
