// Properties of the layouter over every preset, 1 to 1,000 items (extreme panoramas included) and
// container widths 200 to 2,000.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GALLERY_LAYOUTS, resolveOptions } from '../../options'
import { appendToLayout, createLayout, type Layout } from '../createLayout'
import { checkAll, checkRatios } from './layoutInvariants'

// Every preset but the retired magic layout (it applies none).
const PRESETS = GALLERY_LAYOUTS.filter((layout) => layout !== 'magic')

// Sides from tiny to huge, shapes from 1:20 to 20:1.
const item = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ width: fc.integer({ min: 200, max: 4000 }), height: fc.integer({ min: 200, max: 4000 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { width: 2000, height: 100 },
      { width: 100, height: 2000 },
      { width: 1, height: 1 },
      { width: 3, height: 2 },
      { width: 4000, height: 200 },
    ),
  },
)
const itemsOf = (max: number) =>
  fc.array(item, { minLength: 1, maxLength: max }).map((xs) => xs.map((x, i) => ({ id: `p${i}`, ...x })))
const orientation = fc.constantFrom('HORIZONTAL', 'VERTICAL')

const optionsOf = (preset: string, extra: Record<string, unknown> = {}) =>
  resolveOptions({ layoutParams: { structure: { galleryLayout: preset, ...extra } } })
const fail = (message: string | null) => expect(message).toBeNull()
const deepFreeze = <T>(v: T): T => {
  if (v && typeof v === 'object') {
    Object.freeze(v)
    for (const x of Object.values(v)) deepFreeze(x)
  }
  return v
}

describe('createLayout properties', () => {
  it('every preset: count and order kept, sizes whole and positive, no overlaps, spacing kept, inside the gallery, strips and columns respected', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS),
        itemsOf(300),
        fc.integer({ min: 200, max: 2000 }),
        fc.integer({ min: 200, max: 900 }),
        fc.integer({ min: 0, max: 30 }),
        orientation,
        (preset, items, width, height, spacing, orient) => {
          const options = optionsOf(preset, { itemSpacing: spacing, layoutOrientation: orient })
          const layout = createLayout({ items, container: { width, height }, options }) as Layout
          expect(layout).not.toBe(false)
          fail(checkAll(layout, items, width, options.layoutParams.structure.itemSpacing, height))
          if (!options.layoutParams.crop.enable) fail(checkRatios(layout))
        },
      ),
      { numRuns: 150 },
    )
  })

  it('up to 1,000 items in collage, masonry and grid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('collage', 'masonry', 'grid'),
        itemsOf(1000),
        fc.integer({ min: 200, max: 2000 }),
        orientation,
        (preset, items, width, orient) => {
          const options = optionsOf(preset, { layoutOrientation: orient })
          const layout = createLayout({ items, container: { width }, options }) as Layout
          fail(checkAll(layout, items, width, options.layoutParams.structure.itemSpacing))
        },
      ),
      { numRuns: 25 },
    )
  })

  it('extreme panoramas (20:1) and towers (1:20) never overlap nor collapse to nothing in a collage', () => {
    const shape = fc.constantFrom(
      { width: 4000, height: 200 },
      { width: 200, height: 4000 },
      { width: 5, height: 5 },
      { width: 1000, height: 1000 },
    )
    fc.assert(
      fc.property(
        fc.array(shape, { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 200, max: 2000 }),
        (shapes, width) => {
          const items = shapes.map((s, i) => ({ id: `x${i}`, ...s }))
          const layout = createLayout({ items, container: { width }, options: resolveOptions() }) as Layout
          fail(checkAll(layout, items, width, 10))
          fail(checkRatios(layout))
          // A tower beside a panorama in one strip can be 1 px wide, as in pro-layouts; never 0.
          for (const it of layout.items) expect(Math.min(it.width, it.height)).toBeGreaterThanOrEqual(1)
        },
      ),
      { numRuns: 80 },
    )
  })

  it('is deterministic and never mutates its inputs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS),
        itemsOf(60),
        fc.integer({ min: 200, max: 2000 }),
        (preset, items, width) => {
          const options = optionsOf(preset)
          const before = JSON.stringify({ items, options })
          const frozen = deepFreeze({ items, container: { width, height: 500 }, options })
          const a = createLayout(frozen) as Layout
          const b = createLayout(frozen) as Layout
          expect(JSON.stringify(b)).toBe(JSON.stringify(a))
          expect(JSON.stringify({ items, options })).toBe(before)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('appending moves nothing before the last strip (or column group) and keeps every invariant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS),
        itemsOf(120),
        itemsOf(60),
        fc.integer({ min: 200, max: 2000 }),
        orientation,
        (preset, first, more, width, orient) => {
          const options = optionsOf(preset, { layoutOrientation: orient })
          const added = more.map((x, i) => ({ ...x, id: `m${i}` }))
          const base = createLayout({ items: first, container: { width, height: 600 }, options }) as Layout
          const baseJson = JSON.stringify(base)
          const next = appendToLayout(base, added) as Layout
          const all = [...first, ...added]
          fail(checkAll(next, all, width, options.layoutParams.structure.itemSpacing, 600))
          expect(JSON.stringify(base)).toBe(baseJson)
          if (base.kind === 'row' && options.behaviourParams.gallery.layoutDirection === 'RIGHT_TO_LEFT') return
          // Everything before the last strip (strips) or the last group (columns, rows) keeps its box.
          const lastStrip = Math.max(...base.items.map((i) => i.strip))
          const lastGroup = Math.max(...base.items.map((i) => i.group))
          for (const it of base.items) {
            const frozen = base.kind === 'strips' ? it.strip < lastStrip : it.group < lastGroup
            if (frozen) expect(next.items[it.idx].toJSON()).toEqual(it.toJSON())
          }
        },
      ),
      { numRuns: 80 },
    )
  })
})
