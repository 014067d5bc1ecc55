/** An opaque timer handle returned by {@link Clock.setTimeout}. */
export type TimerHandle = { readonly __timer: unique symbol } | number | object

/** Options of {@link Clock.setTimeout}. */
export interface TimerOptions {
  /** The timer alone does not keep the process running (Node); no effect in browsers. */
  readonly background?: boolean
}

/** Time as a capability, so core logic runs under a manual clock in tests. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number
  /**
   * Calls `callback` after `ms`. A `background` timer (a token refresh ahead of expiry, say) must not
   * keep a process alive on its own: Node's adapter unrefs it, so a script that is done exits.
   */
  setTimeout(callback: () => void, ms: number, options?: TimerOptions): TimerHandle
  /** Cancels a timer from {@link Clock.setTimeout}; a timer that already ran or was cleared is ignored. */
  clearTimeout(handle: TimerHandle): void
}
