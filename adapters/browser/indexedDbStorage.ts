import type { StoragePort } from '../../ports'
import { webStorage } from './webStorage'

/** Options of {@link indexedDbStorage}. */
export interface IndexedDbStorageOptions {
  readonly dbName?: string
  readonly storeName?: string
  /** The IndexedDB factory (default: the global one). */
  readonly factory?: IDBFactory
}

/**
 * A {@link StoragePort} over IndexedDB. Unlike localStorage, which Chromium keeps per process and
 * syncs between tabs asynchronously, an IndexedDB write is visible to every tab's next read as soon
 * as its transaction completes: what the identity client needs to re-read tokens under a cross-tab
 * lock and refresh once for all tabs. Falls back to {@link webStorage} where IndexedDB is missing.
 */
export function indexedDbStorage(options: IndexedDbStorageOptions = {}): StoragePort {
  const { dbName = 'vitrine', storeName = 'kv' } = options
  const factory = options.factory ?? globalThis.indexedDB
  if (!factory) return webStorage()
  let db: Promise<IDBDatabase> | undefined
  const open = () =>
    (db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(dbName, 1)
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName)
      }
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
    }))
  const run = async <TResult>(
    mode: IDBTransactionMode,
    fn: (store: IDBObjectStore) => IDBRequest | void,
  ): Promise<TResult> => {
    const transaction = (await open()).transaction(storeName, mode)
    const request = fn(transaction.objectStore(storeName))
    // Resolve on transaction completion, so a write is durable and visible before the caller moves on.
    return new Promise<TResult>((resolve, reject) => {
      transaction.oncomplete = () => resolve((request ? request.result : undefined) as TResult)
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
    })
  }
  return {
    async get(key) {
      const value = await run<unknown>('readonly', (store) => store.get(key))
      return typeof value === 'string' ? value : null
    },
    async set(key, value) {
      await run('readwrite', (store) => void store.put(String(value), key))
    },
    async remove(key) {
      await run('readwrite', (store) => void store.delete(key))
    },
  }
}
