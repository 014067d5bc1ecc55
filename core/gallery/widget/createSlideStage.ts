import type { Clock, TimerHandle } from '../../../ports/clock'
import type { SlideAnimation } from '../options/enums'
import { createValueStore, type ReadableStore } from '../../shared/createValueStore'
import type { SlideStageState } from './slideStage'

/** The FADE / DECK stage on the Clock port (see `slideStage.ts` for the looks). */
export interface SlideStage extends ReadableStore<SlideStageState> {
  /** A navigation to `to`: starts a transition from the slide showing now ('prepare' phase). */
  navigate(to: number, direction: 1 | -1, duration: number): void
  /**
   * The start looks are on screen: the slides move to their end looks ('run'), and the
   * transition ends `duration` ms later. Without a transition in 'prepare' nothing happens.
   */
  run(): void
  /** Shows `index` at once (the slide count shrank, or the animation changed). */
  jump(index: number): void
  setAnimation(animation: SlideAnimation): void
  /** `prefers-reduced-motion`: transitions take no time. */
  setReducedMotion(reduced: boolean): void
  /** Cancels the pending end of a transition. */
  stop(): void
}

/**
 * Creates the stage. A navigation during a transition starts from the slide it was going to (the
 * one leaving then disappears at once); with reduced motion, or a duration of 0, the new slide
 * simply replaces the old one.
 */
export function createSlideStage(options: { clock: Clock; animation?: SlideAnimation }): SlideStage {
  const { clock } = options
  const store = createValueStore<SlideStageState>({
    animation: options.animation ?? 'FADE',
    current: 0,
    transition: null,
  })
  let timer: TimerHandle | null = null
  let reduced = false
  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }
  const end = () => {
    cancel()
    const state = store.getSnapshot()
    if (state.transition) store.update({ ...state, transition: null })
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    navigate(to, direction, duration) {
      cancel()
      const state = store.getSnapshot()
      if (to === state.current) return end()
      const ms = reduced ? 0 : Math.max(0, duration)
      if (ms === 0) return store.update({ ...state, current: to, transition: null })
      store.update({
        ...state,
        current: to,
        transition: { from: state.current, to, direction, duration: ms, phase: 'prepare' },
      })
    },
    run() {
      const state = store.getSnapshot()
      const t = state.transition
      if (!t || t.phase !== 'prepare') return
      store.update({ ...state, transition: { ...t, phase: 'run' } })
      cancel()
      timer = clock.setTimeout(end, t.duration)
    },
    jump(index) {
      cancel()
      const state = store.getSnapshot()
      if (state.current !== index || state.transition) store.update({ ...state, current: index, transition: null })
    },
    setAnimation(animation) {
      const state = store.getSnapshot()
      if (state.animation === animation) return
      cancel()
      store.update({ ...state, animation, transition: null })
    },
    setReducedMotion(value) {
      reduced = value
      if (value) end()
    },
    stop: cancel,
  }
}
