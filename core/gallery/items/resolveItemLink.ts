import type { ItemDto, LinkData, LinkType } from './mediaItemTypes'
import { safeLinkUrl } from './safeLinkUrl'

/** Where documents of a DocumentLink are served; overridable per call. */
export const DEFAULT_DOCUMENT_HOST = 'https://docs.wixstatic.com/ugd/'

/** What an item's link resolves to. `linkUrl` is undefined when there is no usable link. */
export interface ResolvedLink {
  /** 'none' when the item has no link or its address was refused. */
  type: LinkType
  /** The structured data of a 'wix' link, undefined otherwise. */
  linkData: LinkData | undefined
  /** An allow-listed address (http, https, mailto, tel or relative), or undefined. */
  linkUrl: string | undefined
  /** Window target: '_blank' or '_self' unless the link names one. */
  target: string
  text: string
  title: string
}

const NO_LINK: ResolvedLink = Object.freeze({
  type: 'none',
  linkData: undefined,
  linkUrl: undefined,
  target: '_self',
  text: '',
  title: '',
}) as ResolvedLink

const s = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The address and default target of one structured link; undefined when its fields are unusable. */
export function linkDataToUrl(
  data: LinkData,
  documentHost = DEFAULT_DOCUMENT_HOST,
): { url: string; target: string } | undefined {
  switch (data.type) {
    case 'PageLink':
      if (s(data.url)) return { url: s(data.url), target: s(data.target) || '_self' }
      return s(data.pageId)
        ? { url: `/${encodeURIComponent(data.pageId)}`, target: s(data.target) || '_self' }
        : undefined
    case 'AnchorLink':
      if (!s(data.anchorName)) return undefined
      return {
        url: `${s(data.pageId) ? `/${encodeURIComponent(data.pageId!)}` : ''}#${encodeURIComponent(data.anchorName)}`,
        target: s(data.target) || '_self',
      }
    case 'ExternalLink':
      return s(data.url) ? { url: s(data.url), target: s(data.target) || '_blank' } : undefined
    case 'EmailLink': {
      if (!s(data.recipient)) return undefined
      const query = [
        s(data.subject) && `subject=${encodeURIComponent(data.subject!)}`,
        s(data.body) && `body=${encodeURIComponent(data.body!)}`,
      ]
        .filter(Boolean)
        .join('&')
      return {
        url: `mailto:${encodeURIComponent(data.recipient).replace(/%40/g, '@')}${query ? `?${query}` : ''}`,
        target: '_self',
      }
    }
    case 'PhoneLink': {
      const phone = s(data.phoneNumber).replace(/[^0-9+*#,;]/g, '')
      return phone ? { url: `tel:${encodeURIComponent(phone).replace(/%2B/g, '+')}`, target: '_self' } : undefined
    }
    case 'DocumentLink':
      return s(data.docId) ? { url: `${documentHost}${encodeURIComponent(data.docId)}`, target: '_blank' } : undefined
    default:
      return undefined
  }
}

/**
 * Resolves an item's link: 'web' uses `link.url` (target '_blank' unless given), 'page' uses
 * `link.url` (target '_self'), 'wix' uses the data types of {@link linkDataToUrl}, 'none' or
 * anything unknown has no link. The address passes {@link safeLinkUrl}; a refused one gives 'none'.
 */
export function resolveItemLink(item: Pick<ItemDto, 'link'>, documentHost?: string): ResolvedLink {
  const link = item.link
  const text = s(link.text)
  const title = s(link.title)
  let type: LinkType
  let candidate: { url: string; target: string } | undefined
  if (link.type === 'wix' || (!link.type && link.data)) {
    type = 'wix'
    candidate = link.data ? linkDataToUrl(link.data, documentHost) : undefined
    if (candidate && s(link.target)) candidate.target = s(link.target)
  } else if (link.type === 'web' || link.type === 'page' || (!link.type && s(link.url))) {
    type = link.type === 'page' ? 'page' : 'web'
    candidate = s(link.url)
      ? { url: s(link.url), target: s(link.target) || (type === 'web' ? '_blank' : '_self') }
      : undefined
  } else {
    return NO_LINK
  }
  const linkUrl = candidate ? safeLinkUrl(candidate.url) : undefined
  if (!candidate || !linkUrl) return { ...NO_LINK, text, title }
  const target =
    candidate.target === '_blank' ||
    candidate.target === '_self' ||
    candidate.target === '_parent' ||
    candidate.target === '_top'
      ? candidate.target
      : '_blank'
  return { type, linkData: type === 'wix' ? link.data : undefined, linkUrl, target, text, title }
}
