// Byte ranges of the demo's media: the part asked for (206), the whole body when no single bytes range
// is asked (200), and a refusal naming the size for a range that is malformed or starts past the end (416).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { demoMedia } from '../index'
import { decideRange } from '../range'

describe('decideRange', () => {
  it('serves the bytes from the start to the end asked, the end capped at the last byte', () => {
    expect(decideRange('bytes=0-99', 1000)).toEqual({ kind: 'part', start: 0, end: 99 })
    expect(decideRange('bytes=500-', 1000)).toEqual({ kind: 'part', start: 500, end: 999 })
    expect(decideRange('bytes=900-5000', 1000)).toEqual({ kind: 'part', start: 900, end: 999 })
  })

  it('serves the last N bytes of a suffix range, or the whole body when N is larger', () => {
    expect(decideRange('bytes=-100', 1000)).toEqual({ kind: 'part', start: 900, end: 999 })
    expect(decideRange('bytes=-5000', 1000)).toEqual({ kind: 'part', start: 0, end: 999 })
  })

  it('refuses a range starting past the end, a reversed one, an empty suffix and a malformed one', () => {
    for (const header of ['bytes=1000-', 'bytes=2000-3000', 'bytes=50-10', 'bytes=-0', 'bytes=-', 'bytes=abc'])
      expect(decideRange(header, 1000), header).toEqual({ kind: 'unsatisfiable' })
  })

  it('serves the whole body without a Range, for another unit and for several ranges', () => {
    expect(decideRange(undefined, 1000)).toEqual({ kind: 'whole' })
    expect(decideRange('items=0-5', 1000)).toEqual({ kind: 'whole' })
    expect(decideRange('bytes=0-5, 10-20', 1000)).toEqual({ kind: 'whole' })
  })

  it('always gives a part inside the body, or a refusal', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.option(fc.nat(6000)), fc.option(fc.nat(6000)), (size, a, b) => {
        const decision = decideRange(`bytes=${a ?? ''}-${b ?? ''}`, size)
        if (decision.kind === 'part') {
          expect(decision.start).toBeGreaterThanOrEqual(0)
          expect(decision.start).toBeLessThanOrEqual(decision.end)
          expect(decision.end).toBeLessThan(size)
        } else expect(decision.kind).toBe('unsatisfiable')
      }),
    )
  })
})

describe('demoMedia with a Range', () => {
  const path = '/_demo/media/640x400/3.svg'

  it('answers 206 with the part, its Content-Range and Accept-Ranges', async () => {
    const whole = await demoMedia(path)
    expect(whole?.status).toBe(200)
    expect(whole?.headers['accept-ranges']).toBe('bytes')
    const size = (whole!.body as Buffer).length
    const part = await demoMedia(path, 'bytes=10-19')
    expect(part?.status).toBe(206)
    expect(part?.headers['content-range']).toBe(`bytes 10-19/${size}`)
    expect(part?.headers['accept-ranges']).toBe('bytes')
    expect(part?.body.toString()).toBe((whole!.body as Buffer).subarray(10, 20).toString())
  })

  it('answers 416 naming the size for a range past the end', async () => {
    const size = ((await demoMedia(path))!.body as Buffer).length
    const refused = await demoMedia(path, `bytes=${size}-`)
    expect(refused?.status).toBe(416)
    expect(refused?.headers['content-range']).toBe(`bytes */${size}`)
    expect(refused?.body).toBe('')
  })
})
