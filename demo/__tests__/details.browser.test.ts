// Details a visitor notices on the demo: the site follows the system's dark theme until the visitor
// chooses, the viewer's own parts (table, code, poll, map, embed frames) follow a dark theme while the
// author's colours stay; the audio player fits every width from 280 px; the data page's words and
// rules; tag and author links that lead somewhere; the viewer language kept across a reload; and a
// fullscreen viewer that hides the page behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoSite, type DemoPage, type DemoSite } from './demoSite'
import { luminance, pixelAt } from './pixels'

let site: DemoSite

beforeAll(async () => {
  site = await startDemoSite()
}, 400_000)
afterAll(() => site?.close())

/** The painted colour at a point inside `selector`'s box (`dx`, `dy` from its top left), scrolled into view. */
async function paintedIn(tab: DemoPage, selector: string, dx = 4, dy = 4) {
  const target = tab.page.locator(selector).first()
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  return pixelAt(tab.page, box.x + dx, box.y + dy)
}

/** Opens `path` with the system preferring `scheme` and no theme chosen. */
async function openWithSystem(path: string, scheme: 'light' | 'dark') {
  await site.browser.context.clearCookies()
  const tab = await site.open(path)
  await tab.page.emulateMedia({ colorScheme: scheme })
  await tab.page.reload()
  await tab.page.getByTestId('account-chip').waitFor()
  return tab
}

describe('dark theme', () => {
  it('follows the system until the visitor chooses, and the choice then wins over the system', async () => {
    const tab = await openWithSystem('/article', 'dark')
    const { page } = tab
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull()
    expect(luminance(await pixelAt(page, 5, 300))).toBeLessThan(0.05)
    const viewer = page.locator('#article .vt-viewer')
    expect(await viewer.evaluate((el) => getComputedStyle(el).getPropertyValue('--vt-bg').trim())).toBe('#0e1016')
    await page.getByRole('button', { name: 'Switch to the light theme' }).click()
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light')
    await expect.poll(async () => luminance(await pixelAt(page, 5, 300))).toBeGreaterThan(0.8)
    await page.reload()
    await page.getByRole('button', { name: 'Switch to the dark theme' }).waitFor()
    expect(luminance(await pixelAt(page, 5, 300))).toBeGreaterThan(0.8)
    await site.browser.context.clearCookies()
    await tab.done()
  }, 90_000)

  it("paints the viewer's table, code, poll, map and embed frames dark, and keeps the author's cell colour readable", async () => {
    const tab = await openWithSystem('/article', 'dark')
    const { page } = tab
    const article = page.locator('#article')
    // Table borders are a faint line of the theme's text colour, not a stark light grey.
    const border = await article
      .locator('.vt-table td')
      .first()
      .evaluate((td) => getComputedStyle(td).borderTopColor)
    expect(Number(/\/\s*([\d.]+)\)$/.exec(border)?.[1] ?? 1)).toBeLessThan(0.5)
    // The author's pale yellow cell keeps its background, with dark text on it.
    const cell = article.locator('.vt-table td', { hasText: 'Midnight sun' })
    expect(await cell.evaluate((td) => [getComputedStyle(td).backgroundColor, getComputedStyle(td).color])).toEqual([
      'rgb(255, 243, 196)',
      'rgb(17, 17, 17)',
    ])
    expect(luminance(await paintedIn(tab, '#article .vt-code'))).toBeLessThan(0.1)
    expect(luminance(await paintedIn(tab, '#article .vt-poll'))).toBeLessThan(0.1)
    expect(luminance(await paintedIn(tab, '#article .vt-map-static'))).toBeLessThan(0.1)
    // The HTML embed's frame around the author's box (the frame's body margin) shows the theme.
    expect(luminance(await paintedIn(tab, '#article .vt-html iframe', 3, 3))).toBeLessThan(0.1)
    await page.locator('#article .vt-table').first().scrollIntoViewIfNeeded()
    await tab.screenshotView('demo-details-dark-table')
    await tab.page.locator('#article .vt-poll').scrollIntoViewIfNeeded()
    await tab.screenshotView('demo-details-dark-poll')
    await site.browser.context.clearCookies()
    await tab.done()
  }, 90_000)
})

describe('audio player', () => {
  it('fits every width from 280 px, with volume, speed, more actions and download reachable on a phone', async () => {
    for (const width of [280, 320, 390, 768, 1440]) {
      const tab = await site.open('/article', 'mobile')
      const { page } = tab
      await page.setViewportSize({ width, height: 844 })
      const player = page.locator('#article .vt-audio')
      await player.locator('audio').waitFor({ state: 'attached', timeout: 15_000 })
      await player.scrollIntoViewIfNeeded()
      await expect
        .poll(() => player.evaluate((el) => el.scrollWidth <= el.clientWidth), { message: `${width}` })
        .toBe(true)
      const card = (await player.boundingBox())!
      const controls = [
        player.getByRole('button', { name: /^(Play|Pause)$/ }),
        player.getByRole('slider', { name: 'Seek' }),
        player.getByRole('button', { name: 'Mute' }),
        player.getByRole('button', { name: 'More actions' }),
        player.getByRole('button', { name: 'Download' }),
        ...(width >= 390
          ? [player.getByRole('slider', { name: 'Volume' }), player.getByRole('button', { name: /^Playback speed/ })]
          : []),
      ]
      for (const control of controls) {
        const box = await control.boundingBox()
        expect(box, `${width}: ${String(control)}`).not.toBeNull()
        expect(box!.x, `${width}: ${String(control)}`).toBeGreaterThanOrEqual(card.x)
        expect(box!.x + box!.width, `${width}: ${String(control)}`).toBeLessThanOrEqual(card.x + card.width + 0.5)
      }
      if (width === 390) {
        await player.getByRole('button', { name: /^Playback speed/ }).click()
        await page.getByRole('menuitemradio', { name: '1.5' }).click()
        await expect.poll(() => player.getByRole('button', { name: /^Playback speed/ }).textContent()).toBe('1.5x')
        await tab.screenshotView('demo-details-audio-390')
      }
      await tab.done()
    }
  }, 120_000)
})

describe('data page words and rules', () => {
  it('offers a visitor no Edit or Delete, explains a year that is not one, and says "No movies" without a page', async () => {
    const tab = await site.open('/data')
    const { page } = tab
    const status = page.getByTestId('movies-status')
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('3,000 movies, page 1 of 300')
    const table = page.getByTestId('movies')
    expect(await table.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0)
    await page.getByLabel('From year').fill('nineteen')
    await expect
      .poll(() => page.locator('#year-problem').textContent())
      .toBe('“nineteen” is not a year: type four digits, such as 1994. The list is not filtered by year.')
    expect(await page.getByLabel('From year').getAttribute('aria-invalid')).toBe('true')
    await page.getByLabel('Title contains').fill('no film is called this')
    await expect.poll(() => status.textContent()).toBe('No movies')
    await tab.done()
  })
})

describe('article links and settings', () => {
  it('leads the tag and the author links to pages that list the article', async () => {
    const tab = await site.open('/article')
    const { page } = tab
    await page.locator('#article').getByRole('link', { name: '#slowtravel' }).click()
    await page.getByRole('heading', { name: 'Tagged #slowtravel' }).waitFor()
    const journal = page.getByRole('region', { name: 'Tagged #slowtravel' })
    expect(await journal.getByRole('link').allTextContents()).toEqual(['Notes from the northern coast'])
    await page.goBack()
    await page.locator('#article').getByRole('link', { name: '@Mira Holm' }).click()
    await page.getByRole('heading', { name: 'By Mira Holm' }).waitFor()
    await page.goto(`${site.emulator.url}/?tag=nothing-here`)
    await page.getByRole('heading', { name: 'Tagged #nothing-here' }).waitFor()
    await page.getByText('Nothing here yet: no article matches this link.').waitFor()
    await tab.done()
  })

  it('keeps the Arabic viewer across a reload', async () => {
    const tab = await site.open('/article')
    const { page } = tab
    const viewer = page.locator('#article [lang]').first()
    await page.getByLabel('Viewer language').selectOption('ar')
    await expect.poll(() => viewer.getAttribute('dir')).toBe('rtl')
    await page.reload()
    await expect.poll(() => viewer.getAttribute('lang'), { timeout: 15_000 }).toBe('ar')
    expect(await viewer.getAttribute('dir')).toBe('rtl')
    expect(await page.getByLabel('Viewer language').inputValue()).toBe('ar')
    await page.getByLabel('Viewer language').selectOption('en')
    await expect.poll(() => viewer.getAttribute('dir')).toBe('ltr')
    await tab.done()
  })

  it('hides the page behind the fullscreen viewer', async () => {
    const tab = await site.open('/article')
    const { page } = tab
    await page.locator('#article').getByRole('button', { name: 'Expand image: A wide bay under a low sun' }).click()
    const dialog = page.getByRole('dialog', { name: 'Media viewer' })
    await dialog.waitFor()
    expect(await dialog.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(12, 12, 14)')
    await page.keyboard.press('Escape')
    await tab.done()
  })
})

describe('gallery page', () => {
  /** Empty space (px) between the end of each of the first items' texts and the item's bottom edge. */
  const emptyUnderInfo = (tab: DemoPage) =>
    tab.page.getByTestId('showcase').evaluate((showcase) =>
      [...showcase.querySelectorAll('[data-vitrine-item]')].slice(0, 3).map((item) => {
        const texts = [...item.querySelectorAll('.vg__info *')].filter((e) => e.textContent?.trim())
        const textBottom = Math.max(...texts.map((e) => e.getBoundingClientRect().bottom))
        return Math.round(item.getBoundingClientRect().bottom - textBottom)
      }),
    )

  it('keeps the sticky settings panel within the window, its last option reachable inside it', async () => {
    const tab = await site.open('/gallery')
    const { page } = tab
    const panel = page.getByRole('form', { name: 'Gallery options' })
    await page.getByTestId('showcase').locator('[data-vitrine-item]').first().waitFor({ timeout: 20_000 })
    await page.mouse.wheel(0, 1200)
    await expect.poll(async () => (await panel.boundingBox())!.y).toBeLessThan(100)
    const box = (await panel.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(900)
    const last = panel.getByLabel('Right to left')
    await last.scrollIntoViewIfNeeded()
    const lastBox = (await last.boundingBox())!
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(900)
    await tab.screenshotView('demo-details-gallery-panel')
    await tab.done()
  })

  it('fits the info below a picture to its text, in a grid and in a slider changed live', async () => {
    const tab = await site.open('/gallery')
    const { page } = tab
    const items = page.getByTestId('showcase').locator('[data-vitrine-item]')
    await items.first().waitFor({ timeout: 20_000 })
    await page.getByLabel('Layout').selectOption('grid')
    await page.getByRole('combobox', { name: /^Info/ }).selectOption('BELOW')
    await expect.poll(() => emptyUnderInfo(tab)).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)])
    for (const gap of await emptyUnderInfo(tab)) expect(gap).toBeLessThan(30)
    await page.getByLabel('Layout').selectOption('slider')
    await page.getByRole('combobox', { name: /^Thumbnails/ }).selectOption('BOTTOM')
    await page.getByRole('combobox', { name: /^Arrows/ }).selectOption('OUTSIDE_GALLERY')
    await page.getByRole('combobox', { name: /^Info/ }).selectOption('ABOVE')
    await page.getByRole('combobox', { name: /^Info/ }).selectOption('BELOW')
    await expect.poll(async () => Math.max(...(await emptyUnderInfo(tab)))).toBeLessThan(30)
    // The slides changed live are the size a fresh mount of the same options gives them.
    const sizes = () =>
      items.evaluateAll((els) => els.slice(0, 2).map((e) => [e.clientWidth, e.clientHeight].join('x')))
    const live = await sizes()
    await page.getByRole('tab', { name: /photos from the data service/ }).click()
    await page.getByRole('tab', { name: /Every preset/ }).click()
    await items.first().waitFor({ timeout: 20_000 })
    await expect.poll(sizes).toEqual(live)
    await tab.screenshotView('demo-details-slider-info-below')
    await tab.done()
  })
})

describe('data table', () => {
  it("fits a member's table, Edit and Delete included, without a sideways scroll from 1024 px", async () => {
    const tab = await site.open('/signin')
    const { page } = tab
    await page.getByRole('tab', { name: 'Create account' }).click()
    await page.getByLabel('Email').fill(`table-${Date.now()}@example.com`)
    await page.getByLabel('Password').fill('popcorn-42')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByTestId('inbox').getByRole('button', { name: 'Use this code' }).click({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await page.getByRole('heading', { name: 'You are signed in' }).waitFor({ timeout: 20_000 })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Data' }).click()
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor({ timeout: 20_000 })
    for (const width of [1024, 1180, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      const [table, wrap] = await page.locator('.table-wrap').evaluate((el) => [el.scrollWidth, el.clientWidth])
      expect(table, `${width} px`).toBeLessThanOrEqual(wrap)
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    await tab.screenshotView('demo-details-data-member-1440')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByRole('tab', { name: 'Log in' }).waitFor({ timeout: 20_000 })
    await tab.done()
  }, 90_000)
})
