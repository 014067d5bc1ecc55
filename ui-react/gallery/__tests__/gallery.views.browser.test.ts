import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { galleryInChromium } from './galleryInChromium'

const chromium = galleryInChromium('galleryViews.entry.tsx')

const page = (preset: string, options: object, query = '') =>
  `?preset=${preset}${query}&opts=${encodeURIComponent(JSON.stringify(options))}`

type Box = { x: number; y: number; width: number; height: number }
const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} is not on screen`)
  return box
}
const right = (b: Box) => b.x + b.width
/**
 * Waits until nothing moves: the slider's and the thumbnail strip's scroll positions are the same
 * at two polls 150 ms apart, and no picture is in a transition.
 */
const settle = (p: Page) =>
  p.waitForFunction(
    () => {
      const w = window as unknown as { __settle?: string }
      const now = [...document.querySelectorAll('.vg__viewport, .vg__thumbs')]
        .map((e) => `${e.scrollLeft},${e.scrollTop}`)
        .join('|')
      const same = w.__settle === now
      w.__settle = now
      return same && [...document.querySelectorAll('img.vg__media')].every((i) => i.getAnimations().length === 0)
    },
    undefined,
    { polling: 150 },
  )
const bottom = (b: Box) => b.y + b.height

describe('Gallery views in Chromium', () => {
  it('outside arrows: the slides are narrowed by 2 × size + 40 + spacing / 2 and the arrows sit in the margins', async () => {
    const tab = await chromium.open(
      page(
        'slider',
        { layoutParams: { navigationArrows: { position: 'OUTSIDE_GALLERY' } } },
        '&height=420&title=outside arrows',
      ),
    )
    const { page: p } = tab
    await p.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const root = await boxOf(p, '#vitrine-gallery-views')
    const first = await boxOf(p, '[data-idx="0"]')
    const second = await boxOf(p, '[data-idx="1"]')
    const spacing = Math.round(second.x - right(first))
    const margin = (2 * 23 + 40 + spacing / 2) / 2
    // The layout places boxes on whole pixels.
    expect(Math.abs(first.x - root.x - margin)).toBeLessThanOrEqual(1)
    // At the first slide without loop only "next" shows.
    expect(await p.locator('.vg__arrow[data-side="previous"]').count()).toBe(0)
    const next = await boxOf(p, '.vg__arrow[data-side="next"]')
    expect(next.x).toBeGreaterThanOrEqual(right(root) - margin - 0.5)
    expect(right(next)).toBeLessThanOrEqual(right(root) + 0.5)
    // The slide's visible part ends before the arrow's margin.
    const visibleEnd = await p.evaluate(
      ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-idx]'),
      [right(root) - margin - 2, root.y + 30],
    )
    expect(visibleEnd).toBe(true)
    await tab.screenshot('gallery-arrows-outside')

    await p.getByRole('button', { name: 'Next item' }).click()
    await p.locator('[data-idx="1"][aria-current="true"]').waitFor()
    await settle(p)
    // The new current slide starts where the first did: right after the left margin.
    expect(Math.abs((await boxOf(p, '[data-idx="1"]')).x - first.x)).toBeLessThanOrEqual(1)
    const back = await boxOf(p, '.vg__arrow[data-side="previous"]')
    expect(back.x).toBeGreaterThanOrEqual(root.x - 0.5)
    expect(right(back)).toBeLessThanOrEqual(root.x + margin + 0.5)
    // Nothing of the slide scrolled off to the left shows in the margin: the page shows through.
    const inMargin = await p.evaluate(
      ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-idx]'),
      [root.x + 4, root.y + 30],
    )
    expect(inMargin).toBe(false)
    await tab.screenshot('gallery-arrows-outside-second')
    await tab.close()
  })

  it('outside arrows right to left: the current slide ends right before the right margin', async () => {
    const options = {
      layoutParams: { navigationArrows: { position: 'OUTSIDE_GALLERY' } },
      behaviourParams: { gallery: { layoutDirection: 'RIGHT_TO_LEFT' } },
    }
    const tab = await chromium.open(page('slider', options, '&height=420&title=outside arrows, right to left'))
    const { page: p } = tab
    await p.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const root = await boxOf(p, '#vitrine-gallery-views')
    const first = await boxOf(p, '[data-idx="0"]')
    const next = await boxOf(p, '.vg__arrow[data-side="next"]')
    // The next arrow is in the left margin, outside the slides.
    expect(right(next)).toBeLessThanOrEqual(root.x + (right(root) - right(first)) + 0.5)
    await p.getByRole('button', { name: 'Next item' }).click()
    await p.locator('[data-idx="1"][aria-current="true"]').waitFor()
    await settle(p)
    expect(Math.abs(right(await boxOf(p, '[data-idx="1"]')) - right(first))).toBeLessThanOrEqual(1)
    await tab.screenshot('gallery-arrows-outside-rtl')
    await tab.close()
  })

  const thumbnails = (thumbnails: object, query = '') =>
    page('thumbnail', { layoutParams: { thumbnails } }, `&height=520${query}`)

  it.each(['LEFT', 'RIGHT'] as const)('thumbnails on the %s: a column beside the slides', async (alignment) => {
    const tab = await chromium.open(thumbnails({ alignment }, `&title=thumbnails ${alignment.toLowerCase()}`))
    const { page: p } = tab
    await p.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const root = await boxOf(p, '#vitrine-gallery-views')
    const strip = await boxOf(p, '.vg__thumbs')
    const slide = await boxOf(p, '[data-idx="0"]')
    const [t0, t1] = [await boxOf(p, '[data-thumb-idx="0"]'), await boxOf(p, '[data-thumb-idx="1"]')]
    expect([t0.width, t0.height]).toEqual([120, 120])
    // One below the other, 4 px apart.
    expect([t1.x - t0.x, t1.y - bottom(t0)]).toEqual([0, 4])
    if (alignment === 'LEFT') {
      expect(strip.x).toBeCloseTo(root.x, 0)
      expect(right(strip)).toBeLessThanOrEqual(slide.x)
    } else {
      expect(right(strip)).toBeCloseTo(right(root), 0)
      expect(strip.x).toBeGreaterThanOrEqual(right(slide))
    }
    await p.locator('[data-thumb-idx="7"]').click()
    await p.locator('[data-idx="7"][aria-current="true"]').waitFor()
    await settle(p)
    // The strip scrolled itself so the current thumbnail is whole inside it.
    const current = await boxOf(p, '[data-thumb-idx="7"]')
    expect(current.y).toBeGreaterThanOrEqual(strip.y - 0.5)
    expect(bottom(current)).toBeLessThanOrEqual(bottom(strip) + 0.5)
    expect(Math.abs((await boxOf(p, '[data-idx="7"]')).x - slide.x)).toBeLessThanOrEqual(1)
    await tab.screenshot(`gallery-thumbnails-${alignment.toLowerCase()}`)
    await tab.close()
  })

  it('thumbnails on the gallery: a strip over the bottom of the slides, which keep the whole height', async () => {
    const tab = await chromium.open(thumbnails({ position: 'ON_GALLERY' }, '&title=thumbnails on the gallery'))
    const { page: p } = tab
    await p.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const root = await boxOf(p, '#vitrine-gallery-views')
    const slide = await boxOf(p, '[data-idx="0"]')
    const strip = await boxOf(p, '.vg__thumbs')
    expect(bottom(slide)).toBeCloseTo(bottom(root), 0)
    expect(strip.y).toBeGreaterThan(slide.y)
    expect(bottom(strip)).toBeCloseTo(bottom(slide) - 12, 0)
    expect([strip.x - root.x, right(root) - right(strip)]).toEqual([12, 12])
    // The thumbnails are on top of the slide: a click there reaches them.
    const t3 = await boxOf(p, '[data-thumb-idx="3"]')
    const hit = await p.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.dataset.thumbIdx,
      [t3.x + 60, t3.y + 60],
    )
    expect(hit).toBe('3')
    await p.mouse.click(t3.x + 60, t3.y + 60)
    await p.locator('[data-idx="3"][aria-current="true"]').waitFor()
    await settle(p)
    await tab.screenshot('gallery-thumbnails-on-gallery')
    await tab.close()
  })

  it('slideshow controls stay clear of thumbnails on the gallery and beside the slides', async () => {
    const autoSlide = { behaviour: 'INTERVAL', interval: 30, pauseOnHover: true, speed: 200 }
    for (const thumbnails of [{ position: 'ON_GALLERY' }, { alignment: 'RIGHT' }]) {
      const options = { layoutParams: { thumbnails }, behaviourParams: { gallery: { horizontal: { autoSlide } } } }
      const tab = await chromium.open(page('thumbnail', options, '&height=520&title=slideshow controls'))
      const { page: p } = tab
      await p.locator('[data-idx="0"][aria-current="true"]').waitFor()
      const controls = await boxOf(p, '.vg__controls')
      const strip = await boxOf(p, '.vg__thumbs')
      const slide = await boxOf(p, '[data-idx="0"]')
      if ('position' in thumbnails) expect(bottom(controls)).toBeLessThanOrEqual(strip.y)
      else expect(right(controls)).toBeLessThanOrEqual(strip.x)
      expect(right(controls)).toBeLessThanOrEqual(right(slide))
      expect(bottom(controls)).toBeLessThanOrEqual(bottom(slide))
      if ('position' in thumbnails) await tab.screenshot('gallery-controls-above-thumbnails')
      await tab.close()
    }
  })

  it('thumbnails on mobile are 90 px, and the layout reserves 90 px for them', async () => {
    const tab = await chromium.open(thumbnails({}, '&mobile&width=390&height=420&title=mobile'))
    const { page: p } = tab
    await p.locator('[data-idx="0"][aria-current="true"]').waitFor()
    const root = await boxOf(p, '#vitrine-gallery-views')
    const thumb = await boxOf(p, '[data-thumb-idx="0"]')
    expect([thumb.width, thumb.height]).toEqual([90, 90])
    expect(bottom(await boxOf(p, '[data-idx="0"]'))).toBeCloseTo(bottom(root) - 90, 0)
    await tab.screenshot('gallery-thumbnails-mobile')
    await tab.close()
  })

  it.each([
    ['RIGHT', ['right', 'right', 'right', 'right']],
    ['LEFT', ['left', 'left', 'left', 'left']],
    ['ALTERNATE_HORIZONTALLY', ['right', 'left', 'right', 'left']],
  ] as const)(
    'info %s: titles beside the pictures, in the room the layout left in each column',
    async (placement, sides) => {
      const layout = placement === 'ALTERNATE_HORIZONTALLY' ? 'masonry' : 'grid'
      const options = {
        layoutParams: { structure: { layoutOrientation: 'VERTICAL' }, info: { placement, width: 40 } },
        behaviourParams: { item: { overlay: { hoveringBehaviour: 'NEVER_SHOW' } } },
      }
      const tab = await chromium.open(page(layout, options, `&count=8&title=info ${placement.toLowerCase()}`))
      const { page: p } = tab
      await p.locator('[data-idx="3"]').waitFor()
      // The spacing between the first two columns (items 0 and 1 sit side by side).
      const [first, second] = [await boxOf(p, '[data-idx="0"]'), await boxOf(p, '[data-idx="1"]')]
      const spacing = Math.round(second.x - right(first))
      expect(spacing).toBeGreaterThanOrEqual(0)
      for (const [idx, side] of sides.entries()) {
        const item = `[data-idx="${idx}"]`
        const picture = await boxOf(p, `${item} .vg__media`)
        const title = await boxOf(p, `${item} .vg__info .vg__title`)
        const name = await p.locator(`${item} .vg__info .vg__title`).innerText()
        expect(name).toMatch(new RegExp(` ${idx + 1}$`))
        // The title is beside the picture, on its side, at the same height.
        if (side === 'right') expect(title.x).toBeGreaterThanOrEqual(right(picture))
        else expect(right(title)).toBeLessThanOrEqual(picture.x)
        expect(title.y).toBeGreaterThanOrEqual(picture.y)
        expect(bottom(title)).toBeLessThanOrEqual(bottom(picture))
        // The info takes 40 % of the column with its spacing (pro-gallery's rule), the picture the rest.
        const li = await boxOf(p, item)
        expect(Math.abs(picture.width - (li.width - (li.width + spacing) * 0.4))).toBeLessThanOrEqual(1)
      }
      expect(await p.locator('.vg__overlay').count()).toBe(0)
      await p.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>('img.vg__media')].every((img) => img.dataset.loaded === 'true'),
      )
      await tab.screenshot(`gallery-info-${placement.toLowerCase()}`)
      await tab.close()
    },
  )

  it('MAGNIFY: a click magnifies ×2 where the pointer is, dragging pans the picture, a plain click ends it', async () => {
    const options = { behaviourParams: { item: { clickAction: 'MAGNIFY' } } }
    const tab = await chromium.open(page('grid', options, '&count=6&title=magnify'))
    const { page: p } = tab
    await p.locator('[data-idx="0"] img[data-loaded="true"]').waitFor()
    const item = await boxOf(p, '[data-idx="0"]')
    const picture = '[data-idx="0"] img.vg__media'
    const [cx, cy] = [item.x + item.width / 2, item.y + item.height / 2]
    await p.mouse.move(cx, cy)
    await p.mouse.click(cx, cy)
    await expect(p.locator('[data-idx="0"]').getAttribute('data-magnified')).resolves.toBe('true')
    await settle(p)
    const centred = await boxOf(p, picture)
    // Twice the size, centred on the item (the pointer is in the middle).
    expect(Math.round(centred.width)).toBe(Math.round(item.width * 2))
    expect(Math.round(centred.x + centred.width / 2)).toBe(Math.round(cx))
    // Following the pointer: towards the top-left corner, the picture's top-left part shows.
    await p.mouse.move(item.x + item.width / 4, item.y + item.height / 4, { steps: 4 })
    await settle(p)
    const followed = await boxOf(p, picture)
    expect(followed.x).toBeGreaterThan(centred.x + item.width / 8)
    // Dragging pans by the pointer's movement.
    const [sx, sy] = [item.x + item.width / 2, item.y + item.height / 2]
    await p.mouse.move(sx, sy, { steps: 4 })
    await settle(p)
    const before = await boxOf(p, picture)
    await p.mouse.down()
    await p.mouse.move(sx - 50, sy - 30, { steps: 6 })
    const during = await boxOf(p, picture)
    expect(Math.round(during.x - before.x)).toBe(-50)
    expect(Math.round(during.y - before.y)).toBe(-30)
    await p.mouse.up()
    // The click that ended the drag did not end the magnification, and the picture stays where dragged.
    await expect(p.locator('[data-idx="0"]').getAttribute('data-magnified')).resolves.toBe('true')
    await p.mouse.move(item.x + 10, item.y + 10, { steps: 3 })
    await settle(p)
    expect(Math.round((await boxOf(p, picture)).x)).toBe(Math.round(during.x))
    await tab.screenshot('gallery-magnify-dragged')
    await p.mouse.click(item.x + 10, item.y + 10)
    await expect(p.locator('[data-idx="0"]').getAttribute('data-magnified')).resolves.toBe('false')
    await tab.close()
  })
})
