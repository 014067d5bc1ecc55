// Printing renders the whole gallery, not only the virtual window: with print media
// emulated every item of a 600-item gallery is in the DOM, and back on screen the window returns.
// `beforeprint` (the print dialog, window.print()) renders them before its handler returns, as the
// browser lays the printout out right after it.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { join } from 'node:path'
import { SCREENSHOT_DIR } from '../../../fixtures/browser/harness'
import { galleryInChromium } from './galleryInChromium'

const chromium = galleryInChromium()

const COUNT = 600
const itemCount = (page: Page) => page.locator('#vitrine-gallery-test [data-vitrine-item]').count()
const itemIndexes = (page: Page) =>
  page
    .locator('#vitrine-gallery-test [data-vitrine-item]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-idx'))).sort((a, b) => a - b))

describe('Printing a gallery (Chromium)', () => {
  it('renders every item under print media, and only the window again on screen', async () => {
    const tab = await chromium.open(`?preset=grid&count=${COUNT}`)
    const { page } = tab
    await page.locator('#vitrine-gallery-test [data-vitrine-item]').first().waitFor()
    await page.mouse.wheel(0, 3000)
    await page.waitForFunction(() => document.querySelectorAll('[data-vitrine-item]').length > 20)
    const onScreen = await itemCount(page)
    expect(onScreen).toBeLessThan(COUNT)

    await page.emulateMedia({ media: 'print' })
    await page.waitForFunction((n) => document.querySelectorAll('[data-vitrine-item]').length === n, COUNT)
    expect(await itemIndexes(page)).toEqual(Array.from({ length: COUNT }, (_, i) => i))
    // The last item is laid out at its box like the others, far below the screen.
    const last = await page
      .locator(`[data-vitrine-item="item-${COUNT - 1}"]`)
      .evaluate((el) => el.getBoundingClientRect().top)
    expect(last).toBeGreaterThan(10_000)
    await page.evaluate(() => window.scrollTo(0, 9000))
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'gallery-print-all.png') })
    await page.evaluate(() => window.scrollTo(0, 0))

    await page.emulateMedia({ media: 'screen' })
    await page.waitForFunction((n) => document.querySelectorAll('[data-vitrine-item]').length < n, COUNT)
    expect(await itemCount(page)).toBeLessThanOrEqual(300)
    await tab.close()
  }, 60_000)

  it('beforeprint renders the whole gallery before its handler returns; afterprint brings the window back', async () => {
    const tab = await chromium.open(`?preset=collage&count=${COUNT}`)
    const { page } = tab
    await page.locator('#vitrine-gallery-test [data-vitrine-item]').first().waitFor()
    const during = await page.evaluate(() => {
      window.dispatchEvent(new Event('beforeprint'))
      return document.querySelectorAll('[data-vitrine-item]').length
    })
    expect(during).toBe(COUNT)
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    await page.waitForFunction((n) => document.querySelectorAll('[data-vitrine-item]').length < n, COUNT)
    await tab.close()
  }, 60_000)
})
