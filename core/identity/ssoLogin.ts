import { encodeParams } from './parseFromUrl'
import { SSO_QUERY_LIMIT, type SsoLogin } from './redirectSessions'

/** Parameters of an SSO login. */
export interface SsoLoginParams {
  readonly tenantId: string
  readonly idpConnectionId: string
  readonly tenantType?: 'ACCOUNT' | 'SITE' | 'ROOT'
  readonly customPayload?: string
  readonly sessionId?: string
  readonly encryptionKey?: string
  readonly visitorId?: string
  readonly bsi?: string
}

/**
 * The SSO login address under `base`: a GET with the parameters in the query, or, when the query
 * would pass 4000 characters, a form POST to the same path carrying them as fields.
 */
export function createSsoLoginUrl(base: string, params: SsoLoginParams): SsoLogin {
  const { tenantId, idpConnectionId, ...rest } = params
  const url = `${base}/${encodeURIComponent(tenantId)}/${encodeURIComponent(idpConnectionId)}`
  const fields: Record<string, string> = {}
  for (const [k, v] of Object.entries(rest)) if (typeof v === 'string') fields[k] = v
  const query = encodeParams(fields)
  if (query.length > SSO_QUERY_LIMIT) return { method: 'POST', url, fields }
  return { method: 'GET', url: query ? `${url}?${query}` : url }
}
