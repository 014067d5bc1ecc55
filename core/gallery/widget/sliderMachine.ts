/**
 * The slider: the current item of a horizontal gallery, its arrows, and whether
 * the auto slideshow may run. A pure transition returning the next state and the effects to run.
 */
import type { AutoSlideBehaviour } from '../options/enums'
import type { Transition } from '../../shared/createStore'

/** Slider scroll duration for a visitor's navigation, ms. */
export const SLIDE_DURATION = 400
/** Scroll duration of an automatic slide, ms. */
export const AUTO_SLIDE_DURATION = 800
/** Navigation presses closer than this are ignored, ms; 600 for galleries that do not scroll. */
export const NAVIGATION_THROTTLE = 400
export const NAVIGATION_THROTTLE_SCROLLLESS = 600
/**
 * A looping slider whose items were copied to fill the loop moves, after a slide lands at or past
 * this many times the original item count, back by one item count at once (the same item, earlier
 * in the copies), so it never scrolls through all the copies to their end.
 */
export const SKIP_SLIDES_MULTIPLIER = 1.5
/** Logged when the slideshow cannot go on. */
export const CANNOT_PROCEED_MESSAGE = 'Cannot proceed to next item, stopping auto slideshow'

/** The slider's state. */
export interface SliderState {
  readonly activeIndex: number
  readonly count: number
  /** The items before a loop's copies (equal to `count` when nothing was copied). */
  readonly originals: number
  readonly loop: boolean
  readonly autoSlide: AutoSlideBehaviour
  /** Seconds between automatic slides (INTERVAL). */
  readonly interval: number
  readonly pauseOnHover: boolean
  /** The visitor pressed pause (or the slideshow stopped at the end). */
  readonly pausedByUser: boolean
  readonly inView: boolean
  /** Keyboard focus is inside the gallery (accessible mode). */
  readonly inFocus: boolean
  readonly hovered: boolean
  /** `prefers-reduced-motion`, and the visitor has not pressed Play since: no automatic motion. */
  readonly reducedMotion: boolean
}

/** The slider's events. */
export type SliderEvent =
  | { type: 'next' | 'previous'; source: 'user' | 'auto' }
  | { type: 'goTo'; index: number; source: 'user' | 'thumbnail' | 'scroll' | 'api' | 'skip' }
  | {
      type: 'configure'
      count: number
      /** The items before a loop's copies; default `count` (nothing copied). */
      originals?: number
      loop: boolean
      autoSlide: AutoSlideBehaviour
      interval: number
      pauseOnHover: boolean
    }
  | { type: 'togglePause' }
  | { type: 'inView' | 'inFocus' | 'hovered' | 'reducedMotion'; value: boolean }

/** What the runner does after a transition. */
export type SliderEffect =
  | {
      type: 'navigate'
      index: number
      duration: number
      source: 'user' | 'auto' | 'thumbnail' | 'scroll' | 'api' | 'skip'
      /** Forwards (+1: next, a loop's wrap to the first included) or backwards (-1). */
      direction: 1 | -1
      /**
       * Once this navigation ends, the runner sends `goTo` this index with source 'skip': the
       * same item one item count earlier in a loop's copies, shown at once ({@link skipTarget}).
       */
      skipTo?: number
    }
  | { type: 'log'; message: string }

/** The initial state: first item, auto-slide off, in view. */
export const INITIAL_SLIDER: SliderState = Object.freeze({
  activeIndex: 0,
  count: 0,
  originals: 0,
  loop: false,
  autoSlide: 'OFF',
  interval: 4,
  pauseOnHover: true,
  pausedByUser: false,
  inView: true,
  inFocus: false,
  hovered: false,
  reducedMotion: false,
})

/**
 * Whether the auto slideshow is blocked: off, out of view, paused by the visitor, focused
 * (accessible mode), hovered with pause-on-hover, reduced motion, or nothing to slide to.
 */
export function isAutoSlideBlocked(state: SliderState): boolean {
  return (
    state.autoSlide === 'OFF' ||
    state.count <= 1 ||
    !state.inView ||
    state.pausedByUser ||
    state.inFocus ||
    state.reducedMotion ||
    (state.pauseOnHover && state.hovered)
  )
}

/**
 * Whether the play/pause button shows the slideshow paused (its press then plays): the visitor paused
 * it (or it stopped at the end), keyboard focus is in the gallery, or reduced motion holds it; in the
 * last two cases until the visitor presses Play.
 */
export function isAutoSlidePaused(state: SliderState): boolean {
  return state.pausedByUser || state.inFocus || state.reducedMotion
}

/** Whether the previous / next arrow is hidden: at an end without loop. */
export function hiddenArrows(state: SliderState): { previous: boolean; next: boolean } {
  if (state.count <= 1) return { previous: true, next: true }
  if (state.loop) return { previous: false, next: false }
  return { previous: state.activeIndex <= 0, next: state.activeIndex >= state.count - 1 }
}

/** What a transition step answers: the shared `Transition`'s result. */
type Result = ReturnType<Transition<SliderState, SliderEvent, SliderEffect>>

/**
 * Where a looping slider skips back to after landing on `index`: when its items were copied and
 * `index` is at or past round(1.5 × originals), the same item as many item counts earlier as bring
 * it under that mark (one, for a slide that just reached it); else null.
 */
export function skipTarget(state: Pick<SliderState, 'loop' | 'count' | 'originals'>, index: number): number | null {
  const { loop, count, originals } = state
  if (!loop || originals <= 0 || originals >= count) return null
  const skipFrom = Math.round(originals * SKIP_SLIDES_MULTIPLIER)
  if (index < skipFrom || index >= count) return null
  return index - originals * (Math.floor((index - skipFrom) / originals) + 1)
}

function step(state: SliderState, delta: 1 | -1, source: 'user' | 'auto'): Result {
  const { activeIndex, count, loop } = state
  let index = activeIndex + delta
  if (index < 0 || index >= count) {
    if (!loop || count <= 1) {
      // Blocked at the end without loop; an automatic slide stops the slideshow and says why.
      if (source === 'auto')
        return [{ ...state, pausedByUser: true }, [{ type: 'log', message: CANNOT_PROCEED_MESSAGE }]]
      return [state, []]
    }
    index = (index + count) % count
  }
  const duration = source === 'auto' ? AUTO_SLIDE_DURATION : SLIDE_DURATION
  const skipTo = skipTarget(state, index)
  const effect: SliderEffect = { type: 'navigate', index, duration, source, direction: delta }
  return [{ ...state, activeIndex: index }, [skipTo === null ? effect : { ...effect, skipTo }]]
}

/** The slider's transition (the shared `Transition` signature). */
export const sliderTransition: Transition<SliderState, SliderEvent, SliderEffect> = (state, event) => {
  switch (event.type) {
    case 'next':
      return step(state, 1, event.source)
    case 'previous':
      return step(state, -1, event.source)
    case 'goTo': {
      const index = Math.min(state.count - 1, Math.max(0, Math.trunc(event.index)))
      if (!(index >= 0) || index === state.activeIndex) return [state, []]
      // A scroll already moved the view: only the state follows. A skip shows the same item at once.
      const effects: SliderEffect[] =
        event.source === 'scroll'
          ? []
          : [
              {
                type: 'navigate',
                index,
                duration: event.source === 'skip' ? 0 : SLIDE_DURATION,
                source: event.source,
                direction: index > state.activeIndex ? 1 : -1,
              },
            ]
      return [{ ...state, activeIndex: index }, effects]
    }
    case 'configure': {
      const { count, loop, autoSlide, interval, pauseOnHover } = event
      const originals = Math.min(count, event.originals ?? count)
      const activeIndex = Math.min(Math.max(0, count - 1), state.activeIndex)
      const same =
        count === state.count &&
        originals === state.originals &&
        loop === state.loop &&
        autoSlide === state.autoSlide &&
        interval === state.interval &&
        pauseOnHover === state.pauseOnHover
      return same
        ? [state, []]
        : [{ ...state, count, originals, loop, autoSlide, interval, pauseOnHover, activeIndex }, []]
    }
    case 'togglePause':
      // Play is the visitor's explicit request: it overrides reduced motion and keyboard focus in the gallery.
      return isAutoSlidePaused(state)
        ? [{ ...state, pausedByUser: false, reducedMotion: false, inFocus: false }, []]
        : [{ ...state, pausedByUser: true }, []]
    case 'inView':
    case 'inFocus':
    case 'hovered':
    case 'reducedMotion':
      return state[event.type] === event.value ? [state, []] : [{ ...state, [event.type]: event.value }, []]
  }
}
