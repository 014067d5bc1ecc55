// pro-layouts 5.0.148 (pro-gallery's own layouter) run as pro-gallery runs it, and Vitrine's layouter on
// the same input, both read as boxes where a visitor sees the media. Used by proLayoutsAgreement.test.ts.
//
// The same flat pro-gallery 5 options go to both: resolveOptions reads pro-gallery's flat names, and
// pro-layouts takes them through pro-gallery-lib's populateWithDefaultOptions, addPresetOptions and
// processLayouts, with the container pro-gallery gives it (dimensionsHelper.getGalleryDimensions:
// width and height with the spacing correction, less outside thumbnails and arrows). pro-gallery-lib's
// window stand-in is 2,560 px wide, so PERCENT target sizes read that width on both sides.
//
// Where pro-gallery draws a pro-layouts box (its CSS, not its layouter): the gallery sits at the
// gallery spacing, after outside thumbnails on the left or top; a box's media starts after info above
// or on the left; right to left, an item's element (its media and the info beside it, `width +
// infoWidth` wide) sits `offset.left` from the right edge (the left-to-right gallery mirrored), and
// inside it the info keeps the side it names: pro-gallery's ItemView floats the media right for info
// on the left and left for info on the right, whatever the direction; tops are fractional (strips
// stack at exact heights) and are drawn at the nearest pixel.
import { createLayout as proCreateLayout } from 'pro-layouts'
import { addPresetOptions, dimensionsHelper, populateWithDefaultOptions, processLayouts } from 'pro-gallery-lib'
import { resolveOptions } from '../../options'
import { createLayout, type Layout } from '../createLayout'

export type Flat = Record<string, unknown>
export type Box = { top: number; left: number; width: number; height: number }
export type Item = { id: string; width: number; height: number }
/** What both layouters get besides the items. */
export interface Setup {
  /** Flat pro-gallery 5 options (galleryLayout -1, no preset, unless given). */
  flat: Flat
  /** Our input when it is not `flat` (the presets are given by name). */
  ours?: object
  /** An external info renderer exists (info above, below or beside items takes space). */
  info?: boolean
  container?: { width: number; height: number }
}

const CONTAINER = { width: 980, height: 500 }
const WINDOW_WIDTH = 2560
const BASE: Flat = { layoutParams_structure_galleryLayout: -1, layoutParams_structure_itemSpacing: 10 }

/** `n` seeded items with sides of `min` to `max` px. */
export function makeItems(n: number, seed: number, min = 200, max = 4000): Item[] {
  let s = seed >>> 0
  const r = () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
  return Array.from({ length: n }, (_, i) => ({
    id: `item-${seed}-${i}`,
    width: min + Math.floor(r() * (max - min)),
    height: min + Math.floor(r() * (max - min)),
  }))
}

type ProItem = { idx: number; type?: string; offset: { top: number; left: number }; width: number; height: number }
type ProGroup = { items: ProItem[] }
type ProScheme = { items: ProItem[]; groups: ProGroup[]; strips: { groups: ProGroup[] }[]; width: number }

/** pro-gallery's options after its presets and corrections. */
export function proStyleParams(setup: Setup): Flat {
  const options = populateWithDefaultOptions({ ...BASE, ...setup.flat } as never)
  return processLayouts(addPresetOptions(options as never), setup.info ?? false) as Flat
}

/**
 * pro-layouts' boxes where pro-gallery draws the media, and (`dummy`) the items of groups that
 * pro-layouts fills with invisible copies of the last item, and of their strips.
 */
export function proBoxes(items: readonly Item[], setup: Setup): { boxes: Box[]; dummy: Set<number> } {
  const sp = proStyleParams(setup)
  dimensionsHelper.updateParams({ options: sp as never, container: { ...(setup.container ?? CONTAINER) }, id: 'x' })
  const layout = proCreateLayout({
    items: items.map((it) => ({ ...it })),
    container: dimensionsHelper.getGalleryDimensions(),
    styleParams: sp,
    options: {},
  } as never) as ProScheme
  // A group with invisible copies changes its strip's height (vertical galleries) or only itself.
  const dummy = new Set<number>()
  const hasCopies = (group: ProGroup) => group.items.some((it) => it.type === 'dummy')
  const rows = sp.layoutParams_structure_scrollDirection !== 'HORIZONTAL'
  for (const strip of rows ? layout.strips : [])
    if (strip.groups.some(hasCopies)) for (const group of strip.groups) for (const it of group.items) dummy.add(it.idx)
  for (const group of layout.groups) if (hasCopies(group)) for (const it of group.items) dummy.add(it.idx)
  for (const i of dummy) if (i >= items.length) dummy.delete(i)
  const n = (key: string) => Number(sp[`layoutParams_${key}`])
  const g = n('structure_gallerySpacing')
  const horizontal = sp.layoutParams_structure_scrollDirection === 'HORIZONTAL'
  const rtl = sp.behaviourParams_gallery_layoutDirection === 'RIGHT_TO_LEFT'
  const thumbs = sp.layoutParams_thumbnails_enable === true && sp.layoutParams_thumbnails_position === 'OUTSIDE_GALLERY'
  const delta = n('thumbnails_size') + g + n('thumbnails_marginToGallery')
  const align = sp.layoutParams_thumbnails_alignment
  const dx = g + (thumbs && align === 'LEFT' ? delta : 0)
  const dy = g + (thumbs && align === 'TOP' ? delta : 0)
  // The drawn width: the container's, or the scroll width of a horizontal gallery.
  const width = horizontal ? layout.width - n('structure_itemSpacing') + 2 * g : CONTAINER.width
  const placement = String(sp.layoutParams_info_placement)
  const infoAbove = (i: number) =>
    placement.includes('ABOVE') || (i % 2 === 0 && placement.includes('ALTERNATE_VERTICALLY'))
  const infoLeft = (i: number) =>
    placement.includes('LEFT') || (i % 2 === 1 && placement.includes('ALTERNATE_HORIZONTALLY'))
  const boxes = layout.items.map((it, i) => {
    // The item element holds the media and the info beside it; right to left, the element is
    // placed from the right edge, and inside it the media floats to the side away from the info.
    const infoWidth = (it as ProItem & { infoWidth?: number }).infoWidth ?? 0
    const outer = it.offset.left + dx
    const element = rtl ? width - outer - it.width - infoWidth : outer
    return {
      top: Math.round(it.offset.top + dy + (infoAbove(i) ? Number(sp.externalInfoHeight) : 0)),
      left: Math.round(element + (infoLeft(i) ? infoWidth : 0)),
      width: it.width,
      height: it.height,
    }
  })
  return { boxes, dummy }
}

/** Our boxes for the same input. */
export function ourBoxes(items: readonly Item[], setup: Setup): Box[] {
  const input = setup.ours ?? { ...BASE, ...setup.flat }
  const options = resolveOptions(input, { hasInfoRenderer: setup.info ?? false, windowWidth: WINDOW_WIDTH })
  const layout = createLayout({ items, container: setup.container ?? CONTAINER, options }) as Layout
  return layout.items.map((it) => ({ top: it.offset.top, left: it.offset.left, width: it.width, height: it.height }))
}

/** Every side, or only the horizontal ones (where another layer reserves the space below). */
export const ALL = ['top', 'left', 'width', 'height'] as const
export const HORIZONTAL = ['left', 'width'] as const

/**
 * Boxes of `items` within 1 px of pro-layouts' on `sides`, of those compared (items of pro-layouts'
 * groups with invisible copies are not: see the documented differences), and the first that is not.
 */
export function compare(
  items: readonly Item[],
  setup: Setup,
  sides: readonly (keyof Box)[] = ALL,
): { within: number; total: number; first: string } {
  const ours = ourBoxes(items, setup)
  const { boxes, dummy } = proBoxes(items, setup)
  let within = 0
  let total = 0
  let first = ''
  ours.forEach((box, i) => {
    if (dummy.has(i)) return
    total++
    if (sides.every((k) => Math.abs(box[k] - boxes[i][k]) <= 1)) within++
    else first ||= `item ${i}: ours ${JSON.stringify(box)}, pro-layouts ${JSON.stringify(boxes[i])}`
  })
  return { within, total, first }
}
