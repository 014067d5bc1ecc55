import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createStore } from '../createStore'

describe('createStore', () => {
  it('gives the initial snapshot and the same reference until a change', () => {
    const store = createStore({ count: 0, tags: ['a'] })
    const first = store.getSnapshot()
    expect(first).toEqual({ count: 0, tags: ['a'] })
    expect(store.getSnapshot()).toBe(first)
  })

  it('makes a new reference on change and keeps untouched branches (structural sharing)', () => {
    const store = createStore({ count: 0, nested: { deep: [1, 2] } })
    const before = store.getSnapshot()
    store.update((draft) => {
      draft.count += 1
    })
    const after = store.getSnapshot()
    expect(after).not.toBe(before)
    expect(after.count).toBe(1)
    expect(before.count).toBe(0)
    expect(after.nested).toBe(before.nested)
  })

  it('freezes snapshots so they cannot be mutated in place', () => {
    const store = createStore({ list: [1] })
    expect(() => (store.getSnapshot().list as number[]).push(2)).toThrow()
  })

  it('notifies subscribers only on a real change, and stops after unsubscribe', () => {
    const store = createStore({ n: 0 })
    let calls = 0
    const off = store.subscribe(() => calls++)
    store.update(() => {})
    expect(calls).toBe(0)
    store.update((d) => {
      d.n = 1
    })
    expect(calls).toBe(1)
    off()
    store.update((d) => {
      d.n = 2
    })
    expect(calls).toBe(1)
  })

  it('accepts a replacement value instead of a recipe', () => {
    const store = createStore<{ n: number }>({ n: 0 })
    store.update({ n: 5 })
    expect(store.getSnapshot()).toEqual({ n: 5 })
  })

  it('lets the same listener subscribe twice and unsubscribe each independently', () => {
    const store = createStore({ n: 0 })
    let calls = 0
    const listener = () => calls++
    const offA = store.subscribe(listener)
    store.subscribe(listener)
    offA()
    store.update((d) => {
      d.n++
    })
    expect(calls).toBe(1)
  })

  it('property: after any sequence of updates the snapshot equals the model and past snapshots never change', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), value: fc.integer() }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }),
      fc.record({ kind: fc.constant('noop' as const) }),
    )
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const store = createStore<{ items: number[] }>({ items: [] })
        const model: number[] = []
        const history: Array<[unknown, number[]]> = []
        let notifications = 0
        store.subscribe(() => notifications++)
        let expectedNotifications = 0
        for (const o of ops) {
          history.push([store.getSnapshot(), [...model]])
          const before = store.getSnapshot()
          if (o.kind === 'add') {
            model.push(o.value)
            store.update((d) => {
              d.items.push(o.value)
            })
          } else if (o.kind === 'remove' && model.length > 0) {
            const i = o.index % model.length
            model.splice(i, 1)
            store.update((d) => {
              d.items.splice(i, 1)
            })
          } else {
            store.update(() => {})
          }
          if (store.getSnapshot() !== before) expectedNotifications++
        }
        expect(store.getSnapshot().items).toEqual(model)
        expect(notifications).toBe(expectedNotifications)
        for (const [snapshot, items] of history) expect((snapshot as { items: number[] }).items).toEqual(items)
      }),
    )
  })
})
