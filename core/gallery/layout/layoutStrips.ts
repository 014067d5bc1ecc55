/**
 * The strip pass (collage, rows masonry): groups fill rows of the gallery width, with the
 * reference's rule for closing a row on exact group widths. `layoutStrips` copies the settings and
 * the resume point into the run's number array; `fillStrips`, where the time goes, reads only typed
 * arrays, arrays of numbers and indices (see LayoutRun for why).
 */
import { emitGroup } from './emitGroup'
import { formGroup } from './formGroup'
import { COEF, FRAME, GROUP_TYPE_SIZE, SPACING } from './groupGeometry'
import type { GroupTypeTable } from './groupTypeTable'
import type { LayoutSourceItem } from './LayoutItem'
import { MAX_LOOPS, PASS_SLOTS, TARGET } from './LayoutRun'
import type { LayoutRun, PassArrays, Resume } from './LayoutRun'
import type { PassResult } from './layoutRow'

// Slots of LayoutRun.num: the strip settings, then the pass state (in and out).
const [WIDTH, LEFT, TOP_SHIFT, INFO_H, PER_STRIP, SQUEEZE, Y, STRIP, GROUP, ...RESUME] = Array.from(
  { length: 13 },
  (_, i) => PASS_SLOTS + i,
)
const [RESUME_START, RESUME_Y, RESUME_STRIP, RESUME_GROUP] = RESUME

/** Strips of groups, from `from`; false when the loop guard trips. */
export function layoutStrips<T extends LayoutSourceItem>(run: LayoutRun<T>, from: Resume): PassResult | false {
  const { cfg, num } = run
  num[WIDTH] = cfg.width
  num[LEFT] = cfg.left
  num[TOP_SHIFT] = cfg.infoAbove === 1 ? cfg.infoHeight : 0
  num[INFO_H] = cfg.infoHeight
  num[PER_STRIP] = cfg.groupsPerStrip
  // A strip never gets squeezed below this by one more group (tall items would shrink to slivers).
  num[SQUEEZE] = Math.max(1, 3 * cfg.spacing, cfg.target / 4)
  num[Y] = num[RESUME_Y] = from.y
  num[STRIP] = num[RESUME_STRIP] = from.strip
  num[GROUP] = num[RESUME_GROUP] = from.group
  num[RESUME_START] = from.start
  const { ratio, orig, store, src, base } = run
  if (!fillStrips([num, ratio, orig, store.cells], cfg.table, cfg.repeating, src.length, base)) return false
  const resume = {
    start: num[RESUME_START],
    y: num[RESUME_Y],
    x: from.x,
    strip: num[RESUME_STRIP],
    group: num[RESUME_GROUP],
    inStrip: 0,
    heights: null,
  }
  return { extent: num[Y] - cfg.spacing, strips: num[STRIP], groups: num[GROUP], resume }
}

/**
 * Forms the groups of `n` items one by one, closes a strip when one more group would take it
 * further from the target height than closing it now, and emits each closed strip's items.
 */
function fillStrips(
  arrays: PassArrays,
  table: GroupTypeTable,
  repeating: readonly number[],
  n: number,
  base: number,
): boolean {
  const [num, ratio, orig, cells] = arrays
  const W = num[WIDTH]
  const left = num[LEFT]
  const s = num[SPACING]
  const T = num[TARGET]
  const infoH = num[INFO_H]
  const topShift = num[TOP_SHIFT]
  const perStrip = num[PER_STRIP]
  const squeeze = num[SQUEEZE]
  const maxLoops = num[MAX_LOOPS]
  let loops = 0
  let y = num[Y]
  let strip = num[STRIP] | 0
  let group = num[GROUP] | 0
  let p = 0
  let count = 0
  let A = 0
  let B = 0
  // A group's type depends on its gallery-wide index, not its place in the strip, so the group
  // that closes a strip opens the next one unchanged (no second formation).
  let formed = -1
  let type = 0
  // The open strip's groups: type and first item, and width coefficients a and b.
  let firsts = new Int32Array(128)
  let coefs = new Float64Array(128)
  for (;;) {
    let closeNow = p >= n
    if (!closeNow) {
      if (++loops > maxLoops) return false
      if (formed !== p) type = formGroup(num, ratio, orig, table, repeating, p, n - p, group, group + 1)
      formed = p
      const gCount = GROUP_TYPE_SIZE[type]
      const a = num[COEF]
      const b = num[COEF + 1]
      if (count > 0) {
        if (perStrip > 0) closeNow = count >= perStrip
        else {
          const without = (W - B) / A - T
          const rest = W - B - s - b
          const withNew = rest / (A + a) - T
          if (without < 0) closeNow = true
          else if (withNew < 0) closeNow = Math.abs(without) < Math.abs(withNew)
          // The last group prefers joining the open strip when that keeps it closer to the target.
          if (closeNow && p + gCount >= n) closeNow = Math.abs(without) < Math.abs(withNew)
          // A group that would squeeze the strip to almost nothing always opens a new one.
          if (rest <= (A + a) * squeeze) closeNow = true
        }
      }
      if (!closeNow) {
        if (2 * count === firsts.length) {
          firsts = doubled(firsts, new Int32Array(2 * firsts.length))
          coefs = doubled(coefs, new Float64Array(2 * coefs.length))
        }
        firsts[2 * count] = type
        firsts[2 * count + 1] = p
        coefs[2 * count] = a
        coefs[2 * count + 1] = b
        B += b + (count > 0 ? s : 0)
        A += a
        count++
        p += gCount
        group++
        continue
      }
    }
    if (count === 0) break
    // Close the strip: full width, except a last strip that would grow past 1.5 x the target.
    let H = (W - B) / A
    let full = true
    // Tested for every strip, not only the last, so the optimized loop has met the comparison
    // before the last strip (else it gives up its code there and the next layout starts slow).
    const tooTall = perStrip === 0 && H > 1.5 * T
    if (p >= n && tooTall) {
      H = T
      full = false
    }
    let x = left
    const first = group - count
    num[FRAME + 1] = y + topShift
    num[FRAME + 3] = H
    for (let g = 0; g < count; g++) {
      const x1 = full && g === count - 1 ? left + W : x + coefs[2 * g] * H + coefs[2 * g + 1]
      num[FRAME] = x
      num[FRAME + 2] = x1 - x
      emitGroup(num, ratio, cells, firsts[2 * g], firsts[2 * g + 1], first + g, strip)
      x = x1 + s
    }
    // The next strip starts below the rounded bottom edge the items got (y + H rounds, not H alone:
    // 204 + 501.49999999999994 is 705.5 in floating point).
    y = Math.round(y + topShift + H) + (infoH - topShift) + s
    strip++
    count = A = B = 0
    // The pass state is written at every strip, not once after the loop, so the optimized loop
    // never meets code it has not run before on its way out.
    num[Y] = y
    num[STRIP] = strip
    num[GROUP] = group
    if (p < n) {
      num[RESUME_START] = base + p
      num[RESUME_Y] = y
      num[RESUME_STRIP] = strip
      num[RESUME_GROUP] = group
    }
  }
  return true
}

/** `next` (twice the room) holding `open`'s numbers. */
function doubled<TArray extends Int32Array | Float64Array>(open: TArray, next: TArray): TArray {
  next.set(open)
  return next
}
