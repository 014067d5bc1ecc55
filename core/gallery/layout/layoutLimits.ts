/**
 * The sizes the layouter takes. Past these a layout is refused with a `RangeError` naming the call
 * and the value, before anything is allocated: a column layout makes one array slot per column and
 * a container a million pixels wide is a mistake (or an attack), not a gallery.
 */

/** Largest container width or height, target item size, spacing or info size, in px. */
export const MAX_LAYOUT_PX = 100_000
/** Most columns of a column layout (a fixed count past it is refused, a derived one stops there). */
export const MAX_LAYOUT_COLUMNS = 1_000
/** Box ratios (width / height) are held within 1:MAX_ITEM_RATIO and MAX_ITEM_RATIO:1. */
export const MAX_ITEM_RATIO = 10_000

/**
 * `value` when it is a number from 0 to `max`; otherwise a `RangeError` such as
 * 'createLayout: container.width must be a number from 0 to 100000 (got 1e+308)'.
 */
export function withinLimit(call: string, name: string, value: number, max: number): number {
  if (typeof value === 'number' && value >= 0 && value <= max) return value
  throw new RangeError(`${call}: ${name} must be a number from 0 to ${max} (got ${String(value)})`)
}
