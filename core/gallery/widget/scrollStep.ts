/**
 * How a slider's scroll animation advances (scroll steps of 10 to 40960 px): each animation
 * frame moves at most one step of the ladder 10, 20, 40 ... 40960 px, the smallest that covers the
 * distance in the frames the duration allows. A jump longer than the largest step times those
 * frames (hundreds of slides away) has no step: it is made at once, and the console says so.
 */
import type { Logger } from '../../../ports/logger'

/** The step ladder, px per frame. */
export const SCROLL_STEPS: readonly number[] = Array.from({ length: 13 }, (_, k) => 10 * 2 ** k)
/** Frames per second the animation is planned for. */
export const ANIMATION_FPS = 60
/** Logged when no step fits a navigation; the scroll jumps without animation. */
export const NO_SCROLL_STEP_MESSAGE = 'No scroll step found'

/**
 * The step (px per frame) for scrolling `distance` px in `duration` ms, or null when even the
 * largest step would not get there in time (or the input is not a number). A zero distance or
 * duration needs no animation: the smallest step.
 */
export function scrollStep(distance: number, duration: number): number | null {
  if (!Number.isFinite(distance) || !Number.isFinite(duration)) return null
  const frames = Math.max(1, Math.floor((Math.max(0, duration) / 1000) * ANIMATION_FPS))
  const perFrame = Math.abs(distance) / frames
  return SCROLL_STEPS.find((step) => step >= perFrame) ?? null
}

/**
 * The duration to animate a navigation with: `duration` when a step fits, else 0 (jump) with
 * {@link NO_SCROLL_STEP_MESSAGE} logged.
 */
export function navigationDuration(distance: number, duration: number, logger?: Logger): number {
  if (duration <= 0) return 0
  if (scrollStep(distance, duration) !== null) return duration
  logger?.warn(NO_SCROLL_STEP_MESSAGE, { distance, duration })
  return 0
}
