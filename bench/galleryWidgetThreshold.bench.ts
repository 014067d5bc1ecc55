// Where the gallery's layout worker starts to pay (LAYOUT_WORKER_THRESHOLD): in Chromium, for 10,000
// to 100,000 items (collage, 980 px), each in a fresh page: the cold synchronous layout alone
// (`buildBlueprintNow`, the first call in the page, ?subject=layout), and the whole first render on
// the main thread (?subject=vitrine-sync: time to the first frame with items and the longest task
// while loading, Long Tasks API) against the package's worker (?subject=vitrine-worker: time to the
// first frame, which shows the main thread's preview of the first 1,000 items, and the longest task
// while loading: the preview and the items' normalisation stay on the main thread). Median of WIDGET_BENCH_ROUNDS (3) loads per
// subject and size, subjects alternating; the one-minute load average is printed per size.
import { loadavg } from 'node:os'
import { launchBrowser } from '../fixtures/browser/harness'
import { serveBenchPage } from './galleryWidget.bench'
import { fmt, type BenchRow } from './harness'

/** Heading of this benchmark's table. */
export const title = 'Gallery widget: main-thread layout or worker, by number of items (Chromium)'

const ROUNDS = Number(process.env.WIDGET_BENCH_ROUNDS ?? 3)
const COUNTS = [10_000, 15_000, 20_000, 25_000, 50_000, 100_000]
const SUBJECTS = ['layout', 'vitrine-sync', 'vitrine-worker'] as const

interface Load {
  layoutMs: number
  firstFrame: number
  longestLoadTask: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export default async function run(): Promise<BenchRow[]> {
  const server = await serveBenchPage()
  const browser = await launchBrowser()
  const rows: BenchRow[] = []
  try {
    for (const count of COUNTS) {
      const seen: Record<string, Load[]> = Object.fromEntries(SUBJECTS.map((s) => [s, []]))
      const loads: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        for (const subject of SUBJECTS) {
          const tab = await browser.open(`${server.url}/?subject=${subject}&count=${count}`)
          const { page } = tab
          await page.waitForFunction(() => (window as any).__bench.firstFrame >= 0, undefined, { timeout: 60_000 })
          await page.waitForTimeout(500)
          const bench = await page.evaluate(() => (window as any).__bench)
          seen[subject]!.push({
            layoutMs: bench.layoutMs,
            firstFrame: bench.firstFrame,
            longestLoadTask: Math.max(0, ...bench.longTasks),
          })
          await tab.close({ allowErrors: true })
        }
        loads.push(loadavg()[0]!)
      }
      const sync = seen['vitrine-sync']!
      rows.push({
        case: `${count.toLocaleString('en')} items, 980 px`,
        subject: 'vitrine collage',
        'cold layout ms (buildBlueprintNow)': fmt(median(seen.layout!.map((l) => l.layoutMs)), 1),
        'main thread: first frame ms': fmt(median(sync.map((l) => l.firstFrame)), 1),
        'main thread: longest loading task ms': fmt(median(sync.map((l) => l.longestLoadTask)), 0),
        'worker: first frame ms': fmt(median(seen['vitrine-worker']!.map((l) => l.firstFrame)), 1),
        'worker: longest loading task ms': fmt(median(seen['vitrine-worker']!.map((l) => l.longestLoadTask)), 0),
        'load avg': loads.map((l) => fmt(l, 1)).join(' '),
      })
    }
  } finally {
    await browser.close()
    await server.close()
  }
  return rows
}
