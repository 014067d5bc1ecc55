// In Chromium, a store gallery names its items '<title>, Buy Now', and printing switches each image
// to its print-only source: the media at its own size instead of the box-sized screen image, for
// every item, also those the screen does not render.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../../fixtures/browser/harness'
import { pictureSvg, testPicture } from './testPictures'

let browser: TestBrowser
let server: TestServer

beforeAll(async () => {
  server = await serveEntry(new URL('./galleryPrint.entry.tsx', import.meta.url).pathname)
  browser = await launchBrowser()
  // The media host answers with the test picture the file name points at, whatever the size asked.
  await browser.context.route('https://static.wixstatic.com/**', (route) => {
    const n = Number(/shop_(\d+)\.jpg/.exec(route.request().url())?.[1] ?? 1)
    void route.fulfill({ contentType: 'image/svg+xml', body: pictureSvg(testPicture(n - 1)) })
  })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('Store gallery and printing (Chromium)', () => {
  it("names items '…, Buy Now' and prints the full-size image", async () => {
    const tab = await browser.open(server.url)
    const { page } = tab
    const images = page.locator('#vitrine-gallery-shop img.vg__media')
    await images.first().waitFor()
    await page.waitForFunction(() =>
      [...document.querySelectorAll('img.vg__media')].every((img) => img.getAttribute('data-loaded') === 'true'),
    )
    const names = await page
      .locator('#vitrine-gallery-shop [data-vitrine-item]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))
    expect(names.slice(0, 2)).toEqual(['Linen shirt, Buy Now', 'Canvas tote, Buy Now'])
    expect(await images.first().getAttribute('alt')).toBe('Linen shirt, Buy Now')
    const current = () => images.evaluateAll((els) => els.map((el) => (el as HTMLImageElement).currentSrc))
    const screen = await current()
    expect(screen[0]).toMatch(/shop_1\.jpg\/v1\/fill\//)

    await page.emulateMedia({ media: 'print' })
    const first = testPicture(0)
    await page.waitForFunction(
      (size) => (document.querySelector('img.vg__media') as HTMLImageElement).currentSrc.includes(size),
      `/fit/w_${first.width},h_${first.height}`,
    )
    // A printed gallery shows every item (the screen renders only those near the view).
    const printed = await current()
    expect(screen.length).toBeGreaterThan(0)
    expect(printed).toHaveLength(6)
    printed.forEach((src, i) => expect(src).toMatch(new RegExp(`shop_${i + 1}\\.jpg/v1/fit/w_\\d+,h_\\d+`)))
    await tab.screenshot('gallery-store-print')
    await page.emulateMedia({ media: 'screen' })
    await tab.close()
  }, 60_000)
})
