import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { galleryInChromium } from './galleryInChromium'

const gallery = galleryInChromium()

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: { name: string; data: { idx?: number } }[] }).__events)
const imagesLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.vg__media')].every((img) => img.getAttribute('data-loaded') === 'true'),
  )

const PRESETS = [
  'collage',
  'masonry',
  'grid',
  'bricks',
  'mix',
  'alternate',
  'column',
  'slider',
  'slideshow',
  'thumbnail',
  'panorama',
]

describe('Gallery in Chromium', () => {
  it.each(PRESETS)('%s: items at their layout boxes, each with its id and index', async (preset) => {
    const tab = await gallery.open(`?preset=${preset}&height=560`)
    const { page } = tab
    const root = page.locator('#vitrine-gallery-test')
    await root.locator('[data-vitrine-item]').first().waitFor()
    await imagesLoaded(page)
    const items = await root.locator('[data-vitrine-item]').evaluateAll((elements) =>
      elements.map((el) => {
        const r = el.getBoundingClientRect()
        return {
          id: el.getAttribute('data-vitrine-item'),
          idx: Number(el.getAttribute('data-idx')),
          w: r.width,
          h: r.height,
        }
      }),
    )
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      expect(item.id).toBe(`item-${item.idx}`)
      expect(item.w).toBeGreaterThan(40)
      expect(item.h).toBeGreaterThan(40)
    }
    // The first picture is on screen with its alt text.
    await expect(root.locator('[data-idx="0"] img.vg__media').getAttribute('alt')).resolves.toBe('Harbour 1 (photo)')
    await tab.screenshot(`gallery-preset-${preset}`)
    await tab.close()
  })

  it('reports ITEM_CLICKED and opens the fullscreen viewer at the item on the item action', async () => {
    const tab = await gallery.open(`?preset=grid`)
    const { page } = tab
    await page.locator('[data-idx="2"]').click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect(dialog.locator('.vitrine-fs__counter').innerText()).resolves.toBe('3 of 24')
    await expect(dialog.locator('.vitrine-fs__title').innerText()).resolves.toBe('Courtyard 3')
    const names = (await events(page)).map((e) => e.name)
    expect(names).toContain('APP_LOADED')
    expect(names).toContain('ITEM_CREATED')
    const clicked = (await events(page)).find((e) => e.name === 'ITEM_CLICKED')
    expect(clicked?.data.idx).toBe(2)
    expect(names).toContain('ITEM_ACTION_TRIGGERED')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    // Focus returns to the item that opened it (as the viewer closes, so polled: under load it can
    // land a moment after the dialog is gone).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-idx'))).toBe('2')
    await tab.close()
  })

  it('keyboard through a slider: Tab reaches the current item, arrows move it, focus follows', async () => {
    const tab = await gallery.open(`?preset=slider&height=460`)
    const { page } = tab
    await page.locator('[data-idx="0"]').waitFor()
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-idx'))).resolves.toBe('0')
    await expect(page.locator('[aria-current="true"]').getAttribute('data-idx')).resolves.toBe('0')
    await expect(page.getByRole('button', { name: 'Previous item' }).count()).resolves.toBe(0)
    for (const expected of ['1', '2']) {
      await page.keyboard.press('ArrowRight')
      await page.locator(`[aria-current="true"][data-idx="${expected}"]`).waitFor()
      await expect(page.evaluate(() => document.activeElement?.getAttribute('data-idx'))).resolves.toBe(expected)
      await page.waitForTimeout(450) // navigation is throttled to one per 400 ms
    }
    const changed = (await events(page)).filter((e) => e.name === 'CURRENT_ITEM_CHANGED').map((e) => e.data.idx)
    expect(changed).toEqual([1, 2])
    // Escape leaves the items for the gallery itself, and screen readers are told.
    await expect(page.locator('.vg__sr').textContent()).resolves.toBe('')
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => document.querySelector('.vg__sr')?.textContent === 'You have left the gallery')
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('vitrine-gallery-test')
    await page.waitForFunction(() => {
      const scroller = document.querySelector('.vg__viewport')!
      const item = document.querySelector('[data-idx="2"]')!
      return Math.abs(item.getBoundingClientRect().left - scroller.getBoundingClientRect().left) < 2
    })
    await page.getByRole('button', { name: 'Previous item' }).click()
    await page.locator('[aria-current="true"][data-idx="1"]').waitFor()
    await tab.screenshot('gallery-slider-keyboard')
    await tab.close()
  })

  it('keeps at most 300 item elements while scrolling 10,000 items top to bottom', { timeout: 120_000 }, async () => {
    const tab = await gallery.open(`?preset=grid&total=10000`)
    const { page } = tab
    await page.locator('[data-idx="0"]').waitFor()
    const counts: number[] = []
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(height).toBeGreaterThan(300_000)
    for (let y = 0; y < height; y += 20_000) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      // The items in view arrive once the scroll settles (50 ms debounce, then a render): wait for
      // them rather than for a fixed time, which a loaded machine overran.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll('[data-vitrine-item]')].some((el) => {
              const r = el.getBoundingClientRect()
              return r.bottom > 0 && r.top < innerHeight
            }),
          ),
        )
        .toBe(true)
      counts.push(await page.locator('[data-vitrine-item]').count())
    }
    expect(Math.max(...counts)).toBeLessThanOrEqual(300)
    // Before the first scroll only the items on screen; afterwards a margin around the view.
    expect(counts[0]).toBeLessThanOrEqual(9)
    expect(Math.min(...counts.slice(1))).toBeGreaterThan(10)
    await tab.close()
  })

  it('Load More reserves 138 px, then shows everything and scrolls on', async () => {
    const tab = await gallery.open(`?preset=grid&loadMore&height=700`)
    const { page } = tab
    const button = page.getByRole('button', { name: 'Load More' })
    await button.waitFor()
    const root = page.locator('#vitrine-gallery-test')
    await expect(root.evaluate((el) => el.getBoundingClientRect().height)).resolves.toBe(700)
    await imagesLoaded(page)
    await tab.screenshot('gallery-load-more')
    await button.click()
    await expect(button.count()).resolves.toBe(0)
    await expect(root.evaluate((el) => el.getBoundingClientRect().height)).resolves.toBeGreaterThan(2000)
    await tab.close()
  })
})

describe('Gallery debug panel', () => {
  it('appears only with pgdebug=true in the page URL', async () => {
    let tab = await gallery.open(`?preset=grid`)
    await tab.page.locator('[data-idx="0"]').waitFor()
    await expect(tab.page.getByTestId('vitrine-gallery-debug').count()).resolves.toBe(0)
    await tab.close()
    tab = await gallery.open(`?preset=grid&pgdebug=true`)
    const panel = tab.page.getByTestId('vitrine-gallery-debug')
    await panel.waitFor()
    await expect(panel.innerText()).resolves.toMatch(/layout grid \(\w+\) 980×\d+\nitems 24 of 24, rendered \d+/)
    await tab.close()
  })
})
