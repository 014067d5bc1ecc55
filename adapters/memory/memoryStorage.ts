import type { StoragePort } from '../../ports'

/** In-memory storage; `entries()` shows what is stored, for assertions. */
export interface MemoryStorage extends StoragePort {
  /** A copy of every stored key and value. */
  entries(): Record<string, string>
}

/** Creates an in-memory {@link StoragePort}, optionally pre-filled. Two holders of one instance share it. */
export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const map = new Map(Object.entries(initial))
  return {
    async get(key) {
      return map.has(key) ? map.get(key)! : null
    },
    async set(key, value) {
      map.set(key, String(value))
    },
    async remove(key) {
      map.delete(key)
    },
    entries: () => Object.fromEntries(map),
  }
}
