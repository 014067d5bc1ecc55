/**
 * The row pass and what every pass shares. Row: one horizontal strip at the container height
 * (slider, slideshow, horizontal grids). Strips are in `layoutStrips`, columns in `layoutColumns`.
 * Each pass resumes from a {@link Resume}, which is how appending stays incremental.
 */
import { emitGroup } from './emitGroup'
import { formGroup } from './formGroup'
import { COEF, FRAME, GROUP_TYPE_SIZE } from './groupGeometry'
import type { LayoutSourceItem } from './LayoutItem'
import { MAX_LOOPS, type LayoutRun, type Resume } from './LayoutRun'
import type { LayoutConfig } from './toLayoutConfig'

/** What a pass reports besides the items it emitted. */
export interface PassResult {
  /** Bottom of the content (vertical passes) or right edge (row pass), before gallery spacing. */
  extent: number
  strips: number
  groups: number
  resume: Resume
}

/** A fresh resume point at the start of the content box. */
export function startOf(cfg: LayoutConfig, columns: number): Resume {
  const heights = columns > 0 ? new Float64Array(columns).fill(Math.round(cfg.top)) : null
  return { start: 0, y: Math.round(cfg.top), x: Math.round(cfg.left), strip: 0, group: 0, inStrip: 0, heights }
}

/** Row: every group in one strip at the row height, left to right. */
export function layoutRow<T extends LayoutSourceItem>(run: LayoutRun<T>, from: Resume): PassResult | false {
  const { cfg, src, base, num, ratio, orig } = run
  const cells = run.store.cells
  const H = cfg.height
  const s = cfg.spacing
  const top = Math.round(cfg.top)
  // Info above every item, or (alternating, as pro-gallery does) above the even ones.
  const above = cfg.infoAbove === 1 ? cfg.infoHeight : 0
  const even = cfg.infoAbove === 2 ? cfg.infoHeight : 0
  let { x, group, inStrip } = from
  let rStart = from.start
  let rX = x
  let rGroup = group
  let rIn = inStrip
  const maxLoops = num[MAX_LOOPS]
  let loops = 0
  let p = 0
  while (p < src.length) {
    if (++loops > maxLoops) return false
    const type = formGroup(num, ratio, orig, cfg.table, cfg.repeating, p, src.length - p, group, inStrip + 2)
    const w = num[COEF] * H + num[COEF + 1]
    rStart = base + p
    rX = x
    rGroup = group
    rIn = inStrip
    num[FRAME] = x
    num[FRAME + 1] = top + above + ((base + p) % 2 === 0 ? even : 0)
    num[FRAME + 2] = w
    num[FRAME + 3] = H
    emitGroup(num, ratio, cells, type, p, group, 0, 0)
    x = Math.round(x + w) + s
    p += GROUP_TYPE_SIZE[type]
    group++
    inStrip++
  }
  const resume: Resume = { start: rStart, y: from.y, x: rX, strip: 0, group: rGroup, inStrip: rIn, heights: null }
  return { extent: x - s, strips: 1, groups: group, resume }
}
