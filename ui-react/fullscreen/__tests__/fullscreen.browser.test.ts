import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../../fixtures/browser/harness'
import { pictureRoutes } from '../../gallery/__tests__/testPictures'
import type { Page } from 'playwright-core'

let browser: TestBrowser
let server: TestServer

beforeAll(async () => {
  server = await serveEntry(new URL('./fullscreen.entry.tsx', import.meta.url).pathname, { routes: pictureRoutes(5) })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? '')

/** What Chromium exposes to assistive technology: "<role> <name>" of each node not ignored. */
async function exposedNodes(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[]
  }
  await cdp.detach()
  return nodes.filter((n) => !n.ignored).map((n) => `${n.role?.value ?? ''} ${n.name?.value ?? ''}`)
}

describe('FullscreenViewer in Chromium', () => {
  it('opens at the clicked item with counter and caption, moves with the keyboard and closes on Escape', async () => {
    const tab = await browser.open(server.url)
    const { page } = tab
    await expect(page.locator('[role="dialog"]').count()).resolves.toBe(0)
    await page.locator('[data-open="1"]').click()
    const dialog = page.getByRole('dialog', { name: 'Media viewer' })
    await dialog.waitFor()
    await expect(dialog.locator('.vitrine-fs__counter').innerText()).resolves.toBe('2 of 5')
    await expect(dialog.locator('.vitrine-fs__title').innerText()).resolves.toBe('Old town stairs')
    await expect(dialog.locator('.vitrine-fs__description').innerText()).resolves.toContain('rainy afternoon')
    await expect(dialog.getByRole('img').getAttribute('alt')).resolves.toBe('Old town stairs (photo)')
    // The trap puts focus on the close button.
    await expect(focusedLabel(page)).resolves.toBe('Close')
    await dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.decode())
    await tab.screenshot('fullscreen-viewer-open')

    await page.keyboard.press('ArrowRight')
    await expect(dialog.locator('.vitrine-fs__counter').innerText()).resolves.toBe('3 of 5')
    await expect(dialog.locator('.vitrine-fs__title').innerText()).resolves.toBe('Square courtyard')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.locator('.vitrine-fs__counter').innerText()).resolves.toBe('1 of 5')
    await expect(dialog.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true)
    await page.keyboard.press('End')
    await expect(dialog.locator('.vitrine-fs__counter').innerText()).resolves.toBe('5 of 5')
    await expect(dialog.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true)
    await dialog.getByRole('button', { name: 'Previous' }).click()
    await expect(dialog.locator('.vitrine-fs__counter').innerText()).resolves.toBe('4 of 5')
    await expect(page.evaluate(() => (window as any).__fs.indexes)).resolves.toEqual([2, 1, 0, 4, 3])

    await page.keyboard.press('Escape')
    await expect(page.locator('[role="dialog"]').count()).resolves.toBe(0)
    // Focus is back on the thumbnail that opened the viewer (focus-trap returns it as it deactivates,
    // which may land a frame after the dialog is gone on a loaded machine: wait for it, do not sample once).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-open'))).toBe('1')
    await expect(page.evaluate(() => (window as any).__fs.closed)).resolves.toBe(1)
    await tab.close()
  })

  it('with the keyboard: each move is announced "Image 3 of 5: <alt>", the page behind is inert, focus returns', async () => {
    const tab = await browser.open(server.url)
    const { page } = tab
    await page.locator('[data-open="1"]').focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Media viewer' })
    await dialog.waitFor()
    const announced = () => page.locator('[role="dialog"] [aria-live="polite"]').innerText()
    await page.keyboard.press('ArrowRight')
    await expect.poll(announced).toBe('Image 3 of 5: Square courtyard (photo)')
    await page.keyboard.press('End')
    await expect.poll(announced).toBe('Image 5 of 5: Forest path (photo)')
    // Behind the dialog nothing can be reached: not by pointer or Tab, not by a screen reader.
    await expect(page.evaluate(() => !!document.querySelector('main')?.closest('[inert]'))).resolves.toBe(true)
    const exposed = await exposedNodes(page)
    expect(exposed).toContain('dialog Media viewer')
    expect(exposed).toContain('button Close')
    expect(exposed).not.toContain('heading Album')
    expect(exposed).not.toContain('button Old town stairs')
    await page.keyboard.press('Escape')
    await expect(page.locator('[role="dialog"]').count()).resolves.toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-open'))).toBe('1')
    await expect(page.evaluate(() => document.querySelectorAll('[inert]').length)).resolves.toBe(0)
    await expect(exposedNodes(page)).resolves.toContain('heading Album')
    await tab.close()
  })

  it('at 390 px both arrows lie above the picture, where a tap reaches them', async () => {
    const tab = await browser.open(server.url)
    const { page } = tab
    await page.setViewportSize({ width: 390, height: 844 })
    await page.locator('[data-open="2"]').click()
    await page.getByRole('dialog').waitFor()
    for (const name of ['Previous', 'Next']) {
      const button = page.getByRole('button', { name, exact: true })
      const box = (await button.boundingBox())!
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label') ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      )
      expect(hit).toBe(name)
    }
    await page.getByRole('button', { name: 'Previous', exact: true }).click()
    await expect(page.locator('.vitrine-fs__counter').innerText()).resolves.toBe('2 of 5')
    await tab.close()
  })

  it('keeps Tab and Shift+Tab inside the viewer and closes on a click outside the media', async () => {
    const tab = await browser.open(server.url)
    const { page } = tab
    await page.locator('[data-open="2"]').click()
    await page.getByRole('dialog').waitFor()
    const seen = new Set<string>()
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i < 5 ? 'Tab' : 'Shift+Tab')
      const inside = await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))
      expect(inside).toBe(true)
      seen.add(await focusedLabel(page))
    }
    expect([...seen].sort()).toEqual(['Close', 'Download', 'Next', 'Previous', 'Zoom in'])
    // The dark area beside the picture is outside the trap: a click there closes the viewer.
    const stage = await page.locator('.vitrine-fs__stage').boundingBox()
    await page.mouse.click(stage!.x + 100, stage!.y + 8)
    await expect(page.locator('[role="dialog"]').count()).resolves.toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-open'))).toBe('2')
    await tab.close()
  })

  it('zooms ×2 and pans by dragging; a swipe on the fitted picture goes to the next one', async () => {
    const tab = await browser.open(server.url)
    const { page } = tab
    await page.locator('[data-open="0"]').click()
    const img = page.getByRole('dialog').getByRole('img')
    await img.waitFor()
    let box = (await img.boundingBox())!
    // Swipe towards the start: next item.
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect(page.locator('.vitrine-fs__counter').innerText()).resolves.toBe('2 of 5')

    await page.getByRole('button', { name: 'Zoom in' }).click()
    const zoomOut = page.getByRole('button', { name: 'Zoom out' })
    await expect(zoomOut.getAttribute('aria-pressed')).resolves.toBe('true')
    await expect(img.evaluate((el) => el.style.transform)).resolves.toBe('translate(0px, 0px) scale(2)')
    box = (await page.locator('.vitrine-fs__media').boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 4 })
    await page.mouse.up()
    // Dragging a magnified picture pans it and does not navigate.
    await expect(img.evaluate((el) => el.style.transform)).resolves.toBe('translate(60px, 30px) scale(2)')
    await expect(page.locator('.vitrine-fs__counter').innerText()).resolves.toBe('2 of 5')
    await tab.screenshot('fullscreen-viewer-zoomed')
    await zoomOut.click()
    await expect(img.evaluate((el) => el.style.transform)).resolves.toBe('translate(0px, 0px) scale(1)')
    await tab.close()
  })

  it('offers the download unless disabled', async () => {
    let tab = await browser.open(server.url)
    await tab.page.locator('[data-open="3"]').click()
    const link = tab.page.getByRole('link', { name: 'Download' })
    await expect(link.getAttribute('href')).resolves.toBe('/pictures/4.svg')
    await expect(link.getAttribute('download')).resolves.toBe('')
    await tab.close()
    tab = await browser.open(`${server.url}/?nodownload`)
    await tab.page.locator('[data-open="3"]').click()
    await tab.page.getByRole('dialog').waitFor()
    await expect(tab.page.getByRole('link', { name: 'Download' }).count()).resolves.toBe(0)
    await tab.close()
  })

  it('in Arabic: labels translated, laid out right to left, the left arrow goes forward', async () => {
    const tab = await browser.open(`${server.url}/?locale=ar`)
    const { page } = tab
    await page.locator('[data-open="1"]').click()
    const dialog = page.locator('[role="dialog"][dir="rtl"]')
    await dialog.getByRole('button', { name: 'التالي' }).waitFor()
    await expect(dialog.locator('.vitrine-fs__counter').innerText()).resolves.toBe('2 من 5')
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.locator('.vitrine-fs__counter').innerText()).resolves.toBe('3 من 5')
    // The "next" button sits on the left in a right-to-left viewer.
    const next = (await dialog.getByRole('button', { name: 'التالي' }).boundingBox())!
    const previous = (await dialog.getByRole('button', { name: 'السابق' }).boundingBox())!
    expect(next.x).toBeLessThan(previous.x)
    await tab.screenshot('fullscreen-viewer-rtl')
    await tab.close()
  })
})
