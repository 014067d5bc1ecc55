import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../../fixtures/browser/harness'
import { demoArticle } from '../../../fixtures/demo/article'
import { arabicArticle, englishArticle } from '../../../fixtures/documents/directionArticles'
import { generateDocument } from '../../../fixtures/documents/generate'
import { ricosExamples, ricosMigrationContent } from '../../../fixtures/documents/ricosExamples'

// Every document of the test fixtures, by name; the page fetches them from /doc?name=...
const DOCUMENTS = new Map<string, unknown>([
  ...ricosExamples(),
  ['migration-content.json', ricosMigrationContent()],
  ['english-article', englishArticle],
  ['arabic-article', arabicArticle],
  ['demo-article', demoArticle],
  ['generated', generateDocument(300, 7)],
])

let browser: TestBrowser
let server: TestServer

beforeAll(async () => {
  server = await serveEntry(new URL('./browser/layout.entry.tsx', import.meta.url).pathname, {
    head: '<style>body{margin:0;font-family:sans-serif}</style>',
    routes: {
      '/doc': (req, res) => {
        const name = new URL(req.url ?? '/', 'http://x').searchParams.get('name') ?? ''
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(DOCUMENTS.get(name) ?? null))
      },
    },
  })
  browser = await launchBrowser()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/** Opens the page at `width` px, with every request off this machine answered at once (no network). */
async function openAt(width: number) {
  const tab = await browser.open(server.url)
  await tab.page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  await tab.page.setViewportSize({ width, height: 800 })
  return tab
}

async function show(page: Page, name: string, locale?: string) {
  await page.evaluate(
    ([n, l]) =>
      (window as unknown as { renderDocument: (n: string, l?: string) => Promise<void> }).renderDocument(n, l),
    [name, locale] as const,
  )
  await page.waitForFunction((n) => (window as unknown as { rendered?: string }).rendered === n, name)
}

/** Computed direction and the box of the first element matching `selector`. */
function probe(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      return {
        direction: style.direction,
        left: box.left,
        right: box.right,
        borderLeft: parseFloat(style.borderLeftWidth),
        borderRight: parseFloat(style.borderRightWidth),
        dir: el.getAttribute('dir'),
      }
    })
}

/** Where the list marker of the first item sits: left or right of the item's text. */
function markerSide(page: Page, list: string) {
  return page
    .locator(`${list} > li`)
    .first()
    .evaluate((li) => {
      const text = li.querySelector('p')!.getBoundingClientRect()
      const list = li.parentElement!.getBoundingClientRect()
      // The marker is drawn in the list's start padding: the text is pushed away from that side.
      return text.left - list.left > list.right - text.right ? 'left' : 'right'
    })
}

const ERRORS = /Failed to load resource|net::ERR_/

describe('direction of content versus chrome (Chromium)', () => {
  it('an English article under the Arabic locale reads left to right; only the controls turn', async () => {
    const tab = await openAt(1024)
    const { page } = tab
    await show(page, 'english-article', 'ar')
    expect((await probe(page, '.vt-viewer')).dir).toBe('rtl')
    for (const block of ['h1', 'p', 'ol', 'blockquote', '.vt-table-wrap'])
      expect((await probe(page, `.vt-viewer ${block}`)).direction, block).toBe('ltr')
    expect(await markerSide(page, '.vt-viewer ol')).toBe('left')
    const quote = await probe(page, '.vt-viewer blockquote')
    expect([quote.borderLeft, quote.borderRight]).toEqual([3, 0])
    // An indented paragraph moves away from the left edge.
    const viewer = await probe(page, '.vt-viewer')
    expect((await probe(page, '.vt-viewer .vt-i1')).left - viewer.left).toBe(40)
    // The viewer's own control follows the locale.
    expect((await probe(page, '.vt-coll-btn')).direction).toBe('rtl')
    await tab.screenshot('viewer-english-article-under-ar')
    await tab.close({ allowErrors: ERRORS })
  })

  it('an Arabic article under the English locale reads right to left', async () => {
    const tab = await openAt(1024)
    const { page } = tab
    await show(page, 'arabic-article', 'en')
    expect((await probe(page, '.vt-viewer')).dir).toBe('ltr')
    for (const block of ['h1', 'p', 'ol', 'blockquote', '.vt-table-wrap'])
      expect((await probe(page, `.vt-viewer ${block}`)).direction, block).toBe('rtl')
    expect(await markerSide(page, '.vt-viewer ol')).toBe('right')
    const quote = await probe(page, '.vt-viewer blockquote')
    expect([quote.borderLeft, quote.borderRight]).toEqual([0, 3])
    const viewer = await probe(page, '.vt-viewer')
    expect(viewer.right - (await probe(page, '.vt-viewer .vt-i1')).right).toBe(40)
    // The first table column (the day) is on the right.
    const [first, last] = await page
      .locator('.vt-table tr')
      .first()
      .evaluate((tr) => [
        tr.firstElementChild!.getBoundingClientRect().left,
        tr.lastElementChild!.getBoundingClientRect().left,
      ])
    expect(first).toBeGreaterThan(last)
    expect((await probe(page, '.vt-coll-btn')).direction).toBe('ltr')
    await tab.screenshot('viewer-arabic-article-under-en')
    await tab.close({ allowErrors: ERRORS })
  })
})

describe('tables on a 390 px phone screen (Chromium)', () => {
  it('no fixture document makes the page wider than the screen', async () => {
    const tab = await openAt(390)
    const { page } = tab
    const tooWide: string[] = []
    for (const name of DOCUMENTS.keys()) {
      await show(page, name)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > 390) {
        const culprits = await page.evaluate(() =>
          [...document.querySelectorAll('.vt-viewer *')]
            .filter((el) => el.getBoundingClientRect().right > document.documentElement.scrollWidth - 2)
            .slice(0, 3)
            .map((el) => `${el.tagName}.${el.className}#${el.id} ${Math.round(el.getBoundingClientRect().right)}`),
        )
        tooWide.push(`${name}: ${width}px (${culprits.join(', ')})`)
      }
    }
    expect(tooWide).toEqual([])
    await tab.close({ allowErrors: ERRORS })
  }, 120_000)

  it('a four-column table scrolls inside its block, from the keyboard, with a visible edge shadow', async () => {
    const tab = await openAt(390)
    const { page } = tab
    await show(page, 'english-article')
    const wrap = page.locator('.vt-table-wrap').first()
    const sizes = await wrap.evaluate((el) => [el.scrollWidth, el.clientWidth])
    expect(sizes[0]).toBeGreaterThan(sizes[1])
    // Every column keeps its 120 px minimum.
    const columns = await page
      .locator('.vt-table tr')
      .first()
      .locator('th,td')
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().width))
    expect(columns).toHaveLength(4)
    for (const width of columns) expect(width).toBeGreaterThanOrEqual(120)
    // The scroll area is a named region in the tab order; arrow keys scroll it.
    expect(await wrap.getAttribute('role')).toBe('region')
    expect(await wrap.getAttribute('aria-label')).toBe('Table')
    await wrap.focus()
    expect(await page.evaluate(() => document.activeElement?.classList.contains('vt-table-wrap'))).toBe(true)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => wrap.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await wrap.evaluate((el) => el.scrollTo({ left: 0 }))
    // The affordance: a shadow on the side where more columns wait.
    expect(await wrap.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('gradient')
    await wrap.scrollIntoViewIfNeeded()
    await tab.screenshot('viewer-table-390')
    await tab.close({ allowErrors: ERRORS })
  })
})
