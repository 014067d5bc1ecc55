// The demo site as a visitor sees it: served by the emulator (its bundle built at start), in
// Debian's Chromium, against the emulator's own identity and data services.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoSite, type DemoSite } from './demoSite'

let site: DemoSite

beforeAll(async () => {
  site = await startDemoSite()
}, 120_000)

afterAll(() => site?.close())
describe('demo site', () => {
  it('lays the gallery out with every preset the visitor picks, without overlaps', async () => {
    const tab = await site.open('/gallery')
    const { page } = tab
    const gallery = page.getByTestId('gallery')
    await gallery.waitFor()
    for (const preset of ['collage', 'grid', 'masonry', 'slider']) {
      await page.getByLabel('Layout').selectOption(preset)
      await expect.poll(() => page.getByTestId('gallery-stats').textContent()).toMatch(/^32 items laid out/)
      const boxes = await gallery
        .locator('li')
        .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as DOMRect))
      expect(boxes).toHaveLength(32)
      for (let i = 0; i < boxes.length; i++) {
        expect(boxes[i].width).toBeGreaterThan(1)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]]
          const overlap =
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
          expect(overlap, `${preset}: items ${i} and ${j} overlap`).toBe(false)
        }
      }
      await tab.screenshot(`demo-gallery-${preset}`)
    }
    // The pictures come from the emulator and load.
    await expect
      .poll(() =>
        gallery
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true)
    await tab.done()
  })
})
