// The gallery layouter against react-photo-album rows (the anchor measured the same way), a minimal
// greedy rows pass (the floor) and pro-layouts 5 (the reference implementation), seeded items with
// sides of 200 to 4,000 px, width 980, spacing 10. Every timed call lays out AND reads every box's
// offset and size (react-photo-album's offsets are summed from its tracks, as its renderer does).
// Times are process CPU time (all threads, garbage collection included): the 2-core machine is
// shared, and wall time there moves with the other processes' load. Cold calls are also timed in
// the main thread's CPU time alone (Linux), what a page's user waits for: a browser, like Node,
// compiles optimized code and sweeps garbage on other threads.
// Three states, each in its own child process so none inherits another's compiled code or heap:
//   cold   the first call in a fresh process (one process per subject and size, median of 3),
//          in process CPU time and in the main thread's CPU time;
//   used   the median of interleaved rounds in a process that first laid out 1,000 and 10,000
//          items with collage, grid, masonry, react-photo-album and pro-layouts (global.gc()
//          between measurements, and before each timed sample);
//   steady the median of interleaved rounds after a warm-up of the same calls only.
// Also, why the cold calls cost what they do: the CPU time TurboFan spends compiling in each first
// call, with synchronous compilation so each job is timed alone (`compileCost`).
// Each subject keeps its last result referenced until its next call, as a page keeps what it shows.
// Targets: collage at 100k within 2x the floor and at most 0.5x react-photo-album rows; at 10k at
// least 50x faster than pro-layouts collage; at most 250 retained bytes per item.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createLayout as proCreateLayout } from 'pro-layouts'
import { addPresetOptions, defaultOptions, processLayouts } from 'pro-gallery-lib'
import { computeMasonryLayout, computeRowsLayout } from 'react-photo-album'
import justifiedLayout from 'justified-layout'
import { appendToLayout, createLayout, resolveOptions, type Layout } from '../core/gallery'
import { cpuMs, fmt, median, retainedBytes, runChild, runChildOutput, seeded, timeIt, type BenchRow } from './harness'

export const title = 'Gallery layouter: cold first call, used process and steady state (layout + read every box)'

/** Container width of every bench layout (px). */
export const WIDTH = 980
const SPACING = 10
const ROW_HEIGHT = 250
const BIG = Number(process.env.BENCH_GALLERY_BIG ?? 100_000)
const PRO_N = 10_000
const SELF = fileURLToPath(import.meta.url)
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined)
const SETTLE_MS = 100

/**
 * A full collection, then an idle pause before the clock starts: the collector sweeps on
 * background threads after `gc()`, and process CPU time counts every thread, so without the pause
 * the next timed call pays for sweeping what the previous subject left.
 */
async function settle(): Promise<void> {
  gc()
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
}

/**
 * Median CPU milliseconds of each subject over interleaved rounds (A, B, C, A, B, C, ...), each
 * call after {@link settle}, after `warmup` untimed rounds.
 */
async function interleaved<TKey extends string>(
  fns: Record<TKey, () => unknown>,
  warmup: number,
  rounds: number,
): Promise<Record<TKey, number>> {
  const keys = Object.keys(fns) as TKey[]
  const samples = new Map<TKey, number[]>(keys.map((k) => [k, []]))
  for (let r = -warmup; r < rounds; r++) {
    for (const k of keys) {
      await settle()
      const t0 = cpuMs()
      fns[k]()
      if (r >= 0) samples.get(k)!.push(cpuMs() - t0)
    }
  }
  return Object.fromEntries(keys.map((k) => [k, median(samples.get(k)!)])) as Record<TKey, number>
}

const nudge = new Int32Array(new SharedArrayBuffer(4))
/**
 * CPU milliseconds of the main thread alone (Linux; NaN elsewhere): the first field of its
 * schedstat (its thread id is the process id). The kernel brings that figure up to date only when
 * the thread is scheduled (every tick, up to 4 ms late), so a 50 µs sleep comes first.
 */
function mainThreadMs(): number {
  try {
    Atomics.wait(nudge, 0, 0, 0.05)
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6
  } catch {
    return Number.NaN
  }
}

/** A bench item: an id and the image's sides. */
export type Item = { id: string; width: number; height: number }
/** `n` seeded items with sides of 200 to 4,000 px. */
export function makeItems(n: number, seed = 42): Item[] {
  const r = seeded(seed)
  return Array.from({ length: n }, (_, i) => ({
    id: `item-${i}`,
    width: 200 + Math.floor(r() * 3800),
    height: 200 + Math.floor(r() * 3800),
  }))
}

const COLLAGE = resolveOptions({ layoutParams: { structure: { galleryLayout: 'collage', itemSpacing: SPACING } } })
const columns3 = (galleryLayout: string) =>
  resolveOptions({
    layoutParams: {
      structure: {
        galleryLayout,
        itemSpacing: SPACING,
        responsiveMode: 'SET_ITEMS_PER_ROW',
        numberOfColumns: 3,
        layoutOrientation: 'VERTICAL',
      },
    },
  })
const GRID = columns3('grid')
const MASONRY = columns3('masonry')

// pro-layouts takes pro-gallery's flat options after its presets and corrections.
export function proOptions(layout: number): Record<string, unknown> {
  const flat: Record<string, unknown> = {
    ...(defaultOptions as Record<string, unknown>),
    layoutParams_structure_galleryLayout: layout,
    layoutParams_structure_itemSpacing: SPACING,
  }
  if (layout !== 0)
    Object.assign(flat, {
      layoutParams_structure_responsiveMode: 'SET_ITEMS_PER_ROW',
      layoutParams_structure_numberOfColumns: 3,
    })
  return processLayouts(addPresetOptions(flat), false) as Record<string, unknown>
}

type Box = { offset: { top: number; left: number }; width: number; height: number }
/** Reads every box as a renderer would; the sum keeps the reads from being optimized away. */
export function readBoxes(items: readonly Box[]): number {
  let sum = 0
  for (let i = 0; i < items.length; i++) {
    const it = items[i]
    sum += it.offset.top + it.offset.left + it.width + it.height
  }
  return sum
}
// Each subject's boxes are read by a function of its own, as each library's own renderer reads only
// its boxes. One reader shared by every subject met Vitrine's item views, the floor's plain objects
// and pro-layouts' item schemes in a used process, went megamorphic, and then read Vitrine's getters
// through the slow generic path: that, not the layouter, doubled the used-process figure.
/** {@link readBoxes} for Vitrine's layouts only. */
function readVitrineBoxes(items: readonly Box[]): number {
  let sum = 0
  for (let i = 0; i < items.length; i++) {
    const it = items[i]
    sum += it.offset.top + it.offset.left + it.width + it.height
  }
  return sum
}
/** {@link readBoxes} for the floor's boxes only. */
function readFloorBoxes(items: readonly Box[]): number {
  let sum = 0
  for (let i = 0; i < items.length; i++) {
    const it = items[i]
    sum += it.offset.top + it.offset.left + it.width + it.height
  }
  return sum
}
/** {@link readBoxes} for pro-layouts' boxes only. */
function readProBoxes(items: readonly Box[]): number {
  let sum = 0
  for (let i = 0; i < items.length; i++) {
    const it = items[i]
    sum += it.offset.top + it.offset.left + it.width + it.height
  }
  return sum
}

// The floor: greedy rows at the target height, the same output shape, whole pixels.
function floorRows(items: readonly Item[]) {
  const out: { id: string; idx: number; offset: { top: number; left: number }; width: number; height: number }[] =
    new Array(items.length)
  let top = 0
  let start = 0
  let sum = 0
  for (let i = 0; i < items.length; i++) {
    sum += items[i].width / items[i].height
    const h = (WIDTH - (i - start) * SPACING) / sum
    if (h <= ROW_HEIGHT || i === items.length - 1) {
      let left = 0
      for (let j = start; j <= i; j++) {
        const w = Math.round((items[j].width / items[j].height) * h)
        out[j] = { id: items[j].id, idx: j, offset: { top, left }, width: w, height: Math.round(h) }
        left += w + SPACING
      }
      top += Math.round(h) + SPACING
      start = i + 1
      sum = 0
    }
  }
  return { width: WIDTH, height: top - SPACING, items: out }
}

/** react-photo-album's input. */
export type Photos = { src: string; key: string; width: number; height: number }[]
/** The items as react-photo-album photos. */
export const photosOf = (items: readonly Item[]): Photos =>
  items.map((it) => ({ src: it.id, key: it.id, width: it.width, height: it.height }))

/**
 * The timed subjects: each lays out and reads every box. Each keeps the result it made until its
 * next call, as a page keeps the layout it shows while it computes the next one. `shown` receives
 * those results (by subject name), so a caller can check what a timed call made.
 */
export function subjects(
  items: readonly Item[],
  photos: Photos,
  shown: Record<string, unknown> = {},
): Record<string, () => number> {
  return {
    collage: () => {
      const layout = createLayout({ items, container: { width: WIDTH }, options: COLLAGE }) as Layout
      shown.collage = layout
      return readVitrineBoxes(layout.items)
    },
    rpa: () => {
      const layout = computeRowsLayout(photos, SPACING, 0, WIDTH, ROW_HEIGHT)
      shown.rpa = layout
      let sum = 0
      let top = 0
      for (const track of layout?.tracks ?? []) {
        let left = 0
        for (const { width, height } of track.photos) {
          sum += top + left + width + height
          left += width + SPACING
        }
        top += track.photos[0].height + SPACING
      }
      return sum
    },
    floor: () => {
      const layout = floorRows(items)
      shown.floor = layout
      return readFloorBoxes(layout.items)
    },
  }
}

/** pro-layouts' collage of `items`, reading every box (the sum keeps the reads). */
export const proCollage = (items: readonly Item[], styleParams: Record<string, unknown>) => () =>
  readProBoxes(
    (
      proCreateLayout({ items, container: { width: WIDTH, height: 500 }, styleParams, options: {} } as never) as {
        items: Box[]
      }
    ).items,
  )

/** What a page that ran other layouts first has done: each layouter at 1,000 and 10,000 items. */
function runOtherLayoutsFirst(): void {
  for (const n of [1000, 10_000]) {
    const items = makeItems(n, n)
    const photos = photosOf(items)
    for (const options of [COLLAGE, GRID, MASONRY]) {
      gc()
      readVitrineBoxes((createLayout({ items, container: { width: WIDTH }, options }) as Layout).items)
    }
    gc()
    computeRowsLayout(photos, SPACING, 0, WIDTH, ROW_HEIGHT)
    gc()
    computeMasonryLayout(photos, SPACING, 0, WIDTH, 3)
    for (const layout of [0, 2, 1]) {
      gc()
      proCollage(items, proOptions(layout))()
    }
  }
  gc()
}

type ChildResult = Record<string, number>

const COMPILE_BEGIN = '--- first call begins ---'
const COMPILE_END = '--- first call ends ---'
/** V8's line for a finished optimizing job: '... took <prepare>, <execute>, <finalize> ms'. */
const COMPILE_JOB = /^\[completed compiling .* took ([\d.]+), ([\d.]+), ([\d.]+) ms\]$/

/**
 * CPU milliseconds TurboFan spent compiling during the first call of `subject` at `n` items in a
 * fresh process, and the number of jobs: compiled synchronously on the main thread
 * (`--no-concurrent-recompilation --no-concurrent-osr`) so each job's time is its own, summed from
 * `--trace-opt`. With concurrent compilation (the default, and the timed cold calls) the same jobs
 * run on other threads: process CPU counts them, and the main thread runs slower code until they end.
 */
async function compileCost(subject: string, n: number): Promise<{ ms: number; jobs: number }> {
  const out = await runChildOutput(SELF, { BENCH_GALLERY_CHILD: `compile:${subject}:${n}` }, [
    '--no-concurrent-recompilation',
    '--no-concurrent-osr',
    '--trace-opt',
  ])
  const lines = out.split('\n')
  const from = lines.indexOf(COMPILE_BEGIN)
  const to = lines.indexOf(COMPILE_END)
  if (from < 0 || to < from) throw new Error(`compile:${subject}:${n}: the call's marks are missing`)
  let ms = 0
  let jobs = 0
  for (const line of lines.slice(from + 1, to)) {
    const m = COMPILE_JOB.exec(line)
    if (!m) continue
    ms += Number(m[1]) + Number(m[2]) + Number(m[3])
    jobs++
  }
  if (jobs === 0) throw new Error(`compile:${subject}:${n}: no compile job traced (has --trace-opt's format changed?)`)
  return { ms, jobs }
}

/** Child process work, chosen by BENCH_GALLERY_CHILD: 'cold:<subject>:<n>', 'used' or 'steady'. */
async function child(mode: string): Promise<ChildResult> {
  const [kind, subject, size] = mode.split(':')
  if (kind === 'cold' || kind === 'compile') {
    const items = makeItems(Number(size))
    const fn = subject === 'pro' ? proCollage(items, proOptions(0)) : subjects(items, photosOf(items))[subject]
    await settle()
    if (kind === 'compile') {
      // Run with synchronous compilation and --trace-opt: the parent sums the jobs between the marks.
      console.log(COMPILE_BEGIN)
      fn()
      console.log(COMPILE_END)
      return {}
    }
    const m0 = mainThreadMs()
    const t0 = cpuMs()
    fn()
    const ms = cpuMs() - t0
    return { ms, mainMs: mainThreadMs() - m0 }
  }
  if (kind === 'used') runOtherLayoutsFirst()
  const big = makeItems(BIG)
  const small = makeItems(PRO_N)
  const warmup = kind === 'used' ? 0 : 3
  const timed = await interleaved(subjects(big, photosOf(big)), warmup, 9)
  const vitrineSmall = subjects(small, photosOf(small)).collage
  const at10k = await interleaved({ collage: vitrineSmall }, warmup, 9)
  const result: ChildResult = { ...timed, collage10k: at10k.collage }
  const pro = proCollage(small, proOptions(0))
  result.pro10k = (await interleaved({ pro }, kind === 'used' ? 0 : 1, 3)).pro
  if (kind === 'steady') {
    const base = createLayout({ items: big, container: { width: WIDTH }, options: COLLAGE }) as Layout
    const extra = makeItems(100, 7).map((it, i) => ({ ...it, id: `extra-${i}` }))
    result.append = await timeIt(() => appendToLayout(base, extra), { warmup: 20, runs: 50, minMs: 200 })
    const columns = await interleaved(
      {
        grid: () => createLayout({ items: big, container: { width: WIDTH }, options: GRID }),
        masonry: () => createLayout({ items: big, container: { width: WIDTH }, options: MASONRY }),
      },
      2,
      5,
    )
    Object.assign(result, columns)
    result.bytes = retainedBytes(() => createLayout({ items: big, container: { width: WIDTH }, options: COLLAGE }))
    result.floorBytes = retainedBytes(() => floorRows(big))
    const ratios = small.map((it) => it.width / it.height)
    result.justified10k = await timeIt(
      () =>
        justifiedLayout(ratios, {
          containerWidth: WIDTH,
          boxSpacing: SPACING,
          containerPadding: 0,
          targetRowHeight: ROW_HEIGHT,
        }),
      { warmup: 1, runs: 3, minMs: 0 },
    )
  }
  return result
}

if (process.env.BENCH_GALLERY_CHILD) console.log(JSON.stringify(await child(process.env.BENCH_GALLERY_CHILD)))

const nsPerItem = (ms: number, n: number) => fmt((ms * 1e6) / n, 0)

export default async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const inChild = (mode: string) => runChild<ChildResult>(SELF, { BENCH_GALLERY_CHILD: mode })
  // (a) cold: the first call of each subject, each in a fresh process, median of 3 processes;
  // timed in process CPU time and in the main thread's CPU time alone.
  const cold: Record<string, number> = {}
  const coldMain: Record<string, number> = {}
  const coldSmall: Record<string, number> = {}
  const coldSmallMain: Record<string, number> = {}
  for (const [subjects, n, all, main] of [
    [['collage', 'rpa', 'floor'], BIG, cold, coldMain],
    [['collage', 'pro'], PRO_N, coldSmall, coldSmallMain],
  ] as const) {
    for (const subject of subjects) {
      const runs: ChildResult[] = []
      for (let i = 0; i < 3; i++) runs.push(await inChild(`cold:${subject}:${n}`))
      all[subject] = median(runs.map((r) => r.ms))
      main[subject] = median(runs.map((r) => r.mainMs))
    }
  }
  // What the cold calls compile: TurboFan's CPU time in each subject's first call, median of 3.
  const compile: Record<string, { ms: number; jobs: number }> = {}
  for (const [subject, n] of [
    ['collage', BIG],
    ['floor', BIG],
    ['collage', PRO_N],
  ] as const) {
    const runs: { ms: number; jobs: number }[] = []
    for (let i = 0; i < 3; i++) runs.push(await compileCost(subject, n))
    compile[`${subject}:${n}`] = { ms: median(runs.map((r) => r.ms)), jobs: median(runs.map((r) => r.jobs)) }
  }
  // (b) used process and (c) steady state.
  const used = await inChild('used')
  const steady = await inChild('steady')

  for (const [state, r] of [
    ['cold (first call)', cold],
    ['cold, main thread only', coldMain],
    ['used process', used],
    ['steady state', steady],
  ] as const) {
    rows.push({
      case: `collage ${BIG / 1000}k, ${state}`,
      subject: 'vitrine',
      ms: fmt(r.collage),
      'ns/item': nsPerItem(r.collage, BIG),
      'x floor': fmt(r.collage / r.floor),
      'x react-photo-album': fmt(r.collage / r.rpa),
    })
    rows.push({ case: `rows ${BIG / 1000}k, ${state}`, subject: 'react-photo-album rows', ms: fmt(r.rpa) })
    rows.push({ case: `rows ${BIG / 1000}k, ${state}`, subject: 'floor: greedy rows', ms: fmt(r.floor) })
  }
  for (const [state, r] of [
    ['cold (first call)', coldSmall],
    ['cold, main thread only', coldSmallMain],
    ['used process', { collage: used.collage10k, pro: used.pro10k }],
    ['steady state', { collage: steady.collage10k, pro: steady.pro10k }],
  ] as const) {
    rows.push({
      case: `collage ${PRO_N / 1000}k, ${state}`,
      subject: 'vitrine vs pro-layouts 5.0.148',
      ms: fmt(r.collage),
      'pro-layouts ms': fmt(r.pro),
      'vitrine x faster': fmt(r.pro / r.collage, 0),
    })
  }
  const big = compile[`collage:${BIG}`]
  const floorCompile = compile[`floor:${BIG}`]
  rows.push({
    case: `collage ${BIG / 1000}k, cold: TurboFan compile CPU in the call`,
    subject: `vitrine (${big.jobs} jobs)`,
    ms: fmt(big.ms),
    'x floor': fmt(big.ms / cold.floor),
  })
  rows.push({
    case: `rows ${BIG / 1000}k, cold: TurboFan compile CPU in the call`,
    subject: `floor: greedy rows (${floorCompile.jobs} jobs)`,
    ms: fmt(floorCompile.ms),
  })
  const small = compile[`collage:${PRO_N}`]
  rows.push({
    case: `collage ${PRO_N / 1000}k, cold: TurboFan compile CPU in the call`,
    subject: `vitrine (${small.jobs} jobs)`,
    ms: fmt(small.ms),
    'pro-layouts ms': fmt(coldSmall.pro),
    'vitrine x faster': fmt(coldSmall.pro / small.ms, 0),
  })
  rows.push({
    case: `memory ${BIG / 1000}k`,
    subject: 'vitrine collage',
    'bytes/item': fmt(steady.bytes / BIG, 0),
    'floor bytes/item': fmt(steady.floorBytes / BIG, 0),
  })
  rows.push({
    case: `grid / masonry ${BIG / 1000}k, steady`,
    subject: 'vitrine (layout only)',
    ms: fmt(steady.grid),
    'masonry ms': fmt(steady.masonry),
  })
  rows.push({
    case: `append 100 to ${BIG / 1000}k`,
    subject: 'vitrine collage',
    ms: fmt(steady.append, 4),
    'append / full %': fmt((steady.append / steady.collage) * 100, 3),
  })
  rows.push({ case: `rows ${PRO_N / 1000}k, steady`, subject: 'justified-layout 4.1.0', ms: fmt(steady.justified10k) })
  return rows
}
