import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  createFullscreenStore,
  canNavigate,
  fullscreenKeyEvent,
  fullscreenTransition,
  openFullscreen,
  swipeEvent,
  type FullscreenEvent,
} from '../fullscreenMachine'

const run = (state: ReturnType<typeof openFullscreen>, ...events: FullscreenEvent[]) =>
  events.reduce((current, event) => fullscreenTransition(current, event)[0], state)

describe('fullscreenMachine', () => {
  it('opens at the asked index, clamped to the items', () => {
    expect(openFullscreen(2, 5).index).toBe(2)
    expect(openFullscreen(9, 5).index).toBe(4)
    expect(openFullscreen(-3, 5).index).toBe(0)
    expect(openFullscreen(Number.NaN, 5).index).toBe(0)
  })

  it('stops at the ends without loop and wraps with it', () => {
    const last = openFullscreen(4, 5)
    expect(run(last, { type: 'next' })).toBe(last)
    expect(canNavigate(last, 'next')).toBe(false)
    expect(run(openFullscreen(0, 5), { type: 'previous' }).index).toBe(0)
    expect(run(openFullscreen(4, 5, true), { type: 'next' }).index).toBe(0)
    expect(run(openFullscreen(0, 5, true), { type: 'previous' }).index).toBe(4)
    expect(canNavigate(openFullscreen(0, 1, true), 'next')).toBe(false)
  })

  it('zooms ×2 on toggle, up to ×4 by steps, and a new item starts fitted and centred', () => {
    const zoomed = run(openFullscreen(1, 3), { type: 'toggleZoom' })
    expect(zoomed.zoom).toBe(2)
    expect(run(zoomed, { type: 'zoomIn' }, { type: 'zoomIn' }).zoom).toBe(4)
    expect(run(zoomed, { type: 'toggleZoom' }).zoom).toBe(1)
    const panned = run(zoomed, { type: 'pan', dx: 30, dy: -10, width: 400, height: 300 })
    expect(panned.pan).toEqual({ x: 30, y: -10 })
    const moved = run(panned, { type: 'next' })
    expect([moved.index, moved.zoom, moved.pan]).toEqual([2, 1, { x: 0, y: 0 }])
  })

  it('never pans a fitted item, and keeps a magnified one covering the stage', () => {
    const events = fc.oneof(
      fc.constantFrom<FullscreenEvent>({ type: 'zoomIn' }, { type: 'zoomOut' }, { type: 'toggleZoom' }),
      fc.record({
        type: fc.constant('pan' as const),
        dx: fc.integer({ min: -2000, max: 2000 }),
        dy: fc.integer({ min: -2000, max: 2000 }),
        width: fc.constant(400),
        height: fc.constant(300),
      }),
    )
    fc.assert(
      fc.property(fc.array(events, { maxLength: 30 }), (list) => {
        const state = run(openFullscreen(0, 2), ...list)
        expect(Math.abs(state.pan.x)).toBeLessThanOrEqual((400 * (state.zoom - 1)) / 2)
        expect(Math.abs(state.pan.y)).toBeLessThanOrEqual((300 * (state.zoom - 1)) / 2)
        if (state.zoom === 1) expect(state.pan).toEqual({ x: 0, y: 0 })
      }),
    )
  })

  it('follows the host when it changes the index or the items', () => {
    const state = openFullscreen(3, 5)
    expect(run(state, { type: 'sync', index: 3, count: 5 })).toBe(state)
    expect(run(state, { type: 'sync', index: 1, count: 5 }).index).toBe(1)
    expect(run(state, { type: 'sync', index: 3, count: 2 }).index).toBe(1)
  })

  it('maps keys to navigation, mirrored right to left', () => {
    expect(fullscreenKeyEvent('ArrowRight')).toEqual({ type: 'next' })
    expect(fullscreenKeyEvent('ArrowLeft')).toEqual({ type: 'previous' })
    expect(fullscreenKeyEvent('ArrowLeft', 'rtl')).toEqual({ type: 'next' })
    expect(fullscreenKeyEvent('Home')).toEqual({ type: 'first' })
    expect(fullscreenKeyEvent('End')).toEqual({ type: 'last' })
    expect(fullscreenKeyEvent('+')).toEqual({ type: 'zoomIn' })
    expect(fullscreenKeyEvent('Escape')).toBeNull()
  })

  it('turns a long horizontal swipe into navigation, not a short, vertical or magnified one', () => {
    expect(swipeEvent(-120, 10, 800, 1)).toEqual({ type: 'next' })
    expect(swipeEvent(120, 10, 800, 1)).toEqual({ type: 'previous' })
    expect(swipeEvent(120, 10, 800, 1, 'rtl')).toEqual({ type: 'next' })
    expect(swipeEvent(-30, 0, 800, 1)).toBeNull()
    expect(swipeEvent(-30, 0, 150, 1)).toEqual({ type: 'next' })
    expect(swipeEvent(-80, 200, 800, 1)).toBeNull()
    expect(swipeEvent(-300, 0, 800, 2)).toBeNull()
  })
})

describe('the fullscreen store', () => {
  it('runs the transition: next, previous at 0 without loop stays, and each change is a new snapshot', () => {
    const store = createFullscreenStore(0, 3)
    const seen: number[] = []
    store.subscribe(() => seen.push(store.getSnapshot().index))
    store.send({ type: 'previous' })
    store.send({ type: 'next' })
    store.send({ type: 'next' })
    expect(store.getSnapshot().index).toBe(2)
    expect(seen).toEqual([1, 2])
  })
})
