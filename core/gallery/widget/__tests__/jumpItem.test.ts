import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LayoutBox } from '../../items/createRenderedItem'
import { jumpItem, neighbourItem } from '../neighbourItem'

/** A grid of `rows` × `columns` items, 100 px square with 10 px spacing, in reading order. */
function grid(rows: number, columns: number): LayoutBox[] {
  return Array.from({ length: rows * columns }, (_, idx) => ({
    id: `i${idx}`,
    idx,
    offset: { top: Math.floor(idx / columns) * 110, left: (idx % columns) * 110 },
    width: 100,
    height: 100,
  }))
}

/** Columns of items of the given heights (masonry), numbered column by column's rows in reading order. */
function masonry(heights: number[][]): LayoutBox[] {
  const boxes: LayoutBox[] = []
  heights.forEach((column, c) => {
    let top = 0
    for (const height of column) {
      boxes.push({ id: '', idx: 0, offset: { top, left: c * 110 }, width: 100, height })
      top += height + 10
    }
  })
  return boxes.map((box, idx) => ({ ...box, id: `i${idx}`, idx }))
}

describe('Home, End, Page Up and Page Down in a scrolling gallery', () => {
  const boxes = grid(10, 4)

  it('Home goes to the first item and End to the last; at that end they stay', () => {
    expect(jumpItem(boxes, 17, 'Home', 400)).toBe(0)
    expect(jumpItem(boxes, 17, 'End', 400)).toBe(39)
    expect(jumpItem(boxes, 0, 'Home', 400)).toBeNull()
    expect(jumpItem(boxes, 39, 'End', 400)).toBeNull()
  })

  it('Page Down goes down in the same column as many rows as one view height holds', () => {
    // Rows start every 110 px: a 330 px view reaches the row 330 px below, three rows down.
    expect(jumpItem(boxes, 5, 'PageDown', 330)).toBe(17)
    expect(jumpItem(boxes, 17, 'PageUp', 330)).toBe(5)
    expect(jumpItem(boxes, 5, 'PageDown', 329)).toBe(13)
  })

  it('Page keys move at least one row, and stop at the first or last row', () => {
    expect(jumpItem(boxes, 5, 'PageDown', 20)).toBe(9)
    expect(jumpItem(boxes, 37, 'PageDown', 2000)).toBeNull()
    expect(jumpItem(boxes, 2, 'PageUp', 2000)).toBeNull()
    expect(jumpItem(boxes, 37, 'PageUp', 2000)).toBe(1)
  })

  it('in any masonry, Page Down lands below, one step or within a view height, and never skips a reachable item', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 40, max: 400 }), { minLength: 1, maxLength: 12 }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.nat(),
        fc.integer({ min: 1, max: 1500 }),
        (heights, pick, view) => {
          const boxes = masonry(heights)
          const from = pick % boxes.length
          const to = jumpItem(boxes, from, 'PageDown', view)
          const below = neighbourItem(boxes, from, 'down')
          if (below === null) {
            expect(to).toBeNull()
            return
          }
          expect(to).not.toBeNull()
          const distance = boxes[to!]!.offset.top - boxes[from]!.offset.top
          expect(distance).toBeGreaterThan(0)
          if (to !== below) expect(distance).toBeLessThanOrEqual(view)
          // The next step down would have gone past the view, or there is none.
          const further = neighbourItem(boxes, to!, 'down')
          if (further !== null) expect(boxes[further]!.offset.top - boxes[from]!.offset.top).toBeGreaterThan(view)
        },
      ),
    )
  })
})
