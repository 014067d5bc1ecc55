// A 100,000-item gallery laid out in a Web Worker: the one passed as `layoutWorker`, or with
// ?default the package's own (no prop); ?sync: on the main thread, for comparison; ?count=, ?threshold=.
// ?hold: the worker's answer waits for `__release()`; ?more: a getMoreItems that records its calls
// (and 1,000 more items said to exist).
// Counts animation frames until the first item is in the DOM and until the whole layout is (the
// gallery taller than the first items' preview can be), and exposes the main thread's own layout of
// the same items to compare boxes with.
import { createRoot } from 'react-dom/client'
import { Gallery } from '../../../entries/reactGallery'
import { browserLayoutWorker } from '../../../adapters/browser/layoutWorker'
import { createLayout } from '../../../core/gallery/layout/createLayout'
import { resolveOptions } from '../../../core/gallery/options/resolveOptions'
import { toItemDto } from '../../../core/gallery/items/toItemDto'
import { galleryTestItems } from './galleryTestItems'
import type { LayoutWorkerPort } from '../../../ports/layoutWorker'

const params = new URLSearchParams(location.search)
const count = Number(params.get('count') ?? 100_000)
const items = galleryTestItems(count, location.origin)
const options = { layoutParams: { structure: { galleryLayout: params.get('preset') ?? 'collage' } } }
const container = { width: 980, height: 640 }
const probe = {
  frames: 0,
  framesBeforeItems: -1,
  framesBeforeWhole: -1,
  timerTicks: 0,
  ticksBeforeItems: -1,
  ticksBeforeWhole: -1,
}
const moreCalls: number[] = []
/** The gallery's layout events: how many items each layout it showed had. */
const changes: number[] = []
Object.assign(window, { __probe: probe, __moreCalls: moreCalls, __changes: changes })

const hasItems = () => document.querySelector('[data-vitrine-item]') !== null
/** The whole layout is in: a 1,000-item preview is about 121,000 px tall, 6,000 items about 722,000. */
const WHOLE_HEIGHT = 200_000
const isWhole = () =>
  (document.getElementById('vitrine-gallery-big')?.getBoundingClientRect().height ?? 0) > WHOLE_HEIGHT
/** The boxes shown (idx, top, left, width, height) and whether the layout was whole, when items first came. */
const firstShown: { boxes: number[][]; whole: boolean } = { boxes: [], whole: false }
Object.assign(window, { __firstShown: firstShown })
/** The item boxes in the DOM, by index: [idx, top, left, width, height]. */
const shownBoxes = () =>
  [...document.querySelectorAll<HTMLElement>('#vitrine-gallery-big [data-vitrine-item]')]
    .map((el) => [
      Number(el.getAttribute('data-idx')),
      parseFloat(el.style.top),
      parseFloat(el.style.left),
      parseFloat(el.style.width),
      parseFloat(el.style.height),
    ])
    .sort((a, b) => a[0] - b[0])
Object.assign(window, { __shownBoxes: shownBoxes })
const frame = () => {
  probe.frames++
  if (probe.framesBeforeItems < 0 && hasItems()) {
    probe.framesBeforeItems = probe.frames - 1
    firstShown.boxes = shownBoxes()
    firstShown.whole = isWhole()
  }
  if (probe.framesBeforeWhole < 0 && isWhole()) probe.framesBeforeWhole = probe.frames - 1
  requestAnimationFrame(frame)
}
const tick = () => {
  probe.timerTicks++
  if (probe.ticksBeforeItems < 0 && hasItems()) probe.ticksBeforeItems = probe.timerTicks - 1
  if (probe.ticksBeforeWhole < 0 && isWhole()) probe.ticksBeforeWhole = probe.timerTicks - 1
  // Ticking until the whole layout is in.
  if (probe.ticksBeforeWhole < 0) setTimeout(tick, 0)
}

/** `port` whose layouts answer only once `__release()` is called. */
function held(port: LayoutWorkerPort): LayoutWorkerPort {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  Object.assign(window, { __release: () => release() })
  return { ...port, layout: async (request) => (await released, port.layout(request)) }
}

const workerPort = params.has('sync') || params.has('default') ? undefined : browserLayoutWorker('/layoutWorker.js')
const layoutWorker = workerPort && params.has('hold') ? held(workerPort) : workerPort
const getMoreItems = params.has('more')
  ? (from: number) => {
      moreCalls.push(from)
      return []
    }
  : undefined
// ?threshold=N: the host's layoutWorkerThreshold (a smaller gallery in the worker).
const threshold = params.has('sync') ? Infinity : params.has('threshold') ? Number(params.get('threshold')) : undefined
createRoot(document.getElementById('root')!).render(
  <main style={{ font: '15px system-ui', padding: '24px 0', maxWidth: 980, margin: '0 auto' }}>
    <h1 style={{ font: '600 22px system-ui', margin: '0 0 14px' }}>Archive · {count.toLocaleString('en')} photos</h1>
    <Gallery
      id="big"
      items={items}
      options={options}
      container={container}
      layoutWorker={layoutWorker}
      layoutWorkerThreshold={threshold}
      getMoreItems={getMoreItems}
      eventsListener={(name, data) => {
        if (name === 'GALLERY_CHANGE') changes.push((data as { itemsCount: number }).itemsCount)
      }}
      totalItemsCount={getMoreItems ? count + 1000 : undefined}
    />
  </main>,
)
requestAnimationFrame(frame)
setTimeout(tick, 0)

/** The first `n` boxes as the main thread lays them out (top, left, width, height). */
function expectedBoxes(n: number) {
  const dtos = items.map((item) => toItemDto(item))
  const layout = createLayout({ items: dtos, container, options: resolveOptions(options) })
  if (!layout) return []
  return layout.items.slice(0, n).map((b) => [b.offset.top, b.offset.left, b.width, b.height])
}
Object.assign(window, { __expectedBoxes: expectedBoxes })
