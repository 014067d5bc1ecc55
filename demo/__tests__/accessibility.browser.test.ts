// axe-core on every demo page (and the home page's tag lists) as a visitor reaches it (after scrolling
// through, so lazy parts are in), light and dark, at 1280 and 390 px; on the article, which holds every
// viewer node type, also with its spoilers revealed and collapsible items open, after a vote in its poll,
// and with the fullscreen viewer opened from its picture; in every gallery preset and slider variation
// (light and dark, 1280 and 390 px), and the gallery page's second tab; and in the fullscreen viewer
// opened from a gallery item. Any serious or critical violation fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeFindings, findingLine } from '../../fixtures/browser/axe'
import { scrollThrough, startDemoSite, type DemoPage, type DemoSite } from './demoSite'
import { LAYOUTS } from '../gallery/GallerySettings'
import { ROUTES } from '../routes'
import { THEME_COOKIE } from '../site/theme'

// Every route of the demo, and the home page's lists of a tag's articles (one found, none found).
const PAGES = [...ROUTES.map((route) => route.path), '/?tag=slowtravel', '/?tag=nothing-here']
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
          if (path.startsWith('/?tag=')) await tab.page.getByRole('heading', { name: /^Tagged #/ }).waitFor()
          await scrollThrough(tab.page)
          found.push(...(await failing(tab, `${path} ${theme} ${size}`)))
          await tab.done(/ 40[13] /)
        }
        expect(found).toEqual([])
      }, 240_000)

  it('finds none on the article with every spoiler revealed and every collapsible item open', async () => {
    const found: string[] = []
    for (const theme of ['light', 'dark'] as const)
      for (const [size, viewport] of Object.entries(WIDTHS)) {
        await setTheme(theme)
        const tab = await site.open('/article')
        const { page } = tab
        await page.setViewportSize(viewport)
        await page.locator('main h1').waitFor()
        await scrollThrough(page)
        // What the spoilers hide (media and text) and the collapsed items' bodies are checked once shown;
        // in a list that keeps only one item open, each item is opened (and checked) in turn.
        for (const reveal of await page.locator('.vt-ms-btn').all()) await reveal.click()
        for (const spoiler of await page.locator('.vt-spoiler').all()) await spoiler.click()
        await expect.poll(() => page.locator('.vt-ms-btn').count()).toBe(0)
        const toggles = await page.locator('.vt-coll-btn').all()
        for (const toggle of toggles) if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
        await scrollThrough(page)
        found.push(...(await failing(tab, `/article revealed ${theme} ${size}`)))
        for (const [i, toggle] of toggles.entries()) {
          if ((await toggle.getAttribute('aria-expanded')) === 'true') continue
          await toggle.click()
          await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
          const body = `#${await toggle.getAttribute('aria-controls')}`
          found.push(...(await failing(tab, `/article collapsible item ${i} ${theme} ${size}`, body)))
        }
        await tab.done(/ 40[13] /)
      }
    expect(found).toEqual([])
  }, 300_000)

  it("finds none in the article's poll after a vote and in the fullscreen viewer opened from its picture, light and dark, 1280 and 390 px", async () => {
    const found: string[] = []
    for (const theme of ['light', 'dark'] as const)
      for (const [size, viewport] of Object.entries(WIDTHS)) {
        await setTheme(theme)
        const tab = await site.open('/article')
        const { page } = tab
        await page.setViewportSize(viewport)
        // The account chip renders once the page has hydrated; before that the server's buttons are inert.
        await page.getByTestId('account-chip').waitFor()
        // The poll's second state: the visitor's vote and every option's count and share (the vote is kept
        // by the emulator, so the later rounds find it made).
        const masonry = page
          .getByRole('radiogroup', { name: 'Which layout do you like best?' })
          .getByRole('radio', { name: /Masonry/ })
        await expect.poll(() => masonry.isEnabled(), { timeout: 15_000 }).toBe(true)
        if ((await masonry.getAttribute('aria-checked')) !== 'true') await masonry.click()
        await expect.poll(() => masonry.getAttribute('aria-checked')).toBe('true')
        await expect.poll(() => page.locator('.vt-poll').innerText()).toMatch(/100\s*%/)
        found.push(...(await failing(tab, `/article poll voted ${theme} ${size}`, '.vt-poll')))
        // The article's opening picture expands to the fullscreen viewer (the gallery page's test opens it
        // from a gallery item in the light theme).
        const dialog = page.getByRole('dialog', { name: 'Media viewer' })
        await page.getByRole('button', { name: 'Expand image: A wide bay under a low sun' }).click()
        await dialog.waitFor()
        await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
        found.push(...(await failing(tab, `/article fullscreen viewer ${theme} ${size}`)))
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'detached' })
        await tab.done(/ 40[13] /)
      }
    expect(found).toEqual([])
  }, 300_000)

  /** Opens the gallery page with its first pictures laid out. */
  async function openGallery(theme: 'light' | 'dark' = 'light') {
    await setTheme(theme)
    const tab = await site.open('/gallery')
    const items = tab.page.getByTestId('showcase').locator('[data-vitrine-item]')
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBeGreaterThan(0)
    return { tab, page: tab.page, items }
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`finds none in any gallery preset, ${theme}, at 1280 and 390 px`, async () => {
      const { tab, page, items } = await openGallery(theme)
      const found: string[] = []
      for (const [size, viewport] of Object.entries(WIDTHS)) {
        await page.setViewportSize(viewport)
        for (const layout of LAYOUTS) {
          await page.getByLabel('Layout').selectOption(layout)
          await expect.poll(() => page.getByTestId('gallery-current').textContent()).toMatch(new RegExp(`^${layout}:`))
          await expect.poll(() => items.count()).toBeGreaterThan(0)
          found.push(...(await failing(tab, `gallery ${layout} ${theme} ${size}`, '[data-testid=showcase]')))
        }
      }
      expect(found).toEqual([])
      // Presets switched in a row log nothing (the one-row frame's height is not taken for the next preset).
      await tab.done()
    }, 360_000)

    it(`finds none in a slider with thumbnails, arrows outside, info beside, fade and deck, ${theme}, at 1280 and 390 px`, async () => {
      const { tab, page, items } = await openGallery(theme)
      await page.getByLabel('Layout').selectOption('slider')
      const variations: [string, string][] = [
        ['Thumbnails', 'BOTTOM'],
        ['Arrows', 'OUTSIDE_GALLERY'],
        ['Info', 'RIGHT'],
        ['Slide animation', 'FADE'],
        ['Slide animation', 'DECK'],
      ]
      const found: string[] = []
      for (const [size, viewport] of Object.entries(WIDTHS)) {
        await page.setViewportSize(viewport)
        for (const [label, value] of variations) {
          await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).selectOption(value)
          await expect.poll(() => items.count()).toBeGreaterThan(0)
          found.push(...(await failing(tab, `slider ${label}=${value} ${theme} ${size}`, '[data-testid=showcase]')))
        }
      }
      expect(found).toEqual([])
      await tab.done()
    }, 360_000)
  }

  it('finds none in the open fullscreen viewer, at 1280 and 390 px, after moving in it', async () => {
    const { tab, page, items } = await openGallery()
    await page.getByLabel('Layout').selectOption('grid')
    const found: string[] = []
    for (const [size, viewport] of Object.entries(WIDTHS)) {
      await page.setViewportSize(viewport)
      // On a phone the first activation of an item with an overlay only shows the overlay; the next acts.
      await items.first().focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Media viewer' })
      if (size === 'mobile') {
        await expect.poll(() => items.first().getAttribute('data-hover')).toBe('true')
        await page.keyboard.press('Enter')
      }
      await dialog.waitFor()
      found.push(...(await failing(tab, `fullscreen viewer ${size}`)))
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => dialog.locator('[aria-live="polite"]').innerText()).toMatch(/^Image 2 of 300: /)
      found.push(...(await failing(tab, `fullscreen viewer ${size}, second picture`)))
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
    expect(found).toEqual([])
    await tab.done()
  }, 120_000)

  it("finds none in the gallery page's 10,000-photo tab", async () => {
    await setTheme('dark')
    const tab = await site.open('/gallery')
    const { page } = tab
    await page.getByRole('tab', { name: '10,000 photos from the data service' }).click()
    await expect
      .poll(() => page.locator('#vitrine-gallery-infinite [data-vitrine-item]').count(), { timeout: 20_000 })
      .toBeGreaterThan(0)
    await scrollThrough(page)
    const found = await failing(tab, 'gallery infinite tab')
    expect(found).toEqual([])
    await tab.done()
  }, 120_000)
})
