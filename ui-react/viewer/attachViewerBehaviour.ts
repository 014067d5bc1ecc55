import type { RefObject } from 'react'
import { ANCHOR_PREFIX, anchorId, documentStats, type RichContent } from './staticParts'
import type { ViewerAction } from './RenderContext'
import type { BehaviourCallbacks } from './useViewerBehaviour'

/**
 * The viewer's client behaviour (lazy chunk, loaded after mount by {@link useViewerBehaviour}), by
 * event delegation on the root: anchors scroll smoothly to `viewer-<anchor>` and update the address
 * hash; inline spoilers toggle their blur (spans sharing an id together); action buttons and links are
 * reported; debug mode turns on when the address query contains `ricos-debug`; viewer-loaded fires.
 * Returns the function that detaches it.
 */
export function attachViewerBehaviour(
  element: HTMLElement,
  callbacks: RefObject<BehaviourCallbacks>,
  content: RichContent,
  setDebug: (on: boolean) => void,
): () => void {
  const report = (action: ViewerAction) => callbacks.current.onViewerAction?.(action)
  const toggleSpoiler = (spoiler: Element) => {
    const id = spoiler.getAttribute('data-spoiler-id')
    const revealed = !spoiler.classList.contains('vt-revealed')
    const group = id ? element.querySelectorAll(`.vt-spoiler[data-spoiler-id="${CSS.escape(id)}"]`) : [spoiler]
    group.forEach((s) => s.classList.toggle('vt-revealed', revealed))
    report({ pluginId: 'SPOILER', actionName: revealed ? 'reveal' : 'hide', value: id ?? undefined })
  }
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null
    if (!target?.closest) return
    const spoiler = target.closest('.vt-spoiler')
    if (spoiler && element.contains(spoiler)) {
      event.preventDefault()
      return toggleSpoiler(spoiler)
    }
    const anchorLink = target.closest('[data-vt-anchor]')
    if (anchorLink && element.contains(anchorLink)) {
      event.preventDefault()
      const anchor = anchorLink.getAttribute('data-vt-anchor') ?? ''
      const destination = document.getElementById(anchorId(anchor))
      destination?.scrollIntoView({ behavior: 'smooth', block: 'start' })
      history.pushState(history.state, '', `#${ANCHOR_PREFIX}${encodeURIComponent(anchor)}`)
      return report({ pluginId: 'ANCHOR', actionName: 'click', value: anchor })
    }
    const action = target.closest('[data-vt-action]')
    if (action && element.contains(action))
      return report({ pluginId: 'BUTTON', actionName: 'click', value: action.getAttribute('data-vt-action') ?? '' })
    const link = target.closest('a[href]')
    // Blocks that report their own link clicks (cards, link previews, maps) mark them, so a click is
    // reported once, by the block that knows what it is.
    if (link && element.contains(link) && !link.hasAttribute('data-vt-reported')) {
      const kind = link.classList.contains('vt-hashtag')
        ? 'HASHTAG'
        : link.classList.contains('vt-mention')
          ? 'MENTION'
          : 'LINK'
      report({ pluginId: kind, actionName: 'click', value: link.getAttribute('href') ?? '' })
    }
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    const spoiler = (event.target as Element | null)?.closest?.('.vt-spoiler')
    if (spoiler && element.contains(spoiler)) {
      event.preventDefault()
      toggleSpoiler(spoiler)
    }
  }
  element.addEventListener('click', onClick)
  element.addEventListener('keydown', onKey)
  // Decided after mount, so the server markup and the first client render agree.
  if (typeof location !== 'undefined' && location.search.includes('ricos-debug')) setDebug(true)
  const { onViewerLoaded, isMobile, locale } = callbacks.current
  onViewerLoaded?.({ ...documentStats(content), isMobile: Boolean(isMobile), locale })
  return () => {
    element.removeEventListener('click', onClick)
    element.removeEventListener('keydown', onKey)
  }
}
