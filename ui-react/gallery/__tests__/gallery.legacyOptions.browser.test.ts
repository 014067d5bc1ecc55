// Options in legacy flat names wait for the migration's chunk, then lay out as migrated: a grid
// (galleryLayout 2) with imageMargin's spacing between the items.
import { describe, expect, it } from 'vitest'
import { galleryInChromium } from './galleryInChromium'

const chromium = galleryInChromium()

describe('Gallery with legacy options in Chromium', () => {
  it('lays out galleryLayout 2 as a grid with imageMargin 30 between the items', async () => {
    const tab = await chromium.open('?legacyMargin=30&count=12')
    const { page } = tab
    await page.waitForSelector('[data-vitrine-item]')
    const boxes = await page.$$eval('[data-vitrine-item]', (els) =>
      els.slice(0, 2).map((el) => {
        const r = el.getBoundingClientRect()
        return {
          top: Math.round(r.top),
          left: Math.round(r.left),
          right: Math.round(r.right),
          width: Math.round(r.width),
          height: Math.round(r.height),
        }
      }),
    )
    // A grid: the first two items side by side in one row, equal squares, 30 px apart.
    expect(boxes[1]!.top).toBe(boxes[0]!.top)
    expect(boxes[1]!.width).toBe(boxes[0]!.width)
    expect(boxes[0]!.width).toBe(boxes[0]!.height)
    expect(boxes[1]!.left - boxes[0]!.right).toBe(30)
    await tab.close()
  })
})
