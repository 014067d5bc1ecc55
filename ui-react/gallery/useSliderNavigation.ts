import { useEffect, useRef, type RefObject } from 'react'
import type { SlideStage } from '../../core/gallery/widget/createSlideStage'
import type { GalleryController, GallerySnapshot } from '../../core/gallery/widget/galleryControllerTypes'
import { navigationDuration } from '../../core/gallery/widget/scrollStep'
import type { Logger } from '../../ports/logger'

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/** The animation frame of each scroller's running navigation: a new navigation replaces it. */
const running = new WeakMap<HTMLElement, number>()

/** Scrolls `scroller` so its view starts at `target` (layout px from the left) in `duration` ms, easing out. */
function animateScroll(scroller: HTMLElement, from: number, target: number, duration: number, rtl: boolean): void {
  const previous = running.get(scroller)
  if (previous !== undefined) cancelAnimationFrame(previous)
  running.delete(scroller)
  // Right to left, Chromium counts scrollLeft from the right edge (0) leftwards (negative).
  const overflow = scroller.scrollWidth - scroller.clientWidth
  const toScrollLeft = (left: number) => (rtl ? left - overflow : left)
  if (duration <= 0 || reducedMotion()) {
    scroller.scrollLeft = toScrollLeft(target)
    return
  }
  const start = performance.now()
  const frame = (now: number) => {
    const t = Math.min(1, (now - start) / duration)
    const eased = 1 - Math.pow(1 - t, 3)
    scroller.scrollLeft = toScrollLeft(from + (target - from) * eased)
    if (t < 1) running.set(scroller, requestAnimationFrame(frame))
    else running.delete(scroller)
  }
  running.set(scroller, requestAnimationFrame(frame))
}

/**
 * The slider's navigations in the browser, as the controller asks them (at once, before the render
 * that shows the new current item): a scroll to the current item, or a FADE / DECK transition on
 * the stage; focus following the current item; and the CONTINUOUS auto-slide's motion.
 */
export function useSliderNavigation(
  g: GalleryController,
  s: GallerySnapshot,
  refs: { scrollerRef: RefObject<HTMLDivElement | null>; itemsRef: RefObject<HTMLElement | null> },
  stage: SlideStage | null,
  logger: Logger | undefined,
  /** `isAutoSlideBlocked` of the slider's state. */
  autoSlideBlocked: boolean,
): void {
  const { scrollerRef, itemsRef } = refs
  const { rtl } = s
  const latest = useRef({ stage, logger })
  useEffect(() => {
    latest.current = { stage, logger }
  })
  useEffect(() => {
    let seq = g.getSnapshot().navigation?.seq ?? 0
    return g.subscribe(() => {
      const { navigation, layout, rtl, margins } = g.getSnapshot()
      if (!navigation || navigation.seq === seq) return
      seq = navigation.seq
      const { stage, logger } = latest.current
      if (stage) return stage.navigate(navigation.index, navigation.direction, navigation.duration)
      const box = layout?.items[navigation.index]
      const scroller = scrollerRef.current
      if (!box || !scroller) return
      const overflow = scroller.scrollWidth - scroller.clientWidth
      // Right to left, the current item's right edge meets the view's right edge.
      const target = rtl
        ? box.offset.left + box.width - scroller.clientWidth + margins.right
        : box.offset.left - margins.left
      const to = Math.max(0, Math.min(overflow, target))
      const from = rtl ? scroller.scrollLeft + overflow : scroller.scrollLeft
      // Too far to animate in time (no scroll step fits): jump, logged.
      animateScroll(scroller, from, to, navigationDuration(to - from, navigation.duration, logger), rtl)
    })
  }, [g, scrollerRef])

  const lastIndex = useRef(s.activeIndex)
  useEffect(() => {
    if (lastIndex.current === s.activeIndex) return
    lastIndex.current = s.activeIndex
    // Focus follows the current item while the visitor is inside the gallery.
    const items = itemsRef.current
    if (items && items.contains(document.activeElement))
      items.querySelector<HTMLElement>(`[data-idx="${s.activeIndex}"]`)?.focus({ preventScroll: true })
  }, [s.activeIndex, itemsRef])

  // CONTINUOUS auto-slide: the strip moves at `speed` px per second while nothing blocks it.
  const speed = s.options?.behaviourParams.gallery.horizontal.autoSlide.speed ?? 200
  // The stage of FADE / DECK does not scroll: they have no continuous motion.
  const continuous = s.horizontal && !stage && s.slider.autoSlide === 'CONTINUOUS' && !autoSlideBlocked
  useEffect(() => {
    const scroller = scrollerRef.current
    if (!continuous || !scroller || reducedMotion()) return
    let previous = performance.now()
    let position = Math.abs(scroller.scrollLeft)
    let handle = requestAnimationFrame(function frame(now) {
      position += ((now - previous) / 1000) * speed
      previous = now
      const overflow = scroller.scrollWidth - scroller.clientWidth
      if (position >= overflow) position = 0
      scroller.scrollLeft = rtl ? -position : position
      handle = requestAnimationFrame(frame)
    })
    return () => cancelAnimationFrame(handle)
  }, [continuous, speed, rtl, scrollerRef])
}
