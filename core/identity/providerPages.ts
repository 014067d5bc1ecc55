import { allowUrl } from '../shared/allowUrl'
import { IdentityError } from './errors'
import { originOf } from './providerApi'

/** The `code` of the error for a provider page address that is not an http(s) page of the provider. */
export const UNTRUSTED_PAGE = 'UNTRUSTED_PAGE'

/** How an address is named in an error: its origin or its scheme, never its query (it may carry a token). */
function shown(url: string): string {
  const origin = originOf(url)
  if (origin) return origin
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)
  return scheme ? `a ${scheme[1].toLowerCase()}: address` : 'a relative address'
}

/**
 * The address to load or navigate to for a page of the provider (a redirect session's `fullUrl`): read
 * as a browser reads it (the project's URL allow-list), it must be absolute http or https and on one
 * of `origins`. Anything else (`javascript:`, `data:`, another host, a disguised host) throws an
 * {@link IdentityError} with code {@link UNTRUSTED_PAGE}, naming the origin only.
 */
export function providerPageUrl(url: unknown, origins: readonly string[]): string {
  const verdict = allowUrl(url, { use: 'media' })
  const text = typeof url === 'string' ? url : String(url)
  if (verdict.ok && verdict.value.kind === 'absolute' && /^https?:\/\//i.test(verdict.value.url)) {
    const origin = originOf(verdict.value.url)
    if (origin && origins.includes(origin)) return verdict.value.url
  }
  throw new IdentityError(
    UNTRUSTED_PAGE,
    `Refused to open ${shown(text)}: the provider's pages are http(s) addresses on ${origins.join(', ') || 'no origin'}`,
  )
}

/** The provider origins of a client: the ones given, else the API's own origin (lower case, default port dropped). */
export function providerOriginsOf(baseUrl: string, given?: readonly string[]): readonly string[] {
  const list = given?.length ? given : [baseUrl]
  return list.map((value) => {
    const origin = originOf(value)
    if (!origin || !/^https?:/.test(origin)) throw new RangeError(`providerOrigins: ${value} is not an http(s) origin`)
    return origin
  })
}
