import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../adapters/memory'
import { BASE, setup } from './fakes'

const LOGIN = `${BASE}/_api/iam/authentication/v2/login`
const REGISTER = `${BASE}/_api/iam/authentication/v2/register`
const VERIFY = `${BASE}/_api/iam/verification/v1/auth/verify`
const appError = (code: string, status = 400) =>
  jsonResponse(
    { message: `failed ${code}`, details: { applicationError: { code, description: 'd', data: {} } } },
    status,
  )

describe('OAuth client: login and register', () => {
  it('logs in with the email as loginId and captcha tokens as a list, authorised by the visitor token', async () => {
    const { client, http } = setup()
    http.on('POST', LOGIN, jsonResponse({ state: 'SUCCESS', sessionToken: 'sess', identity: { id: 'i1' } }))
    const state = await client.login({
      email: 'a@b.test',
      password: 'pw',
      captchaTokens: { recaptchaToken: 'r', invisibleRecaptchaToken: 'i' },
    })
    expect(state).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: 'sess' } })
    const request = http.requests.find((r) => r.url === LOGIN)!
    expect(JSON.parse(request.body!)).toEqual({
      loginId: { email: 'a@b.test' },
      password: 'pw',
      captchaTokens: [{ Recaptcha: 'r' }, { InvisibleRecaptcha: 'i' }],
    })
    expect(request.headers?.authorization).toBe('visitor-1')
    expect(client.store.getSnapshot().login.loginState).toBe('SUCCESS')
  })

  it.each([
    ['-19976', 'invalidPassword', 'FAILURE'],
    ['-19973', 'resetPassword', 'FAILURE'],
    ['-19971', 'missingCaptchaToken', 'SILENT_CAPTCHA_REQUIRED'],
    ['-19970', 'invalidCaptchaToken', 'USER_CAPTCHA_REQUIRED'],
    ['-12345', 'invalidEmail', 'FAILURE'],
  ])('maps login error %s to %s in %s', async (code, errorCode, loginState) => {
    const { client, http } = setup()
    http.on('POST', LOGIN, appError(code))
    expect(await client.login({ email: 'a@b.test', password: 'x' })).toEqual({
      loginState,
      error: `failed ${code}`,
      errorCode,
    })
  })

  it('a network failure is a FAILURE value, never a thrown TypeError', async () => {
    const { client, http } = setup()
    http.on('POST', '*', () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(client.login({ email: 'a@b.test', password: 'x' })).resolves.toEqual({
      loginState: 'FAILURE',
      error: 'Failed to fetch',
    })
    await expect(client.register({ email: 'a@b.test', password: 'x' })).resolves.toMatchObject({
      loginState: 'FAILURE',
    })
  })

  it('maps register errors, field violations included', async () => {
    const { client, http } = setup()
    http.once('POST', REGISTER, appError('-19995', 409))
    expect((await client.register({ email: 'a@b.test', password: 'x' })).errorCode).toBe('emailAlreadyExists')
    http.once(
      'POST',
      REGISTER,
      jsonResponse(
        {
          message: 'bad',
          details: {
            validationError: {
              fieldViolations: [{ field: 'loginId.email', description: 'must be an email', data: { type: 'EMAIL' } }],
            },
          },
        },
        400,
      ),
    )
    expect(await client.register({ email: 'nope', password: 'x' })).toEqual({
      loginState: 'FAILURE',
      error: 'must be an email',
      errorCode: 'invalidEmail',
    })
    http.once(
      'POST',
      REGISTER,
      jsonResponse(
        {
          message: 'bad',
          details: { validationError: { fieldViolations: [{ field: 'password', description: 'too short' }] } },
        },
        400,
      ),
    )
    expect(await client.register({ email: 'a@b.test', password: 'x' })).toEqual({
      loginState: 'FAILURE',
      error: 'INVALID_ARGUMENT: password too short',
    })
  })

  it('register sends the profile and maps REQUIRE_EMAIL_VERIFICATION; processVerification uses the kept stateToken', async () => {
    const { client, http } = setup()
    http.on('POST', REGISTER, jsonResponse({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' }))
    http.on('POST', VERIFY, jsonResponse({ state: 'SUCCESS', sessionToken: 'sess-2' }))
    const state = await client.register({ email: 'a@b.test', password: 'pw', profile: { nickname: 'A' } })
    expect(state).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } })
    expect(JSON.parse(http.requests.find((r) => r.url === REGISTER)!.body!).profile).toEqual({ nickname: 'A' })
    const verified = await client.processVerification({ verificationCode: '123456' })
    expect(verified).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: 'sess-2' } })
    expect(JSON.parse(http.requests.find((r) => r.url === VERIFY)!.body!)).toEqual({
      code: '123456',
      stateToken: 'st-1',
    })
  })

  it('processVerification outside EMAIL_VERIFICATION_REQUIRED is a FAILURE without a request', async () => {
    const { client, http } = setup()
    expect((await client.processVerification({ verificationCode: '1' })).loginState).toBe('FAILURE')
    expect(http.requests.filter((r) => r.url === VERIFY)).toHaveLength(0)
  })

  it('maps OWNER_APPROVAL_REQUIRED and unknown states', async () => {
    const { client, http } = setup()
    http.once('POST', LOGIN, jsonResponse({ state: 'REQUIRE_OWNER_APPROVAL' }))
    expect(await client.login({ email: 'a@b.test', password: 'x' })).toEqual({ loginState: 'OWNER_APPROVAL_REQUIRED' })
    http.once('POST', LOGIN, jsonResponse({ state: 'MYSTERY' }))
    expect(await client.login({ email: 'a@b.test', password: 'x' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    })
  })
})
