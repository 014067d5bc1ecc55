// The article page as a reader meets it: server-rendered, hydrated without a mismatch, with working
// spoilers, anchors, hashtags, collapsible answers, generated media, and a language switch to Arabic
// (right to left) and back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scrollThrough, startDemoSite, type DemoSite } from './demoSite'

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
    // A picture behind a spoiler shows once asked; the one beside it is a link to the gallery page.
    const hidden = article.getByRole('img', { name: 'The view from the lighthouse gallery' })
    await article.getByRole('button', { name: 'Show the view' }).click()
    await expect.poll(() => hidden.isVisible()).toBe(true)
    expect(await article.getByRole('button', { name: 'Show the view' }).count()).toBe(0)
    const linked = article.getByRole('link', { name: 'Boats in the evening harbour' })
    expect(await linked.getAttribute('href')).toBe('/gallery')
    await article.getByRole('link', { name: 'packing table' }).click()
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#viewer-packing')
    expect(await article.getByRole('link', { name: '#slowtravel' }).getAttribute('href')).toBe('/?tag=slowtravel')
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
    await tab.done()
  })

  it('plays the harbour bells', async () => {
    const tab = await site.open('/article')
    const { page } = tab
    const article = page.locator('#article')
    const player = article.locator('.vt-audio')
    const audio = player.locator('audio')
    // The player's behaviour loads after hydration: until then the server's Play button is inert.
    await expect
      .poll(
        async () => {
          const play = player.getByRole('button', { name: 'Play', exact: true })
          if (await play.count()) await play.click()
          return audio.evaluate((el: HTMLAudioElement) => el.currentTime > 0 && !el.paused)
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe(true)
    await player.getByRole('button', { name: 'Pause', exact: true }).click()
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true)
    await tab.done()
  })

  it('plays the harbour video, a WebM made and served by the emulator', async () => {
    const file = Buffer.from(
      await (await fetch(`${site.emulator.url}/_demo/media/video/harbour-dusk.webm`)).arrayBuffer(),
    )
    expect(file.readUInt32BE(0)).toBe(0x1a45dfa3) // EBML
    expect(file.includes('V_VP8')).toBe(true)
    const tab = await site.open('/article')
    const { page } = tab
    const video = page.locator('#article video[src="/_demo/media/video/harbour-dusk.webm"]')
    await video.scrollIntoViewIfNeeded()
    expect(await video.getAttribute('poster')).toBe('/_demo/media/video/harbour-dusk.webp')
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0)
    expect(
      await video.evaluate((el: HTMLVideoElement) => [el.videoWidth, el.videoHeight, Math.round(el.duration)]),
    ).toEqual([640, 360, 6])
    // Chromium's native controls: a click on the picture plays it.
    await video.click()
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5)
    expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(false)
    await tab.screenshotView('demo-article-video-desktop')
    await tab.done()
  })

  it('votes in the poll, and the vote is kept by the emulator across a reload', async () => {
    const tab = await site.open('/article')
    const { page } = tab
    const poll = page.getByRole('radiogroup', { name: 'Which layout do you like best?' })
    const masonry = poll.getByRole('radio', { name: /Masonry/ })
    await expect.poll(() => masonry.isEnabled(), { timeout: 15_000 }).toBe(true)
    await masonry.click()
    await expect.poll(() => masonry.getAttribute('aria-checked')).toBe('true')
    const stored = async () =>
      (await (await fetch(`${site.emulator.url}/_api/polls/v1/polls/demo-poll`)).json()) as unknown
    await expect
      .poll(async () => JSON.stringify(await stored()))
      .toMatch(/"masonry"[^}]*"count":1|"count":1[^}]*"masonry"/)
    await page.reload()
    const again = page
      .getByRole('radiogroup', { name: 'Which layout do you like best?' })
      .getByRole('radio', { name: /Masonry/ })
    await expect.poll(() => again.getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true')
    await tab.screenshot('demo-article-poll-desktop')
    await tab.done()
  })

  it('walks the fullscreen viewer from an image and a gallery, and gives focus back', async () => {
    const tab = await site.open('/article')
    const { page } = tab
    const article = page.locator('#article')
    // The account chip appears once the page has hydrated: before that the server's buttons are inert.
    await page.getByTestId('account-chip').waitFor()
    const dialog = page.getByRole('dialog', { name: 'Media viewer' })
    const counter = dialog.locator('.vitrine-fs__counter')
    const activeLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
    // The opening picture expands to the fullscreen viewer; Escape closes it and focus returns.
    const bay = 'Expand image: A wide bay under a low sun'
    await article.getByRole('button', { name: bay }).click()
    await dialog.waitFor()
    expect(await dialog.locator('img').getAttribute('src')).toBe('/_demo/media/2400x1000/7.svg')
    expect(await counter.textContent()).toBe('1 of 1')
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(activeLabel).toBe(bay)
    // A gallery item opens the viewer on that item; the Next button and the arrow keys walk the set.
    // (The server's items say "Expand image: …"; the gallery engine's, once loaded, name the picture.)
    const stairs = article.getByRole('button', { name: /^(Expand image: )?Lighthouse stairs$/ }).first()
    await stairs.click()
    await dialog.waitFor()
    await expect.poll(() => counter.textContent()).toBe('2 of 6')
    expect(await dialog.locator('.vitrine-fs__title').textContent()).toBe('Lighthouse stairs')
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => counter.textContent()).toBe('3 of 6')
    expect(await dialog.locator('.vitrine-fs__title').textContent()).toBe('Nets drying')
    expect(await dialog.locator('img').getAttribute('alt')).toBe('Nets drying')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => counter.textContent()).toBe('4 of 6')
    expect(await dialog.locator('.vitrine-fs__title').textContent()).toBe('The long breakwater')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => counter.textContent()).toBe('3 of 6')
    await tab.screenshotView('demo-article-fullscreen-desktop')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(activeLabel).toBe(await stairs.getAttribute('aria-label'))
    await tab.done()
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
    await tab.done()
  })

  it('reads well at 1440 and 390 px', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const tab = await site.open('/article', viewport)
      await tab.page.locator('#article img').first().waitFor()
      await scrollThrough(tab.page)
      expect(await tab.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === 'mobile' ? 390 : 1440,
      )
      await tab.screenshot(`demo-article-${viewport}`)
      await tab.done()
    }
  })
})
