import type { Transition } from '../shared'
import { ownValue } from '../shared/ownValue'
import { errorMessage, type ProviderError } from './errors'
import type { Identity } from './identityTypes'

/** Where a login or registration stands (the official client's `LoginState`). */
export const LoginState = {
  INITIAL: 'INITIAL',
  SUCCESS: 'SUCCESS',
  FAILURE: 'FAILURE',
  EMAIL_VERIFICATION_REQUIRED: 'EMAIL_VERIFICATION_REQUIRED',
  OWNER_APPROVAL_REQUIRED: 'OWNER_APPROVAL_REQUIRED',
  USER_CAPTCHA_REQUIRED: 'USER_CAPTCHA_REQUIRED',
  SILENT_CAPTCHA_REQUIRED: 'SILENT_CAPTCHA_REQUIRED',
} as const
/** One of {@link LoginState}. */
export type LoginStateName = (typeof LoginState)[keyof typeof LoginState]

/**
 * Why a login or registration failed, as the official client names it, and why an emailed code was
 * refused: `invalidVerificationCode` (a wrong code; tries may be left), `tooManyVerificationAttempts`
 * (this code is spent: send a new one), `verificationExpired` (the verification itself is gone).
 */
export type LoginErrorCode =
  | 'invalidEmail'
  | 'invalidPassword'
  | 'resetPassword'
  | 'emailAlreadyExists'
  | 'missingCaptchaToken'
  | 'invalidCaptchaToken'
  | 'invalidVerificationCode'
  | 'tooManyVerificationAttempts'
  | 'verificationExpired'

/** The login state machine's state, in the official client's `StateMachine` shape. */
export interface LoginStateMachine {
  readonly loginState: LoginStateName
  readonly data?: {
    readonly sessionToken?: string
    readonly stateToken?: string
    readonly identity?: Identity
    /** In EMAIL_VERIFICATION_REQUIRED after a wrong code: how many more codes may be tried, when the provider says. */
    readonly triesLeft?: number
  }
  readonly error?: string
  readonly errorCode?: LoginErrorCode
}

/** What happens to a login. */
export type LoginEvent =
  | { readonly type: 'answer'; readonly body: unknown }
  | { readonly type: 'registerFailed'; readonly error: ProviderError }
  | { readonly type: 'loginFailed'; readonly error: ProviderError }
  /** No answer at all: a FAILURE value, never a thrown TypeError. */
  | { readonly type: 'networkFailed'; readonly message: string }
  | { readonly type: 'verify' }
  /**
   * The emailed code for `stateToken` was refused (`error`), or no answer came (`error` absent,
   * `message` says why), while verifying or while sending a new code.
   */
  | {
      readonly type: 'verifyFailed'
      readonly stateToken: string
      readonly error?: ProviderError
      readonly message: string
    }
  /** A new code was sent for `stateToken`: the verification starts over, with no error. */
  | { readonly type: 'codeSent'; readonly stateToken: string }
  | { readonly type: 'reset' }

/** The effect of a verification request: send the code with this state token. */
export type LoginEffect = { readonly type: 'verify'; readonly stateToken: string }

/** The state before any attempt. */
export const initialLoginState: LoginStateMachine = { loginState: LoginState.INITIAL }

/**
 * A failed attempt. The captcha errors are states the app acts on rather than plain failures: a
 * missing token gives SILENT_CAPTCHA_REQUIRED (run the invisible captcha and retry with its token),
 * a refused token USER_CAPTCHA_REQUIRED (show the visible challenge); both keep the message and code.
 */
function failure(error: string, errorCode?: LoginErrorCode): LoginStateMachine {
  if (!errorCode) return { loginState: LoginState.FAILURE, error }
  const loginState =
    errorCode === 'missingCaptchaToken'
      ? LoginState.SILENT_CAPTCHA_REQUIRED
      : errorCode === 'invalidCaptchaToken'
        ? LoginState.USER_CAPTCHA_REQUIRED
        : LoginState.FAILURE
  return { loginState, error, errorCode }
}

/**
 * Maps the provider's `state`: SUCCESS gives SUCCESS with the sessionToken; REQUIRE_OWNER_APPROVAL
 * gives OWNER_APPROVAL_REQUIRED; REQUIRE_EMAIL_VERIFICATION gives EMAIL_VERIFICATION_REQUIRED
 * keeping the stateToken; anything else FAILURE with 'Unknown _state'.
 */
export function mapProviderState(body: unknown): LoginStateMachine {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  switch (b.state) {
    case 'SUCCESS':
      if (typeof b.sessionToken !== 'string') return failure('Unknown _state')
      return {
        loginState: LoginState.SUCCESS,
        data: { sessionToken: b.sessionToken, identity: b.identity as Identity | undefined },
      }
    case 'REQUIRE_OWNER_APPROVAL':
      return { loginState: LoginState.OWNER_APPROVAL_REQUIRED }
    case 'REQUIRE_EMAIL_VERIFICATION':
      if (typeof b.stateToken !== 'string') return failure('Unknown _state')
      return { loginState: LoginState.EMAIL_VERIFICATION_REQUIRED, data: { stateToken: b.stateToken } }
    default:
      return failure('Unknown _state')
  }
}

const isEmailViolation = (error: ProviderError) => error.fieldViolations.find((v) => v.data?.type === 'EMAIL')

/** Register's error codes: an EMAIL violation gives invalidEmail; -19971, -19995, -19970; else the message only. */
export function mapRegisterError(error: ProviderError): LoginStateMachine {
  const email = isEmailViolation(error)
  if (email) return failure(email.description ?? errorMessage(error), 'invalidEmail')
  const message = errorMessage(error)
  switch (error.code) {
    case '-19971':
      return failure(message, 'missingCaptchaToken')
    case '-19995':
      return failure(message, 'emailAlreadyExists')
    case '-19970':
      return failure(message, 'invalidCaptchaToken')
    default:
      return failure(message)
  }
}

/** Login's error codes: -19971, -19970, -19976, -19973; anything else invalidEmail. */
export function mapLoginError(error: ProviderError): LoginStateMachine {
  const codes: Record<string, LoginErrorCode> = {
    '-19971': 'missingCaptchaToken',
    '-19970': 'invalidCaptchaToken',
    '-19976': 'invalidPassword',
    '-19973': 'resetPassword',
  }
  return failure(errorMessage(error), ownValue(codes, error.code) ?? 'invalidEmail')
}

const TRIES_LEFT = /(\d+)\s+(?:tries|try|attempts?)\s+left/i

/** How many codes may still be tried, from the error's data (`triesLeft`) or its message ("3 tries left"). */
function triesLeftOf(error: ProviderError): number | undefined {
  const fromData = error.data?.triesLeft
  if (typeof fromData === 'number' && Number.isInteger(fromData) && fromData >= 0) return fromData
  const match = TRIES_LEFT.exec(error.message)
  return match ? Number(match[1]) : undefined
}

/**
 * A refused emailed code. The verification goes on (EMAIL_VERIFICATION_REQUIRED, same state token) so
 * the right code or a new one still works: a wrong code gives `invalidVerificationCode` with the tries
 * left, a code tried too often `tooManyVerificationAttempts` (tries left 0), no answer or any other
 * refusal the message alone. Only a verification the provider no longer knows (an unknown state token,
 * a member gone) ends in FAILURE, with `verificationExpired`.
 */
export function mapVerifyError(
  state: LoginStateMachine,
  stateToken: string,
  error: ProviderError | undefined,
  message: string,
): LoginStateMachine {
  const before = state.data?.stateToken === stateToken ? state.data.triesLeft : undefined
  const pending = (errorCode: LoginErrorCode | undefined, triesLeft: number | undefined): LoginStateMachine => ({
    loginState: LoginState.EMAIL_VERIFICATION_REQUIRED,
    data: triesLeft === undefined ? { stateToken } : { stateToken, triesLeft },
    error: message,
    ...(errorCode ? { errorCode } : {}),
  })
  // No answer, or a refusal that is not about the code: the code was not used up.
  if (!error) return pending(undefined, before)
  if (error.code === 'INVALID_STATE_TOKEN' || error.status === 404 || error.status === 410) {
    return { loginState: LoginState.FAILURE, error: message, errorCode: 'verificationExpired' }
  }
  if (error.code === 'TOO_MANY_ATTEMPTS' || error.status === 429) return pending('tooManyVerificationAttempts', 0)
  if (error.code === 'INVALID_VERIFICATION_CODE') return pending('invalidVerificationCode', triesLeftOf(error))
  return pending(undefined, before)
}

/** The login state machine: provider answers and errors in, the next state out; verification only from EMAIL_VERIFICATION_REQUIRED. */
export const loginTransition: Transition<LoginStateMachine, LoginEvent, LoginEffect> = (state, event) => {
  switch (event.type) {
    case 'answer':
      return [mapProviderState(event.body), []]
    case 'registerFailed':
      return [mapRegisterError(event.error), []]
    case 'loginFailed':
      return [mapLoginError(event.error), []]
    case 'networkFailed':
      return [failure(event.message), []]
    case 'verify':
      if (state.loginState !== LoginState.EMAIL_VERIFICATION_REQUIRED || !state.data?.stateToken) {
        return [
          failure(
            `Email verification is only possible in ${LoginState.EMAIL_VERIFICATION_REQUIRED}, not in ${state.loginState}`,
          ),
          [],
        ]
      }
      return [state, [{ type: 'verify', stateToken: state.data.stateToken }]]
    case 'verifyFailed':
      return [mapVerifyError(state, event.stateToken, event.error, event.message), []]
    case 'codeSent':
      return [{ loginState: LoginState.EMAIL_VERIFICATION_REQUIRED, data: { stateToken: event.stateToken } }, []]
    case 'reset':
      return [initialLoginState, []]
  }
}
