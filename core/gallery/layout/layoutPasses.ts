/**
 * The column and row passes, and what every pass shares. Columns: groups stack in the shortest (or
 * next) column (grid, masonry). Row: one horizontal strip at the container height (slider,
 * slideshow, horizontal grids). Strips are in `layoutStrips`. Each pass resumes from a
 * {@link Resume}, which is how appending stays incremental.
 */
import { COEF, FRAME, GROUP_TYPE_SIZE } from './groupGeometry'
import type { LayoutSourceItem } from './LayoutItem'
import { emitGroup, formGroup, idSeed, TARGET, tick, type LayoutRun, type Resume } from './LayoutRun'
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

/** Column geometry: lefts and widths of each column, and the fixed item height of grids (or 0). */
export function columnsOf(cfg: LayoutConfig): { lefts: number[]; widths: number[]; cubeHeight: number } {
  const W = cfg.width
  const s = cfg.spacing
  let nc = cfg.columns
  if (nc <= 0) {
    const f = W / cfg.target
    const lo = Math.max(1, Math.floor(f))
    const hi = Math.max(1, Math.ceil(f))
    nc = Math.abs(cfg.target - Math.round(W / lo)) <= Math.abs(cfg.target - Math.round(W / hi)) ? lo : hi
  }
  nc = Math.max(1, Math.min(nc, Math.floor((W + s) / (1 + s))))
  const cubed =
    cfg.cropEnabled &&
    cfg.maxGroupSize === 1 &&
    cfg.cropMethod <= 1 &&
    cfg.repeating.length === 0 &&
    cfg.cropRatios.length < 2
  const inner = W - (nc - 1) * s
  const lefts: number[] = []
  const widths: number[] = []
  const ratios = cfg.columnRatios
  if (ratios.length > 0) {
    const parts = Array.from({ length: nc }, (_, i) => ratios[i % ratios.length])
    const total = parts.reduce((a, b) => a + b, 0)
    let acc = 0
    for (let i = 0; i < nc; i++) {
      const l = Math.round((acc / total) * inner) + i * s
      acc += parts[i]
      const r = Math.round((acc / total) * inner) + i * s
      lefts.push(cfg.left + l)
      widths.push(Math.max(1, r - l))
    }
  } else {
    // Grids keep every column the same whole width (every item the same size); others fill the row.
    const cw = cubed ? Math.max(1, Math.floor(inner / nc)) : inner / nc
    for (let i = 0; i < nc; i++) {
      const l = Math.round(i * (cw + s))
      lefts.push(cfg.left + l)
      widths.push(Math.max(1, Math.round(i * (cw + s) + cw) - l))
    }
  }
  const minWidth = Math.min(...widths)
  const info = cfg.infoWidthPercent ? Math.round(cfg.infoWidth * minWidth) : Math.min(cfg.infoWidth, minWidth - 1)
  return { lefts, widths, cubeHeight: cubed ? Math.max(1, (minWidth - info) / cfg.cropRatios[0]) : 0 }
}

/** Columns: each group goes to the shortest column (or the next one, left to right). */
export function layoutColumns<T extends LayoutSourceItem>(run: LayoutRun<T>, from: Resume): PassResult | false {
  const { cfg, src, base, num, ratio, orig } = run
  const { table, repeating } = cfg
  const cells = run.store.cells
  const { lefts, widths, cubeHeight } = columnsOf(cfg)
  const nc = widths.length
  const s = cfg.spacing
  const infoH = cfg.infoHeight
  const heights =
    from.heights && from.heights.length === nc ? Float64Array.from(from.heights) : startOf(cfg, nc).heights!
  num[TARGET] = Math.floor(cfg.width / nc)
  // The id's character sum picks among candidate types; with one item per group there is no choice.
  const seeded = cfg.maxGroupSize > 1
  let group = from.group
  let lastStart = -1
  let lastCol = 0
  let lastY = 0
  let p = 0
  while (p < src.length) {
    if (!tick(num)) return false
    const seed = seeded ? idSeed(src[p].id) : 0
    const type = formGroup(num, ratio, orig, table, repeating, p, src.length - p, group, seed)
    let c = group % nc
    if (!cfg.groupsLeftToRight) {
      c = 0
      for (let k = 1; k < nc; k++) if (heights[k] < heights[c]) c = k
    }
    const cw = widths[c]
    const iw =
      cfg.infoWidth === 0 ? 0 : cfg.infoWidthPercent ? Math.round(cfg.infoWidth * cw) : Math.min(cfg.infoWidth, cw - 1)
    const gw = cw - iw
    const H = cubeHeight > 0 ? cubeHeight : (gw - num[COEF + 1]) / num[COEF]
    const left = cfg.infoSide === 1 || (cfg.infoSide === 2 && (base + p) % 2 === 1)
    const above = cfg.infoAbove === 1 || (cfg.infoAbove === 2 && (base + p) % 2 === 1)
    const y0 = heights[c]
    num[FRAME] = lefts[c] + (left ? iw : 0)
    num[FRAME + 1] = y0 + (above ? infoH : 0)
    num[FRAME + 2] = gw
    num[FRAME + 3] = H
    emitGroup(num, ratio, cells, type, p, group, c)
    const shift = above ? infoH : 0
    heights[c] = Math.round(y0 + shift + H) + (infoH - shift) + s
    lastStart = p
    lastCol = c
    lastY = y0
    p += GROUP_TYPE_SIZE[type]
    group++
  }
  let extent = Math.round(cfg.top)
  for (let k = 0; k < nc; k++) if (heights[k] - s > extent) extent = heights[k] - s
  if (lastStart < 0) return { extent, strips: 0, groups: group, resume: { ...from, heights } }
  const before = Float64Array.from(heights)
  before[lastCol] = lastY
  return {
    extent,
    strips: 0,
    groups: group,
    resume: { ...from, start: base + lastStart, group: group - 1, heights: before },
  }
}

/** Row: every group in one strip at the row height, left to right. */
export function layoutRow<T extends LayoutSourceItem>(run: LayoutRun<T>, from: Resume): PassResult | false {
  const { cfg, src, base, num, ratio, orig } = run
  const cells = run.store.cells
  const H = cfg.height
  const s = cfg.spacing
  const top = Math.round(cfg.top) + (cfg.infoAbove === 1 ? cfg.infoHeight : 0)
  let { x, group, inStrip } = from
  let rStart = from.start
  let rX = x
  let rGroup = group
  let rIn = inStrip
  let p = 0
  while (p < src.length) {
    if (!tick(num)) return false
    const type = formGroup(num, ratio, orig, cfg.table, cfg.repeating, p, src.length - p, group, inStrip + 2)
    const w = num[COEF] * H + num[COEF + 1]
    rStart = base + p
    rX = x
    rGroup = group
    rIn = inStrip
    num[FRAME] = x
    num[FRAME + 1] = top
    num[FRAME + 2] = w
    num[FRAME + 3] = H
    emitGroup(num, ratio, cells, type, p, group, 0)
    x = Math.round(x + w) + s
    p += GROUP_TYPE_SIZE[type]
    group++
    inStrip++
  }
  const resume: Resume = { start: rStart, y: from.y, x: rX, strip: 0, group: rGroup, inStrip: rIn, heights: null }
  return { extent: x - s, strips: 1, groups: group, resume }
}
