/**
 * The strip pass (collage, rows masonry): groups fill rows of the gallery width, with pro-layouts'
 * rules for closing a row, for the row's height and for rounding the groups' widths. `layoutStrips` copies the settings and
 * the resume point into the run's number array; `fillStrips`, where the time goes, reads only typed
 * arrays, arrays of numbers and indices (see LayoutRun for why).
 */
import { emitGroup } from './emitGroup'
import { formGroup } from './formGroup'
import { COEF, FRAME, GROUP_TYPE_SIZE, SPACING } from './groupGeometry'
import type { GroupTypeTable } from './groupTypeTable'
import type { LayoutSourceItem } from './LayoutItem'
import { MAX_LOOPS, PASS_SLOTS, SEED_PERIOD } from './LayoutRun'
import type { LayoutRun, PassArrays, Resume } from './LayoutRun'
import type { PassResult } from './layoutRow'

// Slots of LayoutRun.num: the strip settings, then the pass state (in and out).
const [WIDTH, LEFT, TOP_SHIFT, INFO_H, PER_STRIP, OUTER_T, Y, STRIP, GROUP, ...RESUME] = Array.from(
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
  // pro-layouts measures groups with their spacing: the target strip height includes one.
  num[OUTER_T] = Math.floor(cfg.target) + Math.ceil(cfg.spacing - 2 * cfg.gallerySpacing)
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
  return { extent: Math.round(num[Y] - cfg.spacing), strips: num[STRIP], groups: num[GROUP], resume }
}

/**
 * Forms the groups of `n` items one by one, closes a strip when one more group would take it
 * further from the target height than closing it now, and emits each closed strip's items. As in
 * pro-layouts, each group counts with its spacing (its share of the strip) and by its ratio at the
 * target height, and the strip's height is the gallery width (plus one spacing) over the sum of
 * those ratios.
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
  // An outer target at or below the spacing would leave groups no height to be measured at.
  const T = Math.max(num[OUTER_T], num[SPACING] + 1)
  const infoH = num[INFO_H]
  const topShift = num[TOP_SHIFT]
  const perStrip = num[PER_STRIP]
  const maxLoops = num[MAX_LOOPS]
  // Strip widths and heights below count each group's share: its width and one spacing.
  const Ws = W + s
  const minStrip = Math.max(3, s)
  const Ts = T - s
  const invT = 1 / T
  let loops = 0
  let y = num[Y]
  let strip = num[STRIP] | 0
  let group = num[GROUP] | 0
  let p = 0
  let count = 0
  // The sum of the open strip's group ratios (share width over share height) at the target height.
  let R = 0
  let A = 0
  let B = 0
  // A group's type is seeded by its place: its 1-based index in the strip plus the strip's, as
  // pro-layouts does, so the group that closes a strip is formed again at the next one's start.
  let formed = -1
  let type = 0
  // The open strip's groups: type and first item, and width coefficients a and b.
  let firsts = new Int32Array(128)
  let coefs = new Float64Array(128)
  for (;;) {
    // A full strip closes before the next group is formed when the decision cannot depend on that
    // group: its count of groups is reached, or it is already below the target height and the
    // group cannot be the last (more items left than a group holds). The group is then formed
    // once, for the next strip, instead of twice.
    const without = count > 0 ? Ws / R - T : 0
    let closeNow = p >= n || (count > 0 && (perStrip > 0 ? count >= perStrip : without < 0 && n - p > 3))
    if (!closeNow) {
      if (++loops > maxLoops) return false
      if (formed !== p) type = formGroup(num, ratio, orig, table, repeating, p, n - p, group, count + strip + 2)
      formed = p
      const gCount = GROUP_TYPE_SIZE[type]
      const a = num[COEF]
      const b = num[COEF + 1]
      const r = (a * Ts + b + s) * invT
      if (count > 0) {
        if (perStrip > 0) closeNow = count >= perStrip
        else {
          const withNew = Ws / (R + r) - T
          if (without < 0) closeNow = true
          else if (withNew < 0) closeNow = Math.abs(without) < Math.abs(withNew)
          // The last group prefers joining the open strip when that keeps it closer to the target.
          if (closeNow && p + gCount >= n) closeNow = Math.abs(without) < Math.abs(withNew)
          // A group that would squeeze the strip below the spacing (items a few pixels high, or a
          // tower beside a panorama one pixel wide) opens a new one.
          if (withNew + T - s <= minStrip) closeNow = true
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
        R += r
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
    let H = Ws / R - s
    // pro-layouts' height leaves the strip's last group to take up the difference to the width.
    // Where that would squeeze the group below half its width or stretch it by more than half the
    // strip (a panorama alone in a narrow strip: 1 px high), the height that fills the width
    // exactly is used instead, so no box overlaps or collapses.
    const stretch = W - A * H - B
    const last = count - 1
    if (stretch > W / 2 || -stretch > (coefs[2 * last] * H + coefs[2 * last + 1]) / 2) H = (W - B) / A
    let full = true
    // Tested for every strip, not only the last, so the optimized loop has met the comparison
    // before the last strip (else it gives up its code there and the next layout starts slow).
    const tooTall = perStrip === 0 && H + s > 1.5 * T
    if (p >= n && tooTall) {
      H = T - s
      full = false
    }
    let x = left
    const first = group - count
    num[FRAME + 1] = y + topShift
    num[FRAME + 3] = H
    // Each group's share (its width and the spacing after it) is rounded to whole pixels and the
    // next group starts there, as in pro-layouts; the last group of a full strip takes the rest.
    for (let g = 0; g < count; g++) {
      const w = coefs[2 * g] * H + coefs[2 * g + 1]
      const x1 = full && g === count - 1 ? left + W : x + Math.round(w + s) - s
      num[FRAME] = x
      num[FRAME + 2] = x1 - x
      emitGroup(num, ratio, cells, firsts[2 * g], firsts[2 * g + 1], first + g, strip, x1 - x - w)
      x = x1 + s
    }
    // Strips stack at their exact heights (the items' edges round, so the spacing between strips
    // stays exact and no rounding adds up down the gallery).
    y = y + H + infoH + s
    strip++
    // The group left out opens the next strip with a seed count - 1 lower: formed again only when
    // that can change its type.
    if ((count - 1) % num[SEED_PERIOD] !== 0) formed = -1
    count = R = A = B = 0
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
