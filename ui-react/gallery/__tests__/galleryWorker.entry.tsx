// A 100,000-item gallery laid out in a Web Worker: the one passed as `layoutWorker`, or with
// ?default the package's own (no prop); ?sync: on the main thread, for comparison; ?count=, ?threshold=.
// Counts animation frames until the first item is in the DOM, and exposes the main thread's own
// layout of the same items to compare boxes with.
import { createRoot } from 'react-dom/client'
import { Gallery } from '../../index'
import { browserLayoutWorker } from '../../../adapters/browser/layoutWorker'
import { createLayout } from '../../../core/gallery/layout/createLayout'
import { resolveOptions } from '../../../core/gallery/options/resolveOptions'
import { toItemDto } from '../../../core/gallery/items/toItemDto'
import { galleryTestItems } from './galleryTestItems'

const params = new URLSearchParams(location.search)
const count = Number(params.get('count') ?? 100_000)
const items = galleryTestItems(count, location.origin)
const options = { layoutParams: { structure: { galleryLayout: params.get('preset') ?? 'collage' } } }
const container = { width: 980, height: 640 }
const probe = { frames: 0, framesBeforeItems: -1, timerTicks: 0, ticksBeforeItems: -1 }
Object.assign(window, { __probe: probe })

const hasItems = () => document.querySelector('[data-vitrine-item]') !== null
const frame = () => {
  probe.frames++
  if (probe.framesBeforeItems < 0 && hasItems()) probe.framesBeforeItems = probe.frames - 1
  requestAnimationFrame(frame)
}
const tick = () => {
  probe.timerTicks++
  if (probe.ticksBeforeItems < 0 && hasItems()) probe.ticksBeforeItems = probe.timerTicks - 1
  else setTimeout(tick, 0)
}

const layoutWorker = params.has('sync') || params.has('default') ? undefined : browserLayoutWorker('/layoutWorker.js')
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
