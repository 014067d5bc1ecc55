/**
 * The nine collage group types: names, codes and sizes, the number slots a group's geometry goes
 * through, and that geometry itself ({@link placeItems}), written once for the minimum-size check
 * and the placement. Item boxes are separated by exactly `spacing` inside a group; no spacing sits
 * around the group.
 */
import type { GroupType } from '../options/enums'

// The group types (one item, two side by side or stacked, the seven three-item shapes),
// declared once with the options.
export type { GroupType }

/** Group type codes: what the hot loop stores (the index of the name in {@link GROUP_TYPE_NAMES}). */
export const GroupCode = {
  /** '1': one item. */
  One: 0,
  /** '2h': two side by side. */
  TwoH: 1,
  /** '2v': two stacked, every item the group's width. */
  TwoV: 2,
  /** '3h': three side by side. */
  ThreeH: 3,
  /** '3v': three stacked. */
  ThreeV: 4,
  /** '3t': one item above a side-by-side pair. */
  ThreeT: 5,
  /** '3b': one item below a side-by-side pair. */
  ThreeB: 6,
  /** '3l': one item left of a stacked pair. */
  ThreeL: 7,
  /** '3r': one item right of a stacked pair. */
  ThreeR: 8,
} as const
/** A group type code. */
export type GroupCode = (typeof GroupCode)[keyof typeof GroupCode]

/** Group type names by their numeric code. */
export const GROUP_TYPE_NAMES: readonly GroupType[] = ['1', '2h', '2v', '3h', '3v', '3t', '3b', '3l', '3r']

/** Number of items each group type code holds. */
export const GROUP_TYPE_SIZE: readonly number[] = [1, 2, 2, 3, 3, 3, 3, 3, 3]

/**
 * Where a group's numbers go in and out of a pass's number array (see `LayoutRun.num`): the
 * spacing between items, the width coefficients a and b of the group formed last (its box is
 * `a * height + b` wide, which lets a strip solve its height in one division), the box of the
 * group being emitted (x, y, width, height) and its items' rectangles. Numbers go through this
 * array, arguments are codes and indices.
 */
export const SPACING = 0
/** See {@link SPACING}. */
export const COEF = 1
/** See {@link SPACING}. */
export const FRAME = 3
/** The item rectangles {@link placeItems} writes: x, y, width, height of each of three items. */
export const RECTS = 7
/** The size of the box a three-item shape fills (width, height), for {@link placeComposite}. */
export const BOX = 19
/** Slots the geometry uses; a pass's own numbers follow. */
export const GEOMETRY_SLOTS = 21

/** Numeric code of a group type name, or -1 when it is not one. */
export function groupTypeCode(name: unknown): number {
  return GROUP_TYPE_NAMES.indexOf(String(name).trim() as GroupType)
}

/**
 * The rectangles of a group's items in a `w` x `h` box, relative to its corner, into
 * `num[RECTS..]` (x, y, width, height per item; a one-item group fills the box). The items are
 * `ratio[p..p+2]`; the last item of a line or stack takes what is left, so the group fills its box
 * exactly. Called by the minimum-size check (at the target size) and by the placement.
 */
export function placeItems(
  num: Float64Array,
  ratio: Float64Array,
  type: number,
  p: number,
  w: number,
  h: number,
): void {
  // Two halves, each small enough for the optimizing compiler to inline into its callers.
  if (type <= GroupCode.ThreeV) placeLine(num, ratio, type, p, w, h)
  else {
    // Through the array, not as arguments: a number argument of a call the compiler does not
    // inline (this one is too large to be) is boxed into a new heap object at every call.
    num[BOX] = w
    num[BOX + 1] = h
    placeComposite(num, ratio, type, p)
  }
}

/** Writes the three item rectangles (the first at the box's corner). */
function store(
  num: Float64Array,
  aw: number,
  ah: number,
  bx: number,
  by: number,
  bw: number,
  bh: number,
  cx: number,
  cy: number,
  cw: number,
  ch: number,
): void {
  num[RECTS] = 0
  num[RECTS + 1] = 0
  num[RECTS + 2] = aw
  num[RECTS + 3] = ah
  num[RECTS + 4] = bx
  num[RECTS + 5] = by
  num[RECTS + 6] = bw
  num[RECTS + 7] = bh
  num[RECTS + 8] = cx
  num[RECTS + 9] = cy
  num[RECTS + 10] = cw
  num[RECTS + 11] = ch
}

/** One item, or a line (side by side) or stack of two or three items. */
function placeLine(num: Float64Array, ratio: Float64Array, type: number, p: number, w: number, h: number): void {
  const s = num[SPACING]
  if (type === GroupCode.One) store(num, w, h, 0, 0, 0, 0, 0, 0, 0, 0)
  else if (type === GroupCode.TwoH || type === GroupCode.ThreeH) {
    const l0 = ratio[p] * h
    const l1 = type === GroupCode.TwoH ? w - l0 - s : ratio[p + 1] * h
    store(num, l0, h, l0 + s, 0, l1, h, l0 + l1 + 2 * s, 0, w - l0 - l1 - 2 * s, h)
  } else {
    const l0 = w / ratio[p]
    const l1 = type === GroupCode.TwoV ? h - l0 - s : w / ratio[p + 1]
    store(num, w, l0, 0, l0 + s, w, l1, 0, l0 + l1 + 2 * s, w, h - l0 - l1 - 2 * s)
  }
}

/** Three items: one item beside (3l, 3r), above (3t) or below (3b) a pair. */
function placeComposite(num: Float64Array, ratio: Float64Array, type: number, p: number): void {
  const s = num[SPACING]
  const w = num[BOX]
  const h = num[BOX + 1]
  const r0 = ratio[p]
  if (type === GroupCode.ThreeT) {
    // one item, then a side-by-side pair under it
    const l0 = w / r0
    const rest = h - (l0 + s)
    const l1 = ratio[p + 1] * rest
    store(num, w, l0, 0, l0 + s, l1, rest, l1 + s, l0 + s, w - l1 - s, rest)
  } else if (type === GroupCode.ThreeL) {
    // one item, then a stacked pair beside it
    const l0 = r0 * h
    const rest = w - (l0 + s)
    const l1 = rest / ratio[p + 1]
    store(num, l0, h, l0 + s, 0, rest, l1, l0 + s, l1 + s, rest, h - l1 - s)
  } else if (type === GroupCode.ThreeB) {
    // a side-by-side pair, then one item under it
    const t = (w - s) / (r0 + ratio[p + 1])
    const l0 = r0 * t
    store(num, l0, t, l0 + s, 0, w - l0 - s, t, 0, t + s, w, h - t - s)
  } else {
    // 3r: a stacked pair, then one item beside it
    const r2h = ratio[p + 2] * h
    const t = w - s - r2h
    const l0 = t / r0
    store(num, t, l0, 0, l0 + s, t, h - l0 - s, t + s, 0, r2h, h)
  }
}
