import type { EmulatorConfig, EmulatorRequest, EmulatorResponse } from '../contracts'
import { fail, json } from '../errors'
import { str } from './responses'
import { bodyOf } from './bodies'
import { newId, s256, safeEqual } from './secrets'
import type { IdentityStore } from './store'
import type { Logger } from '../../ports'

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key)

/**
 * Whether the config accepts `clientId`: it is in `oauth.allowedClientIds` (when that is a list),
 * and, once `clients` are configured, it is one of them (or a `"*"` entry takes every id), as the
 * hosted service accepts only the client ids registered for the site.
 */
export function clientAllowed(config: EmulatorConfig, clientId: unknown): boolean {
  if (typeof clientId !== 'string' || !clientId) return false
  const allowed = config.oauth.allowedClientIds
  if (allowed !== 'any' && !allowed.includes(clientId)) return false
  const clients = config.clients
  return !clients || hasOwn(clients, clientId) || hasOwn(clients, '*')
}

/**
 * Whether some client id can be refused: `oauth.allowedClientIds` is a list, or `clients` are
 * configured without a `"*"` entry. Then, as on the hosted service, register and login need the
 * access token of an accepted client id.
 */
export const clientIdsChecked = (config: EmulatorConfig): boolean =>
  config.oauth.allowedClientIds !== 'any' || (!!config.clients && !hasOwn(config.clients, '*'))

/** The client id of the emulator's own demo site (never warned about). */
export const DEMO_CLIENT_ID = 'vitrine-demo'
// Distinct client ids warned about at most, so hostile traffic cannot grow the set without end.
const MAX_WARNED_IDS = 100

/**
 * Warns once per client id the emulator accepts only because nothing lists the site's own ids
 * (no `clients` and `oauth.allowedClientIds` "any"): a typo would otherwise survive to production,
 * where the hosted service refuses it.
 */
export function unlistedClientWarner(config: EmulatorConfig, logger: Logger) {
  const warned = new Set<string>([DEMO_CLIENT_ID])
  return (clientId: string) => {
    if (config.clients || config.oauth.allowedClientIds !== 'any') return
    if (warned.has(clientId) || warned.size > MAX_WARNED_IDS) return
    warned.add(clientId)
    logger.warn(
      `emulator: client id ${JSON.stringify(clientId.slice(0, 200))} accepted, as every client id is while "clients" is not configured. The hosted service accepts only your site's registered client ids: list yours in "clients" in the emulator config (VITRINE_CONFIG) and a mistyped one is refused here too.`,
    )
  }
}

/** POST /oauth2/token: the anonymous, refresh_token, authorization_code (PKCE S256) and authorized_client grants. */
export function tokenEndpoint(store: IdentityStore, config: EmulatorConfig, logger: Logger) {
  const warnUnlisted = unlistedClientWarner(config, logger)
  return async (request: EmulatorRequest): Promise<EmulatorResponse> => {
    const body = bodyOf(request, 'POST /oauth2/token')
    const grant = body.grantType ?? body.grant_type
    if (grant === 'authorized_client') {
      // Authorization: the caller's access token and the site's API key (the admin key), in either order.
      const parts = String(request.authorization ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
      if (!parts.some((p) => safeEqual(p, config.adminKey)))
        throw fail(403, 'FORBIDDEN', 'The authorized_client grant needs the API key')
      const member = await store.memberById(body.member_id ?? body.memberId)
      if (!member) throw fail(404, 'MEMBER_NOT_FOUND', 'No member with this id')
      return json(await store.issueGrant({ visitorId: member.id, memberId: member.id }))
    }
    const clientId = body.clientId ?? body.client_id
    if (!clientAllowed(config, clientId)) throw fail(400, 'INVALID_CLIENT', 'Unknown client id')
    warnUnlisted(clientId as string)
    switch (grant) {
      case 'anonymous':
        return json(await store.issueGrant({ visitorId: newId() }))
      case 'refresh_token': {
        const answer = await store.refresh(body.refreshToken ?? body.refresh_token)
        if (!answer) throw fail(400, 'INVALID_REFRESH_TOKEN', 'The refresh token is invalid or revoked')
        return json(answer)
      }
      case 'authorization_code': {
        const row = await store.takeToken('code', body.code)
        const data = (row?.data ?? {}) as { redirectUri?: string | null; clientId?: string; codeChallenge?: string }
        const verifier = str(body.codeVerifier ?? body.code_verifier)
        if (!row || !row.member_id)
          throw fail(400, 'INVALID_GRANT', 'The authorization code is invalid, used or expired')
        if (
          (data.redirectUri ?? undefined) !== (body.redirectUri ?? body.redirect_uri ?? undefined) ||
          data.clientId !== (body.clientId ?? body.client_id)
        ) {
          throw fail(400, 'INVALID_GRANT', 'The redirect URI or client id does not match the authorization request')
        }
        if (!verifier || !data.codeChallenge || !safeEqual(s256(verifier), data.codeChallenge)) {
          throw fail(400, 'INVALID_GRANT', 'The code verifier does not match the code challenge')
        }
        return json(await store.issueGrant({ visitorId: row.visitor_id ?? row.member_id, memberId: row.member_id }))
      }
      default:
        throw fail(
          400,
          'UNSUPPORTED_GRANT_TYPE',
          `Unsupported grant type ${JSON.stringify(String(grant)).slice(0, 80)}`,
        )
    }
  }
}
