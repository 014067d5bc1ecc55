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
 * show the document. Until it arrives, links and anchors work as plain links.
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
    let detach = () => {}
    import('./attachViewerBehaviour').then(
      ({ attachViewerBehaviour }) => {
        if (live) detach = attachViewerBehaviour(element, callbacks, content, setDebug)
      },
      (error: unknown) => callbacks.current.onError?.(error),
    )
    return () => {
      live = false
      detach()
    }
    // Attached once per mounted root; later callbacks are read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
