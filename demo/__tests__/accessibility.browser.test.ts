// axe-core on every demo page as a visitor reaches it (after scrolling through, so lazy parts are in),
// light and dark, at 1280 and 390 px; on the article, which holds every viewer node type; in every
// gallery preset and slider variation; and in the open fullscreen viewer. Any serious or critical
// violation fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeFindings, findingLine } from './axe'
import { scrollThrough, startDemoSite, type DemoPage, type DemoSite } from './demoSite'
import { LAYOUTS } from '../gallery/GallerySettings'
import { THEME_COOKIE } from '../site/theme'

const PAGES = ['/', '/article', '/gallery', '/signin', '/data']
const WIDTHS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const

let site: DemoSite

beforeAll(async () => {
  site = await startDemoSite()
}, 400_000)
afterAll(async () => {
  await site?.close()
})

/** The serious and critical findings, each as a line saying where it was found. */
async function failing(tab: DemoPage, where: string, include?: string): Promise<string[]> {
  return (await axeFindings(tab.page, include)).map((f) => `${where}: ${findingLine(f)}`)
}

async function setTheme(theme: 'light' | 'dark') {
  await site.browser.context.addCookies([{ name: THEME_COOKIE, value: theme, url: site.emulator.url }])
}

describe('axe-core on the demo', () => {
  for (const theme of ['light', 'dark'] as const)
    for (const [size, viewport] of Object.entries(WIDTHS))
      it(`finds no serious or critical violation on any page, ${theme}, ${viewport.width} px`, async () => {
        await setTheme(theme)
        const found: string[] = []
        for (const path of PAGES) {
          const tab = await site.open(path)
          await tab.page.setViewportSize(viewport)
          await tab.page.locator('main h1').waitFor()
          await scrollThrough(tab.page)
          found.push(...(await failing(tab, `${path} ${theme} ${size}`)))
          await tab.done(/ 40[13] /)
        }
        expect(found).toEqual([])
      }, 240_000)

  /** Opens the gallery page with its first pictures laid out. */
  async function openGallery() {
    await setTheme('light')
    const tab = await site.open('/gallery')
    const items = tab.page.getByTestId('showcase').locator('[data-vitrine-item]')
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBeGreaterThan(0)
    return { tab, page: tab.page, items }
  }

  it('finds none in any gallery preset', async () => {
    const { tab, page, items } = await openGallery()
    const found: string[] = []
    for (const layout of LAYOUTS) {
      await page.getByLabel('Layout').selectOption(layout)
      await expect.poll(() => page.getByTestId('gallery-current').textContent()).toMatch(new RegExp(`^${layout}:`))
      await expect.poll(() => items.count()).toBeGreaterThan(0)
      found.push(...(await failing(tab, `gallery ${layout}`, '[data-testid=showcase]')))
    }
    expect(found).toEqual([])
    // Presets switched in a row log nothing (the one-row frame's height is not taken for the next preset).
    await tab.done()
  }, 180_000)

  it('finds none in a slider with thumbnails, arrows outside, info beside, fade and deck', async () => {
    const { tab, page, items } = await openGallery()
    await page.getByLabel('Layout').selectOption('slider')
    const variations: [string, string][] = [
      ['Thumbnails', 'BOTTOM'],
      ['Arrows', 'OUTSIDE_GALLERY'],
      ['Info', 'RIGHT'],
      ['Slide animation', 'FADE'],
      ['Slide animation', 'DECK'],
    ]
    const found: string[] = []
    for (const [label, value] of variations) {
      await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).selectOption(value)
      await expect.poll(() => items.count()).toBeGreaterThan(0)
      found.push(...(await failing(tab, `slider ${label}=${value}`, '[data-testid=showcase]')))
    }
    expect(found).toEqual([])
    await tab.done()
  }, 180_000)

  it('finds none in the open fullscreen viewer', async () => {
    const { tab, page, items } = await openGallery()
    await page.getByLabel('Layout').selectOption('grid')
    await items.first().click()
    const dialog = page.getByRole('dialog', { name: 'Media viewer' })
    await dialog.waitFor()
    const found = await failing(tab, 'fullscreen viewer')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(found).toEqual([])
    await tab.done()
  }, 120_000)
})
