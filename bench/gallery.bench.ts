// The gallery layouter at 10,000 and 100,000 seeded items (sides 200 to 4,000 px), width 980,
// spacing 10: Vitrine (collage with default options; grid and masonry with SET_ITEMS_PER_ROW and
// 3 columns) against pro-layouts 5 (the reference), react-photo-album (rows at 250 px, masonry),
// justified-layout, and a minimal greedy rows pass with the same output shape as the floor.
// Targets: collage at 100k within 2x the floor; >= 50x faster than pro-layouts per shared preset;
// <= half of react-photo-album rows; <= 250 retained bytes per item; appending 100 items to a
// 100k layout < 1% of laying out all of them.
import { createLayout as proCreateLayout } from 'pro-layouts'
import { addPresetOptions, defaultOptions, processLayouts } from 'pro-gallery-lib'
import { computeMasonryLayout, computeRowsLayout } from 'react-photo-album'
import justifiedLayout from 'justified-layout'
import { appendToLayout, createLayout, resolveOptions } from '../core/gallery'
import { fmt, retainedBytes, seeded, timeInterleaved, timeIt, type BenchRow } from './harness'

export const title = 'Gallery layouter: 10,000 and 100,000 items at width 980'

const WIDTH = 980
const SPACING = 10
const SIZES = (process.env.BENCH_GALLERY_SIZES ?? '10000,100000').split(',').map(Number)
const PRO_MAX = Number(process.env.BENCH_GALLERY_PRO_MAX ?? 100_000)

type Item = { id: string; width: number; height: number }
function makeItems(n: number, seed = 42): Item[] {
  const r = seeded(seed)
  return Array.from({ length: n }, (_, i) => ({
    id: `item-${i}`,
    width: 200 + Math.floor(r() * 3800),
    height: 200 + Math.floor(r() * 3800),
  }))
}

const resolve = (input: object) => resolveOptions(input)
const COLLAGE = resolve({ layoutParams: { structure: { galleryLayout: 'collage', itemSpacing: SPACING } } })
const COLUMNS3 = (layout: string) => ({
  layoutParams: {
    structure: {
      galleryLayout: layout,
      itemSpacing: SPACING,
      responsiveMode: 'SET_ITEMS_PER_ROW',
      numberOfColumns: 3,
      layoutOrientation: 'VERTICAL',
    },
    groups: { groupSize: 1, allowedGroupTypes: ['1'], density: 0 },
  },
})
const GRID = resolve({
  ...COLUMNS3('grid'),
  layoutParams: { ...COLUMNS3('grid').layoutParams, crop: { enable: true, method: 'FILL', ratios: [1] } },
})
const MASONRY = resolve(COLUMNS3('masonry'))

// pro-layouts takes pro-gallery's flat options after its presets and corrections.
function proOptions(layout: number): Record<string, unknown> {
  const flat: Record<string, unknown> = {
    ...(defaultOptions as Record<string, unknown>),
    layoutParams_structure_galleryLayout: layout,
    layoutParams_structure_itemSpacing: SPACING,
  }
  if (layout !== 0)
    Object.assign(flat, {
      layoutParams_structure_responsiveMode: 'SET_ITEMS_PER_ROW',
      layoutParams_structure_numberOfColumns: 3,
    })
  return processLayouts(addPresetOptions(flat), false) as Record<string, unknown>
}

// The floor: greedy rows at the collage target height, same output shape, whole pixels.
function floorRows(items: readonly Item[], target: number) {
  const out: { id: string; idx: number; offset: { top: number; left: number }; width: number; height: number }[] =
    new Array(items.length)
  let top = 0
  let start = 0
  let sum = 0
  for (let i = 0; i < items.length; i++) {
    sum += items[i].width / items[i].height
    const h = (WIDTH - (i - start) * SPACING) / sum
    if (h <= target || i === items.length - 1) {
      let left = 0
      for (let j = start; j <= i; j++) {
        const it = items[j]
        const w = Math.round((it.width / it.height) * h)
        out[j] = { id: it.id, idx: j, offset: { top, left }, width: w, height: Math.round(h) }
        left += w + SPACING
      }
      top += Math.round(h) + SPACING
      start = i + 1
      sum = 0
    }
  }
  return { width: WIDTH, height: top - SPACING, items: out }
}

export default async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  for (const n of SIZES) {
    const items = makeItems(n)
    const extra = makeItems(100, 7).map((it, i) => ({ ...it, id: `extra-${i}` }))
    const photos = items.map((it) => ({ src: it.id, key: it.id, width: it.width, height: it.height }))
    const ratios = items.map((it) => it.width / it.height)
    const opts = (few: boolean) => (few ? { warmup: 0, runs: 1, minMs: 0 } : { warmup: 3, runs: 7, minMs: 400 })
    const big = n >= 100_000
    // The floor and Vitrine's three presets are timed in interleaved rounds from a collected heap, so
    // their ratios do not depend on which one inherited the other's garbage.
    const timed = await timeInterleaved(
      {
        floor: () => floorRows(items, 250),
        collage: () => createLayout({ items, container: { width: WIDTH }, options: COLLAGE }),
        grid: () => createLayout({ items, container: { width: WIDTH }, options: GRID }),
        masonry: () => createLayout({ items, container: { width: WIDTH }, options: MASONRY }),
      },
      { warmup: 3, rounds: big ? 9 : 15 },
    )
    const floor = timed.floor
    const row = (
      preset: string,
      subject: string,
      ms: number,
      bytes?: number,
      extraFigures: Record<string, number> = {},
    ): void => {
      rows.push({
        case: `${preset} ${n / 1000}k`,
        subject,
        ms: fmt(ms),
        'ns/item': fmt((ms * 1e6) / n, 0),
        'x floor': fmt(ms / floor),
        ...(bytes !== undefined ? { 'bytes/item': fmt(bytes / n, 0) } : {}),
        ...extraFigures,
      })
    }
    row(
      'rows',
      'floor: greedy rows',
      floor,
      retainedBytes(() => floorRows(items, 250)),
    )

    const vitrine: Record<string, number> = {}
    for (const [preset, options] of [
      ['collage', COLLAGE],
      ['grid', GRID],
      ['masonry', MASONRY],
    ] as const) {
      const ms = timed[preset]
      vitrine[preset] = ms
      const bytes = retainedBytes(() => createLayout({ items, container: { width: WIDTH }, options }))
      const figures: Record<string, number> = {}
      if (preset === 'collage') {
        const base = createLayout({ items, container: { width: WIDTH }, options })
        if (base) {
          const append = await timeIt(() => appendToLayout(base, extra), { warmup: 20, runs: 50, minMs: 200 })
          figures['append 100 ms'] = fmt(append, 4)
          figures['append / full %'] = fmt((append / ms) * 100, 3)
          // Reading `items` of the appended layout flattens its shared segments once (O(n) copy).
          const withRead = await timeIt(() => (appendToLayout(base, extra) as { items: unknown[] }).items.length, {
            warmup: 5,
            runs: 20,
            minMs: 200,
          })
          figures['append+read items %'] = fmt((withRead / ms) * 100, 3)
        }
      }
      row(preset, 'vitrine', ms, bytes, figures)
    }

    if (n <= PRO_MAX) {
      for (const [preset, layout] of [
        ['collage', 0],
        ['grid', 2],
        ['masonry', 1],
      ] as const) {
        const styleParams = proOptions(layout)
        const make = () =>
          proCreateLayout({ items, container: { width: WIDTH, height: 500 }, styleParams, options: {} } as never)
        const ms = await timeIt(make, opts(big))
        row(preset, 'pro-layouts 5.0.148', ms, big ? undefined : retainedBytes(make), {
          'vitrine x faster': fmt(ms / vitrine[preset], 1),
        })
      }
    }
    const rpaRows = await timeIt(() => computeRowsLayout(photos, SPACING, 0, WIDTH, 250), opts(big))
    row(
      'rows 250',
      'react-photo-album rows',
      rpaRows,
      big ? undefined : retainedBytes(() => computeRowsLayout(photos, SPACING, 0, WIDTH, 250)),
      { 'vitrine collage / this': fmt(vitrine.collage / rpaRows, 2) },
    )
    const rpaMasonry = await timeIt(() => computeMasonryLayout(photos, SPACING, 0, WIDTH, 3), opts(false))
    row(
      'masonry',
      'react-photo-album masonry',
      rpaMasonry,
      retainedBytes(() => computeMasonryLayout(photos, SPACING, 0, WIDTH, 3)),
      { 'vitrine masonry / this': fmt(vitrine.masonry / rpaMasonry, 2) },
    )
    // justified-layout is quadratic in the item count (about 45 s at 100k): one run there.
    const justify = () =>
      justifiedLayout(ratios, { containerWidth: WIDTH, boxSpacing: SPACING, containerPadding: 0, targetRowHeight: 250 })
    const jl = await timeIt(justify, opts(big))
    row('rows 250', 'justified-layout', jl, big ? undefined : retainedBytes(justify))
  }
  return rows
}
