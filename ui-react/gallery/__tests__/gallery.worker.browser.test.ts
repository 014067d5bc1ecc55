// A 100,000-item gallery laid out in a Web Worker shows its first items at once (a preview of the
// first 1,000 laid out on the main thread), keeps the page painting while the worker lays out the
// rest (animation frames and timer callbacks keep running), then shows every item at the boxes the
// main thread's createLayout gives. With the synchronous layout the items are there by the second
// frame. Frame and tick counts only: no durations are measured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { join } from 'node:path'
import {
  SCREENSHOT_DIR,
  launchBrowser,
  serveEntry,
  type TestBrowser,
  type TestServer,
} from '../../../fixtures/browser/harness'
import { pictureRoutes } from './testPictures'

let browser: TestBrowser
let server: TestServer
/** Requests for the package's default worker script, and whether the server pretends it is missing. */
const defaultWorker = { requests: 0, missing: false }

beforeAll(async () => {
  const worker = await build({
    entryPoints: [new URL('../../../adapters/browser/layoutWorker.worker.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  })
  const workerJs = worker.outputFiles[0].text
  server = await serveEntry(new URL('./galleryWorker.entry.tsx', import.meta.url).pathname, {
    routes: {
      ...pictureRoutes(60),
      '/layoutWorker.js': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
        res.end(workerJs)
      },
      // Where `new URL('./layoutWorker.worker.js', import.meta.url)` points from the page's /app.js.
      '/layoutWorker.worker.js': (_req, res) => {
        defaultWorker.requests++
        if (defaultWorker.missing) {
          res.writeHead(404, { 'content-type': 'text/plain' })
          return res.end('not found')
        }
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
        res.end(workerJs)
      },
    },
  })
  browser = await launchBrowser()
  // Console warnings of every page, kept from the first script on (the fallback may warn before load).
  await browser.context.addInitScript(() => {
    const warnings: string[] = []
    Object.assign(window, { __warnings: warnings })
    const warn = console.warn.bind(console)
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '))
      warn(...args)
    }
  })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

interface Probe {
  frames: number
  framesBeforeItems: number
  framesBeforeWhole: number
  timerTicks: number
  ticksBeforeItems: number
  ticksBeforeWhole: number
}
const probe = (page: Page) => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe)

/**
 * Opens the page and waits for the first items, then for the whole layout; `preview` and `seen` are
 * what the probe counted at each, `previewBoxes` the boxes shown before the whole layout came.
 */
async function openUntilWhole(query: string, what: string) {
  const tab = await browser.open(`${server.url}/${query}`)
  const { page } = tab
  await page.locator('#vitrine-gallery-big [data-vitrine-item]').first().waitFor({ timeout: 60_000 })
  await page.waitForFunction(() => (window as unknown as { __probe: Probe }).__probe.framesBeforeItems >= 0)
  const preview = await probe(page)
  // Read in the page in the frame the first items came, so a fast worker cannot race the test.
  const first = await page.evaluate(
    () => (window as unknown as { __firstShown: { boxes: number[][]; whole: boolean } }).__firstShown,
  )
  expect(first.whole).toBe(false)
  const previewBoxes = first.boxes
  await page.waitForFunction(() => (window as unknown as { __probe: Probe }).__probe.framesBeforeWhole >= 0, null, {
    timeout: 60_000,
  })
  const seen = await probe(page)
  console.info(`${what}: items after`, preview.framesBeforeItems, 'frames, whole layout after', seen)
  return { tab, page, preview, previewBoxes, seen }
}

const expectedBoxes = (page: Page, n: number) =>
  page.evaluate((count) => (window as unknown as { __expectedBoxes(n: number): number[][] }).__expectedBoxes(count), n)

/** Every box in `shown` ([idx, top, left, width, height]) is where the main thread's whole layout puts it. */
async function expectAtTheirBoxes(page: Page, shown: number[][]) {
  const expected = await expectedBoxes(page, Math.max(...shown.map((s) => s[0])) + 1)
  for (const [idx, top, left, width, height] of shown) expect([top, left, width, height]).toEqual(expected[idx])
}

/** The item boxes in the DOM, by index: [idx, top, left, width, height] (the page's own reading). */
const itemBoxes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shownBoxes(): number[][] }).__shownBoxes())

describe('Gallery layout in a Web Worker (Chromium)', () => {
  it('100,000 items: the first items show at once, frames and timers keep running while the worker lays out, then every item sits at its box', async () => {
    const { tab, page, preview, previewBoxes, seen } = await openUntilWhole('?count=100000', 'worker layout')
    // The preview is there by the first or second frame, as a synchronous layout would be, and
    // shows items at the boxes the whole layout gives them.
    expect(preview.framesBeforeItems).toBeLessThanOrEqual(1)
    expect(previewBoxes.length).toBeGreaterThan(3)
    expect(Math.max(...previewBoxes.map((b) => b[0]))).toBeLessThan(1000)
    await expectAtTheirBoxes(page, previewBoxes)
    // The page painted frames and ran timer callbacks while the worker laid out the rest.
    expect(seen.framesBeforeWhole - seen.framesBeforeItems).toBeGreaterThanOrEqual(3)
    expect(seen.ticksBeforeWhole - seen.ticksBeforeItems).toBeGreaterThanOrEqual(3)

    const shown = await itemBoxes(page)
    expect(shown.length).toBeGreaterThan(3)
    expect(shown.length).toBeLessThanOrEqual(300)
    await expectAtTheirBoxes(page, shown)
    // The gallery reserves the whole layout's height: 100,000 items are far taller than the page.
    const height = await page.locator('#vitrine-gallery-big').evaluate((el) => el.getBoundingClientRect().height)
    expect(height).toBeGreaterThan(1_000_000)
    // The page is over 100,000 px tall: the viewport only.
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'gallery-worker-100k.png') })
    await tab.close()
  }, 120_000)

  it('without a layoutWorker prop, the package worker lays out 100,000 items off the main thread', async () => {
    defaultWorker.requests = 0
    const { tab, page, preview, seen } = await openUntilWhole('?count=100000&default', 'default worker layout')
    expect(defaultWorker.requests).toBe(1)
    expect(preview.framesBeforeItems).toBeLessThanOrEqual(1)
    expect(seen.framesBeforeWhole - seen.framesBeforeItems).toBeGreaterThanOrEqual(3)
    expect(seen.ticksBeforeWhole - seen.ticksBeforeItems).toBeGreaterThanOrEqual(3)
    const shown = await itemBoxes(page)
    expect(shown.length).toBeGreaterThan(3)
    await expectAtTheirBoxes(page, shown)
    await tab.close()
  }, 120_000)

  it('fetches no more items at the end of the preview, only at the end of the whole layout', async () => {
    const tab = await browser.open(`${server.url}/?count=20000&hold&more`)
    const { page } = tab
    await page.locator('#vitrine-gallery-big [data-vitrine-item]').first().waitFor({ timeout: 60_000 })
    const moreCalls = () => page.evaluate(() => (window as unknown as { __moreCalls: number[] }).__moreCalls)
    const galleryHeight = () => page.locator('#vitrine-gallery-big').evaluate((el) => el.getBoundingClientRect().height)
    // The worker holds its answer: the preview's 1,000 items are all there is. Scrolled to its end,
    // and past the 2,000 ms between fetches, the gallery asks for nothing (the host gave 20,000).
    expect(await galleryHeight()).toBeLessThan(200_000)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForTimeout(500)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForTimeout(2_500)
    const lastShown = Math.max(...(await itemBoxes(page)).map((b) => b[0]))
    expect(lastShown).toBeGreaterThan(900)
    expect(lastShown).toBeLessThan(1000)
    expect(await moreCalls()).toEqual([])
    const changes = () => page.evaluate(() => (window as unknown as { __changes: number[] }).__changes)
    expect(await changes()).toEqual([1000])
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'gallery-worker-preview-end.png') })
    // The worker answers: the whole layout replaces the preview, and its end asks for more from 20,000.
    await page.evaluate(() => (window as unknown as { __release(): void }).__release())
    await expect.poll(galleryHeight, { timeout: 60_000 }).toBeGreaterThan(1_000_000)
    expect(await changes()).toEqual([1000, 20_000])
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(moreCalls, { timeout: 10_000 }).toEqual([20_000])
    await tab.close()
  }, 120_000)

  it('falls back to the synchronous layout when the worker script cannot load, with a warning', async () => {
    defaultWorker.requests = 0
    defaultWorker.missing = true
    try {
      const tab = await browser.open(`${server.url}/?count=6000&default&threshold=5000`)
      const { page } = tab
      await page.locator('#vitrine-gallery-big [data-vitrine-item]').first().waitFor({ timeout: 60_000 })
      expect(defaultWorker.requests).toBe(1)
      await expectAtTheirBoxes(page, await itemBoxes(page))
      const warnings = await page.evaluate(() => (window as unknown as { __warnings: string[] }).__warnings)
      expect(warnings.join('\n')).toContain('Layout worker unavailable, laying out on the main thread')
      // The 404 of the worker script is the only console error.
      await tab.close({ allowErrors: /404|Failed to load/ })
    } finally {
      defaultWorker.missing = false
    }
  }, 120_000)

  it('10,000 items without a layoutWorker prop are under the default threshold: no worker, items by the second frame', async () => {
    defaultWorker.requests = 0
    const tab = await browser.open(`${server.url}/?count=10000&default`)
    const { page } = tab
    await page.waitForFunction(() => (window as unknown as { __probe: Probe }).__probe.framesBeforeItems >= 0, null, {
      timeout: 60_000,
    })
    expect((await probe(page)).framesBeforeItems).toBeLessThanOrEqual(1)
    expect(defaultWorker.requests).toBe(0)
    await tab.close()
  }, 120_000)

  it('the synchronous layout (no worker) has its items by the first or second frame', async () => {
    const tab = await browser.open(`${server.url}/?count=20000&sync`)
    const { page } = tab
    await page.waitForFunction(() => (window as unknown as { __probe: Probe }).__probe.framesBeforeItems >= 0, null, {
      timeout: 60_000,
    })
    // React's first commit may land just after the first frame callback, never later.
    expect((await probe(page)).framesBeforeItems).toBeLessThanOrEqual(1)
    await tab.close()
  }, 120_000)
})
