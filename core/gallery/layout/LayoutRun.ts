/**
 * The state of one layout pass: box ratios in typed arrays, the number slots every pass reads, and
 * the pass's {@link ItemStore}. Groups are formed in `formGroup` and emitted in `emitGroup`.
 *
 * Data first, on purpose. Every number a pass reads or changes sits in one `Float64Array` (`num`,
 * named slots below), and the functions the passes call per group take typed arrays, arrays of
 * numbers and indices, never a per-pass object. Their optimized code then depends on nothing a
 * garbage collection can take away: a full GC that collects the last layout does not drop the
 * hidden classes it was compiled against, so a page that laid out before keeps the fast code.
 */
import { GALLERY_CONSTANTS } from '../options/constants'
import { GEOMETRY_SLOTS, SPACING } from './groupGeometry'
import { MAX_ITEM_RATIO } from './layoutLimits'
import { createItemStore, LayoutItem, type ItemStore, type LayoutSourceItem } from './LayoutItem'
import { CropMethod, Mode, type LayoutConfig } from './toLayoutConfig'

/** Where a pass resumes when items are appended: the state before the last strip or group. */
export interface Resume {
  /** Global index of the first item to lay out again. */
  start: number
  y: number
  x: number
  strip: number
  group: number
  inStrip: number
  /** Column bottoms before the last group (column layouts). */
  heights: Float64Array | null
}

// Slots of LayoutRun.num after the geometry's: the pass's settings, then its loop guard.
/** The minimum item size. */
export const MIN_SIZE = GEOMETRY_SLOTS
/** The largest group size. */
export const MAX_GROUP = GEOMETRY_SLOTS + 1
/** 1 for strips and rows, 0 for columns. */
export const ROWS = GEOMETRY_SLOTS + 2
/** 1 when boxes are mirrored about the content box as they are emitted. */
export const MIRROR = GEOMETRY_SLOTS + 3
/** What a mirrored box's left edge is subtracted from: twice the content box's left plus its width. */
export const EDGE = GEOMETRY_SLOTS + 4
/** The size groups are measured at for the minimum item size. */
export const TARGET = GEOMETRY_SLOTS + 5
/** The loop guard: a pass gives up after this many loops (each counts its own in a local). */
export const MAX_LOOPS = GEOMETRY_SLOTS + 6
/**
 * What `formGroup` leaves for its caller: the period of its result in the seed (1 when no choice
 * read the seed; else the product of the lengths of the candidate lists it chose from), so a group
 * formed again with a seed that many apart comes out the same.
 */
export const SEED_PERIOD = GEOMETRY_SLOTS + 7
/** The first slot a pass may use for its own numbers; {@link NUM_SLOTS} in all. */
export const PASS_SLOTS = GEOMETRY_SLOTS + 8
/** Length of {@link LayoutRun.num}. */
export const NUM_SLOTS = PASS_SLOTS + 16

/**
 * What a pass's loop reads and writes: the number slots, the box ratios, the media ratios and the
 * item cells (a plain array, whose hidden class is one of V8's own and never collected).
 */
export type PassArrays = readonly [num: Float64Array, ratio: Float64Array, orig: Float64Array, cells: Int32Array]

/** One layout pass over `src`, whose first item has the global index `base`. */
export interface LayoutRun<TItem extends LayoutSourceItem> {
  readonly cfg: LayoutConfig
  readonly src: readonly TItem[]
  readonly base: number
  readonly store: ItemStore<TItem>
  /** Box ratios (width / height) after crop; two spare slots so groups near the end read three. */
  readonly ratio: Float64Array
  /** The media's own ratios. */
  readonly orig: Float64Array
  /** Every number of the pass, by slot (geometry, settings, loop guard, the pass's own). */
  readonly num: Float64Array
}

/** A pass over `src` (global index of `src[0]`: `base`); checks every item. */
export function createLayoutRun<TItem extends LayoutSourceItem>(
  cfg: LayoutConfig,
  src: readonly TItem[],
  base: number,
  maxLoops: number,
): LayoutRun<TItem> {
  const n = src.length
  const ratio = new Float64Array(n + 2)
  const orig = new Float64Array(n + 2)
  ratio[n] = ratio[n + 1] = orig[n] = orig[n + 1] = 1
  const num = new Float64Array(NUM_SLOTS)
  num[SPACING] = cfg.spacing
  num[MIN_SIZE] = cfg.minItemSize
  num[MAX_GROUP] = cfg.maxGroupSize
  num[ROWS] = cfg.mode !== Mode.Columns ? 1 : 0
  num[MIRROR] = cfg.rtl && cfg.mode !== Mode.Row ? 1 : 0
  num[EDGE] = 2 * cfg.left + cfg.width
  // The minimum item size is checked at the target size as pro-layouts measures groups: with one
  // spacing (and the gallery spacing's correction) included, so the items are that much smaller.
  num[TARGET] = Math.floor(cfg.target) + Math.ceil(cfg.spacing - 2 * cfg.gallerySpacing) - cfg.spacing
  num[MAX_LOOPS] = maxLoops
  const run = { cfg, src, base, store: createItemStore(src, base, cfg), ratio, orig, num }
  // The ratio loop comes last, after the run is built: its optimized code (entered in the loop, on
  // a page's first layout) then meets nothing new on its way out. With the run's object literal
  // after the loop, that code deoptimized at the literal and the next layout started interpreted.
  const { cropEnabled, cropRatios, cropMethod, smartCrop } = cfg
  const nr = cropRatios.length
  for (let i = 0; i < n; i++) {
    const item = src[i]
    if (item === null || typeof item !== 'object' || typeof item.id !== 'string') {
      throw new TypeError(`createLayout: items[${base + i}] must be an object with a string id`)
    }
    const w = item.width
    const h = item.height
    // Sides that are missing, zero or infinite lay out square; ratios stay within the limits.
    const wh = w > 0 && h > 0 && w < Infinity && h < Infinity ? w / h : 1
    const r = wh > MAX_ITEM_RATIO ? MAX_ITEM_RATIO : wh < 1 / MAX_ITEM_RATIO ? 1 / MAX_ITEM_RATIO : wh
    orig[i] = r
    if (!cropEnabled) {
      ratio[i] = r
      continue
    }
    let c = nr > 1 ? cropRatios[(base + i) % nr] : cropRatios[0]
    if (smartCrop) c = r < GALLERY_CONSTANTS.portraitRatioBelow ? Math.min(c, 1 / c) : Math.max(c, 1 / c)
    if (cropMethod === CropMethod.Min) c = Math.max(c, r)
    else if (cropMethod === CropMethod.Max) c = Math.min(c, r)
    ratio[i] = c
  }
  return run
}

/**
 * The item views of a completed pass, in order, in a new array: made after the boxes, so the views
 * sit together in memory and the array is still new while they are stored into it (storing into an
 * older array records every store for the collector).
 */
export function emitItems<TItem extends LayoutSourceItem>(run: LayoutRun<TItem>): LayoutItem<TItem>[] {
  const { src, store } = run
  const out: LayoutItem<TItem>[] = new Array(src.length)
  for (let i = 0; i < out.length; i++) out[i] = new LayoutItem(store, i)
  return out
}

/** The reference's per-item seed for column layouts: the sum of the id's character codes. */
export function idSeed(id: string): number {
  let sum = 0
  for (let i = 0; i < id.length; i++) sum += id.charCodeAt(i)
  return sum
}
