// The gallery widget in Chromium (Debian's /usr/bin/chromium through playwright-core), in the same
// run as react-photo-album 3.6.1's rows layout rendering the same 10,000 items: time from
// root.render() to the first animation frame with item elements, the most item elements in the DOM
// while scrolling top to bottom, and the longest task (Long Tasks API, tasks over 50 ms) while
// loading and scrolling. Plus the gzip size of the widget's initial chunk (esbuild, minified,
// splitting, React external). Pages are production builds; each subject is loaded 3 times (WIDGET_BENCH_ROUNDS) in
// alternation and the median is reported.
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { launchBrowser, serveEntry } from '../fixtures/browser/harness'
import { benchPictureRoutes } from './galleryWidget/benchPicture'
import { fmt, type BenchRow } from './harness'

/** Heading of this benchmark's table. */
export const title = 'Gallery widget in Chromium: 10,000 items, Vitrine <Gallery> and react-photo-album'

const here = fileURLToPath(import.meta.url)
const root = resolve(here, '../..')
const ROUNDS = Number(process.env.WIDGET_BENCH_ROUNDS ?? 3)

interface PageFigures {
  firstFrame: number
  maxElements: number
  longestTask: number
  longestLoadTask: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function initialChunkKiB(): Promise<number> {
  const result = await build({
    stdin: { contents: "export { Gallery } from './ui-react/gallery'", resolveDir: root, loader: 'ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: '/out',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const entry = result.outputFiles.find((f) => f.path === '/out/stdin.js')!
  return gzipSync(entry.contents).length / 1024
}

export default async function run(): Promise<BenchRow[]> {
  const server = await serveEntry(resolve(root, 'bench/galleryWidget/page.tsx'), {
    define: { 'process.env.NODE_ENV': '"production"' },
    routes: benchPictureRoutes,
  })
  const browser = await launchBrowser()
  const figures: Record<string, PageFigures[]> = { vitrine: [], 'react-photo-album': [] }
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const subject of Object.keys(figures)) {
        const tab = await browser.open(`${server.url}/?subject=${subject}`)
        const { page } = tab
        page.on('crash', () => console.error(`${subject}: page crashed`))
        await page.waitForFunction(() => (window as any).__bench.firstFrame >= 0, undefined, { timeout: 60_000 })
        await page.waitForTimeout(1000)
        // Tasks of loading (render, layout, the store's first build) are kept apart from scrolling's.
        const loadTasks: number[] = await page.evaluate(() => (window as any).__bench.longTasks.splice(0))
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        let maxElements = 0
        for (let y = 0; y <= height; y += 1500) {
          await page.evaluate((top) => window.scrollTo(0, top), y)
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
          const count = await page.evaluate(() => document.querySelectorAll((window as any).__bench.selector).length)
          maxElements = Math.max(maxElements, count)
        }
        const { firstFrame, longTasks } = await page.evaluate(() => (window as any).__bench)
        figures[subject]!.push({
          firstFrame,
          maxElements,
          longestTask: Math.max(0, ...longTasks),
          longestLoadTask: Math.max(0, ...loadTasks),
        })
        await tab.close({ allowErrors: true })
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }
  const rows: BenchRow[] = []
  const anchor = median(figures['react-photo-album']!.map((f) => f.firstFrame))
  for (const [subject, list] of Object.entries(figures)) {
    const first = median(list.map((f) => f.firstFrame))
    rows.push({
      case: '10,000 items, 980 px',
      subject,
      'first frame ms': fmt(first, 1),
      'vs react-photo-album': `${fmt(first / anchor, 2)}×`,
      'max item elements': Math.max(...list.map((f) => f.maxElements)),
      'longest task scrolling ms (0: none over 50)': fmt(median(list.map((f) => f.longestTask)), 0),
      'longest task loading ms': fmt(median(list.map((f) => f.longestLoadTask)), 0),
    })
  }
  rows.push({ case: 'initial chunk (react external)', subject: 'vitrine', 'KiB gzip': fmt(await initialChunkKiB(), 1) })
  return rows
}
