// The demo's WebM writer: EBML structure, duration, block timing and the WebP unwrapping.
import { describe, expect, it } from 'vitest'
import { vp8OfWebp, webmOfKeyFrames } from '../webm'

const frames = [Buffer.from('frame-one'), Buffer.from('frame-two'), Buffer.from('frame-three')]

describe('webmOfKeyFrames', () => {
  const file = webmOfKeyFrames({ width: 320, height: 180, frameMs: 250, frames })

  it('starts with the EBML header of a WebM document', () => {
    expect(file.readUInt32BE(0)).toBe(0x1a45dfa3)
    // DocType "webm", then the segment.
    expect(file.includes(Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]))).toBe(true)
    expect(file.includes(Buffer.from([0x18, 0x53, 0x80, 0x67]))).toBe(true)
  })

  it('writes the duration in milliseconds, the VP8 codec and the picture size', () => {
    const at = file.indexOf(Buffer.from([0x44, 0x89, 0x88]))
    expect(file.readDoubleBE(at + 3)).toBe(750)
    expect(file.includes('V_VP8')).toBe(true)
    expect(file.includes(Buffer.from([0xb0, 0x82, 0x01, 0x40]))).toBe(true) // PixelWidth 320
    expect(file.includes(Buffer.from([0xba, 0x81, 180]))).toBe(true) // PixelHeight 180
  })

  it('stores every frame as a key-frame SimpleBlock of track 1 at its time', () => {
    frames.forEach((frame, i) => {
      const at = file.indexOf(frame)
      expect(at).toBeGreaterThan(0)
      expect(file[at - 4]).toBe(0x81)
      expect(file.readInt16BE(at - 3)).toBe(i * 250)
      expect(file[at - 1]).toBe(0x80)
    })
  })

  it('refuses a clip longer than one cluster can time', () => {
    expect(() => webmOfKeyFrames({ width: 2, height: 2, frameMs: 1000, frames: Array(40).fill(frames[0]) })).toThrow(
      /32 seconds/,
    )
  })
})

describe('vp8OfWebp', () => {
  it('returns the VP8 chunk of a lossy WebP', () => {
    const vp8 = Buffer.from('key-frame!')
    const riff = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.from([vp8.length, 0, 0, 0]),
      vp8,
    ])
    expect(vp8OfWebp(riff).toString()).toBe('key-frame!')
  })

  it('rejects other files and lossless or extended WebP', () => {
    expect(() => vp8OfWebp(Buffer.from('\x89PNG\r\n\x1a\n0000000000'))).toThrow(/not a WebP/)
    expect(() => vp8OfWebp(Buffer.from('RIFF\0\0\0\0WEBPVP8L\0\0\0\0'))).toThrow(/not simple lossy/)
  })
})
