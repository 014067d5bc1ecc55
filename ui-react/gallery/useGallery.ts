import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react'
import type { Blueprint } from '../../core/gallery/blueprint/blueprintTypes'
import { isHorizontal, isLooping, type GalleryContainer } from '../../core/gallery/blueprint/detectChanges'
import type { BlueprintLayout } from '../../core/gallery/blueprint/galleryLayoutDeps'
import { createItemUrls } from '../../core/gallery/items/createItemUrls'
import { createRenderedItem, type LayoutBox, type RenderedItem } from '../../core/gallery/items/createRenderedItem'
import { createSliderStore, type SliderStore } from '../../core/gallery/widget/createSliderStore'
import { FETCH_MORE_SPACING, shouldFetchMore, shownHeight } from '../../core/gallery/widget/fetchMore'
import { SCROLL_MARGIN_VIEWPORTS, virtualWindow } from '../../core/gallery/widget/virtualWindow'
import type { Clock } from '../../ports/clock'
import type { LayoutWorkerPort } from '../../ports/layoutWorker'
import type { Logger } from '../../ports/logger'
import type { GalleryEventName } from './galleryEvents'
import { useContainer } from './useContainer'
import { latestHolder, useGalleryBlueprint } from './useGalleryBlueprint'
import { useGalleryView, type GalleryView } from './useGalleryView'
import { usePrinting } from './usePrinting'

/** What {@link useGallery} needs from the Gallery's props. */
export interface UseGalleryInput {
  items: readonly unknown[]
  options: unknown
  container?: GalleryContainer
  totalItemsCount?: number
  getMoreItems?(fromIndex: number): void | readonly unknown[] | Promise<void | readonly unknown[]>
  scrollingElement?: HTMLElement | null
  emit(name: GalleryEventName, data: unknown): void
  /** The gallery's root, its item list and the slider's scrolling element (the component owns them). */
  rootRef: RefObject<HTMLDivElement | null>
  itemsRef: RefObject<HTMLUListElement | null>
  scrollerRef: RefObject<HTMLDivElement | null>
  clock: Clock
  logger?: Logger
  layoutWorker?: LayoutWorkerPort
  layoutWorkerThreshold?: number
}

/** The rendered item of each layout box, made once per box (boxes are kept when items are appended). */
const renderedCache = new WeakMap<LayoutBox, RenderedItem>()

/**
 * The gallery's state for rendering: the blueprint (synchronous on the first render, then from
 * the blueprint store), the container, the view, the slider store and the virtual window. Fetches
 * more items when the remaining scroll is short, at most once per 2000 ms.
 */
export function useGallery(input: UseGalleryInput) {
  const { clock, emit, logger } = input
  const { rootRef, itemsRef, scrollerRef } = input
  const container = useContainer(input.container, rootRef, clock)
  const { blueprint, store, preview } = useGalleryBlueprint({ ...input, container })
  const options = blueprint.options
  const layout = blueprint.structure
  const horizontal = options ? isHorizontal(options) : false
  const rtl = options?.behaviourParams.gallery.layoutDirection === 'RIGHT_TO_LEFT'
  const [loadMoreClicked, setLoadMoreClicked] = useState(false)
  const shown = shownHeight({
    layoutHeight: layout?.height ?? 0,
    containerHeight: container?.height,
    loadMoreEnabled: !horizontal && !!options?.behaviourParams.gallery.vertical.loadMore.enable,
    loadMoreClicked,
  })

  // The slider: current item, arrows and the auto slideshow, on the Clock port.
  // A holder the browser side fills with its scroll animation (see useSliderNavigation).
  const [navigation] = useState(() =>
    latestHolder<(index: number, duration: number, direction: 1 | -1) => void>(() => {}),
  )
  const [slider] = useState<SliderStore>(() =>
    createSliderStore({ clock, logger, onNavigate: (e) => navigation.get()(e.index, e.duration, e.direction) }),
  )
  useEffect(() => {
    slider.start()
    return () => slider.stop()
  }, [slider])
  const sliderState = useSyncExternalStore(slider.subscribe, slider.getSnapshot, slider.getSnapshot)
  const count = layout?.items.length ?? 0
  const horizontalOptions = options?.behaviourParams.gallery.horizontal
  useEffect(() => {
    if (!horizontalOptions) return
    const { autoSlide } = horizontalOptions
    slider.send({
      type: 'configure',
      count,
      loop: isLooping(options!),
      autoSlide: horizontal ? autoSlide.behaviour : 'OFF',
      interval: autoSlide.interval,
      pauseOnHover: autoSlide.pauseOnHover,
    })
  }, [slider, count, horizontal, horizontalOptions, options])

  const initialView: GalleryView = {
    // Right-to-left rows are mirrored by the layout: the first item is at the far right.
    start: horizontal && rtl && layout && container ? Math.max(0, layout.width - container.width) : 0,
    size: horizontal ? (container?.width ?? 0) : (container?.height ?? 0),
    gotFirstScroll: false,
    inView: true,
  }
  const view = useGalleryView({
    orientation: horizontal ? 'horizontal' : 'vertical',
    itemsRef,
    scrollerRef,
    scrollingElement: input.scrollingElement,
    rtl: horizontal && rtl,
    initial: initialView,
    clock,
    remeasureKey: layout,
  })
  const [navigated, setNavigated] = useState(false)
  useEffect(() => slider.send({ type: 'inView', value: view.inView }), [slider, view.inView])

  // After the first scroll the margin grows 1, 2, 4, 8, 10 viewports, one step per frame.
  const [margin, setMargin] = useState(1)
  const scrolledOnce = view.gotFirstScroll || navigated
  useEffect(() => {
    if (!scrolledOnce || margin >= SCROLL_MARGIN_VIEWPORTS) return
    const frame = requestAnimationFrame(() => setMargin((m) => Math.min(SCROLL_MARGIN_VIEWPORTS, m * 2)))
    return () => cancelAnimationFrame(frame)
  }, [scrolledOnce, margin])

  // The item keyboard focus returns to (roving tabindex); always rendered.
  const [focusIndex, setFocusIndex] = useState(0)
  const boxes = layout?.items
  const printing = usePrinting()
  const windowIndexes = useMemo(() => {
    if (!boxes) return []
    const indexes = virtualWindow({
      boxes,
      axis: horizontal ? 'horizontal' : 'vertical',
      viewStart: view.start,
      viewSize: horizontal ? view.size : Math.min(view.size, Math.max(0, shown.height - view.start)),
      gotFirstScroll: view.gotFirstScroll || navigated,
      currentIndex: horizontal ? sliderState.activeIndex : undefined,
      marginViewports: margin,
      printing,
      logger,
    }).filter((i) => horizontal || boxes[i]!.offset.top < shown.height)
    const keep = horizontal ? sliderState.activeIndex : focusIndex
    if (keep < boxes.length && !indexes.includes(keep) && view.gotFirstScroll)
      return [...indexes, keep].sort((a, b) => a - b)
    return indexes
  }, [boxes, horizontal, view, navigated, sliderState.activeIndex, focusIndex, shown.height, margin, printing, logger])

  const rendered = useCallback(
    (idx: number): RenderedItem => {
      const box = boxes![idx]!
      let item = renderedCache.get(box)
      if (!item) {
        item = createRenderedItem(blueprint.items[idx]!, box, { options: options!, logger })
        renderedCache.set(box, item)
      }
      return item
    },
    [boxes, blueprint.items, options, logger],
  )
  const lowResUrl = useCallback(
    (idx: number) => {
      const dto = blueprint.items[idx]!
      return dto.isExternal || /^(https?:)?\/\//.test(dto.mediaUrl) || !dto.mediaUrl
        ? ''
        : createItemUrls(dto, { logger }).lowResolution()
    },
    [blueprint.items, logger],
  )

  // Infinite scroll: more items when under three viewports remain, never twice within 2000 ms.
  const fetchState = useRef<{ inFlight: boolean; lastAt: number | null }>({ inFlight: false, lastAt: null })
  const infinite = !shown.showButton
  const [recheck, setRecheck] = useState(0)
  useEffect(() => {
    // A preview shows only the first items of those given: fetching more at its end would refetch.
    if (!layout || !infinite || !input.getMoreItems || preview) return
    const [viewEnd, gallerySize] = horizontal
      ? [view.start + view.size, layout.width]
      : [view.start + view.size, layout.height]
    const loaded = store.getSnapshot().inputs?.items.length ?? blueprint.items.length
    const fetchInput = {
      viewEnd,
      viewportSize: view.size,
      gallerySize,
      loadedCount: loaded,
      totalCount: blueprint.totalItemsCount,
      loop: options ? isLooping(options) : false,
      inFlight: fetchState.current.inFlight,
      lastFetchAt: fetchState.current.lastAt,
      now: clock.now(),
    }
    if (!view.gotFirstScroll) return
    if (!shouldFetchMore(fetchInput)) {
      // Held back only by the 2000 ms spacing: look again once it has passed.
      const { lastAt } = fetchState.current
      if (lastAt === null || !shouldFetchMore({ ...fetchInput, lastFetchAt: null })) return
      const timer = clock.setTimeout(
        () => setRecheck((n) => n + 1),
        Math.max(0, lastAt + FETCH_MORE_SPACING - clock.now()),
      )
      return () => clock.clearTimeout(timer)
    }
    fetchState.current = { inFlight: true, lastAt: clock.now() }
    void store.loadMoreItems(loaded).finally(() => {
      fetchState.current = { ...fetchState.current, inFlight: false }
    })
  }, [layout, infinite, view, horizontal, blueprint, options, store, clock, input.getMoreItems, recheck, preview])

  // Events: gallery changes and the first render with items.
  const lastLayout = useRef<BlueprintLayout | null>(null)
  useEffect(() => {
    if (!layout || lastLayout.current === layout) return
    const first = lastLayout.current === null
    lastLayout.current = layout
    emit('GALLERY_CHANGE', { layoutHeight: layout.height, layoutWidth: layout.width, itemsCount: layout.items.length })
    if (first) emit('APP_LOADED', {})
  }, [layout, emit])

  return {
    logger,
    container,
    blueprint: blueprint as Blueprint<BlueprintLayout>,
    store,
    options,
    layout,
    horizontal,
    rtl,
    shown,
    view,
    slider,
    sliderState,
    windowIndexes,
    rendered,
    lowResUrl,
    focusIndex,
    setFocusIndex,
    setNavigated,
    loadMoreClicked,
    setLoadMoreClicked,
    navigation,
  }
}

/** What {@link useGallery} returns. */
export type GalleryModel = ReturnType<typeof useGallery>
