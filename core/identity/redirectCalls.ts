import type { Clock, CryptoPort, FramePort, HttpPort, StoragePort } from '../../ports'
import { IdentityError } from './errors'
import { parseFromUrl, type OAuthAnswer, type ResponseMode } from './parseFromUrl'
import { createCodeChallenge, createCodeVerifier, randomString } from './pkce'
import { PATHS, type ProviderApi } from './providerApi'
import { providerPageUrl } from './providerPages'
import {
  assertOneKind,
  readRedirectSession,
  type Prompt,
  type RedirectSession,
  type RedirectSessionRequest,
} from './redirectSessions'
import { followRedirectsForCode } from './serverSignIn'
import { SILENT_FLOW_TIMEOUT_MS, waitForFrameAnswer } from './silentSignIn'
import { createSsoLoginUrl, type SsoLoginParams } from './ssoLogin'
import type { TokenGrants } from './tokenGrants'
import type { Tokens } from './tokens'

/** Data of a redirect login: keep it until the provider answers. */
export interface OAuthData {
  readonly state: string
  readonly codeVerifier: string
  readonly codeChallenge: string
  readonly redirectUri: string
  readonly originalUri: string
}

/** What the redirect calls need from the client. */
export interface RedirectCallsContext {
  readonly api: ProviderApi
  readonly clientId: string
  readonly grants: TokenGrants
  readonly http: HttpPort
  readonly storage: StoragePort
  readonly clock: Clock
  readonly crypto: CryptoPort
  readonly frame?: FramePort
  /** The provider's origins: its pages are loaded, followed or handed out only on these. */
  readonly providerOrigins: readonly string[]
  readonly redirectUri?: string
  readonly silentTimeoutMs?: number
  /** Where the pending redirect login's data is stored. */
  readonly oauthDataKey: string
  /** The current access token for provider calls, or undefined when none can be had. */
  readonly authorization: () => Promise<string | undefined>
  /** Valid visitor (or member) tokens. */
  readonly validTokens: () => Promise<Tokens>
  /** Stores member tokens. */
  readonly setTokens: (tokens: Tokens) => Promise<void>
  /** Clears the tokens and the login state (logout). */
  readonly signOut: () => Promise<void>
}

/** Redirect sessions of the provider: redirect login (PKCE), silent and server sign-in, logout, SSO. */
export function redirectCalls(ctx: RedirectCallsContext) {
  const { api, clientId, grants, storage, crypto } = ctx

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
      const value = JSON.parse((await storage.get(ctx.oauthDataKey)) ?? 'null') as OAuthData | null
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

  /** Any redirect session (auth, login, logout, checkouts, product, booking, preferences). */
  const createRedirectSession = async (request: RedirectSessionRequest): Promise<RedirectSession> => {
    assertOneKind(request)
    const body = await api.postOrThrow(PATHS.redirectSession, request, await ctx.authorization())
    const session = readRedirectSession(body)
    if (!session) throw new IdentityError('SYSTEM_ERROR', 'System error occurred')
    return session
  }

  return {
    createRedirectSession,
    /**
     * Member tokens from a login's session token; stored and returned. With a frame port (browsers) the
     * provider answers into a hidden frame (`web_message`); without one (Node scripts, servers) the
     * provider's redirects are followed over HTTP and the code read from the final `Location` (`query`).
     */
    async getMemberTokensForDirectLogin(sessionToken: string): Promise<Tokens> {
      if (!ctx.redirectUri) {
        throw new IdentityError(
          'NO_REDIRECT_URI',
          ctx.frame
            ? 'Silent sign-in needs a redirectUri'
            : 'Server-side sign-in needs a redirectUri registered for the client (the code is read from its address, never loaded)',
        )
      }
      // Kept in memory only: a pending redirect login's stored data stays untouched.
      const data = await newOAuthData(ctx.redirectUri, '')
      const mode = ctx.frame ? 'web_message' : 'query'
      const session = await createRedirectSession(authRequestOf(data, mode, 'none', sessionToken))
      const answer = ctx.frame
        ? await waitForFrameAnswer({
            frame: ctx.frame,
            clock: ctx.clock,
            url: session.fullUrl,
            origins: ctx.providerOrigins,
            state: data.state,
            timeoutMs: ctx.silentTimeoutMs ?? SILENT_FLOW_TIMEOUT_MS,
          })
        : await followRedirectsForCode({
            http: ctx.http,
            url: session.fullUrl,
            origins: ctx.providerOrigins,
            redirectUri: data.redirectUri,
            state: data.state,
          })
      const tokens = await grants.fromCode(answer.code, data)
      await ctx.setTokens(tokens)
      return tokens
    },
    /** Fresh state and PKCE verifier for a redirect login, stored until the answer comes back. */
    async generateOAuthData(redirectUri: string, originalUri = ''): Promise<OAuthData> {
      const data = await newOAuthData(redirectUri, originalUri)
      await storage.set(ctx.oauthDataKey, JSON.stringify(data))
      return data
    },
    /**
     * `url` when it is an http(s) page on the provider's origins (the rule the hidden frame and the
     * server sign-in follow); throws code `UNTRUSTED_PAGE` otherwise. Check an address with it before
     * `location.assign`.
     */
    trustedPageUrl: (url: string): string => providerPageUrl(url, ctx.providerOrigins),
    /** The provider's login page address for a redirect login (only an http(s) page of the provider). */
    async getAuthUrl(
      data: OAuthData,
      opts: { prompt?: Prompt; responseMode?: ResponseMode; sessionToken?: string } = {},
    ): Promise<{ authUrl: string }> {
      const session = await createRedirectSession(
        authRequestOf(data, opts.responseMode ?? 'fragment', opts.prompt ?? 'login', opts.sessionToken),
      )
      return { authUrl: providerPageUrl(session.fullUrl, ctx.providerOrigins) }
    },
    /** Reads the provider's answer from the address it redirected to. */
    parseFromUrl: (url: string, responseMode: 'query' | 'fragment' = 'fragment'): OAuthAnswer =>
      parseFromUrl(url, responseMode),
    /** Member tokens for a redirect answer; the state must equal the stored one ('Invalid _state'). */
    async getMemberTokens(code: string | undefined, state: string | undefined, data?: OAuthData): Promise<Tokens> {
      if (!code || !state) throw new IdentityError('MISSING_CODE', 'Missing code or _state')
      const stored = data ?? (await readOAuthData())
      if (!stored || stored.state !== state) throw new IdentityError('INVALID_STATE', 'Invalid _state')
      const tokens = await grants.fromCode(code, stored)
      await storage.remove(ctx.oauthDataKey)
      return tokens
    },
    /** Member tokens for a member id, on the server with an API key (the authorized_client grant). */
    async getMemberTokensForExternalLogin(memberId: string, apiKey: string): Promise<Tokens> {
      const visitor = await ctx.validTokens()
      const body = { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId }
      const authorization = `${visitor.accessToken.value},${apiKey}`
      const result = await grants.grant(body, 'member', 'Failed to get member tokens', authorization)
      if (!result.ok) throw result.error.error
      return result.value
    },
    /**
     * Clears both tokens (role none) and answers the provider's logout page address (only an http(s)
     * page of the provider: any other address throws code `UNTRUSTED_PAGE`, the tokens cleared all the same).
     */
    async logout(originalUrl: string): Promise<{ logoutUrl: string }> {
      const session = await createRedirectSession({ logout: { clientId }, callbacks: { postFlowUrl: originalUrl } })
      await ctx.signOut()
      return { logoutUrl: providerPageUrl(session.fullUrl, ctx.providerOrigins) }
    },
    /** The SSO login address (a form post past 4000 characters of query). */
    getSsoLoginUrl: (params: SsoLoginParams) => createSsoLoginUrl(api.url(PATHS.ssoLogin), params),
  }
}
