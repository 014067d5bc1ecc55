import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../../fixtures/browser/harness'
import { HydrationPage } from './HydrationPage'
import { pictureRoutes } from './testPictures'

let browser: TestBrowser
let server: TestServer
type Element = DefaultTreeAdapterMap['element']

const page = (html: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR gallery</title>
<link rel="icon" href="data:,"></head><body style="margin:0"><div id="root">${html}</div><script type="module" src="/app.js"></script></body></html>`

beforeAll(async () => {
  server = await serveEntry(new URL('./galleryHydration.entry.tsx', import.meta.url).pathname, {
    routes: {
      ...pictureRoutes(60),
      '/ssr': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(page(renderToString(createElement(HydrationPage, { origin: server.url }))))
      },
    },
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

function elements(node: { childNodes?: unknown[] }, out: Element[] = []): Element[] {
  for (const child of (node.childNodes ?? []) as Element[]) {
    if (child.tagName) out.push(child)
    elements(child, out)
  }
  return out
}

describe('server-rendered Gallery', () => {
  it('renderToString in Node emits the items in view at their final boxes', () => {
    const html = renderToString(createElement(HydrationPage, { origin: 'http://127.0.0.1' }))
    const all = elements(parse(html))
    const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value
    const root = all.find((el) => attr(el, 'id') === 'vitrine-gallery-ssr')!
    expect(attr(root, 'style')).toMatch(/width:980px;height:\d{3,}px/)
    const items = elements(root).filter((el) => attr(el, 'data-vitrine-item'))
    // The items on the first 800 px, each absolutely placed with its size.
    expect(items.length).toBeGreaterThan(2)
    expect(items.length).toBeLessThan(40)
    for (const item of items)
      expect(attr(item, 'style')).toMatch(/^top:\d+(px)?;left:\d+(px)?;width:\d+px;height:\d+px$/)
    expect(items.map((el) => attr(el, 'data-idx'))).toContain('0')
  })

  it("renders a slider's lazily loaded parts on the server: the thumbnail strip, the FADE stage", () => {
    const html = renderToString(createElement(HydrationPage, { origin: 'http://127.0.0.1' }))
    const all = elements(parse(html))
    const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value
    const root = all.find((el) => attr(el, 'id') === 'vitrine-gallery-ssr-slider')!
    const inside = elements(root)
    const classed = (name: string) => inside.filter((el) => attr(el, 'class') === name)
    expect(classed('vg__thumb').map((el) => attr(el, 'aria-current'))).toEqual(['true', ...Array(11).fill(undefined)])
    expect(classed('vg__viewport').map((el) => attr(el, 'data-stage'))).toEqual(['true'])
  })

  it('hydrates with no mismatch and zero layout-shift entries', async () => {
    const tab = await browser.open(`${server.url}/ssr`)
    const { page: p } = tab
    const before = await p.locator('#after').boundingBox()
    const beforeSlider = await p.locator('#after-slider').boundingBox()
    await p.waitForFunction(() =>
      [...document.querySelectorAll('.vg__media')].every((img) => img.getAttribute('data-loaded') === 'true'),
    )
    // Scroll once, so the window grows after hydration too.
    await p.mouse.wheel(0, 600)
    await p.waitForTimeout(400)
    await p.mouse.wheel(0, -600)
    await p.waitForTimeout(400)
    expect(await p.evaluate(() => (window as unknown as { __hydrationErrors: string[] }).__hydrationErrors)).toEqual([])
    expect(await p.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([])
    expect(await p.locator('#after').boundingBox()).toEqual(before)
    expect(await p.locator('#after-slider').boundingBox()).toEqual(beforeSlider)
    // The slider's parts hydrated the server's strip: a thumbnail shows its slide on the stage.
    const slider = p.locator('#vitrine-gallery-ssr-slider')
    await slider.locator('.vg__thumb[data-thumb-idx="2"]').click()
    await p.waitForFunction(() =>
      document.querySelector('#vitrine-gallery-ssr-slider .vg__thumb[data-thumb-idx="2"][aria-current="true"]'),
    )
    await expect(slider.locator('.vg__item[aria-current="true"]').getAttribute('data-idx')).resolves.toBe('2')
    await tab.screenshot('gallery-ssr-hydrated')
    await tab.close()
  })
})
