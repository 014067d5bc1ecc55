/** Schemes a gallery link may use; anything else (javascript:, data:, vbscript:, ...) is refused. */
export const ALLOWED_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel']

// Browsers drop ASCII tab and newlines anywhere in a URL and trim C0 controls and spaces at both
// ends, so "java\tscript:" is javascript:. Removing them first makes the scheme check see what a
// browser would.

const STRIPPED_ANYWHERE = /[\t\n\r]/g

const TRIMMED = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g

const CONTROL = /[\u0000-\u001f\u007f]/
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/

/**
 * Returns `url` cleaned as a browser would read it when its scheme is allow-listed (http, https,
 * mailto, tel) or it is relative ('/page', '#anchor', '?q', 'page', '//host/path'); otherwise
 * `undefined`. Never returns a javascript:, data: or vbscript: address, however it is spelt.
 */
export function safeLinkUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  const cleaned = url.replace(STRIPPED_ANYWHERE, '').replace(TRIMMED, '')
  if (!cleaned || CONTROL.test(cleaned)) return undefined
  // A backslash is a slash to browsers for special schemes; refusing it keeps relative links plain.
  if (cleaned.includes('\\')) return undefined
  // Character references spell schemes once a careless renderer decodes them; no real link needs one.
  if (/&(#|colon;|tab;|newline;)/i.test(cleaned)) return undefined
  const scheme = SCHEME.exec(cleaned)
  if (scheme) return ALLOWED_LINK_SCHEMES.includes(scheme[1]!.toLowerCase()) ? cleaned : undefined
  // No scheme before the first '/', '?' or '#': a colon later is part of a path, query or fragment.
  const firstDelimiter = cleaned.search(/[/?#]/)
  const colon = cleaned.indexOf(':')
  if (colon !== -1 && (firstDelimiter === -1 || colon < firstDelimiter)) return undefined
  return cleaned
}

/**
 * Returns `url` cleaned when it may be used as a media address: http, https, protocol-relative or
 * relative; otherwise `undefined` (a mailto:, tel:, javascript: or data: address is no media).
 */
export function safeMediaUrl(url: unknown): string | undefined {
  const cleaned = safeLinkUrl(url)
  if (cleaned === undefined) return undefined
  const scheme = SCHEME.exec(cleaned)
  return !scheme || /^https?$/i.test(scheme[1]!) ? cleaned : undefined
}
