import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../../fixtures/browser/harness'
import { pictureRoutes } from './testPictures'

let browser: TestBrowser
let server: TestServer

beforeAll(async () => {
  server = await serveEntry(new URL('./galleryViews.entry.tsx', import.meta.url).pathname, {
    routes: pictureRoutes(60),
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const page = (preset: string, options: object, query = '') =>
  `${server.url}/?preset=${preset}${query}&opts=${encodeURIComponent(JSON.stringify(options))}`

type Box = { x: number; y: number; width: number; height: number }
const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} is not on screen`)
  return box
}
const right = (b: Box) => b.x + b.width
const bottom = (b: Box) => b.y + b.height

describe('Gallery views in Chromium', () => {
  it('outside arrows: the slides are narrowed by 2 × size + 40 + spacing / 2 and the arrows sit in the margins', async () => {
    const tab = await browser.open(
      page(
        'slider',
        { layoutParams: { navigationArrows: { position: 'OUTSIDE_GALLERY' } } },
        '&height=420&title=outside arrows',
      ),
    )
    const { page: p } = tab
    await p.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const root = await boxOf(p, '#vitrine-gallery-views')
    const first = await boxOf(p, '[data-idx="0"]')
    const second = await boxOf(p, '[data-idx="1"]')
    const spacing = Math.round(second.x - right(first))
    const margin = (2 * 23 + 40 + spacing / 2) / 2
    // The layout places boxes on whole pixels.
    expect(Math.abs(first.x - root.x - margin)).toBeLessThanOrEqual(1)
    // At the first slide without loop only "next" shows.
    expect(await p.locator('.vg__arrow[data-side="previous"]').count()).toBe(0)
    const next = await boxOf(p, '.vg__arrow[data-side="next"]')
    expect(next.x).toBeGreaterThanOrEqual(right(root) - margin - 0.5)
    expect(right(next)).toBeLessThanOrEqual(right(root) + 0.5)
    // The slide's visible part ends before the arrow's margin.
    const visibleEnd = await p.evaluate(
      ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-idx]'),
      [right(root) - margin - 2, root.y + 30],
    )
    expect(visibleEnd).toBe(true)
    await tab.screenshot('gallery-arrows-outside')

    await p.getByRole('button', { name: 'Next item' }).click()
    await p.locator('[data-idx="1"][aria-current="true"]').waitFor()
    await p.waitForTimeout(700)
    // The new current slide starts where the first did: right after the left margin.
    expect(Math.abs((await boxOf(p, '[data-idx="1"]')).x - first.x)).toBeLessThanOrEqual(1)
    const back = await boxOf(p, '.vg__arrow[data-side="previous"]')
    expect(back.x).toBeGreaterThanOrEqual(root.x - 0.5)
    expect(right(back)).toBeLessThanOrEqual(root.x + margin + 0.5)
    // Nothing of the slide scrolled off to the left shows in the margin: the page shows through.
    const inMargin = await p.evaluate(
      ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-idx]'),
      [root.x + 4, root.y + 30],
    )
    expect(inMargin).toBe(false)
    await tab.screenshot('gallery-arrows-outside-second')
    await tab.close()
  })
})

export { bottom }
