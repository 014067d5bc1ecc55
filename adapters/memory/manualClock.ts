import type { Clock, TimerHandle } from '../../ports'

/** A clock that moves only when told to: the test's stand-in for real time. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, firing due timers in order (timers they schedule fire too if due). */
  advance(ms: number): void
  /** Like {@link advance}, but lets pending promise callbacks run before and after each timer. */
  advanceAsync(ms: number): Promise<void>
  /** Sets the current time (ms since the epoch) without firing timers. */
  set(epochMs: number): void
  /** Number of timers not yet fired or cleared. */
  pending(): number
}

interface Timer {
  id: number
  at: number
  callback: () => void
}

const flushMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/** Creates a {@link ManualClock} starting at `startMs` (default 2024-01-01T00:00:00Z). */
export function manualClock(startMs = Date.UTC(2024, 0, 1)): ManualClock {
  let now = startMs
  let nextId = 1
  const timers = new Map<number, Timer>()

  const nextDue = (until: number): Timer | undefined => {
    let best: Timer | undefined
    for (const t of timers.values()) {
      if (t.at <= until && (!best || t.at < best.at || (t.at === best.at && t.id < best.id))) best = t
    }
    return best
  }

  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++
      timers.set(id, { id, at: now + Math.max(0, Number(ms) || 0), callback })
      return id
    },
    clearTimeout(handle: TimerHandle) {
      timers.delete(handle as number)
    },
    advance(ms) {
      const until = now + ms
      for (let t = nextDue(until); t; t = nextDue(until)) {
        timers.delete(t.id)
        now = t.at
        t.callback()
      }
      now = until
    },
    async advanceAsync(ms) {
      const until = now + ms
      await flushMicrotasks()
      for (let t = nextDue(until); t; t = nextDue(until)) {
        timers.delete(t.id)
        now = t.at
        t.callback()
        await flushMicrotasks()
      }
      now = until
      await flushMicrotasks()
    },
    set(epochMs) {
      now = epochMs
    },
    pending: () => timers.size,
  }
}
