import { createStore, type ReadableStore } from '../shared/createStore'
import { failedWith, statusOf, type StatusState } from '../shared/status'
import { IdentityError } from './errors'
import {
  initialLoginState,
  LoginState,
  loginTransition,
  type LoginEffect,
  type LoginEvent,
  type LoginStateMachine,
} from './loginMachine'
import type { TokenState } from './tokenMachine'
import { EMPTY_TOKENS, type TokenRole, type Tokens } from './tokens'

/** The data part of an {@link AuthSnapshot}. */
export interface AuthData {
  readonly tokens: Tokens
  readonly role: TokenRole
  readonly loggedIn: boolean
  /** The login state machine's state, in the official client's `StateMachine` shape. */
  readonly login: LoginStateMachine
}

/**
 * What the React binding and other observers read, in the one status convention: `idle` before any
 * sign-in work (and after a reset or logout), `loading` while a login, registration, verification or
 * member sign-in is in flight, `ready` once it answered without a failure (SUCCESS,
 * EMAIL_VERIFICATION_REQUIRED, OWNER_APPROVAL_REQUIRED), `error` with an {@link IdentityError} when it
 * failed (`code` is the login error code, e.g. `invalidPassword`) or the member session expired
 * (`code` {@link SESSION_EXPIRED}).
 */
export type AuthSnapshot = StatusState<IdentityError> & AuthData

/** The `error.code` of a snapshot whose member session expired (a refresh was refused; now a visitor). */
export const SESSION_EXPIRED = 'SESSION_EXPIRED'

/** The status a login state stands for: a state carrying an error is a failure. */
export function loginStatus(login: LoginStateMachine): StatusState<IdentityError> {
  if (login.error !== undefined) return failedWith(new IdentityError(login.errorCode ?? 'LOGIN_FAILED', login.error))
  return statusOf(login.loginState === LoginState.INITIAL ? 'idle' : 'ready')
}

/** The identity client's state store and the ways its parts change it. */
export interface AuthState {
  readonly store: ReadableStore<AuthSnapshot>
  /** Applies a login event; the store shows the next login state and its status. */
  dispatch(event: LoginEvent): readonly [LoginStateMachine, LoginEffect[]]
  /** Replaces the login state (a state kept by the app, e.g. across a page load). */
  restore(login: LoginStateMachine): void
  /** Sign-in work started. */
  loading(): void
  /**
   * Sign-in work failed outside the login answer itself (member tokens could not be had, the provider
   * refused the client): the login state becomes FAILURE with the error's message, never SUCCESS
   * beside an error, and the status error keeps the error (its code included).
   */
  failed(error: IdentityError): void
  /** The member's refresh was refused: status `error` with code {@link SESSION_EXPIRED}. */
  sessionExpired(): void
  /** Mirrors the token runner's tokens and role. */
  tokensChanged(tokens: TokenState): void
  /** Calls `listener` each time the member session expires; returns the unsubscribe function. */
  onSessionExpired(listener: () => void): () => void
}

/** Creates the {@link AuthState} of one identity client (a store on `createStore`). */
export function createAuthState(): AuthState {
  const store = createStore<AuthSnapshot>({
    ...statusOf('idle'),
    tokens: EMPTY_TOKENS,
    role: 'none',
    loggedIn: false,
    login: initialLoginState,
  })
  const setStatus = (status: StatusState<IdentityError>) => store.update({ ...store.getSnapshot(), ...status })
  const setLogin = (login: LoginStateMachine) => store.update({ ...store.getSnapshot(), ...loginStatus(login), login })

  return {
    store,
    dispatch(event) {
      const [next, effects] = loginTransition(store.getSnapshot().login, event)
      setLogin(next)
      return [next, effects]
    },
    restore: setLogin,
    loading: () => setStatus(statusOf('loading')),
    failed: (error) =>
      store.update({
        ...store.getSnapshot(),
        ...failedWith(error),
        login: { loginState: LoginState.FAILURE, error: error.message },
      }),
    sessionExpired() {
      const message = 'The member session expired; signed in as a visitor again'
      setStatus(failedWith(new IdentityError(SESSION_EXPIRED, message)))
    },
    tokensChanged({ tokens, role }) {
      store.update((d) => {
        d.tokens = (tokens ?? EMPTY_TOKENS) as never
        d.role = role
        d.loggedIn = role === 'member'
      })
    },
    onSessionExpired(listener) {
      let last = store.getSnapshot().error
      return store.subscribe(() => {
        const { error } = store.getSnapshot()
        if (error !== last && error?.code === SESSION_EXPIRED) listener()
        last = error
      })
    },
  }
}
