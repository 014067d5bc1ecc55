import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createLayout, type Layout } from '../../layout/createLayout'
import { resolveOptions } from '../../options/resolveOptions'
import { itemFrame, type Rect } from '../itemFrame'

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height

function laidOut(layout: 'grid' | 'masonry', placement: string, count: number, width = 980) {
  const options = resolveOptions({
    layoutParams: {
      structure: { galleryLayout: layout, layoutOrientation: 'VERTICAL' },
      info: { placement, width: 40 },
    },
  })
  const items = Array.from({ length: count }, (_, i) => ({ id: `i${i}`, width: 800 + (i % 5) * 200, height: 900 }))
  const result = createLayout({ items, container: { width }, options }) as Layout
  const frames = result.items.map((box) =>
    itemFrame({
      placement: options.layoutParams.info.placement,
      idx: box.idx,
      box: { top: box.offset.top, left: box.offset.left, width: box.width, height: box.height },
      column: result.columns[box.column] ?? null,
      infoHeight: options.externalInfoHeight,
    }),
  )
  return { result, frames, spacing: options.layoutParams.structure.itemSpacing }
}

describe('item frames: info beside, above or below the media, in the space the layout reserved', () => {
  it('RIGHT: the info takes the right 40 % of the column (with its spacing, as pro-gallery), the media the rest', () => {
    const { result, frames, spacing } = laidOut('grid', 'RIGHT', 3)
    const column = result.columns[0]!
    expect(frames[0]).toMatchObject({ side: 'right', outer: { left: column.left, width: column.width } })
    expect(frames[0]!.info!.width).toBe(Math.round((column.width + spacing) * 0.4))
    expect(frames[0]!.media.left).toBe(0)
    expect(frames[0]!.info!.left).toBe(frames[0]!.media.width)
  })

  it('LEFT and ALTERNATE_HORIZONTALLY: on the left, or alternating right and left item by item', () => {
    expect(laidOut('grid', 'LEFT', 3).frames.map((f) => f.side)).toEqual(['left', 'left', 'left'])
    const alternate = laidOut('masonry', 'ALTERNATE_HORIZONTALLY', 4).frames
    expect(alternate.map((f) => f.side)).toEqual(['right', 'left', 'right', 'left'])
    expect(alternate[1]!.media.left).toBe(alternate[1]!.info!.width)
  })

  it('ABOVE, BELOW and ALTERNATE_VERTICALLY: the reserved height outside the media box', () => {
    const box = { top: 300, left: 10, width: 200, height: 150 }
    const below = itemFrame({ placement: 'BELOW', idx: 0, box, column: null, infoHeight: 60 })
    expect(below).toMatchObject({ side: 'below', outer: { top: 300, height: 210 }, info: { top: 150, height: 60 } })
    const above = itemFrame({ placement: 'ABOVE', idx: 0, box, column: null, infoHeight: 60 })
    expect(above).toMatchObject({ side: 'above', outer: { top: 240 }, media: { top: 60 }, info: { top: 0 } })
    const column = { left: 10, width: 200 }
    const sides = [0, 1, 2].map((idx) =>
      itemFrame({ placement: 'ALTERNATE_VERTICALLY', idx, box, column, infoHeight: 60 }),
    )
    expect(sides.map((f) => f.side)).toEqual(['above', 'below', 'above'])
    expect(itemFrame({ placement: 'OVERLAY', idx: 0, box, column, infoHeight: 0 })).toMatchObject({
      side: 'overlay',
      info: null,
      outer: box,
    })
  })

  it('media and info never overlap, stay inside the item, and items never overlap one another', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('grid' as const, 'masonry' as const),
        fc.constantFrom('RIGHT', 'LEFT', 'ALTERNATE_HORIZONTALLY'),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 320, max: 1600 }),
        (layout, placement, count, width) => {
          const { frames } = laidOut(layout, placement, count, width)
          for (const f of frames) {
            expect(overlaps(f.media, f.info!)).toBe(false)
            for (const r of [f.media, f.info!]) {
              expect(r.left).toBeGreaterThanOrEqual(0)
              expect(r.left + r.width).toBeLessThanOrEqual(f.outer.width)
            }
            expect(f.media.width + f.info!.width).toBe(f.outer.width)
          }
          for (let i = 0; i < frames.length; i++)
            for (let j = i + 1; j < frames.length; j++) expect(overlaps(frames[i]!.outer, frames[j]!.outer)).toBe(false)
        },
      ),
      { numRuns: 60 },
    )
  })
})
