// The gallery widget's console-only messages, each in its situation, through the logger
// port, with what the widget does then.
import { describe, expect, it } from 'vitest'
import { recordingLogger } from '../../../../adapters/memory/recordingLogger'
import { buildBlueprintNow } from '../../blueprint/buildBlueprintNow'
import type { LayoutBox } from '../../items/createRenderedItem'
import { NO_NEIGHBOUR_MESSAGE, moveFocus, neighbourItem } from '../neighbourItem'
import { NO_SCROLL_STEP_MESSAGE, SCROLL_STEPS, navigationDuration, scrollStep } from '../scrollStep'
import { VISIBLE_ITEMS_FALLBACK_MESSAGE, virtualWindow } from '../virtualWindow'

const grid = (count: number) =>
  buildBlueprintNow({
    items: Array.from({ length: count }, (_, i) => ({
      id: `i${i}`,
      url: `https://e.test/${i}.jpg`,
      width: 900,
      height: 900,
    })),
    // Three columns fixed (a grid's own column count at 980 px is 2, as in pro-gallery).
    options: {
      galleryLayout: 'grid',
      layoutParams: {
        structure: { numberOfColumns: 3, responsiveMode: 'SET_ITEMS_PER_ROW', layoutOrientation: 'VERTICAL' },
      },
    },
    container: { width: 980 },
  }).structure!.items

describe('gallery widget console messages', () => {
  it("'Cannot compute visible items, rendering all items': a view or layout that is not numbers renders every item", () => {
    const logger = recordingLogger()
    const boxes = grid(40)
    const all = boxes.map((b) => b.idx)
    expect(
      virtualWindow({ boxes, axis: 'vertical', viewStart: NaN, viewSize: 700, gotFirstScroll: true, logger }),
    ).toEqual(all)
    const broken: LayoutBox[] = boxes.map((b, i) =>
      i === 7 ? { id: b.id, idx: b.idx, width: b.width, height: b.height, offset: { top: NaN, left: 0 } } : b,
    )
    expect(
      virtualWindow({ boxes: broken, axis: 'vertical', viewStart: 0, viewSize: 700, gotFirstScroll: true, logger }),
    ).toEqual(all)
    expect(logger.messages('warn')).toEqual([VISIBLE_ITEMS_FALLBACK_MESSAGE, VISIBLE_ITEMS_FALLBACK_MESSAGE])
    expect(VISIBLE_ITEMS_FALLBACK_MESSAGE).toBe('Cannot compute visible items, rendering all items')
    // A good view windows as usual, silently.
    logger.clear()
    expect(
      virtualWindow({ boxes, axis: 'vertical', viewStart: 0, viewSize: 700, gotFirstScroll: false, logger }).length,
    ).toBeLessThan(40)
    expect(logger.entries).toEqual([])
  })

  it("'Cannot find neighbor item': arrows move to the item below/above/next, and stay where there is none", () => {
    const boxes = grid(8) // 3 columns: rows [0 1 2] [3 4 5] [6 7]
    expect(boxes[3]!.offset.top).toBeGreaterThan(boxes[0]!.offset.top)
    expect(neighbourItem(boxes, 1, 'down')).toBe(4)
    expect(neighbourItem(boxes, 4, 'up')).toBe(1)
    expect(neighbourItem(boxes, 4, 'down')).toBe(7)
    expect(neighbourItem(boxes, 2, 'next')).toBe(3)
    const logger = recordingLogger()
    expect(moveFocus(boxes, 5, 'down', logger)).toBe(7) // nothing under it: the nearest item of the row below
    expect(logger.entries).toEqual([])
    expect(moveFocus(boxes, 6, 'down', logger)).toBe(6)
    expect(moveFocus(boxes, 0, 'up', logger)).toBe(0)
    expect(moveFocus(boxes, 7, 'next', logger)).toBe(7)
    expect(moveFocus(boxes, 0, 'previous', logger)).toBe(0)
    expect(logger.messages('warn')).toEqual(Array(4).fill('Cannot find neighbor item'))
    expect(NO_NEIGHBOUR_MESSAGE).toBe('Cannot find neighbor item')
  })

  it("'No scroll step found': steps 10 to 40960 px per frame; a longer jump is made at once", () => {
    expect(SCROLL_STEPS[0]).toBe(10)
    expect(SCROLL_STEPS.at(-1)).toBe(40960)
    // 400 ms at 60 fps: 24 frames.
    expect(scrollStep(980, 400)).toBe(80)
    expect(scrollStep(40960 * 24, 400)).toBe(40960)
    expect(scrollStep(40960 * 24 + 1, 400)).toBeNull()
    const logger = recordingLogger()
    expect(navigationDuration(9800, 400, logger)).toBe(400)
    expect(logger.entries).toEqual([])
    expect(navigationDuration(5_000_000, 400, logger)).toBe(0)
    expect(logger.messages('warn')).toEqual([NO_SCROLL_STEP_MESSAGE])
    expect(NO_SCROLL_STEP_MESSAGE).toBe('No scroll step found')
  })
})
