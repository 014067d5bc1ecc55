// POST /v2/change-password end to end: the client's changePassword against the identity emulator.
import { describe, expect, it } from 'vitest'
import { IdentityError } from '../../../core/identity'
import { servedIdentity } from './identityTestSetup'

const idp = servedIdentity()

const newClient = () => idp.client({ clientId: 'pw-client' })

describe('change password', () => {
  it('a signed-in member sets a new password: the old one is refused, the new one logs in', async () => {
    const client = newClient()
    const state = await client.register({ email: 'pat@site.test', password: 'old-pass-1' })
    await client.getMemberTokensForDirectLogin(state.data!.sessionToken!)
    await client.changePassword('new-pass-2')
    const other = newClient()
    expect(await other.login({ email: 'pat@site.test', password: 'old-pass-1' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidPassword',
    })
    expect((await other.login({ email: 'pat@site.test', password: 'new-pass-2' })).loginState).toBe('SUCCESS')
  })
  it('the emulator validates newPassword and answers its violation; the client rejects with it', async () => {
    const client = newClient()
    const state = await client.register({ email: 'kim@site.test', password: 'old-pass-1' })
    await client.getMemberTokensForDirectLogin(state.data!.sessionToken!)
    const error = (await client.changePassword('abc').catch((e: unknown) => e)) as IdentityError
    expect(error).toBeInstanceOf(IdentityError)
    expect(error.message).toContain('newPassword')
    expect((await newClient().login({ email: 'kim@site.test', password: 'old-pass-1' })).loginState).toBe('SUCCESS')
  })
  it('a visitor cannot: the client refuses before sending, the emulator answers 401 without a member token', async () => {
    const visitor = newClient()
    await visitor.generateVisitorTokens()
    await expect(visitor.changePassword('new-pass-2')).rejects.toThrow(
      'Only a signed-in member can change their password',
    )
    const answer = await fetch(`${idp.url}/_api/iam/authentication/v2/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: visitor.getTokens().accessToken.value },
      body: JSON.stringify({ newPassword: 'new-pass-2' }),
    })
    expect(answer.status).toBe(401)
    expect(
      ((await answer.json()) as { details: { applicationError: { code: string } } }).details.applicationError.code,
    ).toBe('UNAUTHENTICATED')
  })
})
