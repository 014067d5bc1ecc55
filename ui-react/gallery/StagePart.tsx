/**
 * The FADE / DECK slide stage's part (loaded only for sliders with those animations, see
 * galleryParts): the stage store and the slides' places and looks on it.
 */
import type { JSX } from 'react'
import { SliderBody, type SliderProps } from './SliderPart'
import { stageStyle, useSlideStage, withStageSlides } from './useSlideStage'

/** A slider whose slides are stacked on the FADE / DECK stage. */
export function StagedSlider(props: SliderProps): JSX.Element {
  const { s, refs, containerWidth } = props
  const { layout, options, rtl } = s
  const horizontalParams = options.behaviourParams.gallery.horizontal
  const stage = useSlideStage({
    animation: horizontalParams.slideAnimation,
    horizontal: true,
    activeIndex: s.activeIndex,
    clock: props.clock,
    itemsRef: refs.itemsRef,
  })
  const view = {
    indexes: (windowIndexes: readonly number[]) => withStageSlides(windowIndexes, stage.state, layout.items.length),
    style: (idx: number) =>
      stageStyle(stage.state, idx, {
        boxes: layout.items,
        layoutWidth: layout.width,
        containerWidth,
        rtl,
        easing: horizontalParams.slideTransition,
      }),
  }
  return <SliderBody {...props} stage={stage.on ? { stage: stage.stage, view } : null} />
}
