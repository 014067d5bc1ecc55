// The demo's generated media as a browser plays them: served in byte ranges (206 with Content-Range,
// Accept-Ranges on every answer, 416 for a range past the end), so the video and the sound seek.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoSite, type DemoSite } from './demoSite'

let site: DemoSite

beforeAll(async () => {
  site = await startDemoSite()
}, 400_000)
afterAll(() => site?.close())

describe('demo media over HTTP', () => {
  it('serves a byte range with 206 and Content-Range, and refuses one past the end with 416', async () => {
    const url = `${site.emulator.url}/_demo/media/video/harbour-dusk.webm`
    const whole = await fetch(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const size = (await whole.arrayBuffer()).byteLength
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`)
    expect(part.headers.get('content-length')).toBe('100')
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    const refused = await fetch(url, { headers: { range: `bytes=${size}-` } })
    expect(refused.status).toBe(416)
    expect(refused.headers.get('content-range')).toBe(`bytes */${size}`)
  })
})

describe('seeking in Chromium', () => {
  it('moves the harbour video to 4 s and plays on from there', async () => {
    const tab = await site.open('/article')
    const video = tab.page.locator('#article video[src="/_demo/media/video/harbour-dusk.webm"]')
    await video.scrollIntoViewIfNeeded()
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await video.evaluate((el: HTMLVideoElement) => {
      el.muted = true
      el.currentTime = 4
    })
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => !el.seeking && el.currentTime)).toBeCloseTo(4, 0)
    await video.evaluate((el: HTMLVideoElement) => el.play())
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(4.2)
    await tab.done()
  })

  it("moves the playing harbour bells to 5 s with the player's seek slider, and they play on from there", async () => {
    const tab = await site.open('/article')
    const player = tab.page.locator('#article .vt-audio')
    const audio = player.locator('audio')
    // The player's behaviour loads after hydration (the server's player has no <audio>): the duration
    // is known once it runs.
    await audio.waitFor({ state: 'attached', timeout: 15_000 })
    await player.scrollIntoViewIfNeeded()
    const seek = player.getByRole('slider', { name: 'Seek' })
    await expect.poll(() => seek.getAttribute('max'), { timeout: 15_000 }).toBe('8')
    await audio.evaluate((el: HTMLAudioElement) => (el.muted = true))
    await player.getByRole('button', { name: 'Play', exact: true }).click()
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.3)
    // Every position reported once the seek lands: served without byte ranges, the sound is not
    // seekable and a seek while it plays lands at 0, restarting the clip.
    await audio.evaluate((el: HTMLAudioElement) => {
      const seen: number[] = []
      Object.assign(window, { seenAfterSeek: seen })
      el.addEventListener('seeked', () => el.addEventListener('timeupdate', () => seen.push(el.currentTime)), {
        once: true,
      })
    })
    await seek.fill('5')
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(5.2)
    const seen = await tab.page.evaluate(() => (window as unknown as { seenAfterSeek: number[] }).seenAfterSeek)
    expect(seen.length).toBeGreaterThan(0)
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(4.9)
    await tab.done()
  })
})
