import { describe, expect, it, vi } from 'vitest'
import { EMPTY_BLUEPRINT } from '../blueprintTypes'
import { deferred, fakeStore, hostItems, LOOPING_HORIZONTAL } from './fakes'

const setup = fakeStore
const container = { width: 980, height: 500 }

describe('blueprint store: building and change detection', () => {
  it('builds on the first request and reports it to onBlueprintReady', async () => {
    const { store, ready } = setup()
    const state = await store.request({ items: hostItems(3), container, options: {} })
    expect(state).toMatchObject({ status: 'ready', builds: 1 })
    expect(state.blueprint.items.map((i) => i.id)).toEqual(['i0', 'i1', 'i2'])
    expect(state.blueprint.structure?.items).toHaveLength(3)
    expect(state.blueprint.container).toMatchObject({ width: 980, galleryWidth: 980, galleryHeight: 300 })
    expect(ready).toMatchObject([{ blueprintChanged: true, requestId: 1 }])
  })

  it('the same input again does not rebuild; notifies with blueprintChanged false', async () => {
    const { store, calls, ready } = setup()
    const items = hostItems(3)
    await store.request({ items, container, options: { a: 1, b: 2 } })
    const first = store.getSnapshot().blueprint
    await store.request({ items: hostItems(3), container: { ...container }, options: { b: 2, a: 1 } })
    expect(calls.create).toBe(1)
    expect(calls.resolve).toBe(1)
    expect(store.getSnapshot().blueprint).toBe(first)
    expect(ready.map((r) => r.blueprintChanged)).toEqual([true, false])
  })

  it.each([
    ['count (one removed)', (items: ReturnType<typeof hostItems>) => items.slice(1)],
    [
      'an id',
      (items: ReturnType<typeof hostItems>) => items.map((it, i) => (i === 1 ? { ...it, itemId: 'other' } : it)),
    ],
    [
      'a url',
      (items: ReturnType<typeof hostItems>) => items.map((it, i) => (i === 1 ? { ...it, mediaUrl: 'x.jpg' } : it)),
    ],
    [
      'a title',
      (items: ReturnType<typeof hostItems>) =>
        items.map((it, i) => (i === 2 ? { ...it, metadata: { title: 'new' } } : it)),
    ],
    [
      'a description',
      (items: ReturnType<typeof hostItems>) =>
        items.map((it, i) => (i === 0 ? { ...it, metadata: { ...it.metadata, description: 'd' } } : it)),
    ],
    [
      'text content',
      (items: ReturnType<typeof hostItems>) =>
        items.map((it, i) => (i === 0 ? { ...it, metadata: { ...it.metadata, html: '<p>x</p>' } } : it)),
    ],
  ])('rebuilds fully when %s differs', async (_name, change) => {
    const { store, calls } = setup()
    const items = hostItems(3)
    await store.request({ items, container })
    const state = await store.request({ items: change(items) })
    expect(calls.create).toBe(2)
    expect(state.lastChange?.items).toBe('changed')
  })

  it('does not rebuild when only fields outside the rule change (alt, size)', async () => {
    const { store, calls } = setup()
    const items = hostItems(3)
    await store.request({ items, container })
    await store.request({ items: items.map((it) => ({ ...it, width: 1, metadata: { ...it.metadata, alt: 'x' } })) })
    expect(calls.create).toBe(1)
  })

  it('appended items keep the existing ones and use the append API', async () => {
    const { store, calls } = setup()
    const items = hostItems(3)
    await store.request({ items, container })
    const before = store.getSnapshot().blueprint
    const state = await store.request({ items: [...items, ...hostItems(2, 'n')] })
    expect([calls.create, calls.append]).toEqual([1, 1])
    expect(state.lastChange?.items).toBe('appended')
    expect(state.blueprint.items).toHaveLength(5)
    for (let i = 0; i < 3; i++) expect(state.blueprint.items[i]).toBe(before.items[i])
    expect(state.blueprint.structure?.items[0]).toBe(before.structure?.items[0])
  })

  it('appended items keep the existing records even when the host sends fresh copies', async () => {
    const { store } = setup()
    await store.request({ items: hostItems(3), container })
    const before = store.getSnapshot().blueprint.items
    const after = (await store.request({ items: structuredClone([...hostItems(3), ...hostItems(1, 'n')]) })).blueprint
      .items
    expect(after.slice(0, 3).every((item, i) => item === before[i])).toBe(true)
    expect(after[3]?.id).toBe('n0')
  })

  it('options: a serialized difference rebuilds', async () => {
    const { store, calls } = setup()
    await store.request({
      items: hostItems(2),
      container,
      options: { layoutParams: { structure: { itemSpacing: 10 } } },
    })
    await store.request({ options: { layoutParams: { structure: { itemSpacing: 11 } } } })
    expect(calls.create).toBe(2)
    expect(store.getSnapshot().lastChange?.options).toBe(true)
  })

  it('container: width rebuilds; height rebuilds only when the gallery does not set its own height', async () => {
    const vertical = setup()
    await vertical.store.request({ items: hostItems(2), container })
    await vertical.store.request({ container: { width: 980, height: 900 } })
    expect(vertical.calls.create).toBe(1)
    await vertical.store.request({ container: { width: 700, height: 900 } })
    expect(vertical.calls.create).toBe(2)
    const horizontal = setup()
    await horizontal.store.request({
      items: hostItems(2),
      container,
      options: { layoutParams: { structure: { scrollDirection: 'HORIZONTAL' } } },
    })
    await horizontal.store.request({ container: { width: 980, height: 900 } })
    expect(horizontal.calls.create).toBe(2)
  })

  it('discards a stale result whose request is no longer the latest', async () => {
    const slow = deferred<unknown[]>()
    const fast = deferred<unknown[]>()
    const queue = [slow.promise, fast.promise]
    const { store, calls } = setup({ fetchItems: () => queue.shift()! })
    const first = store.request({ container })
    const second = store.request({ container })
    fast.resolve(hostItems(2, 'new'))
    await second
    slow.resolve(hostItems(5, 'old'))
    await first
    await Promise.resolve()
    expect(calls.create).toBe(1)
    expect(store.getSnapshot().blueprint.items.map((i) => i.id)).toEqual(['new0', 'new1'])
    expect(store.getSnapshot().latestRequestId).toBe(2)
  })

  it('fills missing parts from the host ports', async () => {
    const { store } = setup({
      fetchItems: async () => hostItems(4),
      fetchContainer: () => container,
      fetchOptions: () => ({}),
      getTotalItemsCount: async () => 10,
    })
    const state = await store.request()
    expect(state.blueprint.items).toHaveLength(4)
    expect(state.blueprint.totalItemsCount).toBe(10)
  })
})

describe('blueprint store: errors', () => {
  it("logs 'Could not create blueprint' with the error and keeps the empty blueprint", async () => {
    const { store, logger } = setup()
    const state = await store.request({ items: hostItems(2) })
    expect(state.blueprint).toBe(EMPTY_BLUEPRINT)
    expect(logger.entries).toMatchObject([{ level: 'error', message: 'Could not create blueprint' }])
    expect((logger.entries[0]!.details[0] as Error).message).toBe(
      'Layouter: cannot create layout, galleryWidth is undefined or 0',
    )
  })
  it('keeps the previous blueprint when a later build fails, and when a host callback rejects', async () => {
    const { store, logger } = setup()
    await store.request({ items: hostItems(2), container })
    const good = store.getSnapshot().blueprint
    await store.request({ container: { width: 0 } })
    expect(store.getSnapshot().blueprint).toBe(good)
    expect(store.getSnapshot().status).toBe('error')
    const failing = setup({ fetchItems: () => Promise.reject(new Error('offline')) })
    await failing.store.request({ container })
    expect(failing.logger.messages('error')).toEqual(['Could not create blueprint'])
    expect(logger.messages('error')).toEqual(['Could not create blueprint'])
  })
  it("logs 'Item has no DTO' for garbage items and lays out the rest", async () => {
    const { store, logger } = setup()
    const state = await store.request({ items: [null, ...hostItems(2), 7], container })
    expect(state.blueprint.items).toHaveLength(2)
    expect(logger.messages('error')).toEqual(['Item has no DTO', 'Item has no DTO'])
  })
})

describe('blueprint store: more items and looping', () => {
  it('loads more from the host while the requested index is below the total count', async () => {
    const fetchMoreItems = vi.fn(async (from: number) => hostItems(2, `m${from}-`))
    const { store, calls } = setup({ fetchMoreItems })
    await store.request({ items: hostItems(3), container, totalItemsCount: 5 })
    expect(await store.loadMoreItems(3)).toBe('fetched')
    expect(fetchMoreItems).toHaveBeenCalledWith(3)
    expect(store.getSnapshot().blueprint.items).toHaveLength(5)
    expect(calls.append).toBe(1)
  })
  it('keeps the last known total count across requests that do not give one', async () => {
    const fetchMoreItems = vi.fn(async (from: number) => hostItems(2, `m${from}-`))
    const { store, calls } = setup({ fetchMoreItems })
    await store.request({ items: hostItems(3), container, totalItemsCount: 3 })
    await store.request({ totalItemsCount: 10 })
    expect(calls.create).toBe(1)
    expect(await store.loadMoreItems(3)).toBe('fetched')
    expect(await store.loadMoreItems(5)).toBe('fetched')
    expect(fetchMoreItems.mock.calls).toEqual([[3], [5]])
    expect(store.getSnapshot().blueprint.items).toHaveLength(7)
    expect(store.getSnapshot().inputs?.totalItemsCount).toBe(10)
  })

  it('at the total count duplicates when looping, else does nothing', async () => {
    const { store } = setup()
    await store.request({ items: hostItems(3), container, totalItemsCount: 3 })
    expect(await store.loadMoreItems(3)).toBe('none')
    const looping = setup()
    await looping.store.request({ items: hostItems(40), container, totalItemsCount: 40, options: LOOPING_HORIZONTAL })
    expect(looping.store.getSnapshot().blueprint.items).toHaveLength(40)
    expect(await looping.store.loadMoreItems(40)).toBe('duplicated')
    const items = looping.store.getSnapshot().blueprint.items
    expect(items).toHaveLength(80)
    expect(items[40]).toMatchObject({ duplicateOf: 'i0' })
    expect(looping.calls.append).toBe(1)
  })
  it('a looping horizontal gallery with fewer than 30 fully loaded items is duplicated to at least 30', async () => {
    const { store } = setup()
    const state = await store.request({
      items: hostItems(7),
      container,
      totalItemsCount: 7,
      options: LOOPING_HORIZONTAL,
    })
    expect(state.blueprint.items.length).toBeGreaterThanOrEqual(30)
    expect(state.blueprint.items.length % 7).toBe(0)
    expect(new Set(state.blueprint.items.map((i) => i.id)).size).toBe(state.blueprint.items.length)
    expect(state.blueprint.structure?.items).toHaveLength(state.blueprint.items.length)
  })
  it('is not duplicated while not fully loaded, or when not looping', async () => {
    const partial = setup()
    expect(
      (
        await partial.store.request({
          items: hostItems(7),
          container,
          totalItemsCount: 20,
          options: LOOPING_HORIZONTAL,
        })
      ).blueprint.items,
    ).toHaveLength(7)
    const plain = setup()
    expect(
      (
        await plain.store.request({
          items: hostItems(7),
          container,
          options: { layoutParams: { structure: { scrollDirection: 'HORIZONTAL' } } },
        })
      ).blueprint.items,
    ).toHaveLength(7)
  })
})
