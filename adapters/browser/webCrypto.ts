import type { CryptoPort } from '../../ports'

/** A {@link CryptoPort} over WebCrypto (`crypto.getRandomValues`, `crypto.subtle.digest`). */
export function webCrypto(impl: Crypto = globalThis.crypto): CryptoPort {
  return {
    randomBytes(length) {
      const out = new Uint8Array(length)
      // getRandomValues fills at most 65536 bytes per call.
      for (let i = 0; i < length; i += 65536) impl.getRandomValues(out.subarray(i, Math.min(length, i + 65536)))
      return out
    },
    async sha256(data) {
      return new Uint8Array(await impl.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>))
    },
  }
}
