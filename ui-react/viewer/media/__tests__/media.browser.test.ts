import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../../../fixtures/browser/harness'
import { RichContentViewer } from '../../../../entries/reactViewer'
import { mediaDocument } from './browser/mediaDocument'

/** A mono 16-bit PCM WAV: a bell-like 440 Hz tone that fades over `seconds`. */
function toneWav(seconds: number, rate = 8000): Buffer {
  const samples = seconds * rate
  const out = Buffer.alloc(44 + samples * 2)
  out.write('RIFF', 0)
  out.writeUInt32LE(36 + samples * 2, 4)
  out.write('WAVEfmt ', 8)
  out.writeUInt32LE(16, 16)
  out.writeUInt16LE(1, 20)
  out.writeUInt16LE(1, 22)
  out.writeUInt32LE(rate, 24)
  out.writeUInt32LE(rate * 2, 28)
  out.writeUInt16LE(2, 32)
  out.writeUInt16LE(16, 34)
  out.write('data', 36)
  out.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++) {
    const fade = 1 - i / samples
    out.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12000 * fade), 44 + i * 2)
  }
  return out
}

/** A landscape picture as SVG: sky, a sun and layered hills in the given colours. */
function picture(sky: string, land: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fde2c4"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#s)"/><circle cx="880" cy="300" r="90" fill="#fff4d6" opacity=".9"/>
<path d="M0 560 Q300 420 600 540 T1200 500 V800 H0Z" fill="${land}" opacity=".75"/>
<path d="M0 640 Q350 560 700 650 T1200 620 V800 H0Z" fill="${land}"/>
<text x="60" y="740" font-family="sans-serif" font-size="54" fill="#fff" opacity=".9">${label}</text></svg>`
}

const PICTURES: Record<string, string> = {
  sea: picture('#5b8fd6', '#1f4e79', 'Sea'),
  hills: picture('#8ec5a4', '#2f6b3f', 'Hills'),
  dunes: picture('#e8b46a', '#b0703a', 'Dunes'),
  rocks: picture('#9aa5b1', '#4a525c', 'Rocks'),
}

let browser: TestBrowser
let server: TestServer
let clip: Buffer = Buffer.alloc(0)
const downloads: string[] = []

const send = (type: string, body: string | Buffer) => (req: IncomingMessage, res: ServerResponse) => {
  if ((req.url ?? '').includes('dn=')) downloads.push(req.url ?? '')
  const data = typeof body === 'string' ? Buffer.from(body) : body
  const range = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '')
  if (range) {
    const start = Number(range[1])
    const end = range[2] ? Number(range[2]) : data.length - 1
    res.writeHead(206, {
      'content-type': type,
      'content-range': `bytes ${start}-${end}/${data.length}`,
      'accept-ranges': 'bytes',
      'content-length': end - start + 1,
    })
    return res.end(data.subarray(start, end + 1))
  }
  res.writeHead(200, { 'content-type': type, 'accept-ranges': 'bytes', 'content-length': data.length })
  res.end(data)
}

beforeAll(async () => {
  const rootHtml = renderToString(createElement(RichContentViewer, { content: mediaDocument }))
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/media/tone.wav': send('audio/wav', toneWav(4)),
    '/media/notes.pdf': send('application/pdf', '%PDF-1.1\n%%EOF\n'),
    '/media/clip.webm': (req, res) => send('video/webm', clip)(req, res),
    '/linked/sea': send('text/html', '<!doctype html><title>Sea</title><h1>The sea page</h1>'),
    '/blank': send('text/html', '<!doctype html><title>blank</title><canvas width="320" height="180"></canvas>'),
  }
  for (const [name, svg] of Object.entries(PICTURES)) routes[`/media/${name}.svg`] = send('image/svg+xml', svg)
  server = await serveEntry(new URL('./browser/media.entry.tsx', import.meta.url).pathname, {
    rootHtml,
    routes,
    title: 'Media nodes',
    head: '<style>body{margin:0;font-family:system-ui,sans-serif}#root{max-width:740px;margin:24px auto;padding:0 16px}</style>',
  })
  browser = await launchBrowser()
  // Nothing leaves this machine: provider players and thumbnails get local stand-ins.
  await browser.context.route(
    (url) => !url.href.startsWith(server.url),
    (route) =>
      route.fulfill(
        route.request().resourceType() === 'image'
          ? { contentType: 'image/svg+xml', body: PICTURES.rocks }
          : {
              contentType: 'text/html',
              body: '<body style="margin:0;background:#111;color:#eee;font:16px sans-serif;display:grid;place-items:center">Provider player (local stand-in)</body>',
            },
      ),
  )
  // A real video file for the autoplay test: two seconds of a moving canvas, recorded by Chromium.
  const recorder = await browser.open(`${server.url}/blank`)
  const bytes = await recorder.page.evaluate(async () => {
    const canvas = document.querySelector('canvas')!
    const g = canvas.getContext('2d')!
    const stream = canvas.captureStream(25)
    const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8' })
    const chunks: Blob[] = []
    rec.ondataavailable = (e) => chunks.push(e.data)
    const done = new Promise((resolve) => (rec.onstop = resolve))
    rec.start()
    const start = performance.now()
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = (performance.now() - start) / 1000
        g.fillStyle = `hsl(${(t * 90) % 360} 60% 55%)`
        g.fillRect(0, 0, 320, 180)
        g.fillStyle = '#fff'
        g.beginPath()
        g.arc(40 + ((t * 120) % 240), 90, 30, 0, Math.PI * 2)
        g.fill()
        if (t < 2) requestAnimationFrame(draw)
        else resolve()
      }
      draw()
    })
    rec.stop()
    await done
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()))
  })
  clip = Buffer.from(bytes)
  await recorder.close()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

async function openPage() {
  const tab = await browser.open(server.url)
  tab.page.setDefaultTimeout(8000)
  await tab.page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated === true)
  // The interactive chunks swap in after mount.
  await tab.page.locator('#viewer-tone .vt-audio[data-status]').waitFor()
  return tab
}

describe('media nodes in Chromium, as a visitor', () => {
  it('expands an image and walks the fullscreen viewer with the keyboard', async () => {
    const tab = await openPage()
    const { page } = tab
    await tab.screenshot('media-page')
    await page.getByRole('button', { name: 'Expand image: Waves at dusk' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect(dialog.locator('img').first().getAttribute('src')).resolves.toBe('/media/sea.svg')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // After hydration the gallery widget replaces the server grid: four items in one row of four columns.
    const gallery = page.locator('#vitrine-gallery-shore')
    await gallery.waitFor()
    const boxes = await gallery
      .locator('[data-vitrine-item]')
      .evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().top)))
    expect(boxes).toHaveLength(4)
    expect(new Set(boxes).size).toBe(1)
    await page
      .locator('#viewer-shore')
      .screenshot({ path: `${process.cwd()}/.artifacts/screenshots/media-gallery.png` })
    await gallery.locator('[data-vitrine-item]').first().click()
    await dialog.waitFor()
    const counter = dialog.locator('.vitrine-fs__counter')
    const counterReads = (value: string) =>
      page.waitForFunction((v) => document.querySelector('.vitrine-fs__counter')?.textContent === v, value)
    await counterReads('1 of 4')
    // Keys go to the dialog once its focus trap holds the focus.
    await page.waitForFunction(() => document.querySelector('[role=dialog]')?.contains(document.activeElement))
    await page.keyboard.press('ArrowRight')
    await counterReads('2 of 4')
    await page.keyboard.press('ArrowRight')
    await counterReads('3 of 4')
    await expect(counter.textContent()).resolves.toBe('3 of 4')
    await expect(dialog.locator('img').first().getAttribute('src')).resolves.toBe(`${server.url}/media/dunes.svg`)
    await tab.screenshot('media-fullscreen-gallery')
    await page.keyboard.press('ArrowLeft')
    await counterReads('2 of 4')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const actions = await page.evaluate(() => (window as unknown as { actions: unknown[] }).actions)
    expect(actions).toContainEqual({ pluginId: 'IMAGE', actionName: 'expand', value: 'photo' })
    await tab.close()
  })

  it('loads images within 150 % of a viewport and leaves farther ones lazy until scrolled near', async () => {
    const tab = await openPage()
    const { page } = tab
    const loading = (id: string) => page.locator(`#viewer-${id} img`).getAttribute('loading')
    await page.waitForFunction(() => document.querySelector('#viewer-photo img')?.getAttribute('loading') === 'eager')
    await expect(loading('far')).resolves.toBe('lazy')
    const top = await page.locator('#viewer-far').evaluate((e) => e.getBoundingClientRect().top + window.scrollY)
    // 1.4 viewports above the image: inside the 150 % margin.
    await page.evaluate((y) => window.scrollTo(0, y - window.innerHeight * 2.4), top)
    await page.waitForFunction(() => document.querySelector('#viewer-far img')?.getAttribute('loading') === 'eager')
    await tab.close()
  })

  it('reveals an image spoiler, reports it, and it stays revealed', async () => {
    const tab = await openPage()
    const { page } = tab
    const block = page.locator('#viewer-secret')
    await block.scrollIntoViewIfNeeded()
    await expect(block.locator('.vt-ms-desc').textContent()).resolves.toBe('The ending of the walk')
    await block.screenshot({ path: `${process.cwd()}/.artifacts/screenshots/media-spoiler-hidden.png` })
    await block.getByRole('button', { name: 'Show the ending' }).click()
    await expect(block.locator('.vt-ms').count()).resolves.toBe(0)
    await expect(block.getByRole('button', { name: 'Expand image: Green hills' }).isVisible()).resolves.toBe(true)
    await block.screenshot({ path: `${process.cwd()}/.artifacts/screenshots/media-spoiler-revealed.png` })
    const actions = await page.evaluate(() => (window as unknown as { actions: unknown[] }).actions)
    expect(actions).toContainEqual({ pluginId: 'SPOILER', actionName: 'reveal', value: 'secret' })
    await tab.close()
  })

  it('plays, pauses, mutes, changes speed, seeks and downloads a real audio file', async () => {
    const tab = await openPage()
    const { page } = tab
    const player = page.locator('#viewer-tone')
    const audio = () =>
      page.evaluate(() => {
        const a = document.querySelector<HTMLAudioElement>('#viewer-tone audio')!
        return { paused: a.paused, muted: a.muted, rate: a.playbackRate, time: a.currentTime }
      })
    await player.scrollIntoViewIfNeeded()
    await page.waitForFunction(
      () => document.querySelector('#viewer-tone .vt-audio')?.getAttribute('data-status') === 'ready',
    )
    await expect(player.locator('.vt-atime').textContent()).resolves.toBe('0:00 / 0:04')

    await player.getByRole('button', { name: 'Play', exact: true }).click()
    await expect(player.getByRole('button', { name: 'Pause', exact: true }).isVisible()).resolves.toBe(true)
    await page.waitForFunction(() => document.querySelector('#viewer-tone .vt-atime')?.textContent?.startsWith('0:01'))
    expect((await audio()).paused).toBe(false)
    await player.getByRole('button', { name: 'Pause', exact: true }).click()
    expect((await audio()).paused).toBe(true)

    await player.getByRole('button', { name: 'Mute' }).click()
    expect((await audio()).muted).toBe(true)
    await player.getByRole('button', { name: 'Unmute' }).click()
    expect((await audio()).muted).toBe(false)

    await player.getByRole('button', { name: 'Playback speed' }).click()
    await page.getByRole('menuitemradio', { name: '1.5' }).click()
    expect((await audio()).rate).toBe(1.5)
    await expect(player.getByRole('button', { name: 'Playback speed' }).textContent()).resolves.toBe('1.5x')
    await player.getByRole('button', { name: 'Playback speed' }).click()
    await expect(page.getByRole('menu').isVisible()).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu').count()).resolves.toBe(0)

    // Drag the seek slider while playing: playback pauses during the drag and resumes after it.
    await player.getByRole('button', { name: 'Play', exact: true }).click()
    const seek = player.getByRole('slider', { name: 'Seek' })
    const box = (await seek.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 5 })
    expect((await audio()).paused).toBe(true)
    await page.mouse.up()
    const after = await audio()
    expect(after.paused).toBe(false)
    expect(after.time).toBeGreaterThan(2.5)
    await player.getByRole('button', { name: 'Pause', exact: true }).click()
    // The sliders say their values in words: the time "0:06 of 0:08", the volume "90%".
    const time = await page.evaluate(() => document.querySelector('#viewer-tone .vt-atime')!.textContent!)
    await expect(seek.getAttribute('aria-valuetext')).resolves.toBe(time.replace(' / ', ' of '))
    expect(time).toMatch(/^0:0\d \/ 0:\d\d$/)
    const volume = player.getByRole('slider', { name: 'Volume' })
    await expect(volume.getAttribute('aria-valuetext')).resolves.toBe('100%')
    await volume.focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => volume.getAttribute('aria-valuetext')).toBe('90%')
    await page.keyboard.press('ArrowUp')

    await player.getByRole('button', { name: 'Download' }).hover()
    await player.getByRole('tooltip').waitFor()
    await expect(player.getByRole('tooltip').textContent()).resolves.toBe('Download')
    await tab.screenshot('media-audio')
    await player.screenshot({ path: `${process.cwd()}/.artifacts/screenshots/media-audio-player.png` })
    const download = page.waitForEvent('download')
    await player.getByRole('button', { name: 'More actions' }).click()
    await page.getByRole('menuitem', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toBe('Harbour bell.wav')
    expect(downloads).toContain('/media/tone.wav?dn=Harbour%20bell.wav')

    // A phone-width column: the player takes its small layout (under 320 px, after 60 ms of quiet).
    await page.setViewportSize({ width: 300, height: 700 })
    await player.locator('.vt-audio.vt-audio-small').waitFor()
    await player.screenshot({ path: `${process.cwd()}/.artifacts/screenshots/media-audio-small.png` })
    await tab.close()
  })

  it('autoplays a video file when scrolled into view and pauses it when scrolled away', async () => {
    const tab = await openPage()
    const { page } = tab
    const state = () =>
      page.evaluate(() => {
        const v = document.querySelector<HTMLVideoElement>('#viewer-clip video')
        return v ? { paused: v.paused, muted: v.muted } : undefined
      })
    await page.locator('#viewer-clip video').waitFor({ state: 'attached' })
    expect(await state()).toEqual({ paused: true, muted: true })
    await page.locator('#viewer-clip').scrollIntoViewIfNeeded()
    await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('#viewer-clip video')?.paused === false)
    await page.waitForTimeout(400)
    await page
      .locator('#viewer-clip')
      .screenshot({ path: `${process.cwd()}/.artifacts/screenshots/media-video-playing.png` })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('#viewer-clip video')?.paused === true)
    await tab.close()
  })

  it('turns a provider address into the provider player in a sandboxed frame', async () => {
    const tab = await openPage()
    const { page } = tab
    const block = page.locator('#viewer-provider')
    await block.scrollIntoViewIfNeeded()
    await expect(block.locator('iframe').count()).resolves.toBe(0)
    await block.getByRole('button', { name: 'Play video' }).click()
    const frame = block.locator('iframe')
    await frame.waitFor()
    await expect(frame.getAttribute('src')).resolves.toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/5XxIwPKMlek\?autoplay=1/,
    )
    const sandbox = (await frame.getAttribute('sandbox'))!.split(' ')
    expect(sandbox).toContain('allow-scripts')
    expect(sandbox).not.toContain('allow-same-origin')
    await page.waitForTimeout(300)
    await block.screenshot({ path: `${process.cwd()}/.artifacts/screenshots/media-provider-frame.png` })
    await tab.close()
  })

  it("opens a locked gallery's item in the viewer's language without a download button", async () => {
    const tab = await browser.open(`${server.url}/?locked`)
    const { page } = tab
    page.setDefaultTimeout(8000)
    const gallery = page.locator('#vitrine-gallery-shore')
    await gallery.waitFor()
    await gallery.locator('[data-vitrine-item]').nth(1).click()
    const dialog = page.getByRole('dialog', { name: 'Medienanzeige' })
    await dialog.waitFor()
    await page.waitForFunction(() => document.querySelector('.vitrine-fs__counter')?.textContent === '2 von 4')
    const names = await dialog
      .locator('button, a')
      .evaluateAll((controls) => controls.map((c) => c.getAttribute('aria-label')))
    expect(names).toEqual(['Vergrößern', 'Schließen', 'Zurück', 'Weiter'])
    await tab.screenshot('media-fullscreen-locked-de')
    await page.getByRole('button', { name: 'Schließen' }).click()
    await dialog.waitFor({ state: 'detached' })
    await tab.close()
  })

  it("a gallery's linked item leads to its link; its thumbnails sit where the data puts them", async () => {
    const tab = await browser.open(`${server.url}/?linked`)
    const { page } = tab
    page.setDefaultTimeout(8000)
    const gallery = page.locator('#vitrine-gallery-trail')
    const strip = gallery.locator('.vg__thumbs')
    await strip.waitFor()
    // Placement LEFT: a column of thumbnails left of the slides, 12 px apart.
    expect(await strip.getAttribute('data-vertical')).toBe('true')
    const slide = (await gallery.locator('[data-idx="0"]').boundingBox())!
    const column = (await strip.boundingBox())!
    expect(column.x + column.width).toBeLessThanOrEqual(slide.x + 1)
    const thumbs = await strip.locator('li').evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top))
    expect(Math.round(thumbs[1]! - thumbs[0]!) - Math.round(column.width)).toBe(12)
    await tab.screenshot('media-gallery-linked')
    // The linked picture opens its page, in this tab as the link asks, instead of the fullscreen viewer.
    await gallery.locator('[data-idx="0"]').click()
    await page.waitForURL(`${server.url}/linked/sea`)
    await expect(page.locator('h1').textContent()).resolves.toBe('The sea page')
    await tab.close()
  })

  it('reports a player that cannot load its file through the viewer onError', async () => {
    const tab = await browser.open(`${server.url}/?broken`)
    const { page } = tab
    await page.waitForFunction(() => (window as unknown as { errors: string[] }).errors.length >= 2)
    const errors = await page.evaluate(() => (window as unknown as { errors: string[] }).errors)
    expect(errors.sort()).toEqual([
      'Error: Vitrine viewer: the audio "lost-audio" could not be loaded',
      'Error: Vitrine viewer: the video "lost-video" could not be loaded',
    ])
    await expect(page.locator('#viewer-lost-audio .vt-audio').getAttribute('data-status')).resolves.toBe('error')
    await tab.close({ allowErrors: /could not be loaded|404|Failed to load resource/ })
  })
})
