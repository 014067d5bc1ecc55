// Shared set-up of the demo's browser tests: the emulator with the demo configuration on a free
// port and a fresh data directory, Chromium, and pages that fail on console errors or failed requests.
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { launchBrowser, SCREENSHOT_DIR, type TestBrowser, type TestPage } from '../../fixtures/browser/harness'
import { startEmulator, type RunningEmulator } from '../../emulator/index'
import { demoSite } from '../server/site'

/** Desktop and mobile viewports of the screenshots. */
export const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const

/** A running demo: emulator, browser and a page opener. */
export interface DemoSite {
  readonly emulator: RunningEmulator
  readonly browser: TestBrowser
  /** Opens `path` at a viewport; the returned page's `done()` fails on console errors or failed requests. */
  open(path: string, viewport?: keyof typeof VIEWPORTS): Promise<DemoPage>
  close(): Promise<void>
}

/** Scrolls to the bottom and back in steps, so lazily loaded pictures and frames load before a screenshot. */
export async function scrollThrough(page: DemoPage['page']): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
    await page.waitForTimeout(60)
  }
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

/** A demo page under test. */
export interface DemoPage extends TestPage {
  /** Requests that failed or answered 4xx/5xx so far (method, status, path). */
  readonly failures: string[]
  /** Saves what the visitor sees now (the viewport, not the whole page), e.g. an open dialog. */
  screenshotView(name: string): Promise<string>
  /** Closes the page; fails on console errors and failed requests not matching `allow`. */
  done(allow?: RegExp): Promise<void>
}

/** Starts the emulator (demo configuration, fresh data directory, port 0) and Chromium. */
export async function startDemoSite(): Promise<DemoSite> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-demo-data-'))
  const emulator = await startEmulator({
    port: 0,
    quiet: true,
    site: demoSite(),
    dataDir,
    config: fileURLToPath(new URL('../../emulator/default-config.json', import.meta.url)),
  })
  const browser = await launchBrowser()
  return {
    emulator,
    browser,
    async open(path, viewport = 'desktop') {
      const failures: string[] = []
      const tab = await browser.open('about:blank')
      tab.page.on('requestfailed', (request) => {
        // A navigation away cancels pending requests: those are not failures.
        if (request.failure()?.errorText !== 'net::ERR_ABORTED')
          failures.push(`${request.method()} failed ${request.url()}`)
      })
      tab.page.on('response', (response) => {
        if (response.status() >= 400)
          failures.push(`${response.request().method()} ${response.status()} ${response.url()}`)
      })
      await tab.page.setViewportSize(VIEWPORTS[viewport])
      await tab.page.goto(`${emulator.url}${path}`)
      // The account chip renders only once React has hydrated the page: a click before that would be lost.
      await tab.page.getByTestId('account-chip').waitFor()
      const fullPage = tab.screenshot.bind(tab)
      return Object.assign(tab, {
        failures,
        // From the top, so the sticky header sits where a visitor sees it.
        async screenshot(name: string) {
          await tab.page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
          return fullPage(name)
        },
        async screenshotView(name: string) {
          await mkdir(SCREENSHOT_DIR, { recursive: true })
          const path = join(SCREENSHOT_DIR, `${name}.png`)
          await tab.page.screenshot({ path })
          return path
        },
        async done(allow?: RegExp) {
          const left = allow ? failures.filter((f) => !allow.test(f)) : failures
          expect(left, 'failed requests').toEqual([])
          await tab.close({ allowErrors: allow })
        },
      })
    },
    async close() {
      await browser.close()
      await emulator.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
