/**
 * One laid-out item: a thin view over its pass's {@link ItemStore}. Positions are whole pixels in
 * one typed array; group, strip, column and crop are read or computed on demand, so 100,000 items
 * stay compact and every item object has the same two fields whatever was laid out.
 */
import { GROUP_TYPE_NAMES, type GroupType } from './groupGeometry'
import { CROP_METHODS, Mode, type LayoutConfig } from './toLayoutConfig'

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

/** Int32 cells per item in {@link ItemStore.cells}: top, left, width, height, group, track, type. */
export const CELLS = 7

/**
 * The boxes one layout pass wrote: every number in one typed array (whole pixels), so the item
 * objects are thin views holding only this store and their index. Nothing here is a number field
 * of an object, so no object shape ever changes with the values laid out.
 */
export interface ItemStore<TItem extends LayoutSourceItem = LayoutSourceItem> {
  /** Global index of the store's first item. */
  readonly base: number
  /** The input items, by local index. */
  readonly src: readonly TItem[]
  /**
   * {@link CELLS} numbers per item, by local index: its box (top, left, width, height), its group,
   * its track (strip index in strip and row layouts, column index in column layouts) and its group
   * type code.
   */
  readonly cells: Int32Array
  readonly columns: boolean
  readonly config: LayoutConfig
}

/** An empty store for `src`: the pass fills its arrays. */
export function createItemStore<TItem extends LayoutSourceItem>(
  src: readonly TItem[],
  base: number,
  config: LayoutConfig,
): ItemStore<TItem> {
  const n = src.length
  return {
    base,
    src,
    cells: new Int32Array(CELLS * n),
    columns: config.mode === Mode.Columns,
    config,
  }
}

/** A laid-out item: `offset` is the box's top-left corner, `width`/`height` the box without spacing. */
export class LayoutItem<TItem extends LayoutSourceItem = LayoutSourceItem> {
  readonly #store: ItemStore<TItem>
  readonly #k: number

  /** @internal The item at local index `k` of `store`; made by the layouter. */
  constructor(store: ItemStore<TItem>, k: number) {
    this.#store = store
    this.#k = k
  }

  /** The input item's id. */
  get id(): string {
    return this.#store.src[this.#k].id
  }

  /** Index of the item in the layout (equal to its index in the input). */
  get idx(): number {
    return this.#store.base + this.#k
  }

  /** The box's top-left corner. */
  get offset(): { readonly top: number; readonly left: number } {
    const cells = this.#store.cells
    const j = CELLS * this.#k
    return { top: cells[j], left: cells[j + 1] }
  }

  /** The box's width, without spacing. */
  get width(): number {
    return this.#store.cells[CELLS * this.#k + 2]
  }

  /** The box's height, without spacing. */
  get height(): number {
    return this.#store.cells[CELLS * this.#k + 3]
  }

  /** The input item. */
  get source(): TItem {
    return this.#store.src[this.#k]
  }

  /** Index of the item's group in the gallery. */
  get group(): number {
    return this.#store.cells[CELLS * this.#k + 4]
  }

  /** Index of its strip (row) in strip and row layouts, else -1. */
  get strip(): number {
    return this.#store.columns ? -1 : this.#store.cells[CELLS * this.#k + 5]
  }

  /** Index of its column in column layouts, else -1. */
  get column(): number {
    return this.#store.columns ? this.#store.cells[CELLS * this.#k + 5] : -1
  }

  /** The type of the item's group: '1', '2h', '2v', '3h', '3v', '3t', '3b', '3l' or '3r'. */
  get groupType(): GroupType {
    return GROUP_TYPE_NAMES[this.#store.cells[CELLS * this.#k + 6]]
  }

  /** The media's placement inside the box, after crop and alignment. */
  get crop(): ItemCrop {
    const { width: w, height: h } = this
    const config = this.#store.config
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
    return {
      id: this.id,
      idx: this.idx,
      offset: { ...this.offset },
      width: this.width,
      height: this.height,
      group: this.group,
      strip: this.strip,
      column: this.column,
      groupType: this.groupType,
    }
  }
}

/**
 * Right-to-left rows: `items` mirrored about the scroll `width` into a new store. Items before
 * `base` were mirrored by an earlier layout and move by `shift` (the growth of the scroll width).
 */
export function mirrorRowItems<TItem extends LayoutSourceItem>(
  items: readonly LayoutItem<TItem>[],
  width: number,
  base: number,
  shift: number,
  config: LayoutConfig,
): LayoutItem<TItem>[] {
  const store = createItemStore(
    items.map((it) => it.source),
    0,
    config,
  )
  return items.map((it, i) => {
    const { top, left } = it.offset
    const type = GROUP_TYPE_NAMES.indexOf(it.groupType)
    const mirrored = i < base ? left + shift : width - left - it.width
    store.cells.set([top, mirrored, it.width, it.height, it.group, it.strip, type], CELLS * i)
    return new LayoutItem(store, i)
  })
}
