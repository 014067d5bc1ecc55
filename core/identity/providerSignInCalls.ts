import { loginCallbackForm } from './loginCallback'
import { loginWithTokenParams } from './loginWithTokenParams'
import type { ProviderApi } from './providerApi'
import { signOn, type SignOnParams } from './signOn'
import { startFactorSignIn, verifyFactor, type VerifyFactorParams } from './verifyFactor'

/** What the sign-in calls need from the client: the provider API and the visitor's access token. */
export interface ProviderSignInContext {
  readonly api: ProviderApi
  /** The current (renewed when due) access token, or undefined when none can be had. */
  readonly authorization: () => Promise<string | undefined>
}

/**
 * The client's sign-in calls beyond login and register: sign-on by a trusted server, multi-factor
 * steps, SSO with token parameters and the login callback. Each answers a value (see its module).
 */
export function providerSignInCalls(ctx: ProviderSignInContext) {
  return {
    /** `POST /v2/sign-on` with the site's API key (a server call): a session for a member your backend vouches for. */
    signOn: (params: SignOnParams, apiKey: string) => signOn(ctx.api, params, apiKey),
    /** `POST /v2/{factorType}/verify`: one factor of a sign-in in progress. */
    verifyFactor: async (params: VerifyFactorParams) => verifyFactor(ctx.api, params, await ctx.authorization()),
    /** The login call read as a multi-factor sign-in (REQUIRE_MFA, REQUIRE_FIRST_FACTOR, SUCCESS, FAILURE). */
    startFactorSignIn: async (params: Parameters<typeof startFactorSignIn>[1]) =>
      startFactorSignIn(ctx.api, params, await ctx.authorization()),
    /** `POST /v1/sso/login-with-token-params`: sign in with the fields an SSO connection's provider needs. */
    loginWithTokenParams: async (idpConnectionId: string, tokenParams: Readonly<Record<string, string>>) =>
      loginWithTokenParams(ctx.api, idpConnectionId, tokenParams, await ctx.authorization()),
    /** `/v1/callback` as a form post (`{ method, url, fields }`): ends the redirect session `state` for a session token. */
    getLoginCallbackForm: (state: string, sessionToken: string) => loginCallbackForm(ctx.api, state, sessionToken),
  }
}
