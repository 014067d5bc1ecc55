/**
 * Slide animations FADE and DECK (they block scrolling). The slides
 * do not scroll: they are stacked on one stage, the current one on top. A navigation is a
 * transition in two phases: 'prepare' puts the slides at their start looks without animating,
 * 'run' moves them to their end looks over the duration, after which only the new slide shows.
 * FADE: the new slide fades in over the old one. DECK: going forwards the old slide slides away to
 * the start side like a card taken off a deck; going backwards the previous card comes back over it.
 */
import type { SlideAnimation } from '../options/enums'

/** A running transition between two slides. */
export interface SlideTransition {
  readonly from: number
  readonly to: number
  readonly direction: 1 | -1
  /** ms; 0 when motion is reduced. */
  readonly duration: number
  readonly phase: 'prepare' | 'run'
}

/** The stage: which slide shows, and the transition under way. */
export interface SlideStageState {
  readonly animation: SlideAnimation
  readonly current: number
  readonly transition: SlideTransition | null
}

/** How one slide looks on the stage. */
export interface SlideLook {
  /** False: the slide is not seen (nor focusable, nor read out). */
  readonly visible: boolean
  readonly opacity: number
  /** Horizontal shift in slide widths (negative: leftwards). */
  readonly shift: number
  readonly zIndex: number
  /** Transition duration of this look, ms (0: it jumps there). */
  readonly duration: number
}

const HIDDEN: SlideLook = Object.freeze({ visible: false, opacity: 0, shift: 0, zIndex: 0, duration: 0 })
const SHOWN: SlideLook = Object.freeze({ visible: true, opacity: 1, shift: 0, zIndex: 1, duration: 0 })

/** Whether `animation` stacks slides on a stage instead of scrolling them. */
export function isStageAnimation(animation: SlideAnimation): boolean {
  return animation === 'FADE' || animation === 'DECK'
}

/**
 * The look of slide `idx` on the stage. `rtl` mirrors DECK: the card leaves towards the right,
 * the start side of a right-to-left gallery.
 */
export function slideLook(state: SlideStageState, idx: number, rtl = false): SlideLook {
  const t = state.transition
  if (!t || t.from === t.to) return idx === state.current ? SHOWN : HIDDEN
  if (idx !== t.from && idx !== t.to) return HIDDEN
  const running = t.phase === 'run'
  const duration = running ? t.duration : 0
  const away = rtl ? 1 : -1
  if (state.animation === 'FADE') {
    // The old slide stays opaque underneath while the new one fades in on top.
    if (idx === t.from) return { visible: true, opacity: 1, shift: 0, zIndex: 1, duration: 0 }
    return { visible: true, opacity: running ? 1 : 0, shift: 0, zIndex: 2, duration }
  }
  if (t.direction === 1) {
    // Forwards: the old card, on top, slides away and uncovers the new one.
    if (idx === t.from) return { visible: true, opacity: 1, shift: running ? away : 0, zIndex: 2, duration }
    return { visible: true, opacity: 1, shift: 0, zIndex: 1, duration: 0 }
  }
  // Backwards: the previous card comes back over the current one.
  if (idx === t.to) return { visible: true, opacity: 1, shift: running ? 0 : away, zIndex: 2, duration }
  return { visible: true, opacity: 1, shift: 0, zIndex: 1, duration: 0 }
}

/** The slides that must stay rendered: the current one and, during a transition, the one leaving. */
export function stageSlides(state: SlideStageState): number[] {
  const t = state.transition
  return t && t.from !== state.current ? [t.from, state.current].sort((a, b) => a - b) : [state.current]
}

/** A row box as the layout gives it. */
type RowBox = { left: number; width: number }

/**
 * The margins a horizontal gallery keeps free of slides at its left and right, px: gallery spacing,
 * a thumbnail strip beside the slides, outside arrows. The layout leaves the same margins whatever
 * the scroll: before its first box and after its last (right to left the row is mirrored, so the
 * start margin is on the right).
 */
export function slideMargins(params: { first: RowBox; last: RowBox; layoutWidth: number; rtl: boolean }): {
  left: number
  right: number
} {
  const { first, last, layoutWidth, rtl } = params
  return rtl
    ? { left: last.left, right: layoutWidth - (first.left + first.width) }
    : { left: first.left, right: layoutWidth - (last.left + last.width) }
}

/**
 * Where a slide of `width` sits on the stage, px from the gallery's left edge: centred between
 * the {@link slideMargins}.
 */
export function stageLeft(params: {
  width: number
  containerWidth: number
  layoutWidth: number
  /** The first and last boxes of the row, in the layout's coordinates. */
  first: RowBox
  last: RowBox
  rtl: boolean
}): number {
  const { width, containerWidth } = params
  const margins = slideMargins(params)
  const content = Math.max(0, containerWidth - margins.left - margins.right)
  return Math.round(margins.left + (content - width) / 2)
}
