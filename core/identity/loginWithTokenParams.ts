import { postSignInStep, type FactorSignIn } from './verifyFactor'
import type { ProviderApi } from './providerApi'

/** The provider path of `POST /v1/sso/login-with-token-params`. */
export const TOKEN_PARAMS_LOGIN_PATH = '/_api/iam/authentication/v1/sso/login-with-token-params'

/**
 * Signs in through an SSO connection with the fields its identity provider needs to identify and
 * authenticate the member (`POST /v1/sso/login-with-token-params` with `idpConnectionId` and
 * `tokenParams`, a record of strings). The answer is a {@link FactorSignIn} value: SUCCESS with a
 * session token for `getMemberTokensForDirectLogin`, another step, or FAILURE with the provider's code.
 */
export function loginWithTokenParams(
  api: ProviderApi,
  idpConnectionId: string,
  tokenParams: Readonly<Record<string, string>>,
  authorization?: string,
): Promise<FactorSignIn> {
  if (typeof idpConnectionId !== 'string' || !idpConnectionId)
    throw new RangeError('loginWithTokenParams needs the idpConnectionId of the SSO connection')
  if (!tokenParams || typeof tokenParams !== 'object' || Object.values(tokenParams).some((v) => typeof v !== 'string'))
    throw new RangeError('loginWithTokenParams: tokenParams must be an object of strings')
  return postSignInStep(api, TOKEN_PARAMS_LOGIN_PATH, { idpConnectionId, tokenParams }, authorization)
}
