/**
 * The shared state of one layout pass: box ratios in a typed array, group formation (type choice,
 * minimum item size) and emission of whole-pixel item boxes. The strip, column and row passes
 * drive it.
 */
import { GROUP_TYPE_SIZE, groupCoefficients, placeGroupItems } from './groupGeometry'
import { fitTypeToCount, tableIndex } from './groupTypeTable'
import { LayoutItem, type ItemMeta, type LayoutSourceItem } from './LayoutItem'
import { resolveOptions } from '../options/resolveOptions'
import { Mode, toLayoutConfig, type LayoutConfig } from './toLayoutConfig'

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

let scratchRatio = new Float64Array(1026)
let scratchOrig = new Float64Array(1026)

/** One layout pass over `src`, whose first item has the global index `base`. */
export class LayoutRun<TItem extends LayoutSourceItem> {
  readonly ratio: Float64Array
  readonly orig: Float64Array
  readonly rows: boolean
  readonly rects = new Float64Array(12)
  readonly meta: ItemMeta<TItem>
  private readonly coef = new Float64Array(2)
  loops = 0
  /** Size groups are measured at when checking the minimum item size (height in rows, width in columns). */
  // Fields that may hold fractions start as NaN so their representation is a double from the
  // first object on (a later change of representation would retire the hidden class).
  target = NaN
  /** Outputs of {@link LayoutRun.formGroup}. */
  gType = 0
  gCount = 0
  gA = NaN
  gB = NaN

  constructor(
    readonly cfg: LayoutConfig,
    readonly src: readonly TItem[],
    readonly base: number,
    /** This pass's items, by local index. */
    readonly out: LayoutItem<TItem>[],
    readonly maxLoops: number,
  ) {
    const n = src.length
    this.rows = cfg.mode !== Mode.Columns
    this.target = cfg.target
    // Ratios live in scratch buffers shared by every pass (passes are synchronous and never nest),
    // so a layout allocates no transient typed arrays. Two spare slots: groups near the end read
    // three ratios without going out of bounds.
    if (scratchRatio.length < n + 2) {
      scratchRatio = new Float64Array(Math.max(n + 2, scratchRatio.length * 2))
      scratchOrig = new Float64Array(scratchRatio.length)
    }
    this.ratio = scratchRatio
    this.orig = scratchOrig
    this.ratio[n] = this.ratio[n + 1] = this.orig[n] = this.orig[n + 1] = 1
    const { cropEnabled, cropRatios, cropMethod, smartCrop } = cfg
    this.meta = {
      base,
      src,
      group: new Int32Array(n),
      track: new Int32Array(n),
      type: new Uint8Array(n),
      columns: cfg.mode === Mode.Columns,
      config: cfg,
    }
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
      if (smartCrop) c = r < 0.999 ? Math.min(c, 1 / c) : Math.max(c, 1 / c)
      if (cropMethod === 2) c = Math.max(c, r)
      else if (cropMethod === 3) c = Math.min(c, r)
      this.ratio[i] = c
    }
  }

  /** Counts a loop; false once the guard of 10 × item count is passed. */
  tick(): boolean {
    return ++this.loops <= this.maxLoops
  }

  /**
   * Forms the group starting at local index p: its type, item count and width coefficients
   * (width = gA * height + gB). `seed` picks among candidate types in strips; columns use the id.
   */
  formGroup(p: number, groupIdx: number, seed: number): void {
    const { cfg, ratio, rows } = this
    const n = Math.min(cfg.maxGroupSize, this.src.length - p)
    const s = cfg.spacing
    if (cfg.repeating.length > 0) {
      this.setGroup(fitTypeToCount(cfg.repeating[groupIdx % cfg.repeating.length], n, rows), p)
      return
    }
    let pattern = 0
    if (n === 3) {
      const o = this.orig
      pattern = (o[p] < 0.999 ? 1 : 0) | (o[p + 1] < 0.999 ? 2 : 0) | (o[p + 2] < 0.999 ? 4 : 0)
    }
    const minSize = cfg.minItemSize
    for (let f = n; f >= 1; f--) {
      const list = cfg.table[tableIndex(n, f, pattern)]
      const pick = list.length === 1 ? 0 : (rows ? seed : idSeed(this.src[p].id)) % list.length
      const type = n === 3 ? list[pick] : fitTypeToCount(list[pick], n, rows)
      this.setGroup(type, p)
      if (this.gCount === 1 || f === 1 || minSize <= 0) return
      // Minimum item size, checked at the target size as the reference does.
      const t = this.target
      const w = rows ? this.gA * t + this.gB : t
      const h = rows ? t : (t - this.gB) / this.gA
      placeGroupItems(type, ratio[p], ratio[p + 1], ratio[p + 2], w, h, s, this.rects)
      let ok = true
      for (let k = 0; k < this.gCount; k++) {
        if (this.rects[k * 4 + 2] < minSize || this.rects[k * 4 + 3] < minSize) ok = false
      }
      if (ok) return
    }
  }

  private setGroup(type: number, p: number): void {
    const { ratio } = this
    this.gType = type
    this.gCount = GROUP_TYPE_SIZE[type]
    groupCoefficients(type, ratio[p], ratio[p + 1], ratio[p + 2], this.cfg.spacing, this.coef)
    this.gA = this.coef[0]
    this.gB = this.coef[1]
  }

  /** Emits the items of a group of type `type` at local index p, in the box (x, y, w, h). */
  emitGroup(type: number, p: number, x: number, y: number, w: number, h: number, group: number, track: number): void {
    const { ratio, rects, cfg, out, src, base, meta } = this
    const mirror = cfg.rtl && cfg.mode !== Mode.Row
    const edge = 2 * cfg.left + cfg.width
    if (type === 0) {
      // Single items (grids, masonry, most rows): the box is the group.
      const l = Math.round(x)
      const t = Math.round(y)
      const iw = Math.max(1, Math.round(x + w) - l)
      const ih = Math.max(1, Math.round(y + h) - t)
      meta.group[p] = group
      meta.track[p] = track
      meta.type[p] = 0
      out[p] = new LayoutItem(src[p].id, base + p, t, mirror ? edge - l - iw : l, iw, ih, meta)
      return
    }
    placeGroupItems(type, ratio[p], ratio[p + 1], ratio[p + 2], w, h, cfg.spacing, rects)
    const count = GROUP_TYPE_SIZE[type]
    for (let k = 0; k < count; k++) {
      const j = k * 4
      const l = Math.round(x + rects[j])
      const t = Math.round(y + rects[j + 1])
      const iw = Math.max(1, Math.round(x + rects[j] + rects[j + 2]) - l)
      const ih = Math.max(1, Math.round(y + rects[j + 1] + rects[j + 3]) - t)
      const i = p + k
      meta.group[i] = group
      meta.track[i] = track
      meta.type[i] = type
      out[i] = new LayoutItem(src[i].id, base + i, t, mirror ? edge - l - iw : l, iw, ih, meta)
    }
  }
}

/** The reference's per-item seed for column layouts: the sum of the id's character codes. */
function idSeed(id: string): number {
  let sum = 0
  for (let i = 0; i < id.length; i++) sum += id.charCodeAt(i)
  return sum
}

// A permanent pass keeps the pass's hidden class alive across full GCs (see ITEM_SHAPE_ANCHOR).
/** @internal */
export const RUN_SHAPE_ANCHOR = new LayoutRun(toLayoutConfig(resolveOptions(), { width: 1 }), [], 0, [], 0)
