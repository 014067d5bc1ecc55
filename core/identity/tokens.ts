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

/**
 * Decides what valid tokens need: none at all gives `visitor`; an access token expiring within
 * `skewSeconds` of `nowMs` (so refreshed ahead of expiry, tolerating clock skew) gives `renew`
 * when there is a refresh token, else `visitor`.
 */
export function tokenNeed(tokens: Tokens | null, nowMs: number, skewSeconds: number): TokenNeed {
  if (!tokens || (!tokens.accessToken.value && !tokens.refreshToken.value)) return 'visitor'
  const now = Math.floor(nowMs / 1000)
  if (tokens.accessToken.value && tokens.accessToken.expiresAt - skewSeconds > now) return 'ready'
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
