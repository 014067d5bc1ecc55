/**
 * The nine collage group types: names, codes and sizes, and the number slots a group's geometry
 * goes through. Item boxes are separated by exactly `spacing` inside a group; no spacing sits
 * around the group.
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
 * Where a group's numbers go in and out of a pass's number array (see `LayoutRun.num`): the
 * spacing between items, the width coefficients a and b of the group formed last (its box is
 * `a * height + b` wide, which lets a strip solve its height in one division), and the box of the
 * group being emitted (x, y, width, height). Numbers go through this array, arguments are codes
 * and indices. The geometry itself is in `formGroup` and `emitGroup`.
 */
export const SPACING = 0
/** See {@link SPACING}. */
export const COEF = 1
/** See {@link SPACING}. */
export const FRAME = 3
/** Slots the geometry uses; a pass's own numbers follow. */
export const GEOMETRY_SLOTS = 7

/** Numeric code of a group type name, or -1 when it is not one. */
export function groupTypeCode(name: unknown): number {
  return GROUP_TYPE_NAMES.indexOf(String(name).trim() as GroupType)
}
