// The gallery layouter's cold first call in Chromium (Debian's /usr/bin/chromium through
// playwright-core), with the Node bench's own subjects (bench/gallery.bench.ts, bundled into one
// page script, bench/galleryCold/page.ts): Vitrine collage, the minimal greedy rows floor and
// react-photo-album 3.6.1 rows at 100,000 items, Vitrine collage and pro-layouts 5.0.148 collage
// at 10,000. Every call lays out and reads every box, as in the Node bench.
// Each measurement opens a fresh page in a new browser context (so a new renderer process, no
// compiled code, heap or HTTP cache from another one), loads the script, makes the items, forces a
// collection through CDP and waits 300 ms idle, then times the FIRST call: wall time with
// performance.now() in the page, and CPU from CDP Performance.getMetrics before and after it:
// ThreadTime (the renderer's main thread, what a visitor waits for); and the CPU of the whole
// renderer process (also V8's background compilation and the collector's helper threads) from
// Linux's /proc/<renderer pid>/task/*/schedstat (nanoseconds; CDP's ProcessTime counts in 10 ms
// ticks), the page's renderer found among CDP SystemInfo.getProcessInfo's as the one whose main
// thread's CPU grew most nearly by the page's ThreadTime while the page made its items (Chromium
// keeps spare renderers; pages where none matched are left out of that column's median). Then the
// same again for a second call in the same page. Median of COLD_BENCH_PAGES (5) pages per subject
// and size, subjects interleaved (A, B, C, A, B, C, ...). Throws if a subject made no boxes, the
// wrong number of boxes or an empty one, or if its two calls read different boxes.
import { readFileSync, readdirSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { BrowserContext, CDPSession } from 'playwright-core'
import { launchBrowser, serve } from '../fixtures/browser/harness'
import { fmt, median, type BenchRow } from './harness'
import type { ColdBench, ColdCall, ColdSubject } from './galleryCold/page'

/** Heading of this benchmark's table. */
export const title =
  'Gallery layouter in Chromium: cold first call and second call in a fresh page (layout + read every box)'

const here = fileURLToPath(import.meta.url)
const PAGES = Number(process.env.COLD_BENCH_PAGES ?? 5)
const IDLE_MS = 300
const BIG = 100_000
const PRO_N = 10_000
const CASES: readonly (readonly [ColdSubject, number])[] = [
  ['collage', BIG],
  ['rpa', BIG],
  ['floor', BIG],
  ['collage', PRO_N],
  ['pro', PRO_N],
]

/** One call's figures, in ms. */
interface Figures {
  wall: number
  main: number
  process: number
}

/** The page script: the Node bench's module with its Node-only imports stubbed (never called in the page). */
async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [resolve(here, '../galleryCold/page.ts')],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.BENCH_GALLERY_BIG': 'undefined',
      'process.env.BENCH_GALLERY_CHILD': 'undefined',
    },
    plugins: [
      {
        name: 'node-stubs',
        setup(b) {
          b.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: 'node-stub' }))
          b.onLoad({ filter: /.*/, namespace: 'node-stub' }, () => ({
            contents: 'export const readFileSync = () => "", fileURLToPath = () => "", spawn = () => undefined',
            loader: 'js',
          }))
        },
      },
    ],
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

/** The ids of Chromium's renderer processes (a browser-level CDP session). */
async function rendererPids(browserCdp: CDPSession): Promise<Set<number>> {
  const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo')
  return new Set(processInfo.filter((p) => p.type === 'renderer').map((p) => p.id))
}

/** CPU milliseconds of one thread (Linux: the first field of its schedstat; NaN elsewhere). */
function threadCpuMs(pid: number, tid: number | string): number {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6
  } catch {
    return Number.NaN
  }
}

/** CPU milliseconds of every thread of process `pid` (Linux; NaN elsewhere or without a pid). */
function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN
  try {
    // A thread that ended between the listing and the read counts as 0.
    return readdirSync(`/proc/${pid}/task`).reduce((sum, tid) => sum + (threadCpuMs(pid, tid) || 0), 0)
  } catch {
    return Number.NaN
  }
}

/**
 * Runs `work` in the page and returns the page's renderer: the renderer whose main thread's CPU
 * grew most nearly by the page's ThreadTime (within 2 ms or 10 %), or undefined if none did.
 */
async function rendererDuring(
  browserCdp: CDPSession,
  cdp: CDPSession,
  work: () => Promise<unknown>,
): Promise<number | undefined> {
  const mains = async () => new Map([...(await rendererPids(browserCdp))].map((pid) => [pid, threadCpuMs(pid, pid)]))
  const [before, t0] = [await mains(), (await metrics(cdp, undefined)).main]
  await work()
  const [after, t1] = [await mains(), (await metrics(cdp, undefined)).main]
  const grew = t1 - t0
  const [best] = [...after]
    .map(([pid, ms]) => ({ pid, off: Math.abs(ms - (before.get(pid) ?? 0) - grew) }))
    .sort((a, b) => a.off - b.off)
  return best && best.off < Math.max(2, grew / 10) ? best.pid : undefined
}

/** The renderer main thread's CPU (CDP ThreadTime) and the renderer process's, in ms. */
async function metrics(cdp: CDPSession, pid: number | undefined): Promise<{ main: number; process: number }> {
  const { metrics: list } = await cdp.send('Performance.getMetrics')
  const thread = list.find((m) => m.name === 'ThreadTime')
  if (!thread) throw new Error('Performance.getMetrics has no ThreadTime')
  return { main: thread.value * 1000, process: processCpuMs(pid) }
}

/** A fresh context and page: load, prepare, collect, idle, then the first and the second call. */
async function measure(
  newContext: () => Promise<BrowserContext>,
  browserCdp: CDPSession,
  url: string,
  subject: ColdSubject,
  n: number,
): Promise<{ first: Figures; second: Figures }> {
  const context = await newContext()
  try {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(url)
    await page.waitForFunction(() => 'coldBench' in window)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const pid = await rendererDuring(browserCdp, cdp, () =>
      page.evaluate(([s, size]) => (window as unknown as { coldBench: ColdBench }).coldBench.prepare(s, size), [
        subject,
        n,
      ] as const),
    )
    if (pid === undefined) console.warn(`${subject} ${n}: the page's renderer process was not found; no process CPU`)
    const timed = async (): Promise<Figures & { sum: number }> => {
      await cdp.send('HeapProfiler.collectGarbage')
      await page.waitForTimeout(IDLE_MS)
      const before = await metrics(cdp, pid)
      const call: ColdCall = await page.evaluate(() => (window as unknown as { coldBench: ColdBench }).coldBench.call())
      const after = await metrics(cdp, pid)
      return { wall: call.ms, main: after.main - before.main, process: after.process - before.process, sum: call.sum }
    }
    const first = await timed()
    const second = await timed()
    const boxes = await page.evaluate(() => (window as unknown as { coldBench: ColdBench }).coldBench.check())
    if (boxes !== n) throw new Error(`${subject} ${n}: ${boxes} boxes`)
    if (first.sum !== second.sum) throw new Error(`${subject} ${n}: first and second call read different boxes`)
    if (errors.length) throw new Error(`${subject} ${n}: page errors: ${errors.join('; ')}`)
    return { first, second }
  } finally {
    await context.close()
  }
}

const key = (subject: ColdSubject, n: number) => `${subject}@${n}`

export default async function run(): Promise<BenchRow[]> {
  const js = await bundle()
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vitrine cold layouter</title>' +
    '<link rel="icon" href="data:,"></head><body><script type="module" src="/page.js"></script></body></html>'
  // Cross-origin isolated (the Node bench's module makes a SharedArrayBuffer), never cached.
  const server = await serve((req, res) => {
    const headers = {
      'cache-control': 'no-store',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    }
    if (req.url === '/page.js') {
      res.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' })
      return res.end(js)
    }
    res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  })
  const browser = await launchBrowser()
  const load: number[] = [loadavg()[0]]
  const firsts = new Map<string, Figures[]>()
  const seconds = new Map<string, Figures[]>()
  try {
    const owner = browser.context.browser()
    if (!owner) throw new Error('no browser behind the launched context')
    const browserCdp = await owner.newBrowserCDPSession()
    for (let page = 0; page < PAGES; page++) {
      for (const [subject, n] of CASES) {
        const { first, second } = await measure(() => owner.newContext(), browserCdp, server.url, subject, n)
        firsts.set(key(subject, n), [...(firsts.get(key(subject, n)) ?? []), first])
        seconds.set(key(subject, n), [...(seconds.get(key(subject, n)) ?? []), second])
      }
      load.push(loadavg()[0])
    }
    const version = owner.version()
    const found = [...firsts.values()].flat().filter((f) => Number.isFinite(f.process)).length
    const rows: BenchRow[] = []
    for (const [state, all] of [
      ['first call', firsts],
      ['second call', seconds],
    ] as const) {
      const med = (subject: ColdSubject, n: number, clock: keyof Figures) =>
        median(
          all
            .get(key(subject, n))!
            .map((f) => f[clock])
            .filter(Number.isFinite),
        )
      for (const clock of ['wall', 'main', 'process'] as const) {
        const label = { wall: 'wall', main: 'main thread CPU', process: 'renderer process CPU' }[clock]
        const [c, r, f] = (['collage', 'rpa', 'floor'] as const).map((s) => med(s, BIG, clock))
        const [c10, p10] = (['collage', 'pro'] as const).map((s) => med(s, PRO_N, clock))
        rows.push({
          case: `${state}, ${label}`,
          subject: `Chromium ${version}`,
          'collage 100k ms': fmt(c),
          'floor ms': fmt(f),
          'react-photo-album ms': fmt(r),
          'x floor': fmt(c / f),
          'x react-photo-album': fmt(c / r),
          'collage 10k ms': fmt(c10),
          'pro-layouts 10k ms': fmt(p10),
          'vitrine x faster': fmt(p10 / c10, 0),
        })
      }
    }
    rows.push({
      case: 'load average (1 min)',
      subject: `${PAGES} pages per subject`,
      min: fmt(Math.min(...load), 1),
      max: fmt(Math.max(...load), 1),
      'pages with process CPU': `${found}/${PAGES * CASES.length}`,
    })
    return rows
  } finally {
    await browser.close()
    await server.close()
  }
}
