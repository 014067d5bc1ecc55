// The data page as a visitor and then a member uses it: 3,000 seeded movies filtered, sorted and
// paged by offset and by cursor; a visitor's insert explained; a member's insert, find, edit and
// delete; a refused delete of someone else's movie; 1,000 rows imported with progress and paged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoSite, type DemoPage, type DemoSite } from './demoSite'

let site: DemoSite

beforeAll(async () => {
  site = await startDemoSite()
}, 120_000)
afterAll(() => site?.close())

const status = (tab: DemoPage) => tab.page.getByTestId('movies-status').textContent()
const titles = (tab: DemoPage) => tab.page.getByTestId('movies').locator('tbody td.title-cell').allTextContents()
const nav = (tab: DemoPage, name: string) =>
  tab.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })

/** Logs the member out from the sign-in page (the browser profile is shared by the tests). */
async function logOut(tab: DemoPage) {
  await nav(tab, 'Sign in').click()
  await tab.page.getByRole('button', { name: 'Log out' }).click()
  await tab.page.getByRole('tab', { name: 'Log in' }).waitFor({ timeout: 20_000 })
}

/** Registers and verifies a new member on the sign-in page, then comes back to the data page. */
async function becomeMember(tab: DemoPage) {
  await nav(tab, 'Sign in').click()
  await tab.page.getByRole('tab', { name: 'Create account' }).click()
  await tab.page.getByLabel('Email').fill(`critic-${Date.now()}@example.com`)
  await tab.page.getByLabel('Password').fill('popcorn-42')
  await tab.page.getByRole('button', { name: 'Create account' }).click()
  await tab.page.getByTestId('inbox').getByRole('button', { name: 'Use this code' }).click({ timeout: 10_000 })
  await tab.page.getByRole('button', { name: 'Verify and sign in' }).click()
  await tab.page.getByRole('heading', { name: 'You are signed in' }).waitFor({ timeout: 20_000 })
  await nav(tab, 'Data').click()
  await expect.poll(() => status(tab), { timeout: 20_000 }).toMatch(/movies, page 1 of/)
}

describe('data page', () => {
  it('filters, sorts and pages the seeded movies by offset and by cursor, and charts the genres', async () => {
    const tab = await site.open('/data')
    await expect.poll(() => status(tab), { timeout: 20_000 }).toBe('3,000 movies, page 1 of 300')
    await tab.page.getByRole('region', { name: 'Browse' }).getByLabel('Genre').selectOption('comedy')
    // The unfiltered status matches the pattern too: wait for the filtered count and rows.
    await expect
      .poll(async () => {
        const text = await status(tab)
        return text !== '3,000 movies, page 1 of 300' && /^[\d,]+ movies, page 1 of \d+$/.test(text ?? '')
      })
      .toBe(true)
    const pills = () => tab.page.getByTestId('movies').locator('tbody .pill').allTextContents()
    await expect.poll(async () => [...new Set(await pills())]).toEqual(['comedy'])
    await tab.page.getByLabel('Sort by').selectOption('title')
    await expect
      .poll(async () => {
        const list = await titles(tab)
        return list.length === 10 && list.every((t, i) => i === 0 || list[i - 1] <= t)
      })
      .toBe(true)
    const first = await titles(tab)
    await tab.page.getByRole('button', { name: 'Next page' }).click()
    await expect.poll(() => status(tab)).toMatch(/page 2 of/)
    expect(await titles(tab)).not.toEqual(first)
    await tab.page.getByLabel('Paging').selectOption('cursor')
    await expect.poll(() => status(tab)).toMatch(/page 1 of/)
    expect(await titles(tab)).toEqual(first)
    await tab.page.getByRole('button', { name: 'Next page' }).click()
    await expect.poll(() => status(tab)).toMatch(/page 2 of/)
    await tab.page.getByRole('button', { name: 'Previous page' }).click()
    await expect.poll(() => titles(tab)).toEqual(first)
    const chart = tab.page.getByTestId('genre-chart')
    await expect.poll(() => chart.locator('li').count()).toBe(8)
    expect(await tab.page.getByTestId('genre-comedy').textContent()).toMatch(/^[\d,]+ · ★ \d\.\d$/)
    await tab.screenshot('demo-data-desktop')
    await tab.done()
  }, 60_000)

  it('explains a visitor refused, then lets a member add, find, edit and delete a movie', async () => {
    const tab = await site.open('/data')
    await expect.poll(() => status(tab), { timeout: 20_000 }).toMatch(/movies, page 1 of/)
    const form = tab.page.getByRole('form', { name: 'Add a movie' })
    await form.getByLabel('Title').fill('Visitor Cut')
    await form.getByRole('button', { name: 'Add movie' }).click()
    await expect
      .poll(() => tab.page.getByTestId('write-message').textContent())
      .toBe('Only members may add movies: sign in first (Sign in, in the menu), then try again.')
    await becomeMember(tab)
    await form.getByLabel('Title').fill('The Member Cut')
    await form.getByLabel('Year').fill('2021')
    await form.getByRole('button', { name: 'Add movie' }).click()
    await expect.poll(() => tab.page.getByTestId('write-message').textContent()).toBe('“The Member Cut” was added.')
    await tab.page.getByLabel('Title contains').fill('Member Cut')
    await expect.poll(() => titles(tab)).toEqual(['The Member Cut'])
    await tab.page.getByRole('button', { name: 'Edit The Member Cut' }).click()
    const edit = tab.page.getByRole('form', { name: 'Edit The Member Cut' })
    await edit.getByLabel('Title').fill('The Member Cut, Extended')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect.poll(() => titles(tab)).toEqual(['The Member Cut, Extended'])
    await tab.page.getByRole('button', { name: 'Delete The Member Cut, Extended' }).click()
    await tab.page.getByRole('button', { name: 'Delete for good' }).click()
    await expect.poll(() => tab.page.getByText('No movie matches these filters.').count()).toBe(1)
    // Someone else's movie stays, and the refusal says why.
    await tab.page.getByLabel('Title contains').fill('The Lighthouse Keeper')
    await expect.poll(() => titles(tab)).toContain('The Lighthouse Keeper')
    await tab.page.getByRole('button', { name: 'Delete The Lighthouse Keeper' }).first().click()
    await tab.page.getByRole('button', { name: 'Delete for good' }).click()
    await expect
      .poll(() => tab.page.getByTestId('write-message').textContent())
      .toBe('You may delete only the movies you added yourself; this one belongs to someone else.')
    await logOut(tab)
    await tab.done(/ 403 .*\/items| 40[13] .*Movies|status of 40[13]/)
  }, 90_000)

  it('imports 1,000 rows with a progress bar and pages through them', async () => {
    const tab = await site.open('/data')
    await expect.poll(() => status(tab), { timeout: 20_000 }).toMatch(/movies, page 1 of/)
    await becomeMember(tab)
    await tab.page.getByRole('button', { name: 'Import 1,000 sample rows' }).click()
    await tab.page.getByRole('progressbar', { name: 'Import progress' }).waitFor()
    await tab.screenshot('demo-data-import-desktop')
    await expect
      .poll(() => tab.page.getByTestId('import-message').textContent(), { timeout: 30_000 })
      .toBe('1,000 movies imported.')
    await tab.page.getByLabel('Title contains').fill('Imported Reel')
    await expect.poll(() => status(tab)).toBe('1,000 movies, page 1 of 100')
    for (let page = 2; page <= 3; page++) {
      await tab.page.getByRole('button', { name: 'Next page' }).click()
      await expect.poll(() => status(tab)).toBe(`1,000 movies, page ${page} of 100`)
    }
    await logOut(tab)
    await tab.done()
  }, 90_000)
})
