// The redirect login and the silent frame flow in Chromium against the whole emulator
// (`startEmulator`, its server mounting the identity pages).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, serveEntry, type TestBrowser, type TestServer } from '../../../fixtures/browser/harness'
import type { Page } from 'playwright-core'

const SERVER = new URL('../../../emulator/index.ts', import.meta.url).pathname

let emulator: { url: string; close(): Promise<void> }
let dataDir: string
let site: TestServer
let browser: TestBrowser

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-identity-browser-'))
  const { startEmulator } = (await import(/* @vite-ignore */ SERVER)) as {
    startEmulator(o: Record<string, unknown>): Promise<typeof emulator>
  }
  emulator = await startEmulator({ port: 0, host: '127.0.0.1', dataDir, quiet: true })
  site = await serveEntry(new URL('./browser/auth.entry.tsx', import.meta.url).pathname, {
    define: { __IDP_URL__: JSON.stringify(emulator.url) },
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await site?.close()
  await emulator?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const register = async (page: Page, email: string) => {
  await page.locator('#note', { hasText: 'ready' }).waitFor()
  await page.fill('#email', email)
  await page.fill('#password', 'pass-1234')
  await page.getByText('Register').click()
  await page.locator('#note', { hasText: 'registered SUCCESS' }).waitFor()
}

describe('sign-in in Chromium against the running emulator', () => {
  it('silent sign-in through the hidden frame', async () => {
    const tab = await browser.open(site.url)
    await register(tab.page, 'frame@site.test')
    await tab.page.getByText('Silent login').click()
    await tab.page.locator('#note', { hasText: 'silent SUCCESS' }).waitFor()
    expect(await tab.page.textContent('#role')).toBe('member')
    await tab.close()
  })

  it('the redirect login through the hosted login page', async () => {
    const tab = await browser.open(site.url)
    await register(tab.page, 'page@site.test')
    await tab.page.getByText('Redirect login').click()
    await tab.page.waitForURL((url) => url.toString().startsWith(emulator.url))
    await tab.page.fill('#email', 'page@site.test')
    await tab.page.fill('#password', 'pass-1234')
    await tab.page.getByRole('button', { name: 'Sign in' }).click()
    await tab.page.waitForURL((url) => url.toString().startsWith(site.url))
    await tab.page.locator('#note', { hasText: 'redirect done' }).waitFor()
    expect(await tab.page.textContent('#role')).toBe('member')
    await tab.close()
  })
})
