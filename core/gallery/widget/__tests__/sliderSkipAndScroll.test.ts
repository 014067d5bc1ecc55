import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { manualClock, recordingLogger } from '../../../../adapters/memory'
import { hostItems } from '../../blueprint/__tests__/fakes'
import { createGalleryController } from '../createGalleryController'
import type { GalleryControllerOptions } from '../galleryControllerTypes'
import { SKIP_SLIDES_MULTIPLIER, skipTarget } from '../sliderMachine'
import { isScrollUnavailable, MOBILE_SCROLL_EXTRA, SCROLL_UNAVAILABLE } from '../sliderTiming'

const LOOPING_SLIDER = {
  layoutParams: { structure: { galleryLayout: 'slider' } },
  behaviourParams: { gallery: { horizontal: { loop: true } } },
}
const GRID = { layoutParams: { structure: { galleryLayout: 'grid' } } }

const settle = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve()
}

function gallery(overrides: Partial<GalleryControllerOptions>) {
  const clock = manualClock()
  const g = createGalleryController({
    id: 'skip',
    items: hostItems(5),
    options: LOOPING_SLIDER,
    container: { width: 600, height: 400 },
    clock,
    logger: recordingLogger(),
    ...overrides,
  })
  return { g, clock }
}

describe('skip-from-slide: a looping slider with copied items', () => {
  it('5 items copied to 30 slides: landing on slide 8 (1.5 × 5, rounded) shows slide 3 at once once the scroll ends', () => {
    const { g, clock } = gallery({})
    expect(g.getSnapshot().count).toBe(30)
    for (let i = 1; i <= 7; i++) {
      g.next()
      clock.advance(1000)
      expect(g.getSnapshot().activeIndex).toBe(i)
    }
    g.next()
    expect(g.getSnapshot().navigation).toMatchObject({ index: 8, duration: 400, direction: 1 })
    clock.advance(399)
    expect(g.getSnapshot().activeIndex).toBe(8)
    clock.advance(1)
    // Slide 3 is the same picture as slide 8 (item 3 in the first copy), shown without animation.
    expect(g.getSnapshot().activeIndex).toBe(3)
    expect(g.getSnapshot().navigation).toMatchObject({ index: 3, duration: 0 })
    expect(g.getSnapshot().items.find((r) => r.idx === 3)?.itemId).toBe(
      g.getSnapshot().blueprint.items[8]!.duplicateOf ?? 'not a copy',
    )
    g.next()
    expect(g.getSnapshot().activeIndex).toBe(4)
    g.dispose()
    expect(clock.pending()).toBe(0)
  })

  it('any walk of next / previous settles below the skip mark, on the item it would have shown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 14 }),
        fc.array(fc.constantFrom('next', 'previous'), { maxLength: 40 }),
        (n, steps) => {
          const { g, clock } = gallery({ items: hostItems(n) })
          const { count } = g.getSnapshot()
          const skipFrom = Math.round(n * SKIP_SLIDES_MULTIPLIER)
          let expected = 0
          for (const step of steps) {
            if (step === 'next') g.next()
            else g.previous()
            expected = (((expected + (step === 'next' ? 1 : -1)) % count) + count) % count
            clock.advance(1000)
            const { activeIndex } = g.getSnapshot()
            expect(activeIndex).toBeLessThan(skipFrom)
            expect(activeIndex % n).toBe(expected % n)
            expected = activeIndex
          }
          g.dispose()
          expect(clock.pending()).toBe(0)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('does not apply without loop, or when nothing was copied', () => {
    expect(skipTarget({ loop: false, count: 30, originals: 5 }, 8)).toBeNull()
    expect(skipTarget({ loop: true, count: 40, originals: 40 }, 39)).toBeNull()
    expect(skipTarget({ loop: true, count: 30, originals: 5 }, 7)).toBeNull()
    expect(skipTarget({ loop: true, count: 30, originals: 5 }, 8)).toBe(3)
    expect(skipTarget({ loop: true, count: 30, originals: 5 }, 29)).toBe(4)
  })

  it('a slider that does not loop keeps the slide it went to', () => {
    const options = { ...LOOPING_SLIDER, behaviourParams: { gallery: { horizontal: { loop: false } } } }
    const { g, clock } = gallery({ items: hostItems(30), options })
    g.goTo(20)
    clock.advance(5000)
    expect(g.getSnapshot().activeIndex).toBe(20)
    g.dispose()
  })
})

describe('scroll-unavailable: a gallery too small to scroll asks for more items at once', () => {
  it('is no larger than the view plus 300 px, 350 px on phones', () => {
    expect(SCROLL_UNAVAILABLE).toBe(300)
    expect(MOBILE_SCROLL_EXTRA).toBe(50)
    expect(isScrollUnavailable({ gallerySize: 1000, viewSize: 700, isMobile: false })).toBe(true)
    expect(isScrollUnavailable({ gallerySize: 1001, viewSize: 700, isMobile: false })).toBe(false)
    expect(isScrollUnavailable({ gallerySize: 1050, viewSize: 700, isMobile: true })).toBe(true)
    expect(isScrollUnavailable({ gallerySize: 1051, viewSize: 700, isMobile: true })).toBe(false)
  })

  /** A grid of 12 items whose layout is `over` px taller than the container (the view before any scroll). */
  async function grid(over: number, isMobile: boolean) {
    const probe = gallery({ items: hostItems(12), options: GRID, container: { width: 980 } })
    await settle()
    const height = probe.g.getSnapshot().layout!.height
    probe.g.dispose()
    const calls: number[] = []
    const { g, clock } = gallery({
      items: hostItems(12),
      options: GRID,
      container: { width: 980, height: height - over },
      totalItemsCount: 100,
      isMobile,
      getMoreItems: (from) => {
        calls.push(from)
        return hostItems(12, `more${calls.length}-`)
      },
    })
    await settle()
    return { g, clock, calls }
  }

  it('without any scroll, a gallery 280 px taller than its view asks getMoreItems; one 320 px taller waits for a scroll', async () => {
    const small = await grid(280, false)
    expect(small.calls).toEqual([12])
    small.g.dispose()
    const large = await grid(320, false)
    expect(large.calls).toEqual([])
    large.g.dispose()
  })

  it('on a phone, 320 px taller is still too small to scroll; 380 px is not', async () => {
    const small = await grid(320, true)
    expect(small.calls).toEqual([12])
    small.g.dispose()
    const large = await grid(380, true)
    expect(large.calls).toEqual([])
    large.g.dispose()
  })

  it('asks once; the grown gallery, large enough to scroll, then waits for a scroll', async () => {
    const { g, clock, calls } = await grid(280, false)
    expect(calls).toEqual([12])
    // 24 items are far more than the view and 300 px: no further call without a scroll.
    await clock.advanceAsync(5000)
    await settle()
    expect(g.getSnapshot().count).toBe(24)
    expect(calls).toEqual([12])
    g.dispose()
    expect(clock.pending()).toBe(0)
  })
})
