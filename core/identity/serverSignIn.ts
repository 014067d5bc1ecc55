import type { HttpPort } from '../../ports'
import { IdentityError } from './errors'
import { parseFromUrl, type OAuthAnswer } from './parseFromUrl'
import { originOf } from './providerApi'
import { providerPageUrl } from './providerPages'

/** At most this many provider redirects are followed before giving up. */
export const MAX_REDIRECT_HOPS = 10

/** Options of {@link followRedirectsForCode}. */
export interface RedirectFollowOptions {
  readonly http: HttpPort
  /** The redirect session's address (`prompt=none`, `responseMode=query`). */
  readonly url: string
  /** Where the provider answers; the answer is read from this address, never loaded. */
  readonly redirectUri: string
  /** The provider's origins: only addresses on them are requested (default: the origin of `url`). */
  readonly origins?: readonly string[]
  /** The state the answer must carry. */
  readonly state: string
}

/** Resolves a `Location` header against the address that sent it (absolute, `//host`, `/path` or relative). */
export function resolveLocation(location: string, from: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(location)) return location
  const origin = originOf(from)
  if (location.startsWith('//')) return `${origin.slice(0, origin.indexOf(':') + 1)}${location}`
  if (location.startsWith('/')) return origin + location
  const path = from.slice(origin.length).split(/[?#]/)[0]
  return origin + path.slice(0, path.lastIndexOf('/') + 1) + location
}

/** True when `url` is the redirect URI itself (same address before its query or fragment). */
const isAnswerAddress = (url: string, redirectUri: string): boolean =>
  url.split(/[?#]/)[0] === redirectUri.split(/[?#]/)[0]

/**
 * The silent flow without a browser: walks the provider's redirects over HTTP (manual redirects, so the
 * final one is never loaded), reads `code` and `state` from the `Location` that points at the redirect
 * URI, and checks the state. Only http(s) addresses on the provider's origins are requested, at most
 * {@link MAX_REDIRECT_HOPS} of them: a `Location` anywhere else (another host, an internal address)
 * rejects with code `UNTRUSTED_PAGE` before any request is made to it, so a provider cannot point the
 * site's server at other hosts. An error answer or a page that asks for a visible login rejects with
 * the provider's words; an answer for another state is refused ('Invalid _state').
 */
export async function followRedirectsForCode(options: RedirectFollowOptions): Promise<OAuthAnswer & { code: string }> {
  const { http, redirectUri, state } = options
  const origins = options.origins ?? [originOf(options.url)]
  let url = providerPageUrl(options.url, origins)
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
    const response = await http.request({ url, method: 'GET', redirect: 'manual' })
    const location = response.headers['location']
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new IdentityError(
        'UNEXPECTED_ANSWER',
        `Server-side sign-in expected a redirect to ${redirectUri}, got ${response.status} from ${url.split('?')[0]}`,
      )
    }
    const next = resolveLocation(location, url)
    if (isAnswerAddress(next, redirectUri)) {
      const answer = parseFromUrl(next, 'query')
      if (answer.error) throw new IdentityError(answer.error, answer.errorDescription ?? answer.error)
      if (answer.state !== state) throw new IdentityError('INVALID_STATE', 'Invalid _state')
      if (!answer.code) throw new IdentityError('MISSING_CODE', 'Missing code or _state')
      return answer as OAuthAnswer & { code: string }
    }
    url = providerPageUrl(next, origins)
  }
  throw new IdentityError('TOO_MANY_REDIRECTS', `Server-side sign-in gave up after ${MAX_REDIRECT_HOPS} redirects`)
}
