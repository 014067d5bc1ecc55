import { describe, expect, it } from 'vitest'
import { recordingLogger, syncLayoutWorker } from '../../../../adapters/memory'
import type { LayoutWorkerOutcome, LayoutWorkerPort } from '../../../../ports/layoutWorker'
import { createBlueprintStore } from '../createBlueprintStore'
import type { LayoutLike } from '../blueprintTypes'
import { deferred, fakeLayout, fakeStore, hostItems } from './fakes'

const container = { width: 980, height: 500 }
const ids = (items: readonly { id: string }[] | undefined) => items?.map((i) => i.id)
/** Lets pending host callbacks and their continuations run. */
const settleCallbacks = () => new Promise((resolve) => setTimeout(resolve, 0))

const setup = fakeStore

describe('blueprint store: status and host items', () => {
  it("is 'idle' before the first request, and 'ready' after a request that changes nothing", async () => {
    const { store } = setup()
    expect(store.getSnapshot()).toMatchObject({ status: 'idle', error: null })
    await store.request({ items: hostItems(2), container })
    const again = await store.request({ items: hostItems(2), container })
    expect(again).toMatchObject({ status: 'ready', error: null, builds: 1 })
  })

  it('a first request without items and without fetchItems lays out an empty gallery, logging nothing', async () => {
    const { store, logger } = setup()
    const state = await store.request({ container })
    expect(state).toMatchObject({ status: 'ready' })
    expect(state.blueprint.items).toEqual([])
    expect(logger.entries).toEqual([])
  })

  it("a host object is normalised once: 'Item has no DTO' is logged once, not on every request", async () => {
    const { store, logger } = setup()
    const junk = { nonsense: true }
    await store.request({ items: [junk, ...hostItems(2)], container })
    await store.request({ items: [junk, ...hostItems(3)] })
    await store.request({ items: [junk, ...hostItems(3)], container: { width: 600 } })
    expect(logger.messages('error')).toEqual(['Item has no DTO'])
    expect(ids(store.getSnapshot().blueprint.items)).toEqual(['i0', 'i1', 'i2'])
  })

  it('a failed build without a logger still ends the request, with a BlueprintError in the state', async () => {
    const { deps } = fakeLayout()
    const store = createBlueprintStore<LayoutLike>({ layout: deps })
    const state = await store.request({ items: hostItems(2), container: { width: 0 } })
    expect(state.status).toBe('error')
    expect(state.error).toMatchObject({
      name: 'BlueprintError',
      code: 'BLUEPRINT_BUILD_FAILED',
      message: 'Layouter: cannot create layout, galleryWidth is undefined or 0',
    })
  })
})

describe('blueprint store: requests overtaken by newer ones', () => {
  it('an older request still waiting for the host resolves as soon as a newer one starts', async () => {
    const slow = deferred<unknown[]>()
    const { store } = setup({ fetchItems: () => slow.promise })
    let olderSettled = false
    void store.request({ container }).then(() => (olderSettled = true))
    await store.request({ items: hostItems(2), container })
    expect(olderSettled).toBe(true)
    slow.resolve(hostItems(5))
  })

  it("the host's late answer to an overtaken request does not replace the newer items", async () => {
    const slowTotal = deferred<number>()
    let answers = 0
    const { store } = setup({ getTotalItemsCount: () => (answers++ === 0 ? slowTotal.promise : 2) })
    void store.request({ items: hostItems(3, 'old'), container })
    await store.request({ items: hostItems(2, 'new'), container })
    slowTotal.resolve(3)
    await settleCallbacks()
    // A request without items takes the last items the host gave for the latest request.
    const state = await store.request({ container: { width: 600 } })
    expect(ids(state.blueprint.items)).toEqual(['new0', 'new1'])
  })
})

describe('blueprint store: total count from the host', () => {
  it('a total that is not a count (null, negative, text) keeps the last known one; 0 means what is loaded', async () => {
    let total: unknown = 50
    const { store } = setup({ getTotalItemsCount: () => total as number })
    await store.request({ items: hostItems(3), container })
    const totalAfter = async (answer: unknown) => {
      total = answer
      return (await store.request({})).inputs?.totalItemsCount
    }
    expect(await totalAfter(null)).toBe(50)
    expect(await totalAfter(-1)).toBe(50)
    expect(await totalAfter('7')).toBe(50)
    expect(await totalAfter(0)).toBe(3)
  })
})

describe('blueprint store: loading more items', () => {
  it("before any request there is nothing to load: 'none'", async () => {
    const { store } = setup({ fetchMoreItems: async () => hostItems(2) })
    expect(await store.loadMoreItems(0)).toBe('none')
  })

  it("below the total count without fetchMoreItems: 'none'", async () => {
    const { store } = setup()
    await store.request({ items: hostItems(3), container, totalItemsCount: 10 })
    expect(await store.loadMoreItems(3)).toBe('none')
  })

  it('fetchMoreItems answering no items (an empty list, or not a list) makes no request', async () => {
    let answer: unknown = []
    const { store, ready } = setup({ fetchMoreItems: async () => answer as unknown[] })
    await store.request({ items: hostItems(3), container, totalItemsCount: 10 })
    expect(await store.loadMoreItems(3)).toBe('fetched')
    answer = null
    expect(await store.loadMoreItems(3)).toBe('fetched')
    expect(ready).toHaveLength(1)
    expect(store.getSnapshot().latestRequestId).toBe(1)
  })
})

/** A layout port running the real layout service in process, recording what it is asked. */
function recordingPort(answer?: () => Promise<LayoutWorkerOutcome>) {
  const inner = syncLayoutWorker()
  const asked: string[] = []
  const port: LayoutWorkerPort = {
    layout: (request) => {
      asked.push(`layout ${request.items.map((i) => i.id).join(',')}`)
      return answer ? answer() : inner.layout(request)
    },
    append: (items) => {
      asked.push(`append ${items.map((i) => i.id).join(',')}`)
      return answer ? answer() : inner.append(items)
    },
    dispose: inner.dispose,
  }
  return { port, asked }
}

const portStore = (threshold: number, answer?: () => Promise<LayoutWorkerOutcome>) => {
  const { port, asked } = recordingPort(answer)
  const logger = recordingLogger()
  const store = createBlueprintStore({ ports: { logger }, layoutPort: { port, threshold } })
  return { store, asked, logger }
}

describe('blueprint store: laying out through a layout port', () => {
  it('galleries below the threshold are laid out in process, from the threshold on by the port', async () => {
    const { store, asked } = portStore(3)
    await store.request({ items: hostItems(2), container })
    expect(asked).toEqual([])
    const state = await store.request({ items: hostItems(3), container })
    expect(asked).toEqual(['layout i0,i1,i2'])
    expect(ids(state.blueprint.structure?.items)).toEqual(['i0', 'i1', 'i2'])
  })

  it('items extending those last sent are sent as an append of the new ones only', async () => {
    const { store, asked } = portStore(3)
    await store.request({ items: hostItems(3), container })
    const state = await store.request({ items: hostItems(5), container })
    expect(asked).toEqual(['layout i0,i1,i2', 'append i3,i4'])
    expect(state.status).toBe('ready')
    expect(ids(state.blueprint.structure?.items)).toEqual(['i0', 'i1', 'i2', 'i3', 'i4'])
  })

  it('other options, another width, replaced or changed items are laid out afresh', async () => {
    const { store, asked } = portStore(3)
    await store.request({ items: hostItems(3), container })
    await store.request({ items: hostItems(4), options: { layoutParams: { structure: { itemSpacing: 4 } } } })
    await store.request({ items: hostItems(5), container: { width: 600, height: 500 } })
    await store.request({ items: hostItems(6, 'x') })
    const retitled = hostItems(6, 'x').map((it, i) => (i === 5 ? { ...it, metadata: { title: 'new' } } : it))
    const state = await store.request({ items: retitled })
    expect(asked.map((call) => call.split(' ')[0])).toEqual(['layout', 'layout', 'layout', 'layout', 'layout'])
    expect(ids(state.blueprint.structure?.items)).toEqual(['x0', 'x1', 'x2', 'x3', 'x4', 'x5'])
  })

  it('with threshold 0 an empty gallery goes through the port too', async () => {
    const { store, asked } = portStore(0)
    const state = await store.request({ items: [], container })
    expect(asked).toEqual(['layout '])
    expect(state.blueprint.items).toEqual([])
  })

  it.each([
    ['answers an error', () => Promise.resolve<LayoutWorkerOutcome>({ ok: false, error: 'layout worker disposed' })],
    ['rejects', () => Promise.reject(new Error('layout worker disposed'))],
  ])("a port that %s fails the build: logged, and the state's error says why", async (_name, answer) => {
    const { store, logger } = portStore(1, answer)
    const state = await store.request({ items: hostItems(2), container })
    expect(state.status).toBe('error')
    expect(state.error?.message).toContain('layout worker disposed')
    expect(logger.messages('error')).toEqual(['Could not create blueprint'])
  })
})

describe('blueprint store: items that are not a list', () => {
  it('fail the request with a logged error and keep the previous blueprint', async () => {
    let answer: unknown = hostItems(2)
    const { store, logger } = setup({ fetchItems: () => answer as unknown[] })
    const good = (await store.request({ container })).blueprint
    answer = null
    const state = await store.request({ container: { width: 600 } })
    expect(state.status).toBe('error')
    expect(state.error?.message).toBe('Gallery items must be a list, got null')
    expect(state.blueprint).toBe(good)
    expect(logger.messages('error')).toEqual(['Could not create blueprint'])
    answer = { items: hostItems(2) }
    expect((await store.request({})).error?.message).toBe('Gallery items must be a list, got object')
  })
})
