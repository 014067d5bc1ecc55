import { err, ok, type Result } from '../shared'
import { IdentityError } from './errors'
import type { Identity, IdentityProfile } from './identityTypes'
import type { ProviderApi } from './providerApi'

/** The provider path of `POST /v2/sign-on`. */
export const SIGN_ON_PATH = '/_api/iam/authentication/v2/sign-on'

/** Arguments of {@link signOn} (loginId, profile, verifyEmail, mergeExistingContact). */
export interface SignOnParams {
  /** The member's email, sent as `loginId.email`. */
  readonly email: string
  /** Profile fields: they create the member, or update an existing one. */
  readonly profile?: IdentityProfile
  /** Mark the email verified without a code (the caller vouches for it). Default false. */
  readonly verifyEmail?: boolean
  /** Link the member to an existing contact with the same email. Default true (the provider's). */
  readonly mergeExistingContact?: boolean
}

/** What a sign-on gives: a session token (exchange it with `getMemberTokensForDirectLogin`) and the identity. */
export interface SignOnSession {
  readonly sessionToken: string
  readonly identity?: Identity
}

/** The request body of a sign-on; a RangeError for arguments of the wrong type (programmer misuse). */
export function signOnBody(params: SignOnParams): Record<string, unknown> {
  if (!params || typeof params.email !== 'string' || !params.email.trim())
    throw new RangeError('signOn needs the member email as a non-empty string')
  for (const flag of ['verifyEmail', 'mergeExistingContact'] as const) {
    if (params[flag] !== undefined && typeof params[flag] !== 'boolean')
      throw new RangeError(`signOn: ${flag} must be a boolean when given`)
  }
  if (params.profile !== undefined && (typeof params.profile !== 'object' || params.profile === null))
    throw new RangeError('signOn: profile must be an object when given')
  return {
    loginId: { email: params.email.trim() },
    profile: params.profile,
    verifyEmail: params.verifyEmail,
    mergeExistingContact: params.mergeExistingContact,
  }
}

/**
 * Signs a member on without a password (`POST /v2/sign-on`): a trusted server call, authorised by
 * the site's API key, for members your own backend has already authenticated. The member is
 * created when the email is new. Refusals (invalid email, unverified email, a key that may not do
 * this) are values: the provider's message and code in an {@link IdentityError}.
 */
export async function signOn(
  api: ProviderApi,
  params: SignOnParams,
  apiKey: string,
): Promise<Result<SignOnSession, IdentityError>> {
  if (typeof apiKey !== 'string' || !apiKey) throw new RangeError('signOn needs the site API key (a server call)')
  const answer = await api.call(SIGN_ON_PATH, signOnBody(params), apiKey)
  if (!answer.ok) return answer
  const body = answer.value as { sessionToken?: unknown; identity?: Identity }
  if (typeof body.sessionToken !== 'string' || !body.sessionToken)
    return err(
      new IdentityError('SYSTEM_ERROR', 'System error occurred', {
        details: 'sign-on answered without a sessionToken',
      }),
    )
  return ok({ sessionToken: body.sessionToken, identity: body.identity })
}
