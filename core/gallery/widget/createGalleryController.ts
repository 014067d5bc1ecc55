import type { TimerHandle } from '../../../ports/clock'
import { createValueStore, type ValueStore } from '../../shared/createValueStore'
import { failedWith, statusOf } from '../../shared/status'
import type { Blueprint } from '../blueprint/blueprintTypes'
import { buildBlueprintNow } from '../blueprint/buildBlueprintNow'
import { createBlueprintStore } from '../blueprint/createBlueprintStore'
import { isHorizontal, isLooping, type GalleryContainer } from '../blueprint/detectChanges'
import type { BlueprintLayout } from '../blueprint/galleryLayoutDeps'
import { createItemUrls } from '../items/createItemUrls'
import { createRenderedItem, type LayoutBox, type RenderedItem } from '../items/createRenderedItem'
import { clickOutcome } from './clickOutcome'
import { createSliderStore } from './createSliderStore'
import { FETCH_MORE_SPACING, shouldFetchMore, shownHeight, LOAD_MORE_RESERVED } from './fetchMore'
import type {
  GalleryController,
  GalleryControllerOptions,
  GalleryEventName,
  GalleryItemEventData,
  GalleryKeyResult,
  GalleryNavigation,
  GallerySnapshot,
  GalleryView,
} from './galleryControllerTypes'
import { jumpItem, moveFocus, type JumpKey } from './neighbourItem'
import { isStageAnimation, slideMargins } from './slideStage'
import { CURRENT_ITEM_THROTTLE, isScrollUnavailable, sliderTiming } from './sliderTiming'
import { AUTO_SLIDE_DURATION, INITIAL_SLIDER } from './sliderMachine'
import { bandIndex, itemsBetween, SCROLL_MARGIN_VIEWPORTS, virtualWindow } from './virtualWindow'

/**
 * From this many items, a gallery with a layout port lays out there. Chosen from `npm run bench --
 * galleryWidgetThreshold` (docs/benchmarks.md, "Gallery widget: worker threshold"): below it the cold
 * synchronous layout in a fresh Chromium page stays about a long task's 50 ms or under (41–61 ms at
 * 10,000 items, 49 ms at 15,000) and shows the first frame sooner than a worker, which must start
 * first; above it the layout alone is a long task (84–159 ms at 50,000 to 100,000) and the worker
 * keeps input free.
 */
export const LAYOUT_WORKER_THRESHOLD = 15_000
/**
 * While the layout port lays out a gallery for the first time, this many of its first items are laid
 * out in process and shown, so the first screens are there at once (a fresh worker must start, then
 * lay out cold). Their boxes are the whole layout's, except in the preview's last strip or column
 * group, which the whole layout may close differently, far below the first screen.
 */
export const LAYOUT_PREVIEW_ITEMS = 1_000
/**
 * A gallery of this many items or more, in a view that tells when it has shown a frame
 * (`afterFrame`), is first laid out for its first items only and shown (on a layout port
 * {@link LAYOUT_PREVIEW_ITEMS}, in process {@link FRAME_PREVIEW_ITEMS}); the whole layout starts after
 * that first frame, so the first screen never waits for it.
 */
export const PREVIEW_FROM_ITEMS = 5_000
/**
 * The items laid out for the first frame of a gallery laid out in process: they stand in for one
 * frame only (the whole layout follows at once), so the first screens suffice, of any layout.
 */
export const FRAME_PREVIEW_ITEMS = 100
/** After the first scroll the window's margin grows 1, 2, 4, 8, 10 viewports, one step per frame. */
export const MARGIN_GROWTH_MS = 16
/** While the visitor scrolls within the window, the view is read at most once per this many ms (and once after). */
export const SCROLL_THROTTLE = 50
/** Scroll events after a navigation of `duration` ms are the animation's own for this much longer. */
const NAVIGATION_SETTLE_MS = 100

/** The rendered item of each layout box, made once per box (boxes are kept when items are appended). */
const renderedCache = new WeakMap<LayoutBox, RenderedItem>()

/** How many of a blueprint's items are not loop copies, counted once per items array. */
const originalCounts = new WeakMap<readonly { duplicateOf?: string }[], number>()
function originalsOf(items: readonly { duplicateOf?: string }[]): number {
  let count = originalCounts.get(items)
  if (count === undefined) originalCounts.set(items, (count = items.filter((dto) => !dto.duplicateOf).length))
  return count
}

/** The keys that move focus to the ends or by a view's height in a scrolling gallery. */
const JUMP_KEYS: readonly JumpKey[] = ['Home', 'End', 'PageUp', 'PageDown']

/** The data item events carry. */
export function itemEventData(item: RenderedItem): GalleryItemEventData {
  const { id, itemId, idx, type, url, title, description, linkUrl } = item
  return { id, itemId, idx, type, url, title, description, linkUrl }
}

/**
 * The gallery widget as a headless controller: one blueprint pipeline (in process, or on a layout
 * port with a preview of the first items meanwhile), the virtual window, fetch-more and Load More,
 * the slider (steps, loop, auto-slide, throttles), focus and the current item, hover and magnify,
 * the fullscreen index, print mode and the events. Runs in Node on any Clock; a view renders
 * `getSnapshot()` and turns DOM events into its commands.
 */
export function createGalleryController(config: GalleryControllerOptions): GalleryController {
  const { clock, logger, id } = config
  if (!clock) throw new Error('createGalleryController needs { clock } (systemClock() from vitrine/adapters/browser)')
  const host = {
    getMoreItems: config.getMoreItems,
    eventsListener: config.eventsListener,
    openUrl: config.openUrl,
    isMobile: config.isMobile ?? false,
  }
  const threshold = config.layoutWorkerThreshold ?? LAYOUT_WORKER_THRESHOLD
  let items = config.items
  let rawOptions = config.options
  let container: GalleryContainer | null = config.container ?? null
  let totalItemsCount = config.totalItemsCount
  let running = false

  const store = createBlueprintStore({
    ports: { logger, fetchMoreItems: (from) => host.getMoreItems?.(from) },
    layoutPort: config.layout ? { port: config.layout, threshold } : undefined,
  })
  const inPort = () => !!config.layout && items.length >= threshold
  const { afterFrame } = config
  // Until the whole layout is built, the first items stand in for it: while the layout port lays out,
  // and, in a view that reports its frames, for a gallery of PREVIEW_FROM_ITEMS or more.
  const previewing = () => inPort() || (!!afterFrame && items.length >= PREVIEW_FROM_ITEMS)
  // The first blueprint is laid out at once (server markup and hydration must match it: they have no
  // afterFrame); while previewing, the first items only.
  const buildNow = (): Blueprint<BlueprintLayout> | null => {
    if (!container || !(container.width > 0)) return null
    if (!previewing()) return buildBlueprintNow({ items, options: rawOptions, container, totalItemsCount }, logger)
    const total = Math.max(totalItemsCount ?? 0, items.length)
    const first = items.slice(0, inPort() ? LAYOUT_PREVIEW_ITEMS : FRAME_PREVIEW_ITEMS)
    return buildBlueprintNow({ items: first, options: rawOptions, container, totalItemsCount: total }, logger)
  }
  let initial = buildNow()
  let initialIsPreview = initial !== null && previewing()
  // The whole layout of a previewed gallery waits for a painted frame of the preview (asked for once
  // the gallery has started).
  let waitingFrame = !!afterFrame && initialIsPreview
  let frameAsked = false

  const slider = createSliderStore({ clock, logger, onNavigate: (effect) => onNavigate(effect) })
  slider.stop()

  // View and interaction state.
  let view: GalleryView = { start: 0, size: 0, gotFirstScroll: false, inView: true }
  let viewMeasured = false
  let navigated = false
  let margin = 1
  let marginTimer: TimerHandle | null = null
  let focusIndex = 0
  let fullscreenIndex: number | null = null
  let hoverIndex: number | null = null
  let magnifiedIndex: number | null = null
  let loadMoreClicked = false
  let printing = false
  let firstInteraction = false
  let galleryHovered = false
  let playing = { video: -1, '3d': -1 }
  let navigation: GalleryNavigation | null = null
  let navigationSeq = 0
  let busyUntil = -Infinity
  let announcement: GallerySnapshot['announcement'] = null
  const fetchState = { inFlight: false, lastAt: null as number | null }
  let fetchTimer: TimerHandle | null = null
  const created = new Set<string>()
  let lastLayout: BlueprintLayout | null = null

  const emit = (name: GalleryEventName, data: unknown) => {
    if (running) host.eventsListener?.(name, data)
  }

  // ---- derived state -------------------------------------------------------------------------
  const currentBlueprint = (): { blueprint: Blueprint<BlueprintLayout>; preview: boolean } => {
    const state = store.getSnapshot()
    if (state.builds > 0) return { blueprint: state.blueprint, preview: false }
    return { blueprint: initial ?? state.blueprint, preview: initialIsPreview }
  }

  let snapshot: GallerySnapshot
  // What subscribers see: the snapshot once an update is complete (it is frozen already, so the
  // store's freeze does not walk it).
  let published: ValueStore<GallerySnapshot> | null = null

  function compute(): GallerySnapshot {
    const { blueprint, preview } = currentBlueprint()
    const options = blueprint.options
    const layout = blueprint.structure
    const horizontal = options ? isHorizontal(options) : false
    const rtl = options?.behaviourParams.gallery.layoutDirection === 'RIGHT_TO_LEFT'
    const sliderState = slider.getSnapshot()
    const shown = shownHeight({
      layoutHeight: layout?.height ?? 0,
      containerHeight: container?.height,
      loadMoreEnabled: !horizontal && !!options?.behaviourParams.gallery.vertical.loadMore.enable,
      loadMoreClicked,
    })
    const boxes = layout?.items ?? []
    const first = boxes[0]
    const last = boxes.at(-1)
    const margins =
      horizontal && layout && first && last
        ? slideMargins({
            first: { left: first.offset.left, width: first.width },
            last: { left: last.offset.left, width: last.width },
            layoutWidth: layout.width,
            rtl,
          })
        : { left: 0, right: 0 }
    // Before the browser measures, the view is the container (right to left: the row's far right).
    const effectiveView: GalleryView = viewMeasured
      ? view
      : {
          ...view,
          start: horizontal && rtl && layout && container ? Math.max(0, layout.width - container.width) : 0,
          size: horizontal ? (container?.width ?? 0) : (container?.height ?? 0),
        }
    let indexes: number[] = []
    if (layout && boxes.length > 0) {
      indexes = virtualWindow({
        boxes,
        axis: horizontal ? 'horizontal' : 'vertical',
        viewStart: effectiveView.start,
        viewSize: horizontal
          ? effectiveView.size
          : Math.min(effectiveView.size, Math.max(0, shown.height - effectiveView.start)),
        gotFirstScroll: effectiveView.gotFirstScroll || navigated,
        currentIndex: horizontal ? sliderState.activeIndex : undefined,
        marginViewports: margin,
        printing,
        logger,
      }).filter((i) => horizontal || boxes[i]!.offset.top < shown.height)
      // The item keyboard focus returns to is always rendered.
      const keep = horizontal ? sliderState.activeIndex : focusIndex
      if (keep < boxes.length && !indexes.includes(keep) && effectiveView.gotFirstScroll)
        indexes = [...indexes, keep].sort((a, b) => a - b)
    }
    const windowItems = indexes.map((idx) => renderedOf(blueprint, idx))
    const height = !layout ? 0 : horizontal ? layout.height : shown.height + (shown.showButton ? LOAD_MORE_RESERVED : 0)
    const storeState = store.getSnapshot()
    return Object.freeze({
      ...(storeState.status === 'error'
        ? failedWith(storeState.error)
        : statusOf(layout ? 'ready' : container ? 'loading' : 'idle')),
      id,
      width: container?.width ?? layout?.width ?? 0,
      height,
      items: Object.freeze(windowItems),
      count: boxes.length,
      activeIndex: sliderState.activeIndex,
      fullscreenIndex,
      hoverIndex,
      magnifiedIndex,
      focusIndex,
      blueprint,
      layout,
      options,
      container,
      horizontal,
      rtl,
      shown,
      slider: sliderState,
      margins,
      staged: horizontal && !!options && isStageAnimation(options.behaviourParams.gallery.horizontal.slideAnimation),
      preview,
      printing,
      view: effectiveView,
      navigation,
      firstInteraction,
      containerState: {
        scrollPosition: effectiveView.start,
        gotFirstScrollEvent: effectiveView.gotFirstScroll,
        showMoreClickedAtLeastOnce: loadMoreClicked,
        playingVideoIdx: playing.video,
        playing3DIdx: playing['3d'],
        isInHover: galleryHovered,
        isInViewport: effectiveView.inView,
      },
      announcement,
    }) satisfies GallerySnapshot
  }

  function renderedOf(blueprint: Blueprint<BlueprintLayout>, idx: number): RenderedItem {
    const box = blueprint.structure!.items[idx]!
    let item = renderedCache.get(box)
    if (!item) {
      item = createRenderedItem(blueprint.items[idx]!, box, { options: blueprint.options!, logger })
      renderedCache.set(box, item)
    }
    return item
  }

  let updating = false
  let dirty = false
  /** Recomputes the snapshot, tells the listeners, and runs what follows from the new state. */
  function update(): void {
    if (updating) {
      dirty = true
      return
    }
    updating = true
    try {
      do {
        dirty = false
        snapshot = compute()
        configureSlider()
      } while (dirty)
    } finally {
      updating = false
    }
    published?.update(snapshot)
    if (!running) return
    reportChanges()
    checkFetchMore()
  }

  function configureSlider(): void {
    const { options, horizontal, count, staged, blueprint } = snapshot
    if (!options) return
    const { autoSlide } = options.behaviourParams.gallery.horizontal
    const loop = isLooping(options)
    slider.send({
      type: 'configure',
      count,
      // A loop's copies name their original: the skip back goes one original count.
      originals: horizontal && loop ? originalsOf(blueprint.items) : count,
      loop,
      autoSlide: horizontal ? autoSlide.behaviour : 'OFF',
      interval: autoSlide.interval,
      pauseOnHover: autoSlide.pauseOnHover,
    })
    slider.setThrottle(sliderTiming({ staged, isMobile: host.isMobile }).navigationThrottle)
  }

  function reportChanges(): void {
    const { layout } = snapshot
    if (layout && layout !== lastLayout) {
      const firstLayout = lastLayout === null
      lastLayout = layout
      emit('GALLERY_CHANGE', {
        layoutHeight: layout.height,
        layoutWidth: layout.width,
        itemsCount: layout.items.length,
      })
      if (firstLayout) emit('APP_LOADED', {})
    }
    for (const item of snapshot.items) {
      if (created.has(item.id)) continue
      created.add(item.id)
      emit('ITEM_CREATED', itemEventData(item))
    }
  }

  // ---- fetch more ------------------------------------------------------------------------------
  function checkFetchMore(): void {
    const { layout, shown, horizontal, view, preview, options, blueprint } = snapshot
    // The store takes more items once it has laid out what it was given.
    const { inputs } = store.getSnapshot()
    if (!layout || !inputs || shown.showButton || !host.getMoreItems || preview) return
    const gallerySize = horizontal ? layout.width : layout.height
    // A gallery the visitor cannot scroll (it fits in the view and 300 px more, 350 on phones) gets
    // no scroll to ask for more: it asks at once.
    const unavailable = isScrollUnavailable({
      gallerySize,
      viewSize: view.size,
      isMobile: host.isMobile,
    })
    if (!view.gotFirstScroll && !unavailable) return
    const loaded = inputs.items.length
    const input = {
      viewEnd: view.start + view.size,
      viewportSize: view.size,
      gallerySize,
      loadedCount: loaded,
      totalCount: blueprint.totalItemsCount,
      loop: options ? isLooping(options) : false,
      inFlight: fetchState.inFlight,
      lastFetchAt: fetchState.lastAt,
      now: clock.now(),
    }
    if (!shouldFetchMore(input)) {
      // Held back only by the 2000 ms spacing: look again once it has passed.
      const { lastAt } = fetchState
      if (lastAt === null || fetchTimer !== null || !shouldFetchMore({ ...input, lastFetchAt: null })) return
      fetchTimer = clock.setTimeout(
        () => {
          fetchTimer = null
          checkFetchMore()
        },
        Math.max(0, lastAt + FETCH_MORE_SPACING - clock.now()),
      )
      return
    }
    fetchState.inFlight = true
    fetchState.lastAt = clock.now()
    store.loadMoreItems(loaded).then(
      () => {
        fetchState.inFlight = false
      },
      (error: unknown) => {
        fetchState.inFlight = false
        logger?.error('Could not load more items', error)
      },
    )
  }

  // ---- blueprint requests ----------------------------------------------------------------------
  function request(): void {
    if (!container) return update()
    if (store.getSnapshot().builds === 0) {
      initial = buildNow()
      initialIsPreview = initial !== null && previewing()
      waitingFrame ||= !!afterFrame && initialIsPreview
    }
    // A whole layout waiting for a frame of the preview is asked for then, with the inputs of that time.
    if (!waitingFrame) requestWhole()
    else if (running) scheduleWhole()
    update()
  }
  const requestWhole = () => {
    if (container) void store.request({ items, options: rawOptions, container, totalItemsCount })
  }
  /** Asks for the whole layout once the view has shown a frame of the preview (a stopped gallery: never). */
  function scheduleWhole(): void {
    if (!waitingFrame || frameAsked) return
    frameAsked = true
    afterFrame!(() => {
      frameAsked = false
      if (!running) return
      waitingFrame = false
      requestWhole()
    })
  }
  store.subscribe(() => {
    if (snapshot) update()
  })

  // ---- slider ----------------------------------------------------------------------------------
  let skipTimer: TimerHandle | null = null
  function onNavigate(effect: {
    index: number
    duration: number
    direction: 1 | -1
    source: string
    skipTo?: number
  }): void {
    const { layout, options, rtl, margins, container: box } = snapshot
    const configured = options?.behaviourParams.gallery.horizontal.navigationDuration
    // The visitor's navigation takes the options' duration; an automatic slide its own; a loop's
    // skip back to the same item none.
    const duration =
      effect.source === 'skip' ? 0 : effect.source === 'auto' ? AUTO_SLIDE_DURATION : (configured ?? effect.duration)
    if (skipTimer !== null) clock.clearTimeout(skipTimer)
    skipTimer = null
    const { skipTo } = effect
    if (skipTo !== undefined)
      skipTimer = clock.setTimeout(() => {
        skipTimer = null
        slider.send({ type: 'goTo', index: skipTo, source: 'skip' })
      }, duration)
    const target = layout?.items[effect.index]
    const width = box?.width ?? layout?.width ?? 0
    const start = !target
      ? 0
      : rtl
        ? target.offset.left + target.width - width + margins.right
        : target.offset.left - margins.left
    const overflow = Math.max(0, (layout?.width ?? 0) - width)
    navigated = true
    firstInteraction = firstInteraction || (effect.source !== 'auto' && effect.source !== 'skip')
    busyUntil = clock.now() + duration + NAVIGATION_SETTLE_MS
    navigation = {
      seq: ++navigationSeq,
      index: effect.index,
      duration,
      direction: effect.direction,
      target: Math.max(0, Math.min(overflow, start)),
    }
    emit('NAVIGATION_START', { idx: effect.index })
    update()
  }
  let lastActive = INITIAL_SLIDER.activeIndex
  slider.subscribe(() => {
    if (!snapshot) return
    const active = slider.getSnapshot().activeIndex
    update()
    if (active === lastActive) return
    lastActive = active
    emit('CURRENT_ITEM_CHANGED', { idx: active })
  })

  // While the visitor scrolls a slider, the current item follows at most every 600 ms (and once after).
  let lastFollow = -Infinity
  let followTimer: TimerHandle | null = null
  function throttledFollow(): void {
    const wait = lastFollow + CURRENT_ITEM_THROTTLE - clock.now()
    if (wait <= 0) {
      lastFollow = clock.now()
      return followScroll()
    }
    if (followTimer !== null) return
    followTimer = clock.setTimeout(() => {
      followTimer = null
      lastFollow = clock.now()
      followScroll()
    }, wait)
  }

  /** After a swipe or wheel scroll, the current slide follows the view (not during our animation). */
  function followScroll(): void {
    const { horizontal, staged, layout, rtl, margins, view } = snapshot
    if (!horizontal || staged || !layout || !view.gotFirstScroll || clock.now() < busyUntil) return
    let best = snapshot.activeIndex
    let distance = Infinity
    for (const box of layout.items) {
      const d = rtl
        ? Math.abs(box.offset.left + box.width + margins.right - (view.start + view.size))
        : Math.abs(box.offset.left - margins.left - view.start)
      if (d < distance) [best, distance] = [box.idx, d]
    }
    slider.send({ type: 'goTo', index: best, source: 'scroll' })
  }

  // ---- view ------------------------------------------------------------------------------------
  function applyView(
    position: { top?: number; left?: number; width?: number; height?: number; inView?: boolean },
    scrolled: boolean,
  ): void {
    const horizontal = snapshot.horizontal
    const start = horizontal ? position.left : position.top
    const size = horizontal ? position.width : position.height
    const next: GalleryView = {
      start: Number.isFinite(start) ? Math.round(start!) : view.start,
      size: size !== undefined ? size : viewMeasured ? view.size : snapshot.view.size,
      gotFirstScroll: view.gotFirstScroll || scrolled,
      inView: position.inView ?? view.inView,
    }
    viewMeasured = true
    if (scrolled) firstInteraction = true
    if (scrolled && !view.gotFirstScroll) growMargin()
    view = next
    slider.send({ type: 'inView', value: next.inView })
    update()
    if (scrolled) throttledFollow()
  }

  let lastScrollRead = -Infinity
  // Read at once when the throttle's interval has passed, or when an item in view at `position` is
  // not in the window (a jump).
  function scrollReadDelay(position: { top?: number; left?: number; width?: number; height?: number }): number {
    const wait = lastScrollRead + SCROLL_THROTTLE - clock.now()
    const { layout, horizontal, items: shown, view } = snapshot
    const start = (horizontal ? position.left : position.top)!
    const size = (horizontal ? position.width : position.height) ?? view.size
    if (wait <= 0 || !layout || !(size > 0) || !Number.isFinite(start)) return Math.max(0, wait)
    const held = new Set(shown.map((item) => item.idx))
    const boxes = layout.items
    const needed = itemsBetween(boxes, bandIndex(boxes, horizontal ? 'horizontal' : 'vertical'), start, start + size)
    return needed.every((idx) => held.has(idx)) ? wait : 0
  }

  function growMargin(): void {
    if (marginTimer !== null || margin >= SCROLL_MARGIN_VIEWPORTS || !running) return
    marginTimer = clock.setTimeout(() => {
      marginTimer = null
      margin = Math.min(SCROLL_MARGIN_VIEWPORTS, margin * 2)
      update()
      growMargin()
    }, MARGIN_GROWTH_MS)
  }

  // ---- commands ---------------------------------------------------------------------------------
  const interacted = () => {
    firstInteraction = true
  }
  const userStep = (type: 'next' | 'previous') => {
    if (!running) return
    interacted()
    slider.send({ type, source: 'user' })
  }

  function activate(idx: number): void {
    const { layout, options, blueprint } = snapshot
    if (!running || !layout || !options || idx < 0 || idx >= layout.items.length) return
    interacted()
    const r = renderedOf(blueprint, idx)
    const itemOptions = options.behaviourParams.item
    emit('ITEM_CLICKED', itemEventData(r))
    // A video that plays on click: the click plays it, or pauses it when it is the one playing.
    if (r.type === 'video' && itemOptions.video.playTrigger === 'CLICK' && !r.directLink) {
      playing = { ...playing, video: playing.video === idx ? -1 : idx }
      return update()
    }
    const overlayHasContent = options.layoutParams.info.placement === 'OVERLAY' && !!(r.title || r.description)
    const outcome = clickOutcome({
      clickAction: itemOptions.clickAction,
      hasDirectLink: !!r.directLink,
      hasLink: !!r.linkUrl,
      isMobile: host.isMobile,
      hoveringBehaviour: itemOptions.overlay.hoveringBehaviour,
      hovered: hoverIndex === idx,
      overlayHasContent,
    })
    if (outcome === 'hover') hoverIndex = idx
    else if (outcome === 'directLink' || outcome === 'link') {
      const link = outcome === 'directLink' ? r.directLink! : { url: r.linkUrl!, target: r.linkTarget }
      if (host.openUrl) host.openUrl(link.url, link.target || '_blank')
      else logger?.warn('Cannot open the item link: no openUrl port', link.url)
    } else if (outcome === 'magnify') magnifiedIndex = magnifiedIndex === idx ? null : idx
    else if (outcome === 'action') {
      emit('ITEM_ACTION_TRIGGERED', itemEventData(r))
      // Loop copies open their original.
      const original = blueprint.items.findIndex((dto) => dto.id === r.itemId)
      fullscreenIndex = original >= 0 ? original : idx
    }
    update()
  }

  function keyDown(key: string, fromIdx: number): GalleryKeyResult {
    const { layout, horizontal, rtl } = snapshot
    if (!running || !layout) return { handled: false }
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    if (key === 'Escape') {
      leave()
      return { handled: true, leave: true }
    }
    if (horizontal) {
      if (key === forward || key === 'PageDown') userStep('next')
      else if (key === backward || key === 'PageUp') userStep('previous')
      else if (key === 'Home' || key === 'End') goTo(key === 'Home' ? 0 : layout.items.length - 1)
      else return { handled: false }
      return { handled: true }
    }
    const directions: Record<string, 'up' | 'down' | 'next' | 'previous'> = {
      ArrowDown: 'down',
      ArrowUp: 'up',
      [forward]: 'next',
      [backward]: 'previous',
    }
    const direction = directions[key]
    const jump = JUMP_KEYS.find((k) => k === key)
    if (!direction && !jump) return { handled: false }
    interacted()
    // Arrows go to the neighbour (the item above or below, previous or next); none: stay, logged.
    // Home / End go to the ends, Page Up / Down about one view height (see jumpItem).
    const next = direction
      ? moveFocus(layout.items, fromIdx, direction, logger)
      : (jumpItem(layout.items, fromIdx, jump!, Math.max(snapshot.view.size, 1)) ?? fromIdx)
    if (next === fromIdx) return { handled: true }
    navigated = true
    focusIndex = next
    update()
    emit('CURRENT_ITEM_CHANGED', { idx: next })
    return { handled: true, focus: next }
  }

  function leave(): void {
    announcement = { key: 'galleryLeft', seq: (announcement?.seq ?? 0) + 1 }
    update()
  }

  function goTo(idx: number): void {
    if (!running) return
    interacted()
    slider.send({ type: 'goTo', index: idx, source: 'api' })
  }

  function start(): void {
    if (running) return
    running = true
    slider.start()
    scheduleWhole()
    update()
    emit('NAVIGATION_API_READY', {
      next: () => userStep('next'),
      previous: () => userStep('previous'),
      goTo,
    })
  }

  function dispose(): void {
    running = false
    slider.stop()
    for (const timer of [marginTimer, fetchTimer, followTimer, skipTimer]) if (timer !== null) clock.clearTimeout(timer)
    marginTimer = null
    fetchTimer = null
    followTimer = null
    skipTimer = null
  }

  snapshot = compute()
  published = createValueStore(snapshot)
  configureSlider()
  if (!waitingFrame) requestWhole()
  if (config.start !== false) start()

  return {
    getSnapshot: published.getSnapshot,
    subscribe: published.subscribe,
    setContainer(next) {
      if (next && container && next.width === container.width && next.height === container.height) return
      container = next ? { ...next } : null
      request()
    },
    setScroll(position) {
      lastScrollRead = clock.now()
      applyView(position, true)
    },
    scrollReadDelay,
    measureView: (position) => applyView(position, false),
    setItems(next, total) {
      if (next === items && (total === undefined || total === totalItemsCount)) return
      items = next
      if (total !== undefined) totalItemsCount = total
      request()
    },
    setOptions(next) {
      if (next === rawOptions) return
      rawOptions = next
      request()
    },
    setHost(next) {
      if ('getMoreItems' in next) host.getMoreItems = next.getMoreItems
      if ('eventsListener' in next) host.eventsListener = next.eventsListener
      if ('openUrl' in next) host.openUrl = next.openUrl
      if (next.isMobile !== undefined && next.isMobile !== host.isMobile) {
        host.isMobile = next.isMobile
        update()
      }
    },
    next: () => userStep('next'),
    previous: () => userStep('previous'),
    goTo,
    selectThumbnail(idx) {
      if (!running) return
      interacted()
      emit('THUMBNAIL_CLICKED', { idx })
      slider.send({ type: 'goTo', index: idx, source: 'thumbnail' })
    },
    togglePause() {
      if (!running) return
      interacted()
      slider.send({ type: 'togglePause' })
    },
    activate,
    hover(idx, on) {
      if (!running) return
      if (on) {
        interacted()
        emit('HOVER_SET', { idx })
      }
    },
    focusItem(idx, focused) {
      const { layout, blueprint, horizontal } = snapshot
      if (!running || !layout || idx >= layout.items.length) return
      emit(focused ? 'ITEM_FOCUSED' : 'ITEM_LOST_FOCUS', itemEventData(renderedOf(blueprint, idx)))
      if (focused && !horizontal && focusIndex !== idx) {
        focusIndex = idx
        update()
      }
    },
    itemLoaded: (idx) => emit('ITEM_LOADED', { idx }),
    setGalleryHovered(on) {
      galleryHovered = on
      slider.send({ type: 'hovered', value: on })
      update()
    },
    setGalleryFocused: (on) => slider.send({ type: 'inFocus', value: on }),
    setReducedMotion: (on) => slider.send({ type: 'reducedMotion', value: on }),
    setPlaying(kind, idx) {
      playing = { ...playing, [kind]: idx }
      update()
    },
    keyDown,
    leave,
    loadMore() {
      interacted()
      loadMoreClicked = true
      navigated = true
      update()
    },
    setPrinting(on) {
      if (printing === on) return
      printing = on
      update()
    },
    setFullscreenIndex(idx) {
      if (fullscreenIndex === null || fullscreenIndex === idx) return
      fullscreenIndex = idx
      update()
    },
    closeFullscreen() {
      if (fullscreenIndex === null) return
      fullscreenIndex = null
      update()
    },
    rendered: (idx) => renderedOf(snapshot.blueprint, idx),
    lowResUrl(idx) {
      const dto = snapshot.blueprint.items[idx]
      if (!dto || dto.isExternal || /^(https?:)?\/\//.test(dto.mediaUrl) || !dto.mediaUrl) return ''
      return createItemUrls(dto, { logger }).lowResolution()
    },
    start,
    dispose,
  }
}
