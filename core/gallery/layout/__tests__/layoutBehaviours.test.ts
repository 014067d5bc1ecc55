// Each layout option's effect, one example per behaviour.
import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../options'
import { createLayout, type Layout } from '../createLayout'
import { checkAll } from './layoutInvariants'

const items = Array.from({ length: 30 }, (_, i) => ({
  id: `i${i}`,
  width: 400 + ((i * 397) % 1600),
  height: 400 + ((i * 613) % 1600),
}))
const squares = Array.from({ length: 12 }, (_, i) => ({ id: `s${i}`, width: 1000, height: 1000 }))
const lay = (input: object, container: { width: number; height?: number } = { width: 980 }, list = items) =>
  createLayout({ items: list, container, options: resolveOptions(input) }) as Layout
const masonryV = (extra: object = {}, more: object = {}) => ({
  layoutParams: { structure: { galleryLayout: 'masonry', layoutOrientation: 'VERTICAL', ...extra }, ...more },
})
const grid3 = (crop: object) => ({
  layoutParams: { structure: { galleryLayout: 'grid', responsiveMode: 'SET_ITEMS_PER_ROW', numberOfColumns: 3 }, crop },
})

describe('crop', () => {
  it('FILL and FIT give every box the crop ratio; rotating ratios alternate', () => {
    for (const method of ['FILL', 'FIT']) {
      const layout = lay(grid3({ method, ratios: [1.5] }))
      for (const it of layout.items) expect(Math.abs(it.width / it.height - 1.5)).toBeLessThan(0.02)
    }
    const rotating = lay(grid3({ ratios: [1, 2] }))
    expect(rotating.items[0].width / rotating.items[0].height).toBeCloseTo(1, 1)
    expect(rotating.items[1].width / rotating.items[1].height).toBeCloseTo(2, 1)
  })

  it('smart crop turns the crop ratio portrait for media below ratio 0.999, landscape from there up', () => {
    const media = [
      { id: 'p', width: 998, height: 1000 },
      { id: 'e', width: 999, height: 1000 },
      { id: 'l', width: 1200, height: 1000 },
    ]
    const layout = lay(
      {
        layoutParams: {
          structure: { galleryLayout: 'empty' },
          crop: { enable: true, method: 'FILL', ratios: [1.5], enableSmartCrop: true, cropOnlyFill: false },
          groups: { groupSize: 1, density: 0, allowedGroupTypes: ['1'] },
        },
      },
      { width: 980 },
      media,
    )
    expect(layout.items.map((it) => Math.round((it.width / it.height) * 100) / 100)).toEqual([0.67, 1.5, 1.5])
  })

  it('MIN keeps at least the media ratio, MAX at most', () => {
    const min = lay(grid3({ method: 'MIN', ratios: [1] }))
    const max = lay(grid3({ method: 'MAX', ratios: [1] }))
    for (const it of min.items)
      expect(it.width / it.height).toBeGreaterThanOrEqual(Math.max(1, it.source.width / it.source.height) - 0.02)
    for (const it of max.items)
      expect(it.width / it.height).toBeLessThanOrEqual(Math.min(1, it.source.width / it.source.height) + 0.02)
  })

  it('crop-only-fill turns crop off for FIT; crop info describes the media inside the box', () => {
    const fit = lay(masonryV({}, { crop: { enable: true, method: 'FIT', cropOnlyFill: true, ratios: [1] } }))
    for (const it of fit.items) expect(it.crop.method).toBe(null)
    const fill = lay(grid3({ method: 'FILL', ratios: [1] }))
    const wide = fill.items.find((it) => it.source.width > it.source.height * 1.2)!
    expect(wide.crop).toMatchObject({ method: 'FILL', cropped: true, innerHeight: wide.height })
    expect(wide.crop.innerWidth).toBeGreaterThan(wide.width)
  })
})

describe('sizes and groups', () => {
  it('target size units: PIXEL and PERCENT set the column count of vertical masonry', () => {
    const pixel = lay(masonryV({}, { targetItemSize: { unit: 'PIXEL', value: 200 } }))
    const percent = lay(masonryV({}, { targetItemSize: { unit: 'PERCENT', value: 50 } }))
    const smart = lay(masonryV({}, { targetItemSize: { unit: 'SMART', value: 30 } }))
    expect(pixel.columns.length).toBe(5)
    expect(percent.columns.length).toBe(2)
    expect(smart.columns.length).toBe(2) // 30 x 8 + 200 = 440 px
  })

  it('a minimum item size above the items breaks groups into single items', () => {
    const layout = lay({ layoutParams: { targetItemSize: { minimum: 5000 } } })
    expect(layout.items.every((i) => i.groupType === '1')).toBe(true)
  })

  it('group size 1 and density 0 give single items; allowed and repeating types are obeyed', () => {
    // The collage preset forces group size 3, so group size 1 is shown with the empty preset (no forced values).
    const single = createLayout({
      items,
      container: { width: 980 },
      options: resolveOptions({ layoutParams: { structure: { galleryLayout: 'empty' }, groups: { groupSize: 1 } } }),
    }) as Layout
    expect(single.items.every((i) => i.groupType === '1')).toBe(true)
    expect(lay({ layoutParams: { groups: { density: 0 } } }).items.every((i) => i.groupType === '1')).toBe(true)
    const raw = (groups: object) =>
      createLayout({
        items,
        container: { width: 980 },
        options: resolveOptions({
          layoutParams: { structure: { galleryLayout: 'empty' }, groups, targetItemSize: { minimum: 0 } },
        }),
      }) as Layout
    const allowed = raw({ allowedGroupTypes: ['1', '3t'], density: 1 })
    expect(new Set(allowed.items.map((i) => i.groupType))).toEqual(
      new Set(['3t', ...(allowed.items.some((i) => i.groupType === '1') ? ['1'] : [])]),
    )
    const repeating = createLayout({
      items: squares,
      container: { width: 980 },
      options: resolveOptions({
        layoutParams: { structure: { galleryLayout: 'empty' }, groups: { repeatingGroupTypes: ['2v', '3t'] } },
      }),
    }) as Layout
    expect(repeating.items.map((i) => i.groupType)).toEqual([
      '2v',
      '2v',
      '3t',
      '3t',
      '3t',
      '2v',
      '2v',
      '3t',
      '3t',
      '3t',
      '2v',
      '2v',
    ])
  })

  it('groups order LEFT_TO_RIGHT fills the columns in turn', () => {
    const layout = lay(
      masonryV({ groupsOrder: 'LEFT_TO_RIGHT', responsiveMode: 'SET_ITEMS_PER_ROW', numberOfColumns: 3 }),
    )
    expect(layout.items.slice(0, 6).map((i) => i.column)).toEqual([0, 1, 2, 0, 1, 2])
  })
})

describe('spacing, direction and reserved space', () => {
  it('item spacing separates neighbours exactly; gallery spacing pads the gallery', () => {
    const layout = lay({ layoutParams: { structure: { itemSpacing: 24 }, groups: { groupSize: 1 } } })
    expect(checkAll(layout, items, 980, 24)).toBeNull()
    const padded = lay({ layoutParams: { structure: { gallerySpacing: 15 } } })
    expect(Math.min(...padded.items.map((i) => i.offset.left))).toBe(15)
    expect(Math.min(...padded.items.map((i) => i.offset.top))).toBe(15)
    expect(Math.max(...padded.items.map((i) => i.offset.left + i.width))).toBe(965)
  })

  it('right to left mirrors every box', () => {
    const ltr = lay({})
    const rtl = lay({ behaviourParams: { gallery: { layoutDirection: 'RIGHT_TO_LEFT' } } })
    rtl.items.forEach((it, i) => expect(it.offset.left).toBe(980 - ltr.items[i].offset.left - ltr.items[i].width))
  })

  it('info below reserves its height under each item; info on the side takes a clamped share of the column', () => {
    const below = lay(
      masonryV(
        { responsiveMode: 'SET_ITEMS_PER_ROW', numberOfColumns: 2 },
        { info: { placement: 'BELOW', height: 90 } },
      ),
    )
    const col0 = below.items.filter((i) => i.column === 0)
    expect(col0[1].offset.top - (col0[0].offset.top + col0[0].height)).toBe(90 + 10)
    const side = lay(
      masonryV(
        { responsiveMode: 'SET_ITEMS_PER_ROW', numberOfColumns: 2 },
        { info: { placement: 'RIGHT', width: 40, sizeUnits: 'PERCENT' } },
      ),
    )
    // 40 % of the column's share (its width and one spacing), as pro-layouts takes it.
    expect(side.items[0].width).toBe(side.columns[0].width - Math.round((side.columns[0].width + 10) * 0.4))
    const clamped = lay(
      masonryV(
        { responsiveMode: 'SET_ITEMS_PER_ROW', numberOfColumns: 2 },
        { info: { placement: 'LEFT', width: 250, sizeUnits: 'PERCENT' } },
      ),
    )
    for (const it of clamped.items) expect(it.width).toBeGreaterThanOrEqual(1)
  })

  it('outside arrows narrow a horizontal gallery by twice the arrow size plus 40 plus half the spacing', () => {
    const slider = (position: string) =>
      lay(
        {
          layoutParams: {
            structure: { galleryLayout: 'slideshow' },
            navigationArrows: { enable: true, position, size: 30 },
          },
        },
        { width: 980, height: 500 },
      )
    const inside = slider('ON_GALLERY')
    const outside = slider('OUTSIDE_GALLERY')
    const spacing = resolveOptions({ layoutParams: { structure: { galleryLayout: 'slideshow' } } }).layoutParams
      .structure.itemSpacing
    expect(inside.items[0].width - outside.items[0].width).toBe(
      Math.floor(2 * 30 + 40 + spacing / 2) + (inside.items[0].width - 980),
    )
    expect(outside.items[0].offset.left).toBeGreaterThan(0)
  })

  it('an outside thumbnail strip takes its size from the gallery height', () => {
    const options = resolveOptions({ layoutParams: { structure: { galleryLayout: 'thumbnail' } } })
    const layout = createLayout({ items, container: { width: 980, height: 600 }, options }) as Layout
    expect(layout.thumbnails).not.toBeNull()
    for (const it of layout.items)
      expect(it.offset.top + it.height).toBeLessThanOrEqual(600 - options.layoutParams.thumbnails.size)
  })

  it('info above shifts each box down by the reserved height', () => {
    const options = (placement: string) =>
      masonryV({ responsiveMode: 'SET_ITEMS_PER_ROW', numberOfColumns: 2 }, { info: { placement, height: 70 } })
    const below = lay(options('BELOW'))
    const above = lay(options('ABOVE'))
    above.items.forEach((it, i) => expect(it.offset.top).toBe(below.items[i].offset.top + 70))
  })

  it('a horizontal gallery whose info below leaves no room keeps its items inside the container height', () => {
    // Found by the preset property (seed 65608100): slideshow reserves 200 px of info below.
    const options = resolveOptions({ layoutParams: { structure: { galleryLayout: 'slideshow', itemSpacing: 0 } } })
    for (const height of [120, 200, 210]) {
      const layout = createLayout({
        items: [{ id: 'p0', width: 200, height: 200 }],
        container: { width: 200, height },
        options,
      }) as Layout
      expect(layout.items[0].offset.top).toBeGreaterThanOrEqual(0)
      expect(layout.items[0].offset.top + layout.items[0].height).toBeLessThanOrEqual(height)
      expect(layout.items[0].height).toBeGreaterThanOrEqual(1)
    }
  })

  it('columns stack items below the rounded bottom of the one above (no 1 px overlap from float rounding)', () => {
    // Found by the preset property: 204 / (840 / 2065) is 501.49999999999994, but 204 + that is 705.5.
    const options = resolveOptions({
      layoutParams: { structure: { galleryLayout: 'collage', itemSpacing: 0, layoutOrientation: 'VERTICAL' } },
    })
    const items = [
      { id: 'p0', width: 200, height: 200 },
      { id: 'p1', width: 840, height: 2065 },
      { id: 'p2', width: 200, height: 200 },
    ]
    const layout = createLayout({ items, container: { width: 204, height: 200 }, options }) as Layout
    expect(checkAll(layout, items, 204, 0, 200)).toBeNull()
    expect(layout.items[2].offset.top).toBe(layout.items[1].offset.top + layout.items[1].height)
  })

  it('a gallery ratio sets the height of horizontal galleries', () => {
    const layout = lay(
      { layoutParams: { structure: { galleryLayout: 'slider', galleryRatio: { value: 0.5 } } } },
      { width: 800, height: 900 },
    )
    expect(layout.height).toBe(400)
    for (const it of layout.items) expect(it.offset.top + it.height).toBeLessThanOrEqual(400)
  })
})

describe('rows and columns structure', () => {
  it('numberOfGroupsPerRow fixes the groups in every strip', () => {
    const layout = createLayout({
      items,
      container: { width: 980 },
      options: resolveOptions({
        layoutParams: { structure: { galleryLayout: 'empty' }, groups: { numberOfGroupsPerRow: 2, groupSize: 1 } },
      }),
    }) as Layout
    const perStrip = new Map<number, number>()
    for (const it of layout.items) perStrip.set(it.strip, (perStrip.get(it.strip) ?? 0) + 1)
    expect([...perStrip.values()].every((n) => n === 2)).toBe(true)
  })

  it('column ratios split the width and one spacing in proportion, as pro-layouts does', () => {
    // 980 + 10 px in shares of 1:3 (247.5 and 742.5, each rounded), each less the spacing.
    const layout = lay(masonryV({ responsiveMode: 'SET_ITEMS_PER_ROW', numberOfColumns: 2, columnRatios: [1, 3] }))
    expect(layout.columns.map((c) => c.width)).toEqual([238, 733])
    expect(layout.columns[1].left).toBe(248)
  })
})
