// The layouter's limits: container sides, target sizes, spacings and column counts past them are
// refused with a RangeError naming the call and the value, before anything is allocated (a column
// layout 1e308 px wide once grew an array per column until the process died); below them every
// layout is bounded: at most MAX_LAYOUT_COLUMNS columns, one box per item, every box whole pixels.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GALLERY_LAYOUTS, resolveOptions } from '../../options'
import { createLayout, type Layout } from '../createLayout'
import { MAX_LAYOUT_COLUMNS, MAX_LAYOUT_PX } from '../layoutLimits'

const PRESETS = GALLERY_LAYOUTS.filter((layout) => layout !== 'magic')
const items = Array.from({ length: 30 }, (_, i) => ({ id: `i${i}`, width: 300 + 50 * i, height: 400 }))

// Sizes from the ordinary to the absurd: non-finite, negative, just past the limit, huge.
const size = fc.oneof(
  fc.integer({ min: 1, max: 3000 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -1, -1e9, MAX_LAYOUT_PX + 1, 1e9, 1e308, Number.MAX_VALUE),
  fc.double({ min: 0, max: 1e308, noNaN: true }),
)
const side = fc.oneof(
  fc.integer({ min: 1, max: 5000 }),
  fc.constantFrom(Number.NaN, Infinity, 0, -5, 1e-300, 1e308, Number.MAX_VALUE),
)

describe('layout limits', () => {
  it('refuses a container 1e308 px wide with a RangeError naming the call and the value', () => {
    const options = resolveOptions({ layoutParams: { structure: { galleryLayout: 'masonry' } } })
    expect(() => createLayout({ items, container: { width: 1e308 }, options })).toThrow(
      new RangeError('createLayout: container.width must be a number from 0 to 100000 (got 1e+308)'),
    )
    expect(() => createLayout({ items, container: { width: 980, height: Infinity }, options })).toThrow(
      'createLayout: container.height must be a number from 0 to 100000 (got Infinity)',
    )
  })

  it('refuses a fixed column count past the limit', () => {
    const options = resolveOptions({
      layoutParams: {
        structure: {
          galleryLayout: 'grid',
          layoutOrientation: 'VERTICAL',
          responsiveMode: 'SET_ITEMS_PER_ROW',
          numberOfColumns: 1e9,
        },
      },
    })
    expect(() => createLayout({ items, container: { width: 980 }, options })).toThrow(
      'createLayout: numberOfColumns must be a number from 0 to 1000 (got 1000000000)',
    )
  })

  it('every preset, over huge and non-finite sizes, is refused or laid out bounded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS),
        size,
        fc.option(size, { nil: undefined }),
        fc.record({ target: size, spacing: size, columns: size }),
        fc.array(fc.record({ width: side, height: side }), { minLength: 1, maxLength: 12 }),
        (preset, width, height, o, sides) => {
          const finite = (n: number) => (Number.isFinite(n) ? n : 0)
          const options = resolveOptions({
            layoutParams: {
              structure: {
                galleryLayout: preset,
                itemSpacing: finite(o.spacing),
                numberOfColumns: finite(o.columns),
                responsiveMode: 'SET_ITEMS_PER_ROW',
              },
              targetItemSize: { unit: 'PIXEL', value: finite(o.target) },
            },
          })
          const list = sides.map((s, i) => ({ id: `s${i}`, ...s }))
          let layout: Layout | false
          try {
            layout = createLayout({ items: list, container: { width, height }, options })
          } catch (error) {
            expect(error).toBeInstanceOf(Error)
            expect((error as Error).message).toMatch(
              /^(createLayout: .+ must be a number from 0 to \d+ \(got .+\)|Layouter: cannot create layout, (galleryWidth|targetItemSize) is undefined or 0)$/,
            )
            return
          }
          expect(width).toBeLessThanOrEqual(MAX_LAYOUT_PX)
          expect(layout.columns.length).toBeLessThanOrEqual(MAX_LAYOUT_COLUMNS)
          expect(layout.items).toHaveLength(list.length)
          for (const it of layout.items) {
            for (const v of [it.offset.top, it.offset.left, it.width, it.height]) expect(Number.isInteger(v)).toBe(true)
            expect(it.width).toBeGreaterThanOrEqual(1)
            expect(it.height).toBeGreaterThanOrEqual(1)
          }
        },
      ),
      { numRuns: 400 },
    )
  })
})
