import type { RichContentInput } from '../../../core/document'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../../fixtures/browser/harness'
import { RichContentViewer } from '../../../entries/reactViewer'
import { browserDocument } from './browser/browserDocument'

let browser: TestBrowser
let server: TestServer

beforeAll(async () => {
  const rootHtml = renderToString(createElement(RichContentViewer, { content: browserDocument as RichContentInput }))
  server = await serveEntry(new URL('./browser/viewer.entry.tsx', import.meta.url).pathname, {
    rootHtml,
    routes: { '/missing.png': (_req, res) => void res.writeHead(204).end() },
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

async function openHydrated() {
  const tab = await browser.open(server.url)
  // onViewerLoaded is called from the viewer's effect, so the behaviour is attached by then.
  await tab.page.waitForFunction(() => (window as unknown as { viewerLoaded?: boolean }).viewerLoaded === true)
  return tab
}

describe('RichContentViewer in Chromium', () => {
  it('hydrates the server markup without a mismatch warning', async () => {
    const tab = await openHydrated()
    await expect(tab.page.locator('h1').textContent()).resolves.toBe('Viewer in Chromium')
    await expect(tab.page.locator('img').getAttribute('alt')).resolves.toBe('An image')
    await tab.screenshot('viewer-hydrated')
    await tab.close({ allowErrors: /missing\.png/ })
  })

  it('would report a mismatch: server markup of another document fails the page', async () => {
    const other = {
      nodes: [
        {
          type: 'HEADING',
          id: 'top',
          headingData: { level: 1 },
          nodes: [{ type: 'TEXT', id: '', textData: { text: 'Other', decorations: [] } }],
        },
      ],
    }
    const mismatched = await serveEntry(new URL('./browser/viewer.entry.tsx', import.meta.url).pathname, {
      rootHtml: renderToString(createElement(RichContentViewer, { content: other })),
    })
    try {
      const tab = await browser.open(mismatched.url)
      // React reports the mismatch before it renders on the client and runs the effects.
      await tab.page.waitForFunction(() => (window as unknown as { viewerLoaded?: boolean }).viewerLoaded === true)
      await expect(tab.close()).rejects.toThrow(/hydrat|match/i)
    } finally {
      await mismatched.close()
    }
  })

  it('scrolls smoothly to viewer-<anchor> and updates the address hash', async () => {
    const tab = await openHydrated()
    expect(await tab.page.evaluate(() => scrollY)).toBe(0)
    await tab.page.getByText('Jump to the end').click()
    await tab.page.waitForFunction(() => scrollY > 500)
    expect(await tab.page.evaluate(() => location.hash)).toBe('#viewer-end')
    await expect(tab.page.locator('#viewer-end').isVisible()).resolves.toBe(true)
    await tab.close({ allowErrors: /missing\.png/ })
  })

  it('toggles the blur of inline spoilers sharing an id', async () => {
    const tab = await openHydrated()
    const spoilers = tab.page.locator('.vt-spoiler')
    const filters = () => spoilers.evaluateAll((els) => els.map((el) => getComputedStyle(el).filter))
    expect((await filters()).every((f) => f.startsWith('blur'))).toBe(true)
    await spoilers.first().click()
    await tab.page.waitForFunction(() =>
      [...document.querySelectorAll('.vt-spoiler')].every((el) => el.classList.contains('vt-revealed')),
    )
    // The blur fades out with a CSS transition: wait for its end, not for a fixed time.
    await expect.poll(filters).toEqual(['none', 'none'])
    await tab.close({ allowErrors: /missing\.png/ })
  })

  it('operates the collapsible list with the keyboard, opening only one item at a time', async () => {
    const tab = await openHydrated()
    const buttons = tab.page.locator('.vt-coll-btn')
    const states = () => buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')))
    expect(await states()).toEqual(['true', 'false', 'false'])
    await buttons.nth(1).focus()
    await tab.page.keyboard.press('Enter')
    await tab.page.waitForFunction(
      () => document.querySelectorAll('.vt-coll-btn')[1].getAttribute('aria-expanded') === 'true',
    )
    expect(await states()).toEqual(['false', 'true', 'false'])
    await expect(tab.page.getByText('Answer 2').isVisible()).resolves.toBe(true)
    await expect(tab.page.getByText('Answer 1').count()).resolves.toBe(0)
    await tab.page.keyboard.press('Space')
    await tab.page.waitForFunction(
      () => document.querySelectorAll('.vt-coll-btn')[1].getAttribute('aria-expanded') === 'false',
    )
    expect(await states()).toEqual(['false', 'false', 'false'])
    await tab.close({ allowErrors: /missing\.png/ })
  })
})
