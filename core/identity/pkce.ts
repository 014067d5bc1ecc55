import type { CryptoPort } from '../../ports'
import { base64UrlEncode } from '../shared'

/** The characters RFC 7636 allows in a code verifier (66 of them). */
export const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~'

interface PlatformCrypto {
  getRandomValues(array: Uint8Array): Uint8Array
  subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> }
}

/**
 * The platform's WebCrypto (browsers, Node 20+, workers) as a {@link CryptoPort}. Used when no port
 * is passed; found through `globalThis` so the core carries no DOM or Node types.
 */
export function platformCrypto(): CryptoPort {
  const impl = (globalThis as unknown as { crypto?: PlatformCrypto }).crypto
  if (!impl?.getRandomValues || !impl.subtle) throw new Error('No WebCrypto on this platform: pass a crypto port')
  return {
    randomBytes(length) {
      const out = new Uint8Array(length)
      for (let i = 0; i < length; i += 65536) impl.getRandomValues(out.subarray(i, Math.min(length, i + 65536)))
      return out
    },
    async sha256(data) {
      return new Uint8Array(await impl.subtle.digest('SHA-256', data))
    },
  }
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
 * A PKCE code verifier (RFC 7636 §4.1): `length` characters (43 to 128, default 43) from
 * `[A-Za-z0-9-._~]`, drawn from cryptographic randomness (`crypto`, the platform's by default).
 * Throws `Expected a length between 43 and 128. Received N.` for any other length.
 */
export function createCodeVerifier(length = 43, crypto?: CryptoPort): string {
  if (!Number.isInteger(length) || length < 43 || length > 128) {
    throw new Error(`Expected a length between 43 and 128. Received ${length}.`)
  }
  return randomString(crypto ?? platformCrypto(), length)
}

/** The S256 code challenge of `verifier`: BASE64URL(SHA-256(ASCII(verifier))) without padding. */
export async function createCodeChallenge(verifier: string, crypto?: CryptoPort): Promise<string> {
  const bytes = new Uint8Array(verifier.length)
  for (let i = 0; i < verifier.length; i++) {
    const code = verifier.charCodeAt(i)
    if (code > 127) throw new Error('A code verifier is ASCII only')
    bytes[i] = code
  }
  return base64UrlEncode(await (crypto ?? platformCrypto()).sha256(bytes))
}
