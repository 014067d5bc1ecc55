// The gallery widget in Chromium (Debian's /usr/bin/chromium through playwright-core), in the same
// run as react-photo-album 3.6.1's rows layout rendering the same 10,000 items: time from
// root.render() to the first animation frame with item elements, the most item elements in the DOM
// while scrolling top to bottom, and the longest task (Long Tasks API, tasks over 50 ms) while
// loading and scrolling; and, from a Chrome trace of the scrolling, the most CPU (thread time) one
// main-thread task used, since on a shared machine a task's wall clock includes waiting for a core
// (the one-minute load average is printed with each run). Plus the gzip size of the widget's initial chunk (esbuild, minified,
// splitting, React external). Pages are production builds; each subject is loaded 3 times (WIDGET_BENCH_ROUNDS) in
// alternation and the median is reported. Vitrine twice: the default (10,000 items are under the
// layout worker threshold, so the main thread lays out) and the package's worker forced
// (layoutWorkerThreshold 0).
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import { loadavg } from 'node:os'
import { build } from 'esbuild'
import { initialBundleOf } from './bundleSize'
import { GALLERY_ENTRY } from './galleryWeight'
import { launchBrowser, serveEntry } from '../fixtures/browser/harness'
import { benchPictureRoutes } from './galleryWidget/benchPicture'
import { fmt, type BenchRow } from './harness'
import { startTaskTrace, type TaskFigures } from './galleryWidget/taskTrace'

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
  /** The scrolling's main-thread tasks from a trace: wall clock and CPU (thread) time. */
  trace: TaskFigures
  /** One-minute load average when the subject finished scrolling. */
  load: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * The gallery's initial JavaScript as a page bundles `vitrine/react/gallery`'s `<Gallery>` (the
 * package entry with the browser's ports; bench/bundleSize.ts: React external, its other dependencies
 * included, the entry and its static chunks gzipped at level 9). Also used by
 * `ui-react/gallery/__tests__/initialBundle.test.ts`; `npx tsx bench/galleryWeight.ts` prints it alone
 * with its breakdown.
 */
export const galleryInitialBundle = () => initialBundleOf(GALLERY_ENTRY)

/** Serves the bench page (production build) and the package's layout worker beside it. */
export async function serveBenchPage() {
  // The package's layout worker, where the page's `new URL('./layoutWorker.worker.js', import.meta.url)` points.
  const worker = await build({
    entryPoints: [resolve(root, 'adapters/browser/layoutWorker.worker.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  })
  return serveEntry(resolve(root, 'bench/galleryWidget/page.tsx'), {
    define: { 'process.env.NODE_ENV': '"production"' },
    routes: {
      ...benchPictureRoutes,
      '/layoutWorker.worker.js': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=3600' })
        res.end(worker.outputFiles[0]!.text)
      },
    },
  })
}

export default async function run(): Promise<BenchRow[]> {
  const server = await serveBenchPage()
  const browser = await launchBrowser()
  const figures: Record<string, PageFigures[]> = {
    vitrine: [],
    'vitrine-worker': [],
    'react-photo-album': [],
  }
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
        const stopTrace = await startTaskTrace(page)
        let maxElements = 0
        for (let y = 0; y <= height; y += 1500) {
          await page.evaluate((top) => window.scrollTo(0, top), y)
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
          const count = await page.evaluate(() => document.querySelectorAll((window as any).__bench.selector).length)
          maxElements = Math.max(maxElements, count)
        }
        const trace = await stopTrace()
        const { firstFrame, longTasks } = await page.evaluate(() => (window as any).__bench)
        figures[subject]!.push({
          firstFrame,
          maxElements,
          longestTask: Math.max(0, ...longTasks),
          longestLoadTask: Math.max(0, ...loadTasks),
          trace,
          load: loadavg()[0]!,
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
      'scrolling: longest task CPU ms (trace)': fmt(median(list.map((f) => f.trace.longestCpu)), 1),
      'tasks >50 ms wall / >50 ms CPU': `${median(list.map((f) => f.trace.over50Wall))} / ${median(list.map((f) => f.trace.over50Cpu))}`,
      'load avg': list.map((f) => fmt(f.load, 1)).join(' '),
    })
  }
  const initial = await galleryInitialBundle()
  rows.push({
    case: 'initial JS: entry + static chunks, React external (target 20 KiB)',
    subject: 'vitrine',
    'KiB gzip': fmt(initial.gzipBytes / 1024, 2),
  })
  return rows
}
