// The site frame as a visitor meets it: navigation between client-side routes, the theme switch
// (remembered by the server), both widths, and the compressed, cached, code-split browser code.
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoSite, type DemoSite } from './demoSite'

let site: DemoSite

beforeAll(async () => {
  site = await startDemoSite()
}, 120_000)
afterAll(() => site?.close())

/** GETs `path` without decoding: status, headers and the raw (compressed) body length. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: number }>((done, fail) => {
    request(`${site.emulator.url}${path}`, { headers }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, bytes }))
    })
      .on('error', fail)
      .end()
  })
}

describe('demo site frame', () => {
  it('navigates between pages on the client, with the current page marked', async () => {
    const tab = await site.open('/')
    const { page } = tab
    await page.getByRole('heading', { level: 1, name: /Publish articles, galleries/ }).waitFor()
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'About Vitrine',
      'Article',
      'Gallery',
      'Sign in',
      'Data',
    ])
    expect(await nav.getByRole('link', { name: 'About Vitrine' }).getAttribute('aria-current')).toBe('page')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    await nav.getByRole('link', { name: 'Article' }).click()
    await page.getByRole('heading', { level: 1, name: 'Notes from the northern coast' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/article')
    expect(await page.title()).toBe('Article · Vitrine')
    // The same document: the route changed without a reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    expect(await nav.getByRole('link', { name: 'Article' }).getAttribute('aria-current')).toBe('page')
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: /Publish articles/ }).waitFor()
    await tab.done()
  })

  it('switches to the dark theme, passes it to the viewer, and the server remembers it', async () => {
    const tab = await site.open('/article')
    const { page } = tab
    const viewer = page.locator('#article [lang]').first()
    await viewer.waitFor()
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click()
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark')
    await expect
      .poll(() => viewer.evaluate((el) => getComputedStyle(el).getPropertyValue('--vt-bg').trim()))
      .toBe('#0e1016')
    await page.reload()
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark')
    await page.getByRole('button', { name: 'Switch to the light theme' }).waitFor()
    await tab.screenshot('demo-article-dark-desktop')
    await page.getByRole('button', { name: 'Switch to the light theme' }).click()
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light')
    await tab.done()
  })

  it('fits a 390 px phone without sideways scrolling, every page', async () => {
    for (const path of ['/', '/article', '/gallery', '/signin', '/data']) {
      const tab = await site.open(path, 'mobile')
      const { page } = tab
      await page.locator('main h1').waitFor()
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
      await tab.screenshot(`demo-shell-${path.slice(1) || 'home'}-mobile`)
      await tab.done()
    }
  })

  it('serves code-split browser code compressed, cached for a year, under 150 KiB gzip at first load', async () => {
    const html = await (await fetch(`${site.emulator.url}/`)).text()
    const entry = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(entry).toMatch(/^\/_demo\/assets\/main-[A-Z0-9]+\.js$/)
    const initial = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])
    expect(initial).toContain(entry)
    const br = await rawGet(entry, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(String(br.headers.vary)).toContain('accept-encoding')
    const notModified = await rawGet(entry, { 'if-none-match': String(br.headers.etag) })
    expect(notModified.status).toBe(304)
    let gzipBytes = 0
    for (const file of initial) {
      const res = await rawGet(file, { 'accept-encoding': 'gzip' })
      expect(res.headers['content-encoding']).toBe('gzip')
      gzipBytes += res.bytes
    }
    console.info(`demo initial JS: ${initial.length} files, ${(gzipBytes / 1024).toFixed(1)} KiB gzip`)
    expect(gzipBytes).toBeLessThan(150 * 1024)
    const plain = await rawGet(entry)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.bytes).toBeGreaterThan(gzipBytes / initial.length)
    // The page itself is never cached stale.
    expect((await fetch(`${site.emulator.url}/article`)).headers.get('cache-control')).toBe('no-cache')
  })
})
