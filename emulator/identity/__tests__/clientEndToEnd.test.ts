import { describe, expect, it } from 'vitest'
import { servedIdentity } from './identityTestSetup'
import { EMULATOR_CAPTCHA_TOKEN } from '../authentication'

const idp = servedIdentity()

const newClient = () => idp.client({ clientId: 'e2e-client' })
const emails = (to: string) => idp.emails(to)

describe('identity client against the identity emulator over HTTP', () => {
  it('visitor tokens, register, member tokens through the silent flow, logout', async () => {
    const client = newClient()
    const visitor = await client.generateVisitorTokens()
    expect(visitor.refreshToken.role).toBe('visitor')
    expect(await idp.service.resolveCaller(visitor.accessToken.value)).toMatchObject({ actor: 'ANONYMOUS_VISITOR' })

    const state = await client.register({ email: 'eve@site.test', password: 'pass-1234', profile: { nickname: 'Eve' } })
    expect(state.loginState).toBe('SUCCESS')
    const tokens = await client.getMemberTokensForDirectLogin(state.data!.sessionToken!)
    expect(client.loggedIn()).toBe(true)
    expect(await idp.service.resolveCaller(tokens.accessToken.value)).toMatchObject({ actor: 'MEMBER' })

    const renewed = await client.renewToken(tokens.refreshToken)
    expect(renewed.refreshToken).toEqual(tokens.refreshToken)

    const { logoutUrl } = await client.logout('http://127.0.0.1:1/bye')
    expect(client.getTokens().refreshToken.role).toBe('none')
    const page = await fetch(logoutUrl, { redirect: 'manual' })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('http://127.0.0.1:1/bye')
    expect(await idp.service.resolveCaller(tokens.accessToken.value)).toBe('invalid')
  })

  it('register with email verification, then login with the error codes of the wire format', async () => {
    idp.config.members.requireEmailVerification = true
    const client = newClient()
    const state = await client.register({ email: 'vic@site.test', password: 'pass-1234' })
    expect(state.loginState).toBe('EMAIL_VERIFICATION_REQUIRED')
    await client.resendVerificationCode()
    const [, latest] = await emails('vic@site.test')
    const verified = await client.processVerification({ verificationCode: latest.code })
    expect(verified.loginState).toBe('SUCCESS')

    expect(await client.login({ email: 'vic@site.test', password: 'wrong-pass' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidPassword',
    })
    expect(await client.login({ email: 'nobody@site.test', password: 'pass-1234' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
    })
    expect(await client.register({ email: 'vic@site.test', password: 'pass-1234' })).toMatchObject({
      errorCode: 'emailAlreadyExists',
    })
    expect(await client.register({ email: 'not-an-email', password: 'pass-1234' })).toMatchObject({
      errorCode: 'invalidEmail',
    })
    const ok = await client.login({ email: 'vic@site.test', password: 'pass-1234' })
    expect(ok.loginState).toBe('SUCCESS')
    await client.getMemberTokensForDirectLogin(ok.data!.sessionToken!)
    expect(client.loggedIn()).toBe(true)
  })

  it('captcha and owner approval settings', async () => {
    idp.config.members.requireCaptcha = true
    idp.config.members.requireOwnerApproval = true
    const client = newClient()
    expect(await client.register({ email: 'cap@site.test', password: 'pass-1234' })).toMatchObject({
      loginState: 'SILENT_CAPTCHA_REQUIRED',
      errorCode: 'missingCaptchaToken',
    })
    expect(client.store.getSnapshot().login.loginState).toBe('SILENT_CAPTCHA_REQUIRED')
    expect(
      await client.register({
        email: 'cap@site.test',
        password: 'pass-1234',
        captchaTokens: { recaptchaToken: 'invalid' },
      }),
    ).toMatchObject({ loginState: 'USER_CAPTCHA_REQUIRED', errorCode: 'invalidCaptchaToken' })
    // A token the emulator does not know is refused like a wrong one.
    expect(
      await client.login({ email: 'cap@site.test', password: 'pass-1234', captchaTokens: { recaptchaToken: 'fine' } }),
    ).toMatchObject({ loginState: 'USER_CAPTCHA_REQUIRED' })
    const pending = await client.register({
      email: 'cap@site.test',
      password: 'pass-1234',
      captchaTokens: { invisibleRecaptchaToken: EMULATOR_CAPTCHA_TOKEN },
    })
    expect(pending.loginState).toBe('OWNER_APPROVAL_REQUIRED')
    const { members } = (await (await fetch(`${idp.url}/_emulator/members`)).json()) as { members: { id: string }[] }
    expect((await fetch(`${idp.url}/_emulator/members/${members[0].id}/approve`, { method: 'POST' })).status).toBe(200)
    expect(
      (
        await client.login({
          email: 'cap@site.test',
          password: 'pass-1234',
          captchaTokens: { recaptchaToken: EMULATOR_CAPTCHA_TOKEN },
        })
      ).loginState,
    ).toBe('SUCCESS')
  })

  it('password recovery end to end', async () => {
    const client = newClient()
    await client.register({ email: 'rex@site.test', password: 'old-pass' })
    await client.sendPasswordResetEmail('rex@site.test', 'http://127.0.0.1:1/reset')
    const [mail] = await emails('rex@site.test')
    await client.recoverPassword(mail.recoveryToken, 'new-pass')
    expect(await client.login({ email: 'rex@site.test', password: 'old-pass' })).toMatchObject({
      errorCode: 'invalidPassword',
    })
    expect((await client.login({ email: 'rex@site.test', password: 'new-pass' })).loginState).toBe('SUCCESS')
    await expect(client.recoverPassword(mail.recoveryToken, 'again-pass')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    })
  })

  it('a redirect login with a forged state is refused before any token request', async () => {
    const client = newClient()
    const data = await client.generateOAuthData('http://127.0.0.1:1/callback')
    const { authUrl } = await client.getAuthUrl(data, { responseMode: 'query' })
    expect(authUrl.startsWith(idp.url)).toBe(true)
    await expect(client.getMemberTokens('code', 'forged')).rejects.toThrow('Invalid _state')
  })

  it('the external-login grant with the admin key', async () => {
    const client = newClient()
    await client.register({ email: 'ext@site.test', password: 'pass-1234' })
    const { members } = (await (await fetch(`${idp.url}/_emulator/members`)).json()) as { members: { id: string }[] }
    const tokens = await client.getMemberTokensForExternalLogin(members[0].id, idp.config.adminKey)
    expect(await idp.service.resolveCaller(tokens.accessToken.value)).toMatchObject({
      actor: 'MEMBER',
      memberId: members[0].id,
    })
    await expect(client.getMemberTokensForExternalLogin(members[0].id, 'wrong-key')).rejects.toThrow(
      'Failed to get member tokens',
    )
  })
})
