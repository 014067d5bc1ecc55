import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { EMBED_SANDBOX, embedSrcDoc, frameGrowthLimit, frameHeight, isSafeSandbox, readHeightReport } from '..'
import { HTML_SANDBOX } from '../../blockViews'

describe('embed frame height: grows by up to 10 % or 50 px', () => {
  it('grows to the content height within the tolerance', () => {
    expect(frameHeight(550, 580)).toBe(580)
    expect(frameHeight(550, 605)).toBe(605)
    expect(frameHeight(300, 350)).toBe(350)
  })

  it('stops at 10 % of the set height or 50 px, whichever is more', () => {
    expect(frameGrowthLimit(550)).toBe(605)
    expect(frameGrowthLimit(300)).toBe(350)
    expect(frameHeight(550, 2000)).toBe(605)
    expect(frameHeight(300, 2000)).toBe(350)
  })

  it('never shrinks below the set height and ignores reports that are not heights', () => {
    expect(frameHeight(550, 100)).toBe(550)
    for (const bad of [NaN, -5, 0, '600', null, Infinity]) expect(frameHeight(550, bad)).toBe(550)
  })

  it('stays within [set height, growth limit] for any report', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 10_000 }), fc.anything(), (set, reported) => {
        const h = frameHeight(set, reported)
        return h >= set && h <= frameGrowthLimit(set)
      }),
    )
  })

  it('reads only its own message type', () => {
    expect(readHeightReport({ type: 'vitrine:frame-height', height: 420 })).toBe(420)
    expect(readHeightReport({ type: 'other', height: 420 })).toBeUndefined()
    expect(readHeightReport('vitrine:frame-height')).toBeUndefined()
  })
})

describe('sandboxes', () => {
  it('embed and HTML frames never combine scripts with the page origin nor navigate the top page', () => {
    expect(isSafeSandbox(EMBED_SANDBOX)).toBe(true)
    expect(isSafeSandbox(HTML_SANDBOX)).toBe(true)
    expect(isSafeSandbox('allow-scripts allow-same-origin')).toBe(false)
    expect(isSafeSandbox('allow-scripts allow-top-navigation-by-user-activation')).toBe(false)
  })

  it('the frame document carries the author markup and the height reporter', () => {
    const doc = embedSrcDoc('<p>Hello</p>')
    expect(doc).toContain('<p>Hello</p>')
    expect(doc).toContain('parent.postMessage({type:"vitrine:frame-height"')
  })
})
