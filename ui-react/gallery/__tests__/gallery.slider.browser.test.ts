import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { galleryInChromium } from './galleryInChromium'

const gallery = galleryInChromium()

const current = (page: Page) => page.locator('[aria-current="true"]').getAttribute('data-idx')

describe('Gallery sliders and scrolling in Chromium', () => {
  it('auto-slides every interval, and the pause button stops it until played again', async () => {
    const tab = await gallery.open(`?preset=slideshow&height=520&auto=INTERVAL&interval=1`)
    const { page } = tab
    await page.locator('[data-idx="0"][aria-current="true"]').waitFor()
    await page.locator('[aria-current="true"][data-idx="1"]').waitFor({ timeout: 5000 })
    await expect(page.locator('.vg__counter').innerText()).resolves.toBe('2 of 24')
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    // Hovering pauses too (pause on hover): move away so only the button's pause counts.
    await page.mouse.move(5, 5)
    const paused = await current(page)
    await page.waitForTimeout(2600)
    await expect(current(page)).resolves.toBe(paused)
    await tab.screenshot('gallery-slideshow-paused')
    await page.getByRole('button', { name: 'Play slideshow' }).click()
    await page.mouse.move(5, 5)
    await page.locator(`[aria-current="true"][data-idx="${Number(paused) + 1}"]`).waitFor({ timeout: 5000 })
    await tab.close()
  })

  it('mouse-follower arrows: the arrow follows the pointer and a click in the outer half navigates', async () => {
    const tab = await gallery.open(`?preset=slider&height=460&arrows=MOUSE_CURSOR`)
    const { page } = tab
    const root = page.locator('#vitrine-gallery-test')
    await root.locator('[data-idx="0"]').waitFor()
    await expect(page.locator('.vg__arrow:not([data-follower])').count()).resolves.toBe(0)
    const box = (await root.boundingBox())!
    // At the first item only "next" exists: the whole width is its zone.
    await page.mouse.move(box.x + 120, box.y + 200)
    await page.mouse.move(box.x + 140, box.y + 210)
    const follower = page.locator('.vg__arrow[data-follower="true"]')
    await follower.waitFor()
    await expect(follower.getAttribute('aria-label')).resolves.toBe('Next item')
    await page.mouse.click(box.x + 140, box.y + 210)
    await page.locator('[aria-current="true"][data-idx="1"]').waitFor()
    // Navigation is throttled to one per 400 ms: a click sooner would be dropped (a lower bound, so a
    // slow machine only waits longer).
    await page.waitForTimeout(450)
    // Two arrows now: the left half goes back (the follower reads the pointer at most every 50 ms).
    await expect
      .poll(async () => {
        await page.mouse.move(box.x + 100, box.y + 200)
        await page.mouse.move(box.x + 90, box.y + 220)
        // While the slide moves there is no follower: read it only when it is there.
        return (await follower.count()) ? follower.getAttribute('aria-label') : null
      })
      .toBe('Previous item')
    await tab.screenshot('gallery-mouse-follower')
    await page.mouse.click(box.x + 90, box.y + 220)
    await page.locator('[aria-current="true"][data-idx="0"]').waitFor()
    // No item click happened: the arrow took it.
    const clicked = await page.evaluate(
      () => (window as any).__events.filter((e: any) => e.name === 'ITEM_CLICKED').length,
    )
    expect(clicked).toBe(0)
    await tab.close()
  })

  it('infinite scroll asks getMoreItems when near the end, appending without moving earlier items', async () => {
    const tab = await gallery.open(`?preset=grid&total=200&page=30&tall`)
    const { page } = tab
    await page.locator('[data-idx="0"]').waitFor()
    const firstBox = await page.locator('[data-idx="3"]').boundingBox()
    const fetches = () => page.evaluate(() => (window as any).__fetches as number[])
    // Scroll until the end of the loaded items is within about three viewports (the first page of
    // 30 items is 15 rows of 2 columns, about 7,000 px).
    const nearEnd = await page.evaluate(() => {
      const gallery = document.querySelector('#vitrine-gallery-test')!.getBoundingClientRect()
      return Math.round(gallery.bottom - 3.5 * window.innerHeight)
    })
    expect(await fetches()).toEqual([])
    await page.mouse.wheel(0, nearEnd)
    await page.waitForFunction(() => (window as any).__fetches.length >= 1)
    expect((await fetches())[0]).toBe(30)
    await page.waitForFunction(
      () => document.querySelector('[data-idx="30"]') !== null || document.body.scrollHeight > 9000,
    )
    await page.mouse.wheel(0, -nearEnd)
    await page.waitForFunction(() => window.scrollY === 0)
    expect(await page.locator('[data-idx="3"]').boundingBox()).toEqual(firstBox)
    // Further down, the next page is asked for from where the loaded items end (the 2000 ms spacing
    // between fetches is tested on a manual clock in core/gallery/widget).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForFunction(() => (window as any).__fetches.length >= 2, undefined, { timeout: 6000 })
    expect((await fetches())[1]).toBe(60)
    await tab.close()
  })

  it('right to left: items start at the right, arrows mirrored, the left arrow key goes forward', async () => {
    const tab = await gallery.open(`?preset=slider&height=460&rtl&locale=he`)
    const { page } = tab
    const root = page.locator('#vitrine-gallery-test')
    await expect(root.getAttribute('dir')).resolves.toBe('rtl')
    const rootBox = (await root.boundingBox())!
    const first = (await root.locator('[data-idx="0"]').boundingBox())!
    expect(Math.round(first.x + first.width)).toBe(Math.round(rootBox.x + rootBox.width))
    await page.getByRole('button', { name: 'הפריט הבא' }).waitFor()
    const next = (await page.getByRole('button', { name: 'הפריט הבא' }).boundingBox())!
    expect(next.x).toBeLessThan(rootBox.x + rootBox.width / 2)
    await root.locator('[data-idx="0"]').focus()
    await page.keyboard.press('ArrowLeft')
    await page.locator('[aria-current="true"][data-idx="1"]').waitFor()
    // Once the slide has moved, the second item ends at the gallery's right edge.
    await expect
      .poll(async () => {
        const second = (await root.locator('[data-idx="1"]').boundingBox())!
        return Math.abs(second.x + second.width - (rootBox.x + rootBox.width))
      })
      .toBeLessThan(2)
    await tab.screenshot('gallery-rtl-slider')
    await tab.close()
  })
})
