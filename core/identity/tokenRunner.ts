import type { Clock, LockPort, StoragePort, TimerHandle } from '../../ports'
import { createStore, type ReadableStore, type Result } from '../shared'
import { IdentityError } from './errors'
import { initialTokenState, tokenTransition, type TokenEffect, type TokenEvent, type TokenState } from './tokenMachine'
import { parseStoredReceivedAt, parseStoredTokens, RENEW_FLOOR_SECONDS, renewalDueMs, type Tokens } from './tokens'

/** Why a token request failed: the provider refused it, or no answer came. */
export type TokenFailure = { readonly kind: 'rejected' | 'network'; readonly error: IdentityError }

/** The two token requests the runner needs (the client implements them over HTTP). */
export interface TokenSource {
  visitor(): Promise<Result<Tokens, TokenFailure>>
  renew(refreshToken: string, role: Tokens['refreshToken']['role']): Promise<Result<Tokens, TokenFailure>>
}

/** Options of {@link createTokenRunner}. */
export interface TokenRunnerOptions {
  readonly source: TokenSource
  readonly storage: StoragePort
  readonly clock: Clock
  /** Shared by tabs; tokens are re-read from storage while it is held. */
  readonly lock?: LockPort
  readonly storageKey: string
  /** Tokens expiring within this many seconds count as expired (clock skew margin). */
  readonly skewSeconds: number
  /** Renew on a timer ahead of expiry, not only on demand. */
  readonly autoRefresh: boolean
  onSessionExpired(): void
  /** Storage refused a write (tokens are kept in memory). */
  onStorageError?(): void
}

/** Runs the token lifecycle: owns the ports and performs {@link tokenTransition}'s effects. */
export interface TokenRunner {
  readonly store: ReadableStore<TokenState>
  /** Valid tokens; concurrent callers in a tab share one request, tabs share it through the lock. */
  ensure(): Promise<Tokens>
  /** Loads stored tokens without any request (nothing stored gives null). */
  load(): Promise<Tokens | null>
  set(tokens: Tokens): Promise<void>
  clear(): Promise<void>
  dispose(): void
}

const noLock: LockPort = { withLock: (_name, fn) => fn() }

/** Background renewals that fail are retried after this long, doubled after each failure in a row... */
export const RETRY_FIRST_MS = RENEW_FLOOR_SECONDS * 1000
/** ...up to this long between tries. */
export const RETRY_MAX_MS = 5 * 60_000

/** Creates a {@link TokenRunner}. */
export function createTokenRunner(options: TokenRunnerOptions): TokenRunner {
  const { source, storage, clock, storageKey, skewSeconds } = options
  const lock = options.lock ?? noLock
  const store = createStore<TokenState>(initialTokenState)
  let inflight: Promise<Tokens> | null = null
  let timer: TimerHandle | null = null
  let disposed = false
  // Set when storage refuses a write: tokens then live in memory only, so a broken storage never
  // turns into a token request on every call.
  let memoryOnly = false
  // When the tokens held arrived from the provider (known for those this client or another tab
  // received); it decides when short-lived tokens are renewed.
  let received: { readonly value: string; readonly atMs: number } | null = null
  // Background renewals that failed in a row (each doubles the wait before the next try).
  let failures = 0

  const receivedAtOf = (tokens: Tokens | null): number | undefined =>
    tokens && received?.value === tokens.accessToken.value ? received.atMs : undefined

  const readStored = async (): Promise<Tokens | null> => {
    if (memoryOnly) return store.getSnapshot().tokens
    try {
      const text = await storage.get(storageKey)
      const tokens = parseStoredTokens(text)
      const atMs = parseStoredReceivedAt(text)
      // Another tab's arrival time; one in the future is not a real one.
      if (tokens && atMs !== undefined && atMs <= clock.now()) received = { value: tokens.accessToken.value, atMs }
      return tokens
    } catch {
      return store.getSnapshot().tokens
    }
  }

  const setTimer = (dueMs: number, run: () => void) => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = clock.setTimeout(
      () => {
        timer = null
        run()
      },
      Math.max(0, dueMs),
      // A refresh ahead of expiry is a convenience: it must not keep a Node script or server alive.
      { background: true },
    )
  }

  /** The background renewal: on failure tries again after a growing wait, never in a tight loop. */
  const renewInBackground = () => {
    ensure().catch(() => {
      // The next caller also tries (and sees the error); meanwhile the session is kept alive.
      failures++
      const tokens = store.getSnapshot().tokens
      if (!options.autoRefresh || disposed || !tokens?.refreshToken.value || timer !== null) return
      setTimer(Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS), renewInBackground)
    })
  }

  const schedule = (tokens: Tokens | null) => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
    if (!options.autoRefresh || disposed || !tokens?.accessToken.value) return
    setTimer(renewalDueMs(tokens, skewSeconds, receivedAtOf(tokens)) - clock.now(), renewInBackground)
  }

  /** Applies an event, then performs its effects; the first token request's outcome feeds back in. */
  const dispatch = async (event: TokenEvent): Promise<void> => {
    const [next, effects] = tokenTransition(store.getSnapshot(), event)
    store.update(next)
    for (const effect of effects) await perform(effect)
  }

  const receive = (tokens: Tokens) => {
    received = { value: tokens.accessToken.value, atMs: clock.now() }
    return dispatch({ type: 'received', tokens })
  }

  const perform = async (effect: TokenEffect): Promise<void> => {
    switch (effect.type) {
      case 'persist':
        failures = 0
        try {
          const receivedAt = receivedAtOf(effect.tokens)
          if (effect.tokens) await storage.set(storageKey, JSON.stringify({ ...effect.tokens, receivedAt }))
          else await storage.remove(storageKey)
        } catch {
          memoryOnly = true
          options.onStorageError?.()
        }
        schedule(effect.tokens)
        return
      case 'sessionExpired':
        options.onSessionExpired()
        return
      case 'requestVisitor': {
        const result = await source.visitor()
        if (result.ok) return receive(result.value)
        await dispatch({ type: 'failed', error: result.error.error })
        throw result.error.error
      }
      case 'renew': {
        const role = store.getSnapshot().role
        const result = await source.renew(effect.refreshToken, role)
        if (result.ok) return receive(result.value)
        if (result.error.kind === 'rejected') return dispatch({ type: 'renewRejected' })
        // No answer: keep the member's tokens, so the session survives a network blip.
        await dispatch({ type: 'failed', error: result.error.error })
        throw result.error.error
      }
    }
  }

  const ensure = (): Promise<Tokens> => {
    if (inflight) return inflight
    const run = lock.withLock(`vitrine:identity:${storageKey}`, async () => {
      const stored = await readStored()
      const receivedAtMs = receivedAtOf(stored)
      await dispatch({ type: 'ensure', stored, nowMs: clock.now(), skewSeconds, receivedAtMs })
      const tokens = store.getSnapshot().tokens
      if (!tokens) throw new IdentityError('NO_TOKENS', 'something went wrong')
      // Tokens another tab stored need no request here, and no persist: this tab's timer follows them too.
      if (timer === null) schedule(tokens)
      return tokens
    })
    inflight = run.finally(() => {
      inflight = null
    })
    return inflight
  }

  return {
    store,
    ensure,
    async load() {
      const stored = await readStored()
      store.update((d) => {
        d.tokens = stored as never
        d.role = stored?.refreshToken.role ?? 'none'
      })
      schedule(stored)
      return stored
    },
    set: (tokens) => lock.withLock(`vitrine:identity:${storageKey}`, () => dispatch({ type: 'set', tokens })),
    clear: () => lock.withLock(`vitrine:identity:${storageKey}`, () => dispatch({ type: 'logout' })),
    dispose() {
      disposed = true
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
    },
  }
}
