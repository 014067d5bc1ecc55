import { useEffect, useRef, type RefObject } from 'react'
import type { GalleryController } from '../../core/gallery/widget/galleryControllerTypes'
import type { Clock } from '../../ports/clock'

/**
 * Tells the controller what the visitor sees. Vertical galleries: the page (or `scrollingElement`)
 * scrolls past `itemsRef`. Horizontal ones: `scrollerRef` scrolls itself (right to left Chromium
 * counts from the right edge; the view is kept in the layout's left coordinates). Measured on mount,
 * after each layout, and on scroll and resize (when the controller's `scrollReadDelay` says).
 */
export function useViewTracking(
  g: GalleryController,
  params: {
    horizontal: boolean
    rtl: boolean
    itemsRef: RefObject<HTMLElement | null>
    scrollerRef: RefObject<HTMLElement | null>
    scrollingElement?: HTMLElement | null
    clock: Clock
    /** Changes after which the view is measured again (the layout). */
    remeasureKey: unknown
  },
): void {
  const { horizontal, rtl, itemsRef, scrollerRef, scrollingElement, clock, remeasureKey } = params
  const scrolled = useRef(false)
  useEffect(() => {
    const items = itemsRef.current
    if (!items) return
    const read = () => {
      const rect = items.getBoundingClientRect()
      const viewport = scrollingElement ? scrollingElement.getBoundingClientRect() : null
      const top = viewport ? viewport.top : 0
      const height = viewport ? scrollingElement!.clientHeight : window.innerHeight
      const inView = rect.bottom > top && rect.top < top + height && rect.width > 0
      if (!horizontal) return { top: Math.round(top - rect.top), height, inView }
      const scroller = scrollerRef.current!
      const overflow = scroller.scrollWidth - scroller.clientWidth
      const left = rtl ? overflow + scroller.scrollLeft : scroller.scrollLeft
      return { left: Math.round(left), width: scroller.clientWidth, inView }
    }
    const measure = () => (scrolled.current ? g.setScroll : g.measureView)(read())
    let timer: ReturnType<Clock['setTimeout']> | null = null
    // The controller says when to read the view: at once in the scroll event (the frame that shows
    // the scroll then shows its items) or after the throttle's interval.
    const onScroll = () => {
      scrolled.current = true
      const position = read()
      const wait = g.scrollReadDelay(position)
      if (wait <= 0) {
        if (timer !== null) clock.clearTimeout(timer)
        timer = null
        return g.setScroll(position)
      }
      timer ??= clock.setTimeout(() => {
        timer = null
        measure()
      }, wait)
    }
    measure()
    const target: HTMLElement | Window = scrollingElement ?? window
    target.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    const scroller = horizontal ? scrollerRef.current : null
    scroller?.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      target.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      scroller?.removeEventListener('scroll', onScroll)
      if (timer !== null) clock.clearTimeout(timer)
    }
  }, [g, horizontal, rtl, itemsRef, scrollerRef, scrollingElement, clock, remeasureKey])
}
