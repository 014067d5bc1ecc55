import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ARROW_DRAWINGS } from '../../../core/gallery/widget/galleryChrome'
import type { ArrowsType } from '../../../core/gallery/options/enums'
import { SCREENSHOT_DIR } from '../../../fixtures/browser/harness'
import { galleryInChromium } from './galleryInChromium'

const chromium = galleryInChromium('galleryViews.entry.tsx')
const TYPES = Object.keys(ARROW_DRAWINGS) as ArrowsType[]

const slider = (arrows: object, title: string) =>
  `?preset=slider&height=420&title=${encodeURIComponent(title)}&opts=${encodeURIComponent(
    JSON.stringify({ layoutParams: { navigationArrows: arrows } }),
  )}`

/** The next arrow's button, its drawing's box, and the painted part of the drawing, px. */
async function measure(page: Page) {
  const next = page.locator('.vg__arrow[data-side="next"]')
  await next.waitFor()
  return next.evaluate((button) => {
    const svg = button.querySelector('svg')!
    const path = svg.querySelector('path')!
    const b = button.getBoundingClientRect()
    const s = svg.getBoundingClientRect()
    const p = path.getBoundingClientRect()
    return {
      arrow: button.getAttribute('data-arrow'),
      button: { width: b.width, height: b.height },
      svg: { width: s.width, height: s.height },
      painted: { width: p.width, height: p.height },
    }
  })
}

describe('Gallery arrows in Chromium: the 7 styles', () => {
  it.each(TYPES)('%s: drawn size px wide in its own proportions, and it moves the slider', async (type) => {
    const tab = await chromium.open(slider({ type, size: 40, container: { type: 'NONE' } }, `arrow ${type}`))
    const { page } = tab
    await page.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const drawing = ARROW_DRAWINGS[type]
    const m = await measure(page)
    expect(m.arrow).toBe(type)
    expect(m.svg.width).toBeCloseTo(40, 0)
    expect(m.svg.height).toBeCloseTo((40 * drawing.height) / drawing.width, 0)
    // The drawing fills most of its box (not a dot or an empty path).
    expect(m.painted.width).toBeGreaterThan(0.6 * m.svg.width)
    expect(m.painted.height).toBeGreaterThan(0.5 * m.svg.height)
    await page
      .locator('.vg__arrow[data-side="next"]')
      .screenshot({ path: `${SCREENSHOT_DIR}/gallery-arrow-${type}.png` })
    await page.getByRole('button', { name: 'Next item' }).click()
    await page.locator('[data-idx="1"][aria-current="true"]').waitFor()
    await tab.close()
  })

  it('in a BOX: a size × size square, the drawing’s longer side size / 2.4', async () => {
    const tab = await chromium.open(slider({ type: 'ARROW_4', size: 48, container: { type: 'BOX' } }, 'boxed arrow'))
    const { page } = tab
    const m = await measure(page)
    expect(m.button).toEqual({ width: 48, height: 48 })
    expect(m.svg.width).toBeCloseTo(20, 0)
    expect(m.svg.height).toBeCloseTo((20 * 11) / 39, 0)
    await tab.screenshot('gallery-arrow-box')
    await tab.close()
  })
})
