// The page the widget benchmark loads in Chromium: 10,000 (?count=) items rendered by Vitrine's
// <Gallery> (collage; ?subject=vitrine: the default, vitrine-worker: the package's worker at any
// size, vitrine-sync: always the main thread) or react-photo-album's rows layout, chosen by ?subject=.
// Records the time from
// root.render() to the first animation frame with item elements in the DOM, and the long tasks
// that start from root.render() on.
// ?subject=layout renders nothing: it times the page's first (cold) synchronous layout of the items
// (`buildBlueprintNow`, what the first render of a main-thread gallery runs) as `layoutMs`.
import { createRoot } from 'react-dom/client'
import { RowsPhotoAlbum } from 'react-photo-album'
import 'react-photo-album/rows.css'
import { Gallery } from '../../entries/reactGallery'
import { buildBlueprintNow } from '../../core/gallery/blueprint/buildBlueprintNow'

const params = new URLSearchParams(location.search)
const subject = params.get('subject') ?? 'vitrine'
const COUNT = Number(params.get('count') ?? 10_000)
const SIZES = [
  [1600, 1067],
  [1000, 1500],
  [1200, 1200],
  [1800, 900],
  [900, 1350],
]
const photos = Array.from({ length: COUNT }, (_, i) => {
  const [width, height] = SIZES[i % SIZES.length]!
  return { key: `p${i}`, src: `${location.origin}/px.png`, width, height, alt: `Photo ${i + 1}` }
})
const items = photos.map((p) => ({
  itemId: p.key,
  mediaUrl: p.src,
  metaData: { width: p.width, height: p.height, alt: p.alt },
}))
const vitrine = subject.startsWith('vitrine')
const selector = vitrine ? '[data-vitrine-item]' : '.react-photo-album--photo'

const result = { firstFrame: -1, layoutMs: -1, longTasks: [] as number[], selector }
Object.assign(window, { __bench: result })
// Long tasks from root.render() on: the page's own work before it (parsing the bundle, making the
// items) is not the gallery's, and at 100,000 items it is a long task of its own.
let renderStart = Infinity
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.startTime >= renderStart) result.longTasks.push(entry.duration)
}).observe({ type: 'longtask', buffered: true })

const options = { galleryLayout: 'collage' }
if (subject === 'layout') {
  const start = performance.now()
  buildBlueprintNow({ items, options, container: { width: 980 } })
  result.layoutMs = performance.now() - start
  result.firstFrame = 0
} else renderGallery()

function renderGallery() {
  const root = createRoot(document.getElementById('root')!)
  const t0 = performance.now()
  renderStart = t0
  root.render(
    vitrine ? (
      <Gallery
        id="bench"
        items={items}
        options={options}
        container={{ width: 980 }}
        // 'vitrine': the default (10,000 items are under the worker threshold: main thread);
        // 'vitrine-worker': the package's worker from any size; 'vitrine-sync': never a worker.
        layoutWorkerThreshold={subject === 'vitrine-sync' ? Infinity : subject === 'vitrine-worker' ? 0 : undefined}
      />
    ) : (
      <div style={{ width: 980 }}>
        <RowsPhotoAlbum photos={photos} targetRowHeight={250} defaultContainerWidth={980} />
      </div>
    ),
  )
  const check = () => {
    if (document.querySelector(selector)) result.firstFrame = performance.now() - t0
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}
