import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../fixtures/browser/harness'

let browser: TestBrowser
let server: TestServer

beforeAll(async () => {
  server = await serveEntry(new URL('./browser/counter.entry.tsx', import.meta.url).pathname)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('useStore in Chromium', () => {
  it('re-renders a component bound to a store when the visitor clicks', async () => {
    const tab = await browser.open(server.url)
    const button = tab.page.getByRole('button')
    await expect(button.textContent()).resolves.toBe('Clicked 0 times')
    await button.click()
    await button.click()
    await expect(button.textContent()).resolves.toBe('Clicked 2 times')
    await tab.screenshot('useStore-clicked')
    await tab.close()
  })

  it('fails a page that logs a console error', async () => {
    const tab = await browser.open(server.url)
    await tab.page.evaluate(() => console.error('deliberate'))
    await expect(tab.close()).rejects.toThrow(/deliberate/)
  })
})
