// The gallery's patterns for keyboard and screen-reader visitors, pressed in Chromium: the slider as a
// WAI-ARIA carousel (labelled region, slides "3 of 24", only the current slide tabbable, a visible
// pause control, no auto-slide under reduced motion), Home / End / Page keys in a grid, and the
// fullscreen viewer opened from an item (announced moves, inert page, focus back on the item).
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { galleryInChromium } from './galleryInChromium'
import { axeFindings, findingLine } from '../../../fixtures/browser/axe'

const gallery = galleryInChromium()

const focusedIdx = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-idx') ?? null)
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
const current = (page: Page) => page.locator('[aria-current="true"]').getAttribute('data-idx')

/** The elements under the slides that Tab reaches (tabindex 0 or natively focusable and not -1). */
const tabbableInSlides = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '.vg__items :is([tabindex], a[href], button, iframe, video[controls], input, select, textarea)',
      ),
    ]
      .filter((el) => el.tabIndex >= 0 && !el.closest('[inert]'))
      .map((el) => el.getAttribute('data-idx') ?? el.tagName),
  )

describe('Gallery accessibility patterns in Chromium', () => {
  // The demo's axe test switches through every layout its gallery page offers; 'empty' (the options as
  // given, no preset) is not among them.
  it("axe-core finds no serious or critical violation in the 'empty' layout", async () => {
    const tab = await gallery.open('?preset=empty&height=560')
    await tab.page.locator('[data-idx="0"]').waitFor()
    expect((await axeFindings(tab.page)).map(findingLine)).toEqual([])
    await tab.close()
  })

  it('a slider is a labelled carousel of slides "N of 24"; only the current slide holds a tabbable element', async () => {
    const tab = await gallery.open('?preset=slider&height=460')
    const { page } = tab
    await page.locator('[data-idx="0"]').waitFor()
    const carousel = page.locator('#vitrine-gallery-test')
    await expect(carousel.getAttribute('role')).resolves.toBe('region')
    await expect(carousel.getAttribute('aria-roledescription')).resolves.toBe('carousel')
    await expect(carousel.getAttribute('aria-label')).resolves.toBe('Gallery')
    const slides = await page.locator('.vg__items > *').evaluateAll((els) =>
      els.map((el) => ({
        role: el.getAttribute('role'),
        kind: el.getAttribute('aria-roledescription'),
        label: el.getAttribute('aria-label'),
        idx: el.querySelector('[data-idx]')?.getAttribute('data-idx'),
      })),
    )
    expect(slides.length).toBeGreaterThan(2)
    for (const slide of slides)
      expect(slide).toEqual({ role: 'group', kind: 'slide', label: `${Number(slide.idx) + 1} of 24`, idx: slide.idx })
    await expect(tabbableInSlides(page)).resolves.toEqual(['0'])

    await page.keyboard.press('Tab')
    await expect(focusedIdx(page)).resolves.toBe('0')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => focusedIdx(page)).toBe('1')
    await expect(tabbableInSlides(page)).resolves.toEqual(['1'])
    // Tab leaves the slides: the next stop is a control after them, not another slide.
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => !!document.activeElement?.closest('.vg__items'))).resolves.toBe(false)
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Previous item')
    await tab.close()
  })

  it('auto-slide has a visible Pause button on the keyboard path; focus in the gallery holds it until Play', async () => {
    const tab = await gallery.open('?preset=slideshow&height=520&auto=INTERVAL&interval=1')
    const { page } = tab
    await page.locator('[aria-current="true"][data-idx="1"]').waitFor({ timeout: 5000 })
    const pause = page.getByRole('button', { name: 'Pause slideshow' })
    expect(await pause.isVisible()).toBe(true)
    // Keyboard focus entering the carousel stops it, and the button then offers Play.
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-idx'))).toBe(true)
    const held = await current(page)
    for (let i = 0; i < 4 && !/slideshow/.test((await focusedLabel(page)) ?? ''); i++) await page.keyboard.press('Tab')
    await expect.poll(() => focusedLabel(page)).toBe('Play slideshow')
    await page.waitForTimeout(2500)
    await expect(current(page)).resolves.toBe(held)
    await page.keyboard.press('Enter')
    await page.locator(`[aria-current="true"][data-idx="${Number(held) + 1}"]`).waitFor({ timeout: 5000 })
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Pause slideshow',
    )
    await page.keyboard.press('Space')
    const paused = await current(page)
    await page.waitForTimeout(2500)
    await expect(current(page)).resolves.toBe(paused)
    await tab.close()
  })

  it('under prefers-reduced-motion the slideshow does not start; its Play button starts it', async () => {
    const tab = await gallery.open('?preset=slideshow&height=520&auto=INTERVAL&interval=1')
    const { page } = tab
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await page.locator('[aria-current="true"][data-idx="0"]').waitFor()
    const play = page.getByRole('button', { name: 'Play slideshow' })
    await play.waitFor()
    expect(await play.isVisible()).toBe(true)
    await page.mouse.move(5, 5)
    await page.waitForTimeout(2500)
    await expect(current(page)).resolves.toBe('0')
    await play.click()
    await page.mouse.move(5, 5)
    await page.locator('[aria-current="true"][data-idx="1"]').waitFor({ timeout: 5000 })
    await tab.close()
  })

  it('Home, End, Page Down and Page Up move focus in a grid and bring the item into view', async () => {
    const tab = await gallery.open('?preset=grid&height=560')
    const { page } = tab
    await page.setViewportSize({ width: 1100, height: 1000 })
    await page.locator('[data-idx="0"]').waitFor()
    await page.keyboard.press('Tab')
    await expect(focusedIdx(page)).resolves.toBe('0')
    const box = (idx: string) =>
      page.locator(`[data-idx="${idx}"]`).evaluate((el) => {
        const r = el.getBoundingClientRect()
        return { left: Math.round(r.left), top: Math.round(r.top), bottom: Math.round(r.bottom) }
      })
    await page.keyboard.press('End')
    await expect.poll(() => focusedIdx(page)).toBe('23')
    const last = await box('23')
    expect(last.bottom).toBeLessThanOrEqual(1000)
    expect(last.top).toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Home')
    await expect.poll(() => focusedIdx(page)).toBe('0')
    // Where each item sits in the layout (its top and left in the gallery), to compare rows and columns.
    const boxes: Record<string, { top: number; left: number }> = await page
      .locator('[data-idx]')
      .evaluateAll((els) =>
        Object.fromEntries(
          els.map((el) => [
            el.getAttribute('data-idx'),
            { top: parseFloat((el as HTMLElement).style.top), left: parseFloat((el as HTMLElement).style.left) },
          ]),
        ),
      )
    await page.keyboard.press('PageDown')
    await expect.poll(() => focusedIdx(page)).not.toBe('0')
    const paged = boxes[(await focusedIdx(page))!]!
    // The same column, more than one row down and at most a view height (1000 px) below; the next row
    // down in that column would be further.
    const column = Object.values(boxes).filter((b) => b.left === boxes['0']!.left && b.top > 0)
    const rowsDown = column.filter((b) => b.top <= paged.top)
    expect(paged.left).toBe(boxes['0']!.left)
    expect(rowsDown.length).toBeGreaterThan(1)
    expect(paged.top).toBeLessThanOrEqual(1000)
    expect(column.find((b) => b.top > paged.top)?.top ?? Infinity).toBeGreaterThan(1000)
    await page.keyboard.press('PageUp')
    await expect.poll(() => focusedIdx(page)).toBe('0')
    await tab.close()
  })

  it('the fullscreen viewer opened with Enter announces each move, keeps the page inert and gives focus back', async () => {
    const tab = await gallery.open('?preset=grid&height=560')
    const { page } = tab
    await page.locator('[data-idx="2"]').focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Media viewer' })
    await dialog.waitFor()
    await expect(
      page.evaluate(() => !!document.getElementById('vitrine-gallery-test')?.closest('[inert]')),
    ).resolves.toBe(true)
    const announced = () => page.locator('[role="dialog"] [aria-live="polite"]').innerText()
    await page.keyboard.press('ArrowRight')
    await expect.poll(announced).toBe('Image 4 of 24: Dunes 4 (photo)')
    await page.keyboard.press('ArrowRight')
    await expect.poll(announced).toBe('Image 5 of 24: Forest 5 (photo)')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => focusedIdx(page)).toBe('2')
    await expect(page.evaluate(() => document.querySelectorAll('[inert]').length)).resolves.toBe(0)
    await tab.close()
  })
})
