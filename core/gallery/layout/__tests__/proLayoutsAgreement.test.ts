// Layouts identical to pro-gallery's: our layouter against pro-layouts 5.0.148 (pro-gallery's own,
// options through pro-gallery-lib's populateWithDefaultOptions, addPresetOptions and
// processLayouts, as pro-gallery passes them) on the same seeded items, a 980 x 500 container and
// spacing 10. Every box within 1 px on every side; thumbnails and slideshow by left and width only
// (their thumbnail strip and info are reserved by other layers in each library).
import { createLayout as proCreateLayout } from 'pro-layouts'
import { addPresetOptions, populateWithDefaultOptions, processLayouts } from 'pro-gallery-lib'
import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../options'
import { createLayout, type Layout } from '../createLayout'

/** `n` seeded items with sides of 200 to 4,000 px. */
function makeItems(n: number, seed: number) {
  let s = seed >>> 0
  const r = () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
  return Array.from({ length: n }, (_, i) => ({
    id: `item-${seed}-${i}`,
    width: 200 + Math.floor(r() * 3800),
    height: 200 + Math.floor(r() * 3800),
  }))
}

type Box = { top: number; left: number; width: number; height: number }
type Flat = Record<string, unknown>
const CONTAINER = { width: 980, height: 500 }
const SEEDS = [1, 2, 3, 4, 5]

function proBoxes(items: ReturnType<typeof makeItems>, flat: Flat): Box[] {
  const options = populateWithDefaultOptions({ layoutParams_structure_itemSpacing: 10, ...flat } as never)
  const styleParams = processLayouts(addPresetOptions(options as never), false)
  const layout = proCreateLayout({
    items: items.map((it) => ({ ...it })),
    container: { ...CONTAINER },
    styleParams,
    options: {},
  } as never) as { items: { offset: { top: number; left: number }; width: number; height: number }[] }
  return layout.items.map((it) => ({ top: it.offset.top, left: it.offset.left, width: it.width, height: it.height }))
}

function ourBoxes(items: ReturnType<typeof makeItems>, input: object): Box[] {
  const layout = createLayout({ items, container: CONTAINER, options: resolveOptions(input) }) as Layout
  return layout.items.map((it) => ({ top: it.offset.top, left: it.offset.left, width: it.width, height: it.height }))
}

/** Share of boxes within 1 px of pro-layouts', and the first that is not. */
function agreement(input: object, flat: Flat, sides: readonly (keyof Box)[]): { share: number; first: string } {
  let within = 0
  let total = 0
  let first = ''
  for (const seed of SEEDS) {
    const items = makeItems(40, seed)
    const ours = ourBoxes(items, input)
    const pro = proBoxes(items, flat)
    ours.forEach((box, i) => {
      total++
      if (sides.every((k) => Math.abs(box[k] - pro[i][k]) <= 1)) within++
      else first ||= `seed ${seed} item ${i}: ours ${JSON.stringify(box)}, pro-layouts ${JSON.stringify(pro[i])}`
    })
  }
  return { share: within / total, first }
}

const ALL = ['top', 'left', 'width', 'height'] as const
const HORIZONTAL = ['left', 'width'] as const
// Preset names and pro-gallery's numbers for them.
const PRESETS: [name: string, code: number, sides: readonly (keyof Box)[]][] = [
  ['empty', -1, ALL],
  ['collage', 0, ALL],
  ['masonry', 1, ALL],
  ['grid', 2, ALL],
  ['thumbnails', 3, HORIZONTAL],
  ['slider', 4, ALL],
  ['slideshow', 5, HORIZONTAL],
  ['panorama', 6, ALL],
  ['column', 7, ALL],
  ['fullsize', 9, ALL],
  ['bricks', 10, ALL],
  ['mix', 11, ALL],
  ['alternate', 12, ALL],
]

describe('layouts agree with pro-layouts 5.0.148 within 1 px', () => {
  it.each(PRESETS)('%s (40 items, 980 x 500, spacing 10, 5 item sets)', (name, code, sides) => {
    const result = agreement(
      { layoutParams: { structure: { galleryLayout: name, itemSpacing: 10 } } },
      { layoutParams_structure_galleryLayout: code },
      sides,
    )
    expect(result.first).toBe('')
    expect(result.share).toBe(1)
  })
})
