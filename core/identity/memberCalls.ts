import { IdentityError } from './errors'
import type { ProviderApi } from './providerApi'

/** The provider path of a signed-in member's password change. */
export const CHANGE_PASSWORD_PATH = '/_api/iam/authentication/v2/change-password'

/** The provider path that ends the browser's sign-in session (`GET /v1/logout`). */
export const PROVIDER_LOGOUT_PATH = '/_api/iam/authentication/v1/logout'

/** What the member calls need from the client: the provider API, the role and the current access token. */
export interface MemberCallsContext {
  readonly api: ProviderApi
  readonly clientId: string
  /** True when the client holds member tokens. */
  readonly isMember: () => boolean
  /** The current (renewed when due) access token, or undefined when none can be had. */
  readonly authorization: () => Promise<string | undefined>
}

/** Calls a signed-in member makes about their own account. */
export function memberCalls(ctx: MemberCallsContext) {
  return {
    /**
     * The address that ends the browser's session at the provider (`GET /v1/logout` with
     * `postLogoutRedirectUri` and `clientId`) and returns to `postLogoutRedirectUri`. Navigate to
     * it after clearing the client's tokens; it holds no token.
     */
    getProviderLogoutUrl(postLogoutRedirectUri: string): string {
      if (!/^https?:\/\//i.test(postLogoutRedirectUri))
        throw new TypeError('getProviderLogoutUrl: postLogoutRedirectUri must be an http(s) address')
      const query = `postLogoutRedirectUri=${encodeURIComponent(postLogoutRedirectUri)}&clientId=${encodeURIComponent(ctx.clientId)}`
      return `${ctx.api.url(PROVIDER_LOGOUT_PATH)}?${query}`
    },
    /**
     * Sets a new password for the signed-in member (`POST /v2/change-password` with `newPassword`,
     * authorised by the member's access token). Rejects with an {@link IdentityError} when no member
     * is signed in (nothing is sent) or the provider refuses (its message and code).
     */
    async changePassword(newPassword: string): Promise<void> {
      if (typeof newPassword !== 'string' || newPassword.length === 0)
        throw new TypeError('changePassword takes the new password as a non-empty string')
      if (!ctx.isMember()) throw new IdentityError('NOT_A_MEMBER', 'Only a signed-in member can change their password')
      await ctx.api.postOrThrow(CHANGE_PASSWORD_PATH, { newPassword }, await ctx.authorization())
    },
  }
}
