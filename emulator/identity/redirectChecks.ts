// The checks of a redirect session request: an auth request's fields, and targets (redirect URIs,
// postFlowUrl) on origins the client id may use.
import type { EmulatorConfig } from '../contracts'
import type { Violation } from '../errors'
import { originAllowed, originOf } from '../origins'
import { httpUrl, objectBody } from './responses'
import { clientAllowed } from './tokenEndpoint'

const RESPONSE_MODES = ['query', 'fragment', 'web_message']
const PROMPTS = ['login', 'none', 'consent', 'select_account']

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

  /** The violations of an `auth` kind's authRequest and prompt. */
  const checkAuthRequest = (auth: Record<string, unknown>, ownOrigin: string): Violation[] => {
    const r = objectBody(auth.authRequest)
    if (!r) return [{ field: 'auth.authRequest', description: 'must be an object', ruleName: 'REQUIRED' }]
    const v: Violation[] = []
    const optional = r.responseMode === 'web_message' && (r.redirectUri === undefined || r.redirectUri === null)
    if (!optional && !httpUrl(r.redirectUri))
      v.push({ field: 'auth.authRequest.redirectUri', description: 'must be an http(s) URL', ruleName: 'FORMAT' })
    v.push(...checkTarget('auth.authRequest.redirectUri', r.redirectUri, r.clientId, ownOrigin))
    if (!clientAllowed(config, r.clientId))
      v.push({ field: 'auth.authRequest.clientId', description: 'is not an allowed client id', ruleName: 'VALUE' })
    if (typeof r.codeChallenge !== 'string' || !/^[A-Za-z0-9_-]{43,128}$/.test(r.codeChallenge)) {
      v.push({
        field: 'auth.authRequest.codeChallenge',
        description: 'must be a base64url S256 challenge',
        ruleName: 'FORMAT',
      })
    }
    if (r.codeChallengeMethod !== 'S256')
      v.push({ field: 'auth.authRequest.codeChallengeMethod', description: 'must be S256', ruleName: 'VALUE' })
    if (!RESPONSE_MODES.includes(r.responseMode as string))
      v.push({
        field: 'auth.authRequest.responseMode',
        description: 'must be query, fragment or web_message',
        ruleName: 'VALUE',
      })
    if (r.responseType !== undefined && r.responseType !== 'code')
      v.push({ field: 'auth.authRequest.responseType', description: 'must be code', ruleName: 'VALUE' })
    if (typeof r.state !== 'string' || !r.state || r.state.length > 2048)
      v.push({ field: 'auth.authRequest.state', description: 'must be a non-empty string', ruleName: 'REQUIRED' })
    if (auth.prompt !== undefined && !PROMPTS.includes(auth.prompt as string))
      v.push({ field: 'auth.prompt', description: `must be one of ${PROMPTS.join(', ')}`, ruleName: 'VALUE' })
    return v
  }

  return { checkTarget, checkAuthRequest }
}
