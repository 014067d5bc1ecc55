/**
 * The one URL allow-list of the project: document links, gallery links and every media source go
 * through {@link allowUrl}. It judges an address the way the WHATWG URL parser (what a browser runs on
 * an `href` or `src`) will read it on an http(s) page, not the way it looks:
 *
 * - C0 controls and spaces at both ends are dropped, and ASCII tab, LF and CR anywhere
 *   ("java\tscript:" is "javascript:");
 * - a scheme is a letter followed by letters, digits, "+", "-" or "." up to the first ":"; anything else
 *   before a colon (a percent-encoded or entity-encoded scheme, an underscore) is no scheme, so the
 *   browser would treat the address as a relative path: such look-alikes are refused;
 * - without a scheme, a backslash is a slash on an http(s) page, so "/\evil.com" and "\\evil.com"
 *   leave the site exactly like "//evil.com". Only a literal "//host" is taken as another host; any
 *   other spelling of it is refused as a disguised host.
 */

import { err, ok, type Result } from './Result'

/** What an address is allowed for: `link` (an `<a href>`) or `media` (`img`, `video`, `iframe` sources). */
export type UrlUse = 'link' | 'media'

/** The policy for one use. */
export interface UrlPolicy {
  /** Default `link`: http, https, mailto and tel. `media`: http and https only. */
  use?: UrlUse
  /** Media only: also allow `data:image/(png|gif|jpeg|webp|avif)` (never SVG). */
  dataImages?: boolean
  /** Read "example.com/page" and "localhost:3000" as hosts and give them https:// (Ricos documents do). */
  bareHosts?: boolean
}

/** Why an address was refused. */
export type UrlRejection =
  | 'empty'
  | 'dangerous'
  | 'scheme'
  | 'telephone'
  | 'control-character'
  | 'disguised-host'
  | 'scheme-look-alike'
  | 'character-reference'

/** How an allowed address resolves: its own scheme, another host on the page's scheme, or the page's origin. */
export type UrlKind = 'absolute' | 'network' | 'relative'

/** An allowed address: cleaned as the browser reads it, and how it resolves. */
export interface AllowedUrl {
  readonly url: string
  readonly kind: UrlKind
}

/** The verdict of {@link allowUrl}: the allowed address, or the reason it was refused. */
export type UrlVerdict = Result<AllowedUrl, UrlRejection>

const OUTER_BLANKS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
const TAB_OR_NEWLINE = /[\t\n\r]/g
const CONTROL = /[\u0000-\u001f\u007f]/
const PLAIN_WEB = /^https?:\/\/[!-~]*$/i
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const SCRIPT_SCHEME = /(?:java|vb|live)script:/i
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u00a0\u180e\u200b-\u200f\u2028-\u202f\u205f-\u2064\ufeff]+/g
const CHARACTER_REFERENCE = /&(?:#|colon;|tab;|newline;)/i
const TEL = /^tel:[\d\-()+#*]+$/i
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif)[;,]/i
const BARE_HOST = /^[\w-]+(?:\.[\w-]+)+(?::\d{1,5})?(?:[/?#]|$)/
const HOST_AND_PORT = /^[a-z][a-z0-9.-]*:\d{1,5}(?:[/?#]|$)/i

/** The address as the URL parser sees it: outer controls and blanks gone, tabs and newlines removed. */
export function browserView(value: string): string {
  return value.replace(TAB_OR_NEWLINE, '').replace(OUTER_BLANKS, '')
}

/**
 * Judges `value` for `policy` (a link by default). An allowed address comes back cleaned (as the
 * browser would read it) with its kind; a refused one with the reason. Never allows a javascript:,
 * vbscript:, livescript: or data: (other than images, when asked) address, however it is spelt.
 */
export function allowUrl(value: unknown, policy: UrlPolicy = {}): UrlVerdict {
  if (typeof value !== 'string') return refuse('empty')
  // Fast path: printable-ASCII http(s) without a script scheme inside, the common case by far.
  if (PLAIN_WEB.test(value) && !SCRIPT_SCHEME.test(value)) return allow(value, 'absolute')
  const view = browserView(value)
  if (view === '') return refuse('empty')
  // A script scheme anywhere, even behind invisible characters or inside a query (nested redirects).
  if (SCRIPT_SCHEME.test(view.replace(INVISIBLE, ''))) return refuse('dangerous')
  if (CONTROL.test(view)) return refuse('control-character')
  const media = policy.use === 'media'
  const scheme = SCHEME.exec(view)
  if (scheme) {
    const name = scheme[1].toLowerCase()
    if (name === 'http' || name === 'https') return allow(view, 'absolute')
    if (name === 'data')
      return media && policy.dataImages && DATA_IMAGE.test(view) ? allow(view, 'absolute') : refuse('dangerous')
    if (!media && name === 'mailto') return allow(view, 'absolute')
    if (!media && name === 'tel') return TEL.test(view) ? allow(view, 'absolute') : refuse('telephone')
    // "localhost:3000/x" has the shape of a scheme; as a bare host it means https://localhost:3000/x.
    if (policy.bareHosts && HOST_AND_PORT.test(view)) return allow(`https://${view}`, 'absolute')
    return refuse('scheme')
  }
  // Character references spell schemes once a careless renderer decodes them; no real address needs one.
  if (CHARACTER_REFERENCE.test(view)) return refuse('character-reference')
  const path = slashes(view)
  if (path.startsWith('//')) return view.startsWith('//') ? allow(path, 'network') : refuse('disguised-host')
  // A colon before the first "/", "?" or "#" with no valid scheme: "%6Aavascript:", "&#106;avascript:".
  const firstSegment = path.split(/[/?#]/, 1)[0]
  if (firstSegment.includes(':')) return refuse('scheme-look-alike')
  if (policy.bareHosts && BARE_HOST.test(path) && !path.startsWith('.')) return allow(`https://${path}`, 'absolute')
  return allow(path, 'relative')
}

/** The allowed address for `policy`, or undefined. */
export function allowedUrl(value: unknown, policy?: UrlPolicy): string | undefined {
  const verdict = allowUrl(value, policy)
  return verdict.ok ? verdict.value.url : undefined
}

/** Backslashes read as slashes, as the parser does on an http(s) page, up to the query or fragment. */
function slashes(view: string): string {
  const end = view.search(/[?#]/)
  return end === -1 ? view.replace(/\\/g, '/') : view.slice(0, end).replace(/\\/g, '/') + view.slice(end)
}

function allow(url: string, kind: UrlKind): UrlVerdict {
  return ok({ url, kind })
}

function refuse(reason: UrlRejection): UrlVerdict {
  return err(reason)
}
