// The article page as a reader meets it: server-rendered, hydrated without a mismatch, with working
// spoilers, anchors, hashtags, collapsible answers, generated media, and a language switch to Arabic
// (right to left) and back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PENDING_RENDERERS, startDemoSite, type DemoSite } from './demoSite'

let site: DemoSite

beforeAll(async () => {
  site = await startDemoSite()
}, 120_000)
afterAll(() => site?.close())

describe('article page', () => {
  it('is rendered on the server with its text, pictures, table and code', async () => {
    const res = await fetch(`${site.emulator.url}/article`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<h1>Notes from the northern coast<\/h1>/)
    expect(html).toMatch(/<img[^>]+src="\/_demo\/media\/2400x1000\/7\.svg"/)
    expect(html).toContain('The bay at Kessvik, just after six in the morning.')
    expect(html).toMatch(/<table[^>]*>.*Rain shell.*<\/table>/s)
    expect(html).toContain('route = [')
    // The generated media are real files of their types.
    const picture = await fetch(`${site.emulator.url}/_demo/media/2400x1000/7.svg`)
    expect(picture.headers.get('content-type')).toBe('image/svg+xml')
    expect(await picture.text()).toMatch(/^<svg [^>]*width="2400" height="1000"/)
    const wav = Buffer.from(
      await (await fetch(`${site.emulator.url}/_demo/media/audio/harbour-bells.wav`)).arrayBuffer(),
    )
    expect(wav.subarray(0, 4).toString()).toBe('RIFF')
    expect(wav.readUInt32LE(24)).toBe(16000)
    const pdf = await (await fetch(`${site.emulator.url}/_demo/media/files/coast-field-notes.pdf`)).text()
    expect(pdf).toMatch(/^%PDF-1\.4/)
  })

  it('reveals a spoiler, follows anchors and hashtags, opens an answer, and decodes its GIF', async () => {
    const tab = await site.open('/article')
    const { page } = tab
    const article = page.locator('#article')
    await page.getByRole('heading', { level: 1, name: 'Notes from the northern coast' }).waitFor()
    const spoiler = article.locator('.vt-spoiler').first()
    expect(await spoiler.getAttribute('class')).not.toContain('vt-revealed')
    await spoiler.click()
    await expect.poll(() => spoiler.getAttribute('class')).toContain('vt-revealed')
    expect(await spoiler.textContent()).toBe('18:40')
    await article.getByRole('link', { name: 'packing table' }).click()
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#viewer-packing')
    expect(await article.getByRole('link', { name: '#slowtravel' }).getAttribute('href')).toBe('/data?tag=slowtravel')
    expect(await article.getByRole('link', { name: '@Mira Holm' }).getAttribute('href')).toBe('/?author=mira-holm')
    const second = article.getByRole('button', { name: 'Do I need to book ferries?' })
    expect(await second.getAttribute('aria-expanded')).toBe('false')
    await second.click()
    await article.getByText('Not for bicycles. Cars, yes, in July.').waitFor()
    const gif = await page.evaluate(async () => {
      const img = new Image()
      img.src = '/_demo/media/tide.gif'
      await img.decode()
      return [img.naturalWidth, img.naturalHeight]
    })
    expect(gif).toEqual([240, 160])
    await tab.done(PENDING_RENDERERS)
  })

  it('switches the viewer to Arabic (right to left) and back to English', async () => {
    const tab = await site.open('/article')
    const { page } = tab
    const viewer = page.locator('#article [lang]').first()
    await viewer.waitFor()
    expect(await viewer.getAttribute('dir')).toBe('ltr')
    await page.getByLabel('Viewer language').selectOption('ar')
    await expect.poll(() => viewer.getAttribute('dir')).toBe('rtl')
    expect(await viewer.getAttribute('lang')).toBe('ar')
    await tab.screenshot('demo-article-arabic-desktop')
    await page.getByLabel('Viewer language').selectOption('en')
    await expect.poll(() => viewer.getAttribute('dir')).toBe('ltr')
    await tab.done(PENDING_RENDERERS)
  })

  it('reads well at 1440 and 390 px', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const tab = await site.open('/article', viewport)
      await tab.page.locator('#article img').first().waitFor()
      await tab.page.waitForLoadState('networkidle')
      expect(await tab.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === 'mobile' ? 390 : 1440,
      )
      await tab.screenshot(`demo-article-${viewport}`)
      await tab.done(PENDING_RENDERERS)
    }
  })
})
