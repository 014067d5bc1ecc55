// Example tests that read as the layouter's specification: errors, presets and each option.
import { describe, expect, it } from 'vitest'
import { GALLERY_LAYOUTS, resolveOptions } from '../../options'
import { appendToLayout, createLayout, type Layout } from '../createLayout'
import { checkAll, checkRatios } from './layoutInvariants'

const items = Array.from({ length: 40 }, (_, i) => ({
  id: `i${i}`,
  width: 400 + ((i * 397) % 1600),
  height: 400 + ((i * 613) % 1600),
}))
const lay = (
  input: object,
  container: { width: number; height?: number } = { width: 980, height: 500 },
  list = items,
) => createLayout({ items: list, container, options: resolveOptions(input) }) as Layout
const preset = (name: string | number, extra: object = {}) => ({
  layoutParams: { structure: { galleryLayout: name, ...extra } },
})
// Every preset but the retired magic layout (it applies none).
const PRESETS = GALLERY_LAYOUTS.filter((layout) => layout !== 'magic')

describe('createLayout errors', () => {
  it('throws the layouter message when container.width is 0 or missing', () => {
    const message = 'Layouter: cannot create layout, galleryWidth is undefined or 0'
    expect(() => createLayout({ items, container: { width: 0 }, options: resolveOptions() })).toThrow(message)
    expect(() => createLayout({ items, container: {} as { width: number }, options: resolveOptions() })).toThrow(
      message,
    )
  })

  it('throws the layouter message when the target item size is 0', () => {
    const options = { ...resolveOptions(), targetItemSize: 0 }
    expect(() => createLayout({ items, container: { width: 980 }, options })).toThrow(
      'Layouter: cannot create layout, targetItemSize is undefined or 0',
    )
  })

  it('throws a RangeError naming the call when the loop guard trips (a maxLoops too small for the items)', () => {
    const options = resolveOptions()
    expect(() => createLayout({ items, container: { width: 980 }, options, maxLoops: 3 })).toThrow(
      new RangeError('createLayout: Cannot create layout, maxLoops reached!!!'),
    )
    const first = createLayout({ items: items.slice(0, 2), container: { width: 980 }, options })
    expect(() => appendToLayout(first, items.slice(2), { maxLoops: 3 })).toThrow(
      new RangeError('appendToLayout: Cannot create layout, maxLoops reached!!!'),
    )
  })

  it('refuses items that are not objects with a string id', () => {
    expect(() =>
      createLayout({ items: [{ width: 1, height: 1 }] as never, container: { width: 980 }, options: resolveOptions() }),
    ).toThrow('items[0] must be an object with a string id')
  })
})

describe('createLayout presets', () => {
  it.each(PRESETS)('%s: no items gives height 0 and no items', (name) => {
    const layout = lay(preset(name), { width: 980, height: 500 }, [])
    expect(layout.height).toBe(0)
    expect(layout.items).toEqual([])
  })

  it.each(PRESETS)('%s: every invariant holds', (name) => {
    const options = resolveOptions(preset(name))
    const layout = lay(preset(name))
    expect(checkAll(layout, items, 980, options.layoutParams.structure.itemSpacing, 500)).toBeNull()
  })

  it('resolveOptions() and resolveOptions({}) lay out as a collage with item spacing 10', () => {
    const a = createLayout({ items, container: { width: 980 }, options: resolveOptions() }) as Layout
    const b = createLayout({ items, container: { width: 980 }, options: resolveOptions({}) }) as Layout
    expect(JSON.stringify(a)).toBe(JSON.stringify(lay(preset('collage'), { width: 980 })))
    expect(JSON.stringify(b)).toBe(JSON.stringify(a))
    expect(a.kind).toBe('strips')
    expect(checkAll(a, items, 980, 10)).toBeNull()
    expect(a.items.some((it) => it.groupType !== '1')).toBe(true)
  })

  it.each([
    [0, 'collage'],
    [1, 'masonry'],
    [2, 'grid'],
    [3, 'thumbnail'],
    [4, 'slider'],
    [5, 'slideshow'],
    [6, 'panorama'],
    [7, 'column'],
    [9, 'fullsize'],
    [10, 'bricks'],
    [11, 'mix'],
    [12, 'alternate'],
  ])('legacy number %i lays out exactly like %s, flat and nested', (num, name) => {
    const byName = JSON.stringify(lay(preset(name)))
    expect(JSON.stringify(lay({ galleryLayout: num }))).toBe(byName)
    expect(JSON.stringify(lay(preset(num)))).toBe(byName)
  })

  it('collage: every strip but the last fills the width, groups of several types', () => {
    const layout = lay(preset('collage'), { width: 1200 })
    const strips = new Set(layout.items.map((i) => i.strip))
    expect(strips.size).toBeGreaterThan(2)
    expect(new Set(layout.items.map((i) => i.groupType)).size).toBeGreaterThan(1)
    expect(checkRatios(layout)).toBeNull()
  })

  it('grid with SET_ITEMS_PER_ROW and N columns: at most N lefts, every item the same height and as wide within 1 px (each column share rounds, as in pro-layouts), last row included', () => {
    for (const [n, width] of [
      [3, 980],
      [4, 1001],
      [5, 777],
    ]) {
      const layout = lay(
        preset('grid', { responsiveMode: 'SET_ITEMS_PER_ROW', numberOfColumns: n }),
        { width },
        items.slice(0, 22),
      )
      expect(new Set(layout.items.map((i) => i.offset.left)).size).toBeLessThanOrEqual(n)
      expect(new Set(layout.items.map((i) => i.height)).size).toBe(1)
      const widths = layout.items.map((i) => i.width)
      expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1)
    }
  })

  it('horizontal galleries keep every box within [0, container.height] and lay items left to right', () => {
    for (const name of ['slider', 'slideshow', 'thumbnail', 'column', 'fullsize']) {
      const layout = lay(preset(name), { width: 980, height: 420 })
      expect(layout.kind).toBe('row')
      for (const it of layout.items) expect(it.offset.top + it.height).toBeLessThanOrEqual(420)
      expect(layout.width).toBeGreaterThan(980)
    }
  })

  it('horizontal grid rows 1, 2, 3 stack as 1, 2v, 3v groups', () => {
    for (const [rows, type] of [
      [1, '1'],
      [2, '2v'],
      [3, '3v'],
    ] as const) {
      const layout = lay(
        preset('grid', { scrollDirection: 'HORIZONTAL', numberOfGridRows: rows }),
        { width: 980, height: 600 },
        items.slice(0, 12),
      )
      expect(layout.items.every((i) => i.groupType === type)).toBe(true)
    }
  })

  it('masonry in vertical orientation fills columns; in horizontal orientation it makes rows', () => {
    const columns = lay(preset('masonry', { layoutOrientation: 'VERTICAL' }))
    expect(columns.kind).toBe('columns')
    expect(checkRatios(columns)).toBeNull()
    const rows = lay(preset('masonry', { layoutOrientation: 'HORIZONTAL' }))
    expect(rows.kind).toBe('strips')
    expect(rows.items.every((i) => i.groupType === '1')).toBe(true)
  })
})
