import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type JSX } from 'react'
import type { GalleryContainer } from '../../core/gallery/blueprint/detectChanges'
import { clickOutcome } from '../../core/gallery/widget/clickOutcome'
import { arrowsPlacement } from '../../core/gallery/widget/galleryChrome'
import { hiddenArrows } from '../../core/gallery/widget/sliderMachine'
import { slideMargins } from '../../core/gallery/widget/slideStage'
import { withMobileThumbnailSize } from '../../core/gallery/widget/thumbnailStrip'
import { consoleLogger } from '../../adapters/browser/consoleLogger'
import { systemClock } from '../../adapters/browser/systemClock'
import { itemAccessibleName } from '../../core/gallery/widget/itemAccessibleName'
import type { LayoutWorkerPort } from '../../ports/layoutWorker'
import type { Logger } from '../../ports/logger'
import { LazyFullscreenViewer } from '../fullscreen'
import { useTranslations } from '../i18n/useTranslations'
import { galleryCss } from './galleryCss'
import type { GalleryEventName, GalleryEventsListener } from './galleryEvents'
import { GalleryDebugPanel } from './GalleryDebugPanel'
import { GalleryItem } from './GalleryItem'
import { itemEventData, toFullscreenItems } from './galleryItemData'
import { useGallery } from './useGallery'
import { useGalleryKeyboard } from './useGalleryKeyboard'
import { useMouseFollower } from './useMouseFollower'
import { useSliderNavigation } from './useSliderNavigation'
import { SliderChrome } from './SliderChrome'
import { useVideoScrollHelper } from './useVideoScrollHelper'
import { stageStyle, useSlideStage, withStageSlides } from './useSlideStage'

/** Props of {@link Gallery}: the public contract of issue 13. */
export interface GalleryProps {
  /** Gallery id: the root is `id="vitrine-gallery-<id>"`. */
  id: string
  /** Media items (id/itemId/photoId, mediaUrl or url, width/height or metaData, metadata...). */
  items: readonly unknown[]
  /** Anything `resolveOptions` accepts, nested or legacy. */
  options?: unknown
  /** The container; without it the gallery measures its parent (debounced 100 ms). */
  container?: GalleryContainer
  eventsListener?: GalleryEventsListener
  totalItemsCount?: number
  /** Asks the host for items from `fromIndex` (infinite scroll, Load More); may return them or pass them in `items`. */
  getMoreItems?(fromIndex: number): void | readonly unknown[] | Promise<void | readonly unknown[]>
  /** What scrolls the gallery; default the window. */
  scrollingElement?: HTMLElement | null
  isMobile?: boolean
  isPrerender?: boolean
  /** Language of the controls' labels (English first, then the locale's bundle). */
  locale?: string
  /** Hides the fullscreen viewer's download button. */
  disableDownload?: boolean
  logger?: Logger
  /**
   * From `layoutWorkerThreshold` items (default 15,000: below it the cold synchronous layout takes
   * under 50 ms in Chromium and shows the first frame sooner than a worker) the browser lays out in a
   * worker: this port (e.g. `browserLayoutWorker(url)`), else the package's own
   * `layoutWorker.worker.js`; below it, on the server and when hydrating server markup without this
   * prop, the layout is synchronous.
   */
  layoutWorker?: LayoutWorkerPort
  layoutWorkerThreshold?: number
  /** A store gallery: every item's name and alt text end with ', Buy Now'. */
  isStoreGallery?: boolean
}

/**
 * The media gallery widget: every preset of the engine, rendered at the layout's boxes (so the
 * server's markup does not move on hydration), virtualised, keyboard accessible, with sliders,
 * thumbnails, Load More and infinite scroll, and the fullscreen viewer on the item action.
 */
export function Gallery(props: GalleryProps): JSX.Element {
  const { id, isMobile = false, isPrerender = false } = props
  const clock = useMemo(() => systemClock(), [])
  const listener = useRef(props.eventsListener)
  useEffect(() => {
    listener.current = props.eventsListener
  })
  const emit = useCallback((name: GalleryEventName, data: unknown) => listener.current?.(name, data), [])
  const [fallbackLogger] = useState(() => consoleLogger())
  const rootRef = useRef<HTMLDivElement>(null)
  const itemsRef = useRef<HTMLUListElement>(null)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const optionInput = useMemo(() => withMobileThumbnailSize(props.options, isMobile), [props.options, isMobile])
  const g = useGallery({
    rootRef,
    itemsRef,
    scrollerRef,
    ...props,
    options: optionInput,
    logger: props.logger ?? fallbackLogger,
    emit,
    clock,
  })
  const { t, dir: localeDir } = useTranslations(props.locale)
  const { options, layout, horizontal, rtl, shown, sliderState, slider, windowIndexes, rendered } = g
  const { blueprint, container, focusIndex, setFocusIndex, view } = g
  const [fullscreenIndex, setFullscreenIndex] = useState<number | null>(null)
  const [hoverIndex, setHoverIndex] = useState<number | null>(null)
  const [magnified, setMagnified] = useState<number | null>(null)
  const [announce, setAnnounce] = useState('')
  const slideAnimation = options?.behaviourParams.gallery.horizontal.slideAnimation ?? 'SCROLL'
  const stage = useSlideStage({
    animation: slideAnimation,
    horizontal,
    activeIndex: sliderState.activeIndex,
    clock,
    itemsRef,
  })
  const arrowOptions = options?.layoutParams.navigationArrows
  // Outside arrows: the layout narrowed the slides; they are clipped to the middle, arrows in the margins.
  const placement = arrowsPlacement({
    position: horizontal && arrowOptions?.enable ? arrowOptions.position : 'ON_GALLERY',
    container: arrowOptions?.container.type ?? 'SHADOW',
    arrowSize: arrowOptions?.size ?? 23,
    padding: arrowOptions?.padding ?? 23,
    itemSpacing: options?.layoutParams.structure.itemSpacing ?? 0,
  })
  const rowEnds = horizontal && layout && layout.items.length > 0 ? [layout.items[0]!, layout.items.at(-1)!] : null
  const margins = rowEnds
    ? slideMargins({
        first: { left: rowEnds[0].offset.left, width: rowEnds[0].width },
        last: { left: rowEnds[1].offset.left, width: rowEnds[1].width },
        layoutWidth: layout!.width,
        rtl,
      })
    : { left: 0, right: 0 }
  useSliderNavigation(g, { scrollerRef, itemsRef }, emit, clock, { stage: stage.on ? stage.stage : null, margins })
  const onKeyDown = useGalleryKeyboard(g, { rootRef, itemsRef }, emit, () => setAnnounce(t('galleryLeft')))
  const earlyHidden = hiddenArrows(sliderState)
  const followerOn =
    horizontal && !isMobile && !isPrerender && arrowOptions?.enable === true && arrowOptions.position === 'MOUSE_CURSOR'
  useVideoScrollHelper(
    itemsRef,
    !!layout && options?.behaviourParams.item.video.playTrigger === 'AUTO',
    props.logger ?? fallbackLogger,
  )
  const mouse = useMouseFollower({
    enabled: followerOn,
    hasPrevious: !earlyHidden.previous,
    hasNext: !earlyHidden.next,
    rtl,
    clock,
    onNavigate: (side) => slider.send({ type: side, source: 'user' }),
  })

  const item = options?.behaviourParams.item
  const onActivate = useCallback(
    (idx: number) => {
      if (!item) return
      const r = rendered(idx)
      emit('ITEM_CLICKED', itemEventData(r))
      const outcome = clickOutcome({
        clickAction: item.clickAction,
        hasDirectLink: !!r.directLink,
        hasLink: !!r.linkUrl,
        isMobile,
        hoveringBehaviour: item.overlay.hoveringBehaviour,
        hovered: hoverIndex === idx,
      })
      if (outcome === 'hover') return setHoverIndex(idx)
      if (outcome === 'directLink' || outcome === 'link') {
        const link = outcome === 'directLink' ? r.directLink! : { url: r.linkUrl!, target: r.linkTarget }
        window.open(link.url, link.target || '_blank', 'noopener')
        return
      }
      if (outcome === 'magnify') return setMagnified((m) => (m === idx ? null : idx))
      if (outcome === 'action') {
        emit('ITEM_ACTION_TRIGGERED', itemEventData(r))
        // Loop copies open their original.
        const original = blueprint.items.findIndex((dto) => dto.id === r.itemId)
        setFullscreenIndex(original >= 0 ? original : idx)
      }
    },
    [item, rendered, emit, isMobile, hoverIndex, blueprint.items],
  )
  const onHover = useCallback(
    (idx: number, on: boolean) => {
      if (on) emit('HOVER_SET', { idx })
    },
    [emit],
  )
  const onFocusChange = useCallback(
    (idx: number, focused: boolean) => {
      const data = itemEventData(rendered(idx))
      emit(focused ? 'ITEM_FOCUSED' : 'ITEM_LOST_FOCUS', data)
      if (focused && !horizontal) setFocusIndex(idx)
    },
    [emit, rendered, horizontal, setFocusIndex],
  )
  const onLoaded = useCallback((idx: number) => emit('ITEM_LOADED', { idx }), [emit])
  const created = useRef(new Set<string>())
  useEffect(() => {
    for (const idx of windowIndexes) {
      const r = rendered(idx)
      if (created.current.has(r.id)) continue
      created.current.add(r.id)
      emit('ITEM_CREATED', itemEventData(r))
    }
  }, [windowIndexes, rendered, emit])

  const dir = rtl ? 'rtl' : localeDir
  // Horizontal galleries are as tall as their layout (thumbnails included); vertical ones as shown.
  const outerHeight = !layout ? 0 : horizontal ? layout.height : shown.height + (shown.showButton ? 138 : 0)
  function renderContent(layout: NonNullable<typeof g.layout>, options: NonNullable<typeof g.options>) {
    // FADE / DECK: the slides sit on one stage that does not scroll.
    const staged = stage.on && layout.items.length > 0
    const containerWidth = container?.width ?? layout.width
    const indexes = staged ? withStageSlides(windowIndexes, stage.state, layout.items.length) : windowIndexes
    const content = (
      <>
        <div
          ref={scrollerRef}
          className="vg__viewport"
          data-clipped={shown.showButton}
          data-stage={staged || undefined}
          style={{
            height: horizontal ? layout.height : shown.height,
            // Slides scrolled past stay out of the margins (thumbnails beside them, outside arrows).
            clipPath: margins.left + margins.right > 0 ? `inset(0 ${margins.right}px 0 ${margins.left}px)` : undefined,
          }}
        >
          <ul
            ref={itemsRef}
            className="vg__items"
            style={{ width: staged ? containerWidth : layout.width, height: layout.height }}
          >
            {indexes.map((idx) => {
              const r = rendered(idx)
              const tabbable = horizontal ? idx === sliderState.activeIndex : idx === focusIndex
              return (
                <GalleryItem
                  key={r.id}
                  item={r}
                  lowResUrl={g.lowResUrl(idx)}
                  hoveringBehaviour={options.behaviourParams.item.overlay.hoveringBehaviour}
                  placement={options.layoutParams.info.placement}
                  infoHeight={Math.min(options.externalInfoHeight, r.style.height)}
                  columnLeft={layout.columns[layout.items[idx]!.column]?.left}
                  columnWidth={layout.columns[layout.items[idx]!.column]?.width}
                  clickable={options.behaviourParams.item.clickAction !== 'NOTHING' || !!r.directLink}
                  tabbable={tabbable}
                  current={horizontal && idx === sliderState.activeIndex}
                  label={itemAccessibleName(r.alt, props.isStoreGallery === true)}
                  magnified={magnified === idx}
                  magnification={options.behaviourParams.item.content.magnificationValue}
                  hovered={hoverIndex === idx}
                  playTrigger={options.behaviourParams.item.video.playTrigger}
                  stageStyle={
                    staged
                      ? stageStyle(stage.state, idx, {
                          boxes: layout.items,
                          layoutWidth: layout.width,
                          containerWidth,
                          rtl,
                          easing: options.behaviourParams.gallery.horizontal.slideTransition,
                        })
                      : undefined
                  }
                  onActivate={onActivate}
                  onHover={onHover}
                  onFocusChange={onFocusChange}
                  onLoaded={onLoaded}
                />
              )
            })}
          </ul>
        </div>
        {horizontal ? (
          <SliderChrome
            layout={layout}
            options={options}
            sliderState={sliderState}
            slider={slider}
            rtl={rtl}
            containerWidth={containerWidth}
            margins={margins}
            placement={placement}
            arrowsAllowed={!followerOn && !isPrerender}
            follower={mouse.follower}
            t={t}
            emit={emit}
            rendered={rendered}
          />
        ) : null}
        {shown.showButton ? (
          <div className="vg__more">
            <button
              type="button"
              onClick={() => {
                g.setLoadMoreClicked(true)
                g.setNavigated(true)
              }}
            >
              {options.behaviourParams.gallery.vertical.loadMore.text || t('galleryLoadMore')}
            </button>
          </div>
        ) : null}
        <GalleryDebugPanel
          blueprint={blueprint}
          container={container}
          view={view}
          sliderState={sliderState}
          horizontal={horizontal}
          windowIndexes={windowIndexes}
        />
        {fullscreenIndex !== null ? (
          <Suspense fallback={null}>
            <LazyFullscreenViewer
              items={toFullscreenItems(blueprint.items)}
              index={fullscreenIndex}
              locale={props.locale}
              disableDownload={props.disableDownload}
              isMobile={isMobile}
              onClose={() => setFullscreenIndex(null)}
            />
          </Suspense>
        ) : null}
      </>
    )
    return content
  }
  return (
    <div
      ref={rootRef}
      id={`vitrine-gallery-${id}`}
      className="vg"
      dir={dir}
      role="region"
      tabIndex={-1}
      aria-label={t('galleryLabel')}
      aria-roledescription={horizontal ? 'carousel' : undefined}
      data-orientation={horizontal ? 'horizontal' : 'vertical'}
      onKeyDown={onKeyDown}
      onMouseEnter={() => slider.send({ type: 'hovered', value: true })}
      onMouseLeave={() => {
        slider.send({ type: 'hovered', value: false })
        mouse.handlers.onMouseLeave?.()
      }}
      onMouseMove={mouse.handlers.onMouseMove}
      onClickCapture={mouse.handlers.onClickCapture}
      onFocus={(event) =>
        slider.send({ type: 'inFocus', value: (event.target as HTMLElement).matches?.(':focus-visible') ?? false })
      }
      onBlur={(event) => {
        if (rootRef.current?.contains(event.relatedTarget as Node | null)) return
        slider.send({ type: 'inFocus', value: false })
        if (itemsRef.current?.contains(event.target)) setAnnounce(t('galleryLeft'))
      }}
      style={{ width: container?.width ?? layout?.width, height: layout ? outerHeight : undefined }}
    >
      <style dangerouslySetInnerHTML={{ __html: galleryCss }} />
      {layout && options ? renderContent(layout, options) : null}
      <p className="vg__sr" aria-live="polite">
        {announce}
      </p>
    </div>
  )
}
