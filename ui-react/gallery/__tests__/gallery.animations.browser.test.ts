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

const animated = (animation: string, extra = '', layoutDirection = 'LEFT_TO_RIGHT') =>
  `${server.url}/?preset=slideshow&height=520&title=${animation}${extra}&opts=${encodeURIComponent(
    JSON.stringify({ behaviourParams: { gallery: { layoutDirection, horizontal: { slideAnimation: animation } } } }),
  )}`

/** Clicks the arrow named `name` in the page and reports, a frame later, each slide's running transitions. */
const clickAndSample = (page: Page, name: string) =>
  page.evaluate(
    (label) =>
      new Promise<Record<string, string[]>>((done) => {
        document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!.click()
        requestAnimationFrame(() => {
          const out: Record<string, string[]> = {}
          for (const li of document.querySelectorAll<HTMLElement>('[data-stage="true"][data-idx]')) {
            out[li.dataset.idx!] = li
              .getAnimations()
              .map((a) => `${(a as CSSTransition).transitionProperty} ${a.effect?.getTiming().duration}`)
          }
          done(out)
        })
      }),
    name,
  )

/** What the visitor sees of slide `idx`: its box, opacity and visibility. */
const slide = (page: Page, idx: number) =>
  page.locator(`[data-idx="${idx}"]`).evaluate((li) => {
    const style = getComputedStyle(li)
    const r = li.getBoundingClientRect()
    return {
      box: [r.x, r.y, r.width, r.height].map(Math.round),
      opacity: Number(style.opacity),
      visible: style.visibility === 'visible',
    }
  })

const scrollable = (page: Page) =>
  page.locator('.vg__viewport').evaluate((el) => ({ overflow: el.scrollWidth - el.clientWidth, left: el.scrollLeft }))

describe('FADE and DECK slide animations in Chromium', () => {
  it('FADE: the next slide fades in over the current one at the same place; the gallery does not scroll', async () => {
    const tab = await browser.open(animated('FADE'))
    const { page } = tab
    await page.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const before = await slide(page, 0)
    expect(before).toMatchObject({ opacity: 1, visible: true })
    const running = await clickAndSample(page, 'Next item')
    expect(running['1']).toEqual(['opacity 400'])
    await page.waitForTimeout(250)
    await tab.screenshot('gallery-fade-midway')
    await page.locator('[data-idx="1"][aria-current="true"]').waitFor()
    await page.waitForTimeout(400)
    const after = await slide(page, 1)
    expect(after).toEqual({ box: before.box, opacity: 1, visible: true })
    expect((await slide(page, 0)).visible).toBe(false)
    await page.mouse.move(before.box[0]! + 300, before.box[1]! + 200)
    await page.mouse.wheel(600, 0)
    await page.waitForTimeout(200)
    expect(await scrollable(page)).toEqual({ overflow: 0, left: 0 })
    expect(await page.locator('[aria-current="true"]').getAttribute('data-idx')).toBe('1')
    await tab.screenshot('gallery-fade')
    await tab.close()
  })

  it('DECK: the current card slides away to uncover the next, and comes back over it on previous', async () => {
    const tab = await browser.open(animated('DECK'))
    const { page } = tab
    await page.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const stageBox = (await slide(page, 0)).box
    const forwards = await clickAndSample(page, 'Next item')
    expect(forwards['0']).toEqual(['transform 400'])
    await page.waitForTimeout(200)
    // Midway the leaving card is partly off to the left, over the next one.
    const midway = await slide(page, 0)
    expect(midway.visible).toBe(true)
    expect(midway.box[0]).toBeLessThan(stageBox[0]!)
    await tab.screenshot('gallery-deck-midway')
    await page.waitForTimeout(500)
    expect(await slide(page, 1)).toEqual({ box: stageBox, opacity: 1, visible: true })
    expect((await slide(page, 0)).visible).toBe(false)
    const backwards = await clickAndSample(page, 'Previous item')
    expect(backwards['0']).toEqual(['transform 400'])
    await page.waitForTimeout(700)
    expect(await slide(page, 0)).toEqual({ box: stageBox, opacity: 1, visible: true })
    expect((await slide(page, 1)).visible).toBe(false)
    expect(await scrollable(page)).toEqual({ overflow: 0, left: 0 })
    await tab.screenshot('gallery-deck')
    await tab.close()
  })

  it('DECK right to left: the card leaves towards the right, the next one shows at the same place', async () => {
    const tab = await browser.open(animated('DECK', ' rtl', 'RIGHT_TO_LEFT'))
    const { page } = tab
    await page.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const stageBox = (await slide(page, 0)).box
    const forwards = await clickAndSample(page, 'Next item')
    expect(forwards['0']).toEqual(['transform 400'])
    await page.waitForTimeout(200)
    expect((await slide(page, 0)).box[0]).toBeGreaterThan(stageBox[0]!)
    await page.waitForTimeout(500)
    expect(await slide(page, 1)).toEqual({ box: stageBox, opacity: 1, visible: true })
    await tab.close()
  })

  it('keyboard through a FADE slideshow: arrow keys change the slide and focus follows the visible one', async () => {
    const tab = await browser.open(animated('FADE', ' keyboard'))
    const { page } = tab
    await page.locator('[data-idx="0"][aria-current="true"]').waitFor()
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-idx'))).resolves.toBe('0')
    for (const expected of ['1', '2']) {
      await page.keyboard.press('ArrowRight')
      await page.locator(`[aria-current="true"][data-idx="${expected}"]`).waitFor()
      await expect(page.evaluate(() => document.activeElement?.getAttribute('data-idx'))).resolves.toBe(expected)
      await page.waitForTimeout(450)
      expect((await slide(page, Number(expected))).visible).toBe(true)
      expect((await slide(page, Number(expected) - 1)).visible).toBe(false)
    }
    await tab.close()
  })

  it('with reduced motion the new slide replaces the old one without any transition', async () => {
    const tab = await browser.open(animated('DECK'))
    const { page } = tab
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const stageBox = (await slide(page, 0)).box
    const running = await clickAndSample(page, 'Next item')
    expect(running).toEqual({ '0': [], '1': [], ...pick(running, ['2', '3', '4']) })
    expect(await slide(page, 1)).toEqual({ box: stageBox, opacity: 1, visible: true })
    expect((await slide(page, 0)).visible).toBe(false)
    await tab.close()
  })
})

function pick(record: Record<string, string[]>, keys: string[]) {
  return Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]!]))
}
