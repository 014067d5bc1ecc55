// The layout worker's service and the synchronous fallback port give exactly createLayout's boxes.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { syncLayoutWorker } from '../../../../adapters/memory/syncLayoutWorker'
import type { LayoutWorkerItem } from '../../../../ports/layoutWorker'
import { resolveOptions } from '../../options'
import { appendToLayout, createLayout, type Layout } from '../createLayout'
import { fromLayoutResult } from '../layoutService'

const PRESETS = ['collage', 'masonry', 'grid', 'thumbnail', 'slider', 'panorama', 'column', 'bricks', 'mix'] as const

const itemsArb = fc
  .array(fc.record({ width: fc.integer({ min: 50, max: 4000 }), height: fc.integer({ min: 50, max: 4000 }) }), {
    minLength: 1,
    maxLength: 120,
  })
  .map((sizes) => sizes.map((s, i): LayoutWorkerItem => ({ id: `i${i}`, ...s })))

function boxesOf(layout: Layout<LayoutWorkerItem>) {
  return layout.items.map((item) => {
    const { innerWidth, innerHeight, innerTop, innerLeft } = item.crop
    return {
      id: item.id,
      idx: item.idx,
      offset: { ...item.offset },
      width: item.width,
      height: item.height,
      crop: { innerWidth, innerHeight, innerTop, innerLeft },
    }
  })
}

function expectOk<T extends { ok: boolean }>(outcome: T): Extract<T, { ok: true }> {
  expect(outcome).toMatchObject({ ok: true })
  return outcome as Extract<T, { ok: true }>
}

describe('syncLayoutWorker', () => {
  it('lays out with the same boxes, size and kind as createLayout (property, every preset)', async () => {
    await fc.assert(
      fc.asyncProperty(
        itemsArb,
        fc.constantFrom(...PRESETS),
        fc.integer({ min: 200, max: 2000 }),
        async (items, preset, width) => {
          const raw = { galleryLayout: preset }
          const container = { width, height: 600 }
          const expected = createLayout({ items, container, options: resolveOptions(raw) })
          const port = syncLayoutWorker()
          const { value: result } = expectOk(await port.layout({ items, container, options: raw }))
          const got = fromLayoutResult(result)
          expect(got.items).toEqual(boxesOf(expected))
          expect([got.width, got.height, got.kind, got.stripCount]).toEqual([
            expected.width,
            expected.height,
            expected.kind,
            expected.stripCount,
          ])
        },
      ),
      { numRuns: 60 },
    )
  })

  it('appends like appendToLayout: earlier boxes unchanged, new ones as the layouter places them', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ id: `a${i}`, width: 800 + (i % 5) * 300, height: 900 }))
    const container = { width: 980 }
    const options = resolveOptions({ galleryLayout: 'collage' })
    const first = createLayout({ items: items.slice(0, 25), container, options }) as Layout<LayoutWorkerItem>
    const expected = appendToLayout(first, items.slice(25)) as Layout<LayoutWorkerItem>
    const port = syncLayoutWorker()
    expectOk(await port.layout({ items: items.slice(0, 25), container, options: { galleryLayout: 'collage' } }))
    const { value: result } = expectOk(await port.append(items.slice(25)))
    expect(fromLayoutResult(result).items).toEqual(boxesOf(expected))
    expect(result.ids).toHaveLength(40)
  })

  it('gives the layouter errors as values, and refuses calls once disposed', async () => {
    const port = syncLayoutWorker()
    expect(await port.layout({ items: [{ id: 'x', width: 1, height: 1 }], container: { width: 0 } })).toEqual({
      ok: false,
      error: 'Layouter: cannot create layout, galleryWidth is undefined or 0',
    })
    expect(await port.append([])).toEqual({ ok: false, error: 'append: no layout to append to' })
    port.dispose()
    expect(await port.layout({ items: [], container: { width: 500 } })).toEqual({
      ok: false,
      error: 'layout worker disposed',
    })
  })

  it('re-resolves raw options in the service: a preset changes the boxes as it does for createLayout', async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ id: `g${i}`, width: 1200, height: 800 + i * 40 }))
    const port = syncLayoutWorker()
    const grid = expectOk(await port.layout({ items, container: { width: 900 }, options: { galleryLayout: 'grid' } }))
    const widths = new Set(fromLayoutResult(grid.value).items.map((b) => b.width))
    // A grid has one cell width; the collage the same items make does not.
    expect(widths.size).toBe(1)
    const collage = expectOk(
      await port.layout({ items, container: { width: 900 }, options: { galleryLayout: 'collage' } }),
    )
    expect(new Set(fromLayoutResult(collage.value).items.map((b) => b.width)).size).toBeGreaterThan(1)
  })
})
