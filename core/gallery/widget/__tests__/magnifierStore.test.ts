import { describe, expect, it } from 'vitest'
import { createMagnifierStore } from '../createMagnifierStore'
import { INITIAL_MAGNIFIER } from '../magnifier'

const g = { width: 400, height: 300, scale: 2 }

describe('an item magnifier store', () => {
  it('starts magnifying on the part under the last pointer position, and forgets the pan when it ends', () => {
    const store = createMagnifierStore()
    store.pointerAt(0, 0)
    store.setMagnified(true, g)
    // The top-left corner under the pointer: the picture's top-left corner shows.
    expect(store.getSnapshot()).toMatchObject({ x: 200, y: 150, dragging: false })
    store.send({ type: 'move', x: 400, y: 300 })
    expect(store.getSnapshot()).toMatchObject({ x: -200, y: -150 })
    store.setMagnified(false, g)
    expect(store.getSnapshot()).toEqual(INITIAL_MAGNIFIER)
  })

  it('without a pointer position, magnifying starts centred', () => {
    const store = createMagnifierStore()
    store.setMagnified(true, g)
    expect(store.getSnapshot()).toEqual(INITIAL_MAGNIFIER)
  })

  it('ignores presses and moves while the item is not magnified', () => {
    const store = createMagnifierStore()
    const seen: unknown[] = []
    store.subscribe(() => seen.push(store.getSnapshot()))
    store.send({ type: 'down', x: 10, y: 10 })
    store.send({ type: 'move', x: 100, y: 100 })
    store.send({ type: 'up' })
    expect(store.getSnapshot()).toEqual(INITIAL_MAGNIFIER)
    expect(seen).toEqual([])
    expect(store.takeEndedDrag()).toBe(false)
  })

  it('a press that ends as a drag pans, and its click is told once not to end the magnification', () => {
    const store = createMagnifierStore()
    store.pointerAt(200, 150)
    store.setMagnified(true, g)
    store.send({ type: 'down', x: 200, y: 150 })
    store.send({ type: 'move', x: 260, y: 120 })
    expect(store.getSnapshot()).toMatchObject({ x: 60, y: -30, dragging: true })
    store.send({ type: 'up' })
    expect(store.getSnapshot().dragging).toBe(false)
    expect(store.takeEndedDrag()).toBe(true)
    expect(store.takeEndedDrag()).toBe(false)
    // A plain press and release is a click that may end the magnification.
    store.send({ type: 'down', x: 260, y: 120 })
    store.send({ type: 'up' })
    expect(store.takeEndedDrag()).toBe(false)
  })
})
