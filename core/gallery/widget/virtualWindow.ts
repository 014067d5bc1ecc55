/**
 * Virtualisation: which items a gallery renders. Before the first scroll only the
 * items on screen, or the first two; afterwards the items within 10 viewport sizes of the view
 * (scrolling galleries) or 3 items around the current slide (sliders: at most 7 slides unless more
 * are in view), never more than
 * {@link MAX_RENDERED_ITEMS}, and always every item in view. While printing, every item.
 */
import type { Logger } from '../../../ports/logger'
import type { LayoutBox } from '../items/createRenderedItem'

/** Logged when the window cannot be computed (a view or box that is not a number); all items render. */
export const VISIBLE_ITEMS_FALLBACK_MESSAGE = 'Cannot compute visible items, rendering all items'

/** Extra viewports rendered around the view of a scrolling gallery. */
export const SCROLL_MARGIN_VIEWPORTS = 10
/** Items rendered on each side of the current slide. */
export const SLIDE_MARGIN_ITEMS = 3
/** A slider keeps at most this many slides (the current one and 3 on each side), unless more are in view. */
export const MAX_SLIDES = 2 * SLIDE_MARGIN_ITEMS + 1
/** A gallery never keeps more item elements than this, whatever its size (issue 13). */
export const MAX_RENDERED_ITEMS = 300
/** Items rendered before the first scroll when the view is unknown. */
export const FIRST_ITEMS = 2

const BAND = 512

/** Items grouped by the bands of the scroll axis they cross, for fast range queries. */
export interface BandIndex {
  readonly axis: 'vertical' | 'horizontal'
  readonly bands: readonly (readonly number[])[]
  readonly count: number
  /** False when a box's position or size along the axis is not a finite number. */
  readonly valid: boolean
}

const indexes = new WeakMap<readonly LayoutBox[], Map<string, BandIndex>>()

/**
 * The band index of a layout's boxes along `axis`, built once per boxes array (O(items)). Items
 * of a masonry layout are not sorted by position; the bands make any layout queryable.
 */
export function bandIndex(boxes: readonly LayoutBox[], axis: 'vertical' | 'horizontal'): BandIndex {
  let perAxis = indexes.get(boxes)
  if (!perAxis) indexes.set(boxes, (perAxis = new Map()))
  const cached = perAxis.get(axis)
  if (cached) return cached
  const bands: number[][] = []
  let valid = true
  for (let i = 0; i < boxes.length; i++) {
    const box = boxes[i]!
    const start = axis === 'vertical' ? box.offset.top : box.offset.left
    const size = axis === 'vertical' ? box.height : box.width
    if (!Number.isFinite(start) || !Number.isFinite(size)) {
      valid = false
      continue
    }
    const first = Math.max(0, Math.floor(start / BAND))
    const last = Math.max(first, Math.floor((start + Math.max(0, size) - 1) / BAND))
    for (let b = first; b <= last; b++) (bands[b] ??= []).push(i)
  }
  const index = { axis, bands, count: boxes.length, valid }
  perAxis.set(axis, index)
  return index
}

/** Indexes (ascending) of the boxes that intersect [from, to) along the index's axis. */
export function itemsBetween(boxes: readonly LayoutBox[], index: BandIndex, from: number, to: number): number[] {
  if (to <= from) return []
  const out = new Set<number>()
  const first = Math.max(0, Math.floor(from / BAND))
  const last = Math.min(index.bands.length - 1, Math.floor((to - 1) / BAND))
  for (let b = first; b <= last; b++) {
    for (const i of index.bands[b] ?? []) {
      const box = boxes[i]!
      const start = index.axis === 'vertical' ? box.offset.top : box.offset.left
      const size = index.axis === 'vertical' ? box.height : box.width
      if (start < to && start + size > from) out.add(i)
    }
  }
  return [...out].sort((a, b) => a - b)
}

/** What the window is computed from. */
export interface VirtualWindowInput {
  boxes: readonly LayoutBox[]
  /** 'vertical': the page scrolls the gallery; 'horizontal': a slider scrolls itself. */
  axis: 'vertical' | 'horizontal'
  /** The view along the axis, in gallery coordinates: [start, start + size). */
  viewStart: number
  viewSize: number
  /** False until the visitor first scrolls (or navigates). */
  gotFirstScroll: boolean
  /** Sliders: the current item, around which {@link SLIDE_MARGIN_ITEMS} are kept. */
  currentIndex?: number
  /**
   * Viewports of margin allowed for now (default {@link SCROLL_MARGIN_VIEWPORTS}): the widget grows
   * it over a few frames after the first scroll, so no single frame renders a hundred new items.
   */
  marginViewports?: number
  /** The page is being printed: the whole gallery is rendered, whatever the view. */
  printing?: boolean
  /** Told when the window cannot be computed ({@link VISIBLE_ITEMS_FALLBACK_MESSAGE}). */
  logger?: Logger
}

/**
 * The indexes of the items to render, ascending. Every item intersecting the view is included,
 * even past {@link MAX_RENDERED_ITEMS} (a view never shows holes); margins shrink to keep the cap.
 * Printing renders every item: a printout has no scroll position to window around. So does a view
 * or a layout that is not made of numbers, with a warning.
 */
export function virtualWindow(input: VirtualWindowInput): number[] {
  const { boxes, axis, viewStart, viewSize, gotFirstScroll } = input
  if (boxes.length === 0) return []
  if (input.printing) return boxes.map((_, i) => i)
  const index = bandIndex(boxes, axis)
  if (!index.valid || !Number.isFinite(viewStart) || !Number.isFinite(viewSize)) {
    input.logger?.warn(VISIBLE_ITEMS_FALLBACK_MESSAGE, { viewStart, viewSize })
    return boxes.map((_, i) => i)
  }
  const inView = viewSize > 0 ? itemsBetween(boxes, index, viewStart, viewStart + viewSize) : []
  if (!gotFirstScroll) {
    if (inView.length > 0) return inView
    return Array.from({ length: Math.min(FIRST_ITEMS, boxes.length) }, (_, i) => i)
  }
  if (axis === 'horizontal' && input.currentIndex !== undefined) {
    // Every slide in view and the current one, then the nearest to the current one, alternately
    // ahead and behind, while the slider keeps at most MAX_SLIDES (more only if more are in view).
    const current = Math.min(boxes.length - 1, Math.max(0, input.currentIndex))
    const near = new Set(inView)
    near.add(current)
    const limit = Math.max(MAX_SLIDES, inView.length + 1)
    for (let d = 1; d <= SLIDE_MARGIN_ITEMS; d++)
      for (const i of [current + d, current - d]) if (i >= 0 && i < boxes.length && near.size < limit) near.add(i)
    return [...near].sort((a, b) => a - b)
  }
  // Scrolling galleries: margins of up to 10 viewports, shared ahead and behind, shrunk to the cap.
  const widest = Math.min(SCROLL_MARGIN_VIEWPORTS, Math.max(1, input.marginViewports ?? SCROLL_MARGIN_VIEWPORTS))
  for (let margin = widest; margin >= 1; margin = margin > 1 ? Math.floor(margin / 2) : 0) {
    const extra = (viewSize * margin) / 2
    const around = itemsBetween(boxes, index, viewStart - extra, viewStart + viewSize + extra)
    if (around.length <= MAX_RENDERED_ITEMS) return around
  }
  return inView
}
