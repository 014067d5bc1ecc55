// POST /v2/sign-on: a trusted server (the site's API key, the emulator's admin key) signs a member on
// without a password; the member is created when the email is new, or their profile updated.
import type { EmulatorConfig, EmulatorRequest, EmulatorResponse } from '../contracts'
import { fail, json } from '../errors'
import { objectBody } from './responses'
import { checked } from '../bodies'
import { IDENTITY_BODIES } from './bodies'
import { identityOf, type IdentityStore } from './store'

/** Stored as the password hash of members who never set one: no password matches it. */
export const NO_PASSWORD = 'none$signed-on'

/** The sign-on handler. */
export function signOnCall(store: IdentityStore, config: EmulatorConfig) {
  return async (request: EmulatorRequest): Promise<EmulatorResponse> => {
    // The router's caller: APP is the admin key (the site's API key).
    if (request.caller === 'invalid' || request.caller.actor !== 'APP')
      throw fail(403, 'PERMISSION_DENIED', 'Only the site’s own server (its API key) can sign members on')
    // Checked after the caller: only the site's server learns what its body got wrong.
    const body = checked(IDENTITY_BODIES['POST /_api/iam/authentication/v2/sign-on'], request.body)
    const email = body.loginId.email

    const profile = objectBody(body.profile)
    const verified = body.verifyEmail === true
    const existing = await store.memberByEmail(email as string)
    const member = existing
      ? await store.updateMember(existing.id, {
          profile: profile ? { ...existing.profile, ...profile } : undefined,
          emailVerified: verified || undefined,
        })
      : await store.createMember({
          email: email as string,
          passwordHash: NO_PASSWORD,
          profile: profile ?? {},
          emailVerified: verified || !config.members.requireEmailVerification,
          approved: !config.members.requireOwnerApproval,
        })
    if (!member) throw fail(409, '-19995', 'A member with this email was created at the same time; try again')
    if (!member.email_verified && config.members.requireEmailVerification)
      throw fail(
        400,
        'EMAIL_VERIFICATION_REQUIRED',
        'The member’s email is not verified: send verifyEmail: true if your server vouches for it',
      )
    if (!member.approved && config.members.requireOwnerApproval)
      throw fail(403, 'OWNER_APPROVAL_REQUIRED', 'The member is waiting for the site owner’s approval')
    const sessionToken = await store.createToken('session', {
      memberId: member.id,
      visitorId: member.id,
      ttlMs: 3_600_000,
    })
    return json({ sessionToken, identity: identityOf(member) })
  }
}
