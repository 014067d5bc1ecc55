/**
 * Keyboard moves between the items of a scrolling gallery: up and down go to the
 * item above or below (in any layout: rows, columns, masonry), left and right to the previous or
 * next item in reading order. Where there is none the focus stays and the console says so. Home and
 * End go to the first and the last item; Page Up and Page Down about one view height up or down.
 */
import type { Logger } from '../../../ports/logger'
import type { LayoutBox } from '../items/createRenderedItem'

/** Logged when a key has no item to move to; the focus stays where it is. */
export const NO_NEIGHBOUR_MESSAGE = 'Cannot find neighbor item'

/** Where a key moves: 'next' and 'previous' follow reading order (mirrored by the caller for RTL). */
export type NeighbourDirection = 'up' | 'down' | 'next' | 'previous'

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0))

/**
 * The index of the item next to `from` in `direction`, or null. Up/down: among the items wholly
 * above (below) it, the nearest, preferring those sharing its columns, then the closest centre.
 */
export function neighbourItem(boxes: readonly LayoutBox[], from: number, direction: NeighbourDirection): number | null {
  const box = boxes[from]
  if (!box) return null
  if (direction === 'next') return from + 1 < boxes.length ? from + 1 : null
  if (direction === 'previous') return from > 0 ? from - 1 : null
  const top = box.offset.top
  const bottom = top + box.height
  const left = box.offset.left
  const right = left + box.width
  const centre = left + box.width / 2
  let best: number | null = null
  let bestKey: [number, number, number] = [Infinity, Infinity, Infinity]
  for (let i = 0; i < boxes.length; i++) {
    if (i === from) continue
    const other = boxes[i]!
    const otherTop = other.offset.top
    const otherBottom = otherTop + other.height
    // Half a pixel of tolerance: rounded layouts touch rather than overlap.
    const beyond = direction === 'down' ? otherTop >= bottom - 0.5 : otherBottom <= top + 0.5
    if (!beyond) continue
    const shared = overlap(left, right, other.offset.left, other.offset.left + other.width)
    const gap = direction === 'down' ? otherTop - bottom : top - otherBottom
    const key: [number, number, number] = [
      shared > 0 ? 0 : 1,
      gap,
      Math.abs(other.offset.left + other.width / 2 - centre),
    ]
    if (
      key[0] < bestKey[0] ||
      (key[0] === bestKey[0] && (key[1] < bestKey[1] || (key[1] === bestKey[1] && key[2] < bestKey[2])))
    ) {
      best = i
      bestKey = key
    }
  }
  return best
}

/**
 * {@link neighbourItem}, or `from` itself when there is none, logging {@link NO_NEIGHBOUR_MESSAGE}.
 */
export function moveFocus(
  boxes: readonly LayoutBox[],
  from: number,
  direction: NeighbourDirection,
  logger?: Logger,
): number {
  const to = neighbourItem(boxes, from, direction)
  if (to !== null) return to
  logger?.warn(NO_NEIGHBOUR_MESSAGE, { from, direction })
  return from
}

/** The keys that jump: Home, End, Page Up, Page Down. */
export type JumpKey = 'Home' | 'End' | 'PageUp' | 'PageDown'

/**
 * The item a jump key moves focus to from `from`, or null to stay: Home the first item, End the last
 * laid out; Page Down (Up) steps to the item below (above), as {@link neighbourItem} does, while the
 * item reached starts at most `viewSize` px below (above) the one focused, and at least one step.
 */
export function jumpItem(boxes: readonly LayoutBox[], from: number, key: JumpKey, viewSize: number): number | null {
  const box = boxes[from]
  if (!box) return null
  const to =
    key === 'Home' ? 0 : key === 'End' ? boxes.length - 1 : pageItem(boxes, from, key, box.offset.top, viewSize)
  return to === from ? null : to
}

function pageItem(boxes: readonly LayoutBox[], from: number, key: 'PageUp' | 'PageDown', top: number, size: number) {
  let at = from
  for (;;) {
    const next = neighbourItem(boxes, at, key === 'PageDown' ? 'down' : 'up')
    if (next === null || (at !== from && Math.abs(boxes[next]!.offset.top - top) > size)) return at
    at = next
  }
}
