// The login calls around email verification and sign-in that the flow tests leave out: the register
// body's loginId, a verification resumed from a saved login state, a refused code, verifyCode,
// resending a code, resetting the login state, and a sign-in whose member tokens fail with a plain error.
import { describe, expect, it } from 'vitest'
import { jsonResponse, type ScriptedHttp } from '../../../adapters/memory'
import type { LoginStateMachine } from '../loginMachine'
import { BASE, setup } from './fakes'

const LOGIN = `${BASE}/_api/iam/authentication/v2/login`
const REGISTER = `${BASE}/_api/iam/authentication/v2/register`
const VERIFY = `${BASE}/_api/iam/verification/v1/auth/verify`
const RESEND = `${BASE}/_api/iam/verification/v1/auth/resend`
const SESSION = `${BASE}/_api/redirects-api/v1/redirect-session`
const bodyOf = (http: ScriptedHttp, url: string) => JSON.parse(http.requests.filter((r) => r.url === url).at(-1)!.body!)

describe('register and verification', () => {
  it('register sends the email as loginId and an empty profile by default', async () => {
    const { client, http } = setup()
    http.on('POST', REGISTER, jsonResponse({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' }))
    await client.register({ email: 'a@b.test', password: 'pw' })
    expect(bodyOf(http, REGISTER)).toEqual({ loginId: { email: 'a@b.test' }, password: 'pw', profile: {} })
  })

  it('processVerification resumes from a saved EMAIL_VERIFICATION_REQUIRED state in a new client', async () => {
    const { client, http } = setup()
    http.on('POST', VERIFY, jsonResponse({ state: 'SUCCESS', sessionToken: 'sess-3' }))
    const saved: LoginStateMachine = { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-saved' } }
    const state = await client.processVerification({ verificationCode: '4242' }, saved)
    expect(state).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: 'sess-3' } })
    expect(bodyOf(http, VERIFY)).toEqual({ code: '4242', stateToken: 'st-saved' })
  })

  it('a code refused with any other error keeps the verification with the message (not a login error code)', async () => {
    const { client, http } = setup()
    http.on(
      'POST',
      VERIFY,
      jsonResponse({ message: 'wrong code', details: { applicationError: { code: '-19976' } } }, 400),
    )
    const saved: LoginStateMachine = { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st' } }
    expect(await client.processVerification({ verificationCode: '0' }, saved)).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'st' },
      error: 'wrong code',
    })
    expect(client.store.getSnapshot().status).toBe('error')
  })

  it('verifyCode posts the code with the given state token and answers the login state', async () => {
    const { client, http } = setup()
    http.on('POST', VERIFY, jsonResponse({ state: 'SUCCESS', sessionToken: 'sess-4' }))
    expect(await client.verifyCode('777', 'st-9')).toMatchObject({
      loginState: 'SUCCESS',
      data: { sessionToken: 'sess-4' },
    })
    expect(bodyOf(http, VERIFY)).toEqual({ code: '777', stateToken: 'st-9' })
    http.once(
      'POST',
      VERIFY,
      jsonResponse({ message: 'wrong', details: { applicationError: { code: 'INVALID_VERIFICATION_CODE' } } }, 400),
    )
    expect(await client.verifyCode('778', 'st-9')).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'st-9' },
      error: 'wrong',
      errorCode: 'invalidVerificationCode',
    })
  })

  it('resendVerificationCode uses the pending state token, and refuses when none is pending', async () => {
    const { client, http } = setup()
    await expect(client.resendVerificationCode()).rejects.toThrow('No verification is pending')
    expect(http.requests.filter((r) => r.url === RESEND)).toHaveLength(0)
    http.on('POST', REGISTER, jsonResponse({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-pending' }))
    http.on('POST', RESEND, jsonResponse({}))
    await client.register({ email: 'a@b.test', password: 'pw' })
    await client.resendVerificationCode()
    expect(bodyOf(http, RESEND)).toEqual({ stateToken: 'st-pending' })
  })

  it('resetLoginState goes back to INITIAL with status idle', async () => {
    const { client, http } = setup()
    http.on('POST', LOGIN, jsonResponse({ message: 'no', details: { applicationError: { code: '-19976' } } }, 400))
    await client.login({ email: 'a@b.test', password: 'x' })
    expect(client.store.getSnapshot().status).toBe('error')
    client.resetLoginState()
    expect(client.store.getSnapshot().login).toEqual({ loginState: 'INITIAL' })
    expect(client.store.getSnapshot().status).toBe('idle')
  })
})

describe('signIn when member tokens fail with a plain error', () => {
  it('answers FAILURE with the message and keeps the original error as the cause', async () => {
    const { client, http } = setup({ frame: undefined })
    http.on('POST', LOGIN, jsonResponse({ state: 'SUCCESS', sessionToken: 'sess' }))
    http.on('POST', SESSION, jsonResponse({ redirectSession: { id: 'r', fullUrl: 'https://idp.test/authorize?s=1' } }))
    const cause = new Error('socket hang up')
    http.on('GET', 'https://idp.test/authorize?s=1', () => {
      throw cause
    })
    expect(await client.signIn({ email: 'a@b.test', password: 'pw' })).toEqual({
      loginState: 'FAILURE',
      error: 'socket hang up',
    })
    const { status, error } = client.store.getSnapshot()
    expect(status).toBe('error')
    expect(error?.message).toBe('socket hang up')
    expect(error?.cause).toBe(cause)
  })
})
