/**
 * One laid-out item. Positions are whole pixels (so they stay small integers in memory); crop
 * details are computed on demand from the source item, so 100,000 items stay compact.
 */
import { GROUP_TYPE_NAMES, type GroupType } from './groupGeometry'
import { CROP_METHODS, type LayoutConfig } from './toLayoutConfig'

/** What the layouter needs of an input item; more fields are allowed and kept in `source`. */
export interface LayoutSourceItem {
  id: string
  width: number
  height: number
}

/** How an item's media sits in its box: the inner rectangle, relative to the box. */
export interface ItemCrop {
  /** FILL, FIT, MIN or MAX when crop is on, else null (the box keeps the media's ratio). */
  method: (typeof CROP_METHODS)[number] | null
  /** Whether part of the media is cut off (FILL, MIN, MAX) or letterboxed (FIT). */
  cropped: boolean
  innerWidth: number
  innerHeight: number
  innerTop: number
  innerLeft: number
}

/**
 * Per-pass storage shared by the items one layout pass emits: their group, strip or column and
 * group type in typed arrays, so each item object carries only what every renderer reads.
 */
export interface ItemMeta<TItem extends LayoutSourceItem = LayoutSourceItem> {
  /** Global index of `src[0]`. */
  readonly base: number
  readonly src: readonly TItem[]
  readonly group: Int32Array
  /** Strip index (strip and row layouts) or column index (column layouts). */
  readonly track: Int32Array
  readonly type: Uint8Array
  readonly columns: boolean
  readonly config: LayoutConfig
}

/** A laid-out item: `offset` is the box's top-left corner, `width`/`height` the box without spacing. */
export class LayoutItem<TItem extends LayoutSourceItem = LayoutSourceItem> {
  declare readonly id: string
  declare readonly idx: number
  declare readonly offset: { readonly top: number; readonly left: number }
  declare readonly width: number
  declare readonly height: number
  declare private readonly meta: ItemMeta<TItem>

  constructor(
    id: string,
    idx: number,
    top: number,
    left: number,
    width: number,
    height: number,
    meta: ItemMeta<TItem>,
  ) {
    this.id = id
    this.idx = idx
    this.offset = { top, left }
    this.width = width
    this.height = height
    this.meta = meta
  }

  /** The input item. */
  get source(): TItem {
    return this.meta.src[this.idx - this.meta.base]
  }

  /** Index of the item's group in the gallery. */
  get group(): number {
    return this.meta.group[this.idx - this.meta.base]
  }

  /** Index of its strip (row) in strip and row layouts, else -1. */
  get strip(): number {
    return this.meta.columns ? -1 : this.meta.track[this.idx - this.meta.base]
  }

  /** Index of its column in column layouts, else -1. */
  get column(): number {
    return this.meta.columns ? this.meta.track[this.idx - this.meta.base] : -1
  }

  /** The type of the item's group: '1', '2h', '2v', '3h', '3v', '3t', '3b', '3l' or '3r'. */
  get groupType(): GroupType {
    return GROUP_TYPE_NAMES[this.meta.type[this.idx - this.meta.base]]
  }

  /** The media's placement inside the box, after crop and alignment. */
  get crop(): ItemCrop {
    const { width: w, height: h } = this
    const config = this.meta.config
    const source = this.source
    const sw = source.width > 0 ? source.width : 1
    const sh = source.height > 0 ? source.height : 1
    const r = sw / sh
    const method = config.cropEnabled ? CROP_METHODS[config.cropMethod] : null
    const contain = method === 'FIT'
    let iw = w
    let ih = h
    // Covering: the media fills the box and overflows on one axis; containing: it fits inside.
    if (method !== null && r > w / h !== contain) {
      iw = h * r
      ih = h
    } else if (method !== null) {
      iw = w
      ih = w / r
    }
    const align = config.cropAlignment
    const innerLeft = align === 'LEFT' ? 0 : align === 'RIGHT' ? w - iw : (w - iw) / 2
    const innerTop = align === 'TOP' ? 0 : align === 'BOTTOM' ? h - ih : (h - ih) / 2
    return {
      method,
      cropped: Math.abs(iw - w) > 0.5 || Math.abs(ih - h) > 0.5,
      innerWidth: iw,
      innerHeight: ih,
      innerTop,
      innerLeft,
    }
  }

  /** The same item moved to another left offset (right-to-left rows). */
  withLeft(left: number): LayoutItem<TItem> {
    return new LayoutItem(this.id, this.idx, this.offset.top, left, this.width, this.height, this.meta)
  }

  /** A plain-object copy (for JSON and structured cloning). */
  toJSON(): {
    id: string
    idx: number
    offset: { top: number; left: number }
    width: number
    height: number
    group: number
    strip: number
    column: number
    groupType: GroupType
  } {
    const { id, idx, width, height } = this
    return {
      id,
      idx,
      offset: { top: this.offset.top, left: this.offset.left },
      width,
      height,
      group: this.group,
      strip: this.strip,
      column: this.column,
      groupType: this.groupType,
    }
  }
}

// V8 holds the hidden classes of constructed objects only weakly: when every layout is collected, a
// full GC drops them and the next layout throws away and recompiles its optimized code (5x slower
// after each GC). One permanent item keeps the item's hidden class alive.
const anchorMeta: ItemMeta = {
  base: 0,
  src: [],
  group: new Int32Array(0),
  track: new Int32Array(0),
  type: new Uint8Array(0),
  columns: false,
  config: null as unknown as LayoutConfig,
}
/** @internal A permanent item; see the note above. */
export const ITEM_SHAPE_ANCHOR = new LayoutItem('', 0, 0, 0, 1, 1, anchorMeta)
