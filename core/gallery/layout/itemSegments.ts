/**
 * Items of a layout as a few shared segments, so appending never copies the items before the
 * last strip: a new layout reuses the previous segments (trimmed) and adds one of its own. The
 * flat `items` array is built on first read (and is the pass's own array when there is one segment).
 */
import type { LayoutItem, LayoutSourceItem } from './LayoutItem'

/** `items[0 .. length)` of a segment belong to the layout. */
export interface Segment<TItem extends LayoutSourceItem> {
  readonly items: readonly LayoutItem<TItem>[]
  readonly length: number
}

/** Segments never grow past this count: beyond it the trailing ones are merged. */
const MAX_SEGMENTS = 16

/** The segments holding the first `count` items of `segments`. */
export function trimSegments<TItem extends LayoutSourceItem>(
  segments: readonly Segment<TItem>[],
  count: number,
): Segment<TItem>[] {
  const out: Segment<TItem>[] = []
  let left = count
  for (const s of segments) {
    if (left <= 0) break
    out.push(s.length <= left ? s : { items: s.items, length: left })
    left -= Math.min(left, s.length)
  }
  return out
}

/** `segments` plus one more, merging the trailing ones when there are too many. */
export function appendSegment<TItem extends LayoutSourceItem>(
  segments: Segment<TItem>[],
  next: Segment<TItem>,
): Segment<TItem>[] {
  if (next.length > 0) segments.push(next)
  if (segments.length <= MAX_SEGMENTS) return segments
  const tail = segments.slice(1)
  return [segments[0], { items: flatten(tail), length: tail.reduce((n, s) => n + s.length, 0) }]
}

/** One flat array of every item (the segment's own array when there is exactly one, untrimmed). */
export function flatten<TItem extends LayoutSourceItem>(segments: readonly Segment<TItem>[]): LayoutItem<TItem>[] {
  if (segments.length === 1 && segments[0].length === segments[0].items.length)
    return segments[0].items as LayoutItem<TItem>[]
  const total = segments.reduce((n, s) => n + s.length, 0)
  const out: LayoutItem<TItem>[] = new Array(total)
  let k = 0
  for (const s of segments) for (let i = 0; i < s.length; i++) out[k++] = s.items[i]
  return out
}
