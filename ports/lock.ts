/**
 * A named exclusive lock, shared by every holder of the same name (across tabs in a browser).
 * `fn` runs while the lock is held; the lock is released when its promise settles.
 */
export interface LockPort {
  /** Runs `fn` while holding the lock `name`, waiting for other holders first; resolves with its result. */
  withLock<TResult>(name: string, fn: () => Promise<TResult>): Promise<TResult>
}
