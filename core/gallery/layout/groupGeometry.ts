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

/** Numeric code of a group type name, or -1 when it is not one. */
export function groupTypeCode(name: unknown): number {
  return GROUP_TYPE_NAMES.indexOf(String(name).trim() as GroupType)
}

/**
 * Writes the linear coefficients of the width of a group of type `type` whose first item is at `p`
 * into `out[0]` (a) and `out[1]` (b), from the item box ratios (width / height) `ratio[p..p+2]` and
 * the spacing s. Numbers come in and go out through typed arrays, so a call never boxes a number.
 */
export function groupCoefficients(type: number, ratio: Float64Array, p: number, s: number, out: Float64Array): void {
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
  out[0] = a
  out[1] = b
}

/**
 * Writes the item rectangles of a group of type `type` (first item at `p` of `ratio`) whose box
 * `frame` ([x, y, width, height]) is `frame[2]` wide and `frame[3]` high into `out`, as
 * [x, y, width, height] per item relative to the group's corner, in the group's item order.
 */
export function placeGroupItems(
  type: number,
  ratio: Float64Array,
  p: number,
  s: number,
  frame: Float64Array,
  out: Float64Array,
): void {
  const r0 = ratio[p]
  const r1 = ratio[p + 1]
  const r2 = ratio[p + 2]
  const w = frame[2]
  const h = frame[3]
  switch (type) {
    case 1: // 2h
      beside(out, 0, 0, 0, r0 * h, w, h, s)
      break
    case 2: // 2v
      stacked(out, 0, 0, 0, w / r0, w, h, s)
      break
    case 3: {
      const w0 = r0 * h
      const w1 = r1 * h
      rect(out, 0, 0, 0, w0, h)
      rect(out, 1, w0 + s, 0, w1, h)
      rect(out, 2, w0 + w1 + 2 * s, 0, w - w0 - w1 - 2 * s, h)
      break
    }
    case 4: {
      const h0 = w / r0
      const h1 = w / r1
      rect(out, 0, 0, 0, w, h0)
      rect(out, 1, 0, h0 + s, w, h1)
      rect(out, 2, 0, h0 + h1 + 2 * s, w, h - h0 - h1 - 2 * s)
      break
    }
    case 5: {
      // 3t: one item on top, a side-by-side pair below.
      const h0 = w / r0
      const y = h0 + s
      const hb = h - y
      rect(out, 0, 0, 0, w, h0)
      beside(out, 1, 0, y, r1 * hb, w, hb, s)
      break
    }
    case 6: {
      // 3b: a side-by-side pair on top, one item below.
      const ht = (w - s) / (r0 + r1)
      beside(out, 0, 0, 0, r0 * ht, w, ht, s)
      rect(out, 2, 0, ht + s, w, h - ht - s)
      break
    }
    case 7: {
      // 3l: one item left, a stacked pair right.
      const w0 = r0 * h
      const x = w0 + s
      const wr = w - x
      rect(out, 0, 0, 0, w0, h)
      stacked(out, 1, x, 0, wr / r1, wr, h, s)
      break
    }
    case 8: {
      // 3r: a stacked pair left, one item right.
      const w2 = r2 * h
      const wl = w - s - w2
      stacked(out, 0, 0, 0, wl / r0, wl, h, s)
      rect(out, 2, wl + s, 0, w2, h)
      break
    }
    default:
      rect(out, 0, 0, 0, w, h)
  }
}

// Items k and k + 1 side by side in the box (x, y, w, h): the first `first` wide, the second the rest.
function beside(out: Float64Array, k: number, x: number, y: number, first: number, w: number, h: number, s: number) {
  rect(out, k, x, y, first, h)
  rect(out, k + 1, x + first + s, y, w - first - s, h)
}

// Items k and k + 1 stacked in the box (x, y, w, h): the first `first` high, the second the rest.
function stacked(out: Float64Array, k: number, x: number, y: number, first: number, w: number, h: number, s: number) {
  rect(out, k, x, y, w, first)
  rect(out, k + 1, x, y + first + s, w, h - first - s)
}

function rect(out: Float64Array, k: number, x: number, y: number, w: number, h: number): void {
  const j = 4 * k
  out[j] = x
  out[j + 1] = y
  out[j + 2] = w
  out[j + 3] = h
}
