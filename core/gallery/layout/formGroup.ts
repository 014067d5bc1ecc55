/**
 * Group formation: the type of the group starting at an item (from the configuration's candidate
 * table, or the repeating types) and its width coefficients, with the reference's minimum item size.
 */
import { GALLERY_CONSTANTS } from '../options/constants'
import { COEF, GroupCode, GROUP_TYPE_SIZE, placeItems, RECTS, SPACING } from './groupGeometry'
import { fitTypeToCount, tableIndex, type GroupTypeTable } from './groupTypeTable'
import { MAX_GROUP, MIN_SIZE, ROWS, SEED_PERIOD, TARGET } from './LayoutRun'

/**
 * Forms the group starting at local index p, with `left` items left in the pass: returns its type
 * code (its item count is `GROUP_TYPE_SIZE[type]`) and writes its width coefficients into
 * `num[COEF..]`. `seed` picks among candidate types (the group's place in strips, the id's
 * character sum in columns); `repeating` are the types to cycle through, if any.
 *
 * A type whose items would come out smaller than the minimum item size, placed at the target size
 * as the reference measures them, gives way to the next smaller group size.
 */
export function formGroup(
  num: Float64Array,
  ratio: Float64Array,
  orig: Float64Array,
  table: GroupTypeTable,
  repeating: readonly number[],
  p: number,
  left: number,
  groupIdx: number,
  seed: number,
): number {
  const n = Math.min(num[MAX_GROUP], left)
  const rows = num[ROWS] === 1
  const s = num[SPACING]
  const r0 = ratio[p]
  const r1 = ratio[p + 1]
  const r2 = ratio[p + 2]
  const cycle = repeating.length > 0
  let pattern = 0
  if (n === 3 && !cycle) {
    const portrait = GALLERY_CONSTANTS.portraitRatioBelow
    pattern = (orig[p] < portrait ? 1 : 0) | (orig[p + 1] < portrait ? 2 : 0) | (orig[p + 2] < portrait ? 4 : 0)
  }
  const minSize = num[MIN_SIZE]
  const T = num[TARGET]
  let type = 0
  let a = r0
  let b = 0
  let period = 1
  for (let f = n; f >= 1; f--) {
    // Repeating types: the one at this group's place in the cycle, taken without a size check.
    if (cycle) type = fitTypeToCount(repeating[groupIdx % repeating.length], n, rows)
    else {
      const list = table[tableIndex(n, f, pattern)]
      const choices = list.length
      type = choices === 1 ? list[0] : list[seed % choices]
      period *= choices
    }
    // The group's width is a * height + b.
    a = r0
    b = 0
    switch (type) {
      case GroupCode.TwoH:
        a = r0 + r1
        b = s
        break
      case GroupCode.ThreeH:
        a = r0 + r1 + r2
        b = 2 * s
        break
      case GroupCode.TwoV: {
        const q = 1 / r0 + 1 / r1
        a = 1 / q
        b = (-1 * s) / q
        break
      }
      case GroupCode.ThreeV: {
        const q = 1 / r0 + 1 / r1 + 1 / r2
        a = 1 / q
        b = (-2 * s) / q
        break
      }
      case GroupCode.ThreeT: {
        const q = 1 / r0 + 1 / (r1 + r2)
        a = 1 / q
        b = (s / (r1 + r2) - s) / q
        break
      }
      case GroupCode.ThreeB: {
        const q = 1 / r2 + 1 / (r0 + r1)
        a = 1 / q
        b = (s / (r0 + r1) - s) / q
        break
      }
      case GroupCode.ThreeL: {
        const q = 1 / r1 + 1 / r2
        a = r0 + 1 / q
        b = s - s / q
        break
      }
      case GroupCode.ThreeR: {
        const q = 1 / r0 + 1 / r1
        a = r2 + 1 / q
        b = s - s / q
        break
      }
    }
    const count = GROUP_TYPE_SIZE[type]
    if (cycle || count === 1 || f === 1 || minSize <= 0) break
    // Minimum item size, checked at the target size as the reference does.
    placeItems(num, ratio, type, p, rows ? a * T + b : T, rows ? T : (T - b) / a)
    let small = false
    for (let k = 0; k < count; k++) {
      if (num[RECTS + 4 * k + 2] < minSize || num[RECTS + 4 * k + 3] < minSize) small = true
    }
    if (!small) break
  }
  num[COEF] = a
  num[COEF + 1] = b
  num[SEED_PERIOD] = period
  return type
}
