import { isAnchorName, linkAttributes, type LinkAttributes, type LinkSettings } from '../links'
import { at, bool, str } from '../read'

/** What clicking an image does: follow its link, jump to an anchor, expand, or nothing. */
export type ImageClickAction =
  { kind: 'link'; link: LinkAttributes } | { kind: 'anchor'; anchor: string } | { kind: 'expand' } | { kind: 'none' }

/** Images expand only with a source and when expansion is not disabled. */
export function canExpand(hasSource: boolean, disableExpand: unknown): boolean {
  return hasSource && !bool(disableExpand)
}

/**
 * The click action of an IMAGE: a link when it has an allowed link url; else an anchor when it has a
 * valid anchor; else expand when allowed (a source and not `disableExpand`); otherwise none.
 * A refused url (javascript:, data:) does not count as a link.
 */
export function imageClickAction(data: unknown, hasSource: boolean, settings?: LinkSettings): ImageClickAction {
  const url = str(at(data, 'link', 'url'))
  if (url) {
    const link = linkAttributes(at(data, 'link'), settings)
    if (link.href) return { kind: 'link', link }
  }
  const anchor = str(at(data, 'link', 'anchor'))
  if (anchor && isAnchorName(anchor)) return { kind: 'anchor', anchor }
  return canExpand(hasSource, at(data, 'disableExpand')) ? { kind: 'expand' } : { kind: 'none' }
}
