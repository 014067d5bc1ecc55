/**
 * The three layout passes. Strips: groups fill rows of the gallery width (collage, rows masonry).
 * Columns: groups stack in the shortest (or next) column (grid, masonry). Row: one horizontal
 * strip at the container height (slider, slideshow, horizontal grids). Each pass resumes from a
 * {@link Resume}, which is how appending stays incremental.
 */
import { GROUP_TYPE_SIZE } from './groupGeometry'
import type { LayoutSourceItem } from './LayoutItem'
import { emitGroup, formGroup, setTarget, tick, type LayoutRun, type Resume } from './LayoutRun'
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

/** The open strip's groups: type, first item and width coefficients, by place in the strip. */
interface StripGroups {
  types: Int32Array
  starts: Int32Array
  a: Float64Array
  b: Float64Array
}

const stripGroups = (size: number): StripGroups => ({
  types: new Int32Array(size),
  starts: new Int32Array(size),
  a: new Float64Array(size),
  b: new Float64Array(size),
})

/** Twice the room, the groups kept. */
function grown(open: StripGroups): StripGroups {
  const next = stripGroups(open.types.length * 2)
  next.types.set(open.types)
  next.starts.set(open.starts)
  next.a.set(open.a)
  next.b.set(open.b)
  return next
}

/** Strips: the reference's rule for closing a row, on exact group widths. */
export function layoutStrips<T extends LayoutSourceItem>(run: LayoutRun<T>, from: Resume): PassResult | false {
  const { cfg, src, base } = run
  const W = cfg.width
  const s = cfg.spacing
  const T = cfg.target
  const n = src.length
  const infoH = cfg.infoHeight
  const topShift = cfg.infoAbove === 1 ? infoH : 0
  const perStrip = cfg.groupsPerStrip
  // A strip never gets squeezed below this by one more group (tall items would shrink to slivers).
  const squeeze = Math.max(1, 3 * s, T / 4)
  let y = from.y
  let strip = from.strip
  let group = from.group
  let rStart = from.start
  let rY = y
  let rStrip = strip
  let rGroup = group
  let p = 0
  let count = 0
  let A = 0
  let B = 0
  // A group's type depends on its gallery-wide index, not its place in the strip, so the group
  // that closes a strip opens the next one unchanged (no second formation).
  let formed = -1
  let type = 0
  let open = stripGroups(64)
  for (;;) {
    let closeNow = p >= n
    if (!closeNow) {
      if (!tick(run)) return false
      if (formed !== p) type = formGroup(run, p, group, group + 1)
      formed = p
      const gCount = GROUP_TYPE_SIZE[type]
      const a = run.coef[0]
      const b = run.coef[1]
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
        if (count === open.types.length) open = grown(open)
        open.types[count] = type
        open.starts[count] = p
        open.a[count] = a
        open.b[count] = b
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
    if (p >= n && perStrip === 0 && H > 1.5 * T) {
      H = T
      full = false
    }
    let x = cfg.left
    const first = group - count
    const frame = run.frame
    frame[1] = y + topShift
    frame[3] = H
    for (let g = 0; g < count; g++) {
      const x1 = full && g === count - 1 ? cfg.left + W : x + open.a[g] * H + open.b[g]
      frame[0] = x
      frame[2] = x1 - x
      emitGroup(run, open.types[g], open.starts[g], first + g, strip)
      x = x1 + s
    }
    // The next strip starts below the rounded bottom edge the items got (y + H rounds, not H alone:
    // 204 + 501.49999999999994 is 705.5 in floating point).
    y = Math.round(y + topShift + H) + (infoH - topShift) + s
    strip++
    count = A = B = 0
    if (p < n) {
      rStart = base + p
      rY = y
      rStrip = strip
      rGroup = group
    }
  }
  return {
    extent: y - s,
    strips: strip,
    groups: group,
    resume: { start: rStart, y: rY, x: from.x, strip: rStrip, group: rGroup, inStrip: 0, heights: null },
  }
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
  const { cfg, src, base } = run
  const { lefts, widths, cubeHeight } = columnsOf(cfg)
  const nc = widths.length
  const s = cfg.spacing
  const infoH = cfg.infoHeight
  const heights =
    from.heights && from.heights.length === nc ? Float64Array.from(from.heights) : startOf(cfg, nc).heights!
  setTarget(run, Math.floor(cfg.width / nc))
  let group = from.group
  let lastStart = -1
  let lastCol = 0
  let lastY = 0
  let p = 0
  while (p < src.length) {
    if (!tick(run)) return false
    const type = formGroup(run, p, group, 0)
    let c = group % nc
    if (!cfg.groupsLeftToRight) {
      c = 0
      for (let k = 1; k < nc; k++) if (heights[k] < heights[c]) c = k
    }
    const cw = widths[c]
    const iw =
      cfg.infoWidth === 0 ? 0 : cfg.infoWidthPercent ? Math.round(cfg.infoWidth * cw) : Math.min(cfg.infoWidth, cw - 1)
    const gw = cw - iw
    const H = cubeHeight > 0 ? cubeHeight : (gw - run.coef[1]) / run.coef[0]
    const left = cfg.infoSide === 1 || (cfg.infoSide === 2 && (base + p) % 2 === 1)
    const above = cfg.infoAbove === 1 || (cfg.infoAbove === 2 && (base + p) % 2 === 1)
    const y0 = heights[c]
    const frame = run.frame
    frame[0] = lefts[c] + (left ? iw : 0)
    frame[1] = y0 + (above ? infoH : 0)
    frame[2] = gw
    frame[3] = H
    emitGroup(run, type, p, group, c)
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
  const { cfg, src, base } = run
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
    if (!tick(run)) return false
    const type = formGroup(run, p, group, inStrip + 2)
    const w = run.coef[0] * H + run.coef[1]
    rStart = base + p
    rX = x
    rGroup = group
    rIn = inStrip
    const frame = run.frame
    frame[0] = x
    frame[1] = top
    frame[2] = w
    frame[3] = H
    emitGroup(run, type, p, group, 0)
    x = Math.round(x + w) + s
    p += GROUP_TYPE_SIZE[type]
    group++
    inStrip++
  }
  const resume: Resume = { start: rStart, y: from.y, x: rX, strip: 0, group: rGroup, inStrip: rIn, heights: null }
  return { extent: x - s, strips: 1, groups: group, resume }
}
