// POST /v2/{factorType}/verify end to end: the client's verifyFactor and startFactorSignIn against the identity
// emulator, for every factor type, with a real RFC 6238 TOTP code and the codes from the mail catcher.
import { describe, expect, it } from 'vitest'
import type { FactorSignIn } from '../../../core/identity'
import { totpOf } from '../factorEnrolment'
import { servedIdentity } from './identityTestSetup'

const idp = servedIdentity()
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** Registers a member and enrols the given second factors through the emulator's helper. */
async function member(email: string, factors: Record<string, unknown>[] = []) {
  const client = idp.client()
  const registered = await client.register({ email, password: 'pass-1234' })
  const id = registered.data!.identity!.id
  for (const factor of factors) {
    const answer = await fetch(`${idp.url}/_emulator/members/${id}/factors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(factor),
    })
    expect(answer.status).toBe(200)
  }
  return { client, id }
}
const stateTokenOf = (step: FactorSignIn) => {
  if (!('stateToken' in step)) throw new Error(`no state token in ${JSON.stringify(step)}`)
  return step.stateToken
}
const lastCode = async (to: string) => (await idp.emails(to)).at(-1)!.code

describe('multi-factor sign-in (POST /v2/{factorType}/verify)', () => {
  it('TOTP: login asks for the second factor; a wrong code is refused, the current RFC 6238 code signs in', async () => {
    const { client } = await member('totp@site.test', [{ type: 'TOTP', secret: SECRET }])
    expect(await client.login({ email: 'totp@site.test', password: 'pass-1234' })).toMatchObject({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    })
    const mfa = await idp.client().startFactorSignIn({ email: 'totp@site.test', password: 'pass-1234' })
    expect(mfa).toMatchObject({ state: 'REQUIRE_MFA', availableFactors: ['TOTP'] })
    const stateToken = stateTokenOf(mfa)
    const current = totpOf(SECRET).generate()
    const wrong = String((Number(current) + 500_000) % 1_000_000).padStart(6, '0')
    expect(await idp.client().verifyFactor({ factorType: 'TOTP', stateToken, code: wrong })).toEqual({
      state: 'FAILURE',
      error: 'The code is wrong: 4 tries left',
      code: 'INVALID_VERIFICATION_CODE',
    })
    const done = await idp.client().verifyFactor({ factorType: 'TOTP', stateToken, code: current })
    expect(done.state).toBe('SUCCESS')
    await client.getMemberTokensForDirectLogin((done as { sessionToken: string }).sessionToken)
    expect(client.loggedIn()).toBe(true)
  })

  it('SMS and CALL: a verify without a code sends one to the phone (in the mail catcher); the code signs in', async () => {
    await member('phone@site.test', [
      { type: 'SMS', phone: '+15550001111' },
      { type: 'CALL', phone: '+15550002222' },
    ])
    for (const [factorType, phone, kind] of [
      ['SMS', '+15550001111', 'sms'],
      ['CALL', '+15550002222', 'call'],
    ] as const) {
      const mfa = await idp.client().startFactorSignIn({ email: 'phone@site.test', password: 'pass-1234' })
      expect(mfa).toMatchObject({ state: 'REQUIRE_MFA', availableFactors: ['SMS', 'CALL'] })
      const stateToken = stateTokenOf(mfa)
      expect(await idp.client().verifyFactor({ factorType, stateToken })).toEqual({
        state: 'MFA_CHALLENGE',
        stateToken,
        factorType,
        hint: `${phone.slice(0, 2)}•••${phone.slice(-2)}`,
        transactionId: undefined,
      })
      const [message] = await idp.emails(phone)
      expect(message).toMatchObject({ kind, to: phone })
      expect(message.text).toContain(message.code)
      expect(await idp.client().verifyFactor({ factorType, stateToken, code: message.code })).toMatchObject({
        state: 'SUCCESS',
      })
      await idp.service.reset() // next round: same member again
      await member('phone@site.test', [
        { type: 'SMS', phone: '+15550001111' },
        { type: 'CALL', phone: '+15550002222' },
      ])
    }
  })

  it('PASSWORD and EMAIL as the first factor of a login without password; then the second factor', async () => {
    await member('first@site.test')
    const byPassword = await idp.client().startFactorSignIn({ email: 'first@site.test' })
    expect(byPassword.state).toBe('REQUIRE_FIRST_FACTOR')
    const token = stateTokenOf(byPassword)
    expect(
      await idp.client().verifyFactor({ factorType: 'PASSWORD', stateToken: token, password: 'nope' }),
    ).toMatchObject({
      state: 'FAILURE',
      code: '-19976',
    })
    expect(
      await idp.client().verifyFactor({ factorType: 'PASSWORD', stateToken: token, password: 'pass-1234' }),
    ).toMatchObject({
      state: 'SUCCESS',
    })

    const { id } = await member('mail@site.test', [{ type: 'TOTP', secret: SECRET }])
    const byEmail = stateTokenOf(await idp.client().startFactorSignIn({ email: 'mail@site.test' }))
    expect(await idp.client().verifyFactor({ factorType: 'EMAIL', stateToken: byEmail })).toMatchObject({
      state: 'MFA_CHALLENGE',
      hint: 'ma•••st',
    })
    const code = await lastCode('mail@site.test')
    expect(await idp.client().verifyFactor({ factorType: 'EMAIL', stateToken: byEmail, code })).toEqual({
      state: 'REQUIRE_MFA',
      stateToken: byEmail,
      availableFactors: ['TOTP'],
    })
    const totp = totpOf(SECRET).generate()
    const done = await idp.client().verifyFactor({ factorType: 'TOTP', stateToken: byEmail, code: totp })
    expect(done.state === 'SUCCESS' && done.identity?.id).toBe(id)
  })

  it('PUSH: the request waits for the device’s approval', async () => {
    await member('push@site.test', [{ type: 'PUSH' }])
    const stateToken = stateTokenOf(
      await idp.client().startFactorSignIn({ email: 'push@site.test', password: 'pass-1234' }),
    )
    const challenge = await idp.client().verifyFactor({ factorType: 'PUSH', stateToken })
    const transactionId = challenge.state === 'MFA_CHALLENGE' ? challenge.transactionId! : ''
    expect(transactionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await idp.client().verifyFactor({ factorType: 'PUSH', stateToken, transactionId })).toMatchObject({
      state: 'FAILURE',
      code: 'PUSH_NOT_APPROVED',
    })
    const [push] = await idp.emails('push@site.test').then((m) => m.filter((e) => e.kind === 'push'))
    expect((await fetch(push.approveUrl, { method: 'POST' })).status).toBe(200)
    expect(await idp.client().verifyFactor({ factorType: 'PUSH', stateToken, transactionId })).toMatchObject({
      state: 'SUCCESS',
    })
  })

  it('rememberThisDevice: the emulator sets a device cookie with which the next login skips the second factor', async () => {
    await member('device@site.test', [{ type: 'TOTP', secret: SECRET }])
    const post = (path: string, body: unknown, cookie = '') =>
      fetch(`${idp.url}/_api/iam/authentication/v2/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      })
    const login = { loginId: { email: 'device@site.test' }, password: 'pass-1234' }
    const { stateToken } = (await (await post('login', login)).json()) as { stateToken: string }
    const verified = await post('TOTP/verify', {
      stateToken,
      rememberThisDevice: true,
      totpData: { code: totpOf(SECRET).generate() },
    })
    const cookie = verified.headers.get('set-cookie')!.split(';')[0]
    expect(cookie).toMatch(/^vitrine_idp_device=vdv_/)
    expect(((await (await post('login', login, cookie)).json()) as { state: string }).state).toBe('SUCCESS')
    expect(((await (await post('login', login)).json()) as { state: string }).state).toBe('REQUIRE_MFA')
  })

  it('answers the validation error shape for an unknown factor type and bad fields, and refuses a factor the step does not take', async () => {
    await member('bad@site.test', [{ type: 'TOTP', secret: SECRET }])
    const answer = await fetch(`${idp.url}/_api/iam/authentication/v2/WEBAUTHN/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stateToken: '', rememberThisDevice: 'yes' }),
    })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { message: string }).message).toBe(
      'factorType: must be one of PASSWORD, SMS, CALL, EMAIL, TOTP, PUSH; stateToken: must be a non-empty string; rememberThisDevice: must be a boolean',
    )
    const stateToken = stateTokenOf(
      await idp.client().startFactorSignIn({ email: 'bad@site.test', password: 'pass-1234' }),
    )
    expect(await idp.client().verifyFactor({ factorType: 'SMS', stateToken, code: '123456' })).toEqual({
      state: 'FAILURE',
      error: 'This step takes TOTP, not SMS',
      code: 'FACTOR_NOT_AVAILABLE',
    })
    expect(
      await idp.client().verifyFactor({ factorType: 'TOTP', stateToken: 'vmf_unknown', code: '123456' }),
    ).toMatchObject({
      code: 'INVALID_STATE_TOKEN',
    })
  })
})
