import { allowedUrl } from '../../shared/allowUrl'

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
 * Returns a gallery item's media address cleaned when it may be used as one: http, https, `//host` or
 * relative; otherwise `undefined` (a mailto:, tel:, javascript: or data: address is no media). Unlike
 * the document's `safeMediaUrl`, a bare host ("cdn.example.com/a.jpg") stays a relative path, as a
 * gallery item's address is given, and data: images are never taken.
 */
export function safeItemMediaUrl(url: unknown): string | undefined {
  return allowedUrl(url, { use: 'media' })
}
