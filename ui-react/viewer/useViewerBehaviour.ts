import { useEffect, type RefObject } from 'react'
import type { DocumentStats, RichContent } from '../../core/document'
import type { ViewerAction } from './RenderContext'

/** What the viewer reports once it is mounted. */
export interface ViewerLoadedReport extends DocumentStats {
  isMobile: boolean
  locale?: string
}

/** Host callbacks read through a ref, so the listeners are attached once. */
export interface BehaviourCallbacks {
  onViewerLoaded?: (report: ViewerLoadedReport) => void
  onViewerAction?: (action: ViewerAction) => void
  /** Told when the behaviour's chunk cannot load. */
  onError?: (error: unknown) => void
  isMobile?: boolean
  locale?: string
}

/**
 * Client-only behaviour, attached after mount (nothing on the server): its code is a lazy chunk
 * (`attachViewerBehaviour`) fetched once the viewer is in the page, since nothing of it is needed to
 * show the document. Until it arrives, links and anchors work as plain links and a spoiler pressed
 * is revealed when it does.
 */
export function useViewerBehaviour(
  root: RefObject<HTMLElement | null>,
  callbacks: RefObject<BehaviourCallbacks>,
  content: RichContent,
  setDebug: (on: boolean) => void,
): void {
  useEffect(() => {
    const element = root.current
    if (!element) return
    let live = true
    // A spoiler clicked (or pressed) before the chunk arrives is revealed once it does: the press is
    // held, not lost. Anchors and links need no holding: until then they work as plain links.
    const held: Element[] = []
    const hold = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return
      const spoiler = (event.target as Element | null)?.closest?.('.vt-spoiler')
      if (!spoiler || !element.contains(spoiler)) return
      event.preventDefault()
      if (!held.includes(spoiler)) held.push(spoiler)
    }
    element.addEventListener('click', hold)
    element.addEventListener('keydown', hold)
    const release = () => {
      element.removeEventListener('click', hold)
      element.removeEventListener('keydown', hold)
    }
    let detach = release
    import('./attachViewerBehaviour').then(
      ({ attachViewerBehaviour }) => {
        if (!live) return
        release()
        detach = attachViewerBehaviour(element, callbacks, content, setDebug)
        for (const spoiler of held) spoiler.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
      },
      (error: unknown) => {
        release()
        callbacks.current.onError?.(error)
      },
    )
    return () => {
      live = false
      detach()
    }
    // Attached once per mounted root; later callbacks are read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
