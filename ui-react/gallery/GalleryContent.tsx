import { Suspense, useMemo, type JSX, type RefObject } from 'react'
import type { RenderedItem } from '../../core/gallery/items/createRenderedItem'
import type { ItemDto } from '../../core/gallery/items/mediaItemTypes'
import type { GalleryController, GallerySnapshot } from '../../core/gallery/widget/galleryControllerTypes'
import { arrowsPlacement } from '../../core/gallery/widget/galleryChrome'
import { itemAccessibleName, itemAltText } from '../../core/gallery/widget/itemAccessibleName'
import { LazyFullscreenViewer } from '../fullscreen'
import type { useTranslations } from '../i18n/useTranslations'
import type { GalleryProps } from './Gallery'
import { GalleryDebugPanel } from './GalleryDebugPanel'
import { GalleryItem } from './GalleryItem'
import { toFullscreenItems } from './galleryItemData'
import { SliderChrome } from './SliderChrome'
import type { Follower } from './useMouseFollower'
import { stageStyle, withStageSlides, type useSlideStage } from './useSlideStage'

/** Each original item's place among the originals, by id (what a slide's "3 of 20" counts). */
function slidePositions(items: readonly ItemDto[]): Map<string, number> {
  const positions = new Map<string, number>()
  for (const item of items) if (!item.duplicateOf) positions.set(item.id, positions.size)
  return positions
}

/** What {@link GalleryContent} draws from. */
export interface GalleryContentProps {
  g: GalleryController
  s: GallerySnapshot & {
    layout: NonNullable<GallerySnapshot['layout']>
    options: NonNullable<GallerySnapshot['options']>
  }
  stage: ReturnType<typeof useSlideStage>
  refs: { itemsRef: RefObject<HTMLElement | null>; scrollerRef: RefObject<HTMLDivElement | null> }
  t: ReturnType<typeof useTranslations>['t']
  follower: Follower | null
  arrowsAllowed: boolean
  host: Pick<GalleryProps, 'isStoreGallery' | 'locale' | 'disableDownload' | 'isMobile'>
}

/**
 * The laid-out gallery: the viewport with the window's items (on the FADE / DECK stage or scrolled),
 * the slider's controls, the Load More button, the debug panel and the fullscreen viewer the
 * controller opens.
 */
export function GalleryContent(props: GalleryContentProps): JSX.Element {
  const { g, s, stage, t, host } = props
  const { layout, options, horizontal, rtl, margins, shown } = s
  const { itemsRef, scrollerRef } = props.refs
  const staged = stage.on && layout.items.length > 0
  const containerWidth = s.container?.width ?? layout.width
  const windowIndexes = s.items.map((r) => r.idx)
  const indexes = staged ? withStageSlides(windowIndexes, stage.state, layout.items.length) : windowIndexes
  const arrows = options.layoutParams.navigationArrows
  // Outside arrows: the layout narrowed the slides; they are clipped to the middle, arrows in the margins.
  const placement = arrowsPlacement({
    position: horizontal && arrows.enable ? arrows.position : 'ON_GALLERY',
    type: arrows.type,
    container: arrows.container.type,
    arrowSize: arrows.size,
    padding: arrows.padding,
    itemSpacing: options.layoutParams.structure.itemSpacing,
  })
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
  return (
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
      {horizontal ? (
        <SliderChrome
          g={g}
          layout={layout}
          options={options}
          sliderState={s.slider}
          rtl={rtl}
          containerWidth={containerWidth}
          margins={margins}
          placement={placement}
          arrowsAllowed={props.arrowsAllowed}
          follower={props.follower}
          t={t}
        />
      ) : null}
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
