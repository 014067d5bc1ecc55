// React 18.3, the oldest React of the package's peer range: the viewer's and the gallery's hydration
// pages rendered to a string in Node and hydrated in Chromium with react and react-dom 18.3.1 (the
// `react-18` and `react-dom-18` npm aliases, substituted for `react` and `react-dom` in both bundles).
// The same pages run under React 19 in viewer.hydration.browser.test.ts and gallery.hydration.browser.test.ts.
// The hydrated gallery's fullscreen viewer is also walked with the keyboard under React 18 (lazy chunk,
// focus trap, inert page, announcements), as gallery.a11y.browser.test.ts does under React 19.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { cssTextPlugin } from '../../scripts/cssText.mjs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../fixtures/browser/harness'
import { pictureRoutes } from '../gallery/__tests__/testPictures'
import { viewerCss } from '../viewer/viewerCss'
import { galleryCss } from '../gallery/galleryCss'

const REACT_18 = { react: 'react-18', 'react-dom': 'react-dom-18' }
interface ServerSide {
  version: string
  viewerCases: string[]
  render(name: string, origin: string): string
}

let dir: string
let serverSide: ServerSide
let browser: TestBrowser
let server: TestServer
/** What React wrote to the console while rendering each page on the server. */
const serverConsole: Record<string, string[]> = {}
const pages: Record<string, string> = {}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-react18-'))
  const bundle = await build({
    entryPoints: [new URL('./react18.server.tsx', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    jsx: 'automatic',
    alias: REACT_18,
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [cssTextPlugin],
    logLevel: 'silent',
  })
  await writeFile(join(dir, 'server.cjs'), bundle.outputFiles[0]!.text)
  serverSide = createRequire(import.meta.url)(join(dir, 'server.cjs')) as ServerSide
  server = await serveEntry(new URL('./react18.entry.tsx', import.meta.url).pathname, {
    alias: REACT_18,
    routes: {
      ...pictureRoutes(60),
      ...Object.fromEntries(
        [...serverSide.viewerCases.map((name) => `viewer/${name}`), 'gallery'].map((page) => [
          `/${page}`,
          (_req, res) => {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page}</title><link rel="icon" href="data:,"></head>
<body style="margin:0"><div id="root">${pages[page]}</div><script type="module" src="/app.js"></script></body></html>`)
          },
        ]),
      ),
    },
  })
  for (const page of [...serverSide.viewerCases.map((name) => `viewer/${name}`), 'gallery']) {
    const said: string[] = []
    const record = (...args: unknown[]) => void said.push(args.map(String).join(' '))
    const error = vi.spyOn(console, 'error').mockImplementation(record)
    const warn = vi.spyOn(console, 'warn').mockImplementation(record)
    try {
      pages[page] = serverSide.render(page.replace(/^viewer\//, ''), server.url)
    } finally {
      error.mockRestore()
      warn.mockRestore()
    }
    serverConsole[page] = said
  }
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** The text of the first `<style>` of some markup, as the browser reads it (raw text, no entities). */
const styleText = (html: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1]

describe('under React 18.3.1', () => {
  it('renders on the server without a warning, with the stylesheets as written', () => {
    expect(serverSide.version).toBe('18.3.1')
    // React 18's development warnings start with "Warning:" (layout effects, unknown or non-boolean
    // attributes); the viewer's own reports (colours it does not accept) are not React's.
    for (const [page, said] of Object.entries(serverConsole))
      expect(
        said.filter((line) => line.startsWith('Warning:')),
        page,
      ).toEqual([])
    // React 18 escapes text children of <style> (`>` as `&gt;`, quotes as `&quot;`): the CSS must arrive as is.
    expect(styleText(pages['viewer/table']!)).toBe(viewerCss)
    expect(styleText(pages.gallery!)).toBe(galleryCss)
    expect(pages['viewer/table']).toContain('aria-label="Table"')
    expect(pages.gallery!.match(/data-vitrine-item/g)?.length).toBeGreaterThan(2)
  })

  it.each(['viewer/migration', 'viewer/table', 'viewer/spoiler', 'viewer/decorations', 'viewer/rtl', 'gallery'])(
    'hydrates %s in Chromium with no mismatch and no React warning',
    async (page) => {
      const tab = await browser.open(`${server.url}/${page}`)
      const before = (await tab.page.locator('#root').innerText()).slice(0, 300)
      await tab.page.waitForFunction(
        () => (window as unknown as { __hydrated?: boolean }).__hydrated === true,
        undefined,
        {
          timeout: 20_000,
        },
      )
      const state = await tab.page.evaluate(() => {
        const w = window as unknown as { __reactVersion: string; __hydrationErrors: string[] }
        return { version: w.__reactVersion, errors: w.__hydrationErrors }
      })
      expect(state.version).toBe('18.3.1')
      expect(state.errors).toEqual([])
      expect(tab.errors.filter((e) => /^Warning:|hydrat/i.test(e))).toEqual([])
      expect(before.trim()).not.toBe('')
      expect((await tab.page.locator('#root').innerText()).slice(0, 300)).toBe(before)
      // Other console errors are the viewer's own reports (media nodes without a plugin, pictures offline).
      await tab.close({ allowErrors: true })
    },
  )

  it("the hydrated gallery's fullscreen viewer works with the keyboard: announced moves, inert page, focus back", async () => {
    const tab = await browser.open(`${server.url}/gallery`)
    const { page } = tab
    await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true)
    await expect(page.evaluate(() => (window as unknown as { __reactVersion: string }).__reactVersion)).resolves.toBe(
      '18.3.1',
    )
    const item = page.locator('#vitrine-gallery-ssr [data-idx="1"]')
    await item.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Media viewer' })
    await dialog.waitFor()
    await expect(page.evaluate(() => !!document.getElementById('after')?.closest('[inert]'))).resolves.toBe(true)
    const announced = () => dialog.locator('[aria-live="polite"]').innerText()
    await page.keyboard.press('ArrowRight')
    await expect.poll(announced).toMatch(/^Image 3 of 40: \S/)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-idx'))).toBe('1')
    await expect(page.evaluate(() => document.querySelectorAll('[inert]').length)).resolves.toBe(0)
    expect(tab.errors.filter((e) => /^Warning:|hydrat/i.test(e))).toEqual([])
    await tab.close({ allowErrors: true })
  })
})
