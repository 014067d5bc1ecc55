import type { JSX } from 'react'
import type { BlueprintLayout } from '../../core/gallery/blueprint/galleryLayoutDeps'
import type { ResolvedGalleryOptions } from '../../core/gallery/options/resolvedOptions'
import type { GalleryController } from '../../core/gallery/widget/galleryControllerTypes'
import { arrowsShown, controlsInset, counterWidth, type ArrowsPlacement } from '../../core/gallery/widget/galleryChrome'
import type { SliderState } from '../../core/gallery/widget/sliderMachine'
import { thumbnailStripBox } from '../../core/gallery/widget/thumbnailStrip'
import type { useTranslations } from '../i18n/useTranslations'
import { GalleryArrow, SlideshowControls, ThumbnailStrip } from './GalleryControls'
import type { Follower } from './useMouseFollower'

/**
 * What the slider's state says to its controls and navigations (`hiddenArrows`, `isAutoSlidePaused`,
 * `isAutoSlideBlocked` of the slider machine, derived where the state is read).
 */
export interface SliderFlags {
  hidden: { previous: boolean; next: boolean }
  paused: boolean
  autoSlideBlocked: boolean
}

/** What {@link SliderChrome} draws around the slides of a horizontal gallery. */
export interface SliderChromeProps {
  g: GalleryController
  layout: BlueprintLayout
  options: ResolvedGalleryOptions
  sliderState: SliderState
  /** The slider's flags derived from its state (see SliderFlags). */
  flags: SliderFlags
  rtl: boolean
  containerWidth: number
  /** The margins free of slides at the left and right (thumbnails beside them, outside arrows). */
  margins: { left: number; right: number }
  placement: ArrowsPlacement
  /** False while prerendering and with mouse-follower arrows. */
  arrowsAllowed: boolean
  follower: Follower | null
  t: ReturnType<typeof useTranslations>['t']
}

/**
 * The controls of a slider, slideshow or thumbnail gallery: the previous/next arrows (on the
 * slides or in the outside margins, shown when the gallery allows them), the mouse-follower arrow, the
 * counter and play button, and the thumbnail strip (beside or over the slides).
 */
export function SliderChrome(props: SliderChromeProps): JSX.Element {
  const { g, layout, options, sliderState, rtl, containerWidth, margins, placement, follower, t } = props
  const arrows = options.layoutParams.navigationArrows
  const showArrows =
    props.arrowsAllowed &&
    arrowsShown({
      enabled: arrows.enable,
      isPrerender: false,
      galleryWidth: layout.width,
      containerWidth,
      arrowHeight: placement.box.height,
      alignHeight: layout.items[0]?.height ?? 0,
    })
  const { hidden, paused } = props.flags
  // From the slides' edge on the arrow's side: inside it on the gallery, centred in the margin outside it.
  const arrowInset = (margin: number) => margin - placement.contentInset + placement.arrowInset
  // Arrows sit at the vertical centre of the current item (thumbnails and info aside).
  const centreBox = layout.items[sliderState.activeIndex] ?? layout.items[0]
  const arrowTop = centreBox ? centreBox.offset.top + centreBox.height / 2 : layout.height / 2
  const slideshowInfo = options.behaviourParams.gallery.horizontal.slideshowInfo
  const infoAbove = String(options.layoutParams.info.placement).includes('ABOVE')
  const autoSlideOn = options.behaviourParams.gallery.horizontal.autoSlide.behaviour !== 'OFF'
  const thumbs = options.layoutParams.thumbnails
  const stripBox = thumbs.enable
    ? thumbnailStripBox({
        position: thumbs.position,
        alignment: thumbs.alignment,
        reserved: layout.thumbnails,
        galleryWidth: containerWidth,
        galleryHeight: layout.height,
        size: thumbs.size,
        spacing: thumbs.spacing,
        count: layout.items.length,
        marginToGallery: thumbs.marginToGallery,
      })
    : null
  return (
    <>
      {showArrows
        ? (['previous', 'next'] as const).map((side) => {
            if (hidden[side]) return null
            const inner = (side === 'previous') !== rtl ? margins.left : margins.right
            return (
              <GalleryArrow
                key={side}
                side={side}
                label={t(side === 'next' ? 'galleryNext' : 'galleryPrevious')}
                type={arrows.type}
                container={arrows.container.type}
                size={arrows.size}
                box={placement.box}
                outside={placement.outside}
                style={{ ['--vg-arrow-inset' as string]: `${arrowInset(inner)}px`, top: arrowTop }}
                onClick={side === 'next' ? g.next : g.previous}
              />
            )
          })
        : null}
      {follower ? (
        <GalleryArrow
          side={follower.side}
          label={t(follower.side === 'next' ? 'galleryNext' : 'galleryPrevious')}
          type={arrows.type}
          container={arrows.container.type}
          size={arrows.size}
          follower
          style={{ left: follower.x, top: follower.y }}
          onClick={() => undefined}
        />
      ) : null}
      <SlideshowControls
        counter={
          slideshowInfo.enableCounter || autoSlideOn
            ? t('fullscreenCounter', { index: sliderState.activeIndex + 1, total: sliderState.count })
            : null
        }
        counterWidth={counterWidth(sliderState.count)}
        inset={controlsInset({
          galleryWidth: containerWidth,
          galleryHeight: layout.height,
          // The slides' bottom: the media's, or the info's when it is below.
          slidesBottom: centreBox
            ? centreBox.offset.top + centreBox.height + (infoAbove ? 0 : options.externalInfoHeight)
            : layout.height,
          margins,
          stripOnGallery:
            stripBox && thumbs.position === 'ON_GALLERY' ? { box: stripBox, alignment: thumbs.alignment } : null,
          rtl,
        })}
        playButton={
          autoSlideOn
            ? {
                paused,
                label: t(paused ? 'gallerySlideshowPlay' : 'gallerySlideshowPause'),
                onToggle: g.togglePause,
              }
            : null
        }
      />
      {stripBox ? (
        <ThumbnailStrip
          items={layout.items.map((_, idx) => g.rendered(idx))}
          thumbnailUrl={(r) => r.url}
          activeIndex={sliderState.activeIndex}
          size={thumbs.size}
          spacing={thumbs.spacing}
          vertical={thumbs.alignment === 'LEFT' || thumbs.alignment === 'RIGHT'}
          onGallery={thumbs.position === 'ON_GALLERY'}
          rtl={rtl}
          label={t('galleryThumbnails')}
          style={{ position: 'absolute', ...stripBox }}
          onSelect={g.selectThumbnail}
        />
      ) : null}
    </>
  )
}
