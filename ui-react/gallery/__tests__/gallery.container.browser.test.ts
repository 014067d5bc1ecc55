import { describe, expect, it } from 'vitest'
import { galleryInChromium } from './galleryInChromium'

const chromium = galleryInChromium()

/** The gallery root's height, sampled `times` times 400 ms apart (past the 100 ms resize debounce). */
async function heights(page: Awaited<ReturnType<typeof chromium.open>>, times: number): Promise<number[]> {
  const seen: number[] = []
  for (let i = 0; i < times; i++) {
    await new Promise((resolve) => setTimeout(resolve, 400))
    seen.push(
      await page.page.evaluate(() => document.getElementById('vitrine-gallery-test')!.getBoundingClientRect().height),
    )
  }
  return seen
}

describe('Gallery measuring its parent (no container prop)', () => {
  it('a one-row gallery in a parent that grows with its content settles instead of growing without end', async () => {
    const page = await chromium.open('?preset=thumbnail&measure&count=12')
    await page.page.waitForSelector('[data-vitrine-item]')
    const seen = await heights(page, 6)
    // Before the fix each measure of the growing parent fed the gallery's own height back into it.
    expect(seen[seen.length - 1]).toBe(seen[seen.length - 3])
    expect(seen[seen.length - 1]).toBeLessThan(1500)
    expect(seen[seen.length - 1]).toBeGreaterThan(100)
    await page.close()
  })

  it('follows a parent of definite height', async () => {
    const page = await chromium.open('?preset=thumbnail&measure&count=12')
    await page.page.waitForSelector('[data-vitrine-item]')
    const setHeight = (px: number) =>
      page.page.evaluate((h) => {
        const parent = document.getElementById('vitrine-gallery-test')!.parentElement!
        parent.style.height = `${h}px`
        parent.style.overflow = 'hidden'
      }, px)
    await setHeight(420)
    const at420 = await heights(page, 3)
    await setHeight(520)
    const at520 = await heights(page, 3)
    expect(at420[2]).toBe(at420[1])
    expect(at520[2] - at420[2]).toBe(100)
    await page.close()
  })

  it('a tall gallery whose parent goes from a definite height to following its content lays out again without error', async () => {
    // A one-row preset's frame has a height; the next preset's frame follows the gallery, over 100,000 px tall.
    const page = await chromium.open('?preset=grid&measure&total=500')
    await page.page.waitForSelector('[data-vitrine-item]')
    const setParent = (style: string) =>
      page.page.evaluate((css) => {
        document.getElementById('vitrine-gallery-test')!.parentElement!.style.cssText += css
      }, style)
    await setParent('height:612px;overflow:hidden')
    await heights(page, 1)
    await setParent('height:auto;overflow:visible')
    const tall = await heights(page, 1)
    expect(tall[0]).toBeGreaterThan(100_000)
    // A new width lays the gallery out again, with whatever container height was measured.
    await page.page.setViewportSize({ width: 900, height: 800 })
    await page.page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-idx="0"]')!.getBoundingClientRect().width < 440,
      undefined,
      { timeout: 8000 },
    )
    await heights(page, 1)
    await page.close()
  })
})
