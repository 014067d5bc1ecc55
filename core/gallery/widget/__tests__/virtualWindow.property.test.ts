import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { buildBlueprintNow } from '../../blueprint/buildBlueprintNow'
import { createBlueprintStore } from '../../blueprint/createBlueprintStore'
import { MAX_RENDERED_ITEMS, bandIndex, itemsBetween, virtualWindow } from '../virtualWindow'

const PRESETS = ['collage', 'masonry', 'grid', 'bricks', 'mix', 'alternate', 'column'] as const
const itemArb = fc.record({ width: fc.integer({ min: 100, max: 4000 }), height: fc.integer({ min: 100, max: 4000 }) })
const toItems = (sizes: { width: number; height: number }[], from = 0) =>
  sizes.map((s, i) => ({ id: `i${from + i}`, url: `https://example.com/${from + i}.jpg`, ...s }))

describe('virtual window', () => {
  it('always holds every item intersecting the view, and at most 300 items when the view holds fewer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS),
        fc.array(itemArb, { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 200, max: 1600 }),
        fc.double({ min: -0.2, max: 1.1, noNaN: true }),
        fc.integer({ min: 100, max: 1200 }),
        fc.boolean(),
        (preset, sizes, width, at, viewSize, scrolled) => {
          const blueprint = buildBlueprintNow({
            items: toItems(sizes),
            options: { galleryLayout: preset },
            container: { width },
          })
          const boxes = blueprint.structure!.items
          const viewStart = Math.round(at * blueprint.structure!.height)
          const window = virtualWindow({ boxes, axis: 'vertical', viewStart, viewSize, gotFirstScroll: scrolled })
          const inView = boxes.filter((b) => b.offset.top < viewStart + viewSize && b.offset.top + b.height > viewStart)
          for (const box of inView) expect(window).toContain(box.idx)
          if (inView.length <= MAX_RENDERED_ITEMS) expect(window.length).toBeLessThanOrEqual(MAX_RENDERED_ITEMS)
          if (!scrolled && inView.length === 0) expect(window).toEqual([0, 1].slice(0, Math.min(2, boxes.length)))
          // Ascending, no duplicates.
          expect([...window].sort((a, b) => a - b)).toEqual([...new Set(window)])
        },
      ),
      { numRuns: 60 },
    )
  })

  it('finds the same items with the band index as a linear scan', () => {
    const boxes = buildBlueprintNow({
      items: toItems(
        Array.from({ length: 500 }, (_, i) => ({ width: 800 + (i % 7) * 150, height: 600 + (i % 5) * 200 })),
      ),
      options: { galleryLayout: 'masonry' },
      container: { width: 980 },
    }).structure!.items
    const index = bandIndex(boxes, 'vertical')
    for (const [from, to] of [
      [0, 300],
      [5000, 5800],
      [12345, 20000],
    ]) {
      const linear = boxes.filter((b) => b.offset.top < to && b.offset.top + b.height > from).map((b) => b.idx)
      expect(itemsBetween(boxes, index, from, to)).toEqual(linear)
    }
  })

  it('holds every item while printing, whatever the view and the 300 cap', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS),
        fc.array(itemArb, { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.boolean(),
        (preset, sizes, viewStart, scrolled) => {
          const boxes = buildBlueprintNow({
            items: toItems(sizes),
            options: { galleryLayout: preset },
            container: { width: 980 },
          }).structure!.items
          const window = virtualWindow({
            boxes,
            axis: 'vertical',
            viewStart,
            viewSize: 700,
            gotFirstScroll: scrolled,
            printing: true,
          })
          expect(window).toEqual(boxes.map((b) => b.idx))
        },
      ),
      { numRuns: 30 },
    )
  })

  it('keeps 3 items on each side of the current slide', () => {
    const boxes = buildBlueprintNow({
      items: toItems(Array.from({ length: 20 }, () => ({ width: 1000, height: 800 }))),
      options: { galleryLayout: 'slider' },
      container: { width: 980, height: 500 },
    }).structure!.items
    expect(
      virtualWindow({
        boxes,
        axis: 'horizontal',
        viewStart: boxes[10]!.offset.left,
        viewSize: 400,
        gotFirstScroll: true,
        currentIndex: 10,
      }),
    ).toEqual([7, 8, 9, 10, 11, 12, 13])
  })
})

describe('appending items', () => {
  it('never moves earlier items: only the open last strip (rows) or group (columns) is laid out again', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PRESETS),
        fc.array(itemArb, { minLength: 1, maxLength: 120 }),
        fc.array(itemArb, { minLength: 1, maxLength: 60 }),
        async (preset, first, more) => {
          const store = createBlueprintStore()
          const options = { galleryLayout: preset }
          const container = { width: 980 }
          const layout = (await store.request({ items: toItems(first), options, container })).blueprint.structure!
          const boxOf = (b: (typeof layout.items)[number]) => [b.id, b.offset.top, b.offset.left, b.width, b.height]
          const snapshot = layout.items.map(boxOf)
          const after = (
            await store.request({ items: [...toItems(first), ...toItems(more, first.length)], options, container })
          ).blueprint.structure!
          // Only the open end is laid out again: the last strip of rows, the last group of columns.
          const tail = after.items.slice(first.length - 1)
          const openStrip = Math.min(...tail.map((b) => b.strip))
          const openGroup = Math.min(...tail.map((b) => b.group))
          const final = after.items
            .slice(0, first.length)
            .filter((b) => (after.kind === 'strips' ? b.strip < openStrip : b.group < openGroup))
          expect(final.map(boxOf)).toEqual(snapshot.slice(0, final.length))
        },
      ),
      { numRuns: 40 },
    )
  })
})
