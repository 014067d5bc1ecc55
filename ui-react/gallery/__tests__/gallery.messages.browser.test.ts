// Console messages of the gallery widget in Chromium, in their situations: arrow keys in a
// grid move to the item below (and stay, saying 'Cannot find neighbor item', on the last row), and a
// slider asked to go a thousand slides away jumps there at once, saying 'No scroll step found'.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { galleryInChromium } from './galleryInChromium'

const chromium = galleryInChromium()

/** Below the layout worker's threshold: this page serves no worker script. */
const COUNT = 4900
const focusedIdx = (page: Page) => page.evaluate(() => Number(document.activeElement?.getAttribute('data-idx')))
const warningsOf = (page: Page) => {
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text())
  })
  return warnings
}

describe('Gallery console messages (Chromium)', () => {
  it("grid: ArrowDown goes to the item below; on the last row it stays and logs 'Cannot find neighbor item'", async () => {
    const tab = await chromium.open(`?preset=grid&count=8`)
    const { page } = tab
    const warnings = warningsOf(page)
    await page.locator('#vitrine-gallery-test [data-vitrine-item]').first().waitFor()
    const boxes = await page.locator('[data-vitrine-item]').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect()
        return { idx: Number(el.getAttribute('data-idx')), left: Math.round(r.left), top: Math.round(r.top) }
      }),
    )
    await page.keyboard.press('Tab')
    expect(await focusedIdx(page)).toBe(0)
    await page.keyboard.press('ArrowDown')
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-idx') !== '0')
    const below = boxes.filter((b) => b.left === boxes[0]!.left && b.top > boxes[0]!.top)[0]!
    expect(await focusedIdx(page)).toBe(below.idx)
    expect(warnings).toEqual([])
    // Down the first column (each press one row lower) to its last row, however many rows the preset
    // makes of 8 items: then one more press has nowhere to go.
    const columns = new Set(boxes.filter((b) => b.top === boxes[0]!.top).map((b) => b.left)).size
    let last = below.idx
    for (let rows = 2; rows < Math.ceil(8 / columns); rows++) {
      await page.keyboard.press('ArrowDown')
      await page.waitForFunction((idx) => document.activeElement?.getAttribute('data-idx') !== String(idx), last)
      expect(await focusedIdx(page)).toBe(last + columns)
      last += columns
    }
    expect(last).toBeGreaterThanOrEqual(8 - columns)
    expect(warnings).toEqual([])
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => warnings.join('\n')).toContain('Cannot find neighbor item')
    expect(await focusedIdx(page)).toBe(last)
    await tab.close()
  }, 60_000)

  it("slider: a navigation thousands of slides away jumps without animation and logs 'No scroll step found'", async () => {
    const tab = await chromium.open(`?preset=slider&height=500&count=${COUNT}`)
    const { page } = tab
    const warnings = warningsOf(page)
    await page.locator('#vitrine-gallery-test [data-vitrine-item]').first().waitFor()
    await page.waitForFunction(() => (window as unknown as { __api: { current: unknown } }).__api.current !== null)
    await page.evaluate(() =>
      (window as unknown as { __api: { current: { goTo(i: number): void } } }).__api.current.goTo(3),
    )
    await page.waitForFunction(() => document.querySelector('[aria-current="true"]')?.getAttribute('data-idx') === '3')
    expect(warnings).toEqual([])
    // Further than 24 frames (400 ms) of the largest step, 40,960 px, can go.
    const slide = await page.locator('[data-idx="3"]').evaluate((el) => el.getBoundingClientRect().width)
    const far = Math.ceil(1_100_000 / slide)
    expect(far).toBeLessThan(COUNT)
    await page.evaluate(
      (idx) => (window as unknown as { __api: { current: { goTo(i: number): void } } }).__api.current.goTo(idx),
      far,
    )
    await expect.poll(() => warnings.join('\n')).toContain('No scroll step found')
    await page.waitForFunction(
      (idx) => document.querySelector('[aria-current="true"]')?.getAttribute('data-idx') === String(idx),
      far,
    )
    // Jumped: the current slide is in view at once, not after a 400 ms animation.
    const left = await page.locator(`[data-idx="${far}"]`).evaluate((el) => el.getBoundingClientRect().left)
    expect(Math.abs(left - 0)).toBeLessThan(1000)
    await tab.screenshot('gallery-slider-far-jump')
    await tab.close()
  }, 60_000)
})
