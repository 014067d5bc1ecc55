import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { manualClock, recordingLogger, syncLayoutWorker } from '../../../../adapters/memory'
import type { LayoutWorkerPort } from '../../../../ports/layoutWorker'
import { hostItems } from '../../blueprint/__tests__/fakes'
import { createGalleryController } from '../createGalleryController'
import type { GalleryControllerOptions, GalleryEventName } from '../galleryControllerTypes'
import { MAX_RENDERED_ITEMS } from '../virtualWindow'
import { jumpItem } from '../neighbourItem'

const GRID = { layoutParams: { structure: { galleryLayout: 'grid' } } }
const SLIDER = { layoutParams: { structure: { galleryLayout: 'slider' } } }
const LOOPING_SLIDER = { ...SLIDER, behaviourParams: { gallery: { horizontal: { loop: true } } } }
const slider = (extra: object) => ({
  ...SLIDER,
  behaviourParams: { gallery: { horizontal: { loop: false } }, ...extra },
})

/** Lets the blueprint store's promise callbacks run. */
const settle = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve()
}

function gallery(overrides: Partial<GalleryControllerOptions> = {}) {
  const clock = manualClock()
  const logger = recordingLogger()
  const events: { name: GalleryEventName; data: unknown }[] = []
  const g = createGalleryController({
    id: 'test',
    items: hostItems(24),
    options: GRID,
    container: { width: 980, height: 700 },
    clock,
    logger,
    eventsListener: (name, data) => events.push({ name, data }),
    ...overrides,
  })
  const named = (name: GalleryEventName) => events.filter((e) => e.name === name).map((e) => e.data)
  return { g, clock, logger, events, named }
}

describe('gallery controller: layout and window', () => {
  it('lays out at once with a known container, and its snapshot lists the window to render', () => {
    const { g } = gallery()
    const s = g.getSnapshot()
    expect(s.status).toBe('ready')
    expect(s.width).toBe(980)
    expect(s.count).toBe(24)
    expect(s.items.length).toBeGreaterThan(0)
    expect(s.items[0]).toMatchObject({ idx: 0, id: expect.any(String), offset: expect.any(Object) })
    expect(s.items[0]!.style.width).toBeGreaterThan(0)
    g.dispose()
  })

  it('10,000 items keep at most 300 in the window at any scroll, and the bottom holds the last item', async () => {
    const { g, clock } = gallery({ items: hostItems(10_000), container: { width: 980 } })
    await settle()
    const height = g.getSnapshot().layout!.height
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (at) => {
        g.setScroll({ top: Math.round(at * (height - 900)), height: 900 })
        clock.advance(200)
        expect(g.getSnapshot().items.length).toBeLessThanOrEqual(MAX_RENDERED_ITEMS)
        expect(g.getSnapshot().items.length).toBeGreaterThan(0)
      }),
      { numRuns: 60 },
    )
    g.setScroll({ top: height - 900, height: 900 })
    clock.advance(200)
    expect(g.getSnapshot().items.at(-1)!.idx).toBe(9_999)
    g.dispose()
  })

  it('a narrower container lays out again', async () => {
    const { g } = gallery()
    const wide = g.getSnapshot().layout!
    g.setContainer({ width: 400, height: 700 })
    await settle()
    const narrow = g.getSnapshot().layout!
    expect(narrow).not.toBe(wide)
    expect(narrow.width).toBeLessThanOrEqual(400)
    for (const box of narrow.items) expect(box.offset.left + box.width).toBeLessThanOrEqual(400 + 1e-6)
    expect(g.getSnapshot().width).toBe(400)
    g.dispose()
  })

  it('items given later grow the gallery; new options lay out again', async () => {
    const { g } = gallery()
    g.setItems(hostItems(30))
    await settle()
    expect(g.getSnapshot().count).toBe(30)
    g.setOptions(SLIDER)
    await settle()
    expect(g.getSnapshot().horizontal).toBe(true)
    g.dispose()
  })

  it('without a container nothing is laid out; the first container lays out', async () => {
    const { g } = gallery({ container: null })
    expect(g.getSnapshot().status).toBe('idle')
    expect(g.getSnapshot().items).toEqual([])
    g.setContainer({ width: 600 })
    await settle()
    expect(g.getSnapshot().status).toBe('ready')
    expect(g.getSnapshot().count).toBe(24)
    g.dispose()
  })
})

describe('gallery controller: slider', () => {
  it("a slider's next() three times gives activeIndex 3 and a CURRENT_ITEM_CHANGED event", () => {
    const { g, clock, named } = gallery({ options: slider({}), container: { width: 980, height: 500 } })
    for (let i = 0; i < 3; i++) {
      g.next()
      clock.advance(1000)
    }
    expect(g.getSnapshot().activeIndex).toBe(3)
    expect(named('CURRENT_ITEM_CHANGED')).toEqual([{ idx: 1 }, { idx: 2 }, { idx: 3 }])
    expect(named('NAVIGATION_START')).toEqual([{ idx: 1 }, { idx: 2 }, { idx: 3 }])
    g.dispose()
  })

  it('next() presses closer than 400 ms are dropped', () => {
    const { g, clock } = gallery({ options: slider({}), container: { width: 980, height: 500 } })
    g.next()
    clock.advance(399)
    g.next()
    expect(g.getSnapshot().activeIndex).toBe(1)
    clock.advance(1)
    g.next()
    expect(g.getSnapshot().activeIndex).toBe(2)
    g.dispose()
  })

  it("a looping slider's previous() at 0 gives the last index", () => {
    const { g } = gallery({ options: LOOPING_SLIDER, container: { width: 980, height: 500 } })
    const count = g.getSnapshot().count
    expect(count).toBeGreaterThanOrEqual(24)
    g.previous()
    expect(g.getSnapshot().activeIndex).toBe(count - 1)
    g.dispose()
  })

  it('without loop next() at the end stays', () => {
    const { g, clock } = gallery({ items: hostItems(3), options: slider({}), container: { width: 980, height: 500 } })
    g.goTo(2)
    clock.advance(1000)
    g.next()
    expect(g.getSnapshot().activeIndex).toBe(2)
    g.dispose()
  })

  it('any sequence of next/previous/goTo keeps the current slide within the items', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        fc.array(fc.oneof(fc.constant('next'), fc.constant('previous'), fc.integer({ min: -5, max: 40 })), {
          maxLength: 30,
        }),
        (n, loop, steps) => {
          const options = loop ? LOOPING_SLIDER : slider({})
          const { g, clock } = gallery({ items: hostItems(n), options, container: { width: 600, height: 400 } })
          const count = g.getSnapshot().count
          for (const step of steps) {
            if (step === 'next') g.next()
            else if (step === 'previous') g.previous()
            else g.goTo(step)
            clock.advance(500)
            const { activeIndex } = g.getSnapshot()
            expect(activeIndex).toBeGreaterThanOrEqual(0)
            expect(activeIndex).toBeLessThan(count)
          }
          g.dispose()
          expect(clock.pending()).toBe(0)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('a navigation asks the view to scroll for the options navigationDuration', () => {
    const options = { ...slider({}), behaviourParams: { gallery: { horizontal: { navigationDuration: 250 } } } }
    const { g } = gallery({ options, container: { width: 600, height: 400 } })
    g.next()
    expect(g.getSnapshot().navigation).toMatchObject({ index: 1, duration: 250, direction: 1 })
    g.dispose()
  })

  it('auto-slide advances every interval on the clock, and dispose() leaves no timer pending', () => {
    const options = {
      ...SLIDER,
      behaviourParams: { gallery: { horizontal: { loop: false, autoSlide: { behaviour: 'INTERVAL', interval: 2 } } } },
    }
    const { g, clock } = gallery({ options, container: { width: 980, height: 500 } })
    clock.advance(2000)
    expect(g.getSnapshot().activeIndex).toBe(1)
    clock.advance(2000)
    expect(g.getSnapshot().activeIndex).toBe(2)
    g.setScroll({ left: 0, width: 980 })
    g.dispose()
    expect(clock.pending()).toBe(0)
    clock.advance(10_000)
    expect(g.getSnapshot().activeIndex).toBe(2)
  })
})

describe('gallery controller: item action', () => {
  it('activate(7) with click action ACTION sets fullscreenIndex 7, and closeFullscreen() clears it', () => {
    const options = { ...GRID, behaviourParams: { item: { clickAction: 'ACTION' } } }
    const { g, named } = gallery({ options })
    g.activate(7)
    expect(g.getSnapshot().fullscreenIndex).toBe(7)
    expect(named('ITEM_CLICKED')).toHaveLength(1)
    expect(named('ITEM_ACTION_TRIGGERED')).toMatchObject([{ idx: 7 }])
    g.closeFullscreen()
    expect(g.getSnapshot().fullscreenIndex).toBeNull()
    g.dispose()
  })

  it('click action NOTHING opens nothing; MAGNIFY toggles the magnified item', () => {
    const { g } = gallery()
    g.activate(3)
    expect(g.getSnapshot().fullscreenIndex).toBeNull()
    g.setOptions({ ...GRID, behaviourParams: { item: { clickAction: 'MAGNIFY' } } })
    g.activate(3)
    expect(g.getSnapshot().magnifiedIndex).toBe(3)
    g.activate(3)
    expect(g.getSnapshot().magnifiedIndex).toBeNull()
    g.dispose()
  })

  it('LINK opens the item link through the openUrl port', () => {
    const opened: string[] = []
    const items = hostItems(5).map((item, i) => ({
      ...item,
      metadata: { link: { type: 'web', url: `https://example.com/${i}` } },
    }))
    const options = { ...GRID, behaviourParams: { item: { clickAction: 'LINK' } } }
    const { g } = gallery({ items, options, openUrl: (url) => opened.push(url) })
    g.activate(2)
    expect(opened).toEqual(['https://example.com/2'])
    g.dispose()
  })

  it('on a phone the first tap shows the hover only when the overlay has something to show', () => {
    const options = { ...GRID, behaviourParams: { item: { clickAction: 'ACTION' } } }
    const titled = hostItems(4)
    const untitledItems = titled.map((item) => ({ ...item, metadata: {} }))
    const withTitles = gallery({ items: titled, options, isMobile: true }).g
    withTitles.activate(1)
    expect(withTitles.getSnapshot()).toMatchObject({ hoverIndex: 1, fullscreenIndex: null })
    withTitles.activate(1)
    expect(withTitles.getSnapshot().fullscreenIndex).toBe(1)
    const untitled = gallery({ items: untitledItems, options, isMobile: true }).g
    untitled.activate(1)
    expect(untitled.getSnapshot()).toMatchObject({ hoverIndex: null, fullscreenIndex: 1 })
  })
})

describe('gallery controller: more items', () => {
  it('getMoreItems(fromIndex) is called once the end is within about three viewports, not again within 2,000 ms, and what it returns grows the gallery', async () => {
    const calls: number[] = []
    let next = 0
    const { g, clock } = gallery({
      items: hostItems(40),
      totalItemsCount: 400,
      container: { width: 980 },
      getMoreItems: (from) => {
        calls.push(from)
        return hostItems(40, `more${next++}-`)
      },
    })
    await settle()
    const height = g.getSnapshot().layout!.height
    // Far from the end: nothing.
    g.setScroll({ top: 0, height: Math.floor(height / 8) })
    await settle()
    expect(calls).toEqual([])
    g.setScroll({ top: height - 900, height: 900 })
    await settle()
    expect(calls).toEqual([40])
    await settle()
    expect(g.getSnapshot().count).toBe(80)
    // The end is near again, but 2,000 ms have not passed.
    const grown = g.getSnapshot().layout!.height
    g.setScroll({ top: grown - 900, height: 900 })
    await clock.advanceAsync(1999)
    expect(calls).toEqual([40])
    await clock.advanceAsync(1)
    await settle()
    expect(calls).toEqual([40, 80])
    g.dispose()
    expect(clock.pending()).toBe(0)
  })

  it('Load More shows the rest of a vertical gallery taller than its container', async () => {
    const options = { ...GRID, behaviourParams: { gallery: { vertical: { loadMore: { enable: true } } } } }
    const { g } = gallery({ items: hostItems(60), options, container: { width: 980, height: 600 } })
    expect(g.getSnapshot().shown).toEqual({ height: 600 - 138, showButton: true })
    expect(g.getSnapshot().height).toBe(600)
    g.loadMore()
    expect(g.getSnapshot().shown.showButton).toBe(false)
    expect(g.getSnapshot().containerState.showMoreClickedAtLeastOnce).toBe(true)
    g.dispose()
  })
})

describe('gallery controller: keyboard, events and ports', () => {
  it('arrows move focus in a grid and report the current item; Escape announces leaving the gallery', () => {
    const { g, named } = gallery()
    const result = g.keyDown('ArrowRight', 0)
    expect(result).toEqual({ handled: true, focus: 1 })
    expect(g.getSnapshot().focusIndex).toBe(1)
    expect(named('CURRENT_ITEM_CHANGED')).toEqual([{ idx: 1 }])
    expect(g.keyDown('Escape', 1)).toEqual({ handled: true, leave: true })
    expect(g.getSnapshot().announcement).toEqual({ key: 'galleryLeft', seq: 1 })
    expect(g.keyDown('a', 1)).toEqual({ handled: false })
    g.dispose()
  })

  it('Home, End and Page keys in a grid focus the item the jump rule names and report it', () => {
    const { g, named } = gallery()
    const { layout, view } = g.getSnapshot()
    expect(g.keyDown('End', 0)).toEqual({ handled: true, focus: layout!.items.length - 1 })
    expect(g.keyDown('Home', layout!.items.length - 1)).toEqual({ handled: true, focus: 0 })
    const below = jumpItem(layout!.items, 0, 'PageDown', view.size)!
    expect(below).toBeGreaterThan(0)
    expect(g.keyDown('PageDown', 0)).toEqual({ handled: true, focus: below })
    expect(g.getSnapshot().focusIndex).toBe(below)
    expect(g.keyDown('PageUp', below)).toEqual({ handled: true, focus: 0 })
    expect(named('CURRENT_ITEM_CHANGED')).toEqual([
      { idx: layout!.items.length - 1 },
      { idx: 0 },
      { idx: below },
      { idx: 0 },
    ])
    // At the top Home and Page Up stay where they are.
    expect(g.keyDown('PageUp', 0)).toEqual({ handled: true })
    g.dispose()
  })

  it('reports APP_LOADED and GALLERY_CHANGE once per layout, ITEM_CREATED once per item, and the navigation API', () => {
    const { g, named } = gallery()
    expect(named('APP_LOADED')).toHaveLength(1)
    expect(named('GALLERY_CHANGE')).toHaveLength(1)
    const createdIds = named('ITEM_CREATED').map((d) => (d as { id: string }).id)
    expect(new Set(createdIds).size).toBe(createdIds.length)
    expect(createdIds.length).toBe(g.getSnapshot().items.length)
    expect(named('NAVIGATION_API_READY')).toHaveLength(1)
    g.dispose()
  })

  it('with start: false nothing is reported until start()', () => {
    const { g, events } = gallery({ start: false })
    expect(events).toEqual([])
    g.start()
    expect(events.map((e) => e.name)).toContain('APP_LOADED')
    g.dispose()
  })

  it('lays out on a layout port from its threshold, showing the first items meanwhile', async () => {
    const answers: (() => void)[] = []
    const inner = syncLayoutWorker()
    // A port that answers only when told: the preview shows meanwhile.
    const port: LayoutWorkerPort = {
      layout: (request) => new Promise((resolve) => answers.push(() => resolve(inner.layout(request)))),
      append: (items) => inner.append(items),
      dispose: () => inner.dispose(),
    }
    const { g } = gallery({ items: hostItems(50), layout: port, layoutWorkerThreshold: 20 })
    expect(g.getSnapshot().preview).toBe(true)
    expect(g.getSnapshot().count).toBe(50)
    await settle()
    expect(answers).toHaveLength(1)
    answers[0]!()
    await settle()
    expect(g.getSnapshot().preview).toBe(false)
    expect(g.getSnapshot().count).toBe(50)
    g.dispose()
  })

  it('the container state follows hover, playing media and the view', () => {
    const { g } = gallery()
    g.setGalleryHovered(true)
    g.setPlaying('video', 4)
    g.measureView({ top: 0, height: 800, inView: false })
    expect(g.getSnapshot().containerState).toMatchObject({
      isInHover: true,
      playingVideoIdx: 4,
      playing3DIdx: -1,
      isInViewport: false,
      gotFirstScrollEvent: false,
    })
    expect(g.getSnapshot().firstInteraction).toBe(false)
    g.setScroll({ top: 10, height: 800 })
    expect(g.getSnapshot().firstInteraction).toBe(true)
    g.dispose()
  })
})

describe('gallery controller: spec timing and media rules', () => {
  it('while the visitor scrolls a slider the current item follows at most every 600 ms, and once after', () => {
    const { g, clock } = gallery({ options: slider({}), container: { width: 600, height: 400 } })
    const left = (idx: number) => g.getSnapshot().layout!.items[idx]!.offset.left
    g.setScroll({ left: left(3), width: 600 })
    expect(g.getSnapshot().activeIndex).toBe(3)
    clock.advance(100)
    g.setScroll({ left: left(5), width: 600 })
    expect(g.getSnapshot().activeIndex).toBe(3)
    clock.advance(499)
    expect(g.getSnapshot().activeIndex).toBe(3)
    clock.advance(1)
    expect(g.getSnapshot().activeIndex).toBe(5)
    g.dispose()
    expect(clock.pending()).toBe(0)
  })

  it('a video that plays on CLICK plays on the first click and pauses on the next, instead of the item action', () => {
    const videos = hostItems(4).map((item) => ({
      ...item,
      metadata: { type: 'video', videoUrl: `${item.itemId}.mp4` },
    }))
    const options = { ...GRID, behaviourParams: { item: { clickAction: 'ACTION', video: { playTrigger: 'CLICK' } } } }
    const { g } = gallery({ items: videos, options })
    g.activate(2)
    expect(g.getSnapshot().containerState.playingVideoIdx).toBe(2)
    expect(g.getSnapshot().fullscreenIndex).toBeNull()
    g.activate(2)
    expect(g.getSnapshot().containerState.playingVideoIdx).toBe(-1)
    g.dispose()
  })
})
