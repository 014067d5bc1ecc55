/**
 * Geometry of the nine collage group types. A group's box width is linear in its height,
 * `width = a * height + b`, which lets a strip solve its height in one division. Item boxes are
 * separated by exactly `spacing` inside a group; no spacing sits around the group.
 */
import type { GroupType } from '../options/enums'

// The group types of the spec (one item, two side by side or stacked, the seven three-item shapes),
// declared once with the options.
export type { GroupType }

/** Group type names by their numeric code (the code is what the hot loop stores). */
export const GROUP_TYPE_NAMES: readonly GroupType[] = ['1', '2h', '2v', '3h', '3v', '3t', '3b', '3l', '3r']

/** Number of items each group type code holds. */
export const GROUP_TYPE_SIZE: readonly number[] = [1, 2, 2, 3, 3, 3, 3, 3, 3]

/**
 * Where the geometry reads and writes in a pass's number array (see `LayoutRun.num`): the spacing
 * between items, the width coefficients a and b of the group formed last, the box of the group
 * being placed (x, y, width, height) and its item rectangles (x, y, width, height per item,
 * relative to the box). Numbers go in and out through this array, arguments are codes and indices.
 */
export const SPACING = 0
/** See {@link SPACING}. */
export const COEF = 1
/** See {@link SPACING}. */
export const FRAME = 3
/** See {@link SPACING}. */
export const RECTS = 7
/** Slots the geometry uses; a pass's own numbers follow. */
export const GEOMETRY_SLOTS = 19

/** Numeric code of a group type name, or -1 when it is not one. */
export function groupTypeCode(name: unknown): number {
  return GROUP_TYPE_NAMES.indexOf(String(name).trim() as GroupType)
}

/**
 * Writes the linear coefficients of the width of a group of type `type` whose first item is at `p`
 * into `num[COEF]` (a) and `num[COEF + 1]` (b), from the item box ratios (width / height)
 * `ratio[p..p+2]` and the spacing `num[SPACING]`.
 */
export function groupCoefficients(type: number, ratio: Float64Array, p: number, num: Float64Array): void {
  const s = num[SPACING]
  const r0 = ratio[p]
  const r1 = ratio[p + 1]
  const r2 = ratio[p + 2]
  let a = r0
  let b = 0
  switch (type) {
    case 1: // 2h: side by side
      a = r0 + r1
      b = s
      break
    case 3: // 3h
      a = r0 + r1 + r2
      b = 2 * s
      break
    case 2: // 2v and 3v: stacked, every item the group's width
    case 4: {
      const q = type === 2 ? 1 / r0 + 1 / r1 : 1 / r0 + 1 / r1 + 1 / r2
      a = 1 / q
      b = ((type === 2 ? -1 : -2) * s) / q
      break
    }
    case 5: // 3t / 3b: one item above / below a side-by-side pair
    case 6: {
      const single = type === 5 ? r0 : r2
      const pair = type === 5 ? r1 + r2 : r0 + r1
      const q = 1 / single + 1 / pair
      a = 1 / q
      b = (s / pair - s) / q
      break
    }
    case 7: // 3l / 3r: one item left / right of a stacked pair
    case 8: {
      const q = type === 7 ? 1 / r1 + 1 / r2 : 1 / r0 + 1 / r1
      a = (type === 7 ? r0 : r2) + 1 / q
      b = s - s / q
      break
    }
  }
  num[COEF] = a
  num[COEF + 1] = b
}

/**
 * Writes the item rectangles of a group of type `type` (first item at `p` of `ratio`) whose box is
 * `num[FRAME + 2]` wide and `num[FRAME + 3]` high into `num[RECTS..]`, as [x, y, width, height] per
 * item relative to the box's corner, in the group's item order.
 */
export function placeGroupItems(type: number, ratio: Float64Array, p: number, num: Float64Array): void {
  const s = num[SPACING]
  const r0 = ratio[p]
  const r1 = ratio[p + 1]
  const w = num[FRAME + 2]
  const h = num[FRAME + 3]
  // u: the axis the group is cut along (0: x, the cut is vertical; 1: y), v the other one. Rect
  // slots: position on u at R + u, on v at R + v, size on u at R + 2 + u, on v at R + 2 + v.
  const u = type === 1 || type === 3 || type === 7 || type === 8 ? 0 : 1
  const v = 1 - u
  const along = u === 0 ? w : h
  const across = u === 0 ? h : w
  const R = RECTS
  if (type >= 1 && type <= 4) {
    // 2h, 2v, 3h, 3v: a line of items, the last one taking what is left.
    const l0 = u === 0 ? r0 * h : w / r0
    const l1 = type <= 2 ? along - l0 - s : u === 0 ? r1 * h : w / r1
    num[R + u] = num[R + v] = num[R + 4 + v] = 0
    num[R + 2 + u] = l0
    num[R + 4 + u] = l0 + s
    num[R + 6 + u] = l1
    num[R + 2 + v] = num[R + 6 + v] = num[R + 10 + v] = across
    num[R + 8 + u] = l0 + l1 + 2 * s
    num[R + 8 + v] = 0
    num[R + 10 + u] = along - l0 - l1 - 2 * s
  } else if (type === 5 || type === 7) {
    // 3t, 3l: one item, then a pair across the rest (side by side under it, stacked beside it).
    const l0 = u === 0 ? r0 * h : w / r0
    const rest = along - (l0 + s)
    const l1 = u === 1 ? r1 * rest : rest / r1
    num[R + u] = num[R + v] = num[R + 4 + v] = 0
    num[R + 2 + u] = l0
    num[R + 2 + v] = across
    num[R + 4 + u] = num[R + 8 + u] = l0 + s
    num[R + 6 + u] = num[R + 10 + u] = rest
    num[R + 6 + v] = l1
    num[R + 8 + v] = l1 + s
    num[R + 10 + v] = across - l1 - s
  } else if (type === 6 || type === 8) {
    // 3b, 3r: a pair (side by side above, stacked left of), then one item across the rest.
    const t = u === 1 ? (w - s) / (r0 + r1) : w - s - ratio[p + 2] * h
    const l0 = u === 1 ? r0 * t : t / r0
    num[R + u] = num[R + v] = num[R + 4 + u] = num[R + 8 + v] = 0
    num[R + 2 + u] = num[R + 6 + u] = t
    num[R + 2 + v] = l0
    num[R + 4 + v] = l0 + s
    num[R + 6 + v] = across - l0 - s
    num[R + 8 + u] = t + s
    num[R + 10 + u] = u === 1 ? along - t - s : ratio[p + 2] * h
    num[R + 10 + v] = across
  } else {
    num[R] = num[R + 1] = 0
    num[R + 2] = w
    num[R + 3] = h
  }
}
