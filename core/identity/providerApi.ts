import type { HttpPort, HttpResponse } from '../../ports'
import { err, ok, type Result } from '../shared'
import { apiError, IdentityError, readProviderError, type ProviderError } from './errors'

/** The provider's paths (wire format). */
export const PATHS = {
  token: '/oauth2/token',
  login: '/_api/iam/authentication/v2/login',
  register: '/_api/iam/authentication/v2/register',
  verify: '/_api/iam/verification/v1/auth/verify',
  resend: '/_api/iam/verification/v1/auth/resend',
  verificationStart: '/_api/iam/verification/v1/Start',
  sendRecoveryEmail: '/_api/iam/recovery/v1/send-email',
  recover: '/_api/iam/recovery/v1/recover',
  activationEmail: '/_api/iam/recovery/v1/activation-email',
  redirectSession: '/_api/redirects-api/v1/redirect-session',
  ssoLogin: '/_api/iam/authentication/v1/sso/login',
} as const

/** How a call failed: an error answer from the provider, or no answer at all. */
export type CallFailure =
  | { readonly kind: 'answer'; readonly response: HttpResponse; readonly error: ProviderError }
  | { readonly kind: 'network'; readonly message: string }

/** A provider API bound to a base URL and an HTTP port. */
export interface ProviderApi {
  /** POSTs JSON; status 200 gives the parsed body, anything else a {@link CallFailure} value. */
  post(path: string, body: unknown, authorization?: string): Promise<Result<unknown, CallFailure>>
  /** Like {@link post} but throws the generic API error on failure (for calls with no failure states). */
  postOrThrow(path: string, body: unknown, authorization?: string): Promise<unknown>
  /** Like {@link post} with the failure as the generic API error, a value rather than thrown. */
  call(path: string, body: unknown, authorization?: string): Promise<Result<unknown, IdentityError>>
  /** The full URL of `path` on the provider's host. */
  url(path: string): string
}

/** Creates a {@link ProviderApi}. Tokens travel in headers and bodies only, never in URLs or logs. */
export function providerApi(http: HttpPort, baseUrl: string): ProviderApi {
  const base = baseUrl.replace(/\/+$/, '')
  const api: ProviderApi = {
    url: (path) => base + path,
    async post(path, body, authorization) {
      let response: HttpResponse
      try {
        const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
        if (authorization) headers.authorization = authorization
        response = await http.request({ url: base + path, method: 'POST', headers, body: JSON.stringify(body) })
      } catch (cause) {
        return err({ kind: 'network', message: cause instanceof Error ? cause.message : String(cause) })
      }
      if (response.status !== 200) return err({ kind: 'answer', response, error: readProviderError(response) })
      try {
        return ok(response.body ? (JSON.parse(response.body) as unknown) : {})
      } catch {
        return err({
          kind: 'answer',
          response: { ...response, status: 502 },
          error: readProviderError({ ...response, status: 502 }),
        })
      }
    },
    async postOrThrow(path, body, authorization) {
      const result = await api.call(path, body, authorization)
      if (result.ok) return result.value
      throw result.error
    },
    async call(path, body, authorization) {
      const result = await api.post(path, body, authorization)
      if (result.ok) return result
      if (result.error.kind === 'network')
        return err(new IdentityError('NETWORK_ERROR', 'System error occurred', { details: result.error.message }))
      return err(apiError(result.error.response))
    },
  }
  return api
}

/**
 * The origin (`scheme://host[:port]`, lower case, default port dropped) of an absolute URL, as
 * browsers report `MessageEvent.origin`; '' when it has none or carries credentials.
 */
export function originOf(url: string): string {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(url)
  if (!match || match[2].includes('@') || !match[2]) return ''
  const scheme = match[1].toLowerCase()
  const host = match[2].toLowerCase().replace(scheme === 'https' ? /:443$/ : scheme === 'http' ? /:80$/ : /$^/, '')
  return `${scheme}://${host}`
}
