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
import { COEF, FRAME, GEOMETRY_SLOTS, GROUP_TYPE_SIZE, SPACING } from './groupGeometry'
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
  const run = { cfg, src, base, out, store: createItemStore(src, base, cfg), ratio, orig, num }
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
  return run
}

/**
 * Forms the group starting at local index p, with `left` items left in the pass: returns its type
 * code (its item count is `GROUP_TYPE_SIZE[type]`) and writes its width coefficients into
 * `num[COEF..]`. `seed` picks among candidate types (the group's place in strips, the id's
 * character sum in columns); `repeating` are the types to cycle through, if any.
 *
 * The geometry is computed here in locals, without calls or numbers stored to be read back: a
 * page's first layout runs this interpreted until its optimized code arrives, and there each call
 * and each number loaded from an array costs (docs/benchmarks.md, "Gallery layouter"). The minimum-size check
 * computes the item sides `emitGroup` would place, written out again; `groupGeometry.property.test`
 * keeps the two in step.
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
  const s = num[SPACING]
  const r0 = ratio[p]
  const r1 = ratio[p + 1]
  const r2 = ratio[p + 2]
  const cycle = repeating.length > 0
  let pattern = 0
  if (n === 3 && !cycle) {
    const portrait = GALLERY_CONSTANTS.portraitRatioBelow
    pattern = (orig[p] < portrait ? 1 : 0) | (orig[p + 1] < portrait ? 2 : 0) | (orig[p + 2] < portrait ? 4 : 0)
  }
  const minSize = num[MIN_SIZE]
  const T = num[TARGET]
  let type = 0
  let a = r0
  let b = 0
  for (let f = n; f >= 1; f--) {
    // Repeating types: the one at this group's place in the cycle, taken without a size check.
    if (cycle) type = fitTypeToCount(repeating[groupIdx % repeating.length], n, rows)
    else {
      const list = table[tableIndex(n, f, pattern)]
      type = list.length === 1 ? list[0] : list[seed % list.length]
    }
    // The group's width is a * height + b.
    a = r0
    b = 0
    switch (type) {
      case 1: // 2h: side by side
        a = r0 + r1
        b = s
        break
      case 3: // 3h
        a = r0 + r1 + r2
        b = 2 * s
        break
      case 2: {
        // 2v: stacked, every item the group's width
        const q = 1 / r0 + 1 / r1
        a = 1 / q
        b = (-1 * s) / q
        break
      }
      case 4: {
        // 3v
        const q = 1 / r0 + 1 / r1 + 1 / r2
        a = 1 / q
        b = (-2 * s) / q
        break
      }
      case 5: {
        // 3t: one item above a side-by-side pair
        const q = 1 / r0 + 1 / (r1 + r2)
        a = 1 / q
        b = (s / (r1 + r2) - s) / q
        break
      }
      case 6: {
        // 3b: one item below a side-by-side pair
        const q = 1 / r2 + 1 / (r0 + r1)
        a = 1 / q
        b = (s / (r0 + r1) - s) / q
        break
      }
      case 7: {
        // 3l: one item left of a stacked pair
        const q = 1 / r1 + 1 / r2
        a = r0 + 1 / q
        b = s - s / q
        break
      }
      case 8: {
        // 3r: one item right of a stacked pair
        const q = 1 / r0 + 1 / r1
        a = r2 + 1 / q
        b = s - s / q
        break
      }
    }
    if (cycle || GROUP_TYPE_SIZE[type] === 1 || f === 1 || minSize <= 0) break
    // Minimum item size, checked at the target size as the reference does.
    const w = rows ? a * T + b : T
    const h = rows ? T : (T - b) / a
    let small: boolean
    switch (type) {
      case 1:
      case 3: {
        const l0 = r0 * h
        const l1 = type === 1 ? w - l0 - s : r1 * h
        small = h < minSize || l0 < minSize || l1 < minSize || (type === 3 && w - l0 - l1 - 2 * s < minSize)
        break
      }
      case 2:
      case 4: {
        const l0 = w / r0
        const l1 = type === 2 ? h - l0 - s : w / r1
        small = w < minSize || l0 < minSize || l1 < minSize || (type === 4 && h - l0 - l1 - 2 * s < minSize)
        break
      }
      case 5: {
        const l0 = w / r0
        const rest = h - (l0 + s)
        const l1 = r1 * rest
        small = w < minSize || l0 < minSize || l1 < minSize || rest < minSize || w - l1 - s < minSize
        break
      }
      case 7: {
        const l0 = r0 * h
        const rest = w - (l0 + s)
        const l1 = rest / r1
        small = h < minSize || l0 < minSize || rest < minSize || l1 < minSize || h - l1 - s < minSize
        break
      }
      case 6: {
        const t = (w - s) / (r0 + r1)
        const l0 = r0 * t
        small = t < minSize || l0 < minSize || w - l0 - s < minSize || w < minSize || h - t - s < minSize
        break
      }
      default: {
        // 3r (one-item groups never get here)
        const r2h = r2 * h
        const t = w - s - r2h
        const l0 = t / r0
        small = h < minSize || t < minSize || l0 < minSize || h - l0 - s < minSize || r2h < minSize
      }
    }
    if (!small) break
  }
  num[COEF] = a
  num[COEF + 1] = b
  return type
}

/**
 * Emits the items of a group of type `type` at local index p, in the box `num[FRAME..]`: each box
 * rounded to whole pixels (edges rounded, so neighbours keep their spacing) into `cells`. The item
 * rectangles are computed in locals, like `formGroup`'s geometry and for the same reason.
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
  const s = num[SPACING]
  const x = num[FRAME]
  const y = num[FRAME + 1]
  const w = num[FRAME + 2]
  const h = num[FRAME + 3]
  const r0 = ratio[p]
  // Item rectangles relative to the box: a (the first, at the box's corner), b, c.
  let aw = w
  let ah = h
  let bx = 0
  let by = 0
  let bw = 0
  let bh = 0
  let cx = 0
  let cy = 0
  let cw = 0
  let ch = 0
  switch (type) {
    case 1: // 2h, 3h: a line of items side by side, the last one taking what is left
    case 3: {
      const l0 = r0 * h
      const l1 = type === 1 ? w - l0 - s : ratio[p + 1] * h
      aw = l0
      bx = l0 + s
      bw = l1
      bh = h
      cx = l0 + l1 + 2 * s
      cw = w - l0 - l1 - 2 * s
      ch = h
      break
    }
    case 2: // 2v, 3v: stacked
    case 4: {
      const l0 = w / r0
      const l1 = type === 2 ? h - l0 - s : w / ratio[p + 1]
      ah = l0
      by = l0 + s
      bw = w
      bh = l1
      cy = l0 + l1 + 2 * s
      cw = w
      ch = h - l0 - l1 - 2 * s
      break
    }
    case 5: {
      // 3t: one item, then a side-by-side pair under it
      const l0 = w / r0
      const rest = h - (l0 + s)
      const l1 = ratio[p + 1] * rest
      ah = l0
      by = l0 + s
      bw = l1
      bh = rest
      cx = l1 + s
      cy = l0 + s
      cw = w - l1 - s
      ch = rest
      break
    }
    case 7: {
      // 3l: one item, then a stacked pair beside it
      const l0 = r0 * h
      const rest = w - (l0 + s)
      const l1 = rest / ratio[p + 1]
      aw = l0
      bx = l0 + s
      bw = rest
      bh = l1
      cx = l0 + s
      cy = l1 + s
      cw = rest
      ch = h - l1 - s
      break
    }
    case 6: {
      // 3b: a side-by-side pair, then one item under it
      const t = (w - s) / (r0 + ratio[p + 1])
      const l0 = r0 * t
      aw = l0
      ah = t
      bx = l0 + s
      bw = w - l0 - s
      bh = t
      cy = t + s
      cw = w
      ch = h - t - s
      break
    }
    case 8: {
      // 3r: a stacked pair, then one item beside it
      const r2h = ratio[p + 2] * h
      const t = w - s - r2h
      const l0 = t / r0
      aw = t
      ah = l0
      by = l0 + s
      bw = t
      bh = h - l0 - s
      cx = t + s
      cw = r2h
      ch = h
      break
    }
  }
  const count = GROUP_TYPE_SIZE[type]
  const mirror = num[MIRROR] === 1
  for (let k = 0; k < count; k++) {
    const ix = x + (k === 0 ? 0 : k === 1 ? bx : cx)
    const iy = y + (k === 0 ? 0 : k === 1 ? by : cy)
    const l = Math.round(ix)
    const t = Math.round(iy)
    const iw = Math.max(1, Math.round(ix + (k === 0 ? aw : k === 1 ? bw : cw)) - l)
    const ih = Math.max(1, Math.round(iy + (k === 0 ? ah : k === 1 ? bh : ch)) - t)
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
