/**
 * The state of one layout pass and what the strip, column and row passes do with it: box ratios in
 * typed arrays, group formation (type choice, minimum item size) and emission of whole-pixel item
 * boxes into the pass's {@link ItemStore}.
 *
 * Data first, on purpose. Every number a pass reads or changes sits in one `Float64Array` (`num`,
 * named slots below), and the functions the passes call per group take typed arrays, arrays of
 * numbers and indices, never a per-pass object. Their optimized code then depends on nothing a
 * garbage collection can take away: a full GC that collects the last layout does not drop the
 * hidden classes it was compiled against, so a page that laid out before keeps the fast code.
 */
import { GALLERY_CONSTANTS } from '../options/constants'
import {
  COEF,
  FRAME,
  GEOMETRY_SLOTS,
  GROUP_TYPE_SIZE,
  groupCoefficients,
  placeGroupItems,
  RECTS,
  SPACING,
} from './groupGeometry'
import { fitTypeToCount, tableIndex, type GroupTypeTable } from './groupTypeTable'
import { CELLS, createItemStore, LayoutItem, type ItemStore, type LayoutSourceItem } from './LayoutItem'
import { Mode, type LayoutConfig } from './toLayoutConfig'

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
const MIN_SIZE = GEOMETRY_SLOTS
const MAX_GROUP = GEOMETRY_SLOTS + 1
/** 1 for strips and rows, 0 for columns. */
const ROWS = GEOMETRY_SLOTS + 2
/** 1 when boxes are mirrored about the content box as they are emitted. */
const MIRROR = GEOMETRY_SLOTS + 3
const EDGE = GEOMETRY_SLOTS + 4
/** The size groups are measured at for the minimum item size. */
export const TARGET = GEOMETRY_SLOTS + 5
/** The loop guard: a pass gives up after this many loops (each counts its own in a local). */
export const MAX_LOOPS = GEOMETRY_SLOTS + 6
/** The first slot a pass may use for its own numbers; {@link NUM_SLOTS} in all. */
export const PASS_SLOTS = GEOMETRY_SLOTS + 7
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
  /** This pass's items, by local index. */
  readonly out: LayoutItem<TItem>[]
  readonly store: ItemStore<TItem>
  /** Box ratios (width / height) after crop; two spare slots so groups near the end read three. */
  readonly ratio: Float64Array
  /** The media's own ratios. */
  readonly orig: Float64Array
  /** Every number of the pass, by slot (geometry, settings, loop guard, the pass's own). */
  readonly num: Float64Array
}

/** A pass over `src` (global index of `src[0]`: `base`), emitting into `out`; checks every item. */
export function createLayoutRun<TItem extends LayoutSourceItem>(
  cfg: LayoutConfig,
  src: readonly TItem[],
  base: number,
  out: LayoutItem<TItem>[],
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
  num[TARGET] = cfg.target
  num[MAX_LOOPS] = maxLoops
  const store = createItemStore(src, base, cfg)
  // The ratio loop comes last: its optimized code then meets nothing new on its way out.
  const { cropEnabled, cropRatios, cropMethod, smartCrop } = cfg
  const nr = cropRatios.length
  for (let i = 0; i < n; i++) {
    const item = src[i]
    if (item === null || typeof item !== 'object' || typeof item.id !== 'string') {
      throw new TypeError(`createLayout: items[${base + i}] must be an object with a string id`)
    }
    const w = item.width
    const h = item.height
    const r = w > 0 && h > 0 && w < Infinity && h < Infinity ? w / h : 1
    orig[i] = r
    if (!cropEnabled) {
      ratio[i] = r
      continue
    }
    let c = nr > 1 ? cropRatios[(base + i) % nr] : cropRatios[0]
    if (smartCrop) c = r < GALLERY_CONSTANTS.portraitRatioBelow ? Math.min(c, 1 / c) : Math.max(c, 1 / c)
    if (cropMethod === 2) c = Math.max(c, r)
    else if (cropMethod === 3) c = Math.min(c, r)
    ratio[i] = c
  }
  return { cfg, src, base, out, store, ratio, orig, num }
}

/**
 * Forms the group starting at local index p, with `left` items left in the pass: returns its type
 * code (its item count is `GROUP_TYPE_SIZE[type]`) and writes its width coefficients into
 * `num[COEF..]`. `seed` picks among candidate types (the group's place in strips, the id's
 * character sum in columns); `repeating` are the types to cycle through, if any.
 */
export function formGroup(
  num: Float64Array,
  ratio: Float64Array,
  orig: Float64Array,
  table: GroupTypeTable,
  repeating: readonly number[],
  p: number,
  left: number,
  groupIdx: number,
  seed: number,
): number {
  const n = Math.min(num[MAX_GROUP], left)
  const rows = num[ROWS] === 1
  if (repeating.length > 0) {
    const type = fitTypeToCount(repeating[groupIdx % repeating.length], n, rows)
    groupCoefficients(type, ratio, p, num)
    return type
  }
  let pattern = 0
  if (n === 3) {
    const portrait = GALLERY_CONSTANTS.portraitRatioBelow
    pattern = (orig[p] < portrait ? 1 : 0) | (orig[p + 1] < portrait ? 2 : 0) | (orig[p + 2] < portrait ? 4 : 0)
  }
  const minSize = num[MIN_SIZE]
  for (let f = n; f >= 1; f--) {
    const list = table[tableIndex(n, f, pattern)]
    const type = list.length === 1 ? list[0] : list[seed % list.length]
    groupCoefficients(type, ratio, p, num)
    const count = GROUP_TYPE_SIZE[type]
    if (count === 1 || f === 1 || minSize <= 0) return type
    // Minimum item size, checked at the target size as the reference does.
    const t = num[TARGET]
    num[FRAME + 2] = rows ? num[COEF] * t + num[COEF + 1] : t
    num[FRAME + 3] = rows ? t : (t - num[COEF + 1]) / num[COEF]
    placeGroupItems(type, ratio, p, num)
    let ok = true
    for (let k = RECTS; k < RECTS + 4 * count; k += 4) {
      if (num[k + 2] < minSize || num[k + 3] < minSize) ok = false
    }
    if (ok) return type
  }
  return 0
}

/**
 * Emits the items of a group of type `type` at local index p, in the box `num[FRAME..]`: each box
 * rounded to whole pixels (edges rounded, so neighbours keep their spacing) into `cells`.
 */
export function emitGroup(
  num: Float64Array,
  ratio: Float64Array,
  cells: Int32Array,
  type: number,
  p: number,
  group: number,
  track: number,
): void {
  placeGroupItems(type, ratio, p, num)
  const count = GROUP_TYPE_SIZE[type]
  const x0 = num[FRAME]
  const y0 = num[FRAME + 1]
  const mirror = num[MIRROR] === 1
  for (let k = 0; k < count; k++) {
    const j = RECTS + 4 * k
    const x = x0 + num[j]
    const y = y0 + num[j + 1]
    const l = Math.round(x)
    const t = Math.round(y)
    const iw = Math.max(1, Math.round(x + num[j + 2]) - l)
    const ih = Math.max(1, Math.round(y + num[j + 3]) - t)
    const c = CELLS * (p + k)
    cells[c] = t
    cells[c + 1] = mirror ? num[EDGE] - l - iw : l
    cells[c + 2] = iw
    cells[c + 3] = ih
    cells[c + 4] = group
    cells[c + 5] = track
    cells[c + 6] = type
  }
}

/** Makes the item views of a completed pass, in order (after the boxes, so they sit together in memory). */
export function emitItems<TItem extends LayoutSourceItem>(run: LayoutRun<TItem>): void {
  const { out, store } = run
  for (let i = 0; i < out.length; i++) out[i] = new LayoutItem(store, i)
}

/** The reference's per-item seed for column layouts: the sum of the id's character codes. */
export function idSeed(id: string): number {
  let sum = 0
  for (let i = 0; i < id.length; i++) sum += id.charCodeAt(i)
  return sum
}
