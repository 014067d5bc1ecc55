import type { Clock } from '../../ports'
import { err, ok, type Result } from '../shared'
import { IdentityError } from './errors'
import { PATHS, type CallFailure, type ProviderApi } from './providerApi'
import type { TokenFailure } from './tokenRunner'
import { tokensFromResponse, type TokenRole, type Tokens } from './tokens'

/** What {@link tokenGrants} needs: the provider API, the client id and the clock that dates expiries. */
export interface TokenGrantsContext {
  readonly api: ProviderApi
  readonly clientId: string
  readonly clock: Clock
}

/** A failed token call as a value: refused by the provider, or no answer at all. */
function tokenFailure(failure: CallFailure, message: string): TokenFailure {
  return failure.kind === 'network'
    ? { kind: 'network', error: new IdentityError('NETWORK_ERROR', message, { details: failure.message }) }
    : {
        kind: 'rejected',
        // The provider's own words stay reachable (`providerErrorOf`), e.g. "Unknown client id".
        error: new IdentityError(failure.error.code ?? 'TOKEN_REFUSED', message, {
          requestId: failure.error.requestId,
          details: failure.error,
        }),
      }
}

/** The provider's token endpoint (`/oauth2/token`): anonymous, refresh, code and authorized-client grants. */
export function tokenGrants({ api, clientId, clock }: TokenGrantsContext) {
  /** POSTs one grant; the answer's tokens get `role`, a failure carries `message`. */
  const grant = async (
    body: unknown,
    role: TokenRole,
    message: string,
    authorization?: string,
  ): Promise<Result<Tokens, TokenFailure>> => {
    const result = await api.post(PATHS.token, body, authorization)
    if (!result.ok) return err(tokenFailure(result.error, message))
    const tokens = tokensFromResponse(result.value, clock.now(), role)
    return tokens ? ok(tokens) : err({ kind: 'rejected', error: new IdentityError('NO_TOKENS', message) })
  }

  return {
    grant,
    /** New anonymous visitor tokens. */
    visitor: () => grant({ clientId, grantType: 'anonymous' }, 'visitor', 'something went wrong'),
    /** Renewed tokens; the refresh token is not rotated, so it is kept when the answer leaves it out. */
    async renew(refreshToken: string, role: TokenRole): Promise<Result<Tokens, TokenFailure>> {
      const result = await grant(
        { clientId, grantType: 'refresh_token', refreshToken },
        role === 'none' ? 'visitor' : role,
        'something went wrong',
      )
      return result.ok && !result.value.refreshToken.value
        ? ok({ ...result.value, refreshToken: { value: refreshToken, role: result.value.refreshToken.role } })
        : result
    },
    /** Member tokens for an authorization code of the login `data` started; throws 'Failed to get member tokens'. */
    async fromCode(
      code: string,
      data: { readonly redirectUri: string; readonly codeVerifier: string },
    ): Promise<Tokens> {
      const body = {
        clientId,
        grantType: 'authorization_code',
        redirectUri: data.redirectUri,
        code,
        codeVerifier: data.codeVerifier,
      }
      const result = await grant(body, 'member', 'Failed to get member tokens')
      if (!result.ok) throw result.error.error
      return result.value
    },
  }
}

/** The grants bound to one client. */
export type TokenGrants = ReturnType<typeof tokenGrants>
