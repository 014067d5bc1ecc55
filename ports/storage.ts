/** Asynchronous key-value storage for strings (tokens, OAuth state). */
export interface StoragePort {
  get(key: string): Promise<string | null>
  set(key: string, value: string): Promise<void>
  remove(key: string): Promise<void>
}
