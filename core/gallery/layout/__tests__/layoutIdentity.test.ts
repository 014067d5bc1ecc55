// The layouter's output pinned: the SHA-256 of every box (and the layout's size and counts) over a
// matrix of presets and options, laid out whole and by appending. The speed work on the passes must
// not move a single pixel; a change here means the boxes changed, which the example and property
// tests then have to justify before the hash is updated. Last updated when every option family was
// made to agree with pro-layouts (proLayoutsAgreement.test.ts): the minimum item size measured at
// pro-layouts' target (with the spacing and gallery spacing corrections), side info as a share of
// the column with its spacing, grids' shared height stacked exactly, info alternating above the even
// items (columns and rows) and the row height of an odd spacing.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { GALLERY_LAYOUTS, resolveOptions } from '../../options'
import { appendToLayout, createLayout, type Layout } from '../createLayout'

/** 600 seeded items: landscape, portrait, square, panoramas, and a few without usable sides. */
function makeItems(n: number, seed: number) {
  let s = seed >>> 0
  const r = () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
  return Array.from({ length: n }, (_, i) => {
    const kind = r()
    const width = kind < 0.02 ? 0 : kind < 0.04 ? 5000 : 200 + Math.floor(r() * 3800)
    const height = kind < 0.03 ? Number.NaN : kind < 0.05 ? 300 : 200 + Math.floor(r() * 3800)
    return { id: `item-${seed}-${i}`, width, height }
  })
}

const ITEMS = makeItems(600, 7)

function digest(layout: Layout): string {
  const parts: (string | number)[] = [layout.width, layout.height, layout.kind, layout.stripCount, layout.groupCount]
  for (const it of layout.items) {
    const c = it.crop
    parts.push(it.id, it.idx, it.offset.top, it.offset.left, it.width, it.height, it.group, it.strip, it.column)
    parts.push(it.groupType, c.innerWidth, c.innerHeight, c.innerTop, c.innerLeft)
  }
  for (const col of layout.columns) parts.push(col.left, col.width)
  return parts.join(',')
}

type Case = [name: string, options: object, container?: { width: number; height?: number }]
const preset = (galleryLayout: string, structure: object = {}, rest: object = {}) => ({
  layoutParams: { structure: { galleryLayout, ...structure }, ...rest },
})
// The 'empty' preset forces nothing, so the user's group, crop and info options apply.
const collage = (groups: object, structure: object = {}, rest: object = {}) =>
  preset('empty', structure, { groups: { groupSize: 3, ...groups }, ...rest })

const CASES: Case[] = [
  ...GALLERY_LAYOUTS.filter((l) => l !== 'magic').map((l): Case => [l, preset(l)]),
  ...GALLERY_LAYOUTS.filter((l) => l !== 'magic').map((l): Case => [
    `${l} rtl`,
    { ...preset(l), behaviourParams: { gallery: { layoutDirection: 'RIGHT_TO_LEFT' } } },
  ]),
  ['collage spacing 0', preset('collage', { itemSpacing: 0 })],
  ['collage spacing 37', preset('collage', { itemSpacing: 37, gallerySpacing: 12 })],
  ['collage narrow', preset('collage'), { width: 320 }],
  ['collage wide', preset('collage'), { width: 2560 }],
  ...[0, 0.1, 0.35, 0.5, 0.8, 1].map((density): Case => [`collage density ${density}`, collage({ density })]),
  ...[1, 2, 3].map((groupSize): Case => [`collage groupSize ${groupSize}`, collage({ groupSize })]),
  ['collage by orientation', collage({ groupByOrientation: true })],
  ['collage not by orientation', collage({ groupByOrientation: false })],
  ['collage 2 groups per row', collage({ numberOfGroupsPerRow: 2 })],
  ['collage 5 groups per row', collage({ numberOfGroupsPerRow: 5 })],
  ['collage allowed 1,3t,3l', collage({ allowedGroupTypes: ['1', '3t', '3l'] })],
  ['collage allowed 2h', collage({ allowedGroupTypes: ['2h'] })],
  ['collage allowed 3h,3v,3b,3r', collage({ allowedGroupTypes: ['3h', '3v', '3b', '3r'] })],
  ['collage repeating 3b,2h,1', collage({ repeatingGroupTypes: ['3b', '2h', '1'] })],
  ['collage columns orientation', preset('collage', { layoutOrientation: 'VERTICAL' })],
  [
    'collage columns 4',
    collage({}, { layoutOrientation: 'VERTICAL', numberOfColumns: 4, responsiveMode: 'SET_ITEMS_PER_ROW' }),
  ],
  ['collage target 150 px', collage({}, {}, { targetItemSize: { unit: 'PIXEL', value: 150 } })],
  ['collage target 600 px', collage({}, {}, { targetItemSize: { unit: 'PIXEL', value: 600 } })],
  ['collage min item size 40', collage({}, {}, { targetItemSize: { unit: 'PIXEL', value: 300, minimum: 40 } })],
  ['collage min item size 250', collage({}, {}, { targetItemSize: { unit: 'PIXEL', value: 300, minimum: 250 } })],
  ['collage crop fill 1', collage({}, {}, { crop: { enable: true, ratios: [1], method: 'FILL' } })],
  ['collage crop fit 16/9', collage({}, {}, { crop: { enable: true, ratios: ['16/9'], method: 'FIT' } })],
  [
    'collage crop 3 ratios smart',
    collage({}, {}, { crop: { enable: true, ratios: [1, 1.5, 0.5], enableSmartCrop: true } }),
  ],
  ['collage crop MIN', collage({}, {}, { crop: { enable: true, ratios: [1.2], method: 'MIN' } })],
  ['collage crop MAX', collage({}, {}, { crop: { enable: true, ratios: [1.2], method: 'MAX', alignment: 'TOP' } })],
  ['slider info below', preset('slider', {}, { info: { placement: 'BELOW', height: 40 } })],
  ['slideshow info above', preset('slideshow', {}, { info: { placement: 'ABOVE', height: 40 } })],
  [
    'masonry columns info below',
    preset('masonry', { layoutOrientation: 'VERTICAL' }, { info: { placement: 'BELOW', height: 30 } }),
  ],
  [
    'collage groupSize 1 columns info alternate',
    collage(
      { groupSize: 1 },
      { layoutOrientation: 'VERTICAL' },
      { info: { placement: 'ALTERNATE_VERTICALLY', height: 30 } },
    ),
  ],
  [
    'collage groupSize 1 columns info left',
    collage({ groupSize: 1 }, { layoutOrientation: 'VERTICAL' }, { info: { placement: 'LEFT', width: 25 } }),
  ],
  ['masonry columns', preset('masonry', { layoutOrientation: 'VERTICAL' })],
  ['grid 5 per row', preset('grid', { responsiveMode: 'SET_ITEMS_PER_ROW', numberOfColumns: 5 })],
  ['grid info right', preset('grid', {}, { info: { placement: 'RIGHT', width: 120, sizeUnits: 'PIXEL' } })],
  ['column info alternate', preset('column', {}, { info: { placement: 'ALTERNATE_VERTICALLY', height: 50 } })],
  ['thumbnails outside', preset('slideshow', {}, { thumbnails: { enable: true, position: 'OUTSIDE_GALLERY' } })],
  ['slider tall', preset('slider'), { width: 980, height: 800 }],
]

describe('layout identity', () => {
  it('lays out every case to the pinned boxes, whole and appended in three parts', () => {
    const hash = createHash('sha256')
    for (const [name, input, container = { width: 980, height: 500 }] of CASES) {
      const options = resolveOptions(input)
      const whole = createLayout({ items: ITEMS, container, options })
      hash.update(`${name}\n${digest(whole)}\n`)
      let parts = createLayout({ items: ITEMS.slice(0, 101), container, options })
      parts = appendToLayout(parts, ITEMS.slice(101, 350))
      parts = appendToLayout(parts, ITEMS.slice(350))
      hash.update(`${name} appended\n${digest(parts)}\n`)
    }
    expect(hash.digest('hex')).toBe('69e0c26bf87c5383ab91cc3f6b936f4b67191ac86ce3d02a30f87d4859555b47')
  })
})
