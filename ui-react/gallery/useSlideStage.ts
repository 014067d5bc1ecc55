import { useEffect, useState, type CSSProperties, type RefObject } from 'react'
import { useStore } from '../useStore'
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect'
import { useReducedMotion } from './useReducedMotion'
import { createSlideStage, type SlideStage } from '../../core/gallery/widget/createSlideStage'
import {
  isStageAnimation,
  slideLook,
  stageLeft,
  stageSlides,
  type SlideStageState,
} from '../../core/gallery/widget/slideStage'
import type { SlideAnimation } from '../../core/gallery/options/enums'
import type { Clock } from '../../ports/clock'

/**
 * The FADE / DECK stage of a horizontal gallery (see `core/gallery/widget/slideStage.ts`): the
 * store, kept on the slider's current item, with `prefers-reduced-motion` followed live. After the
 * start looks are committed the browser computes them (a forced style read), then the slides move.
 */
export function useSlideStage(params: {
  animation: SlideAnimation
  horizontal: boolean
  activeIndex: number
  clock: Clock
  itemsRef: RefObject<HTMLElement | null>
}): { on: boolean; stage: SlideStage; state: SlideStageState } {
  const { animation, horizontal, activeIndex, clock, itemsRef } = params
  const [stage] = useState(() => createSlideStage({ clock, animation }))
  const state = useStore(stage)
  const on = horizontal && isStageAnimation(animation)
  useEffect(() => stage.setAnimation(animation), [stage, animation])
  useReducedMotion(stage.setReducedMotion)
  useEffect(() => () => stage.stop(), [stage])
  // The slider moved without a navigation (fewer items, a scroll): show its item at once.
  useEffect(() => {
    if (!state.transition && state.current !== activeIndex) stage.jump(activeIndex)
  }, [stage, state, activeIndex])
  useIsomorphicLayoutEffect(() => {
    if (state.transition?.phase !== 'prepare') return
    itemsRef.current?.getBoundingClientRect()
    stage.run()
  }, [stage, state, itemsRef])
  return { on, stage, state }
}

/** The slides the stage keeps rendered, added to the virtual window's. */
export function withStageSlides(indexes: readonly number[], state: SlideStageState, count: number): number[] {
  const extra = stageSlides(state).filter((i) => i < count && !indexes.includes(i))
  return extra.length === 0 ? (indexes as number[]) : [...indexes, ...extra].sort((a, b) => a - b)
}

type Box = { offset: { left: number }; width: number }

/**
 * The inline style of slide `idx` of `boxes` on the stage: centred in the content box, with its
 * look and the slider's easing.
 */
export function stageStyle(
  state: SlideStageState,
  idx: number,
  params: { boxes: readonly Box[]; layoutWidth: number; containerWidth: number; rtl: boolean; easing: string },
): CSSProperties {
  const { boxes, rtl } = params
  const box = boxes[idx]!
  const [first, last] = [boxes[0]!, boxes[boxes.length - 1]!]
  const left = stageLeft({
    width: box.width,
    containerWidth: params.containerWidth,
    layoutWidth: params.layoutWidth,
    first: { left: first.offset.left, width: first.width },
    last: { left: last.offset.left, width: last.width },
    rtl,
  })
  const look = slideLook(state, idx, rtl)
  const ms = look.duration
  return {
    left,
    opacity: look.opacity,
    transform: look.shift ? `translateX(${Math.round(look.shift * box.width)}px)` : undefined,
    zIndex: look.zIndex,
    visibility: look.visible ? undefined : 'hidden',
    transition: ms > 0 ? `opacity ${ms}ms ease, transform ${ms}ms ${params.easing}` : 'none',
  }
}
