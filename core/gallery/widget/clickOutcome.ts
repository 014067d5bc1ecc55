/**
 * What a click on a gallery item does: a direct link first; else the click action
 * (ACTION: the item action, e.g. fullscreen; LINK: the item's link; MAGNIFY: magnify ×2); on a
 * touch device whose overlay appears on hover, the first tap shows the hover and the second acts.
 */
import type { ClickAction, HoveringBehaviour } from '../options/enums'

/** The outcome of a click. */
export type ClickOutcome = 'directLink' | 'action' | 'link' | 'magnify' | 'hover' | 'nothing'

/** Decides what a click on an item does. */
export function clickOutcome(params: {
  clickAction: ClickAction
  hasDirectLink: boolean
  hasLink: boolean
  isMobile: boolean
  hoveringBehaviour: HoveringBehaviour
  /** Whether this item already shows its hover state (the previous tap was on it). */
  hovered: boolean
  /** Whether the item's overlay has anything to show (default true). */
  overlayHasContent?: boolean
}): ClickOutcome {
  const { clickAction, hasDirectLink, hasLink, isMobile, hoveringBehaviour, hovered } = params
  if (hasDirectLink) return 'directLink'
  if (isMobile && hoveringBehaviour === 'APPEARS' && !hovered && params.overlayHasContent !== false) return 'hover'
  switch (clickAction) {
    case 'ACTION':
      return 'action'
    case 'LINK':
      return hasLink ? 'link' : 'nothing'
    case 'MAGNIFY':
      return 'magnify'
    default:
      return 'nothing'
  }
}

/** Whether an item's hover overlay shows (appears on hover, never, always). */
export function overlayShown(hoveringBehaviour: HoveringBehaviour, hovered: boolean): boolean {
  if (hoveringBehaviour === 'ALWAYS_SHOW') return true
  if (hoveringBehaviour === 'NEVER_SHOW') return false
  if (hoveringBehaviour === 'DISAPPEARS') return !hovered
  return hovered
}
