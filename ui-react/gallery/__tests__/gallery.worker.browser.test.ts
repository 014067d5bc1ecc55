// A 100,000-item gallery laid out in a Web Worker keeps the page painting while the layout is
// pending (animation frames and timer callbacks keep running), then shows the items at the boxes
// the main thread's createLayout gives. With the synchronous layout the items are there by the
// second frame. Frame and tick counts only: no durations are measured.
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
  timerTicks: number
  ticksBeforeItems: number
}
const probe = (page: Page) => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe)

/** Opens the page and waits for the first items; `seen` is what the probe counted until they came. */
async function openUntilItems(query: string, what: string) {
  const tab = await browser.open(`${server.url}/${query}`)
  const { page } = tab
  await page.locator('#vitrine-gallery-big [data-vitrine-item]').first().waitFor({ timeout: 60_000 })
  await page.waitForFunction(() => (window as unknown as { __probe: Probe }).__probe.framesBeforeItems >= 0)
  const seen = await probe(page)
  console.info(`${what} pending for`, seen)
  return { tab, page, seen }
}

async function itemBoxes(page: Page) {
  return page.locator('#vitrine-gallery-big [data-vitrine-item]').evaluateAll((elements) =>
    elements
      .map((el) => {
        const s = (el as HTMLElement).style
        return [
          Number(el.getAttribute('data-idx')),
          parseFloat(s.top),
          parseFloat(s.left),
          parseFloat(s.width),
          parseFloat(s.height),
        ]
      })
      .sort((a, b) => a[0] - b[0]),
  )
}

describe('Gallery layout in a Web Worker (Chromium)', () => {
  it('100,000 items: frames and timers keep running while the worker lays out, then items sit at their boxes', async () => {
    const { tab, page, seen } = await openUntilItems('?count=100000', 'worker layout')
    // The page painted frames and ran timer callbacks between mount and the worker's answer.
    expect(seen.framesBeforeItems).toBeGreaterThanOrEqual(3)
    expect(seen.ticksBeforeItems).toBeGreaterThanOrEqual(3)

    const shown = await itemBoxes(page)
    expect(shown.length).toBeGreaterThan(3)
    expect(shown.length).toBeLessThanOrEqual(300)
    const expected = await page.evaluate(
      (n) => (window as unknown as { __expectedBoxes(n: number): number[][] }).__expectedBoxes(n),
      Math.max(...shown.map((s) => s[0])) + 1,
    )
    for (const [idx, top, left, width, height] of shown) expect([top, left, width, height]).toEqual(expected[idx])
    // The gallery reserves the whole layout's height: 100,000 items are far taller than the page.
    const height = await page.locator('#vitrine-gallery-big').evaluate((el) => el.getBoundingClientRect().height)
    expect(height).toBeGreaterThan(100_000)
    // The page is over 100,000 px tall: the viewport only.
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'gallery-worker-100k.png') })
    await tab.close()
  }, 120_000)

  it('without a layoutWorker prop, the package worker lays out 100,000 items off the main thread', async () => {
    defaultWorker.requests = 0
    const { tab, page, seen } = await openUntilItems('?count=100000&default', 'default worker layout')
    expect(defaultWorker.requests).toBe(1)
    expect(seen.framesBeforeItems).toBeGreaterThanOrEqual(3)
    expect(seen.ticksBeforeItems).toBeGreaterThanOrEqual(3)
    const shown = await itemBoxes(page)
    expect(shown.length).toBeGreaterThan(3)
    const expected = await page.evaluate(
      (n) => (window as unknown as { __expectedBoxes(n: number): number[][] }).__expectedBoxes(n),
      Math.max(...shown.map((s) => s[0])) + 1,
    )
    for (const [idx, top, left, width, height] of shown) expect([top, left, width, height]).toEqual(expected[idx])
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
      const shown = await itemBoxes(page)
      const expected = await page.evaluate(
        (n) => (window as unknown as { __expectedBoxes(n: number): number[][] }).__expectedBoxes(n),
        Math.max(...shown.map((s) => s[0])) + 1,
      )
      for (const [idx, top, left, width, height] of shown) expect([top, left, width, height]).toEqual(expected[idx])
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
