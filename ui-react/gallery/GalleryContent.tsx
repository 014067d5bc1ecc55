import { Suspense, useEffect, useMemo, type CSSProperties, type JSX, type ReactNode, type RefObject } from 'react'
import type { RenderedItem } from '../../core/gallery/items/createRenderedItem'
import type { ItemDto } from '../../core/gallery/items/mediaItemTypes'
import type { GalleryController, GallerySnapshot } from '../../core/gallery/widget/galleryControllerTypes'
import { itemAccessibleName, itemAltText } from '../../core/gallery/widget/itemAccessibleName'
import { hiddenArrows, isAutoSlideBlocked, isAutoSlidePaused } from '../../core/gallery/widget/sliderMachine'
import type { Clock } from '../../ports/clock'
import type { Logger } from '../../ports/logger'
import { LazyFullscreenViewer } from '../fullscreen'
import type { useTranslations } from '../i18n/useTranslations'
import type { GalleryProps } from './Gallery'
import { GalleryDebugPanel } from './GalleryDebugPanel'
import { GalleryItem } from './GalleryItem'
import { toFullscreenItems } from './galleryItemData'
import { galleryParts, partsNeeded, partsStore } from './galleryParts'
import type { RootPointerHandlers } from './SliderPart'
import { useViewTracking } from './useViewTracking'
import { useStore } from '../useStore'

/** Each original item's place among the originals, by id (what a slide's "3 of 20" counts). */
function slidePositions(items: readonly ItemDto[]): Map<string, number> {
  const positions = new Map<string, number>()
  for (const item of items) if (!item.duplicateOf) positions.set(item.id, positions.size)
  return positions
}

/** The laid-out snapshot {@link GalleryContent} draws. */
export type LaidOutSnapshot = GallerySnapshot & {
  layout: NonNullable<GallerySnapshot['layout']>
  options: NonNullable<GallerySnapshot['options']>
}

/** What {@link GalleryContent} draws from. */
export interface GalleryContentProps {
  g: GalleryController
  s: LaidOutSnapshot
  refs: { itemsRef: RefObject<HTMLElement | null>; scrollerRef: RefObject<HTMLDivElement | null> }
  t: ReturnType<typeof useTranslations>['t']
  /** The root's pointer handlers the slider's mouse-follower arrow sets. */
  rootPointerRef: RefObject<RootPointerHandlers>
  clock: Clock
  logger: Logger | undefined
  host: Pick<
    GalleryProps,
    'isStoreGallery' | 'locale' | 'disableDownload' | 'isMobile' | 'isPrerender' | 'scrollingElement'
  >
}

/** The FADE / DECK stage as the items see it (see StagePart). */
export interface StageView {
  /** The virtual window's indexes plus the slides the stage keeps. */
  indexes(windowIndexes: readonly number[]): readonly number[]
  /** Slide `idx`'s place and look on the stage. */
  style(idx: number): CSSProperties
}

/** Draws the viewport and its items; a slider passes its stage (FADE / DECK) or null. */
export type DrawViewport = (stage: StageView | null) => ReactNode

/**
 * The laid-out gallery: the viewport with the window's items (on the FADE / DECK stage or scrolled),
 * the slider's controls, the Load More button, the debug panel and the fullscreen viewer the
 * controller opens. Parts only some options use are drawn once loaded (see galleryParts).
 */
export function GalleryContent(props: GalleryContentProps): JSX.Element {
  const { g, s, t, host, logger } = props
  const { layout, options, horizontal, rtl, shown } = s
  // Parts later options ask for are drawn once they are in (the first render waited for its own).
  useStore(partsStore)
  const parts = galleryParts(partsNeeded(options, horizontal))
  const failed = parts.failed.map((f) => f.part).join()
  useEffect(() => {
    for (const { part, error } of parts.failed) logger?.error(`Gallery: the ${part} part could not be loaded`, error)
  }, [failed]) // eslint-disable-line react-hooks/exhaustive-deps
  const { itemsRef, scrollerRef } = props.refs
  useViewTracking(g, {
    horizontal,
    rtl,
    itemsRef,
    scrollerRef,
    scrollingElement: host.scrollingElement,
    clock: props.clock,
    remeasureKey: layout,
  })
  const containerWidth = s.container?.width ?? layout.width
  const windowIndexes = s.items.map((r) => r.idx)
  const item = options.behaviourParams.item
  const buyNow = t('galleryBuyNowSuffix')
  const fullscreenItems = s.fullscreenIndex !== null ? toFullscreenItems(s.blueprint.items) : []
  const fullscreenId = s.fullscreenIndex !== null ? s.blueprint.items[s.fullscreenIndex]?.id : undefined
  // A slider is a carousel of slides, each a group named "3 of 20" (a loop copy by its original); a
  // scrolling gallery is a list. The wrappers take no box (display: contents): the item is laid out.
  const Items = horizontal ? 'div' : 'ul'
  const allItems = s.blueprint.items
  const slideOf = useMemo(() => (horizontal ? slidePositions(allItems) : null), [horizontal, allItems])
  const slot = (r: RenderedItem) =>
    slideOf
      ? {
          role: 'group',
          'aria-roledescription': t('gallerySlide'),
          'aria-label': t('fullscreenCounter', { index: (slideOf.get(r.itemId) ?? r.idx) + 1, total: slideOf.size }),
        }
      : {}
  const Slot = horizontal ? 'div' : 'li'
  const viewport: DrawViewport = (stage) => {
    const staged = !!stage && layout.items.length > 0
    const indexes = staged ? stage.indexes(windowIndexes) : windowIndexes
    return (
      <div
        ref={scrollerRef}
        className="vg__viewport"
        data-clipped={shown.showButton}
        data-stage={staged || undefined}
        style={{
          height: horizontal ? layout.height : shown.height,
          // Slides scrolled past stay out of the margins (thumbnails beside them, outside arrows).
          clipPath:
            s.margins.left + s.margins.right > 0 ? `inset(0 ${s.margins.right}px 0 ${s.margins.left}px)` : undefined,
        }}
      >
        <Items
          ref={itemsRef as RefObject<HTMLDivElement & HTMLUListElement>}
          className="vg__items"
          style={{ width: staged ? containerWidth : layout.width, height: layout.height }}
        >
          {indexes.map((idx) => {
            const r = g.rendered(idx)
            const column = layout.columns[layout.items[idx]!.column]
            return (
              <Slot key={r.id} className="vg__slot" {...slot(r)}>
                <GalleryItem
                  item={r}
                  lowResUrl={g.lowResUrl(idx)}
                  hoveringBehaviour={item.overlay.hoveringBehaviour}
                  placement={options.layoutParams.info.placement}
                  infoHeight={Math.min(options.externalInfoHeight, r.style.height)}
                  columnLeft={column?.left}
                  columnWidth={column?.width}
                  clickable={item.clickAction !== 'NOTHING' || !!r.directLink}
                  tabbable={horizontal ? idx === s.activeIndex : idx === s.focusIndex}
                  current={horizontal && idx === s.activeIndex}
                  label={itemAccessibleName(r.alt, host.isStoreGallery === true, buyNow, [r.title, r.description])}
                  alt={itemAltText(r.alt, host.isStoreGallery === true, buyNow)}
                  overlay={item.overlay}
                  playing={s.containerState.playingVideoIdx === idx}
                  magnified={s.magnifiedIndex === idx}
                  magnification={item.content.magnificationValue}
                  hovered={s.hoverIndex === idx}
                  playTrigger={item.video.playTrigger}
                  stageStyle={staged ? stage.style(idx) : undefined}
                  Magnifier={parts.magnifier?.Magnifier}
                  onActivate={g.activate}
                  onHover={g.hover}
                  onFocusChange={g.focusItem}
                  onLoaded={g.itemLoaded}
                />
              </Slot>
            )
          })}
        </Items>
      </div>
    )
  }
  // FADE / DECK sliders draw on the stage; without its part (not loaded) the slides scroll.
  const Slider = parts.stage?.StagedSlider ?? parts.slider?.Slider
  return (
    <>
      {Slider ? (
        <Slider
          g={g}
          s={s}
          refs={props.refs}
          t={t}
          viewport={viewport}
          flags={{
            hidden: hiddenArrows(s.slider),
            paused: isAutoSlidePaused(s.slider),
            autoSlideBlocked: isAutoSlideBlocked(s.slider),
          }}
          rootPointerRef={props.rootPointerRef}
          containerWidth={containerWidth}
          isMobile={host.isMobile ?? false}
          isPrerender={host.isPrerender ?? false}
          clock={props.clock}
          logger={logger}
        />
      ) : (
        viewport(null)
      )}
      {parts.video ? <parts.video.VideoScrollHelper itemsRef={itemsRef} logger={logger} /> : null}
      {shown.showButton ? (
        <div className="vg__more">
          <button type="button" onClick={g.loadMore}>
            {options.behaviourParams.gallery.vertical.loadMore.text || t('galleryLoadMore')}
          </button>
        </div>
      ) : null}
      <GalleryDebugPanel
        blueprint={s.blueprint}
        container={s.container}
        view={s.view}
        sliderState={s.slider}
        horizontal={horizontal}
        windowIndexes={windowIndexes}
      />
      {fullscreenId !== undefined ? (
        <Suspense fallback={null}>
          <LazyFullscreenViewer
            items={fullscreenItems}
            index={Math.max(
              0,
              fullscreenItems.findIndex((f) => f.id === fullscreenId),
            )}
            onIndexChange={(index) =>
              g.setFullscreenIndex(s.blueprint.items.findIndex((dto) => dto.id === fullscreenItems[index]?.id))
            }
            locale={host.locale}
            disableDownload={host.disableDownload}
            isMobile={host.isMobile}
            onClose={g.closeFullscreen}
          />
        </Suspense>
      ) : null}
    </>
  )
}
