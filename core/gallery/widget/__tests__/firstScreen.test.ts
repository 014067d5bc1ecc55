// What a visitor waits for: a large gallery shows its first screen from a partial layout and lays
// out the whole after that frame; a slider keeps at most 7 slides; a jump is read at once.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { manualClock, syncLayoutWorker } from '../../../../adapters/memory'
import type { LayoutWorkerPort } from '../../../../ports/layoutWorker'
import { hostItems } from '../../blueprint/__tests__/fakes'
import {
  createGalleryController,
  FRAME_PREVIEW_ITEMS,
  LAYOUT_PREVIEW_ITEMS,
  PREVIEW_FROM_ITEMS,
  SCROLL_THROTTLE,
} from '../createGalleryController'
import type { GalleryControllerOptions } from '../galleryControllerTypes'
import { MAX_SLIDES, virtualWindow } from '../virtualWindow'
import type { LayoutBox } from '../../items/createRenderedItem'

const SLIDER = { layoutParams: { structure: { galleryLayout: 'slider' } } }
const LOOPING_SLIDER = { ...SLIDER, behaviourParams: { gallery: { horizontal: { loop: true } } } }

/** Lets the blueprint store's promise callbacks run. */
const settle = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve()
}

/** A view's frames, shown when the test says. */
function frames() {
  const waiting: (() => void)[] = []
  return {
    afterFrame: (run: () => void) => void waiting.push(run),
    pending: () => waiting.length,
    show: () => waiting.splice(0).forEach((run) => run()),
  }
}

function gallery(overrides: Partial<GalleryControllerOptions>) {
  const clock = manualClock()
  const g = createGalleryController({
    id: 'test',
    items: hostItems(PREVIEW_FROM_ITEMS),
    options: { galleryLayout: 'collage' },
    container: { width: 980, height: 700 },
    clock,
    ...overrides,
  })
  return { g, clock }
}

/** The boxes that intersect [0, size) of the vertical axis. */
const firstScreen = (boxes: readonly LayoutBox[], size: number) =>
  boxes.filter((b) => b.offset.top < size && b.offset.top + b.height > 0)

describe('the first screen of a large gallery', () => {
  it('shows the first screen from the layout of its first items, and lays out the whole after that frame', async () => {
    const frame = frames()
    const { g } = gallery({ afterFrame: frame.afterFrame })
    const preview = g.getSnapshot()
    expect(preview.preview).toBe(true)
    expect(preview.count).toBe(FRAME_PREVIEW_ITEMS)
    expect(preview.items.map((item) => item.idx)).toEqual(firstScreen(preview.layout!.items, 700).map((b) => b.idx))
    // Nothing more is laid out until the view has shown that frame.
    await settle()
    expect(g.getSnapshot().count).toBe(FRAME_PREVIEW_ITEMS)
    expect(frame.pending()).toBe(1)
    frame.show()
    await settle()
    const whole = g.getSnapshot()
    expect(whole.preview).toBe(false)
    expect(whole.count).toBe(PREVIEW_FROM_ITEMS)
    // The first screen does not move when the whole layout arrives.
    const boxes = (s: typeof whole) =>
      firstScreen(s.layout!.items, 700).map((b) => [b.idx, b.offset, b.width, b.height])
    expect(boxes(whole)).toEqual(boxes(preview))
    g.dispose()
  })

  it('in any preset and container, the preview shows the whole layout’s first screen', async () => {
    const presets = ['collage', 'masonry', 'grid', 'bricks', 'mix', 'alternate', 'column', 'slider', 'thumbnail']
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...presets),
        fc.integer({ min: 320, max: 1600 }),
        fc.integer({ min: 300, max: 1200 }),
        async (preset, width, height) => {
          const frame = frames()
          const { g } = gallery({
            options: { galleryLayout: preset },
            container: { width, height },
            afterFrame: frame.afterFrame,
          })
          const shown = g.getSnapshot().items.map((item) => [item.idx, item.offset, item.style.width])
          expect(shown.length).toBeGreaterThan(0)
          frame.show()
          await settle()
          expect(g.getSnapshot().count).toBe(PREVIEW_FROM_ITEMS)
          const whole = g.getSnapshot().items.map((item) => [item.idx, item.offset, item.style.width])
          expect(whole).toEqual(shown)
          g.dispose()
        },
      ),
      { numRuns: 12 },
    )
  })

  it('a gallery under the preview size, or without frames (the server, hydration), is laid out whole at once', () => {
    const small = gallery({ items: hostItems(PREVIEW_FROM_ITEMS - 1), afterFrame: frames().afterFrame }).g
    expect(small.getSnapshot()).toMatchObject({ preview: false, count: PREVIEW_FROM_ITEMS - 1 })
    const server = gallery({}).g
    expect(server.getSnapshot()).toMatchObject({ preview: false, count: PREVIEW_FROM_ITEMS })
    small.dispose()
    server.dispose()
  })

  it('asks the layout port for the whole only after the first frame, showing its first items meanwhile', async () => {
    const inner = syncLayoutWorker()
    const asked: number[] = []
    const port: LayoutWorkerPort = {
      layout: (request) => {
        asked.push(request.items.length)
        return inner.layout(request)
      },
      append: (items) => inner.append(items),
      dispose: () => inner.dispose(),
    }
    const frame = frames()
    const { g } = gallery({
      items: hostItems(3000),
      layout: port,
      layoutWorkerThreshold: 2000,
      afterFrame: frame.afterFrame,
    })
    expect(g.getSnapshot()).toMatchObject({ preview: true, count: LAYOUT_PREVIEW_ITEMS })
    await settle()
    expect(asked).toEqual([])
    frame.show()
    await settle()
    expect(asked).toEqual([3000])
    expect(g.getSnapshot()).toMatchObject({ preview: false, count: 3000 })
    g.dispose()
  })

  it('a gallery that is not started waits for start() before it asks for the whole layout', async () => {
    const frame = frames()
    const { g } = gallery({ afterFrame: frame.afterFrame, start: false })
    expect(frame.pending()).toBe(0)
    g.start()
    expect(frame.pending()).toBe(1)
    frame.show()
    await settle()
    expect(g.getSnapshot().count).toBe(PREVIEW_FROM_ITEMS)
    g.dispose()
  })

  it('a gallery stopped before its first frame was shown does not lay out the whole', async () => {
    const frame = frames()
    const { g } = gallery({ afterFrame: frame.afterFrame })
    g.dispose()
    frame.show()
    await settle()
    expect(g.getSnapshot().count).toBe(FRAME_PREVIEW_ITEMS)
  })
})

describe('slides in the DOM', () => {
  it('a slider keeps at most 7 slides around any current slide, looping or not, with every slide in view', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 300, max: 1600 }),
        fc.integer({ min: 200, max: 2000 }),
        fc.boolean(),
        (count, at, slideWidth, viewSize, fromCurrent) => {
          const boxes = Array.from({ length: count }, (_, idx) => ({
            idx,
            width: slideWidth,
            height: 500,
            offset: { top: 0, left: idx * slideWidth },
          })) as unknown as LayoutBox[]
          const current = Math.min(count - 1, Math.floor(at * count))
          // The view starts at the current slide, or anywhere (a swipe the slider has not followed yet).
          const viewStart = fromCurrent ? current * slideWidth : Math.floor(at * 7919) % (count * slideWidth)
          const window = virtualWindow({
            boxes,
            axis: 'horizontal',
            viewStart,
            viewSize,
            gotFirstScroll: true,
            currentIndex: current,
          })
          const inView = boxes.filter(
            (b) => b.offset.left < viewStart + viewSize && b.offset.left + b.width > viewStart,
          )
          expect(window).toContain(current)
          for (const box of inView) expect(window).toContain(box.idx)
          expect(window.length).toBeLessThanOrEqual(Math.max(MAX_SLIDES, inView.length + 1))
          if (fromCurrent && slideWidth * 4 >= viewSize) expect(window.length).toBeLessThanOrEqual(MAX_SLIDES)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('a looping slider of 10,000 slides renders at most 7 at its first frame and after any navigation', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(-1), fc.constant(1), fc.integer({ min: 0, max: 9_999 })), { maxLength: 6 }),
        (steps) => {
          const { g, clock } = gallery({
            items: hostItems(10_000),
            options: LOOPING_SLIDER,
            container: { width: 980, height: 500 },
          })
          expect(g.getSnapshot().items.length).toBeLessThanOrEqual(MAX_SLIDES)
          for (const step of steps) {
            if (step === -1) g.previous()
            else if (step === 1) g.next()
            else g.goTo(step)
            // The view follows the navigation, as the widget scrolls to its target.
            g.setScroll({ left: g.getSnapshot().navigation?.target ?? 0, width: 980 })
            clock.advance(1000)
            expect(g.getSnapshot().items.length).toBeLessThanOrEqual(MAX_SLIDES)
            expect(g.getSnapshot().items.map((item) => item.idx)).toContain(g.getSnapshot().activeIndex)
          }
          g.dispose()
        },
      ),
      { numRuns: 8 },
    )
  })
})

describe('reading the view after a scroll', () => {
  it('a jump past the window is read at once; a scroll within it at most every 50 ms', () => {
    const { g, clock } = gallery({ items: hostItems(3000), container: { width: 980 } })
    g.measureView({ top: 0, height: 800 })
    // The first scroll is read at once.
    expect(g.scrollReadDelay({ top: 100, height: 800 })).toBe(0)
    g.setScroll({ top: 100, height: 800 })
    clock.advance(10)
    // Within the window: wait for the rest of the 50 ms.
    expect(g.scrollReadDelay({ top: 300, height: 800 })).toBe(SCROLL_THROTTLE - 10)
    // Past the window (a jump to the middle): at once.
    const middle = Math.round(g.getSnapshot().layout!.height / 2)
    expect(g.scrollReadDelay({ top: middle, height: 800 })).toBe(0)
    clock.advance(SCROLL_THROTTLE)
    expect(g.scrollReadDelay({ top: 300, height: 800 })).toBe(0)
    g.dispose()
  })
})
