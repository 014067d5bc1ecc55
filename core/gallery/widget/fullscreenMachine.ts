/**
 * The fullscreen viewer's state (closed, or open with an active
 * index"): which item is shown, its zoom and pan. Pure; the React viewer renders the snapshot and
 * maps keys and swipes to events with {@link fullscreenKeyEvent} and {@link swipeEvent}.
 */
import { createValueStore, type ReadableStore } from '../../shared/createValueStore'
import type { Transition } from '../../shared/createStore'

/** Magnification of the zoom toggle (×2). */
export const FULLSCREEN_MAGNIFICATION = 2
/** Largest zoom reached by repeated zoom-in steps. */
export const FULLSCREEN_MAX_ZOOM = 4
/** A horizontal swipe shorter than this (px), or than 15 % of the stage width, does not navigate. */
export const SWIPE_MIN_DISTANCE = 50

/** The viewer's state while open. */
export interface FullscreenState {
  readonly index: number
  readonly count: number
  /** Whether next at the last item goes to the first (and previous at the first to the last). */
  readonly loop: boolean
  /** 1 = fitted; 2 and 4 = magnified. */
  readonly zoom: number
  /** Offset of the magnified media from the centre, in px of the stage. */
  readonly pan: { readonly x: number; readonly y: number }
}

/** What the viewer can be asked to do. */
export type FullscreenEvent =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'goTo'; index: number }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'toggleZoom' }
  /** Moves the magnified media by (dx, dy), kept so that it still covers a `width` × `height` stage. */
  | { type: 'pan'; dx: number; dy: number; width: number; height: number }
  /** The host changed the items or the index. */
  | { type: 'sync'; index: number; count: number }

const CENTRED = Object.freeze({ x: 0, y: 0 })

const clampIndex = (index: number, count: number): number =>
  count <= 0 ? 0 : Math.min(count - 1, Math.max(0, Math.trunc(Number.isFinite(index) ? index : 0)))

/** The state of a viewer opened at `index` over `count` items. */
export function openFullscreen(index: number, count: number, loop = false): FullscreenState {
  return { index: clampIndex(index, count), count: Math.max(0, count), loop, zoom: 1, pan: CENTRED }
}

function moveTo(state: FullscreenState, index: number): FullscreenState {
  const next = clampIndex(index, state.count)
  // A new item starts fitted and centred.
  return next === state.index ? state : { ...state, index: next, zoom: 1, pan: CENTRED }
}

function zoomTo(state: FullscreenState, zoom: number): FullscreenState {
  const next = Math.min(FULLSCREEN_MAX_ZOOM, Math.max(1, zoom))
  if (next === state.zoom) return state
  // Zooming out keeps the same point in view, scaled; back at 1 the media is centred again.
  const ratio = (next - 1) / (state.zoom - 1 || 1)
  const pan = next === 1 ? CENTRED : { x: state.pan.x * ratio, y: state.pan.y * ratio }
  return { ...state, zoom: next, pan }
}

/**
 * The viewer's transition (the shared `Transition` signature; it has no effects): the next state,
 * `state` itself when nothing changes.
 */
export const fullscreenTransition: Transition<FullscreenState, FullscreenEvent, never> = (state, event) => [
  nextState(state, event),
  [],
]

function nextState(state: FullscreenState, event: FullscreenEvent): FullscreenState {
  const last = state.count - 1
  switch (event.type) {
    case 'next':
      if (state.index < last) return moveTo(state, state.index + 1)
      return state.loop && state.count > 1 ? moveTo(state, 0) : state
    case 'previous':
      if (state.index > 0) return moveTo(state, state.index - 1)
      return state.loop && state.count > 1 ? moveTo(state, last) : state
    case 'first':
      return moveTo(state, 0)
    case 'last':
      return moveTo(state, last)
    case 'goTo':
      return moveTo(state, event.index)
    case 'zoomIn':
      return zoomTo(state, state.zoom * FULLSCREEN_MAGNIFICATION)
    case 'zoomOut':
      return zoomTo(state, state.zoom / FULLSCREEN_MAGNIFICATION)
    case 'toggleZoom':
      return zoomTo(state, state.zoom > 1 ? 1 : FULLSCREEN_MAGNIFICATION)
    case 'pan': {
      if (state.zoom <= 1) return state
      // The media is scaled around its centre: it may move by half of what it overflows.
      const maxX = (event.width * (state.zoom - 1)) / 2
      const maxY = (event.height * (state.zoom - 1)) / 2
      const x = Math.min(maxX, Math.max(-maxX, state.pan.x + event.dx))
      const y = Math.min(maxY, Math.max(-maxY, state.pan.y + event.dy))
      return x === state.pan.x && y === state.pan.y ? state : { ...state, pan: { x, y } }
    }
    case 'sync': {
      const count = Math.max(0, event.count)
      const index = clampIndex(event.index, count)
      if (count === state.count && index === state.index) return state
      return index === state.index ? { ...state, count } : { ...state, count, index, zoom: 1, pan: CENTRED }
    }
  }
}

/** Whether next (or previous) would show another item. */
export function canNavigate(state: FullscreenState, direction: 'next' | 'previous'): boolean {
  if (state.count <= 1) return false
  if (state.loop) return true
  return direction === 'next' ? state.index < state.count - 1 : state.index > 0
}

/**
 * The event a key stands for, or null. Arrows follow the reading direction: in a right-to-left
 * viewer the left arrow goes to the next item. Escape is not here: the focus trap closes the viewer.
 */
export function fullscreenKeyEvent(key: string, dir: 'ltr' | 'rtl' = 'ltr'): FullscreenEvent | null {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
  switch (key) {
    case forward:
    case 'PageDown':
      return { type: 'next' }
    case backward:
    case 'PageUp':
      return { type: 'previous' }
    case 'Home':
      return { type: 'first' }
    case 'End':
      return { type: 'last' }
    case '+':
    case '=':
      return { type: 'zoomIn' }
    case '-':
    case '_':
      return { type: 'zoomOut' }
    case '0':
      return { type: 'toggleZoom' }
    default:
      return null
  }
}

/**
 * The navigation a finished swipe asks for: a mostly horizontal move of at least 50 px (or 15 % of a
 * narrower stage). Swiping towards the start shows the next item; mirrored right to left. A
 * magnified item is panned instead, so it never navigates.
 */
export function swipeEvent(
  dx: number,
  dy: number,
  stageWidth: number,
  zoom: number,
  dir: 'ltr' | 'rtl' = 'ltr',
): FullscreenEvent | null {
  if (zoom > 1) return null
  const threshold = Math.min(SWIPE_MIN_DISTANCE, Math.max(1, stageWidth) * 0.15)
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return null
  const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0
  return { type: towardsStart ? 'next' : 'previous' }
}

/** The fullscreen viewer's store: its state, and events in ({@link fullscreenTransition}). */
export interface FullscreenStore extends ReadableStore<FullscreenState> {
  send(event: FullscreenEvent): void
}

/** Creates the viewer's store, open at `index` of `count` items. */
export function createFullscreenStore(index: number, count: number, loop = false): FullscreenStore {
  const store = createValueStore(openFullscreen(index, count, loop))
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send: (event) => store.update(fullscreenTransition(store.getSnapshot(), event)[0]),
  }
}
