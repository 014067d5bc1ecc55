import { useEffect, useRef, type RefObject } from 'react'
import { isAutoSlideBlocked } from '../../core/gallery/widget/sliderMachine'
import type { SlideStage } from '../../core/gallery/widget/createSlideStage'
import { navigationDuration } from '../../core/gallery/widget/scrollStep'
import type { Clock } from '../../ports/clock'
import type { GalleryEventName } from './galleryEvents'
import type { GalleryModel } from './useGallery'

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/** The animation frame of each scroller's running navigation: a new navigation replaces it. */
const running = new WeakMap<HTMLElement, number>()

/** Scrolls `scroller` so its view starts at `target` (layout px from the left) in `duration` ms, easing out. */
function animateScroll(scroller: HTMLElement, target: number, duration: number, rtl: boolean): void {
  const previous = running.get(scroller)
  if (previous !== undefined) cancelAnimationFrame(previous)
  running.delete(scroller)
  // Right to left, Chromium counts scrollLeft from the right edge (0) leftwards (negative).
  const overflow = scroller.scrollWidth - scroller.clientWidth
  const toScrollLeft = (left: number) => (rtl ? left - overflow : left)
  const from = rtl ? scroller.scrollLeft + overflow : scroller.scrollLeft
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
 * The slider's side effects in the browser: scrolling to the current item (400 ms for the visitor,
 * 800 ms for auto-slide), the current item following a swipe or trackpad scroll once it settles,
 * focus following the current item, continuous auto-slide, and the navigation API for the host.
 */
export function useSliderNavigation(
  g: GalleryModel,
  refs: { scrollerRef: RefObject<HTMLDivElement | null>; itemsRef: RefObject<HTMLUListElement | null> },
  emit: (name: GalleryEventName, data: unknown) => void,
  clock: Clock,
  params: {
    /** FADE / DECK: navigations are transitions on this stage instead of scrolls. */
    stage: SlideStage | null
    /**
     * Px at the left and right where no slide shows (thumbnails beside, outside arrows): the current
     * slide starts right after the margin on its start side.
     */
    margins: { left: number; right: number }
  },
) {
  const { stage } = params
  const { left: leftMargin, right: rightMargin } = params.margins
  const { layout, horizontal, rtl, slider, view, sliderState, navigation, setNavigated } = g
  const { scrollerRef, itemsRef } = refs
  const busyUntil = useRef(0)
  useEffect(() =>
    navigation.set((index, duration, direction) => {
      const box = layout?.items[index]
      const scroller = scrollerRef.current
      setNavigated(true)
      emit('NAVIGATION_START', { idx: index })
      if (stage) return stage.navigate(index, direction, duration)
      if (!box || !scroller) return
      busyUntil.current = clock.now() + duration + 100
      const overflow = scroller.scrollWidth - scroller.clientWidth
      // Right to left, the current item's right edge meets the view's right edge.
      const target = rtl
        ? box.offset.left + box.width - scroller.clientWidth + rightMargin
        : box.offset.left - leftMargin
      const to = Math.max(0, Math.min(overflow, target))
      const from = rtl ? scroller.scrollLeft + overflow : scroller.scrollLeft
      // Too far to animate in time (no scroll step fits): jump, logged (spec §8).
      animateScroll(scroller, to, navigationDuration(to - from, duration, g.logger), rtl)
    }),
  )

  // The current item follows the view after a swipe or wheel scroll, not during our own animation.
  useEffect(() => {
    if (!horizontal || stage || !layout || !view.gotFirstScroll || clock.now() < busyUntil.current) return
    let best = sliderState.activeIndex
    let distance = Infinity
    for (const box of layout.items) {
      const d = rtl
        ? Math.abs(box.offset.left + box.width + rightMargin - (view.start + view.size))
        : Math.abs(box.offset.left - leftMargin - view.start)
      if (d < distance) [best, distance] = [box.idx, d]
    }
    slider.send({ type: 'goTo', index: best, source: 'scroll' })
  }, [horizontal, rtl, layout, view, slider, clock, sliderState.activeIndex, stage, leftMargin, rightMargin])

  const lastIndex = useRef(sliderState.activeIndex)
  useEffect(() => {
    if (lastIndex.current === sliderState.activeIndex) return
    lastIndex.current = sliderState.activeIndex
    emit('CURRENT_ITEM_CHANGED', { idx: sliderState.activeIndex })
    // Focus follows the current item while the visitor is inside the gallery.
    const items = itemsRef.current
    if (items && items.contains(document.activeElement)) {
      items.querySelector<HTMLElement>(`[data-idx="${sliderState.activeIndex}"]`)?.focus({ preventScroll: true })
    }
  }, [sliderState.activeIndex, emit, itemsRef])

  // CONTINUOUS auto-slide: the strip moves at `speed` px per second while nothing blocks it.
  const speed = g.options?.behaviourParams.gallery.horizontal.autoSlide.speed ?? 200
  // The stage of FADE / DECK does not scroll: they have no continuous motion.
  const continuous = horizontal && !stage && sliderState.autoSlide === 'CONTINUOUS' && !isAutoSlideBlocked(sliderState)
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

  useEffect(() => {
    emit('NAVIGATION_API_READY', {
      next: () => slider.send({ type: 'next', source: 'user' }),
      previous: () => slider.send({ type: 'previous', source: 'user' }),
      goTo: (index: number) => slider.send({ type: 'goTo', index, source: 'api' }),
    })
  }, [emit, slider])
}
