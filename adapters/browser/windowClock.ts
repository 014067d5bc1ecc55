import type { Clock } from '../../ports'

/** The real {@link Clock}: `Date.now` and the global timers (window's in a browser, Node's in Node). */
export function systemClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  }
}
