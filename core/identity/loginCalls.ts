import { codeOf, type Result } from '../shared'
import { errorMessage, IdentityError, providerErrorOf } from './errors'
import type { AuthState } from './createAuthState'
import type { IdentityProfile } from './identityTypes'
import { LoginState, type LoginEvent, type LoginStateMachine } from './loginMachine'
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
  /**
   * The current access token for provider calls: undefined when no answer came, an error when the
   * provider refused to give one (the client id is unknown, say).
   */
  readonly authorization: () => Promise<Result<string | undefined, IdentityError>>
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
  /** The access token, or none (the call then fails with the provider's answer). */
  const tokenOrNone = async () => {
    const auth = await authorization()
    return auth.ok ? auth.value : undefined
  }

  /** The provider refused the visitor token: its own message and code, not the token call's generic words. */
  const refusedClient = (error: IdentityError): IdentityError => {
    const provider = providerErrorOf(error)
    if (!provider) return error
    return new IdentityError(provider.code ?? error.code, errorMessage(provider) || error.message, {
      requestId: provider.requestId,
      details: provider,
      cause: error,
    })
  }

  const loginCall = async (
    path: string,
    body: unknown,
    onError: 'registerFailed' | 'loginFailed',
  ): Promise<LoginStateMachine> => {
    state.loading()
    const auth = await authorization()
    // Nothing is sent for a client the provider refuses: the state is FAILURE with the provider's words.
    if (!auth.ok) {
      state.failed(refusedClient(auth.error))
      return state.store.getSnapshot().login
    }
    const result = await api.post(path, body, auth.value)
    if (result.ok) return state.dispatch({ type: 'answer', body: result.value })[0]
    if (result.error.kind === 'network') {
      return state.dispatch({ type: 'networkFailed', message: result.error.message })[0]
    }
    return state.dispatch({ type: onError, error: result.error.error })[0]
  }

  /**
   * A call of the pending verification of `stateToken` (send the code, send a new one): its answer
   * gives the next state through `answered`; a refusal keeps the verification going (see `mapVerifyError`).
   */
  const verificationCall = async (
    path: string,
    body: unknown,
    stateToken: string,
    answered: (body: unknown) => LoginEvent,
  ): Promise<LoginStateMachine> => {
    state.loading()
    const auth = await authorization()
    if (!auth.ok) {
      return state.dispatch({ type: 'verifyFailed', stateToken, message: refusedClient(auth.error).message })[0]
    }
    const result = await api.post(path, body, auth.value)
    if (result.ok) return state.dispatch(answered(result.value))[0]
    const failure = result.error
    return state.dispatch(
      failure.kind === 'network'
        ? { type: 'verifyFailed', stateToken, message: failure.message }
        : { type: 'verifyFailed', stateToken, error: failure.error, message: errorMessage(failure.error) },
    )[0]
  }
  const verifyCall = (code: string, stateToken: string) =>
    verificationCall(PATHS.verify, { code, stateToken }, stateToken, (body) => ({ type: 'answer', body }))
  const resendCall = (stateToken: string) =>
    verificationCall(PATHS.resend, { stateToken }, stateToken, () => ({ type: 'codeSent', stateToken }))

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
      'registerFailed',
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
      'loginFailed',
    )
  const processVerification = async (
    nextInputs: { verificationCode: string },
    restored?: LoginStateMachine,
  ): Promise<LoginStateMachine> => {
    if (restored) state.restore(restored)
    const [next, effects] = state.dispatch({ type: 'verify' })
    const effect = effects[0]
    if (!effect) return next
    return verifyCall(nextInputs.verificationCode, effect.stateToken)
  }

  /** A new code for the pending verification, only from EMAIL_VERIFICATION_REQUIRED; never throws. */
  const resendCode = async (): Promise<LoginStateMachine> => {
    const [next, effects] = state.dispatch({ type: 'verify' })
    const effect = effects[0]
    if (!effect) return next
    return resendCall(effect.stateToken)
  }

  /**
   * The sign-in sequence: runs a login step, and when it answers SUCCESS with a session token gets
   * and stores member tokens. A failure to get them answers FAILURE with its message, followed by the
   * provider's own words when it refused ("Failed to get member tokens: Unknown client id"); the store
   * shows the same FAILURE with status `error` and the provider's code. Never throws.
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
      const failure = withProviderWords(error)
      state.failed(failure)
      return { loginState: LoginState.FAILURE, error: failure.message }
    }
  }

  return {
    /** Registers a member; the answer is a login state, failures included (never thrown). */
    register,
    /** Logs a member in; the answer is a login state, failures included (never thrown). */
    login,
    /** Sends the emailed code; only from EMAIL_VERIFICATION_REQUIRED (of `restored` or the client's own). */
    processVerification,
    /**
     * Verifies a code for a state token directly (the verification `verify` call). A wrong code answers
     * EMAIL_VERIFICATION_REQUIRED with `invalidVerificationCode` and the tries left, so it can be retried.
     */
    verifyCode: verifyCall,
    /**
     * Sends the verification code again (the `resend` call) for `stateToken` or the pending one; throws
     * when none is pending, or the generic API error when the provider refuses. Once sent, the pending
     * verification of that state token starts over (its last error cleared).
     */
    resendVerificationCode: async (stateToken?: string): Promise<void> => {
      const login = state.store.getSnapshot().login
      const token = stateToken ?? login.data?.stateToken
      if (!token) throw new IdentityError('NO_PENDING_VERIFICATION', 'No verification is pending')
      await api.postOrThrow(PATHS.resend, { stateToken: token }, await tokenOrNone())
      const now = state.store.getSnapshot().login
      if (now.loginState === LoginState.EMAIL_VERIFICATION_REQUIRED && now.data?.stateToken === token) {
        state.dispatch({ type: 'codeSent', stateToken: token })
      }
    },
    /** Sends a new code for the pending verification; the answer is the login state, failures included (never thrown). */
    resendCode,
    /** Starts an email verification for an identity (the verification `start` call). */
    startVerification: async (identityId: string): Promise<unknown> =>
      api.postOrThrow(PATHS.verificationStart, { identityId, target: 'EMAIL' }, await tokenOrNone()),
    /** Resets the login state to INITIAL (status `idle`). */
    resetLoginState: () => void state.dispatch({ type: 'reset' }),

    /** Logs in and, on SUCCESS, gets and stores member tokens (see `signInAfter`). Never throws. */
    signIn: (params: LoginParams) => signInAfter(login(params)),
    /** Registers and, on SUCCESS, signs the new member in. Never throws. */
    signUp: (params: RegisterParams) => signInAfter(register(params)),
    /** Sends the emailed code (only from EMAIL_VERIFICATION_REQUIRED) and, on SUCCESS, signs in. Never throws. */
    verifyAndSignIn: (code: string) => signInAfter(processVerification({ verificationCode: code })),
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A failed step as an {@link IdentityError} whose message ends with the provider's words when it refused. */
function withProviderWords(error: unknown): IdentityError {
  const failure =
    error instanceof IdentityError
      ? error
      : new IdentityError(codeOf(error) ?? 'SYSTEM_ERROR', messageOf(error), { cause: error })
  const provider = providerErrorOf(failure)
  const words = provider && errorMessage(provider)
  if (!words || failure.message.includes(words)) return failure
  return new IdentityError(failure.code, `${failure.message}: ${words}`, {
    requestId: failure.requestId,
    details: provider,
    cause: failure,
  })
}
