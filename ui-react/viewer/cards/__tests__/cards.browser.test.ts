// The card and interactive nodes in Chromium, against a running emulator (in-process, port 0).
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerResponse } from 'node:http'
import { join } from 'node:path'
import {
  launchBrowser,
  SCREENSHOT_DIR,
  serveEntry,
  type TestBrowser,
  type TestServer,
} from '../../../../fixtures/browser/harness'
import { startTestEmulator, type TestEmulator } from '../../../../emulator/__tests__/harness'
import { RichContentViewer } from '../../../../entries/reactViewer'
import { cardsDocument, POLL_OPTIONS } from './browser/cardsDocument'

const ENTRY = new URL('./browser/cards.entry.tsx', import.meta.url).pathname
const svg = (hue: number, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,72%)"/><stop offset="1" stop-color="hsl(${hue + 40},60%,45%)"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><text x="200" y="165" font-family="sans-serif" font-size="34" fill="#fff" text-anchor="middle">${label}</text></svg>`
const images = Object.fromEntries(
  [
    ['mug', 20, 'Mug'],
    ['event', 200, 'Open studio'],
    ['booking', 140, 'Lesson'],
    ['glaze', 260, 'Glazes'],
  ].map(([name, hue, label]) => [
    `/img/${name}.svg`,
    (_req: unknown, res: ServerResponse) =>
      void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg(hue as number, label as string)),
  ]),
)

let emulator: TestEmulator
let browser: TestBrowser
const servers: TestServer[] = []

async function page(sitePublished: boolean) {
  const props = { content: cardsDocument, sitePublished }
  const server = await serveEntry(ENTRY, {
    title: 'Cards',
    rootHtml: renderToString(createElement(RichContentViewer, props)),
    head: `<script>window.__CARDS__=${JSON.stringify({ emulator: emulator.url, sitePublished })}</script><style>body{margin:0;padding:24px;font-family:system-ui,sans-serif;background:#fafafa}#root{max-width:760px;margin:auto}</style>`,
    routes: images,
  })
  servers.push(server)
  return server
}

async function open(url: string) {
  const tab = await browser.open(url)
  await tab.page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated === true)
  return tab
}

beforeAll(async () => {
  emulator = await startTestEmulator({ collections: {} })
  const created = await emulator.call(
    'POST',
    '/_api/polls/v1/polls',
    { poll: { id: 'lang-poll', title: 'Which language do you write most?', options: POLL_OPTIONS } },
    emulator.adminKey,
  )
  if (created.status !== 200) throw new Error(`poll not created: ${JSON.stringify(created.body)}`)
  browser = await launchBrowser()
}, 120_000)
afterAll(async () => {
  await browser?.close()
  for (const s of servers) await s.close()
  await emulator?.close()
})

// The probe embed's attempt to move the page: Chromium refuses it and says so in the console.
const BLOCKED = /Unsafe attempt to initiate navigation .* sandboxed/
const option = (title: string) => `.vt-poll-option:has(.vt-poll-option-title:text-is("${title}"))`

describe('polls against the emulator', () => {
  it('a vote shows at once, persists across a reload and is counted once', async () => {
    const server = await page(true)
    const tab = await open(server.url)
    const { page: p } = tab
    const rust = p.locator(`${option('Rust')} .vt-poll-vote`)
    await rust.and(p.locator(':not([disabled])')).waitFor()
    await expect(p.locator('.vt-poll-total').textContent()).resolves.toBe('0 votes')
    await rust.click()
    await p
      .locator(`${option('Rust')} .vt-poll-count`)
      .filter({ hasText: /^1 vote$/ })
      .waitFor()
    await expect(rust.getAttribute('aria-checked')).resolves.toBe('true')
    await expect(p.locator(`${option('Rust')} .vt-poll-percent`).textContent()).resolves.toBe('100%')
    const actions = await p.evaluate(() => (window as unknown as { viewerActions: unknown[] }).viewerActions)
    expect(actions).toContainEqual({ pluginId: 'POLL', actionName: 'vote', value: 'rs' })

    await p.reload()
    await p.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated === true)
    await p
      .locator(`${option('Rust')} .vt-poll-count`)
      .filter({ hasText: /^1 vote$/ })
      .waitFor()
    await expect(p.locator(`${option('Rust')} .vt-poll-vote`).getAttribute('aria-checked')).resolves.toBe('true')
    await expect(p.locator('.vt-poll-total').textContent()).resolves.toBe('1 vote')
    // Six options: the sixth waits behind See All Results, and Show Less hides it again.
    await expect(p.locator(option('Swift')).isHidden()).resolves.toBe(true)
    await p.getByRole('button', { name: 'See All Results' }).click()
    await expect(p.locator(option('Swift')).isVisible()).resolves.toBe(true)
    await tab.screenshot('cards-poll-voted')
    await p.getByRole('button', { name: 'Show Less' }).click()
    await expect(p.locator(option('Swift')).isHidden()).resolves.toBe(true)
    // The voters modal: this visitor is anonymous.
    await p.locator(`${option('Rust')} .vt-poll-count`).click()
    await p
      .locator('dialog.vt-poll-voters .vt-poll-anonymous')
      .filter({ hasText: /^1 anonymous voter$/ })
      .waitFor()
    await tab.screenshot('cards-poll-voters')
    await p.keyboard.press('Escape')
    await p.locator('dialog.vt-poll-voters').waitFor({ state: 'detached' })
    const stored = await emulator.get('/_api/polls/v1/polls/lang-poll')
    expect(stored.body.poll.totalVotes).toBe(1)
    await tab.close({ allowErrors: BLOCKED })
  }, 60_000)

  it('offline: the toast says so and the vote is taken back', async () => {
    const server = await page(true)
    const tab = await open(server.url)
    const { page: p } = tab
    const go = p.locator(`${option('Go')} .vt-poll-vote`)
    await go.and(p.locator(':not([disabled])')).waitFor()
    await browser.context.setOffline(true)
    try {
      await go.click()
      await p.locator('.vt-toast').filter({ hasText: 'No internet. Check your connection.' }).waitFor()
      await expect(go.getAttribute('aria-checked')).resolves.toBe('false')
      await tab.screenshot('cards-poll-offline-toast')
    } finally {
      await browser.context.setOffline(false)
    }
    await tab.close({ allowErrors: BLOCKED })
  }, 60_000)
})

describe('cards', () => {
  it('an unpublished site: every card button is disabled and hovering explains why', async () => {
    const server = await page(false)
    const tab = await open(server.url)
    const { page: p } = tab
    const buttons = p.locator('.vt-card button.vt-card-cta')
    await expect(buttons.allTextContents()).resolves.toEqual(['Buy Now', 'Register Now', 'Book Now'])
    for (const disabled of await buttons.evaluateAll((els) => els.map((e) => (e as HTMLButtonElement).disabled)))
      expect(disabled).toBe(true)
    const tip = p.locator('#viewer-product [role=tooltip]')
    await expect(tip.isVisible()).resolves.toBe(false)
    await p.locator('#viewer-product .vt-card-cta-wrap').hover()
    await p.waitForFunction(() => {
      const el = document.querySelector('#viewer-product [role=tooltip]')
      return el && getComputedStyle(el).opacity === '1'
    })
    await expect(tip.textContent()).resolves.toBe('Product page will be available once you publish your site.')
    await expect(tip.isVisible()).resolves.toBe(true)
    await tab.screenshot('cards-unpublished-tooltip')
    await tab.close({ allowErrors: BLOCKED })
  }, 60_000)

  it('a published site: Buy Now links to the product and the click is reported', async () => {
    const server = await page(true)
    const tab = await open(server.url)
    const { page: p } = tab
    const cta = p.locator('#viewer-booking a.vt-card-cta')
    await expect(cta.getAttribute('href')).resolves.toBe('https://shop.example.com/book/wheel')
    await expect(p.locator('#viewer-booking .vt-card-duration').textContent()).resolves.toBe('1 hr 30 min')
    await p.route('https://shop.example.com/**', (route) => route.fulfill({ body: 'shop' }))
    const popup = p.context().waitForEvent('page')
    await cta.click()
    await (await popup).close()
    const actions = await p.evaluate(() => (window as unknown as { viewerActions: unknown[] }).viewerActions)
    expect(actions).toContainEqual({ pluginId: 'APP_EMBED', actionName: 'click', value: 'BOOKING' })
    await tab.screenshot('cards-published')
    await p.setViewportSize({ width: 390, height: 844 })
    await expect(p.locator('#viewer-product').evaluate((e) => getComputedStyle(e).flexDirection)).resolves.toBe(
      'column',
    )
    await tab.screenshot('cards-mobile')
    await tab.close({ allowErrors: BLOCKED })
  }, 60_000)
})

describe('embed frames', () => {
  it('cannot read the parent document nor navigate the top page, and grow to their content within the tolerance', async () => {
    const server = await page(true)
    const tab = await open(server.url)
    const { page: p } = tab
    const frame = p.locator('#viewer-probe iframe')
    await p.locator('#viewer-probe').scrollIntoViewIfNeeded()
    // 560 px of content plus 20 px of padding: within 550 + 10 %, so the frame takes it all.
    await p.waitForFunction(() => document.querySelector('#viewer-probe iframe')?.getAttribute('height') === '580')
    const inner = p.frameLocator('#viewer-probe iframe').locator('body')
    await inner.and(p.frameLocator('#viewer-probe iframe').locator('[data-result]')).waitFor()
    const result = JSON.parse((await inner.getAttribute('data-result'))!)
    expect(result.doc).toBe('blocked:SecurityError')
    expect(result.top).not.toBe('attempted')
    await p.waitForTimeout(300)
    expect(p.url()).toBe(`${server.url}/`)
    await expect(frame.getAttribute('sandbox')).resolves.not.toContain('allow-same-origin')
    // A message from anything but the frame's own window is ignored.
    await p.evaluate(() => window.postMessage({ type: 'vitrine:frame-height', height: 600 }, '*'))
    await p.waitForTimeout(200)
    await expect(frame.getAttribute('height')).resolves.toBe('580')
    // A 2000 px post in a 300 px embed grows by 50 px at most, then scrolls.
    await p.locator('#viewer-tall').scrollIntoViewIfNeeded()
    await p.waitForFunction(() => document.querySelector('#viewer-tall iframe')?.getAttribute('height') === '350')
    await tab.screenshot('cards-page')
    await p.waitForTimeout(500)
    await frame.screenshot({ path: join(SCREENSHOT_DIR, 'cards-embed-frame.png') })
    await tab.close({ allowErrors: BLOCKED })
  }, 60_000)
})

describe('server stopped', () => {
  it('a vote while the emulator is down shows the server toast and loses nothing the visitor sees', async () => {
    const server = await page(true)
    const tab = await open(server.url)
    const { page: p } = tab
    const rust = p.locator(`${option('Rust')} .vt-poll-vote`)
    // A new visitor (another origin, another token): they see the earlier vote's count, not as theirs.
    await p
      .locator(`${option('Rust')} .vt-poll-count`)
      .filter({ hasText: /^1 vote$/ })
      .waitFor()
    await expect(rust.getAttribute('aria-checked')).resolves.toBe('false')
    await emulator.close()
    await p.locator(`${option('Python')} .vt-poll-vote`).click()
    await p.locator('.vt-toast').filter({ hasText: "Couldn't connect to server. Try again later." }).waitFor()
    await expect(p.locator(`${option('Python')} .vt-poll-vote`).getAttribute('aria-checked')).resolves.toBe('false')
    await expect(p.locator('.vt-poll-total').textContent()).resolves.toBe('1 vote')
    await expect(p.locator(`${option('Rust')} .vt-poll-count`).textContent()).resolves.toBe('1 vote')
    await tab.screenshot('cards-poll-server-toast')
    await tab.close({
      allowErrors: /ERR_CONNECTION_REFUSED|Failed to (load|fetch)|Unsafe attempt to initiate navigation .* sandboxed/,
    })
  }, 60_000)
})
