// Issue 18: sites on their own origin use the emulator on another origin, in Chromium. The pages are
// opened on http://localhost:<port> and the emulator listens on http://127.0.0.1:<port>, so they are
// cross-site (no shared cookies). Our clients and the official @wix/sdk + @wix/data, unchanged:
// visitor tokens, register, login then member tokens through the hidden frame, a member-only insert
// and a query. A page on an origin the client id does not allow gets the 403 and no tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../fixtures/browser/harness'
import type { Page } from 'playwright-core'
import { startEmulator, type RunningEmulator } from '../index'

let emulator: RunningEmulator
let ours: TestServer
let official: TestServer
let browser: TestBrowser
const localhost = (server: TestServer) => server.url.replace('127.0.0.1', 'localhost')

beforeAll(async () => {
  ours = await serveEntry(new URL('./browser/ourClients.entry.ts', import.meta.url).pathname, { title: 'Our site' })
  official = await serveEntry(new URL('./browser/officialClients.entry.ts', import.meta.url).pathname, {
    title: 'Official clients site',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  emulator = await startEmulator({
    port: 0,
    quiet: true,
    config: {
      collections: {
        Guestbook: { permissions: { read: 'ANYONE', insert: 'SITE_MEMBER', update: 'ADMIN', remove: 'ADMIN' } },
      },
      clients: {
        'cross-site': { allowedOrigins: [localhost(ours)] },
        'official-site': { allowedOrigins: [localhost(official)] },
      },
    },
  })
  browser = await launchBrowser()
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await ours?.close()
  await official?.close()
  await emulator?.close()
})

type Steps = Record<string, (...args: string[]) => Promise<unknown>>
const step = (global: string) => (page: Page, name: string, arg?: string) =>
  page.evaluate(([g, n, a]) => (window as unknown as Record<string, Steps>)[g][n](a as string), [
    global,
    name,
    arg,
  ] as const)
const ourStep = step('crossSite')
const officialStep = step('officialSite')

describe('the emulator from a site on another origin (Chromium)', () => {
  it('our identity and data clients: visitor, register, silent-frame login, member insert, query', async () => {
    const tab = await browser.open(`${localhost(ours)}/?idp=${encodeURIComponent(emulator.url)}`)
    await tab.page.waitForFunction(() => 'crossSite' in window)
    expect(await ourStep(tab.page, 'visitor')).toEqual({ role: 'visitor', token: 'vat_' })
    expect(await ourStep(tab.page, 'visitorInsert')).toMatch(/does not have permissions to insert/)
    expect(await ourStep(tab.page, 'signUp', 'our-site@site.test')).toEqual({
      registered: 'SUCCESS',
      login: 'SUCCESS',
      role: 'member',
    })
    expect(await ourStep(tab.page, 'memberInsert', 'hello from localhost')).toEqual({
      inserted: 'hello from localhost',
      found: ['hello from localhost'],
    })
    await tab.screenshot('emulator-cross-origin-ours')
    // The visitor's refused insert logged its 403 in the console.
    await tab.close({ allowErrors: /403/ })
  })

  it('the official @wix/sdk and @wix/data: visitor, register, login() then getMemberTokensForDirectLogin, member insert', async () => {
    const tab = await browser.open(`${localhost(official)}/?idp=${encodeURIComponent(emulator.url)}`)
    await tab.page.waitForFunction(() => 'officialSite' in window)
    expect(await officialStep(tab.page, 'visitor')).toEqual({ role: 'visitor', token: 'vat_' })
    expect(await officialStep(tab.page, 'visitorInsert')).toMatch(/does not have permissions to insert/)
    expect(await officialStep(tab.page, 'signUp', 'official@site.test')).toEqual({
      registered: 'SUCCESS',
      login: 'SUCCESS',
      role: 'member',
    })
    expect(await officialStep(tab.page, 'memberInsert', 'hello from the official client')).toEqual({
      inserted: 'hello from the official client',
      found: ['hello from the official client'],
    })
    await tab.close({ allowErrors: /403/ })
  })

  it('the official redirect flow: getAuthUrl, the hosted login page, back with ?code, getMemberTokens', async () => {
    const tab = await browser.open(`${localhost(official)}/?idp=${encodeURIComponent(emulator.url)}`)
    await tab.page.waitForFunction(() => 'officialSite' in window)
    await officialStep(tab.page, 'signUp', 'redirect@site.test')
    await Promise.all([
      tab.page.waitForURL((url) => url.toString().startsWith(emulator.url)),
      officialStep(tab.page, 'redirectStart'),
    ])
    await tab.page.getByLabel('Email').fill('redirect@site.test')
    await tab.page.getByLabel('Password').fill('pass-1234')
    await tab.screenshot('emulator-hosted-login')
    await tab.page.getByRole('button', { name: 'Sign in' }).click()
    await tab.page.waitForURL((url) => url.toString().startsWith(localhost(official)))
    await tab.page.waitForFunction(() => 'redirectResult' in window)
    expect(await tab.page.evaluate(() => (window as unknown as { redirectResult: unknown }).redirectResult)).toEqual({
      role: 'member',
      inserted: 'after the redirect',
    })
    await tab.close()
  })

  it('a page on an origin the client id does not allow gets a readable 403 with the reason, and no tokens', async () => {
    // Same pages, opened on 127.0.0.1 instead of the allowed localhost origin.
    const tab = await browser.open(`${ours.url}/?idp=${encodeURIComponent(emulator.url)}`)
    await tab.page.waitForFunction(() => 'crossSite' in window)
    // The client's call fails (its message is the client's own), and it stored nothing.
    expect(await ourStep(tab.page, 'failure')).not.toBe('tokens')
    expect(await ourStep(tab.page, 'tokensStored')).toBe(0)
    const raw = await tab.page.evaluate(async (idp) => {
      const res = await fetch(`${idp}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: 'cross-site', grantType: 'anonymous' }),
      })
      return {
        status: res.status,
        body: (await res.json()) as { message: string; details: { applicationError: { code: string } } },
      }
    }, emulator.url)
    expect(raw.status).toBe(403)
    expect(raw.body.details.applicationError.code).toBe('ORIGIN_NOT_ALLOWED')
    expect(raw.body.message).toMatch(/^Origin http:\/\/127\.0\.0\.1:\d+ is not allowed for client id "cross-site"/)
    await tab.close({ allowErrors: /403/ })

    const other = await browser.open(`${official.url}/?idp=${encodeURIComponent(emulator.url)}`)
    await other.page.waitForFunction(() => 'officialSite' in window)
    expect(await officialStep(other.page, 'failure')).toMatch(/not allowed|403/)
    await other.close({ allowErrors: /403/ })
  })

  it('reads error answers, request ids and any requested header across origins', async () => {
    const tab = await browser.open(`${localhost(ours)}/?idp=${encodeURIComponent(emulator.url)}`)
    const seen = await tab.page.evaluate(async (idp) => {
      const call = async (path: string, init: RequestInit = {}) => {
        const res = await fetch(idp + path, init)
        return {
          status: res.status,
          requestId: res.headers.get('x-request-id'),
          code: (await res.json()).details?.applicationError?.code,
        }
      }
      return [
        await call('/nothing/here'),
        await call('/wix-data/v2/items/query', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-wix-bi-gateway': 'bi', 'x-made-up-header': '1' },
          body: JSON.stringify({ dataCollectionId: 'Nope' }),
        }),
        await call('/wix-data/v2/items', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'forged' },
          body: JSON.stringify({ dataCollectionId: 'Guestbook', dataItem: { data: {} } }),
        }),
        await call('/wix-data/v2/items', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            dataCollectionId: 'Guestbook',
            dataItem: { data: { blob: 'x'.repeat(5 * 1024 * 1024) } },
          }),
        }),
      ]
    }, emulator.url)
    expect(seen.map((s) => [s.status, s.code])).toEqual([
      [404, 'NOT_FOUND'],
      [404, 'WDE0025'],
      [401, 'WDE0030'],
      [413, 'WDE0109'],
    ])
    for (const s of seen) expect(s.requestId).toMatch(/^[0-9a-f-]{36}$/)
    await tab.close({ allowErrors: /40[14]|413/ })
  })
})
