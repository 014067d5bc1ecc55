import { afterAll, beforeAll } from 'vitest'
import {
  launchBrowser,
  serveEntry,
  type TestBrowser,
  type TestPage,
  type TestServer,
} from '../../../fixtures/browser/harness'
import { pictureRoutes } from './testPictures'

/**
 * A gallery test page (`entry`, default gallery.entry.tsx, with 60 test pictures) served and Chromium
 * launched before the calling file's tests, both closed after them. `open('?preset=grid')` opens a tab
 * on that page.
 */
export function galleryInChromium(entry = 'gallery.entry.tsx'): { open(query: string): Promise<TestPage> } {
  let browser: TestBrowser | undefined
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await serveEntry(new URL(`./${entry}`, import.meta.url).pathname, { routes: pictureRoutes(60) })
    browser = await launchBrowser()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })
  return { open: (query) => browser!.open(`${server!.url}/${query}`) }
}
