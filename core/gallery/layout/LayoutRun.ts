/**
 * The shared state of one layout pass: box ratios in typed arrays, group formation (type choice,
 * minimum item size) and emission of whole-pixel item boxes into the pass's {@link ItemStore}. The
 * strip, column and row passes drive it.
 *
 * Every number that changes while a pass runs lives in a typed array or a local variable, never in
 * an object field: a field that first holds a small integer and later a fraction changes the
 * object's hidden class, which throws away the optimized code that depends on it.
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
export class LayoutRun<TItem extends LayoutSourceItem> {
  /** Box ratios (width / height) after crop; two spare slots so groups near the end read three. */
  readonly ratio: Float64Array
  /** The media's own ratios. */
  readonly orig: Float64Array
  readonly rows: boolean
  readonly store: ItemStore<TItem>
  /** Item rectangles of the group being placed: x, y, width, height per item. */
  private readonly rects = new Float64Array(12)
  /** The width coefficients [a, b] of the group {@link LayoutRun.formGroup} formed last: width = a * height + b. */
  readonly coef = new Float64Array(2)
  /** The target size groups are measured at, loops run, the loop guard, the right-to-left mirror edge. */
  private readonly scalars = new Float64Array(4)
  private readonly mirror: boolean

  constructor(
    readonly cfg: LayoutConfig,
    readonly src: readonly TItem[],
    readonly base: number,
    /** This pass's items, by local index. */
    readonly out: LayoutItem<TItem>[],
    maxLoops: number,
  ) {
    const n = src.length
    this.rows = cfg.mode !== Mode.Columns
    this.scalars[TARGET] = cfg.target
    this.scalars[MAX_LOOPS] = maxLoops
    this.scalars[EDGE] = 2 * cfg.left + cfg.width
    this.mirror = cfg.rtl && cfg.mode !== Mode.Row
    this.ratio = new Float64Array(n + 2).fill(1)
    this.orig = new Float64Array(n + 2).fill(1)
    this.store = createItemStore(src, base, cfg)
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
      this.orig[i] = r
      if (!cropEnabled) {
        this.ratio[i] = r
        continue
      }
      let c = nr > 1 ? cropRatios[(base + i) % nr] : cropRatios[0]
      if (smartCrop) c = r < GALLERY_CONSTANTS.portraitRatioBelow ? Math.min(c, 1 / c) : Math.max(c, 1 / c)
      if (cropMethod === 2) c = Math.max(c, r)
      else if (cropMethod === 3) c = Math.min(c, r)
      this.ratio[i] = c
    }
  }

  /** Size groups are measured at when checking the minimum item size (height in rows, width in columns). */
  get target(): number {
    return this.scalars[TARGET]
  }
  set target(value: number) {
    this.scalars[TARGET] = value
  }

  /** Counts a loop; false once the guard (10 × item count by default) is passed. */
  tick(): boolean {
    return ++this.scalars[LOOPS] <= this.scalars[MAX_LOOPS]
  }

  /**
   * Forms the group starting at local index p: returns its type code (its item count is
   * `GROUP_TYPE_SIZE[type]`) and writes its width coefficients into {@link LayoutRun.coef}. `seed`
   * picks among candidate types in strips; columns use the id.
   */
  formGroup(p: number, groupIdx: number, seed: number): number {
    const { cfg, ratio, rows, coef } = this
    const n = Math.min(cfg.maxGroupSize, this.src.length - p)
    if (cfg.repeating.length > 0)
      return this.setGroup(fitTypeToCount(cfg.repeating[groupIdx % cfg.repeating.length], n, rows), p)
    let pattern = 0
    if (n === 3) {
      const o = this.orig
      const portrait = GALLERY_CONSTANTS.portraitRatioBelow
      pattern = (o[p] < portrait ? 1 : 0) | (o[p + 1] < portrait ? 2 : 0) | (o[p + 2] < portrait ? 4 : 0)
    }
    const minSize = cfg.minItemSize
    for (let f = n; f >= 1; f--) {
      const list = cfg.table[tableIndex(n, f, pattern)]
      const pick = list.length === 1 ? 0 : (rows ? seed : idSeed(this.src[p].id)) % list.length
      const type = n === 3 ? list[pick] : fitTypeToCount(list[pick], n, rows)
      this.setGroup(type, p)
      const count = GROUP_TYPE_SIZE[type]
      if (count === 1 || f === 1 || minSize <= 0) return type
      // Minimum item size, checked at the target size as the reference does.
      const t = this.target
      const w = rows ? coef[0] * t + coef[1] : t
      const h = rows ? t : (t - coef[1]) / coef[0]
      const rects = this.rects
      placeGroupItems(type, ratio[p], ratio[p + 1], ratio[p + 2], w, h, cfg.spacing, rects)
      let ok = true
      for (let k = 0; k < count; k++) {
        if (rects[k * 4 + 2] < minSize || rects[k * 4 + 3] < minSize) ok = false
      }
      if (ok) return type
    }
    return 0
  }

  // Writes the coefficients of a group of type `type` at p and returns the type.
  private setGroup(type: number, p: number): number {
    const { ratio } = this
    groupCoefficients(type, ratio[p], ratio[p + 1], ratio[p + 2], this.cfg.spacing, this.coef)
    return type
  }

  /** Emits the items of a group of type `type` at local index p, in the box (x, y, w, h). */
  emitGroup(type: number, p: number, x: number, y: number, w: number, h: number, group: number, track: number): void {
    const { ratio, rects, store, out } = this
    if (type === 0) {
      // Single items (grids, masonry, most rows): the box is the group.
      this.emitBox(p, x, y, w, h, group, track, 0)
      out[p] = new LayoutItem(store, p)
      return
    }
    placeGroupItems(type, ratio[p], ratio[p + 1], ratio[p + 2], w, h, this.cfg.spacing, rects)
    const count = GROUP_TYPE_SIZE[type]
    for (let k = 0; k < count; k++) {
      const j = k * 4
      this.emitBox(p + k, x + rects[j], y + rects[j + 1], rects[j + 2], rects[j + 3], group, track, type)
      out[p + k] = new LayoutItem(store, p + k)
    }
  }

  // Rounds a box to whole pixels (edges rounded, so neighbours keep their spacing) and stores it.
  private emitBox(i: number, x: number, y: number, w: number, h: number, group: number, track: number, type: number) {
    const { box } = this.store
    const l = Math.round(x)
    const t = Math.round(y)
    const iw = Math.max(1, Math.round(x + w) - l)
    const ih = Math.max(1, Math.round(y + h) - t)
    const j = 4 * i
    box[j] = t
    box[j + 1] = this.mirror ? this.scalars[EDGE] - l - iw : l
    box[j + 2] = iw
    box[j + 3] = ih
    this.store.group[i] = group
    this.store.track[i] = track
    this.store.type[i] = type
  }
}

/** The reference's per-item seed for column layouts: the sum of the id's character codes. */
function idSeed(id: string): number {
  let sum = 0
  for (let i = 0; i < id.length; i++) sum += id.charCodeAt(i)
  return sum
}
