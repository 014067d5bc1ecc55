/**
 * The shared state of one layout pass and what the strip, column and row passes do with it: box
 * ratios in typed arrays, group formation (type choice, minimum item size) and emission of
 * whole-pixel item boxes into the pass's {@link ItemStore}.
 *
 * Plain data and functions, on purpose. The pass state is one object literal (its hidden class is
 * kept by the literal's site, not by live instances, so a full GC between layouts does not throw
 * away the optimized code built on it, as it did for a per-pass class instance), and every number
 * that changes during a pass sits in a typed array or a local variable, never in an object field (a
 * field that first holds a small integer and later a fraction changes the hidden class).
 */
import { GALLERY_CONSTANTS } from '../options/constants'
import { GROUP_TYPE_SIZE, groupCoefficients, placeGroupItems } from './groupGeometry'
import { fitTypeToCount, tableIndex } from './groupTypeTable'
import { createItemStore, LayoutItem, type ItemStore, type LayoutSourceItem } from './LayoutItem'
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

// Slots of LayoutRun.scalars.
const TARGET = 0
const LOOPS = 1
const MAX_LOOPS = 2
const EDGE = 3

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
  /** Strips or a row (true), or columns (false). */
  readonly rows: boolean
  /** Mirror boxes about the content box (right to left, except rows, mirrored once complete). */
  readonly mirror: boolean
  /** The width coefficients [a, b] of the group {@link formGroup} formed last: width = a * height + b. */
  readonly coef: Float64Array
  /** Item rectangles of the group being placed: x, y, width, height per item, relative to `frame`. */
  readonly rects: Float64Array
  /**
   * The box of the group being placed: x, y, width, height. A pass writes it before {@link emitGroup}:
   * numbers cross function boundaries through typed arrays, arguments are indices and codes.
   */
  readonly frame: Float64Array
  /** The target size groups are measured at, loops run, the loop guard, the mirror edge. */
  readonly scalars: Float64Array
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
  const scalars = new Float64Array(4)
  scalars[TARGET] = cfg.target
  scalars[MAX_LOOPS] = maxLoops
  scalars[EDGE] = 2 * cfg.left + cfg.width
  return {
    cfg,
    src,
    base,
    out,
    store: createItemStore(src, base, cfg),
    ratio,
    orig,
    rows: cfg.mode !== Mode.Columns,
    mirror: cfg.rtl && cfg.mode !== Mode.Row,
    coef: new Float64Array(2),
    rects: new Float64Array(12),
    frame: new Float64Array(4),
    scalars,
  }
}

/** Sets the size groups are measured at for the minimum item size (columns: the column width). */
export function setTarget(run: LayoutRun<LayoutSourceItem>, target: number): void {
  run.scalars[TARGET] = target
}

/** Counts a loop; false once the guard (10 × item count by default) is passed. */
export function tick(run: LayoutRun<LayoutSourceItem>): boolean {
  return ++run.scalars[LOOPS] <= run.scalars[MAX_LOOPS]
}

/**
 * Forms the group starting at local index p: returns its type code (its item count is
 * `GROUP_TYPE_SIZE[type]`) and writes its width coefficients into `run.coef`. `seed` picks among
 * candidate types in strips; columns use the id.
 */
export function formGroup(run: LayoutRun<LayoutSourceItem>, p: number, groupIdx: number, seed: number): number {
  const { cfg, ratio, rows, coef, rects, frame } = run
  const n = Math.min(cfg.maxGroupSize, run.src.length - p)
  if (cfg.repeating.length > 0)
    return setGroup(run, fitTypeToCount(cfg.repeating[groupIdx % cfg.repeating.length], n, rows), p)
  let pattern = 0
  if (n === 3) {
    const o = run.orig
    const portrait = GALLERY_CONSTANTS.portraitRatioBelow
    pattern = (o[p] < portrait ? 1 : 0) | (o[p + 1] < portrait ? 2 : 0) | (o[p + 2] < portrait ? 4 : 0)
  }
  const minSize = cfg.minItemSize
  for (let f = n; f >= 1; f--) {
    const list = cfg.table[tableIndex(n, f, pattern)]
    const pick = list.length === 1 ? 0 : (rows ? seed : idSeed(run.src[p].id)) % list.length
    const type = setGroup(run, n === 3 ? list[pick] : fitTypeToCount(list[pick], n, rows), p)
    const count = GROUP_TYPE_SIZE[type]
    if (count === 1 || f === 1 || minSize <= 0) return type
    // Minimum item size, checked at the target size as the reference does.
    const t = run.scalars[TARGET]
    frame[2] = rows ? coef[0] * t + coef[1] : t
    frame[3] = rows ? t : (t - coef[1]) / coef[0]
    placeGroupItems(type, ratio, p, cfg.spacing, frame, rects)
    let ok = true
    for (let k = 0; k < count; k++) {
      if (rects[k * 4 + 2] < minSize || rects[k * 4 + 3] < minSize) ok = false
    }
    if (ok) return type
  }
  return 0
}

// Writes the coefficients of a group of type `type` at p and returns the type.
function setGroup(run: LayoutRun<LayoutSourceItem>, type: number, p: number): number {
  const { ratio } = run
  groupCoefficients(type, ratio, p, run.cfg.spacing, run.coef)
  return type
}

/** Emits the items of a group of type `type` at local index p, in the box `run.frame`. */
export function emitGroup<TItem extends LayoutSourceItem>(
  run: LayoutRun<TItem>,
  type: number,
  p: number,
  group: number,
  track: number,
): void {
  placeGroupItems(type, run.ratio, p, run.cfg.spacing, run.frame, run.rects)
  const count = GROUP_TYPE_SIZE[type]
  for (let k = 0; k < count; k++) emitBox(run, p + k, 4 * k, group, track, type)
}

// Rounds the box of item i (rectangle j of `rects`, in `frame`) to whole pixels (edges rounded, so
// neighbours keep their spacing) and stores it.
function emitBox<TItem extends LayoutSourceItem>(
  run: LayoutRun<TItem>,
  i: number,
  j: number,
  group: number,
  track: number,
  type: number,
): void {
  const { store, frame, rects } = run
  const x = frame[0] + rects[j]
  const y = frame[1] + rects[j + 1]
  const l = Math.round(x)
  const t = Math.round(y)
  const iw = Math.max(1, Math.round(x + rects[j + 2]) - l)
  const ih = Math.max(1, Math.round(y + rects[j + 3]) - t)
  const box = store.box
  const b = 4 * i
  box[b] = t
  box[b + 1] = run.mirror ? run.scalars[EDGE] - l - iw : l
  box[b + 2] = iw
  box[b + 3] = ih
  store.group[i] = group
  store.track[i] = track
  store.type[i] = type
}

/** Makes the item views of a completed pass, in order (after the boxes, so they sit together in memory). */
export function emitItems<TItem extends LayoutSourceItem>(run: LayoutRun<TItem>): void {
  const { out, store } = run
  for (let i = 0; i < out.length; i++) out[i] = new LayoutItem(store, i)
}

/** The reference's per-item seed for column layouts: the sum of the id's character codes. */
function idSeed(id: string): number {
  let sum = 0
  for (let i = 0; i < id.length; i++) sum += id.charCodeAt(i)
  return sum
}
