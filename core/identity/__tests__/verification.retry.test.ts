// A wrong emailed code is not the end of a sign-up: the state stays EMAIL_VERIFICATION_REQUIRED with
// the tries left and its own error code, so the right code (or a new one) still signs the member in.
// The provider here answers as the hosted service and the emulator do (wire format), under the manual clock.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import type { HttpRequest } from '../../../ports'
import { answeringFrame, BASE, setup, TOKEN } from './fakes'

const REGISTER = `${BASE}/_api/iam/authentication/v2/register`
const VERIFY = `${BASE}/_api/iam/verification/v1/auth/verify`
const RESEND = `${BASE}/_api/iam/verification/v1/auth/resend`
const SESSION = `${BASE}/_api/redirects-api/v1/redirect-session`
const MAX_TRIES = 5

const appError = (status: number, code: string, message: string, data: Record<string, unknown> = {}) =>
  jsonResponse({ message, details: { applicationError: { code, description: message, data } } }, status)

/** A provider with one pending verification: codes are '111111', then '222222' after a resend, ... */
function verifyingClient() {
  const http = scriptedHttp()
  const t = setup({ frame: answeringFrame(http) }, { http })
  let code = '111111'
  let attempts = 0
  let alive = true
  t.http.on('POST', REGISTER, jsonResponse({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' }))
  t.http.on('POST', VERIFY, (req: HttpRequest) => {
    const body = JSON.parse(req.body!)
    if (!alive || body.stateToken !== 'st-1')
      return appError(400, 'INVALID_STATE_TOKEN', 'The verification expired or does not exist')
    attempts++
    if (attempts > MAX_TRIES) return appError(400, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes: ask for a new one')
    if (body.code !== code) {
      const left = MAX_TRIES - attempts
      if (left <= 0) return appError(400, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes: ask for a new one')
      return appError(400, 'INVALID_VERIFICATION_CODE', `The verification code is wrong: ${left} tries left`)
    }
    alive = false
    return jsonResponse({ state: 'SUCCESS', sessionToken: 'sess-verified', identity: { id: 'm-1' } })
  })
  t.http.on('POST', RESEND, (req: HttpRequest) => {
    if (!alive || JSON.parse(req.body!).stateToken !== 'st-1')
      return appError(400, 'INVALID_STATE_TOKEN', 'The verification expired or does not exist')
    code = String(Number(code) + 111111)
    attempts = 0
    return jsonResponse({})
  })
  // The member tokens after SUCCESS: the provider's page answers in the hidden frame.
  t.http.on('POST', SESSION, jsonResponse({ redirectSession: { id: 'r', fullUrl: `${BASE}/authorize?r=1` } }))
  t.http.on('POST', TOKEN, jsonResponse({ access_token: 'a', expires_in: 3600, refresh_token: 'r' }))
  const verify = (value: string) => t.client.verifyAndSignIn(value)
  const verifyRequests = () => t.http.requests.filter((r) => r.url === VERIFY).length
  return { ...t, verify, verifyRequests, kill: () => void (alive = false) }
}

describe('useAuth().verify after a wrong code (the client under the manual clock)', () => {
  it('a wrong code keeps EMAIL_VERIFICATION_REQUIRED with the tries left and invalidVerificationCode; the right one then signs in', async () => {
    const { client, verify } = verifyingClient()
    await client.signUp({ email: 'new@site.test', password: 'secret1' })
    const wrong = await verify('999999')
    expect(wrong).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'st-1', triesLeft: 4 },
      error: 'The verification code is wrong: 4 tries left',
      errorCode: 'invalidVerificationCode',
    })
    const snapshot = client.store.getSnapshot()
    expect(snapshot.login).toEqual(wrong)
    expect(snapshot.status).toBe('error')
    expect(snapshot.error).toMatchObject({ message: wrong.error, code: 'invalidVerificationCode' })
    expect(snapshot.role).toBe('visitor')

    const right = await verify('111111')
    expect(right).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: 'sess-verified' } })
    expect(client.store.getSnapshot()).toMatchObject({ status: 'ready', role: 'member', loggedIn: true, error: null })
  })

  it('each wrong code counts down; the fifth spends the code (tooManyVerificationAttempts, 0 left); a new code then works', async () => {
    const { client, verify, http } = verifyingClient()
    await client.signUp({ email: 'new@site.test', password: 'secret1' })
    const left: (number | undefined)[] = []
    for (let i = 0; i < 4; i++) left.push((await verify('000000')).data?.triesLeft)
    expect(left).toEqual([4, 3, 2, 1])
    const spent = await verify('000000')
    expect(spent).toMatchObject({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'st-1', triesLeft: 0 },
      errorCode: 'tooManyVerificationAttempts',
    })
    // The right old code no longer works either (the provider counts tries before comparing).
    expect((await verify('111111')).errorCode).toBe('tooManyVerificationAttempts')

    const resent = await client.resendCode()
    expect(resent).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } })
    expect(JSON.parse(http.requests.filter((r) => r.url === RESEND)[0].body!)).toEqual({ stateToken: 'st-1' })
    expect(client.store.getSnapshot()).toMatchObject({ status: 'ready', error: null })
    expect(await verify('222222')).toMatchObject({ loginState: 'SUCCESS' })
    expect(client.loggedIn()).toBe(true)
  })

  it('a verification the provider no longer knows ends in FAILURE with verificationExpired', async () => {
    const { client, verify, kill } = verifyingClient()
    await client.signUp({ email: 'new@site.test', password: 'secret1' })
    kill()
    expect(await verify('111111')).toEqual({
      loginState: 'FAILURE',
      error: 'The verification expired or does not exist',
      errorCode: 'verificationExpired',
    })
    expect(client.store.getSnapshot().error?.code).toBe('verificationExpired')
  })

  it('no answer keeps the verification and its tries (no code was used); the code then works', async () => {
    const { client, verify, http, verifyRequests } = verifyingClient()
    await client.signUp({ email: 'new@site.test', password: 'secret1' })
    await verify('000000')
    http.once('POST', VERIFY, () => {
      throw new TypeError('fetch failed')
    })
    expect(await verify('111111')).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'st-1', triesLeft: 4 },
      error: 'fetch failed',
    })
    expect(await verify('111111')).toMatchObject({ loginState: 'SUCCESS' })
    expect(verifyRequests()).toBe(3)
  })

  it('tries left come from the error data when the provider sends them there', async () => {
    const { client, http } = setup()
    http.on('POST', REGISTER, jsonResponse({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st' }))
    http.on('POST', VERIFY, appError(400, 'INVALID_VERIFICATION_CODE', 'Wrong code', { triesLeft: 2 }))
    await client.register({ email: 'a@site.test', password: 'secret1' })
    expect((await client.processVerification({ verificationCode: '1' })).data).toEqual({
      stateToken: 'st',
      triesLeft: 2,
    })
  })

  it('resendCode outside a verification sends nothing and answers FAILURE (never throws)', async () => {
    const { client, http } = verifyingClient()
    const state = await client.resendCode()
    expect(state).toEqual({
      loginState: 'FAILURE',
      error: 'Email verification is only possible in EMAIL_VERIFICATION_REQUIRED, not in INITIAL',
    })
    expect(http.requests.some((r) => r.url === RESEND)).toBe(false)
  })

  it('a refused resend keeps the verification with the provider message', async () => {
    const { client, http } = verifyingClient()
    await client.signUp({ email: 'new@site.test', password: 'secret1' })
    http.once('POST', RESEND, appError(429, 'RATE_LIMITED', 'Wait a minute before asking again'))
    expect(await client.resendCode()).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'st-1', triesLeft: 0 },
      error: 'Wait a minute before asking again',
      errorCode: 'tooManyVerificationAttempts',
    })
  })
})
