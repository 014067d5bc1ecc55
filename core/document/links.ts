import { ANCHOR_PREFIX } from './constants'
import type { Link, LinkRel, LinkTarget } from './nodeData'
import { ownValue } from '../shared/ownValue'
import { bool, obj, str } from './read'

// Browsers drop tabs and newlines anywhere in a URL and C0 controls or spaces at its ends, so the
// scheme is judged on the string with those removed (and every other whitespace too, to be strict).
const STRIP = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]+/g
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const PLAIN_WEB = /^https?:\/\/[!-~]*$/i
const TEL = /^tel:[\d\-()+#*]+$/i
const HOST_LIKE = /^[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:[/?#]|$)/
const DANGEROUS = /(?:javascript|vbscript|livescript):/i

/** Why an address was refused as a link. */
export type UrlRejection = 'empty' | 'dangerous' | 'scheme' | 'telephone'

/**
 * The address to put in an `href`, or a rejection. Allowed: http, https, mailto, tel (digits, hyphens,
 * parentheses, plus, hash, star), scheme-less host names (given https://), protocol-relative and relative
 * addresses. javascript:, vbscript: and data: never pass, in any case or whitespace mix.
 */
export function checkUrl(value: unknown): { ok: true; url: string } | { ok: false; reason: UrlRejection } {
  if (typeof value !== 'string') return { ok: false, reason: 'empty' }
  // Fast path for the common case: a printable-ASCII http(s) address without a script scheme inside.
  if (PLAIN_WEB.test(value) && !DANGEROUS.test(value)) return { ok: true, url: value }
  const compact = value.replace(STRIP, '')
  if (!compact) return { ok: false, reason: 'empty' }
  // A script scheme anywhere is refused, not only at the start: nested redirects and odd parsers exist.
  if (DANGEROUS.test(compact)) return { ok: false, reason: 'dangerous' }
  const scheme = SCHEME.exec(compact)
  if (scheme) {
    const name = scheme[1].toLowerCase()
    if (name === 'http' || name === 'https' || name === 'mailto') return { ok: true, url: tidy(value) }
    if (name === 'tel') return TEL.test(compact) ? { ok: true, url: compact } : { ok: false, reason: 'telephone' }
    if (name === 'data') return { ok: false, reason: 'dangerous' }
    // "localhost:3000/x" has the shape of a scheme but is a host: only when followed by digits.
    if (!/^[a-z][a-z0-9+.-]*:\d+(?:[/?#]|$)/i.test(compact)) return { ok: false, reason: 'scheme' }
    return { ok: true, url: `https://${compact}` }
  }
  if (HOST_LIKE.test(compact) && !compact.startsWith('.')) return { ok: true, url: `https://${compact}` }
  return { ok: true, url: tidy(value) }
}

// Keeps inner spaces (they are part of the address) but drops control characters and outer blanks.
function tidy(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]/g, '').trim()
}

/** The allowed `href` for a value, or undefined. */
export function safeHref(value: unknown): string | undefined {
  const result = checkUrl(value)
  return result.ok ? result.url : undefined
}

/** A media source address (img, iframe, video): http(s), relative or protocol-relative, data:image/* for images. */
export function safeMediaUrl(value: unknown, allowDataImage = false): string | undefined {
  if (typeof value !== 'string') return undefined
  const compact = value.replace(STRIP, '')
  if (allowDataImage && /^data:image\/(?:png|gif|jpe?g|webp|avif);/i.test(compact)) return compact
  const result = checkUrl(value)
  if (!result.ok || /^(?:mailto|tel):/i.test(result.url)) return undefined
  return result.url
}

/** Anchor names are node ids: letters, digits, underscore, hyphen and dot only. */
export function isAnchorName(value: string): boolean {
  return /^[\w.-]{1,200}$/.test(value)
}

/**
 * Text placed in an attribute (alt, title) that reads as a script or data address is dropped: no output
 * attribute may look like one, even where browsers would not follow it.
 */
export function safeAttributeText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  return /^(?:javascript|vbscript|livescript|data):/i.test(value.replace(STRIP, '')) ? '' : value
}

/** The DOM id of a node or anchor target. */
export function anchorId(anchor: string): string {
  return ANCHOR_PREFIX + anchor
}

/** Host-wide link defaults (Ricos `linkSettings`). */
export interface LinkSettings {
  /** Target for links that set none. Default BLANK (new tab). */
  anchorTarget?: LinkTarget
  /** Rel flags added to every link. */
  rel?: LinkRel
}

/** The attributes of an `<a>` for a link; `href` undefined means render the text without a link. */
export interface LinkAttributes {
  href?: string
  target?: string
  rel?: string
  /** Set for in-document anchors: the target node id. */
  anchor?: string
}

const TARGETS: Record<LinkTarget, string> = { SELF: '_self', BLANK: '_blank', PARENT: '_parent', TOP: '_top' }

/** Computes href, target and rel of a link (noopener always; nofollow, sponsored, ugc, noreferrer as flagged). */
export function linkAttributes(link: unknown, settings: LinkSettings = {}): LinkAttributes {
  const data = obj(link) as Link | undefined
  if (!data) return {}
  const anchor = str(data.anchor)
  if (anchor !== undefined && !str(data.url))
    return isAnchorName(anchor) ? { href: `#${anchorId(anchor)}`, anchor } : {}
  const href = safeHref(data.url)
  if (!href) return {}
  const targetKey = str(data.target) as LinkTarget | undefined
  const target = ownValue(TARGETS, targetKey) ?? ownValue(TARGETS, settings.anchorTarget ?? 'BLANK') ?? '_blank'
  return { href, target, rel: relValue(obj(data.rel), settings.rel) }
}

/** The `rel` attribute: noopener plus the flagged nofollow, sponsored, ugc and noreferrer. */
export function relValue(rel?: Record<string, unknown> | LinkRel, defaults?: LinkRel): string {
  if (!rel && !defaults) return 'noopener'
  const flags = ['noopener']
  for (const flag of ['nofollow', 'sponsored', 'ugc', 'noreferrer'] as const) {
    if (bool((rel as Record<string, unknown> | undefined)?.[flag]) || bool(defaults?.[flag])) flags.push(flag)
  }
  return flags.join(' ')
}

/** Reads the deprecated `relValue` string ("nofollow noreferrer") into rel flags. */
export function relFlagsFromString(value: string): LinkRel {
  const tokens = value.toLowerCase().split(/\s+/)
  return {
    nofollow: tokens.includes('nofollow'),
    sponsored: tokens.includes('sponsored'),
    ugc: tokens.includes('ugc'),
    noreferrer: tokens.includes('noreferrer'),
  }
}
