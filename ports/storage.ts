/** Asynchronous key-value storage for strings (tokens, OAuth state). */
export interface StoragePort {
  /** The value stored under `key`, or null when there is none. */
  get(key: string): Promise<string | null>
  /** Stores `value` under `key`, replacing any previous value. */
  set(key: string, value: string): Promise<void>
  /** Removes the value under `key` (nothing happens when there is none). */
  remove(key: string): Promise<void>
}
