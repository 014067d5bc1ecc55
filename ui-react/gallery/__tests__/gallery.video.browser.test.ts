// An autoplaying video the browser cannot play as it scrolls into view makes the video
// scroll helper log 'Video scroll helper failed' (here the video files answer 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../../fixtures/browser/harness'

let browser: TestBrowser
let server: TestServer

beforeAll(async () => {
  server = await serveEntry(new URL('./galleryVideo.entry.tsx', import.meta.url).pathname)
  browser = await launchBrowser()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('Video scroll helper (Chromium)', () => {
  it("logs 'Video scroll helper failed' when a video in view cannot play", async () => {
    const tab = await browser.open(server.url)
    const { page } = tab
    const warnings: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text())
    })
    await page.locator('#vitrine-gallery-clips video').first().waitFor()
    await expect.poll(() => warnings.join('\n'), { timeout: 15_000 }).toContain('Video scroll helper failed')
    expect(await page.locator('#vitrine-gallery-clips video').count()).toBeGreaterThan(0)
    await tab.close({ allowErrors: /404|Failed to load/ })
  }, 60_000)
})
