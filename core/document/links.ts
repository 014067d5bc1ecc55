import { ANCHOR_PREFIX } from './constants'
import type { Link, LinkRel, LinkTarget } from './nodeData'
import { allowedUrl, allowUrl, type UrlPolicy, type UrlRejection } from '../shared/allowUrl'
import { ok, type Result } from '../shared/Result'
import { ownValue } from '../shared/ownValue'
import { bool, obj, str } from './read'

// Used only by safeAttributeText: blanks and invisible characters that could hide a scheme.
const STRIP = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]+/g

/** Why an address was refused as a link (the shared allow-list's reasons). */
export type { UrlRejection }

// Documents write host names without a scheme ("example.com/page"): they are read as https hosts.
const LINK: UrlPolicy = { use: 'link', bareHosts: true }

/**
 * The address to put in an `href`, or a rejection, by the project's one allow-list ({@link allowUrl}):
 * http, https, mailto, tel (digits, hyphens, parentheses, plus, hash, star), scheme-less host names
 * (given https://), `//host` and relative addresses. javascript:, vbscript: and data: never pass, in
 * any case or whitespace mix; neither do backslash spellings of another host ("/\evil.com").
 */
export function checkUrl(value: unknown): Result<string, UrlRejection> {
  const verdict = allowUrl(value, LINK)
  return verdict.ok ? ok(verdict.value.url) : verdict
}

/** The allowed `href` for a value, or undefined. */
export function safeHref(value: unknown): string | undefined {
  return allowedUrl(value, LINK)
}

/** A media source address (img, iframe, video): http(s), relative or `//host`, data:image/* for images when asked. */
export function safeMediaUrl(value: unknown, allowDataImage = false): string | undefined {
  return allowedUrl(value, { use: 'media', bareHosts: true, dataImages: allowDataImage })
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
