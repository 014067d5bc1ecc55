import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { galleryInChromium } from './galleryInChromium'

const chromium = galleryInChromium('galleryViews.entry.tsx')

const animated = (animation: string, extra = '', layoutDirection = 'LEFT_TO_RIGHT') =>
  `?preset=slideshow&height=520&title=${animation}${extra}&opts=${encodeURIComponent(
    JSON.stringify({ behaviourParams: { gallery: { layoutDirection, horizontal: { slideAnimation: animation } } } }),
  )}`

/**
 * Clicks the arrow named `name` in the page and reports, once a transition has started (within 10
 * frames: the slide stage may commit a frame after the click), each slide's running
 * transitions, and where each slide is halfway through them (the transitions paused at half their
 * duration, then resumed), so nothing depends on how fast the machine runs.
 */
const clickAndSample = (page: Page, name: string) =>
  page.evaluate(
    (label) =>
      new Promise<{ running: Record<string, string[]>; halfway: Record<string, { x: number; opacity: number }> }>(
        (done) => {
          document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!.click()
          let frames = 0
          const sample = () => {
            const stage = [...document.querySelectorAll<HTMLElement>('[data-stage="true"][data-idx]')]
            if (++frames < 10 && stage.every((li) => li.getAnimations().length === 0)) {
              requestAnimationFrame(sample)
              return
            }
            const running: Record<string, string[]> = {}
            const halfway: Record<string, { x: number; opacity: number }> = {}
            const slides = [...document.querySelectorAll<HTMLElement>('[data-stage="true"][data-idx]')]
            const animations = slides.flatMap((li) => li.getAnimations())
            for (const li of slides) {
              running[li.dataset.idx!] = li
                .getAnimations()
                .map((a) => `${(a as CSSTransition).transitionProperty} ${a.effect?.getTiming().duration}`)
            }
            for (const a of animations) {
              a.pause()
              a.currentTime = Number(a.effect?.getTiming().duration) / 2
            }
            for (const li of slides) {
              halfway[li.dataset.idx!] = {
                x: Math.round(li.getBoundingClientRect().x),
                opacity: Number(getComputedStyle(li).opacity),
              }
            }
            for (const a of animations) a.play()
            done({ running, halfway })
          }
          requestAnimationFrame(sample)
        },
      ),
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

/** Waits until slide `idx` alone shows: the transition over, the other slides hidden. */
const settledOn = (page: Page, idx: number) =>
  page.waitForFunction((shown) => {
    const slides = [...document.querySelectorAll<HTMLElement>('[data-stage="true"][data-idx]')]
    return slides.every(
      (li) =>
        li.getAnimations().length === 0 &&
        (getComputedStyle(li).visibility === 'visible') === (li.dataset.idx === String(shown)),
    )
  }, idx)

const scrollable = (page: Page) =>
  page.locator('.vg__viewport').evaluate((el) => ({ overflow: el.scrollWidth - el.clientWidth, left: el.scrollLeft }))

describe('FADE and DECK slide animations in Chromium', () => {
  it('FADE: the next slide fades in over the current one at the same place; the gallery does not scroll', async () => {
    const tab = await chromium.open(animated('FADE'))
    const { page } = tab
    await page.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const before = await slide(page, 0)
    expect(before).toMatchObject({ opacity: 1, visible: true })
    const { running, halfway } = await clickAndSample(page, 'Next item')
    expect(running['1']).toEqual(['opacity 400'])
    // Halfway the new slide is half transparent over the old one, at the same place.
    expect(halfway['1']!.opacity).toBeGreaterThan(0.2)
    expect(halfway['1']!.opacity).toBeLessThan(0.95)
    expect(halfway['1']!.x).toBe(before.box[0])
    await settledOn(page, 1)
    const after = await slide(page, 1)
    expect(after).toEqual({ box: before.box, opacity: 1, visible: true })
    expect((await slide(page, 0)).visible).toBe(false)
    await page.mouse.move(before.box[0]! + 300, before.box[1]! + 200)
    await page.mouse.wheel(600, 0)
    await expect.poll(() => page.locator('[aria-current="true"]').getAttribute('data-idx')).toBe('1')
    expect(await scrollable(page)).toEqual({ overflow: 0, left: 0 })
    await tab.screenshot('gallery-fade')
    await tab.close()
  })

  it('DECK: the current card slides away to uncover the next, and comes back over it on previous', async () => {
    const tab = await chromium.open(animated('DECK'))
    const { page } = tab
    await page.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const stageBox = (await slide(page, 0)).box
    const forwards = await clickAndSample(page, 'Next item')
    expect(forwards.running['0']).toEqual(['transform 400'])
    // Halfway the leaving card is partly off to the left, over the next one, which does not move.
    expect(forwards.halfway['0']!.x).toBeLessThan(stageBox[0]! - 100)
    expect(forwards.halfway['1']!.x).toBe(stageBox[0])
    await settledOn(page, 1)
    expect(await slide(page, 1)).toEqual({ box: stageBox, opacity: 1, visible: true })
    expect((await slide(page, 0)).visible).toBe(false)
    // A slider that does not scroll takes one visitor navigation per 600 ms: wait it out.
    await page.waitForTimeout(650)
    const backwards = await clickAndSample(page, 'Previous item')
    expect(backwards.running['0']).toEqual(['transform 400'])
    expect(backwards.halfway['0']!.x).toBeLessThan(stageBox[0]! - 100)
    await settledOn(page, 0)
    expect(await slide(page, 0)).toEqual({ box: stageBox, opacity: 1, visible: true })
    expect((await slide(page, 1)).visible).toBe(false)
    expect(await scrollable(page)).toEqual({ overflow: 0, left: 0 })
    await tab.screenshot('gallery-deck')
    await tab.close()
  })

  it('DECK right to left: the card leaves towards the right, the next one shows at the same place', async () => {
    const tab = await chromium.open(animated('DECK', ' rtl', 'RIGHT_TO_LEFT'))
    const { page } = tab
    await page.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const stageBox = (await slide(page, 0)).box
    const forwards = await clickAndSample(page, 'Next item')
    expect(forwards.running['0']).toEqual(['transform 400'])
    expect(forwards.halfway['0']!.x).toBeGreaterThan(stageBox[0]! + 100)
    await settledOn(page, 1)
    expect(await slide(page, 1)).toEqual({ box: stageBox, opacity: 1, visible: true })
    await tab.close()
  })

  it('keyboard through a FADE slideshow: arrow keys change the slide and focus follows the visible one', async () => {
    const tab = await chromium.open(animated('FADE', ' keyboard'))
    const { page } = tab
    await page.locator('[data-idx="0"][aria-current="true"]').waitFor()
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-idx'))).resolves.toBe('0')
    for (const expected of ['1', '2']) {
      await page.keyboard.press('ArrowRight')
      await page.locator(`[aria-current="true"][data-idx="${expected}"]`).waitFor()
      await expect(page.evaluate(() => document.activeElement?.getAttribute('data-idx'))).resolves.toBe(expected)
      // Only the new slide shows once the fade is over.
      await settledOn(page, Number(expected))
      expect((await slide(page, Number(expected) - 1)).visible).toBe(false)
      // A slider that does not scroll drops navigation within 600 ms of the last one, by rule: the next
      // key waits it out (a fast browser ends the fade sooner).
      await page.waitForTimeout(650)
    }
    await tab.close()
  })

  it('with reduced motion the new slide replaces the old one without any transition', async () => {
    const tab = await chromium.open(animated('DECK'))
    const { page } = tab
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const stageBox = (await slide(page, 0)).box
    const { running } = await clickAndSample(page, 'Next item')
    expect(running).toEqual({ '0': [], '1': [], ...pick(running, ['2', '3', '4']) })
    expect(await slide(page, 1)).toEqual({ box: stageBox, opacity: 1, visible: true })
    expect((await slide(page, 0)).visible).toBe(false)
    await tab.close()
  })
})

function pick(record: Record<string, string[]>, keys: string[]) {
  return Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]!]))
}
