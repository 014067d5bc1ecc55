import type { Clock, TimerHandle } from '../../../ports/clock'
import type { Logger } from '../../../ports/logger'
import { createValueStore, type ReadableStore } from '../../shared/createValueStore'
import {
  INITIAL_SLIDER,
  NAVIGATION_THROTTLE,
  isAutoSlideBlocked,
  sliderTransition,
  type SliderEffect,
  type SliderEvent,
  type SliderState,
} from './sliderMachine'

/** Options of {@link createSliderStore}. */
export interface SliderStoreOptions {
  clock: Clock
  logger?: Logger
  /** Runs each navigation (the widget scrolls the slider to `index` in `duration` ms). */
  onNavigate?(effect: Extract<SliderEffect, { type: 'navigate' }>): void
  /** Navigation presses closer than this (ms) are dropped; default 400. */
  throttleMs?: number
}

/** The slider store: the snapshot, and events in. */
export interface SliderStore extends ReadableStore<SliderState> {
  send(event: SliderEvent): void
  /** Stops the auto-slide timer and ignores events until {@link SliderStore.start}. */
  stop(): void
  /** Starts (again) after {@link SliderStore.stop}: events count and the auto-slide timer runs. */
  start(): void
  /** Changes the navigation throttle, ms (600 for sliders that do not scroll). */
  setThrottle(ms: number): void
}

/**
 * Runs {@link sliderTransition} on the Clock port: an INTERVAL slideshow advances every `interval`
 * seconds while nothing blocks it (the wait restarts after every navigation and unblocking), and
 * visitor navigation is throttled.
 */
export function createSliderStore(options: SliderStoreOptions): SliderStore {
  const { clock, logger, onNavigate } = options
  let throttleMs = options.throttleMs ?? NAVIGATION_THROTTLE
  const store = createValueStore<SliderState>(INITIAL_SLIDER)
  let timer: TimerHandle | null = null
  let lastUserNavigation = -Infinity
  let disposed = false

  const schedule = () => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
    const state = store.getSnapshot()
    if (disposed || state.autoSlide !== 'INTERVAL' || isAutoSlideBlocked(state)) return
    timer = clock.setTimeout(
      () => {
        timer = null
        send({ type: 'next', source: 'auto' })
      },
      Math.max(0.1, state.interval) * 1000,
    )
  }

  function send(event: SliderEvent): void {
    if (disposed) return
    const userNavigation = (event.type === 'next' || event.type === 'previous') && event.source === 'user'
    if (userNavigation) {
      const now = clock.now()
      if (now - lastUserNavigation < throttleMs) return
      lastUserNavigation = now
    }
    const before = store.getSnapshot()
    const [next, effects] = sliderTransition(before, event)
    store.update(next)
    for (const effect of effects) {
      if (effect.type === 'log') logger?.warn(effect.message)
      else onNavigate?.(effect)
    }
    // A navigation restarts the wait; a change of what blocks the slideshow starts or stops it.
    if (
      effects.length > 0 ||
      isAutoSlideBlocked(before) !== isAutoSlideBlocked(next) ||
      (event.type === 'configure' && next !== before)
    )
      schedule()
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send,
    stop() {
      disposed = true
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
    },
    start() {
      disposed = false
      schedule()
    },
    setThrottle(ms) {
      throttleMs = ms
    },
  }
}
