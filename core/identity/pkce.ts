import type { CryptoPort } from '../../ports'
import { base64UrlEncode } from '../shared'

/** The characters RFC 7636 allows in a code verifier (66 of them). */
export const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~'

/** The port, or a TypeError naming the adapters that provide one. */
function requireCrypto(crypto: CryptoPort | undefined, caller: string): CryptoPort {
  if (!crypto || typeof crypto.randomBytes !== 'function' || typeof crypto.sha256 !== 'function')
    throw new TypeError(`${caller} needs a crypto port (webCrypto() from vitrine/adapters/browser, or nodeCrypto())`)
  return crypto
}

/** `length` characters drawn uniformly from `alphabet` (rejection sampling, so no modulo bias). */
export function randomString(crypto: CryptoPort, length: number, alphabet = VERIFIER_ALPHABET): string {
  const limit = 256 - (256 % alphabet.length)
  let out = ''
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length - out.length + 8)) {
      if (byte < limit) out += alphabet[byte % alphabet.length]
      if (out.length === length) break
    }
  }
  return out
}

/**
 * A PKCE code verifier (RFC 7636 §4.1): `length` characters (43 to 128) from `[A-Za-z0-9-._~]`,
 * drawn from the cryptographic randomness of `crypto`. Throws `Expected a length between 43 and 128.
 * Received N.` for any other length. (`vitrine/identity` defaults `length` to 43 and `crypto` to WebCrypto.)
 */
export function createCodeVerifier(length: number, crypto: CryptoPort): string {
  if (!Number.isInteger(length) || length < 43 || length > 128) {
    throw new Error(`Expected a length between 43 and 128. Received ${length}.`)
  }
  return randomString(requireCrypto(crypto, 'createCodeVerifier'), length)
}

/** The S256 code challenge of `verifier`: BASE64URL(SHA-256(ASCII(verifier))) without padding. */
export async function createCodeChallenge(verifier: string, crypto: CryptoPort): Promise<string> {
  const bytes = new Uint8Array(verifier.length)
  for (let i = 0; i < verifier.length; i++) {
    const code = verifier.charCodeAt(i)
    if (code > 127) throw new Error('A code verifier is ASCII only')
    bytes[i] = code
  }
  return base64UrlEncode(await requireCrypto(crypto, 'createCodeChallenge').sha256(bytes))
}
