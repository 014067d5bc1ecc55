import { describe, expect, it } from 'vitest'
import { manualClock } from '../../../../adapters/memory'
import { clickOutcome, overlayShown } from '../clickOutcome'
import { FETCH_MORE_SPACING, LOAD_MORE_RESERVED, shouldFetchMore, shownHeight } from '../fetchMore'
import type { ArrowsType } from '../../options/enums'
import {
  ARROW_DRAWINGS,
  arrowBox,
  arrowsPlacement,
  arrowsShown,
  controlsInset,
  counterWidth,
  outsideArrowsWidth,
} from '../galleryChrome'
import { createThrottle, mouseFollowerZone } from '../mouseFollower'

describe('fetching more items', () => {
  const base = {
    viewEnd: 1000,
    viewportSize: 800,
    gallerySize: 3000,
    loadedCount: 50,
    totalCount: 200,
    loop: false,
    inFlight: false,
    lastFetchAt: null,
    now: 0,
  }
  it('fetches when under three viewports of scroll remain, not before', () => {
    expect(shouldFetchMore(base)).toBe(true)
    expect(shouldFetchMore({ ...base, gallerySize: 1000 + 3 * 800 })).toBe(false)
    expect(shouldFetchMore({ ...base, loadedCount: 200 })).toBe(false)
    expect(shouldFetchMore({ ...base, loadedCount: 200, loop: true })).toBe(true)
    expect(shouldFetchMore({ ...base, inFlight: true })).toBe(false)
  })

  it('waits 2000 ms between two fetches on the clock', () => {
    const clock = manualClock()
    const lastFetchAt = clock.now()
    clock.advance(FETCH_MORE_SPACING - 1)
    expect(shouldFetchMore({ ...base, lastFetchAt, now: clock.now() })).toBe(false)
    clock.advance(1)
    expect(shouldFetchMore({ ...base, lastFetchAt, now: clock.now() })).toBe(true)
  })

  it('shows the container height minus the Load More button until it is clicked', () => {
    const args = { layoutHeight: 3000, containerHeight: 700, loadMoreEnabled: true, loadMoreClicked: false }
    expect(shownHeight(args)).toEqual({ height: 700 - LOAD_MORE_RESERVED, showButton: true })
    expect(shownHeight({ ...args, loadMoreClicked: true })).toEqual({ height: 3000, showButton: false })
    expect(shownHeight({ ...args, layoutHeight: 400 })).toEqual({ height: 400, showButton: false })
    expect(shownHeight({ ...args, loadMoreEnabled: false })).toEqual({ height: 3000, showButton: false })
  })
})

describe('mouse-follower arrows', () => {
  const zone = (x: number, more: Partial<Parameters<typeof mouseFollowerZone>[0]> = {}) =>
    mouseFollowerZone({ x, width: 1000, hasPrevious: true, hasNext: true, ...more })
  it('with two arrows, each half of the width shows its side', () => {
    expect(zone(100)).toBe('previous')
    expect(zone(499)).toBe('previous')
    expect(zone(501)).toBe('next')
    expect(zone(100, { dir: 'rtl' })).toBe('next')
    expect(zone(300, { zoneShare: 0.25 })).toBeNull()
  })
  it('with one arrow, the whole width shows it; outside the gallery none', () => {
    expect(zone(50, { hasPrevious: false })).toBe('next')
    expect(zone(950, { hasNext: false })).toBe('previous')
    expect(zone(-1)).toBeNull()
    expect(zone(10, { hasPrevious: false, hasNext: false })).toBeNull()
  })
  it('handles at most one move per 50 ms', () => {
    const clock = manualClock()
    const gate = createThrottle(50)
    const handled = []
    for (let i = 0; i < 10; i++) {
      handled.push(gate(clock.now()))
      clock.advance(20)
    }
    expect(handled).toEqual([true, false, false, true, false, false, true, false, false, true])
  })
})

describe('click behaviour', () => {
  const base = {
    clickAction: 'ACTION' as const,
    hasDirectLink: false,
    hasLink: true,
    isMobile: false,
    hoveringBehaviour: 'APPEARS' as const,
    hovered: false,
  }
  it('follows a direct link first, else the click action', () => {
    expect(clickOutcome({ ...base, hasDirectLink: true })).toBe('directLink')
    expect(clickOutcome(base)).toBe('action')
    expect(clickOutcome({ ...base, clickAction: 'LINK' })).toBe('link')
    expect(clickOutcome({ ...base, clickAction: 'LINK', hasLink: false })).toBe('nothing')
    expect(clickOutcome({ ...base, clickAction: 'MAGNIFY' })).toBe('magnify')
    expect(clickOutcome({ ...base, clickAction: 'NOTHING' })).toBe('nothing')
  })
  it('on mobile with a hover overlay, the first tap shows the hover and the second acts', () => {
    expect(clickOutcome({ ...base, isMobile: true })).toBe('hover')
    expect(clickOutcome({ ...base, isMobile: true, hovered: true })).toBe('action')
    expect(clickOutcome({ ...base, isMobile: true, hoveringBehaviour: 'ALWAYS_SHOW' })).toBe('action')
  })
  it('shows the overlay on hover, always or never', () => {
    expect([overlayShown('APPEARS', false), overlayShown('APPEARS', true)]).toEqual([false, true])
    expect([overlayShown('ALWAYS_SHOW', false), overlayShown('NEVER_SHOW', true)]).toEqual([true, false])
  })
})

describe('gallery chrome', () => {
  it('sizes the slide counter by item count', () => {
    expect([9, 10, 99, 100, 999, 1000].map(counterWidth)).toEqual([26, 43, 43, 60, 60, 76])
  })
  it('shows arrows only when enabled, not prerendering, wider than the container and fitting', () => {
    const ok = {
      enabled: true,
      isPrerender: false,
      galleryWidth: 3000,
      containerWidth: 980,
      arrowHeight: 39,
      alignHeight: 400,
    }
    expect(arrowsShown(ok)).toBe(true)
    expect(arrowsShown({ ...ok, enabled: false })).toBe(false)
    expect(arrowsShown({ ...ok, isPrerender: true })).toBe(false)
    expect(arrowsShown({ ...ok, galleryWidth: 980 })).toBe(false)
    expect(arrowsShown({ ...ok, alignHeight: 39 })).toBe(true)
    expect(arrowsShown({ ...ok, alignHeight: 38 })).toBe(false)
  })
  it('takes twice the arrow size plus 40 plus half the spacing for outside arrows', () => {
    expect(outsideArrowsWidth(23, 10)).toBe(91)
  })
  it('places outside arrows centred in the margin the layout left, and on-gallery ones at their padding', () => {
    const base = { type: 'DEFAULT_ARROW', container: 'SHADOW', arrowSize: 23, padding: 23, itemSpacing: 10 } as const
    const drawn = { width: 23, height: 39, icon: { width: 23, height: 39 } }
    expect(arrowsPlacement({ ...base, position: 'ON_GALLERY' })).toEqual({
      contentInset: 0,
      arrowInset: 23,
      box: drawn,
      outside: false,
    })
    // Margin 91 / 2 = 45.5 px; the 23 px wide arrow centred in it.
    expect(arrowsPlacement({ ...base, position: 'OUTSIDE_GALLERY' })).toEqual({
      contentInset: 45.5,
      arrowInset: 11.25,
      box: drawn,
      outside: true,
    })
    const box = arrowsPlacement({ ...base, arrowSize: 60, container: 'BOX', position: 'OUTSIDE_GALLERY' })
    expect(box).toMatchObject({ contentInset: 82.5, box: { width: 60, height: 60 }, arrowInset: 11.25 })
  })
})

describe('arrow boxes: size / 2.4 in a BOX, the drawing at the arrow size otherwise', () => {
  const TYPES = Object.keys(ARROW_DRAWINGS) as ArrowsType[]

  it('has 7 arrow styles, each its own drawing', () => {
    expect(TYPES).toEqual(['DEFAULT_ARROW', 'ARROW_2', 'ARROW_3', 'ARROW_4', 'ARROW_5', 'ARROW_6', 'ARROW_7'])
  })

  it.each(TYPES)('%s in a BOX: a size × size square, the drawing’s longer side size / 2.4', (type) => {
    const { width, height, icon } = arrowBox({ type, container: 'BOX', size: 48 })
    expect([width, height]).toEqual([48, 48])
    expect(Math.max(icon.width, icon.height)).toBeCloseTo(20, 9)
    const drawing = ARROW_DRAWINGS[type]
    expect(icon.width / icon.height).toBeCloseTo(drawing.width / drawing.height, 9)
  })

  it.each(TYPES)('%s without a box (NONE or SHADOW): the drawing, size px wide', (type) => {
    const drawing = ARROW_DRAWINGS[type]
    for (const container of ['NONE', 'SHADOW'] as const) {
      const box = arrowBox({ type, container, size: 40 })
      expect(box.width).toBe(40)
      expect(box.height).toBeCloseTo((40 * drawing.height) / drawing.width, 9)
      expect(box.icon).toEqual({ width: box.width, height: box.height })
    }
  })

  it('draws an unknown style as the default arrow', () => {
    const unknown = arrowBox({ type: 'ARROW_9' as ArrowsType, container: 'NONE', size: 23 })
    expect(unknown).toEqual(arrowBox({ type: 'DEFAULT_ARROW', container: 'NONE', size: 23 }))
  })
})

describe('slideshow controls placement', () => {
  const base = {
    galleryWidth: 980,
    galleryHeight: 520,
    margins: { left: 0, right: 0 },
    stripOnGallery: null,
    rtl: false,
  }
  it('sit 12 px inside the bottom end corner of the slides, above an outside strip', () => {
    expect(controlsInset({ ...base, slidesBottom: 520 })).toEqual({ bottom: 12, end: 12 })
    // An outside strip of 120 under the slides, a thumbnail column of 120 at the right.
    expect(controlsInset({ ...base, slidesBottom: 400 })).toEqual({ bottom: 132, end: 12 })
    expect(controlsInset({ ...base, slidesBottom: 520, margins: { left: 0, right: 120 } }).end).toBe(132)
    expect(controlsInset({ ...base, slidesBottom: 520, margins: { left: 120, right: 0 }, rtl: true }).end).toBe(132)
  })
  it('clear a strip lying on the slides along their corner', () => {
    const strip = { box: { top: 418, left: 12, width: 956, height: 90 }, alignment: 'BOTTOM' }
    expect(controlsInset({ ...base, slidesBottom: 520, stripOnGallery: strip })).toEqual({ bottom: 114, end: 12 })
    const right = { box: { top: 12, left: 878, width: 90, height: 496 }, alignment: 'RIGHT' }
    expect(controlsInset({ ...base, slidesBottom: 520, stripOnGallery: right })).toEqual({ bottom: 12, end: 114 })
  })
})
