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
 * Writes the linear coefficients of a group's width into `out[0]` (a) and `out[1]` (b), for item
 * box ratios (width / height) r0, r1, r2 and the spacing s.
 */
export function groupCoefficients(
  type: number,
  r0: number,
  r1: number,
  r2: number,
  s: number,
  out: Float64Array,
): void {
  let a: number
  let b: number
  switch (type) {
    case 1:
      a = r0 + r1
      b = s
      break
    case 2: {
      const q = 1 / r0 + 1 / r1
      a = 1 / q
      b = -s / q
      break
    }
    case 3:
      a = r0 + r1 + r2
      b = 2 * s
      break
    case 4: {
      const q = 1 / r0 + 1 / r1 + 1 / r2
      a = 1 / q
      b = (-2 * s) / q
      break
    }
    case 5: {
      const p = r1 + r2
      const q = 1 / r0 + 1 / p
      a = 1 / q
      b = (s / p - s) / q
      break
    }
    case 6: {
      const p = r0 + r1
      const q = 1 / r2 + 1 / p
      a = 1 / q
      b = (s / p - s) / q
      break
    }
    case 7: {
      const q = 1 / r1 + 1 / r2
      a = r0 + 1 / q
      b = s - s / q
      break
    }
    case 8: {
      const q = 1 / r0 + 1 / r1
      a = r2 + 1 / q
      b = s - s / q
      break
    }
    default:
      a = r0
      b = 0
  }
  out[0] = a
  out[1] = b
}

/**
 * Writes the item rectangles of a group of width w and height h, relative to the group's corner,
 * into `out` as [x, y, width, height] per item, in the group's item order.
 */
export function placeGroupItems(
  type: number,
  r0: number,
  r1: number,
  r2: number,
  w: number,
  h: number,
  s: number,
  out: Float64Array,
): void {
  switch (type) {
    case 1: {
      const w0 = r0 * h
      rect(out, 0, 0, 0, w0, h)
      rect(out, 1, w0 + s, 0, w - w0 - s, h)
      break
    }
    case 2: {
      const h0 = w / r0
      rect(out, 0, 0, 0, w, h0)
      rect(out, 1, 0, h0 + s, w, h - h0 - s)
      break
    }
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
      const h0 = w / r0
      const y = h0 + s
      const hb = h - y
      const w1 = r1 * hb
      rect(out, 0, 0, 0, w, h0)
      rect(out, 1, 0, y, w1, hb)
      rect(out, 2, w1 + s, y, w - w1 - s, hb)
      break
    }
    case 6: {
      const ht = (w - s) / (r0 + r1)
      const w0 = r0 * ht
      rect(out, 0, 0, 0, w0, ht)
      rect(out, 1, w0 + s, 0, w - w0 - s, ht)
      rect(out, 2, 0, ht + s, w, h - ht - s)
      break
    }
    case 7: {
      const w0 = r0 * h
      const x = w0 + s
      const wr = w - x
      const h1 = wr / r1
      rect(out, 0, 0, 0, w0, h)
      rect(out, 1, x, 0, wr, h1)
      rect(out, 2, x, h1 + s, wr, h - h1 - s)
      break
    }
    case 8: {
      const w2 = r2 * h
      const wl = w - s - w2
      const h0 = wl / r0
      rect(out, 0, 0, 0, wl, h0)
      rect(out, 1, 0, h0 + s, wl, h - h0 - s)
      rect(out, 2, wl + s, 0, w2, h)
      break
    }
    default:
      rect(out, 0, 0, 0, w, h)
  }
}

function rect(out: Float64Array, i: number, x: number, y: number, w: number, h: number): void {
  const k = i * 4
  out[k] = x
  out[k + 1] = y
  out[k + 2] = w
  out[k + 3] = h
}
