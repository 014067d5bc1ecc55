import type { StoragePort } from '../../ports'

/**
 * A {@link StoragePort} over `localStorage` (or any Web Storage), keys prefixed with `prefix`.
 * When storage is unavailable (private mode, quota) reads give null and writes are dropped, so a
 * visitor still gets a working session in memory.
 */
export function webStorage(prefix = 'vitrine:', storage: Storage | undefined = globalThis.localStorage): StoragePort {
  const fallback = new Map<string, string>()
  return {
    async get(key) {
      try {
        return storage ? storage.getItem(prefix + key) : (fallback.get(key) ?? null)
      } catch {
        return fallback.get(key) ?? null
      }
    },
    async set(key, value) {
      try {
        if (!storage) throw new Error('no storage')
        storage.setItem(prefix + key, value)
      } catch {
        fallback.set(key, value)
      }
    },
    async remove(key) {
      fallback.delete(key)
      try {
        storage?.removeItem(prefix + key)
      } catch {
        // Storage unavailable: the fallback entry is already gone.
      }
    },
  }
}
