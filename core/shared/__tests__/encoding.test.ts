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

describe('utf8 at the encoding boundaries', () => {
  it.each([
    ['\u007f', [0x7f]],
    ['\u0080', [0xc2, 0x80]],
    ['\u07ff', [0xdf, 0xbf]],
    ['\u0800', [0xe0, 0xa0, 0x80]],
    ['\uffffA', [0xef, 0xbf, 0xbf, 0x41]],
    ['\u{10000}', [0xf0, 0x90, 0x80, 0x80]],
    ['\ud800A', [0xef, 0xbf, 0xbd, 0x41]],
    ['\udfffA', [0xef, 0xbf, 0xbd, 0x41]],
    ['\ud7ff', [0xed, 0x9f, 0xbf]],
    ['\ue000', [0xee, 0x80, 0x80]],
  ])('encodes %j as the platform does', (text, bytes) => {
    expect([...utf8Encode(text)]).toEqual(bytes)
    expect([...new TextEncoder().encode(text)]).toEqual(bytes)
  })
})

describe('base64url decoding of other spellings', () => {
  it('accepts padding and the + and / of plain base64', () => {
    expect([...base64UrlDecode('-_8=')]).toEqual([0xfb, 0xff])
    expect([...base64UrlDecode('+/8=')]).toEqual([0xfb, 0xff])
    expect([...base64UrlDecode('YQ==')]).toEqual([0x61])
    expect([...base64UrlDecode('YQ')]).toEqual([0x61])
  })
  it('names the problem', () => {
    expect(() => base64UrlDecode('a')).toThrow('Invalid base64url length')
    expect(() => base64UrlDecode('a=bc')).toThrow('Invalid base64url character "="')
    expect(() => base64UrlDecode('ab$c')).toThrow('Invalid base64url character "$"')
  })
})
