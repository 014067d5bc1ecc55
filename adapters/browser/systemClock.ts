import type { Clock } from '../../ports'

/**
 * The real {@link Clock}: `Date.now` and the global timers (window's in a browser, Node's in Node).
 * Background timers are unref'd in Node, so they never keep a finished script running.
 */
export function systemClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms, options) => {
      const handle = globalThis.setTimeout(callback, ms)
      // Node's timers have unref(): a background timer then stops holding the process open.
      if (options?.background) (handle as { unref?: () => void }).unref?.()
      return handle
    },
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  }
}
