import { useEffect, useRef, useState, type RefObject } from 'react'
import type { Clock } from '../../ports/clock'

/** Scroll positions are read at most once per this many ms while scrolling, and once after (spec §9). */
export const SCROLL_THROTTLE = 50

/** The part of the gallery in view, in gallery coordinates along its scroll axis. */
export interface GalleryView {
  start: number
  size: number
  /** The visitor has scrolled (the page, or the slider) since the gallery mounted. */
  gotFirstScroll: boolean
  /** Some of the gallery is inside the viewport. */
  inView: boolean
}

const sameView = (a: GalleryView, b: GalleryView) =>
  a.start === b.start && a.size === b.size && a.gotFirstScroll === b.gotFirstScroll && a.inView === b.inView

/**
 * Tracks what the visitor sees. Vertical galleries: the page (or `scrollingElement`) scrolls past
 * `itemsRef`. Horizontal ones: `scrollerRef` scrolls itself (right to left: from the right edge).
 * `initial` is the server's guess (the container), kept until the browser has measured.
 */
export function useGalleryView(params: {
  orientation: 'vertical' | 'horizontal'
  itemsRef: RefObject<HTMLElement | null>
  scrollerRef: RefObject<HTMLElement | null>
  scrollingElement?: HTMLElement | null
  rtl: boolean
  initial: GalleryView
  clock: Clock
  /** Changes (layout size, items) after which the view is measured again. */
  remeasureKey: unknown
}): GalleryView {
  const { orientation, itemsRef, scrollerRef, scrollingElement, rtl, initial, clock, remeasureKey } = params
  const [view, setView] = useState<GalleryView>(initial)
  const scrolledRef = useRef(false)
  useEffect(() => {
    const items = itemsRef.current
    if (!items) return
    const measure = () => {
      const rect = items.getBoundingClientRect()
      const viewportHeight = scrollingElement ? scrollingElement.getBoundingClientRect() : null
      const top = viewportHeight ? viewportHeight.top : 0
      const height = viewportHeight ? scrollingElement!.clientHeight : window.innerHeight
      const inView = rect.bottom > top && rect.top < top + height && rect.width > 0
      let next: GalleryView
      if (orientation === 'vertical') {
        next = { start: Math.round(top - rect.top), size: height, gotFirstScroll: scrolledRef.current, inView }
      } else {
        const scroller = scrollerRef.current!
        const overflow = scroller.scrollWidth - scroller.clientWidth
        // Chromium reports right-to-left scrolling as 0 at the right edge, negative leftwards; the
        // layout mirrors right-to-left rows itself, so the view is kept in the layout's left coordinates.
        const start = rtl ? overflow + scroller.scrollLeft : scroller.scrollLeft
        next = { start: Math.round(start), size: scroller.clientWidth, gotFirstScroll: scrolledRef.current, inView }
      }
      setView((previous) => (sameView(previous, next) ? previous : next))
    }
    let timer: ReturnType<Clock['setTimeout']> | null = null
    let last = -Infinity
    const onScroll = () => {
      scrolledRef.current = true
      if (timer !== null) return
      const wait = Math.max(0, SCROLL_THROTTLE - (clock.now() - last))
      timer = clock.setTimeout(() => {
        timer = null
        last = clock.now()
        measure()
      }, wait)
    }
    measure()
    const target: HTMLElement | Window = scrollingElement ?? window
    target.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    const scroller = orientation === 'horizontal' ? scrollerRef.current : null
    scroller?.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      target.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      scroller?.removeEventListener('scroll', onScroll)
      if (timer !== null) clock.clearTimeout(timer)
    }
  }, [orientation, itemsRef, scrollerRef, scrollingElement, rtl, clock, remeasureKey])
  return view
}
