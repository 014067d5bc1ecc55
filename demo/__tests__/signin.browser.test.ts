// The sign-in page as a visitor uses it: errors in plain words, registration with the emailed code
// (a wrong code retried, a new code sent), member state, log out, log in silently and through the
// hosted page (redirect flow), and a password reset from the inbox.
import type { Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoSite, type DemoPage, type DemoSite } from './demoSite'

let site: DemoSite

beforeAll(async () => {
  site = await startDemoSite()
}, 120_000)
afterAll(() => site?.close())

let counter = 0
const newEmail = () => `reader-${Date.now()}-${++counter}@example.com`
const message = (tab: DemoPage) => tab.page.getByTestId('signin-message')
const tabButton = (tab: DemoPage, name: string) => tab.page.getByRole('tab', { name })

async function register(tab: DemoPage, email: string, password: string) {
  await tabButton(tab, 'Create account').click()
  await tab.page.getByLabel('Email').fill(email)
  await tab.page.getByLabel('Password').fill(password)
  await tab.page.getByRole('button', { name: 'Create account' }).click()
  await tab.page.getByRole('heading', { name: 'Check your email' }).waitFor()
}

async function logOut(tab: DemoPage) {
  // The call that asks the provider for its logout page is held until the page has been looked at:
  // meanwhile it says it is signing out and shows no login form (one typed into would vanish when
  // the page goes to the provider).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const hold = async (route: Route) => {
    await held
    await route.continue()
  }
  await tab.page.route('**/_api/redirects-api/v1/redirect-session', hold)
  await tab.page.getByRole('button', { name: 'Log out' }).click()
  await tab.page.getByRole('heading', { name: 'Signing you out…' }).waitFor()
  expect(await tabButton(tab, 'Log in').count()).toBe(0)
  release()
  // The provider's logout page sends the visitor back to /signin.
  await tabButton(tab, 'Log in').waitFor({ timeout: 20_000 })
  expect(new URL(tab.page.url()).pathname).toBe('/signin')
  await tab.page.unroute('**/_api/redirects-api/v1/redirect-session', hold)
}

describe('sign-in page', () => {
  it('explains a malformed email, an unknown account, a taken address and a wrong password', async () => {
    const tab = await site.open('/signin')
    const email = newEmail()
    await tab.page.getByLabel('Email').fill('not-an-email')
    await tab.page.getByLabel('Password').fill('whatever1')
    await tab.page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect.poll(() => message(tab).textContent()).toBe('Enter an email address such as name@example.com.')
    await tab.page.getByLabel('Email').fill(email)
    await tab.page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect
      .poll(() => message(tab).textContent())
      .toBe('No account uses this email address. Check it, or create an account.')
    await register(tab, email, 'harbour-bells')
    await tab.page.getByRole('button', { name: 'Use another email' }).click()
    await tabButton(tab, 'Create account').click()
    await tab.page.getByLabel('Email').fill(newEmail())
    await tab.page.getByLabel('Password').fill('x')
    await tab.page.getByRole('button', { name: 'Create account' }).click()
    await expect.poll(() => message(tab).textContent()).toBe('Choose a password of at least 6 characters.')
    await tab.page.getByLabel('Email').fill(email)
    await tab.page.getByLabel('Password').fill('harbour-bells')
    await tab.page.getByRole('button', { name: 'Create account' }).click()
    await expect
      .poll(() => message(tab).textContent())
      .toBe('An account already uses this email address. Log in instead, or reset the password.')
    await tab.screenshot('demo-signin-error-desktop')
    // The refused calls (unknown member 404, taken address 409) are the answers being explained.
    await tab.done(/ 404 .*\/login| 409 .*\/register|status of 40[49]/)
  }, 60_000)

  it('registers with the emailed code after a wrong one, shows the member, logs out and in again', async () => {
    const tab = await site.open('/signin')
    const email = newEmail()
    await register(tab, email, 'northern-coast')
    const inbox = tab.page.getByTestId('inbox')
    await expect.poll(() => inbox.getByTestId('mail-code').count(), { timeout: 10_000 }).toBe(1)
    await tab.page.getByLabel('Verification code').fill('000000')
    await tab.page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect
      .poll(() => tab.page.getByTestId('verify-message').textContent())
      .toBe('That code is not right (4 tries left). Check the latest email and try again.')
    // The verification goes on: the form is still there, and the right code will sign in.
    expect(await tab.page.getByRole('heading', { name: 'Check your email' }).count()).toBe(1)
    // A new code replaces the first one.
    await tab.page.getByRole('button', { name: 'Send a new code' }).click()
    await expect.poll(() => inbox.getByTestId('mail-code').count(), { timeout: 10_000 }).toBe(2)
    await tab.screenshot('demo-signin-verify-desktop')
    await inbox.getByRole('button', { name: 'Use this code' }).first().click()
    expect(await tab.page.getByLabel('Verification code').inputValue()).toMatch(/^\d{6}$/)
    await tab.page.getByRole('button', { name: 'Verify and sign in' }).click()
    await tab.page.getByRole('heading', { name: 'You are signed in' }).waitFor({ timeout: 20_000 })
    expect(await tab.page.getByTestId('member-email').textContent()).toBe(email)
    expect(await tab.page.getByTestId('role').textContent()).toBe('member')
    expect(await tab.page.getByTestId('account-chip').textContent()).toBe('Member')
    await tab.screenshot('demo-signin-member-desktop')
    await logOut(tab)
    expect(await tab.page.getByTestId('account-chip').textContent()).toBe('Visitor')
    await tab.page.getByLabel('Email').fill(email)
    await tab.page.getByLabel('Password').fill('wrong-password')
    await tab.page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect
      .poll(() => message(tab).textContent())
      .toBe('That password is not right. Try again, or reset it from the Reset password tab.')
    await tab.page.getByLabel('Password').fill('northern-coast')
    await tab.page.getByRole('button', { name: 'Log in', exact: true }).click()
    await tab.page.getByRole('heading', { name: 'You are signed in' }).waitFor({ timeout: 20_000 })
    await logOut(tab)
    // The refused code (400) and password (403) are the answers being explained.
    await tab.done(/ 400 .*\/verify| 403 .*\/login|status of 40[03]/)
  }, 90_000)

  it('never navigates to a provider address that is not an http(s) page of the identity service', async () => {
    const tab = await site.open('/signin')
    // A hostile answer to the redirect session: a javascript: address that would run in this site.
    await tab.page.route('**/_api/redirects-api/v1/redirect-session', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ redirectSession: { id: 'r', fullUrl: 'javascript:window.__ranHere=1' } }),
      }),
    )
    await tab.page.getByRole('button', { name: 'Use the hosted login page' }).click()
    await expect
      .poll(() => message(tab).textContent())
      .toMatch(
        /^Something went wrong: Refused to open a javascript: address: the provider's pages are http\(s\) addresses on http:\/\//,
      )
    expect(await tab.page.evaluate(() => (window as { __ranHere?: number }).__ranHere ?? null)).toBeNull()
    expect(new URL(tab.page.url()).pathname).toBe('/signin')
    await tab.done()
  }, 60_000)

  it('logs in through the hosted page (redirect flow) and resets a forgotten password', async () => {
    const tab = await site.open('/signin')
    const email = newEmail()
    await register(tab, email, 'first-password')
    await tab.page.getByTestId('inbox').getByRole('button', { name: 'Use this code' }).click({ timeout: 10_000 })
    await tab.page.getByRole('button', { name: 'Verify and sign in' }).click()
    await tab.page.getByRole('heading', { name: 'You are signed in' }).waitFor({ timeout: 20_000 })
    await logOut(tab)
    await tab.page.getByRole('button', { name: 'Use the hosted login page' }).click()
    await tab.page.getByRole('button', { name: 'Sign in' }).waitFor()
    await tab.page.getByLabel('Email').fill(email)
    await tab.page.getByLabel('Password').fill('first-password')
    await tab.page.getByRole('button', { name: 'Sign in' }).click()
    await tab.page.getByRole('heading', { name: 'You are signed in' }).waitFor({ timeout: 20_000 })
    expect(new URL(tab.page.url()).search).toBe('')
    await logOut(tab)
    await tabButton(tab, 'Reset password').click()
    await tab.page.getByLabel('Email').fill(email)
    await tab.page.getByRole('button', { name: 'Email me a reset link' }).click()
    await tab.page.getByTestId('inbox').getByRole('button', { name: 'Open the reset link' }).click({ timeout: 10_000 })
    await tab.page.getByLabel('New password').fill('second-password')
    await tab.page.getByRole('button', { name: 'Save the new password' }).click()
    await expect.poll(() => message(tab).textContent()).toBe('Your password is changed. Log in with the new one.')
    await tab.page.getByLabel('Email').fill(email)
    await tab.page.getByLabel('Password').fill('second-password')
    await tab.page.getByRole('button', { name: 'Log in', exact: true }).click()
    await tab.page.getByRole('heading', { name: 'You are signed in' }).waitFor({ timeout: 20_000 })
    await tab.screenshot('demo-signin-mobile-check')
    await logOut(tab)
    await tab.done()
  }, 90_000)
})
