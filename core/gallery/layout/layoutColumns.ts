/**
 * The column pass (grid, masonry): each group goes to the shortest column (or the next one, left to
 * right). `layoutColumns` copies the settings into the run's number array; `fillColumns`, where the
 * time goes, reads only typed arrays, arrays of numbers and indices (see LayoutRun for why).
 */
import { emitGroup } from './emitGroup'
import { formGroup } from './formGroup'
import { COEF, FRAME, GROUP_TYPE_SIZE, SPACING } from './groupGeometry'
import type { GroupTypeTable } from './groupTypeTable'
import type { LayoutSourceItem } from './LayoutItem'
import { MAX_LAYOUT_COLUMNS } from './layoutLimits'
import { idSeed, MAX_LOOPS, MIRROR, PASS_SLOTS, TARGET } from './LayoutRun'
import type { LayoutRun, PassArrays, Resume } from './LayoutRun'
import { startOf, type PassResult } from './layoutRow'
import { CropMethod, type LayoutConfig } from './toLayoutConfig'

// Slots of LayoutRun.num: the column settings, then the pass state (in and out).
const [INFO_H, INFO_W, INFO_PERCENT, INFO_SIDE, INFO_ABOVE, CUBE_H, LEFT_TO_RIGHT, GROUP, ...LAST] = Array.from(
  { length: 11 },
  (_, i) => PASS_SLOTS + i,
)
const [LAST_START, LAST_COLUMN, LAST_Y] = LAST

/**
 * Column geometry: lefts and widths of each column, and the fixed item height of grids (or 0). As
 * pro-layouts does it: a column's share includes one spacing (the gallery is `width + spacing`
 * wide, each item gives up the spacing beside it), the column count is the one whose share is
 * closest to the target size plus the spacing, and the shares are rounded one after the other.
 */
export function columnsOf(cfg: LayoutConfig): { lefts: number[]; widths: number[]; cubeHeight: number } {
  const s = cfg.spacing
  const W = cfg.width + s
  let nc = cfg.columns
  if (nc <= 0) {
    const target = Math.floor(cfg.target) + Math.ceil(s - 2 * cfg.gallerySpacing)
    const f = W / target
    const lo = Math.max(1, Math.floor(f))
    const hi = Math.max(1, Math.ceil(f))
    nc = Math.abs(target - Math.round(W / lo)) <= Math.abs(target - Math.round(W / hi)) ? lo : hi
  }
  nc = Math.max(1, Math.min(nc, MAX_LAYOUT_COLUMNS, Math.floor(W / (1 + s))))
  const cubed =
    cfg.cropEnabled &&
    cfg.maxGroupSize === 1 &&
    (cfg.cropMethod === CropMethod.Fill || cfg.cropMethod === CropMethod.Fit) &&
    cfg.repeating.length === 0 &&
    cfg.cropRatios.length < 2
  const ratios = cfg.columnRatios
  const total =
    ratios.length > 0 ? Array.from({ length: nc }, (_, i) => ratios[i % ratios.length]).reduce((a, b) => a + b, 0) : 0
  const lefts: number[] = []
  const widths: number[] = []
  let left = 0
  let remainder = W
  for (let i = 0; i < nc; i++) {
    const share =
      ratios.length > 0 ? Math.round((ratios[i % ratios.length] * W) / total) : Math.round(remainder / (nc - i))
    lefts.push(cfg.left + left)
    widths.push(Math.max(1, share - s))
    left += share
    remainder -= share
  }
  // Grids' items share one height, as in pro-layouts: the even split's column width less the first
  // column's info, over the crop ratio (info in percent is a share of a column with its spacing).
  const width = Math.floor(W / nc) - s
  const info = cfg.infoWidthPercent ? Math.round(cfg.infoWidth * (widths[0] + s)) : Math.min(cfg.infoWidth, width - 1)
  return { lefts, widths, cubeHeight: cubed ? Math.max(1, (width - info) / cfg.cropRatios[0]) : 0 }
}

/** Columns of groups, from `from`; false when the loop guard trips. */
export function layoutColumns<T extends LayoutSourceItem>(run: LayoutRun<T>, from: Resume): PassResult | false {
  const { cfg, src, base, num } = run
  const { lefts, widths, cubeHeight } = columnsOf(cfg)
  const nc = widths.length
  const heights =
    from.heights && from.heights.length === nc ? Float64Array.from(from.heights) : startOf(cfg, nc).heights!
  // The group width the minimum item size is checked at: a column's share less its spacing.
  num[TARGET] = Math.floor((cfg.width + cfg.spacing) / nc) - cfg.spacing
  num[INFO_H] = cfg.infoHeight
  num[INFO_W] = cfg.infoWidth
  num[INFO_PERCENT] = cfg.infoWidthPercent ? 1 : 0
  num[INFO_SIDE] = cfg.infoSide
  num[INFO_ABOVE] = cfg.infoAbove
  num[CUBE_H] = cubeHeight
  num[LEFT_TO_RIGHT] = cfg.groupsLeftToRight ? 1 : 0
  num[GROUP] = from.group
  num[LAST_START] = -1
  // The id's character sum picks among candidate types; with one item per group there is no choice.
  const seeds = cfg.maxGroupSize > 1 ? Int32Array.from(src, (item) => idSeed(item.id)) : null
  const { ratio, orig, store } = run
  const { table, repeating } = cfg
  const arrays: PassArrays = [num, ratio, orig, store.cells]
  if (!fillColumns(arrays, table, repeating, seeds, lefts, widths, heights, base)) return false
  const s = cfg.spacing
  const group = num[GROUP]
  let extent = Math.round(cfg.top)
  for (let k = 0; k < nc; k++) if (heights[k] - s > extent) extent = Math.round(heights[k] - s)
  const lastStart = num[LAST_START]
  if (lastStart < 0) return { extent, strips: 0, groups: group, resume: { ...from, heights } }
  const before = Float64Array.from(heights)
  before[num[LAST_COLUMN]] = num[LAST_Y]
  return {
    extent,
    strips: 0,
    groups: group,
    resume: { ...from, start: base + lastStart, group: group - 1, heights: before },
  }
}

/** Places the groups of the pass's items one by one into `heights`' columns. */
function fillColumns(
  arrays: PassArrays,
  table: GroupTypeTable,
  repeating: readonly number[],
  seeds: Int32Array | null,
  lefts: readonly number[],
  widths: readonly number[],
  heights: Float64Array,
  base: number,
): boolean {
  const [num, ratio, orig, cells] = arrays
  const n = ratio.length - 2
  const nc = widths.length
  const s = num[SPACING]
  const infoH = num[INFO_H]
  const infoW = num[INFO_W]
  const percent = num[INFO_PERCENT] === 1
  const side = num[INFO_SIDE]
  const aboveMode = num[INFO_ABOVE]
  const cubeHeight = num[CUBE_H]
  const leftToRight = num[LEFT_TO_RIGHT] === 1
  // Right to left, an item and the info beside it are mirrored as a whole and the info keeps the
  // side it names, as pro-gallery draws them: before the mirroring, the media goes on the other side.
  const mirror = num[MIRROR] === 1
  const maxLoops = num[MAX_LOOPS]
  let loops = 0
  let group = num[GROUP] | 0
  let lastStart = -1
  let lastCol = 0
  let lastY = 0
  let p = 0
  while (p < n) {
    if (++loops > maxLoops) return false
    const type = formGroup(num, ratio, orig, table, repeating, p, n - p, group, seeds === null ? 0 : seeds[p])
    let c = group % nc
    if (!leftToRight) {
      c = 0
      for (let k = 1; k < nc; k++) if (heights[k] < heights[c]) c = k
    }
    const cw = widths[c]
    // Info in percent is a share of the column with its spacing, as in pro-layouts.
    const iw = infoW === 0 ? 0 : percent ? Math.min(Math.round(infoW * (cw + s)), cw - 1) : Math.min(infoW, cw - 1)
    const gw = cw - iw
    const H = cubeHeight > 0 ? cubeHeight : (gw - num[COEF + 1]) / num[COEF]
    const odd = (base + p) % 2 === 1
    const left = (side === 1 || (side === 2 && odd)) !== mirror
    // Alternating as pro-gallery does: even items (0, 2, ...) have their info above and on the right.
    const above = aboveMode === 1 || (aboveMode === 2 && !odd)
    const y0 = heights[c]
    num[FRAME] = lefts[c] + (left ? iw : 0)
    num[FRAME + 1] = y0 + (above ? infoH : 0)
    num[FRAME + 2] = gw
    num[FRAME + 3] = H
    emitGroup(num, ratio, cells, type, p, group, c, 0)
    const shift = above ? infoH : 0
    // A group's height rounds to whole pixels, except grids' shared height, which stacks exactly
    // (as in pro-layouts; the items' edges round, so no rounding adds up down a column).
    const bottom = y0 + shift + H
    heights[c] = (cubeHeight > 0 ? bottom : Math.round(bottom)) + (infoH - shift) + s
    lastStart = p
    lastCol = c
    lastY = y0
    p += GROUP_TYPE_SIZE[type]
    group++
  }
  num[GROUP] = group
  num[LAST_START] = lastStart
  num[LAST_COLUMN] = lastCol
  num[LAST_Y] = lastY
  return true
}
