import { describe, expect, it } from 'vitest'
import { manualClock, recordingLogger } from '../../../../adapters/memory'
import { createSliderStore } from '../createSliderStore'
import { CANNOT_PROCEED_MESSAGE, hiddenArrows, isAutoSlideBlocked, isAutoSlidePaused } from '../sliderMachine'

function setup(config: { count?: number; loop?: boolean; autoSlide?: 'OFF' | 'INTERVAL' | 'CONTINUOUS' } = {}) {
  const clock = manualClock()
  const logger = recordingLogger()
  const moves: { index: number; duration: number; source: string }[] = []
  const slider = createSliderStore({ clock, logger, onNavigate: (e) => moves.push(e) })
  slider.send({
    type: 'configure',
    count: config.count ?? 5,
    loop: config.loop ?? false,
    autoSlide: config.autoSlide ?? 'INTERVAL',
    interval: 4,
    pauseOnHover: true,
  })
  return { clock, logger, moves, slider }
}

describe('slider store on a manual clock', () => {
  it('auto-slides every 4 s, scrolling 800 ms per slide', () => {
    const { clock, moves, slider } = setup()
    clock.advance(3999)
    expect(slider.getSnapshot().activeIndex).toBe(0)
    clock.advance(1)
    expect(slider.getSnapshot().activeIndex).toBe(1)
    clock.advance(8000)
    expect(moves).toEqual([
      { type: 'navigate', index: 1, duration: 800, source: 'auto', direction: 1 },
      { type: 'navigate', index: 2, duration: 800, source: 'auto', direction: 1 },
      { type: 'navigate', index: 3, duration: 800, source: 'auto', direction: 1 },
    ])
  })

  it.each([
    ['out of view', { type: 'inView', value: false }],
    ['focused in accessible mode', { type: 'inFocus', value: true }],
    ['hovered with pause-on-hover', { type: 'hovered', value: true }],
    ['reduced motion', { type: 'reducedMotion', value: true }],
  ] as const)('is blocked %s, and resumes a full interval after unblocking', (_name, event) => {
    const { clock, slider } = setup()
    clock.advance(2000)
    slider.send(event)
    expect(isAutoSlideBlocked(slider.getSnapshot())).toBe(true)
    clock.advance(20_000)
    expect(slider.getSnapshot().activeIndex).toBe(0)
    slider.send({ ...event, value: !event.value })
    clock.advance(3999)
    expect(slider.getSnapshot().activeIndex).toBe(0)
    clock.advance(1)
    expect(slider.getSnapshot().activeIndex).toBe(1)
  })

  it('under reduced motion waits with its button on Play; Play starts it, and the button then pauses it', () => {
    const { clock, slider } = setup()
    slider.send({ type: 'reducedMotion', value: true })
    expect(isAutoSlidePaused(slider.getSnapshot())).toBe(true)
    clock.advance(20_000)
    expect(slider.getSnapshot().activeIndex).toBe(0)
    slider.send({ type: 'togglePause' })
    expect(isAutoSlidePaused(slider.getSnapshot())).toBe(false)
    clock.advance(4000)
    expect(slider.getSnapshot().activeIndex).toBe(1)
    slider.send({ type: 'togglePause' })
    expect(isAutoSlidePaused(slider.getSnapshot())).toBe(true)
    clock.advance(10_000)
    expect(slider.getSnapshot().activeIndex).toBe(1)
  })

  it('with keyboard focus in the gallery its button offers Play, which starts the slideshow there', () => {
    const { clock, slider } = setup()
    slider.send({ type: 'inFocus', value: true })
    expect(isAutoSlidePaused(slider.getSnapshot())).toBe(true)
    clock.advance(10_000)
    expect(slider.getSnapshot().activeIndex).toBe(0)
    slider.send({ type: 'togglePause' })
    clock.advance(4000)
    expect(slider.getSnapshot().activeIndex).toBe(1)
  })

  it('pauses and plays with the button', () => {
    const { clock, slider } = setup()
    slider.send({ type: 'togglePause' })
    clock.advance(10_000)
    expect(slider.getSnapshot().activeIndex).toBe(0)
    slider.send({ type: 'togglePause' })
    clock.advance(4000)
    expect(slider.getSnapshot().activeIndex).toBe(1)
  })

  it('stops at the last item without loop and says why; loops back with loop', () => {
    const stopping = setup({ count: 3 })
    stopping.clock.advance(8000)
    expect(stopping.slider.getSnapshot().activeIndex).toBe(2)
    stopping.clock.advance(4000)
    expect(stopping.slider.getSnapshot().activeIndex).toBe(2)
    expect(stopping.slider.getSnapshot().pausedByUser).toBe(true)
    expect(stopping.logger.entries.map((e) => e.message)).toEqual([CANNOT_PROCEED_MESSAGE])
    expect(hiddenArrows(stopping.slider.getSnapshot())).toEqual({ previous: false, next: true })

    const looping = setup({ count: 3, loop: true })
    looping.clock.advance(12_000)
    expect(looping.slider.getSnapshot().activeIndex).toBe(0)
    expect(hiddenArrows(looping.slider.getSnapshot())).toEqual({ previous: false, next: false })
  })

  it('blocks next at the last item for the visitor without loop, and throttles presses to one per 400 ms', () => {
    const { clock, moves, slider } = setup({ count: 3, autoSlide: 'OFF' })
    slider.send({ type: 'next', source: 'user' })
    slider.send({ type: 'next', source: 'user' })
    expect(slider.getSnapshot().activeIndex).toBe(1)
    clock.advance(400)
    slider.send({ type: 'next', source: 'user' })
    clock.advance(400)
    slider.send({ type: 'next', source: 'user' })
    expect(slider.getSnapshot().activeIndex).toBe(2)
    expect(moves.map((m) => [m.index, m.duration])).toEqual([
      [1, 400],
      [2, 400],
    ])
  })

  it('restarts the wait after a visitor navigation, and stops for good when stopped', () => {
    const { clock, slider } = setup()
    clock.advance(3000)
    slider.send({ type: 'goTo', index: 3, source: 'thumbnail' })
    clock.advance(3999)
    expect(slider.getSnapshot().activeIndex).toBe(3)
    clock.advance(1)
    expect(slider.getSnapshot().activeIndex).toBe(4)
    slider.stop()
    expect(clock.pending()).toBe(0)
  })
})
