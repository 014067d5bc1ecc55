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

/** A laid-out item: `offset` is the box's top-left corner, `width`/`height` the box without spacing. */
export class LayoutItem<TItem extends LayoutSourceItem = LayoutSourceItem> {
  declare readonly id: string
  declare readonly idx: number
  declare readonly offset: { readonly top: number; readonly left: number }
  declare readonly width: number
  declare readonly height: number
  /** Index of the item's group in the gallery. */
  declare readonly group: number
  /** Index of its strip (row) in strip layouts, else -1. */
  declare readonly strip: number
  /** Index of its column in column layouts, else -1. */
  declare readonly column: number
  /** Type code of its group (see {@link LayoutItem.groupType}). */
  declare readonly typeCode: number
  /** The input item. */
  declare readonly source: TItem
  declare private readonly config: LayoutConfig

  constructor(source: TItem, idx: number, top: number, left: number, width: number, height: number, group: number, strip: number, column: number, typeCode: number, config: LayoutConfig) {
    this.id = source.id
    this.idx = idx
    this.offset = { top, left }
    this.width = width
    this.height = height
    this.group = group
    this.strip = strip
    this.column = column
    this.typeCode = typeCode
    this.source = source
    this.config = config
  }

  /** The type of the item's group: '1', '2h', '2v', '3h', '3v', '3t', '3b', '3l' or '3r'. */
  get groupType(): GroupType {
    return GROUP_TYPE_NAMES[this.typeCode]
  }

  /** The media's placement inside the box, after crop and alignment. */
  get crop(): ItemCrop {
    const { width: w, height: h, config } = this
    const sw = this.source.width > 0 ? this.source.width : 1
    const sh = this.source.height > 0 ? this.source.height : 1
    const r = sw / sh
    const method = config.cropEnabled ? CROP_METHODS[config.cropMethod] : null
    const contain = method === 'FIT'
    let iw = w
    let ih = h
    // Covering: the media fills the box and overflows on one axis; containing: it fits inside.
    if (method !== null && (r > w / h) !== contain) { iw = h * r; ih = h }
    else if (method !== null) { iw = w; ih = w / r }
    const align = config.cropAlignment
    const innerLeft = align === 'LEFT' ? 0 : align === 'RIGHT' ? w - iw : (w - iw) / 2
    const innerTop = align === 'TOP' ? 0 : align === 'BOTTOM' ? h - ih : (h - ih) / 2
    return { method, cropped: Math.abs(iw - w) > 0.5 || Math.abs(ih - h) > 0.5, innerWidth: iw, innerHeight: ih, innerTop, innerLeft }
  }

  /** The same item moved to another left offset (right-to-left rows). */
  withLeft(left: number): LayoutItem<TItem> {
    return new LayoutItem(this.source, this.idx, this.offset.top, left, this.width, this.height, this.group, this.strip, this.column, this.typeCode, this.config)
  }

  /** A plain-object copy (for JSON and structured cloning). */
  toJSON(): { id: string; idx: number; offset: { top: number; left: number }; width: number; height: number; group: number; strip: number; column: number; groupType: GroupType } {
    const { id, idx, width, height, group, strip, column } = this
    return { id, idx, offset: { top: this.offset.top, left: this.offset.left }, width, height, group, strip, column, groupType: this.groupType }
  }
}
