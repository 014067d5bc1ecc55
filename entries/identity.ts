/**
 * vitrine/identity: the visitor sign-in client of `core/identity` with the platform default wired in:
 * randomness and SHA-256 come from WebCrypto (`webCrypto()`) when no `crypto` port is passed. The core
 * itself reaches no platform global; everything else is re-exported unchanged.
 *
 * @module vitrine/identity
 */
import { webCrypto } from '../adapters/browser/webCrypto'
import {
  createCodeChallenge as coreCodeChallenge,
  createCodeVerifier as coreCodeVerifier,
  createOAuthClient as createCoreOAuthClient,
  type OAuthClient,
  type OAuthClientOptions as CoreOAuthClientOptions,
} from '../core/identity'
import type { CryptoPort } from '../ports'

export * from '../core/identity'

/** Options of {@link createOAuthClient}: the core's, with `crypto` optional (default: `webCrypto()`). */
export interface OAuthClientOptions extends Omit<CoreOAuthClientOptions, 'crypto'> {
  /** Randomness and SHA-256; default: the platform's WebCrypto. */
  readonly crypto?: CryptoPort
}

/** The visitor sign-in client (see the core's `createOAuthClient`); `crypto` defaults to WebCrypto. */
export function createOAuthClient(options: OAuthClientOptions): OAuthClient {
  return createCoreOAuthClient({ ...options, crypto: options?.crypto ?? webCrypto() })
}

/**
 * A PKCE code verifier (RFC 7636 §4.1) of `length` characters (43 to 128, default 43), drawn from
 * `crypto` (default: WebCrypto). Throws `Expected a length between 43 and 128. Received N.` otherwise.
 */
export function createCodeVerifier(length = 43, crypto: CryptoPort = webCrypto()): string {
  return coreCodeVerifier(length, crypto)
}

/** The S256 code challenge of `verifier` (default crypto: WebCrypto). */
export function createCodeChallenge(verifier: string, crypto: CryptoPort = webCrypto()): Promise<string> {
  return coreCodeChallenge(verifier, crypto)
}
