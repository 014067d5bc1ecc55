import type { Clock, CryptoPort, FramePort, HttpPort, LockPort, Logger, StoragePort } from '../../ports'
import { err, ok, type ReadableStore, type Result } from '../shared'
import { providerErrorOf, type IdentityError } from './errors'
import { createAuthState, type AuthSnapshot } from './createAuthState'
import { loginCalls } from './loginCalls'
import { memberCalls } from './memberCalls'
import { providerSignInCalls } from './providerSignInCalls'
import { providerApi } from './providerApi'
import { providerOriginsOf } from './providerPages'
import { recoveryCalls } from './recoveryCalls'
import { redirectCalls } from './redirectCalls'
import { tokenCalls } from './tokenCalls'
import { tokenGrants } from './tokenGrants'
import { createTokenRunner } from './tokenRunner'
import type { Tokens } from './tokens'

export type { AuthSnapshot, AuthData } from './createAuthState'
export type { CaptchaTokens, LoginParams, RegisterParams } from './loginCalls'
export type { OAuthData } from './redirectCalls'

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
  /**
   * The origins of the provider's own pages (login, logout and authorize pages: redirect sessions'
   * `fullUrl`). The client loads, follows and hands out only http(s) addresses on them. Default: the
   * origin of `baseUrl`; against a provider whose pages live elsewhere, list their origins here.
   */
  readonly providerOrigins?: readonly string[]
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

/** Events the client emits (`on`); each is also a state of the store (`error.code` `SESSION_EXPIRED`). */
export type OAuthClientEvent = 'sessionExpired'

/** The client returned by {@link createOAuthClient}. */
export type OAuthClient = ReturnType<typeof createOAuthClient>

const DEFAULT_BASE_URL = 'https://www.wixapis.com'

/**
 * The visitor sign-in client, with the official client's method names and wire format. Unlike it:
 * tokens are renewed ahead of expiry with a skew margin, concurrent callers (and tabs, through the
 * lock) share one refresh, a member whose refresh is refused gets a `sessionExpired` event, frame
 * answers are accepted only from the provider's origin, and network failures are values. Its state
 * is one store in the status convention ({@link AuthSnapshot}).
 */
export function createOAuthClient(options: OAuthClientOptions) {
  const { clientId, http, storage, clock } = options
  if (!clientId) throw new RangeError('createOAuthClient needs a clientId')
  const crypto = options.crypto
  if (!crypto) throw new TypeError('createOAuthClient needs a crypto port (webCrypto() from vitrine/adapters/browser)')
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL
  const api = providerApi(http, baseUrl)
  const providerOrigins = providerOriginsOf(baseUrl, options.providerOrigins)
  const prefix = options.storageKey ?? 'identity'
  const grants = tokenGrants({ api, clientId, clock })
  const state = createAuthState()

  const runner = createTokenRunner({
    source: { visitor: grants.visitor, renew: grants.renew },
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
      state.sessionExpired()
    },
  })
  runner.store.subscribe(() => state.tokensChanged(runner.store.getSnapshot()))
  const loading = options.tokens ? runner.set(options.tokens) : runner.load().then(() => undefined)
  const loaded = loading.catch(() => undefined)

  /**
   * The visitor's access token for provider calls; absent when no answer came (the call then fails as
   * a value), an error when the provider refused to give one (an unknown client id, say).
   */
  const visitorAuthorization = async (): Promise<Result<string | undefined, IdentityError>> => {
    try {
      await loaded
      return ok((await runner.ensure()).accessToken.value)
    } catch (error) {
      return providerErrorOf(error) ? err(error as IdentityError) : ok(undefined)
    }
  }
  /** The visitor's access token for provider calls; absent when it cannot be had (the call then fails as a value). */
  const authorization = async () => {
    const result = await visitorAuthorization()
    return result.ok ? result.value : undefined
  }

  const tokens = tokenCalls({ runner, grants, loaded })
  const redirects = redirectCalls({
    ...options,
    api,
    providerOrigins,
    grants,
    oauthDataKey: `${prefix}.oauthData`,
    authorization,
    validTokens: tokens.getValidTokens,
    setTokens: tokens.setTokens,
    async signOut() {
      await runner.clear()
      state.dispatch({ type: 'reset' })
    },
  })

  return {
    /** Observable state for UI bindings (`useStore(client.store)`), in the status convention. */
    store: state.store as ReadableStore<AuthSnapshot>,
    /** Resolves once stored tokens are loaded. */
    ready: () => loaded,
    /** Calls `listener` on `sessionExpired` (a member's refresh was refused); returns the unsubscribe function. */
    on(event: OAuthClientEvent, listener: () => void): () => void {
      if (event !== 'sessionExpired') throw new RangeError(`Unknown event ${String(event)}`)
      return state.onSessionExpired(listener)
    },
    ...tokens,
    ...loginCalls({
      api,
      state,
      authorization: visitorAuthorization,
      memberTokensFor: redirects.getMemberTokensForDirectLogin,
    }),
    ...redirects,
    ...recoveryCalls({ api, clientId, authorization }),
    ...providerSignInCalls({ api, authorization }),
    ...memberCalls({
      api,
      clientId,
      isMember: () => runner.store.getSnapshot().tokens?.refreshToken.role === 'member',
      authorization,
    }),
    /** Stops the background refresh timer. */
    dispose: () => runner.dispose(),
  }
}
