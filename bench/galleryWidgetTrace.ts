// What the long tasks of scrolling the widget benchmark's 10,000-item gallery are made of:
// `npx tsx bench/galleryWidgetTrace.ts [subject, default vitrine-sync]` loads bench/galleryWidget/page.tsx (production
// React, not minified, so function names survive) in Chromium, records a Chrome trace through
// playwright-core's CDP session (devtools.timeline) while scrolling top to bottom in 1,500 px
// steps, and prints each main-thread task over 50 ms with the time spent in its parts: script
// (by function), style recalculation, layout (forced or not), paint, image decoding.
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import { launchBrowser, serveEntry } from '../fixtures/browser/harness'
import { benchPictureRoutes } from './galleryWidget/benchPicture'

const here = fileURLToPath(import.meta.url)
const root = resolve(here, '../..')

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time of the event: less than dur when the thread waited for a core. */
  tdur?: number
  pid: number
  tid: number
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> }
}

/** Self-explanatory names for the timeline events a task is made of. */
const PARTS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  'Decode Image': 'decode',
  ImageDecodeTask: 'decode',
  ParseHTML: 'parse',
}

async function main(subject: string) {
  const server = await serveEntry(resolve(root, 'bench/galleryWidget/page.tsx'), {
    define: { 'process.env.NODE_ENV': '"production"' },
    routes: benchPictureRoutes,
  })
  const browser = await launchBrowser()
  try {
    const tab = await browser.open(`${server.url}/?subject=${subject}`)
    const { page } = tab
    await page.waitForFunction(() => (window as any).__bench.firstFrame >= 0, undefined, { timeout: 60_000 })
    await page.waitForTimeout(1000)
    const cdp = await page.context().newCDPSession(page)
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])))
    const done = new Promise<void>((ok) => cdp.once('Tracing.tracingComplete', () => ok()))
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.stack',
          'v8.execute',
          'blink',
          'toplevel',
        ],
      },
      transferMode: 'ReportEvents',
    })
    const profiling = !!process.env.TRACE_PROFILE
    if (profiling) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y <= height; y += 1500) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))))
    }
    if (profiling) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
      selfTimes(profile)
    }
    await cdp.send('Tracing.end')
    await done
    const longTasks: number[] = await page.evaluate(() => (window as any).__bench.longTasks)
    console.log(`Long Tasks API while scrolling (ms): ${longTasks.map((t) => Math.round(t)).join(', ') || 'none'}`)
    report(events)
    await tab.close({ allowErrors: true })
  } finally {
    await browser.close()
    await server.close()
  }
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]
  samples: number[]
  timeDeltas: number[]
}

/** The JS functions that ran longest (self time) while scrolling, from the sampling profiler. */
function selfTimes(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)
  for (const [k, v] of top) console.log(`  self ${v.toFixed(1).padStart(8)} ms  ${k}`)
}

function report(events: TraceEvent[]) {
  // The renderer main thread that ran the most (several renderers may be in the trace).
  const mains = events.filter((e) => e.name === 'thread_name' && (e.args as any)?.name === 'CrRendererMain')
  const busy = (m: TraceEvent) =>
    events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask')
      .reduce((s, e) => s + (e.dur ?? 0), 0)
  const main = mains.sort((a, b) => busy(b) - busy(a))[0]
  if (!main) throw new Error('no renderer main thread in the trace')
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)
  // The tasks that used the most CPU, whatever their wall-clock length, are broken down below.
  const heaviest = onMain
    .filter((e) => e.name === 'RunTask')
    .sort((a, b) => Math.min(b.dur ?? 0, b.tdur ?? 0) - Math.min(a.dur ?? 0, a.tdur ?? 0))
    .slice(0, Number(process.env.TRACE_TOP ?? 6))
  if (process.env.TRACE_NAMES) {
    const names: Record<string, number> = {}
    for (const e of onMain) names[e.name] = Math.max(names[e.name] ?? 0, e.dur ?? 0)
    console.log(
      Object.entries(names)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25),
    )
  }
  for (const task of heaviest) {
    const end = task.ts + task.dur!
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
    const parts: Record<string, number> = {}
    const top = inside.filter(
      (e) =>
        PARTS[e.name] &&
        !inside.some(
          (o) =>
            o !== e &&
            PARTS[o.name] &&
            o.ts <= e.ts &&
            o.ts + o.dur! >= e.ts + e.dur! &&
            (o.dur! > e.dur! || o.ts < e.ts),
        ),
    )
    for (const e of top) parts[PARTS[e.name]!] = (parts[PARTS[e.name]!] ?? 0) + e.dur! / 1000
    // Style and layout inside script are forced (a layout read after a write).
    const forced = inside.filter(
      (e) =>
        (e.name === 'Layout' || e.name === 'UpdateLayoutTree') &&
        top.some((t) => PARTS[t.name] === 'script' && t.ts <= e.ts && t.ts + t.dur! >= e.ts + e.dur!),
    )
    const styles = inside.filter((e) => e.name === 'UpdateLayoutTree')
    const layouts = inside.filter((e) => e.name === 'Layout')
    // Script by entry point (event type, function name), summed: hundreds of transition events are one line.
    const calls: Record<string, number> = {}
    for (const e of top.filter((t) => PARTS[t.name] === 'script')) {
      const data = e.args?.data ?? {}
      const key = [e.name, data.functionName, data.type].filter(Boolean).join(' ')
      calls[key] = (calls[key] ?? 0) + e.dur! / 1000
    }
    console.log(
      `task ${(task.dur! / 1000).toFixed(1)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(1)}): ` +
        Object.entries(parts)
          .map(([k, v]) => `${k} ${v.toFixed(1)}`)
          .join(', '),
    )
    console.log(
      `  script: ${Object.entries(calls)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join('; ')}`,
    )
    console.log(
      `  style recalcs: ${styles.map((e) => `${(e.dur! / 1000).toFixed(1)} (${(e.args?.beginData as any)?.elementCount ?? (e.args as any)?.elementCount ?? '?'} el)`).join(', ')}`,
    )
    console.log(
      `  layouts: ${layouts.map((e) => `${(e.dur! / 1000).toFixed(1)}${forced.includes(e) ? ' forced' : ''}`).join(', ')}`,
    )
    const paints = top.filter((e) => PARTS[e.name] === 'paint')
    const sub: Record<string, number> = {}
    for (const p of paints)
      for (const e of inside)
        if (e !== p && e.ts >= p.ts && e.ts + e.dur! <= p.ts + p.dur!) sub[e.name] = (sub[e.name] ?? 0) + e.dur! / 1000
    console.log(
      `  paint: ${paints.map((p) => `${p.name} ${(p.dur! / 1000).toFixed(1)}`).join(', ')}; inside: ${Object.entries(
        sub,
      )
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join(', ')}`,
    )
    const decodes = inside.filter((e) => PARTS[e.name] === 'decode')
    if (decodes.length)
      console.log(`  decodes: ${decodes.length}, ${decodes.reduce((s, e) => s + e.dur!, 0) / 1000} ms`)
  }
  const durations = tasks.map((t) => t.dur! / 1000).sort((a, b) => b - a)
  const cpu = tasks.map((t) => (t.tdur ?? 0) / 1000).sort((a, b) => b - a)
  console.log(
    `CPU time of those tasks (thread time), longest: ${cpu
      .slice(0, 8)
      .map((d) => d.toFixed(0))
      .join(', ')} ms`,
  )
  const runs = onMain.filter((e) => e.name === 'RunTask')
  const sum = (f: (e: TraceEvent) => number) => runs.reduce((a, e) => a + f(e), 0) / 1000
  const over = runs.filter((e) => (e.tdur ?? 0) > (e.dur ?? 0) + 1000).length
  console.log(
    `all main-thread tasks: wall ${sum((e) => e.dur ?? 0).toFixed(0)} ms, CPU ${sum((e) => e.tdur ?? 0).toFixed(0)} ms; ` +
      `CPU above wall clock in ${over} of ${runs.length}`,
  )
  // Thread time, capped at wall clock: a few events report more thread time than wall time.
  const all = onMain
    .filter((e) => e.name === 'RunTask')
    .map((t) => Math.min(t.dur ?? 0, t.tdur ?? 0) / 1000)
    .sort((a, b) => b - a)
  console.log(
    `longest main-thread tasks by CPU time: ${all
      .slice(0, 8)
      .map((d) => d.toFixed(0))
      .join(', ')} ms`,
  )
  console.log(
    `${tasks.length} main-thread task(s) over 50 ms wall clock, longest ${durations
      .slice(0, 5)
      .map((d) => d.toFixed(0))
      .join(', ')} ms`,
  )
}

await main(process.argv[2] ?? 'vitrine-sync')
