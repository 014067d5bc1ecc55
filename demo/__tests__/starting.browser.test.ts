// The first start of the embedded database takes seconds: the port opens first and the site says
// what is happening, then becomes the page asked for by itself; `npm start` gets the same steps.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { launchBrowser, type TestBrowser } from '../../fixtures/browser/harness'
import { startEmulator, type RunningEmulator } from '../../emulator/index'
import type { StartProgress } from '../../emulator/startProgress'
import { demoSite } from '../server/site'

let browser: TestBrowser | undefined
let emulator: RunningEmulator | undefined
let dataDir: string | undefined
afterAll(async () => {
  await browser?.close()
  await emulator?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('the first start', () => {
  it('shows its progress at the address until ready, then the site', async () => {
    browser = await launchBrowser()
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-demo-first-start-'))
    const reports: StartProgress[] = []
    let announce: (url: string) => void = () => undefined
    const address = new Promise<string>((resolve) => (announce = resolve))
    const starting = startEmulator({
      port: 0,
      quiet: true,
      dataDir,
      site: demoSite(),
      config: fileURLToPath(new URL('../../emulator/default-config.json', import.meta.url)),
      onProgress(progress) {
        reports.push(progress)
        if (progress.url) announce(progress.url)
      },
    })
    const url = await address
    // The API says it is starting (and when to come back) instead of refusing the connection.
    const api = await fetch(`${url}/wix-data/v2/items/query`, { method: 'POST', body: '{}' })
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe('1')
    expect(((await api.json()) as { message: string }).message).toBe('The emulator is starting; try again in a second.')

    const tab = await browser.open(url)
    const { page } = tab
    // The page reloads itself every second: what it shows is read in one go from one document (a read
    // that straddles a reload sees the next document half-loaded, or none).
    const read = () =>
      page
        .evaluate(() => ({
          heading: document.querySelector('h1')?.textContent,
          steps: [...document.querySelectorAll('.start-step')].map((step) => ({
            text: step.textContent ?? '',
            state: step.getAttribute('data-state'),
          })),
        }))
        .catch(() => undefined)
    let shown: Awaited<ReturnType<typeof read>>
    await expect
      .poll(async () => {
        shown = await read()
        return shown?.steps.length
      })
      .toBe(3)
    expect(shown!.heading).toBe('Starting the emulator')
    expect(shown!.steps[0]!.text).toContain(`Creating the embedded database (PGlite) in ${dataDir}`)
    expect(shown!.steps[0]!.state).not.toBe('waiting')
    await tab.screenshot('demo-starting-desktop')
    emulator = await starting
    // The page reloads itself: the visitor does nothing and gets the home page.
    await page
      .getByRole('heading', { level: 1, name: 'Publish articles, galleries and member content from one toolkit.' })
      .waitFor({ timeout: 20_000 })
    // Only the 503s of the starting page itself, none after.
    await tab.close({ allowErrors: /status of 503/ })

    // Every step ran, in order, and was timed; the last report is ready.
    const order = reports.flatMap((r) => r.steps.filter((s) => s.state === 'running').map((s) => s.id))
    expect([...new Set(order)]).toEqual(['database', 'schema', 'site'])
    const last = reports.at(-1)!
    expect(last.ready).toBe(true)
    expect(last.steps.map((s) => [s.state, typeof s.ms])).toEqual([
      ['done', 'number'],
      ['done', 'number'],
      ['done', 'number'],
    ])
  }, 180_000)
})
