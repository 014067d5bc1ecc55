import { FactorType } from './identityEnums'
import type { Identity } from './identityTypes'
import { PATHS, type ProviderApi } from './providerApi'

/** The provider path that verifies one factor (`POST /v2/{factorType}/verify`). */
export const verifyFactorPath = (factorType: FactorType) => `/_api/iam/authentication/v2/${factorType}/verify`

/** Arguments of {@link verifyFactor}; which of code, password and transactionId applies depends on the type. */
export interface VerifyFactorParams {
  readonly factorType: FactorType
  /** The state token of the sign-in in progress (from REQUIRE_FIRST_FACTOR, REQUIRE_MFA or MFA_CHALLENGE). */
  readonly stateToken: string
  /** Ask the provider to skip the second factor on this device next time. */
  readonly rememberThisDevice?: boolean
  /** SMS, CALL, EMAIL, TOTP: the code. Leave it out (SMS, CALL, EMAIL) to have a code sent. */
  readonly code?: string
  /** PASSWORD: the member's password. */
  readonly password?: string
  /** PUSH: the transaction of the push request; leave it out to have a push request sent. */
  readonly transactionId?: string
}

/** Where a multi-factor sign-in stands after a call: a value for every answer, failures included. */
export type FactorSignIn =
  | { readonly state: 'SUCCESS'; readonly sessionToken: string; readonly identity?: Identity }
  | { readonly state: 'REQUIRE_FIRST_FACTOR'; readonly stateToken: string }
  | { readonly state: 'REQUIRE_MFA'; readonly stateToken: string; readonly availableFactors: readonly FactorType[] }
  | {
      readonly state: 'MFA_CHALLENGE'
      readonly stateToken: string
      readonly factorType?: FactorType
      /** Where the code went, partly hidden (`+3•••67`). */
      readonly hint?: string
      /** PUSH: pass it back once the member approved the request on their device. */
      readonly transactionId?: string
    }
  | { readonly state: 'REQUIRE_EMAIL_VERIFICATION'; readonly stateToken: string }
  | { readonly state: 'REQUIRE_OWNER_APPROVAL' }
  | { readonly state: 'FAILURE'; readonly error: string; readonly code?: string }

/** The body field that carries each factor type's data in the verify call. */
export const FACTOR_DATA_FIELD = {
  PASSWORD: 'passwordData',
  SMS: 'smsData',
  CALL: 'callData',
  EMAIL: 'emailData',
  TOTP: 'totpData',
  PUSH: 'pushData',
} as const satisfies Record<FactorType, string>

/** The request body of {@link verifyFactor}; a RangeError for arguments that cannot make a request. */
export function verifyFactorBody(params: VerifyFactorParams): Record<string, unknown> {
  if (!params || !Object.prototype.hasOwnProperty.call(FactorType, params.factorType))
    throw new RangeError(`verifyFactor: factorType must be one of ${Object.keys(FactorType).join(', ')}`)
  if (typeof params.stateToken !== 'string' || !params.stateToken)
    throw new RangeError('verifyFactor needs the stateToken of the sign-in in progress')
  const { factorType, code, password, transactionId } = params
  if (factorType === 'PASSWORD' && !password) throw new RangeError('verifyFactor: PASSWORD needs the password')
  if (factorType === 'TOTP' && !code) throw new RangeError('verifyFactor: TOTP needs the code')
  const data = factorType === 'PASSWORD' ? { password } : factorType === 'PUSH' ? { transactionId } : { code }
  return {
    stateToken: params.stateToken,
    rememberThisDevice: params.rememberThisDevice,
    [FACTOR_DATA_FIELD[factorType]]: data,
  }
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined)
const rec = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})
const unknownState = { state: 'FAILURE', error: 'Unknown _state' } as const

/** Reads a provider answer of a sign-in step into a {@link FactorSignIn} ('Unknown _state' when it is none). */
export function readFactorSignIn(body: unknown): FactorSignIn {
  const b = rec(body)
  const stateToken = str(b.stateToken)
  switch (b.state) {
    case 'SUCCESS': {
      const sessionToken = str(b.sessionToken)
      return sessionToken
        ? { state: 'SUCCESS', sessionToken, identity: b.identity as Identity | undefined }
        : unknownState
    }
    case 'REQUIRE_OWNER_APPROVAL':
      return { state: 'REQUIRE_OWNER_APPROVAL' }
    case 'REQUIRE_EMAIL_VERIFICATION':
    case 'REQUIRE_FIRST_FACTOR':
      return stateToken ? { state: b.state, stateToken } : unknownState
    case 'REQUIRE_MFA': {
      const factors = rec(b.requireMfaData).availableFactors
      const availableFactors = (Array.isArray(factors) ? factors : [])
        .map((f) => rec(f).factorType)
        .filter((t): t is FactorType => typeof t === 'string' && Object.prototype.hasOwnProperty.call(FactorType, t))
      return stateToken ? { state: 'REQUIRE_MFA', stateToken, availableFactors } : unknownState
    }
    case 'MFA_CHALLENGE': {
      const data = rec(b.mfaChallengeData)
      const challenge = rec(data.verificationChallengeData)
      if (!stateToken) return unknownState
      return {
        state: 'MFA_CHALLENGE',
        stateToken,
        factorType: str(data.factorType) as FactorType | undefined,
        hint: str(challenge.hint),
        transactionId: str(rec(challenge.pushData).transactionId),
      }
    }
    default:
      return unknownState
  }
}

/** Posts a sign-in step and reads its answer; refusals and network failures are FAILURE values. */
export async function postSignInStep(
  api: ProviderApi,
  path: string,
  body: unknown,
  authorization?: string,
): Promise<FactorSignIn> {
  const answer = await api.call(path, body, authorization)
  if (answer.ok) return readFactorSignIn(answer.value)
  const provider = answer.error.details as { code?: string } | undefined
  return { state: 'FAILURE', error: answer.error.message, code: provider?.code ?? answer.error.code }
}

/**
 * Verifies one factor of a sign-in in progress (`POST /v2/{factorType}/verify` with stateToken,
 * rememberThisDevice and the factor's data). SMS, CALL and EMAIL without a code, and PUSH without a
 * transactionId, ask the provider to send one (MFA_CHALLENGE); the answer with the code is the next
 * step: REQUIRE_MFA after a first factor when the member has a second, else SUCCESS with a session
 * token for `getMemberTokensForDirectLogin`.
 */
export function verifyFactor(api: ProviderApi, params: VerifyFactorParams, authorization?: string) {
  return postSignInStep(api, verifyFactorPath(params.factorType), verifyFactorBody(params), authorization)
}

/**
 * Starts a sign-in that may need more than a password (the login call, read as a {@link FactorSignIn}):
 * REQUIRE_MFA when the member has a second factor, REQUIRE_FIRST_FACTOR when no password is given.
 */
export function startFactorSignIn(
  api: ProviderApi,
  params: { readonly email: string; readonly password?: string; readonly clientMetaData?: Record<string, unknown> },
  authorization?: string,
): Promise<FactorSignIn> {
  if (!params || typeof params.email !== 'string' || !params.email)
    throw new RangeError('startFactorSignIn needs the member email')
  const body = { loginId: { email: params.email }, password: params.password, clientMetaData: params.clientMetaData }
  return postSignInStep(api, PATHS.login, body, authorization)
}
