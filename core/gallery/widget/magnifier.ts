/**
 * The MAGNIFY click behaviour's pan (magnify on and off, following a drag; ×2, 0.3 s
 * transition). While magnified the picture follows the pointer (its part under the pointer shows);
 * pressing and dragging pans it instead, held within the picture's edges, and once dragged it stays
 * where the visitor put it. A press that moved less than {@link MAGNIFY_DRAG_THRESHOLD} px is a
 * click (it ends the magnification); a drag is not.
 */
import type { Transition } from '../../shared/createStore'

/** Px a press must move before it is a drag rather than a click. */
export const MAGNIFY_DRAG_THRESHOLD = 4
/** Transition of the magnified picture while it follows the pointer, ms. */
export const MAGNIFY_TRANSITION_MS = 300

/** The magnified picture's pan: its translation, px, before scaling about its centre. */
export interface MagnifierState {
  readonly x: number
  readonly y: number
  /** A press under way: where it started and the pan then. */
  readonly press: { readonly px: number; readonly py: number; readonly fromX: number; readonly fromY: number } | null
  /** The current press has moved past the threshold. */
  readonly dragging: boolean
  /** The visitor has dragged since magnifying: the picture no longer follows the pointer. */
  readonly dragged: boolean
}

/** Pointer events, positions in px from the item's top-left corner. */
export type MagnifierEvent =
  { type: 'move'; x: number; y: number } | { type: 'down'; x: number; y: number } | { type: 'up' }

/** The picture's size and scale. */
export interface MagnifierGeometry {
  width: number
  height: number
  scale: number
}

/** Not magnified yet: centred, no press. */
export const INITIAL_MAGNIFIER: MagnifierState = Object.freeze({
  x: 0,
  y: 0,
  press: null,
  dragging: false,
  dragged: false,
})

/** The farthest the picture may move from centre on each axis without showing past its edges. */
export function panLimits({ width, height, scale }: MagnifierGeometry): { x: number; y: number } {
  const k = Math.max(0, scale - 1) / 2
  return { x: width * k, y: height * k }
}

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value))

/** The pan that shows the part of the picture under the pointer at (`x`, `y`). */
export function followPan(x: number, y: number, g: MagnifierGeometry): { x: number; y: number } {
  const limits = panLimits(g)
  const k = Math.max(0, g.scale - 1)
  return { x: clamp((g.width / 2 - x) * k, limits.x), y: clamp((g.height / 2 - y) * k, limits.y) }
}

/** What the magnifier tells its binding: a press just ended as a drag (its click must not toggle the magnification off). */
export type MagnifierEffect = { type: 'endedDrag' }

/**
 * The magnifier's transition over the geometry `g` (the shared `Transition` signature): the next
 * pan after `event`, with `endedDrag` when a press ends as a drag.
 */
export const magnifierTransition =
  (g: MagnifierGeometry): Transition<MagnifierState, MagnifierEvent, MagnifierEffect> =>
  (state, event) => {
    switch (event.type) {
      case 'down':
        return [{ ...state, press: { px: event.x, py: event.y, fromX: state.x, fromY: state.y }, dragging: false }, []]
      case 'move': {
        const { press } = state
        if (!press) {
          if (state.dragged) return [state, []]
          return [{ ...state, ...followPan(event.x, event.y, g) }, []]
        }
        const dx = event.x - press.px
        const dy = event.y - press.py
        const dragging = state.dragging || Math.abs(dx) + Math.abs(dy) > MAGNIFY_DRAG_THRESHOLD
        if (!dragging) return [state, []]
        const limits = panLimits(g)
        const x = clamp(press.fromX + dx, limits.x)
        const y = clamp(press.fromY + dy, limits.y)
        return [{ ...state, x, y, dragging: true, dragged: true }, []]
      }
      case 'up':
        return [{ ...state, press: null, dragging: false }, state.dragging ? [{ type: 'endedDrag' }] : []]
    }
  }

/** The magnified picture's transform and transition: none while dragging, 0.3 s otherwise. */
export function magnifierStyle(state: MagnifierState, scale: number): { transform: string; transition: string } {
  return {
    transform: `translate(${Math.round(state.x)}px, ${Math.round(state.y)}px) scale(${scale})`,
    transition: state.dragging ? 'none' : `transform ${MAGNIFY_TRANSITION_MS}ms ease`,
  }
}
