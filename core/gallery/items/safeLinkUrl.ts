import { allowedUrl } from '../../shared/allowUrl'

/** Schemes a gallery link may use; anything else (javascript:, data:, vbscript:, ...) is refused. */
export const ALLOWED_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel']

/**
 * Returns `url` cleaned as a browser would read it when the project's allow-list (core/shared
 * `allowUrl`) accepts it as a link: http, https, mailto, tel, `//host` or relative ('/page', '#anchor',
 * '?q', 'page'); otherwise `undefined`. Never a javascript:, data: or vbscript: address, however it is
 * spelt, and never a backslash spelling of another host ("/\evil.com").
 */
export function safeLinkUrl(url: unknown): string | undefined {
  return allowedUrl(url, { use: 'link' })
}

/**
 * Returns `url` cleaned when it may be used as a media address: http, https, `//host` or relative;
 * otherwise `undefined` (a mailto:, tel:, javascript: or data: address is no media).
 */
export function safeMediaUrl(url: unknown): string | undefined {
  return allowedUrl(url, { use: 'media' })
}
