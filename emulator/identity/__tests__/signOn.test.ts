// POST /v2/sign-on end to end: our signOn against the identity emulator, then member tokens from its
// session token; the emulator's validation, key check and member settings.
import { describe, expect, it } from 'vitest'
import { ADMIN_KEY } from './harness'
import { servedIdentity } from './identityTestSetup'

const idp = servedIdentity()
const members = async () =>
  ((await (await fetch(`${idp.url}/_emulator/members`)).json()) as { members: Record<string, unknown>[] }).members

describe('sign-on (POST /v2/sign-on)', () => {
  it('creates the member, whose session token gives member tokens; a second sign-on updates the profile', async () => {
    const first = await idp.client().signOn({ email: 'sso@site.test', profile: { firstName: 'Sam' } }, ADMIN_KEY)
    if (!first.ok) throw first.error
    expect(first.value.identity).toMatchObject({
      email: { address: 'sso@site.test', isVerified: true },
      identityProfile: { firstName: 'Sam' },
    })
    const client = idp.client()
    const tokens = await client.getMemberTokensForDirectLogin(first.value.sessionToken)
    expect(client.loggedIn()).toBe(true)
    expect(await idp.service.resolveCaller(tokens.accessToken.value)).toMatchObject({
      actor: 'MEMBER',
      memberId: first.value.identity!.id,
    })
    const again = await idp.client().signOn({ email: 'SSO@site.test', profile: { lastName: 'Lee' } }, ADMIN_KEY)
    expect(again.ok && again.value.identity?.identityProfile).toMatchObject({ firstName: 'Sam', lastName: 'Lee' })
    expect(await members()).toHaveLength(1)
    // Signed on without a password: no password logs in.
    expect(await client.login({ email: 'sso@site.test', password: 'anything' })).toMatchObject({
      errorCode: 'invalidPassword',
    })
  })

  it('with email verification on, the email must be vouched for (verifyEmail: true)', async () => {
    idp.config.members.requireEmailVerification = true
    const refused = await idp.client().signOn({ email: 'new@site.test' }, ADMIN_KEY)
    expect(refused.ok ? 'signed on' : [refused.error.code, refused.error.message]).toEqual([
      'BAD_REQUEST',
      'The member’s email is not verified: send verifyEmail: true if your server vouches for it',
    ])
    const vouched = await idp.client().signOn({ email: 'new@site.test', verifyEmail: true }, ADMIN_KEY)
    expect(vouched.ok && vouched.value.identity?.status).toEqual({ name: 'ACTIVE', reasons: [] })
  })

  it('refuses a caller without the API key, and invalid fields with the validation error shape', async () => {
    const visitor = idp.client()
    const { accessToken } = await visitor.generateVisitorTokens()
    const denied = await idp.client().signOn({ email: 'x@site.test' }, accessToken.value)
    expect(denied.ok ? 'signed on' : [denied.error.code, denied.error.message]).toEqual([
      'FORBIDDEN',
      'Only the site’s own server (its API key) can sign members on',
    ])
    const answer = await fetch(`${idp.url}/_api/iam/authentication/v2/sign-on`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: ADMIN_KEY },
      body: JSON.stringify({ loginId: { email: 'not-an-email' }, verifyEmail: 'yes', mergeExistingContact: 1 }),
    })
    const body = (await answer.json()) as { details: { validationError: { fieldViolations: { field: string }[] } } }
    expect(answer.status).toBe(400)
    expect(body.details.validationError.fieldViolations.map((v) => v.field)).toEqual([
      'loginId.email',
      'verifyEmail',
      'mergeExistingContact',
    ])
    expect(await members()).toHaveLength(0)
  })
})
