/** A token's role: `none` before any token, `visitor` for anonymous visitors, `member` after login. */
export type TokenRole = 'none' | 'visitor' | 'member'

/** An access token and when it expires, in epoch seconds. */
export interface AccessToken {
  readonly value: string
  readonly expiresAt: number
}
/** A refresh token and the role it grants. */
export interface RefreshToken {
  readonly value: string
  readonly role: TokenRole
}
/** The token pair the client stores, in the official client's shape. */
export interface Tokens {
  readonly accessToken: AccessToken
  readonly refreshToken: RefreshToken
}

/** No tokens at all (what `getTokens()` answers before any and after logout). */
export const EMPTY_TOKENS: Tokens = {
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'none' },
}

/** What the token lifecycle must do before tokens can be used. */
export type TokenNeed = 'ready' | 'visitor' | 'renew'

/** Tokens living this long or less are renewed at a fraction of their lifetime, not `skewSeconds` ahead. */
export const RENEW_FRACTION = 0.5
/** The client never renews tokens it received less than this many seconds ago (whatever `expires_in` says). */
export const RENEW_FLOOR_SECONDS = 5

/**
 * When tokens are due for renewal, in epoch ms. Tokens whose arrival time is unknown (set by the app,
 * stored by an older client) are renewed `skewSeconds` before they expire. Tokens received at
 * `receivedAtMs` are renewed `skewSeconds` before expiry or once {@link RENEW_FRACTION} of their lifetime
 * has passed, whichever is later, and never sooner than {@link RENEW_FLOOR_SECONDS} after they arrived: a
 * provider answering `expires_in` no longer than the skew would otherwise be asked again at once, forever.
 */
export function renewalDueMs(tokens: Tokens, skewSeconds: number, receivedAtMs?: number): number {
  const expiresAtMs = tokens.accessToken.expiresAt * 1000
  // An arrival after the expiry is not a real one (storage edited by hand): the unknown case.
  if (receivedAtMs === undefined || !Number.isFinite(receivedAtMs) || receivedAtMs > expiresAtMs) {
    return expiresAtMs - skewSeconds * 1000
  }
  const lifetimeMs = expiresAtMs - receivedAtMs
  const afterMs = Math.max(RENEW_FLOOR_SECONDS * 1000, lifetimeMs - skewSeconds * 1000, lifetimeMs * RENEW_FRACTION)
  return receivedAtMs + afterMs
}

/**
 * Decides what valid tokens need: none at all gives `visitor`; an access token due for renewal at
 * `nowMs` (see `renewalDueMs`: ahead of expiry, tolerating clock skew) gives `renew` when there
 * is a refresh token, else `visitor`.
 */
export function tokenNeed(tokens: Tokens | null, nowMs: number, skewSeconds: number, receivedAtMs?: number): TokenNeed {
  if (!tokens || (!tokens.accessToken.value && !tokens.refreshToken.value)) return 'visitor'
  if (tokens.accessToken.value && nowMs < renewalDueMs(tokens, skewSeconds, receivedAtMs)) return 'ready'
  return tokens.refreshToken.value ? 'renew' : 'visitor'
}

/** The token endpoint's answer made into {@link Tokens}: `expiresAt = floor(now / 1000) + expires_in`. */
export function tokensFromResponse(body: unknown, nowMs: number, role: TokenRole): Tokens | null {
  if (!body || typeof body !== 'object') return null
  const { access_token, expires_in, refresh_token } = body as Record<string, unknown>
  if (typeof access_token !== 'string' || !access_token) return null
  const ttl = typeof expires_in === 'number' ? expires_in : Number(expires_in)
  if (!Number.isFinite(ttl)) return null
  return {
    accessToken: { value: access_token, expiresAt: Math.floor(nowMs / 1000) + ttl },
    refreshToken: { value: typeof refresh_token === 'string' ? refresh_token : '', role },
  }
}

/**
 * When stored tokens arrived from the provider (epoch ms), written beside them by the client that
 * received them so every tab renews on the same schedule; undefined when not recorded.
 */
export function parseStoredReceivedAt(text: string | null): number | undefined {
  if (!text) return undefined
  try {
    const value = (JSON.parse(text) as { receivedAt?: unknown } | null)?.receivedAt
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** Parses stored tokens, giving null for anything not in the {@link Tokens} shape (never throws). */
export function parseStoredTokens(text: string | null): Tokens | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Tokens
    const a = value?.accessToken
    const r = value?.refreshToken
    if (!a || !r || typeof a.value !== 'string' || typeof a.expiresAt !== 'number') return null
    if (typeof r.value !== 'string' || !['none', 'visitor', 'member'].includes(r.role)) return null
    return { accessToken: { value: a.value, expiresAt: a.expiresAt }, refreshToken: { value: r.value, role: r.role } }
  } catch {
    return null
  }
}
