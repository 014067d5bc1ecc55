import type { EmulatorConfig, EmulatorRequest, EmulatorResponse } from '../contracts'
import { appError, json } from '../errors'
import { notAnObject, objectBody, str } from './responses'
import { newId, s256, safeEqual } from './secrets'
import type { IdentityStore } from './store'

/** Whether the config accepts `clientId`. */
export function clientAllowed(config: EmulatorConfig, clientId: unknown): boolean {
  if (typeof clientId !== 'string' || !clientId) return false
  const allowed = config.oauth.allowedClientIds
  return allowed === 'any' || allowed.includes(clientId)
}

/** POST /oauth2/token: the anonymous, refresh_token, authorization_code (PKCE S256) and authorized_client grants. */
export function tokenEndpoint(store: IdentityStore, config: EmulatorConfig) {
  return async (request: EmulatorRequest): Promise<EmulatorResponse> => {
    const body = objectBody(request.body)
    if (!body) return notAnObject()
    const grant = body.grantType ?? body.grant_type
    if (grant === 'authorized_client') {
      // Authorization: the caller's access token and the site's API key (the admin key), in either order.
      const parts = String(request.headers.authorization ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
      if (!parts.some((p) => safeEqual(p, config.adminKey)))
        return appError(403, 'FORBIDDEN', 'The authorized_client grant needs the API key')
      const member = await store.memberById(body.member_id ?? body.memberId)
      if (!member) return appError(404, 'MEMBER_NOT_FOUND', 'No member with this id')
      return json(await store.issueGrant({ visitorId: member.id, memberId: member.id }))
    }
    if (!clientAllowed(config, body.clientId ?? body.client_id))
      return appError(400, 'INVALID_CLIENT', 'Unknown client id')
    switch (grant) {
      case 'anonymous':
        return json(await store.issueGrant({ visitorId: newId() }))
      case 'refresh_token': {
        const answer = await store.refresh(body.refreshToken ?? body.refresh_token)
        return answer ? json(answer) : appError(400, 'INVALID_REFRESH_TOKEN', 'The refresh token is invalid or revoked')
      }
      case 'authorization_code': {
        const row = await store.takeToken('code', body.code)
        const data = (row?.data ?? {}) as { redirectUri?: string | null; clientId?: string; codeChallenge?: string }
        const verifier = str(body.codeVerifier ?? body.code_verifier)
        if (!row || !row.member_id)
          return appError(400, 'INVALID_GRANT', 'The authorization code is invalid, used or expired')
        if (
          (data.redirectUri ?? undefined) !== (body.redirectUri ?? body.redirect_uri ?? undefined) ||
          data.clientId !== (body.clientId ?? body.client_id)
        ) {
          return appError(
            400,
            'INVALID_GRANT',
            'The redirect URI or client id does not match the authorization request',
          )
        }
        if (!verifier || !data.codeChallenge || !safeEqual(s256(verifier), data.codeChallenge)) {
          return appError(400, 'INVALID_GRANT', 'The code verifier does not match the code challenge')
        }
        return json(await store.issueGrant({ visitorId: row.visitor_id ?? row.member_id, memberId: row.member_id }))
      }
      default:
        return appError(
          400,
          'UNSUPPORTED_GRANT_TYPE',
          `Unsupported grant type ${JSON.stringify(String(grant)).slice(0, 80)}`,
        )
    }
  }
}
