import { createHash, randomBytes } from 'node:crypto'
import type { CryptoPort } from '../../ports'

/** A {@link CryptoPort} over `node:crypto`. */
export function nodeCrypto(): CryptoPort {
  return {
    randomBytes: (length) => new Uint8Array(randomBytes(length)),
    sha256: async (data) => new Uint8Array(createHash('sha256').update(data).digest()),
  }
}
