// Right to left with the info above, below and beside the items, against pro-gallery (pro-layouts
// 5.0.148 drawn as pro-gallery's ItemView draws it; see proLayoutsReference.ts): the item element,
// media and info beside it, is mirrored as a whole, and inside it the info keeps the side it names
// (info on the left stays left of the media). Info above and below is not touched by the direction.
import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../options'
import { createLayout, type Layout } from '../createLayout'
import { L, RTL } from './proLayoutsFamilies'
import { compare, makeItems } from './proLayoutsReference'

// The layouts where info beside items exists (columns of one-item groups), and two row layouts.
const COLUMNS: [name: string, options: Record<string, unknown>][] = [
  ['grid', { structure_galleryLayout: 2 }],
  [
    'grid, 4 columns',
    { structure_galleryLayout: 2, structure_responsiveMode: 'SET_ITEMS_PER_ROW', structure_numberOfColumns: 4 },
  ],
  ['masonry columns', { structure_galleryLayout: 1, structure_layoutOrientation: 'VERTICAL' }],
  [
    'columns, gallery spacing 12',
    { structure_layoutOrientation: 'VERTICAL', groups_groupSize: 1, structure_gallerySpacing: 12 },
  ],
]
const ROWS: [name: string, options: Record<string, unknown>][] = [
  ['strips', {}],
  ['slider', { structure_galleryLayout: 4 }],
]
const BESIDE: [name: string, options: Record<string, unknown>][] = [
  ['info right 30 %', { info_placement: 'RIGHT', info_width: 30 }],
  ['info left 25 %', { info_placement: 'LEFT', info_width: 25 }],
  ['info right 120 px', { info_placement: 'RIGHT', info_width: 120, info_sizeUnits: 'PIXEL' }],
  ['info left 100 px', { info_placement: 'LEFT', info_width: 100, info_sizeUnits: 'PIXEL' }],
  ['info alternating sides', { info_placement: 'ALTERNATE_HORIZONTALLY', info_width: 30 }],
]
const VERTICAL: [name: string, options: Record<string, unknown>][] = [
  ['info above', { info_placement: 'ABOVE', info_height: 60 }],
  ['info below', { info_placement: 'BELOW', info_height: 60 }],
  ['info alternating vertically', { info_placement: 'ALTERNATE_VERTICALLY', info_height: 60 }],
]
const CASES = [
  ...COLUMNS.flatMap(([layout, options]) =>
    [...BESIDE, ...VERTICAL].map(([info, more]) => [`${layout}, ${info}`, { ...options, ...more }] as const),
  ),
  ...ROWS.flatMap(([layout, options]) =>
    VERTICAL.map(([info, more]) => [`${layout}, ${info}`, { ...options, ...more }] as const),
  ),
]

describe('right to left with info agrees with pro-gallery within 1 px (40 items, 3 item sets)', () => {
  it.each(CASES)('%s', (_name, options) => {
    let within = 0
    let total = 0
    let first = ''
    for (const seed of [1, 2, 3]) {
      const r = compare(makeItems(40, seed), { flat: L({ ...options, ...RTL }), info: true })
      within += r.within
      total += r.total
      first ||= r.first
    }
    expect(first).toBe('')
    expect(within).toBe(total)
  })
})

describe('right to left, the info beside an item keeps its side', () => {
  const items = makeItems(12, 7)
  const lay = (placement: string, direction: string) =>
    createLayout({
      items,
      container: { width: 980 },
      options: resolveOptions({
        layoutParams: {
          structure: { galleryLayout: 'grid', responsiveMode: 'SET_ITEMS_PER_ROW', numberOfColumns: 3 },
          info: { placement, width: 100, sizeUnits: 'PIXEL' },
        },
        behaviourParams: { gallery: { layoutDirection: direction } },
      }),
    }) as Layout
  // Where the media starts in its column: after the info when the info is on the left.
  const inset = (layout: Layout) => layout.items.map((it) => it.offset.left - layout.columns[it.column].left)

  it('info on the left: the media starts 100 px into its column in both directions', () => {
    expect(new Set(inset(lay('LEFT', 'LEFT_TO_RIGHT')))).toEqual(new Set([100]))
    expect(new Set(inset(lay('LEFT', 'RIGHT_TO_LEFT')))).toEqual(new Set([100]))
  })

  it('info on the right: the media starts at its column in both directions; the columns mirror', () => {
    const ltr = lay('RIGHT', 'LEFT_TO_RIGHT')
    const rtl = lay('RIGHT', 'RIGHT_TO_LEFT')
    expect(new Set(inset(ltr))).toEqual(new Set([0]))
    expect(new Set(inset(rtl))).toEqual(new Set([0]))
    // The first item's column is the rightmost one right to left.
    expect(rtl.columns[rtl.items[0].column].left + rtl.columns[0].width).toBe(980)
    expect(rtl.items[0].offset.left).toBe(980 - ltr.items[0].offset.left - ltr.columns[0].width)
  })
})
