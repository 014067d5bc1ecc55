import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../fixtures/browser/harness'
import { RichContentViewer } from '../../entries/react'
import { HYDRATION_CASES } from './viewer.hydration.docs'

let browser: TestBrowser
let server: TestServer
const names = Object.keys(HYDRATION_CASES).filter((name) => name !== 'mismatch')
const HYDRATION_WARNING = /hydrat|did not match|didn't match|mismatch/i

// Each case is served at /<name>: the server-rendered markup inside #root, then the bundle hydrates it.
beforeAll(async () => {
  const pages: Record<string, string> = {}
  for (const name of names) pages[name] = renderToString(createElement(RichContentViewer, HYDRATION_CASES[name]))
  // A control: markup of one document under the client bundle of another, which must be reported.
  pages.mismatch = renderToString(
    createElement(RichContentViewer, {
      content: {
        nodes: [
          {
            type: 'PARAGRAPH',
            id: 'x',
            nodes: [{ type: 'TEXT', id: '', textData: { text: 'server only', decorations: [] } }],
          },
        ],
      },
    }),
  )
  const routes = Object.fromEntries(
    [...names, 'mismatch'].map((name) => [
      `/${name}`,
      (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title><link rel="icon" href="data:,"></head>
<body><div id="root">${pages[name]}</div><script type="module" src="/app.js"></script></body></html>`)
      },
    ]),
  )
  server = await serveEntry(new URL('./viewer.hydration.entry.tsx', import.meta.url).pathname, { routes })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('RichContentViewer hydration in Chromium', () => {
  it.each(names)('hydrates the server markup of %s with no mismatch warning', async (name) => {
    const tab = await browser.open(`${server.url}/${name}`)
    const before = await tab.page.locator('#root').innerHTML()
    await tab.page.waitForFunction(
      () => (window as unknown as { __viewerLoaded?: boolean }).__viewerLoaded === true,
      undefined,
      { timeout: 15_000 },
    )
    const errors = await tab.page.evaluate(
      () => (window as unknown as { __hydrationErrors: string[] }).__hydrationErrors,
    )
    expect(errors).toEqual([])
    expect(tab.errors.filter((e) => HYDRATION_WARNING.test(e))).toEqual([])
    // Hydration adopts the markup instead of replacing it: the text the visitor saw first is still there.
    const firstText = (await tab.page.locator('#root').innerText()).slice(0, 200)
    expect(firstText.trim()).not.toBe('')
    expect(before.length).toBeGreaterThan(100)
    // Other console errors are the viewer's own reports (media nodes without a plugin, images offline).
    await tab.close({ allowErrors: true })
  })

  it('after hydration, fetches the Hebrew bundle and relabels the table, right to left', async () => {
    // The server sends English (the bundle is not known on the server); the browser swaps it in.
    await expect((await fetch(`${server.url}/hebrewTable`)).text()).resolves.toContain('aria-label="Table"')
    const tab = await browser.open(`${server.url}/hebrewTable`)
    await tab.page.locator('[aria-label="טבלה"]').first().waitFor({ timeout: 15_000 })
    await expect(tab.page.locator('#root > [dir="rtl"]').count()).resolves.toBe(1)
    await tab.close({ allowErrors: true })
  })

  it('reports a real mismatch (the check can fail)', async () => {
    const tab = await browser.open(`${server.url}/mismatch`)
    await tab.page.waitForFunction(
      () => (window as unknown as { __viewerLoaded?: boolean }).__viewerLoaded === true,
      undefined,
      { timeout: 15_000 },
    )
    const errors = await tab.page.evaluate(
      () => (window as unknown as { __hydrationErrors: string[] }).__hydrationErrors,
    )
    expect([...errors, ...tab.errors].some((e) => HYDRATION_WARNING.test(e))).toBe(true)
    await tab.close({ allowErrors: true })
  })
})
