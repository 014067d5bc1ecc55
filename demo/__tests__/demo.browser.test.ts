// The demo site as a visitor sees it: served by the emulator (its bundle built at start), in
// Debian's Chromium, against the emulator's own identity and data services.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoSite, type DemoSite } from './demoSite'

let site: DemoSite

beforeAll(async () => {
  site = await startDemoSite()
}, 120_000)

afterAll(() => site?.close())
describe('demo site', () => {
  it('lays the gallery out with every preset the visitor picks, without overlaps', async () => {
    const tab = await site.open('/gallery')
    const { page } = tab
    const gallery = page.getByTestId('gallery')
    await gallery.waitFor()
    for (const preset of ['collage', 'grid', 'masonry', 'slider']) {
      await page.getByLabel('Layout').selectOption(preset)
      await expect.poll(() => page.getByTestId('gallery-stats').textContent()).toMatch(/^32 items laid out/)
      const boxes = await gallery
        .locator('li')
        .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as DOMRect))
      expect(boxes).toHaveLength(32)
      for (let i = 0; i < boxes.length; i++) {
        expect(boxes[i].width).toBeGreaterThan(1)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]]
          const overlap =
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
          expect(overlap, `${preset}: items ${i} and ${j} overlap`).toBe(false)
        }
      }
      await tab.screenshot(`demo-gallery-${preset}`)
    }
    // The pictures come from the emulator and load.
    await expect
      .poll(() =>
        gallery
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true)
    await tab.done()
  })

  it("queries movies, refuses a visitor's insert and accepts a member's", async () => {
    const tab = await site.open('/data')
    const { page } = tab
    const status = page.getByTestId('movies-status')
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('3 movies, page 1 of 1')
    expect(await page.getByTestId('movies').locator('li').allTextContents()).toEqual([
      'The Lighthouse Keeper (1994, drama)',
      'Paper Moons (2003, comedy)',
      'Northern Lines (2019, documentary)',
    ])
    await page.getByLabel('Genre').selectOption('comedy')
    await expect
      .poll(() => page.getByTestId('movies').locator('li').allTextContents())
      .toEqual(['Paper Moons (2003, comedy)'])
    await page.getByLabel('Title', { exact: true }).fill('Visitor Cut')
    await page.getByRole('button', { name: 'Add movie' }).click()
    await expect.poll(() => page.getByTestId('add-error').textContent()).toMatch(/^WDE0027: /)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click()
    await page.getByLabel('Email').fill(`data-${Date.now()}@example.com`)
    await page.getByLabel('Password').fill('correct horse')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect.poll(() => page.getByTestId('role').textContent(), { timeout: 20_000 }).toBe('member')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Data' }).click()
    await page.getByLabel('Genre').selectOption('comedy')
    await page.getByLabel('Title', { exact: true }).fill('Member Cut')
    await page.getByRole('button', { name: 'Add movie' }).click()
    await expect
      .poll(() => page.getByTestId('movies').locator('li').allTextContents())
      .toContain('Member Cut (2024, comedy)')
    await tab.screenshot('demo-data')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect.poll(() => page.getByTestId('role').textContent(), { timeout: 20_000 }).not.toBe('member')
    await tab.done(/403|Forbidden/)
  })

  it('lets a visitor register, become a member and log out', async () => {
    const tab = await site.open('/signin')
    const { page } = tab
    await expect.poll(() => page.getByTestId('role').textContent(), { timeout: 20_000 }).toBe('visitor')
    await page.getByLabel('Email').fill(`demo-${Date.now()}@example.com`)
    await page.getByLabel('Password').fill('correct horse')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect.poll(() => page.getByTestId('role').textContent(), { timeout: 20_000 }).toBe('member')
    await expect.poll(() => page.getByTestId('signin-note').textContent()).toBe('Register: SUCCESS')
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect.poll(() => page.getByTestId('role').textContent(), { timeout: 20_000 }).not.toBe('member')
    await tab.screenshot('demo-signin')
    await tab.done()
  })
})
