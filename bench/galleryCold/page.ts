// The page script of bench/galleryCold.browser.bench.ts: the Node layouter bench's own subjects
// (imported from bench/gallery.bench.ts, not copied), exposed to the bench as `window.coldBench`.
// The bench prepares one subject's input, lets the page go idle, then times its first call and a
// second one, and finally asks the page to check what the first call made.
import { createLayout as proCreateLayout } from 'pro-layouts'
import { WIDTH, makeItems, photosOf, proCollage, proOptions, readBoxes, subjects } from '../gallery.bench'

/** Subjects of the cold browser bench: the Node bench's three rows subjects and pro-layouts' collage. */
export type ColdSubject = 'collage' | 'rpa' | 'floor' | 'pro'

/** One timed call: wall time in the page and the subject's checksum of every box it read. */
export interface ColdCall {
  ms: number
  sum: number
}

/** What `window.coldBench` offers the bench. */
export interface ColdBench {
  /** Makes the seeded items (and the subject's input) for `n` items; nothing of the layouters runs. */
  prepare(subject: ColdSubject, n: number): void
  /** Times one call of the prepared subject (layout and read every box) with `performance.now()`. */
  call(): ColdCall
  /** How many boxes the last call made; throws if that is not the item count or a box is empty. */
  check(): number
}

let run: (() => number) | undefined
let verify: (() => number) | undefined
let lastSum = Number.NaN

type Box = { width: number; height: number }
function countBoxes(boxes: readonly Box[] | undefined, n: number, who: string): number {
  if (!boxes || boxes.length === 0) throw new Error(`${who}: the timed call made no boxes`)
  if (boxes.length !== n) throw new Error(`${who}: ${boxes.length} boxes for ${n} items`)
  const empty = boxes.findIndex((b) => !(b.width > 0 && b.height > 0))
  if (empty >= 0) throw new Error(`${who}: box ${empty} is empty (${boxes[empty].width} × ${boxes[empty].height})`)
  return boxes.length
}

const coldBench: ColdBench = {
  prepare(subject, n) {
    // 30 ms of main-thread work the bench recognises the page's renderer by (see rendererDuring).
    const t0 = performance.now()
    while (performance.now() - t0 < 30);
    const items = makeItems(n)
    if (subject === 'pro') {
      const styleParams = proOptions(0)
      run = proCollage(items, styleParams)
      // pro-layouts keeps nothing, so the check lays out again (untimed) and compares the checksum.
      verify = () => {
        const layout = proCreateLayout({
          items,
          container: { width: WIDTH, height: 500 },
          styleParams,
          options: {},
        } as never) as { items: (Box & { offset: { top: number; left: number } })[] }
        const count = countBoxes(layout.items, n, 'pro-layouts')
        if (readBoxes(layout.items) !== lastSum) throw new Error('pro-layouts: the timed call read other boxes')
        return count
      }
      return
    }
    const shown: Record<string, unknown> = {}
    run = subjects(items, photosOf(items), shown)[subject]
    verify = () => {
      if (subject === 'rpa') {
        const layout = shown.rpa as { tracks: { photos: Box[] }[] } | undefined
        return countBoxes(
          layout?.tracks.flatMap((t) => t.photos),
          n,
          'react-photo-album',
        )
      }
      return countBoxes((shown[subject] as { items: Box[] } | undefined)?.items, n, subject)
    }
  },
  call() {
    if (!run) throw new Error('coldBench.call before prepare')
    const t0 = performance.now()
    const sum = run()
    const ms = performance.now() - t0
    lastSum = sum
    return { ms, sum }
  },
  check() {
    if (!verify) throw new Error('coldBench.check before prepare')
    if (!(lastSum > 0)) throw new Error(`checksum ${lastSum}: nothing was read`)
    return verify()
  },
}
;(window as unknown as { coldBench: ColdBench }).coldBench = coldBench
