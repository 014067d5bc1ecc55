import { describe, expect, it } from 'vitest'
import { createValueStore, deepFreeze } from '../createValueStore'

describe('createValueStore', () => {
  it('gives the replacement value, deeply frozen, and notifies only on a new reference', () => {
    const store = createValueStore({ n: 0, list: [{ a: 1 }] })
    let calls = 0
    store.subscribe(() => calls++)
    const first = store.getSnapshot()
    store.update(first)
    expect(calls).toBe(0)
    store.update({ n: 1, list: [{ a: 2 }] })
    expect(calls).toBe(1)
    expect(store.getSnapshot()).toEqual({ n: 1, list: [{ a: 2 }] })
    expect(() => (store.getSnapshot().list as { a: number }[]).push({ a: 3 })).toThrow()
    expect(() => ((store.getSnapshot().list[0] as { a: number }).a = 9)).toThrow()
    expect(first).toEqual({ n: 0, list: [{ a: 1 }] })
  })
})

describe('deepFreeze', () => {
  it('freezes plain objects and arrays all the way down and leaves class instances alone', () => {
    class Box {
      v = 1
    }
    const value = deepFreeze({ nested: { list: [[1]] }, box: new Box() })
    expect(Object.isFrozen(value.nested.list[0])).toBe(true)
    expect(Object.isFrozen(value.box)).toBe(false)
  })
})
