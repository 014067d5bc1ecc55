import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { base64UrlDecode, base64UrlEncode, utf8Encode } from '../encoding'

describe('utf8', () => {
  it('matches the platform encoder for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect([...utf8Encode(s)]).toEqual([...new TextEncoder().encode(s)])
      }),
    )
  })
})

describe('base64url', () => {
  it('encodes like Node without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base64UrlEncode(bytes)).toBe(Buffer.from(bytes).toString('base64url'))
        expect([...base64UrlDecode(base64UrlEncode(bytes))]).toEqual([...bytes])
      }),
    )
  })
  it('rejects characters outside the alphabet', () => {
    expect(() => base64UrlDecode('ab$c')).toThrow(RangeError)
    expect(() => base64UrlDecode('a')).toThrow(RangeError)
  })
})
