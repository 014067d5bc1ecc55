import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { manualClock } from '../../../../adapters/memory'
import { createSlideStage } from '../createSlideStage'
import { slideLook, slideMargins, stageLeft, stageSlides, type SlideStageState } from '../slideStage'

const looks = (state: SlideStageState, count = 4, rtl = false) =>
  Array.from({ length: count }, (_, i) => slideLook(state, i, rtl))

describe('FADE and DECK slide stage on a manual clock', () => {
  it('FADE: the new slide fades in over the old one for the duration, then only it shows', () => {
    const clock = manualClock()
    const stage = createSlideStage({ clock, animation: 'FADE' })
    expect(looks(stage.getSnapshot()).map((l) => l.visible)).toEqual([true, false, false, false])
    stage.navigate(1, 1, 400)
    // Prepared: the new slide on top, transparent, not yet animating.
    let [old, next] = looks(stage.getSnapshot())
    expect(next).toMatchObject({ visible: true, opacity: 0, zIndex: 2, duration: 0 })
    expect(old).toMatchObject({ visible: true, opacity: 1, zIndex: 1 })
    stage.run()
    ;[old, next] = looks(stage.getSnapshot())
    expect(next).toMatchObject({ visible: true, opacity: 1, zIndex: 2, duration: 400 })
    expect(old).toMatchObject({ visible: true, opacity: 1 })
    expect(stageSlides(stage.getSnapshot())).toEqual([0, 1])
    clock.advance(399)
    expect(looks(stage.getSnapshot())[0]!.visible).toBe(true)
    clock.advance(1)
    expect(looks(stage.getSnapshot()).map((l) => l.visible)).toEqual([false, true, false, false])
    expect(stageSlides(stage.getSnapshot())).toEqual([1])
  })

  it('DECK forwards: the old card slides away to the start side, uncovering the next', () => {
    const clock = manualClock()
    const stage = createSlideStage({ clock, animation: 'DECK' })
    stage.navigate(1, 1, 800)
    expect(looks(stage.getSnapshot())[0]).toMatchObject({ shift: 0, zIndex: 2 })
    stage.run()
    const [old, next] = looks(stage.getSnapshot())
    expect(old).toMatchObject({ visible: true, shift: -1, zIndex: 2, duration: 800 })
    expect(next).toMatchObject({ visible: true, shift: 0, zIndex: 1 })
    // Right to left the card leaves rightwards.
    expect(slideLook(stage.getSnapshot(), 0, true).shift).toBe(1)
    clock.advance(800)
    expect(stage.getSnapshot().transition).toBeNull()
    expect(looks(stage.getSnapshot()).map((l) => l.visible)).toEqual([false, true, false, false])
  })

  it('DECK backwards: the previous card comes back over the current one', () => {
    const clock = manualClock()
    const stage = createSlideStage({ clock, animation: 'DECK' })
    stage.jump(2)
    stage.navigate(1, -1, 400)
    expect(slideLook(stage.getSnapshot(), 1)).toMatchObject({ visible: true, shift: -1, zIndex: 2, duration: 0 })
    stage.run()
    expect(slideLook(stage.getSnapshot(), 1)).toMatchObject({ shift: 0, zIndex: 2, duration: 400 })
    expect(slideLook(stage.getSnapshot(), 2)).toMatchObject({ visible: true, shift: 0, zIndex: 1 })
  })

  it('with reduced motion (or no duration) the new slide replaces the old one at once', () => {
    const clock = manualClock()
    const stage = createSlideStage({ clock, animation: 'DECK' })
    stage.setReducedMotion(true)
    stage.navigate(3, 1, 400)
    expect(stage.getSnapshot()).toMatchObject({ current: 3, transition: null })
    expect(looks(stage.getSnapshot()).map((l) => l.visible)).toEqual([false, false, false, true])
    expect(clock.pending()).toBe(0)
  })

  it('a navigation during a transition starts from the slide it was going to', () => {
    const clock = manualClock()
    const stage = createSlideStage({ clock, animation: 'FADE' })
    stage.navigate(1, 1, 400)
    stage.run()
    clock.advance(200)
    stage.navigate(2, 1, 400)
    expect(stage.getSnapshot().transition).toMatchObject({ from: 1, to: 2, phase: 'prepare' })
    expect(looks(stage.getSnapshot()).map((l) => l.visible)).toEqual([false, true, true, false])
    // The first transition's end no longer fires.
    clock.advance(300)
    expect(stage.getSnapshot().transition).not.toBeNull()
    stage.run()
    clock.advance(400)
    expect(stage.getSnapshot()).toMatchObject({ current: 2, transition: null })
  })

  it('every look shows exactly the slides stageSlides keeps, the current one always visible', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('FADE' as const, 'DECK' as const),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.constantFrom(1 as const, -1 as const), fc.boolean())),
        (animation, steps) => {
          const clock = manualClock()
          const stage = createSlideStage({ clock, animation })
          for (const [to, direction, run] of steps) {
            stage.navigate(to, direction, 400)
            if (run) stage.run()
            const state = stage.getSnapshot()
            const visible = looks(state, 6)
              .map((l, i) => (l.visible ? i : -1))
              .filter((i) => i >= 0)
            expect(visible).toEqual(stageSlides(state))
            expect(slideLook(state, state.current).visible).toBe(true)
          }
        },
      ),
    )
  })
})

describe('stageLeft', () => {
  it('centres a slide in the content box between the layout margins, mirrored right to left', () => {
    const row = { containerWidth: 980, layoutWidth: 3000, rtl: false }
    // Margins 43 left (first item at 43) and 43 right (last item ends 43 before the layout's end).
    const first = { left: 43, width: 894 }
    const last = { left: 3000 - 43 - 894, width: 894 }
    expect(stageLeft({ ...row, width: 894, first, last })).toBe(43)
    expect(stageLeft({ ...row, width: 494, first, last })).toBe(243)
    const mirrored = { left: 3000 - 10 - 500, width: 500 }
    const mirroredLast = { left: 30, width: 500 }
    // Right to left: start margin 10 on the right, end margin 30 on the left.
    expect(stageLeft({ ...row, rtl: true, width: 500, first: mirrored, last: mirroredLast })).toBe(30 + 220)
    expect(slideMargins({ layoutWidth: 3000, rtl: true, first: mirrored, last: mirroredLast })).toEqual({
      left: 30,
      right: 10,
    })
    // A thumbnail column of 120 at the left: the slides start after it.
    expect(slideMargins({ layoutWidth: 5000, rtl: false, first: { left: 120, width: 860 }, last })).toEqual({
      left: 120,
      right: 5000 - last.left - last.width,
    })
  })
})
