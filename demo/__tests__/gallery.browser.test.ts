// The gallery page as a visitor uses it: every preset over the generated pictures, options changed
// live, the keyboard in a slider, the fullscreen viewer, and 10,000 photos read from the data
// service while scrolling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoSite, type DemoSite } from './demoSite'
import { LAYOUTS } from '../gallery/GallerySettings'

let site: DemoSite

beforeAll(async () => {
  site = await startDemoSite()
}, 120_000)
afterAll(() => site?.close())

describe('gallery page', () => {
  it('lays out every preset with pictures that load', async () => {
    const tab = await site.open('/gallery')
    const { page } = tab
    const showcase = page.getByTestId('showcase')
    const items = showcase.locator('[data-vitrine-item]')
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBeGreaterThan(0)
    for (const layout of LAYOUTS) {
      await page.getByLabel('Layout').selectOption(layout)
      await expect.poll(() => page.getByTestId('gallery-current').textContent()).toMatch(new RegExp(`^${layout}:`))
      // The first item of the new layout, read as one box (an item of the previous layout can be counted
      // and then replaced before its box is read).
      await expect
        .poll(
          async () => {
            const box = await items
              .first()
              .boundingBox({ timeout: 1_000 })
              .catch(() => null)
            return box !== null && box.width > 20 && box.height > 20
          },
          { message: layout },
        )
        .toBe(true)
      if (['collage', 'slider', 'grid', 'thumbnail'].includes(layout))
        await tab.screenshot(`demo-gallery-${layout}-desktop`)
    }
    await expect
      .poll(() =>
        showcase
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true)
    await tab.done()
  }, 90_000)

  it('changes options live, walks a slider by keyboard and opens the fullscreen viewer', async () => {
    const tab = await site.open('/gallery')
    const { page } = tab
    const showcase = page.getByTestId('showcase')
    await expect.poll(() => showcase.locator('[data-vitrine-item]').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await page.getByLabel('Layout').selectOption('grid')
    await page.getByLabel(/^Columns/).fill('2')
    // Two columns: the first two pictures share a row, each about half of the stage wide.
    await expect
      .poll(async () => {
        const stage = (await showcase.boundingBox())!.width
        const boxes = await showcase
          .locator('[data-vitrine-item]')
          .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().toJSON() as DOMRect))
        return (
          boxes.length === 2 &&
          boxes[0].top === boxes[1].top &&
          boxes[0].width > stage * 0.4 &&
          boxes[0].width < stage * 0.55
        )
      })
      .toBe(true)
    await page.getByLabel('Layout').selectOption('slider')
    await showcase.locator('[data-vitrine-item]').first().focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.getByTestId('gallery-current').textContent()).toBe('slider: picture 2 of 300')
    await page.getByLabel('Layout').selectOption('grid')
    await showcase.locator('[data-vitrine-item]').first().click()
    const dialog = page.getByRole('dialog', { name: 'Media viewer' })
    await dialog.waitFor()
    await page.keyboard.press('ArrowRight')
    await tab.screenshot('demo-gallery-fullscreen-desktop')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await tab.done()
  }, 90_000)

  it('changes the slide animation, puts thumbnails over the slides and info beside the pictures', async () => {
    const tab = await site.open('/gallery')
    const { page } = tab
    const showcase = page.getByTestId('showcase')
    await expect.poll(() => showcase.locator('[data-vitrine-item]').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    const viewport = showcase.locator('.vg__viewport')
    // Fade and deck move the slides on a stage; scroll does not.
    await page.getByLabel('Layout').selectOption('slideshow')
    await page.getByRole('combobox', { name: /^Slide animation/ }).selectOption('FADE')
    await expect.poll(() => viewport.getAttribute('data-stage')).toBe('true')
    await showcase.locator('[data-vitrine-item]').first().focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.getByTestId('gallery-current').textContent()).toBe('slideshow: picture 2 of 300')
    await page.getByRole('combobox', { name: /^Slide animation/ }).selectOption('SCROLL')
    await expect.poll(() => viewport.getAttribute('data-stage')).toBe(null)
    // Thumbnails on the left, over the slides.
    await page.getByLabel('Layout').selectOption('thumbnail')
    await page.getByRole('combobox', { name: /^Thumbnails/ }).selectOption('LEFT')
    await page.getByLabel('Thumbnails over the slides').check()
    await expect.poll(() => showcase.locator('.vg__thumbs').getAttribute('data-on-gallery')).toBe('true')
    // The one-row gallery keeps the height of its frame: the strip of 300 thumbnails scrolls inside it.
    await expect.poll(async () => (await showcase.boundingBox())!.height).toBeLessThan(760)
    await tab.screenshotView('demo-gallery-thumbnails-over-desktop')
    // Titles beside the pictures, alternating left and right, in masonry's columns.
    await page.getByLabel('Layout').selectOption('masonry')
    await page.getByRole('combobox', { name: /^Orientation/ }).selectOption('VERTICAL')
    await page.getByRole('combobox', { name: /^Crop/ }).selectOption('NONE')
    await page.getByRole('combobox', { name: /^Info/ }).selectOption('ALTERNATE_HORIZONTALLY')
    await expect
      .poll(async () =>
        [
          ...new Set(
            await showcase.locator('.vg__info').evaluateAll((els) => els.map((e) => e.getAttribute('data-side'))),
          ),
        ].sort(),
      )
      .toEqual(['left', 'right'])
    await tab.screenshot('demo-gallery-info-beside-desktop')
    await tab.done()
  }, 90_000)

  it('serves the layout worker where the gallery code looks for it (its default for large galleries)', async () => {
    const tab = await site.open('/gallery')
    const { page } = tab
    await page.getByTestId('showcase').locator('[data-vitrine-item]').first().waitFor({ timeout: 20_000 })
    // The chunk that starts the worker resolves its address against its own URL.
    const started = await page.evaluate(async () => {
      const scripts = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js'))
      for (const script of scripts) {
        if (!(await (await fetch(script)).text()).includes('layoutWorker.worker.js')) continue
        const url = new URL('./layoutWorker.worker.js', script).href
        const outcome = await new Promise<string>((resolve) => {
          const worker = new Worker(url, { type: 'module' })
          worker.onerror = () => resolve('error')
          setTimeout(() => resolve('running'), 1500)
        })
        return { url: new URL(url).pathname, outcome }
      }
      return undefined
    })
    expect(started?.outcome).toBe('running')
    expect(started?.url).toMatch(/^\/_demo\/assets\/(chunks\/)?layoutWorker\.worker\.js$/)
    await tab.done()
  })

  it('reads more of the 10,000 photos from the data service while scrolling', async () => {
    const tab = await site.open('/gallery')
    const { page } = tab
    await page.getByRole('tab', { name: '10,000 photos from the data service' }).click()
    const status = page.getByTestId('infinite-status')
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('60 of 10,000 photos loaded')
    for (let i = 0; i < 20; i++) {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      await page.mouse.wheel(0, 400)
      await page.waitForTimeout(300)
      if (!(await status.textContent())?.startsWith('60 of')) break
    }
    await expect
      .poll(() => status.textContent(), { timeout: 15_000 })
      .toMatch(/^(120|180|240) of 10,000 photos loaded$/)
    await tab.done()
  }, 90_000)
})
