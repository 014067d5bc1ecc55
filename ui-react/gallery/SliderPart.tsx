/**
 * The slider's part (loaded only for horizontal galleries, see galleryParts): its navigations
 * (scrolling to the current item, focus following it, the CONTINUOUS auto-slide), the mouse-follower
 * arrow and the controls drawn around the slides (arrows, counter and play button, thumbnail strip).
 */
import type { JSX, MouseEvent, RefObject } from 'react'
import { arrowsPlacement } from '../../core/gallery/widget/galleryChrome'
import type { SlideStage } from '../../core/gallery/widget/createSlideStage'
import type { GalleryController } from '../../core/gallery/widget/galleryControllerTypes'
import type { Clock } from '../../ports/clock'
import type { Logger } from '../../ports/logger'
import type { useTranslations } from '../i18n/useTranslations'
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect'
import type { DrawViewport, LaidOutSnapshot, StageView } from './GalleryContent'
import { SliderChrome, type SliderFlags } from './SliderChrome'
import { useMouseFollower } from './useMouseFollower'
import { useSliderNavigation } from './useSliderNavigation'

/** Pointer handlers of the gallery's root, set by the mouse-follower arrow while it is on. */
export interface RootPointerHandlers {
  onMouseMove?(event: MouseEvent<HTMLElement>): void
  onMouseLeave?(): void
  onClickCapture?(event: MouseEvent<HTMLElement>): void
}

/** What a slider draws from. */
export interface SliderProps {
  g: GalleryController
  s: LaidOutSnapshot
  refs: { itemsRef: RefObject<HTMLElement | null>; scrollerRef: RefObject<HTMLDivElement | null> }
  t: ReturnType<typeof useTranslations>['t']
  /** Draws the viewport with its items (on the stage, or scrolled). */
  viewport: DrawViewport
  flags: SliderFlags
  rootPointerRef: RefObject<RootPointerHandlers>
  containerWidth: number
  isMobile: boolean
  isPrerender: boolean
  clock: Clock
  logger: Logger | undefined
}

/** A slider whose slides scroll (slide animation SCROLL). */
export function Slider(props: SliderProps): JSX.Element {
  return <SliderBody {...props} stage={null} />
}

/** A slider, its slides scrolled or on the FADE / DECK stage. */
export function SliderBody(props: SliderProps & { stage: { stage: SlideStage; view: StageView } | null }): JSX.Element {
  const { g, s, t, refs, stage, isMobile, isPrerender, containerWidth } = props
  const { layout, options, rtl, margins } = s
  const { flags } = props
  useSliderNavigation(g, s, refs, stage?.stage ?? null, props.logger, flags.autoSlideBlocked)
  const arrows = options.layoutParams.navigationArrows
  const followerOn = !isMobile && !isPrerender && arrows.enable && arrows.position === 'MOUSE_CURSOR'
  const { hidden } = flags
  const mouse = useMouseFollower({
    enabled: followerOn,
    hasPrevious: !hidden.previous,
    hasNext: !hidden.next,
    rtl,
    clock: props.clock,
    onNavigate: (side) => (side === 'next' ? g.next() : g.previous()),
  })
  const { rootPointerRef } = props
  useIsomorphicLayoutEffect(() => {
    rootPointerRef.current = mouse.handlers
    return () => {
      rootPointerRef.current = {}
    }
  })
  // Outside arrows: the layout narrowed the slides; they are clipped to the middle, arrows in the margins.
  const placement = arrowsPlacement({
    position: arrows.enable ? arrows.position : 'ON_GALLERY',
    type: arrows.type,
    container: arrows.container.type,
    arrowSize: arrows.size,
    padding: arrows.padding,
    itemSpacing: options.layoutParams.structure.itemSpacing,
  })
  return (
    <>
      {props.viewport(stage?.view ?? null)}
      <SliderChrome
        g={g}
        layout={layout}
        options={options}
        sliderState={s.slider}
        flags={flags}
        rtl={rtl}
        containerWidth={containerWidth}
        margins={margins}
        placement={placement}
        arrowsAllowed={!followerOn && !isPrerender}
        follower={mouse.follower}
        t={t}
      />
    </>
  )
}
