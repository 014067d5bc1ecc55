// Writes the README's screenshots of the demo site to docs/ (small PNGs at 1200 × 760 and one phone
// view): starts the emulator with the demo configuration on a free port and a fresh data directory,
// opens each page in Chromium, and saves what a visitor sees first.
// Run: npx tsx scripts/demoScreenshots.ts
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { startDemoSite } from '../demo/__tests__/demoSite'

const DOCS = fileURLToPath(new URL('../docs/', import.meta.url))
const SHOTS: { name: string; path: string; width: number; height: number; prepare?: string }[] = [
  { name: 'demo-home', path: '/', width: 1200, height: 760 },
  { name: 'demo-article', path: '/article', width: 1200, height: 760 },
  { name: 'demo-gallery', path: '/gallery', width: 1200, height: 760 },
  { name: 'demo-signin', path: '/signin', width: 1200, height: 760 },
  { name: 'demo-data', path: '/data', width: 1200, height: 760 },
  { name: 'demo-article-phone', path: '/article', width: 390, height: 760 },
]

await mkdir(DOCS, { recursive: true })
const site = await startDemoSite()
try {
  for (const shot of SHOTS) {
    const tab = await site.open(shot.path)
    await tab.page.setViewportSize({ width: shot.width, height: shot.height })
    await tab.page.locator('main h1').waitFor()
    await tab.page.waitForLoadState('networkidle')
    await tab.page.waitForTimeout(800)
    await tab.page.screenshot({ path: `${DOCS}${shot.name}.png` })
    await tab.page.close()
    console.log(`docs/${shot.name}.png`)
  }
} finally {
  await site.close()
}
