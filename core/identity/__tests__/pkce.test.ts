import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
// Through the public entry, which passes WebCrypto when no crypto port is given.
import { createCodeChallenge, createCodeVerifier, VERIFIER_ALPHABET } from '../../../entries/identity'
import { seededCrypto } from '../../../adapters/memory'

describe('PKCE', () => {
  it('creates a 43-character verifier by default from the RFC 7636 alphabet', () => {
    const verifier = createCodeVerifier()
    expect(verifier).toHaveLength(43)
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]+$/)
  })

  it.each([42, 129, 0, -1, 43.5, Number.NaN])('refuses length %s with the exact message', (length) => {
    expect(() => createCodeVerifier(length)).toThrow(
      new Error(`Expected a length between 43 and 128. Received ${length}.`),
    )
  })

  it('computes the S256 challenge of the RFC 7636 appendix B test vector', async () => {
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })

  it('uses the crypto port when given one (deterministic with a seeded port)', () => {
    expect(createCodeVerifier(50, seededCrypto(7))).toBe(createCodeVerifier(50, seededCrypto(7)))
    expect(createCodeVerifier(50, seededCrypto(7))).not.toBe(createCodeVerifier(50, seededCrypto(8)))
  })

  it('property: every allowed length gives a verifier of that length within the alphabet', () => {
    fc.assert(
      fc.property(fc.integer({ min: 43, max: 128 }), (length) => {
        const v = createCodeVerifier(length)
        return v.length === length && [...v].every((ch) => VERIFIER_ALPHABET.includes(ch))
      }),
    )
  })

  it('property: verifiers do not repeat', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i++) seen.add(createCodeVerifier())
    expect(seen.size).toBe(2000)
  })

  it('property: the challenge is 43 base64url characters without padding', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 43, max: 128 }), async (length) => {
        const c = await createCodeChallenge(createCodeVerifier(length))
        return /^[A-Za-z0-9_-]{43}$/.test(c)
      }),
      { numRuns: 50 },
    )
  })

  it('uses every alphabet character over many draws (no dropped characters)', () => {
    const seen = new Set(
      createCodeVerifier(128) + createCodeVerifier(128) + createCodeVerifier(128) + createCodeVerifier(128),
    )
    for (let i = 0; i < 20; i++) for (const ch of createCodeVerifier(128)) seen.add(ch)
    expect(seen.size).toBe(VERIFIER_ALPHABET.length)
  })
})
