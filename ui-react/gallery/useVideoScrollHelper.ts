import { useEffect, type RefObject } from 'react'
import type { Logger } from '../../ports/logger'

/** Logged when an autoplaying video cannot be played as it scrolls into view (or cannot be watched). */
export const VIDEO_SCROLL_HELPER_MESSAGE = 'Video scroll helper failed'

/**
 * Autoplaying videos play while in view and pause when they leave it:
 * every `<video>` under `itemsRef` (items come and go with the virtual window) is watched with an
 * IntersectionObserver. A `play()` the browser refuses (no source, autoplay policy) or a page without
 * the observers logs {@link VIDEO_SCROLL_HELPER_MESSAGE}; a play interrupted by our own pause does not.
 */
export function useVideoScrollHelper(
  itemsRef: RefObject<HTMLElement | null>,
  autoplay: boolean,
  logger: Logger | undefined,
): void {
  useEffect(() => {
    const list = itemsRef.current
    if (!autoplay || !list) return
    if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') {
      logger?.warn(VIDEO_SCROLL_HELPER_MESSAGE, new Error('IntersectionObserver is not available'))
      return
    }
    const failed = (error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return
      logger?.warn(VIDEO_SCROLL_HELPER_MESSAGE, error)
    }
    const visibility = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const video = entry.target as HTMLVideoElement
          if (!entry.isIntersecting) video.pause()
          else if (video.paused) video.play().catch(failed)
        }
      },
      { threshold: 0.5 },
    )
    // Observing a video twice is a no-op: new items are picked up; those the window removed are let go.
    const watchAll = () => list.querySelectorAll('video').forEach((video) => visibility.observe(video))
    const videosIn = (node: Node): HTMLVideoElement[] =>
      node instanceof HTMLVideoElement ? [node] : node instanceof Element ? [...node.querySelectorAll('video')] : []
    const changes = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) videosIn(node).forEach((video) => visibility.unobserve(video))
      watchAll()
    })
    watchAll()
    changes.observe(list, { childList: true, subtree: true })
    return () => {
      changes.disconnect()
      visibility.disconnect()
    }
  }, [itemsRef, autoplay, logger])
}
