import type { CryptoPort } from '../../ports'

/**
 * A deterministic {@link CryptoPort} for tests: random bytes from a seeded xorshift generator
 * (never use it for real secrets); SHA-256 from the platform's WebCrypto.
 */
export function seededCrypto(seed = 1): CryptoPort {
  let state = seed >>> 0 || 1
  const next = () => {
    state ^= state << 13
    state >>>= 0
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state
  }
  return {
    randomBytes(length) {
      const out = new Uint8Array(length)
      for (let i = 0; i < length; i++) out[i] = next() & 0xff
      return out
    },
    async sha256(data) {
      return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>))
    },
  }
}
