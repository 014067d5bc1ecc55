// axe-core on every demo page as a visitor reaches it (after scrolling through, so lazy parts are in),
// light and dark, at 1280 and 390 px; on the article, which holds every viewer node type; in every
// gallery preset and slider variation; and in the open fullscreen viewer. Any serious or critical
// violation fails, except those listed in PENDING_GALLERY_MARKUP below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeFindings, findingLine, type AxeFinding } from './axe'
import { scrollThrough, startDemoSite, type DemoPage, type DemoSite } from './demoSite'
import { LAYOUTS } from '../gallery/GallerySettings'
import { THEME_COOKIE } from '../site/theme'

/**
 * PENDING: violations of the gallery widget's own markup (ui-react/gallery and ui-react/fullscreen),
 * whose fix is under way there. Each entry is a rule and the element it is found on. They are reported
 * on the console but do not fail the test; remove an entry once the gallery markup is fixed.
 */
const PENDING_GALLERY_MARKUP: readonly { readonly rule: string; readonly target: RegExp }[] = [
  // <ul class="vg__items"> holds items with role="button" instead of <li> (the carousel/list pattern).
  { rule: 'list', target: /\.vg__items/ },
  // A gallery item's name ("Expand image: …" or the picture's title) does not contain its visible info
  // text (slideshow, and the items behind the open fullscreen viewer).
  { rule: 'label-content-name-mismatch', target: /\.vg__item|data-vitrine-item/ },
]

const pending = (f: AxeFinding) => PENDING_GALLERY_MARKUP.some((p) => p.rule === f.rule && p.target.test(f.target))
const PAGES = ['/', '/article', '/gallery', '/signin', '/data']
const WIDTHS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const

let site: DemoSite
const pendingSeen = new Set<string>()

beforeAll(async () => {
  site = await startDemoSite()
}, 400_000)
afterAll(async () => {
  if (pendingSeen.size) console.info(`axe, pending gallery markup fixes:\n${[...pendingSeen].join('\n')}`)
  await site?.close()
})

/** The findings that fail the test (pending ones are remembered for the report). */
async function failing(tab: DemoPage, where: string, include?: string): Promise<string[]> {
  const findings = await axeFindings(tab.page, include)
  for (const f of findings.filter(pending)) pendingSeen.add(`${where}: ${findingLine(f)}`)
  return findings.filter((f) => !pending(f)).map((f) => `${where}: ${findingLine(f)}`)
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
    // PENDING (gallery widget): switching presets in a row can measure the previous preset's tall frame
    // and log "Could not create blueprint ... container.height must be a number from 0 to 100000"; this
    // test is about axe, so that console line is allowed here until the widget handles it.
    await tab.done(/Could not create blueprint RangeError: createLayout: container\.height/)
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
