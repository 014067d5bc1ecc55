import { useMemo } from 'react'
import {
  LoginState,
  type LoginParams,
  type LoginStateMachine,
  type RegisterParams,
  type TokenRole,
} from '../../core/identity'
import { useStore } from '../useStore'
import { useAuthClient } from './AuthProvider'

/** What {@link useAuth} returns. */
export interface AuthApi {
  /** The login state machine's state (INITIAL, SUCCESS, FAILURE, EMAIL_VERIFICATION_REQUIRED, ...). */
  readonly state: LoginStateMachine
  readonly role: TokenRole
  readonly loggedIn: boolean
  /** The member's identity as the last login answered it; null when not a member. */
  readonly member: { readonly identity?: unknown } | null
  /** True once a member's session expired (the client fell back to a visitor token). */
  readonly sessionExpired: boolean
  /** Logs in; on SUCCESS also gets and stores member tokens (silent frame flow). Never throws. */
  login(params: LoginParams): Promise<LoginStateMachine>
  /** Registers; on SUCCESS also signs the new member in. Never throws. */
  register(params: RegisterParams): Promise<LoginStateMachine>
  /** Sends the emailed code (only from EMAIL_VERIFICATION_REQUIRED); on SUCCESS signs in. */
  verify(code: string): Promise<LoginStateMachine>
  /** Clears the tokens and answers the provider's logout address (navigate there to end its session). */
  logout(returnUrl: string): Promise<string>
}

/** Binds the identity client of the nearest `<AuthProvider>` to a component. */
export function useAuth(): AuthApi {
  const client = useAuthClient()
  const snapshot = useStore(client.store)
  return useMemo<AuthApi>(() => {
    const signIn = async (state: LoginStateMachine): Promise<LoginStateMachine> => {
      if (state.loginState !== LoginState.SUCCESS || !state.data?.sessionToken) return state
      try {
        await client.getMemberTokensForDirectLogin(state.data.sessionToken)
        return state
      } catch (error) {
        return { loginState: LoginState.FAILURE, error: error instanceof Error ? error.message : String(error) }
      }
    }
    const identity = snapshot.login.data?.identity
    return {
      state: snapshot.login,
      role: snapshot.role,
      loggedIn: snapshot.loggedIn,
      member: snapshot.loggedIn ? (identity === undefined ? {} : { identity }) : null,
      sessionExpired: snapshot.sessionExpiredCount > 0,
      login: async (params) => signIn(await client.login(params)),
      register: async (params) => signIn(await client.register(params)),
      verify: async (code) => signIn(await client.processVerification({ verificationCode: code })),
      logout: async (returnUrl) => (await client.logout(returnUrl)).logoutUrl,
    }
  }, [client, snapshot])
}
