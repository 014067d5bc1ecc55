import { linkAttributes, safeMediaUrl, type LinkAttributes, type LinkSettings } from '../links'
import { at, str } from '../read'

/** Width of a link preview's thumbnail on mobile, in px. */
export const LINK_PREVIEW_THUMB_MOBILE = 110
/** Width of a link preview's thumbnail on desktop, in px. */
export const LINK_PREVIEW_THUMB_DESKTOP = 140

/** View model of a LINK_PREVIEW node. */
export interface LinkPreviewView {
  title?: string
  description?: string
  /** The host name shown under the text, e.g. "www.popsci.com". */
  domain?: string
  thumbnail?: { src: string; width: number }
  link: LinkAttributes
  /** oEmbed markup: rendered in a sandboxed frame when present. */
  html?: string
}

/** Reads LINK_PREVIEW data: title, description, thumbnail (110 px wide on mobile), link and oEmbed markup. */
export function linkPreviewView(
  data: unknown,
  options: { isMobile?: boolean; linkSettings?: LinkSettings } = {},
): LinkPreviewView {
  const link = linkAttributes(at(data, 'link'), options.linkSettings)
  const thumb = safeMediaUrl(at(data, 'thumbnailUrl'), true)
  const html = str(at(data, 'oembed', 'html')) ?? str(at(data, 'html'))
  return {
    title: str(at(data, 'title'))?.trim() || undefined,
    description: str(at(data, 'description'))?.trim() || undefined,
    domain: link.href ? hostName(link.href) : undefined,
    thumbnail: thumb
      ? { src: thumb, width: options.isMobile ? LINK_PREVIEW_THUMB_MOBILE : LINK_PREVIEW_THUMB_DESKTOP }
      : undefined,
    link,
    html: html?.trim() ? html : undefined,
  }
}

function hostName(href: string): string | undefined {
  const match = /^(?:https?:)?\/\/([^/?#:]+)/i.exec(href)
  return match ? match[1].toLowerCase() : undefined
}
