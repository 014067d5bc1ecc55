// The checks of a redirect session request under the config: an auth request's client id, and
// targets (redirect URIs, postFlowUrl) on origins the client id may use.
import type { EmulatorConfig } from '../contracts'
import type { Violation } from '../errors'
import { originAllowed, originOf } from '../origins'
import { clientAllowed } from './tokenEndpoint'

/** The checks under the emulator's config (allowed client ids and origins). */
export function redirectChecks(config: EmulatorConfig) {
  /** A violation when `url` is set but its origin may not be used by `clientId`. */
  const checkTarget = (field: string, url: unknown, clientId: unknown, ownOrigin: string): Violation[] => {
    const origin = originOf(url)
    if (url === undefined || url === null || !origin) return []
    const client = typeof clientId === 'string' ? clientId : undefined
    return originAllowed(config, origin, client, ownOrigin)
      ? []
      : [{ field, description: `origin ${origin} is not an allowed origin of this client id`, ruleName: 'VALUE' }]
  }

  /**
   * The violations of an `auth` kind's authRequest under the config (its fields were checked by
   * their schema): its client id is allowed, and its redirect URI on an origin that client id may use.
   */
  const checkAuthRequest = (auth: Record<string, unknown>, ownOrigin: string): Violation[] => {
    const r = auth.authRequest as Record<string, unknown>
    const v: Violation[] = checkTarget('auth.authRequest.redirectUri', r.redirectUri, r.clientId, ownOrigin)
    if (!clientAllowed(config, r.clientId))
      v.push({ field: 'auth.authRequest.clientId', description: 'is not an allowed client id', ruleName: 'VALUE' })
    return v
  }

  return { checkTarget, checkAuthRequest }
}
