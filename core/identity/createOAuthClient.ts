import type { Clock, CryptoPort, FramePort, HttpPort, LockPort, Logger, StoragePort } from '../../ports'
import { createStore, err, ok, type ReadableStore, type Result } from '../shared'
import { IdentityError } from './errors'
import { initialLoginState, loginTransition, type LoginEvent, type LoginStateMachine } from './loginMachine'
import { parseFromUrl, type OAuthAnswer, type ResponseMode } from './parseFromUrl'
import { createCodeChallenge, createCodeVerifier, randomString } from './pkce'
import { PATHS, providerApi, type CallFailure } from './providerApi'
import {
  assertOneKind,
  readRedirectSession,
  type Prompt,
  type RedirectSession,
  type RedirectSessionRequest,
} from './redirectSessions'
import { createSsoLoginUrl, type SsoLoginParams } from './ssoLogin'
import { followRedirectsForCode } from './serverSignIn'
import { SILENT_FLOW_TIMEOUT_MS, waitForFrameAnswer } from './silentSignIn'
import { createTokenRunner, type TokenFailure } from './tokenRunner'
import type { IdentityProfile } from './identityTypes'
import { memberCalls } from './memberCalls'
import {
  EMPTY_TOKENS,
  parseStoredTokens,
  tokensFromResponse,
  type RefreshToken,
  type TokenRole,
  type Tokens,
} from './tokens'

/** Options of {@link createOAuthClient}. Ports are passed in, never found globally. */
export interface OAuthClientOptions {
  readonly clientId: string
  /** The provider API host (default `https://www.wixapis.com`). */
  readonly baseUrl?: string
  readonly http: HttpPort
  readonly storage: StoragePort
  readonly clock: Clock
  /** Randomness and SHA-256 (`webCrypto()`; the `vitrine/identity` entry passes it when omitted). */
  readonly crypto: CryptoPort
  /**
   * Hidden frame for silent sign-in (`getMemberTokensForDirectLogin`) in browsers. Without one the
   * client follows the provider's redirects over HTTP instead, which works in Node.
   */
  readonly frame?: FramePort
  /** Shared by tabs so they refresh once (default: within this client only). */
  readonly lock?: LockPort
  readonly logger?: Logger
  /** Where the provider answers the silent flow: the page's own URL (its origin receives the message). */
  readonly redirectUri?: string
  /** Tokens to start with (e.g. from a server-rendered page). */
  readonly tokens?: Tokens
  /** Access tokens expiring within this many seconds are renewed ahead of time (default 60). */
  readonly skewSeconds?: number
  /** Renew on a timer ahead of expiry (default true). */
  readonly autoRefresh?: boolean
  /** Storage key prefix (default `identity`). */
  readonly storageKey?: string
  readonly silentTimeoutMs?: number
}

/** Data of a redirect login: keep it until the provider answers. */
export interface OAuthData {
  readonly state: string
  readonly codeVerifier: string
  readonly codeChallenge: string
  readonly redirectUri: string
  readonly originalUri: string
}

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

/** What the React binding and other observers read. */
export interface AuthSnapshot {
  readonly tokens: Tokens
  readonly role: TokenRole
  readonly loggedIn: boolean
  readonly login: LoginStateMachine
  /** Counts sessions that expired (a member demoted after a refused refresh). */
  readonly sessionExpiredCount: number
}

/** Events the client emits. */
export type OAuthClientEvent = 'sessionExpired'

/** The client returned by {@link createOAuthClient}. */
export type OAuthClient = ReturnType<typeof createOAuthClient>

const DEFAULT_BASE_URL = 'https://www.wixapis.com'

const captchaList = (c?: CaptchaTokens) => {
  const list: Record<string, string>[] = []
  if (c?.recaptchaToken) list.push({ Recaptcha: c.recaptchaToken })
  if (c?.invisibleRecaptchaToken) list.push({ InvisibleRecaptcha: c.invisibleRecaptchaToken })
  return list.length ? list : undefined
}

/**
 * The visitor sign-in client, with the official client's method names and wire format. Unlike it:
 * tokens are renewed ahead of expiry with a skew margin, concurrent callers (and tabs, through the
 * lock) share one refresh, a member whose refresh is refused gets a `sessionExpired` event, frame
 * answers are accepted only from the provider's origin, and network failures are values.
 */
export function createOAuthClient(options: OAuthClientOptions) {
  const { clientId, http, storage, clock } = options
  if (!clientId) throw new RangeError('createOAuthClient needs a clientId')
  const crypto = options.crypto
  if (!crypto) throw new TypeError('createOAuthClient needs a crypto port (webCrypto() from vitrine/adapters/browser)')
  const api = providerApi(http, options.baseUrl ?? DEFAULT_BASE_URL)
  const prefix = options.storageKey ?? 'identity'
  const oauthDataKey = `${prefix}.oauthData`
  const listeners = new Set<() => void>()

  const tokenFailure = (failure: CallFailure, message: string): TokenFailure =>
    failure.kind === 'network'
      ? { kind: 'network', error: new IdentityError(message, { details: failure.message }) }
      : {
          kind: 'rejected',
          error: new IdentityError(message, { code: failure.error.code, requestId: failure.error.requestId }),
        }

  const tokenGrant = async (
    body: unknown,
    role: TokenRole,
    message: string,
    authorization?: string,
  ): Promise<Result<Tokens, TokenFailure>> => {
    const result = await api.post(PATHS.token, body, authorization)
    if (!result.ok) return err(tokenFailure(result.error, message))
    const tokens = tokensFromResponse(result.value, clock.now(), role)
    return tokens ? ok(tokens) : err({ kind: 'rejected', error: new IdentityError(message) })
  }

  const renew = async (refreshToken: string, role: TokenRole) => {
    const result = await tokenGrant(
      { clientId, grantType: 'refresh_token', refreshToken },
      role === 'none' ? 'visitor' : role,
      'something went wrong',
    )
    // The refresh token is not rotated: keep it when the answer leaves it out.
    return result.ok && !result.value.refreshToken.value
      ? ok({ ...result.value, refreshToken: { value: refreshToken, role: result.value.refreshToken.role } })
      : result
  }

  const runner = createTokenRunner({
    source: {
      visitor: () => tokenGrant({ clientId, grantType: 'anonymous' }, 'visitor', 'something went wrong'),
      renew,
    },
    storage,
    clock,
    lock: options.lock,
    storageKey: `${prefix}.tokens`,
    skewSeconds: options.skewSeconds ?? 60,
    autoRefresh: options.autoRefresh ?? true,
    onStorageError() {
      options.logger?.warn('Vitrine identity: token storage refused a write; keeping tokens in memory')
    },
    onSessionExpired() {
      options.logger?.warn('Vitrine identity: the member session expired; continuing as a visitor')
      auth.update((d) => {
        d.sessionExpiredCount += 1
      })
      for (const listener of [...listeners]) listener()
    },
  })

  const snapshotTokens = () => runner.store.getSnapshot().tokens ?? EMPTY_TOKENS
  const auth = createStore<AuthSnapshot>({
    tokens: EMPTY_TOKENS,
    role: 'none',
    loggedIn: false,
    login: initialLoginState,
    sessionExpiredCount: 0,
  })
  runner.store.subscribe(() => {
    const { tokens, role } = runner.store.getSnapshot()
    auth.update((d) => {
      d.tokens = (tokens ?? EMPTY_TOKENS) as never
      d.role = role
      d.loggedIn = role === 'member'
    })
  })
  const loading = options.tokens ? runner.set(options.tokens) : runner.load().then(() => undefined)
  const loaded = loading.catch(() => undefined)

  const login$ = (event: LoginEvent) => {
    const [next, effects] = loginTransition(auth.getSnapshot().login, event)
    auth.update((d) => {
      d.login = next as never
    })
    return [next, effects] as const
  }

  /** The visitor's access token for provider calls; absent when it cannot be had (the call then fails as a value). */
  const currentAuthorization = async () => {
    try {
      await loaded
      return (await runner.ensure()).accessToken.value
    } catch {
      return undefined
    }
  }

  const loginCall = async (
    path: string,
    body: unknown,
    onError: 'REGISTER_FAILED' | 'LOGIN_FAILED' | 'VERIFY',
  ): Promise<LoginStateMachine> => {
    const result = await api.post(path, body, await currentAuthorization())
    if (result.ok) return login$({ type: 'ANSWER', body: result.value })[0]
    if (result.error.kind === 'network') return login$({ type: 'NETWORK_FAILED', message: result.error.message })[0]
    const type = onError === 'REGISTER_FAILED' ? 'REGISTER_FAILED' : 'LOGIN_FAILED'
    return login$({ type, error: result.error.error })[0]
  }

  const memberTokensFromCode = async (code: string, data: OAuthData): Promise<Tokens> => {
    const body = {
      clientId,
      grantType: 'authorization_code',
      redirectUri: data.redirectUri,
      code,
      codeVerifier: data.codeVerifier,
    }
    const result = await tokenGrant(body, 'member', 'Failed to get member tokens')
    if (!result.ok) throw result.error.error
    return result.value
  }

  const client = {
    /** Observable state for UI bindings (`useStore(client.store)`). */
    store: auth as ReadableStore<AuthSnapshot>,
    /** Resolves once stored tokens are loaded. */
    ready: () => loaded,

    /** Anonymous visitor tokens: the given ones when still valid, else stored, renewed or new ones. */
    async generateVisitorTokens(tokens?: {
      visitorToken?: Tokens['accessToken']
      refreshToken?: RefreshToken
    }): Promise<Tokens> {
      await loaded
      if (tokens?.refreshToken?.value) {
        await runner.set({
          accessToken: tokens.visitorToken ?? { value: '', expiresAt: 0 },
          refreshToken: tokens.refreshToken,
        })
      }
      return runner.ensure()
    },
    /** New tokens from a refresh token (not stored); throws 'something went wrong' when refused. */
    async renewToken(refreshToken: RefreshToken): Promise<Tokens> {
      const result = await renew(refreshToken.value, refreshToken.role)
      if (!result.ok) throw result.error.error
      return result.value
    },
    /** The tokens held now (empty values and role none when there are none). */
    getTokens: (): Tokens => snapshotTokens(),
    /** Stores `tokens` (e.g. member tokens after login). */
    setTokens: async (tokens: Tokens): Promise<void> => {
      if (!parseStoredTokens(JSON.stringify(tokens ?? null))) {
        throw new RangeError('setTokens expects {accessToken: {value, expiresAt}, refreshToken: {value, role}}')
      }
      await loaded
      await runner.set(tokens)
    },
    /** True when the refresh token's role is member. */
    loggedIn: (): boolean => runner.store.getSnapshot().role === 'member',
    /** Valid tokens: new, stored or renewed as needed (one request however many callers). */
    getValidTokens: async (): Promise<Tokens> => {
      await loaded
      return runner.ensure()
    },
    /** The Authorization header for API calls: the raw access token, renewed when needed. */
    async getAuthHeaders(): Promise<{ headers: { Authorization: string } }> {
      await loaded
      return { headers: { Authorization: (await runner.ensure()).accessToken.value } }
    },
    /** Calls `listener` on `sessionExpired` (a member's refresh was refused); returns the unsubscribe function. */
    on(event: OAuthClientEvent, listener: () => void): () => void {
      if (event !== 'sessionExpired') throw new RangeError(`Unknown event ${String(event)}`)
      const entry = () => listener()
      listeners.add(entry)
      return () => listeners.delete(entry)
    },

    /** Registers a member; the answer is a login state, failures included (never thrown). */
    register(params: RegisterParams): Promise<LoginStateMachine> {
      const body = {
        loginId: { email: params.email },
        password: params.password,
        profile: params.profile ?? {},
        captchaTokens: captchaList(params.captchaTokens),
        clientMetaData: params.clientMetaData,
      }
      return loginCall(PATHS.register, body, 'REGISTER_FAILED')
    },
    /** Logs a member in; the answer is a login state, failures included (never thrown). */
    login(params: LoginParams): Promise<LoginStateMachine> {
      const body = {
        loginId: { email: params.email },
        password: params.password,
        captchaTokens: captchaList(params.captchaTokens),
        clientMetaData: params.clientMetaData,
      }
      return loginCall(PATHS.login, body, 'LOGIN_FAILED')
    },
    /** Sends the emailed code; only from EMAIL_VERIFICATION_REQUIRED (of `state` or the client's own). */
    async processVerification(
      nextInputs: { verificationCode: string },
      state?: LoginStateMachine,
    ): Promise<LoginStateMachine> {
      if (state) auth.update((d) => void (d.login = state as never))
      const [next, effects] = login$({ type: 'VERIFY' })
      const effect = effects[0]
      if (!effect) return next
      return loginCall(PATHS.verify, { code: nextInputs.verificationCode, stateToken: effect.stateToken }, 'VERIFY')
    },
    /** Verifies a code for a state token directly (the verification `verify` call). */
    verifyCode: (code: string, stateToken: string) => loginCall(PATHS.verify, { code, stateToken }, 'VERIFY'),
    /** Sends the verification code again (the `resend` call). */
    resendVerificationCode: async (stateToken?: string): Promise<void> => {
      const token = stateToken ?? auth.getSnapshot().login.data?.stateToken
      if (!token) throw new IdentityError('No verification is pending')
      await api.postOrThrow(PATHS.resend, { stateToken: token }, await currentAuthorization())
    },
    /** Starts an email verification for an identity (the verification `start` call). */
    startVerification: async (identityId: string): Promise<unknown> =>
      api.postOrThrow(PATHS.verificationStart, { identityId, target: 'EMAIL' }, await currentAuthorization()),
    /** Resets the login state to INITIAL. */
    resetLoginState: () => void login$({ type: 'RESET' }),

    /**
     * Member tokens from a login's session token; stored and returned. With a frame port (browsers) the
     * provider answers into a hidden frame (`web_message`); without one (Node scripts, servers) the
     * provider's redirects are followed over HTTP and the code read from the final `Location` (`query`).
     */
    async getMemberTokensForDirectLogin(sessionToken: string): Promise<Tokens> {
      if (!options.redirectUri) {
        throw new IdentityError(
          options.frame
            ? 'Silent sign-in needs a redirectUri'
            : 'Server-side sign-in needs a redirectUri registered for the client (the code is read from its address, never loaded)',
        )
      }
      // Kept in memory only: a pending redirect login's stored data stays untouched.
      const data = await newOAuthData(options.redirectUri, '')
      const mode = options.frame ? 'web_message' : 'query'
      const session = await client.createRedirectSession(authRequestOf(data, mode, 'none', sessionToken))
      const answer = options.frame
        ? await waitForFrameAnswer({
            frame: options.frame,
            clock,
            url: session.fullUrl,
            state: data.state,
            timeoutMs: options.silentTimeoutMs ?? SILENT_FLOW_TIMEOUT_MS,
          })
        : await followRedirectsForCode({ http, url: session.fullUrl, redirectUri: data.redirectUri, state: data.state })
      const tokens = await memberTokensFromCode(answer.code, data)
      await client.setTokens(tokens)
      return tokens
    },
    /** Fresh state and PKCE verifier for a redirect login, stored until the answer comes back. */
    async generateOAuthData(redirectUri: string, originalUri = ''): Promise<OAuthData> {
      const data = await newOAuthData(redirectUri, originalUri)
      await storage.set(oauthDataKey, JSON.stringify(data))
      return data
    },
    /** The provider's login page address for a redirect login. */
    async getAuthUrl(
      data: OAuthData,
      opts: { prompt?: Prompt; responseMode?: ResponseMode; sessionToken?: string } = {},
    ): Promise<{ authUrl: string }> {
      const session = await client.createRedirectSession(
        authRequestOf(data, opts.responseMode ?? 'fragment', opts.prompt ?? 'login', opts.sessionToken),
      )
      return { authUrl: session.fullUrl }
    },
    /** Reads the provider's answer from the address it redirected to. */
    parseFromUrl: (url: string, responseMode: 'query' | 'fragment' = 'fragment'): OAuthAnswer =>
      parseFromUrl(url, responseMode),
    /** Member tokens for a redirect answer; the state must equal the stored one ('Invalid _state'). */
    async getMemberTokens(code: string | undefined, state: string | undefined, data?: OAuthData): Promise<Tokens> {
      if (!code || !state) throw new IdentityError('Missing code or _state')
      const stored = data ?? (await readOAuthData())
      if (!stored || stored.state !== state) throw new IdentityError('Invalid _state')
      const tokens = await memberTokensFromCode(code, stored)
      await storage.remove(oauthDataKey)
      return tokens
    },
    /** Member tokens for a member id, on the server with an API key (the authorized_client grant). */
    async getMemberTokensForExternalLogin(memberId: string, apiKey: string): Promise<Tokens> {
      const visitor = await client.getValidTokens()
      const body = { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId }
      const result = await tokenGrant(
        body,
        'member',
        'Failed to get member tokens',
        `${visitor.accessToken.value},${apiKey}`,
      )
      if (!result.ok) throw result.error.error
      return result.value
    },
    /** Clears both tokens (role none) and answers the provider's logout page address. */
    async logout(originalUrl: string): Promise<{ logoutUrl: string }> {
      const session = await client.createRedirectSession({
        logout: { clientId },
        callbacks: { postFlowUrl: originalUrl },
      })
      await runner.clear()
      login$({ type: 'RESET' })
      return { logoutUrl: session.fullUrl }
    },
    /** Any redirect session of §7 (auth, login, logout, checkouts, product, booking, preferences). */
    async createRedirectSession(request: RedirectSessionRequest): Promise<RedirectSession> {
      assertOneKind(request)
      const body = await api.postOrThrow(PATHS.redirectSession, request, await currentAuthorization())
      const session = readRedirectSession(body)
      if (!session) throw new IdentityError('System error occurred')
      return session
    },
    /** The SSO login address (a form post past 4000 characters of query). */
    getSsoLoginUrl: (params: SsoLoginParams) => createSsoLoginUrl(api.url(PATHS.ssoLogin), params),
    /** Emails a password reset link that leads back to `redirectUri`. */
    async sendPasswordResetEmail(email: string, redirectUri: string, language?: string): Promise<void> {
      await api.postOrThrow(
        PATHS.sendRecoveryEmail,
        { email, language, redirect: { url: redirectUri, clientId } },
        await currentAuthorization(),
      )
    },
    /** Emails an activation link to an identity. */
    async sendActivationEmail(identityId: string, emailOptions?: Readonly<Record<string, unknown>>): Promise<void> {
      await api.postOrThrow(PATHS.activationEmail, { identityId, emailOptions }, await currentAuthorization())
    },
    /** Sets a new password with the emailed recovery token. */
    async recoverPassword(recoveryToken: string, password: string): Promise<void> {
      await api.postOrThrow(PATHS.recover, { recoveryToken, password }, await currentAuthorization())
    },
    ...memberCalls({
      api,
      clientId,
      isMember: () => runner.store.getSnapshot().tokens?.refreshToken.role === 'member',
      authorization: currentAuthorization,
    }),
    /** Stops the background refresh timer. */
    dispose: () => runner.dispose(),
  }

  const newOAuthData = async (redirectUri: string, originalUri: string): Promise<OAuthData> => {
    const codeVerifier = createCodeVerifier(43, crypto)
    return {
      state: randomString(crypto, 32),
      codeVerifier,
      codeChallenge: await createCodeChallenge(codeVerifier, crypto),
      redirectUri,
      originalUri,
    }
  }

  const readOAuthData = async (): Promise<OAuthData | null> => {
    try {
      const value = JSON.parse((await storage.get(oauthDataKey)) ?? 'null') as OAuthData | null
      return value && typeof value.state === 'string' && typeof value.codeVerifier === 'string' ? value : null
    } catch {
      return null
    }
  }

  const authRequestOf = (
    data: OAuthData,
    responseMode: ResponseMode,
    prompt: Prompt,
    sessionToken?: string,
  ): RedirectSessionRequest => ({
    auth: {
      authRequest: {
        redirectUri: data.redirectUri,
        clientId,
        codeChallenge: data.codeChallenge,
        codeChallengeMethod: 'S256',
        responseMode,
        responseType: 'code',
        scope: 'offline_access',
        state: data.state,
        ...(sessionToken ? { sessionToken } : {}),
      },
      prompt,
    },
  })

  return client
}
