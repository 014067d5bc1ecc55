// GET /v1/logout: ends the browser's hosted sign-in session and returns to the site.
import type { EmulatorConfig, EmulatorRequest, EmulatorResponse } from '../contracts'
import { invalidFields, type Violation } from '../errors'
import { endHostedSession, html } from './hostedSession'
import { messagePage } from './pages'
import { httpUrl } from './responses'
import type { IdentityStore } from './store'
import { clientAllowed } from './tokenEndpoint'
import { redirectChecks } from './redirectChecks'

/**
 * GET /v1/logout (`postLogoutRedirectUri`, `clientId`): ends the browser's hosted login session
 * (its cookie) for an allowed client and returns to postLogoutRedirectUri (an http(s) address on an
 * origin the client id may use), or shows a signed-out page when none is given.
 */
export function providerLogout(store: IdentityStore, config: EmulatorConfig) {
  const { checkTarget } = redirectChecks(config)
  return async (request: EmulatorRequest): Promise<EmulatorResponse> => {
    const query = request.url.searchParams
    const violations: Violation[] = []
    const clientId = query.get('clientId')
    if (!clientId || !clientAllowed(config, clientId))
      violations.push({ field: 'clientId', description: 'must be an allowed client id', ruleName: 'INVALID' })
    const raw = query.get('postLogoutRedirectUri')
    const next = raw === null ? undefined : httpUrl(raw)
    if (raw !== null && !next)
      violations.push({ field: 'postLogoutRedirectUri', description: 'must be an http(s) address', ruleName: 'FORMAT' })
    // The same rule as a logout redirect session's postFlowUrl: an origin the client id may use.
    if (next) violations.push(...checkTarget('postLogoutRedirectUri', raw, clientId, request.origin))
    if (violations.length) throw invalidFields(violations)
    const headers = await endHostedSession(store, request)
    return next
      ? { status: 302, redirect: next.toString(), headers }
      : html(messagePage('Signed out', 'You are signed out.'), 200, headers)
  }
}
