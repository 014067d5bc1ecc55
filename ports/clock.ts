/** An opaque timer handle returned by {@link Clock.setTimeout}. */
export type TimerHandle = { readonly __timer: unique symbol } | number | object

/** Time as a capability, so core logic runs under a manual clock in tests. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number
  setTimeout(callback: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
}
