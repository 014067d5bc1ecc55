import type { LockPort } from '../../ports'
import { memoryLock } from '../memory/memoryLock'

/**
 * A {@link LockPort} shared by every tab of the origin, over the Web Locks API. Where the API is
 * missing (old browsers, insecure origins) it falls back to a lock within this tab only.
 */
export function webLocks(locks: LockManager | undefined = globalThis.navigator?.locks): LockPort {
  if (!locks) return memoryLock()
  return {
    withLock: (name, fn) => locks.request(name, { mode: 'exclusive' }, () => fn()) as ReturnType<typeof fn>,
  }
}
