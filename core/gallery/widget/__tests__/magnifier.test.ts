import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  INITIAL_MAGNIFIER,
  followPan,
  magnifierStyle,
  magnifierTransition,
  panLimits,
  type MagnifierEvent,
  type MagnifierState,
} from '../magnifier'

const g = { width: 400, height: 300, scale: 2 }
const run = (events: MagnifierEvent[], from: MagnifierState = INITIAL_MAGNIFIER) => {
  let state = from
  const ends: boolean[] = []
  for (const event of events) {
    const [next, effects] = magnifierTransition(g)(state, event)
    state = next
    ends.push(effects.some((effect) => effect.type === 'endedDrag'))
  }
  return { state, ends }
}

describe('magnifier pan', () => {
  it('follows the pointer: the part under it shows, the edges at the edges', () => {
    expect(followPan(200, 150, g)).toEqual({ x: 0, y: 0 })
    // At the top-left corner the picture's top-left corner shows: moved right and down by half its size.
    expect(followPan(0, 0, g)).toEqual({ x: 200, y: 150 })
    expect(followPan(400, 300, g)).toEqual({ x: -200, y: -150 })
    expect(run([{ type: 'move', x: 100, y: 75 }]).state).toMatchObject({ x: 100, y: 75 })
  })

  it('a press and drag pans by the pointer movement, without a transition, and is not a click', () => {
    const { state, ends } = run([
      { type: 'move', x: 200, y: 150 },
      { type: 'down', x: 200, y: 150 },
      { type: 'move', x: 260, y: 120 },
    ])
    expect(state).toMatchObject({ x: 60, y: -30, dragging: true })
    expect(magnifierStyle(state, 2)).toEqual({ transform: 'translate(60px, -30px) scale(2)', transition: 'none' })
    const after = run([{ type: 'up' }], state)
    expect(after.ends).toEqual([true])
    expect(ends).toEqual([false, false, false])
    // Once dragged the picture stays put when the pointer moves on.
    expect(run([{ type: 'move', x: 0, y: 0 }], after.state).state).toMatchObject({ x: 60, y: -30 })
    expect(magnifierStyle(after.state, 2).transition).toBe('transform 300ms ease')
  })

  it('a press that moves under 4 px is a click: no pan, the click toggles', () => {
    const { state, ends } = run([{ type: 'down', x: 10, y: 10 }, { type: 'move', x: 12, y: 11 }, { type: 'up' }])
    expect(state).toMatchObject({ x: 0, y: 0, dragged: false })
    expect(ends).toEqual([false, false, false])
  })

  it('never pans past the picture edges, whatever the pointer does', () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constant('move' as const),
        x: fc.integer({ min: -2000, max: 2000 }),
        y: fc.integer({ min: -2000, max: 2000 }),
      }),
      fc.record({
        type: fc.constant('down' as const),
        x: fc.integer({ min: 0, max: 400 }),
        y: fc.integer({ min: 0, max: 300 }),
      }),
      fc.constant({ type: 'up' as const }),
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const limits = panLimits(g)
        let state = INITIAL_MAGNIFIER
        for (const e of events) {
          state = magnifierTransition(g)(state, e)[0]
          expect(Math.abs(state.x)).toBeLessThanOrEqual(limits.x)
          expect(Math.abs(state.y)).toBeLessThanOrEqual(limits.y)
        }
      }),
    )
  })
})
