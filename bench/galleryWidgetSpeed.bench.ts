// What a visitor waits for in Chromium (Debian's /usr/bin/chromium through playwright-core; the page is
// bench/galleryWidget/page.tsx, a production build), each beside its anchor loaded alternately in the
// same run, median of WIDGET_BENCH_ROUNDS (3) fresh pages per subject:
// - 100,000 items (collage, 980 px): time from root.render() to the first animation frame with item
//   elements, Vitrine's default <Gallery> (the package's layout worker from 15,000 items) against
//   react-photo-album 3.6.1's rows layout; in a fresh page (the first render: nothing compiled yet) and
//   again in the same page after unmounting (a page that has run the same code).
// - A looping slider of 10,000 slides (980 × 500): time to the first frame with a slide, and the most
//   slide elements in the DOM (at the first frame, one second later, and after 3 steps forward and 2
//   back), Vitrine's slider preset with loop against Swiper 14's looping slider with its Virtual module.
// - A jump (window.scrollTo) to 20 %, then 55 %, then 80 % of a 10,000-item collage: animation frames
//   until an item element crosses the viewport's middle line (the first frame after the scroll is 1),
//   against react-photo-album, which has no window: all 10,000 items are in the DOM.
import { loadavg } from 'node:os'
import type { Page } from 'playwright-core'
import { launchBrowser } from '../fixtures/browser/harness'
import { serveBenchPage } from './galleryWidget.bench'
import { fmt, median, type BenchRow } from './harness'

/** Heading of this benchmark's table. */
export const title =
  'Gallery widget in Chromium: 100,000 items, a 10,000-slide looping slider, jumps in a 10,000-item grid'

const ROUNDS = Number(process.env.WIDGET_BENCH_ROUNDS ?? 3)
const JUMPS = [0.2, 0.55, 0.8] as const

interface Bench {
  firstFrame: number
  selector: string
  again(): Promise<number>
  jump(fraction: number): Promise<number>
}

export default async function run(): Promise<BenchRow[]> {
  const server = await serveBenchPage()
  const browser = await launchBrowser()
  const cold: Record<string, number[]> = { vitrine: [], 'react-photo-album': [] }
  const warm: Record<string, number[]> = { vitrine: [], 'react-photo-album': [] }
  const slider: Record<string, { first: number; again: number; slides: number }[]> = {
    'vitrine-slider': [],
    swiper: [],
  }
  const jumps: Record<string, number[][]> = { vitrine: [], 'react-photo-album': [] }
  const load: number[] = []
  const open = async (query: string, timeout = 60_000) => {
    const tab = await browser.open(`${server.url}/?${query}`)
    await tab.page.waitForFunction(() => (window as unknown as { __bench: Bench }).__bench.firstFrame >= 0, undefined, {
      timeout,
    })
    return tab
  }
  const bench = <T>(tab: { page: Page }, fn: (b: Bench) => T | Promise<T>) =>
    tab.page.evaluate(`(${fn.toString()})(window.__bench)`) as Promise<T>
  const count = (tab: { page: Page }) => bench(tab, (b) => document.querySelectorAll(b.selector).length)
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const subject of Object.keys(cold)) {
        // react-photo-album puts all 100,000 items in the DOM: tens of seconds a page, so one page a run.
        const anchor = subject === 'react-photo-album'
        if (anchor && round > 0) continue
        const tab = await open(`subject=${subject}&count=100000`, anchor ? 300_000 : 60_000)
        cold[subject]!.push(await bench(tab, (b) => b.firstFrame))
        await tab.page.waitForTimeout(1500)
        if (!anchor) warm[subject]!.push(await bench(tab, (b) => b.again()))
        await tab.close({ allowErrors: true })
      }
      for (const subject of Object.keys(slider)) {
        const tab = await open(`subject=${subject}&count=10000`)
        const first = await bench(tab, (b) => b.firstFrame)
        let slides = await count(tab)
        await tab.page.waitForTimeout(1000)
        slides = Math.max(slides, await count(tab))
        const next = subject === 'swiper' ? '.swiper' : '[data-vitrine-item]'
        await tab.page.focus(next).catch(() => undefined)
        for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowLeft']) {
          await tab.page.keyboard.press(key)
          await tab.page.waitForTimeout(700)
          slides = Math.max(slides, await count(tab))
        }
        const again = await bench(tab, (b) => b.again())
        await tab.page.waitForTimeout(500)
        slides = Math.max(slides, await count(tab))
        slider[subject]!.push({ first, again, slides })
        await tab.close({ allowErrors: true })
      }
      for (const subject of Object.keys(jumps)) {
        const tab = await open(`subject=${subject}&count=10000`)
        await tab.page.waitForTimeout(1000)
        const frames: number[] = []
        for (const fraction of JUMPS) {
          frames.push(
            await tab.page.evaluate((f) => (window as unknown as { __bench: Bench }).__bench.jump(f), fraction),
          )
          await tab.page.waitForTimeout(500)
        }
        jumps[subject]!.push(frames)
        await tab.close({ allowErrors: true })
      }
      load.push(loadavg()[0]!)
    }
  } finally {
    await browser.close()
    await server.close()
  }
  const loads = load.map((l) => fmt(l, 1)).join(' ')
  const rows: BenchRow[] = []
  const coldAnchor = median(cold['react-photo-album']!)
  for (const subject of Object.keys(cold)) {
    const c = median(cold[subject]!)
    rows.push({
      case: '100,000 items: root.render() to the first frame with items (target ≤ 200 ms)',
      subject: subject === 'vitrine' ? subject : `${subject} (all 100,000 items in the DOM; one page)`,
      'fresh page ms': fmt(c, 1),
      'vs anchor': `${fmt(c / coldAnchor, 3)}×`,
      'again in the same page ms': warm[subject]!.length ? fmt(median(warm[subject]!), 1) : '',
      'load avg': loads,
    })
  }
  const swiper = median(slider.swiper!.map((s) => s.first))
  const swiperAgain = median(slider.swiper!.map((s) => s.again))
  for (const [subject, list] of Object.entries(slider)) {
    const [first, again] = [median(list.map((s) => s.first)), median(list.map((s) => s.again))]
    rows.push({
      case: '10,000-slide looping slider: first slide (target ≤ 50 ms, ≤ 7 slides in the DOM)',
      subject: subject === 'swiper' ? 'swiper (Virtual, loop)' : 'vitrine',
      'fresh page ms': fmt(first, 1),
      'vs anchor': `${fmt(first / swiper, 2)}×`,
      'again in the same page ms': fmt(again, 1),
      'again vs anchor': `${fmt(again / swiperAgain, 2)}×`,
      'most slides in the DOM': Math.max(...list.map((s) => s.slides)),
      'load avg': loads,
    })
  }
  for (const [subject, list] of Object.entries(jumps)) {
    rows.push({
      case: 'jump to 20 / 55 / 80 % of 10,000 items: frames until an item crosses the middle (target ≤ 2)',
      subject: subject === 'vitrine' ? subject : `${subject} (no window: 10,000 items in the DOM)`,
      frames: JUMPS.map((_, i) => median(list.map((f) => f[i]!))).join(' / '),
      'most of the rounds': JUMPS.map((_, i) => Math.max(...list.map((f) => f[i]!))).join(' / '),
      'load avg': loads,
    })
  }
  return rows
}
