import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../../fixtures/browser/harness'
import { serveIdentity } from '../../../emulator/identity/__tests__/serveIdentity'
import type { Page } from 'playwright-core'

let idp: Awaited<ReturnType<typeof serveIdentity>>
let site: TestServer
let browser: TestBrowser

beforeAll(async () => {
  idp = await serveIdentity()
  site = await serveEntry(new URL('./browser/auth.entry.tsx', import.meta.url).pathname, {
    define: { __IDP_URL__: JSON.stringify(idp.url) },
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await site?.close()
  await idp?.close()
})

const fill = async (page: Page, email: string, password: string) => {
  await page.fill('#email', email)
  await page.fill('#password', password)
}

describe('sign-in in Chromium against the identity emulator', () => {
  it('a visitor gets tokens, registers, then signs in silently through the hidden frame and logs out', async () => {
    const tab = await browser.open(site.url)
    const { page } = tab
    await page.locator('#note', { hasText: 'ready' }).waitFor()
    expect(await page.textContent('#role')).toBe('visitor')
    await fill(page, 'sil@site.test', 'pass-1234')
    await page.getByText('Register').click()
    await page.locator('#note', { hasText: 'registered SUCCESS' }).waitFor()
    await page.getByText('Silent login').click()
    await page.locator('#note', { hasText: 'silent SUCCESS' }).waitFor()
    expect(await page.textContent('#role')).toBe('member')
    expect(await page.locator('iframe').count()).toBe(0)
    await tab.screenshot('identity-silent-login')
    await page.getByText('Log out').click()
    await page.locator('#note', { hasText: 'logged out' }).waitFor()
    expect(await page.textContent('#role')).toBe('none')
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    await tab.close()
  })

  it('the redirect login flow through the hosted login page', async () => {
    const tab = await browser.open(site.url)
    const { page } = tab
    await page.locator('#note', { hasText: 'ready' }).waitFor()
    await fill(page, 'red@site.test', 'pass-1234')
    await page.getByText('Register').click()
    await page.locator('#note', { hasText: 'registered SUCCESS' }).waitFor()
    await page.getByText('Redirect login').click()
    await page.waitForURL((url) => url.toString().startsWith(idp.url))
    await tab.screenshot('identity-hosted-login')
    await page.fill('#email', 'red@site.test')
    await page.fill('#password', 'pass-1234')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.toString().startsWith(site.url))
    await page.locator('#note', { hasText: 'redirect done' }).waitFor()
    expect(await page.textContent('#role')).toBe('member')
    expect(page.url()).toBe(`${site.url}/`)
    await tab.close()
  })

  it('the frame adapter ignores answers from another frame, and loads no page of another origin', async () => {
    const tab = await browser.open(site.url)
    const { page } = tab
    await page.locator('#note', { hasText: 'ready' }).waitFor()
    await fill(page, 'src@site.test', 'pass-1234')
    await page.getByText('Register').click()
    await page.locator('#note', { hasText: 'registered SUCCESS' }).waitFor()
    const result = await page.evaluate(() =>
      (
        window as unknown as {
          frameSourceCheck(
            e: string,
            p: string,
          ): Promise<{
            posted: { code?: string }
            delivered: number
            refusals: string[]
            framesOpen: number
            wrongOrigin: number
            framesLeft: number
          }>
        }
      ).frameSourceCheck('src@site.test', 'pass-1234'),
    )
    expect(result.posted.code).toBeTruthy()
    expect(result.delivered).toBe(0)
    expect(result.refusals).toEqual([
      `The sign-in frame refused to load ${new URL(idp.url).origin}: only http(s) pages on http://example.invalid`,
    ])
    expect(result.framesOpen).toBe(0)
    expect(result.wrongOrigin).toBe(0)
    expect(result.framesLeft).toBe(0)
    await tab.close()
  })

  it('the hidden frame refuses a javascript: address: no frame, an error, nothing runs in the site', async () => {
    const tab = await browser.open(site.url)
    await tab.page.locator('#note', { hasText: 'ready' }).waitFor()
    type R = { errors: string[]; frames: number; ran: string | null }
    const result = await tab.page.evaluate(() =>
      (window as unknown as { frameRefusesScript(): Promise<R> }).frameRefusesScript(),
    )
    expect(result).toEqual({
      errors: [
        `The sign-in frame refused to load an address that is not http(s): only http(s) pages on ${new URL(idp.url).origin}`,
      ],
      frames: 0,
      ran: null,
    })
    await tab.close()
  })

  it('two tabs renewing an expired token at once send one refresh request (Web Locks, IndexedDB re-read under the lock)', async () => {
    const a = await browser.open(site.url)
    const b = await browser.open(site.url)
    await a.page.locator('#note', { hasText: 'ready' }).waitFor()
    await b.page.locator('#note', { hasText: 'ready' }).waitFor()
    type W = { getValidTokens(): Promise<{ accessToken: { value: string } }>; expireStoredToken(): Promise<void> }
    const run = (t: typeof a) =>
      t.page.evaluate(() =>
        Promise.all(Array.from({ length: 10 }, () => (window as unknown as W).getValidTokens())).then((all) =>
          all.map((x) => x.accessToken.value),
        ),
      )
    for (let round = 0; round < 5; round++) {
      // Counted from before the expiry: the background timer may start the renewal at once.
      const before = idp.grants.refresh_token ?? 0
      await (round % 2 ? b : a).page.evaluate(() => (window as unknown as W).expireStoredToken())
      const [fromA, fromB] = await Promise.all([run(a), run(b)])
      expect((idp.grants.refresh_token ?? 0) - before).toBe(1)
      expect(new Set([...fromA, ...fromB]).size).toBe(1)
    }
    await a.close()
    await b.close()
  })

  it('the silent flow fails fast with the provider error when the session is not valid', async () => {
    const tab = await browser.open(site.url)
    await tab.page.locator('#note', { hasText: 'ready' }).waitFor()
    const outcome = await tab.page.evaluate(() =>
      (window as unknown as { silentWithBogusSession(): Promise<string> }).silentWithBogusSession(),
    )
    expect(outcome).toBe('IdentityError: The member is not signed in')
    expect(await tab.page.locator('iframe').count()).toBe(0)
    await tab.close()
  })
})
