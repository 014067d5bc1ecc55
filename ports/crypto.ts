/** Cryptographic primitives the core needs (PKCE, random state). */
export interface CryptoPort {
  /** `length` cryptographically strong random bytes. */
  randomBytes(length: number): Uint8Array
  /** SHA-256 digest of `data` (32 bytes). */
  sha256(data: Uint8Array): Promise<Uint8Array>
}
