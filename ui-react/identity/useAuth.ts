import { useMemo } from 'react'
import {
  SESSION_EXPIRED,
  type IdentityError,
  type LoginParams,
  type LoginStateMachine,
  type RegisterParams,
  type TokenRole,
} from '../../core/identity'
import type { Status } from '../../core/shared'
import { useStore } from '../useStore'
import { useAuthClient } from './AuthProvider'

/** What {@link useAuth} returns. */
export interface AuthApi {
  /** The login state machine's state (INITIAL, SUCCESS, FAILURE, EMAIL_VERIFICATION_REQUIRED, ...). */
  readonly state: LoginStateMachine
  /** The client's status ('idle', 'loading' while signing in, 'ready', 'error'). */
  readonly status: Status
  /** Why the latest sign-in work failed (or `code` SESSION_EXPIRED); null unless status is 'error'. */
  readonly error: IdentityError | null
  readonly role: TokenRole
  readonly loggedIn: boolean
  /** The member's identity as the last login answered it; null when not a member. */
  readonly member: { readonly identity?: unknown } | null
  /** True once a member's session expired (the client fell back to a visitor token), until the next sign-in. */
  readonly sessionExpired: boolean
  /** Logs in; on SUCCESS also gets and stores member tokens (silent frame flow). Never throws. */
  login(params: LoginParams): Promise<LoginStateMachine>
  /** Registers; on SUCCESS also signs the new member in. Never throws. */
  register(params: RegisterParams): Promise<LoginStateMachine>
  /**
   * Sends the emailed code (only from EMAIL_VERIFICATION_REQUIRED); on SUCCESS signs in. A wrong code
   * keeps EMAIL_VERIFICATION_REQUIRED with `errorCode` `invalidVerificationCode` and `data.triesLeft`,
   * so the right code still works. Never throws.
   */
  verify(code: string): Promise<LoginStateMachine>
  /** Emails a new code for the pending verification (earlier codes stop working); clears the last error. Never throws. */
  resend(): Promise<LoginStateMachine>
  /** Clears the tokens and answers the provider's logout address (navigate there to end its session). */
  logout(returnUrl: string): Promise<string>
}

/** Binds the identity client of the nearest `<AuthProvider>` to a component (the sign-in sequence is the client's). */
export function useAuth(): AuthApi {
  const client = useAuthClient()
  const snapshot = useStore(client.store)
  return useMemo<AuthApi>(() => {
    const identity = snapshot.login.data?.identity
    return {
      state: snapshot.login,
      status: snapshot.status,
      error: snapshot.error,
      role: snapshot.role,
      loggedIn: snapshot.loggedIn,
      member: snapshot.loggedIn ? (identity === undefined ? {} : { identity }) : null,
      sessionExpired: snapshot.error?.code === SESSION_EXPIRED,
      login: client.signIn,
      register: client.signUp,
      verify: client.verifyAndSignIn,
      resend: client.resendCode,
      logout: async (returnUrl) => (await client.logout(returnUrl)).logoutUrl,
    }
  }, [client, snapshot])
}
