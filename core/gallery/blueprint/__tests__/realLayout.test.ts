import { describe, expect, it } from 'vitest'
import { recordingLogger } from '../../../../adapters/memory'
import { createRenderedItem } from '../../items/createRenderedItem'
import { createBlueprintStore } from '../createBlueprintStore'
import { hostItems } from './fakes'

// The collage preset turns looping off; the slider keeps it.
const SLIDER_LOOP = {
  layoutParams: { structure: { galleryLayout: 'slider' } },
  behaviourParams: { gallery: { horizontal: { loop: true } } },
}

describe('blueprint store with the real resolveOptions and createLayout', () => {
  it('lays out every item inside the width, and appends without moving earlier strips', async () => {
    const logger = recordingLogger()
    const store = createBlueprintStore({ ports: { logger } })
    const items = hostItems(60)
    const first = await store.request({ items, container: { width: 980, height: 500 }, options: {} })
    const layout = first.blueprint.structure!
    expect(layout.items).toHaveLength(60)
    for (const box of layout.items) expect(box.offset.left + box.width).toBeLessThanOrEqual(980 + 1e-6)
    const next = await store.request({ items: [...items, ...hostItems(20, 'n')] })
    expect(next.lastChange?.items).toBe('appended')
    expect(next.blueprint.structure!.items).toHaveLength(80)
    // Items before the last strip are the very same boxes (appendToLayout keeps them).
    expect(next.blueprint.structure!.items[0]).toBe(layout.items[0])
    expect(next.blueprint.container.galleryHeight).toBeGreaterThan(first.blueprint.container.galleryHeight)
    expect(logger.messages('error')).toEqual([])
  })

  it('duplicates a looping horizontal gallery to at least 30 laid-out items', async () => {
    const store = createBlueprintStore({ ports: { logger: recordingLogger() } })
    const state = await store.request({
      items: hostItems(4),
      container: { width: 980, height: 400 },
      options: SLIDER_LOOP,
      totalItemsCount: 4,
    })
    expect(state.blueprint.options?.behaviourParams.gallery.horizontal.loop).toBe(true)
    expect(state.blueprint.items.length).toBeGreaterThanOrEqual(30)
    expect(state.blueprint.structure!.items).toHaveLength(state.blueprint.items.length)
  })

  it("keeps the previous blueprint and logs 'Could not create blueprint' for a zero-width container", async () => {
    const logger = recordingLogger()
    const store = createBlueprintStore({ ports: { logger } })
    await store.request({ items: hostItems(3), container: { width: 500 } })
    const good = store.getSnapshot().blueprint
    await store.request({ container: { width: 0 } })
    expect(store.getSnapshot().blueprint).toBe(good)
    expect(logger.messages('error')).toEqual(['Could not create blueprint'])
  })

  it('renders items from the blueprint: URLs scaled to each box', async () => {
    const store = createBlueprintStore({ ports: { logger: recordingLogger() } })
    const { blueprint } = await store.request({ items: hostItems(5), container: { width: 980 } })
    const rendered = blueprint.structure!.items.map((box) =>
      createRenderedItem(blueprint.items[box.idx]!, box, { options: blueprint.options! }),
    )
    for (const r of rendered) {
      expect(r.url).toContain(`/v1/fill/w_${Math.round(r.style.width)},h_${Math.round(r.style.height)},q_90/`)
      expect(r.alt).toMatch(/^T\d$/)
    }
  })
})
