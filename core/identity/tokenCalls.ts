import type { TokenGrants } from './tokenGrants'
import type { TokenRunner } from './tokenRunner'
import { EMPTY_TOKENS, parseStoredTokens, type RefreshToken, type Tokens } from './tokens'

/** What the token calls need from the client: its runner, its grants and the stored tokens' loading. */
export interface TokenCallsContext {
  readonly runner: TokenRunner
  readonly grants: TokenGrants
  /** Resolves once stored tokens are loaded (never rejects). */
  readonly loaded: Promise<unknown>
}

/** The client's token calls, over the token runner (one refresh however many callers). */
export function tokenCalls({ runner, grants, loaded }: TokenCallsContext) {
  const setTokens = async (tokens: Tokens): Promise<void> => {
    if (!parseStoredTokens(JSON.stringify(tokens ?? null))) {
      throw new RangeError('setTokens expects {accessToken: {value, expiresAt}, refreshToken: {value, role}}')
    }
    await loaded
    await runner.set(tokens)
  }
  const getValidTokens = async (): Promise<Tokens> => {
    await loaded
    return runner.ensure()
  }

  return {
    /** Anonymous visitor tokens: the given ones when still valid, else stored, renewed or new ones. */
    async generateVisitorTokens(tokens?: {
      visitorToken?: Tokens['accessToken']
      refreshToken?: RefreshToken
    }): Promise<Tokens> {
      await loaded
      if (tokens?.refreshToken?.value) {
        await runner.set({
          accessToken: tokens.visitorToken ?? { value: '', expiresAt: 0 },
          refreshToken: tokens.refreshToken,
        })
      }
      return runner.ensure()
    },
    /** New tokens from a refresh token (not stored); throws 'something went wrong' when refused. */
    async renewToken(refreshToken: RefreshToken): Promise<Tokens> {
      const result = await grants.renew(refreshToken.value, refreshToken.role)
      if (!result.ok) throw result.error.error
      return result.value
    },
    /** The tokens held now (empty values and role none when there are none). */
    getTokens: (): Tokens => runner.store.getSnapshot().tokens ?? EMPTY_TOKENS,
    /** Stores `tokens` (e.g. member tokens after login). */
    setTokens,
    /** True when the refresh token's role is member. */
    loggedIn: (): boolean => runner.store.getSnapshot().role === 'member',
    /** Valid tokens: new, stored or renewed as needed (one request however many callers). */
    getValidTokens,
    /** The Authorization header for API calls: the raw access token, renewed when needed. */
    async getAuthHeaders(): Promise<{ headers: { Authorization: string } }> {
      return { headers: { Authorization: (await getValidTokens()).accessToken.value } }
    },
  }
}
