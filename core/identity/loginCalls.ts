import { IdentityError } from './errors'
import type { AuthState } from './createAuthState'
import type { IdentityProfile } from './identityTypes'
import { LoginState, type LoginStateMachine } from './loginMachine'
import { PATHS, type ProviderApi } from './providerApi'
import type { Tokens } from './tokens'

/** Captcha tokens, sent as a list with Recaptcha and InvisibleRecaptcha entries. */
export interface CaptchaTokens {
  readonly recaptchaToken?: string
  readonly invisibleRecaptchaToken?: string
}
/** Arguments of `login`. */
export interface LoginParams {
  readonly email: string
  readonly password: string
  readonly captchaTokens?: CaptchaTokens
  /** Free-form facts about the calling app (e.g. `{ source: 'checkout' }`), sent as `clientMetaData`. */
  readonly clientMetaData?: Readonly<Record<string, unknown>>
}
/** Arguments of `register`. */
export interface RegisterParams extends LoginParams {
  readonly profile?: IdentityProfile | Readonly<Record<string, unknown>>
}

/** What the login calls need from the client. */
export interface LoginCallsContext {
  readonly api: ProviderApi
  readonly state: AuthState
  /** The current access token for provider calls, or undefined when none can be had. */
  readonly authorization: () => Promise<string | undefined>
  /** Gets and stores member tokens for a login's session token (the silent or server sign-in). */
  readonly memberTokensFor: (sessionToken: string) => Promise<Tokens>
}

const captchaList = (c?: CaptchaTokens) => {
  const list: Record<string, string>[] = []
  if (c?.recaptchaToken) list.push({ Recaptcha: c.recaptchaToken })
  if (c?.invisibleRecaptchaToken) list.push({ InvisibleRecaptcha: c.invisibleRecaptchaToken })
  return list.length ? list : undefined
}

/** Login, registration and email verification, as login states (failures are values), plus the sign-in sequence. */
export function loginCalls({ api, state, authorization, memberTokensFor }: LoginCallsContext) {
  const loginCall = async (
    path: string,
    body: unknown,
    onError: 'REGISTER_FAILED' | 'LOGIN_FAILED',
  ): Promise<LoginStateMachine> => {
    state.loading()
    const result = await api.post(path, body, await authorization())
    if (result.ok) return state.dispatch({ type: 'ANSWER', body: result.value })[0]
    if (result.error.kind === 'network') {
      return state.dispatch({ type: 'NETWORK_FAILED', message: result.error.message })[0]
    }
    return state.dispatch({ type: onError, error: result.error.error })[0]
  }

  const register = (params: RegisterParams): Promise<LoginStateMachine> =>
    loginCall(
      PATHS.register,
      {
        loginId: { email: params.email },
        password: params.password,
        profile: params.profile ?? {},
        captchaTokens: captchaList(params.captchaTokens),
        clientMetaData: params.clientMetaData,
      },
      'REGISTER_FAILED',
    )
  const login = (params: LoginParams): Promise<LoginStateMachine> =>
    loginCall(
      PATHS.login,
      {
        loginId: { email: params.email },
        password: params.password,
        captchaTokens: captchaList(params.captchaTokens),
        clientMetaData: params.clientMetaData,
      },
      'LOGIN_FAILED',
    )
  const processVerification = async (
    nextInputs: { verificationCode: string },
    restored?: LoginStateMachine,
  ): Promise<LoginStateMachine> => {
    if (restored) state.restore(restored)
    const [next, effects] = state.dispatch({ type: 'VERIFY' })
    const effect = effects[0]
    if (!effect) return next
    return loginCall(PATHS.verify, { code: nextInputs.verificationCode, stateToken: effect.stateToken }, 'LOGIN_FAILED')
  }

  /**
   * The sign-in sequence: runs a login step, and when it answers SUCCESS with a session token gets
   * and stores member tokens. A failure to get them answers FAILURE with its message (the store keeps
   * the login's SUCCESS and shows status `error` with that error). Never throws.
   */
  const signInAfter = async (step: Promise<LoginStateMachine>): Promise<LoginStateMachine> => {
    const answer = await step
    const sessionToken = answer.loginState === LoginState.SUCCESS ? answer.data?.sessionToken : undefined
    if (!sessionToken) return answer
    state.loading()
    try {
      await memberTokensFor(sessionToken)
      state.restore(answer)
      return answer
    } catch (error) {
      const failure = error instanceof IdentityError ? error : new IdentityError(messageOf(error), { cause: error })
      state.failed(failure)
      return { loginState: LoginState.FAILURE, error: messageOf(error) }
    }
  }

  return {
    /** Registers a member; the answer is a login state, failures included (never thrown). */
    register,
    /** Logs a member in; the answer is a login state, failures included (never thrown). */
    login,
    /** Sends the emailed code; only from EMAIL_VERIFICATION_REQUIRED (of `restored` or the client's own). */
    processVerification,
    /** Verifies a code for a state token directly (the verification `verify` call). */
    verifyCode: (code: string, stateToken: string) => loginCall(PATHS.verify, { code, stateToken }, 'LOGIN_FAILED'),
    /** Sends the verification code again (the `resend` call). */
    resendVerificationCode: async (stateToken?: string): Promise<void> => {
      const token = stateToken ?? state.store.getSnapshot().login.data?.stateToken
      if (!token) throw new IdentityError('No verification is pending')
      await api.postOrThrow(PATHS.resend, { stateToken: token }, await authorization())
    },
    /** Starts an email verification for an identity (the verification `start` call). */
    startVerification: async (identityId: string): Promise<unknown> =>
      api.postOrThrow(PATHS.verificationStart, { identityId, target: 'EMAIL' }, await authorization()),
    /** Resets the login state to INITIAL (status `idle`). */
    resetLoginState: () => void state.dispatch({ type: 'RESET' }),

    /** Logs in and, on SUCCESS, gets and stores member tokens (see `signInAfter`). Never throws. */
    signIn: (params: LoginParams) => signInAfter(login(params)),
    /** Registers and, on SUCCESS, signs the new member in. Never throws. */
    signUp: (params: RegisterParams) => signInAfter(register(params)),
    /** Sends the emailed code (only from EMAIL_VERIFICATION_REQUIRED) and, on SUCCESS, signs in. Never throws. */
    verifyAndSignIn: (code: string) => signInAfter(processVerification({ verificationCode: code })),
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
