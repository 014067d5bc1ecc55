// Invariant checks shared by the layouter's property and example tests. Each returns the first
// violation as a message (or null), so a failing property prints what broke.
import type { Layout } from '../createLayout'
import type { LayoutSourceItem } from '../LayoutItem'

export type Box = { top: number; left: number; width: number; height: number }
const boxOf = (it: { offset: { top: number; left: number }; width: number; height: number }): Box => ({
  top: it.offset.top,
  left: it.offset.left,
  width: it.width,
  height: it.height,
})

/** Count and order (vertical) or ids (horizontal) kept; sizes finite, whole and at least 1. */
export function checkItems(layout: Layout, items: readonly LayoutSourceItem[]): string | null {
  if (layout.items.length !== items.length) return `count ${layout.items.length} != ${items.length}`
  if (layout.kind === 'row') {
    const ids = new Set(layout.items.map((it) => `${it.idx}:${it.id}`))
    for (let i = 0; i < items.length; i++) if (!ids.has(`${i}:${items[i].id}`)) return `missing ${items[i].id}`
  }
  for (let i = 0; i < layout.items.length; i++) {
    const it = layout.items[i]
    if (layout.kind !== 'row' && (it.idx !== i || it.id !== items[i].id)) return `item ${i} out of order`
    for (const v of [it.offset.top, it.offset.left, it.width, it.height]) {
      if (!Number.isFinite(v) || !Number.isInteger(v)) return `item ${i} has a non-integer or infinite number ${v}`
    }
    if (it.width < 1 || it.height < 1) return `item ${i} collapsed to ${it.width}x${it.height}`
    if (it.offset.top + it.height > layout.height) return `item ${i} below the gallery height`
  }
  return null
}

/** No two boxes overlap, and boxes keep at least `gap` between them (a sweep over tops). */
export function checkNoOverlap(layout: Layout, gap = 0): string | null {
  const boxes = layout.items.map(boxOf).sort((a, b) => a.top - b.top)
  const active: Box[] = []
  for (const b of boxes) {
    for (let k = active.length - 1; k >= 0; k--)
      if (active[k].top + active[k].height + gap <= b.top) active.splice(k, 1)
    for (const a of active) {
      const h = a.left + a.width + gap <= b.left || b.left + b.width + gap <= a.left
      const v = a.top + a.height + gap <= b.top || b.top + b.height + gap <= a.top
      if (!h && !v) return `overlap (gap ${gap}) ${JSON.stringify(a)} ${JSON.stringify(b)}`
    }
    active.push(b)
  }
  return null
}

/** Inside [0, width] for vertical galleries, inside [0, container height] for horizontal ones. */
export function checkInside(layout: Layout, containerWidth: number, containerHeight?: number): string | null {
  for (const it of layout.items) {
    if (it.offset.left < 0 || it.offset.top < 0) return `item ${it.idx} starts outside`
    if (layout.kind !== 'row' && it.offset.left + it.width > containerWidth)
      return `item ${it.idx} right ${it.offset.left + it.width} > ${containerWidth}`
    if (layout.kind === 'row' && containerHeight !== undefined && it.offset.top + it.height > containerHeight)
      return `item ${it.idx} bottom past ${containerHeight}`
  }
  return null
}

/** Strips: each group spans the strip's full height; every strip but the last fills the width (2 px). */
export function checkStrips(layout: Layout, width: number, spacing: number): string | null {
  if (layout.kind !== 'strips') return null
  const strips = new Map<number, typeof layout.items>()
  for (const it of layout.items) strips.set(it.strip, [...(strips.get(it.strip) ?? []), it])
  const last = Math.max(...strips.keys())
  for (const [s, its] of strips) {
    const top = Math.min(...its.map((i) => i.offset.top))
    const bottom = Math.max(...its.map((i) => i.offset.top + i.height))
    const groups = new Map<number, typeof its>()
    for (const it of its) groups.set(it.group, [...(groups.get(it.group) ?? []), it])
    for (const g of groups.values()) {
      if (
        Math.min(...g.map((i) => i.offset.top)) !== top ||
        Math.max(...g.map((i) => i.offset.top + i.height)) !== bottom
      )
        return `strip ${s}: group heights differ`
    }
    const right = Math.max(...its.map((i) => i.offset.left + i.width))
    const left = Math.min(...its.map((i) => i.offset.left))
    if (s !== last && (Math.abs(right - width) > 2 || left > 2))
      return `strip ${s} spans ${left}..${right}, not 0..${width}`
    // Single-item groups: neighbours exactly `spacing` apart.
    const singles = its.filter((i) => i.groupType === '1').sort((a, b) => a.offset.left - b.offset.left)
    if (singles.length === its.length) {
      for (let k = 1; k < singles.length; k++) {
        const gap = singles[k].offset.left - (singles[k - 1].offset.left + singles[k - 1].width)
        if (Math.abs(gap - spacing) > 1) return `strip ${s}: gap ${gap} != ${spacing}`
      }
    }
  }
  return null
}

/** Columns: every item inside its column. */
export function checkColumns(layout: Layout): string | null {
  if (layout.kind !== 'columns') return null
  for (const it of layout.items) {
    const c = layout.columns[it.column]
    if (!c || it.offset.left < c.left || it.offset.left + it.width > c.left + c.width)
      return `item ${it.idx} outside column ${it.column}`
  }
  return null
}

/** Without crop each box keeps its media's aspect ratio, up to whole-pixel rounding. */
export function checkRatios(layout: Layout): string | null {
  // A strip's last group takes up the difference between the strip's height rule (pro-layouts',
  // from the groups' ratios at the target size) and the width, so its boxes stretch sideways: only
  // the items of other groups keep their ratio there.
  const lastOfStrip = new Set<number>()
  if (layout.kind === 'strips') {
    const lastGroup = new Map<number, number>()
    for (const it of layout.items) lastGroup.set(it.strip, Math.max(lastGroup.get(it.strip) ?? -1, it.group))
    for (const it of layout.items) if (lastGroup.get(it.strip) === it.group) lastOfStrip.add(it.idx)
  }
  for (const it of layout.items) {
    if (lastOfStrip.has(it.idx)) continue
    const r = it.source.width / it.source.height
    if (Math.abs(it.width - r * it.height) > 1.5 + r) return `item ${it.idx} ratio ${it.width / it.height} != ${r}`
  }
  return null
}

/** All invariants that hold for every layout. */
export function checkAll(
  layout: Layout,
  items: readonly LayoutSourceItem[],
  containerWidth: number,
  spacing: number,
  containerHeight?: number,
): string | null {
  return (
    checkItems(layout, items) ??
    checkNoOverlap(layout) ??
    checkNoOverlap(layout, Math.max(0, spacing - 1)) ??
    checkInside(layout, containerWidth, containerHeight) ??
    checkStrips(layout, containerWidth, spacing) ??
    checkColumns(layout)
  )
}
