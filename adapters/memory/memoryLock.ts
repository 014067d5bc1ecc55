import type { LockPort } from '../../ports'

/**
 * An in-process {@link LockPort}: holders of the same name run one at a time, in arrival order.
 * Give one instance to two clients to model two tabs sharing a lock.
 */
export function memoryLock(): LockPort & {
  /** True while a holder runs under the lock `name`. */
  held(name: string): boolean
} {
  const tails = new Map<string, Promise<void>>()
  const holding = new Set<string>()
  return {
    async withLock(name, fn) {
      const previous = tails.get(name) ?? Promise.resolve()
      let release!: () => void
      const mine = new Promise<void>((resolve) => (release = resolve))
      const tail = previous.then(() => mine)
      tails.set(name, tail)
      await previous
      holding.add(name)
      try {
        return await fn()
      } finally {
        holding.delete(name)
        release()
        if (tails.get(name) === tail) tails.delete(name)
      }
    },
    held: (name) => holding.has(name),
  }
}
