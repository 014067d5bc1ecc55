// The page the widget benchmark loads in Chromium: 10,000 (?count=) items rendered by Vitrine's
// <Gallery> (collage; ?subject=vitrine: the default, vitrine-worker: the package's worker at any
// size, vitrine-sync: always the main thread) or react-photo-album's rows layout, chosen by ?subject=.
// Records the time from
// root.render() to the first animation frame with item elements in the DOM, and the long tasks
// that start from root.render() on.
// ?subject=layout renders nothing: it times the page's first (cold) synchronous layout of the items
// (`buildBlueprintNow`, what the first render of a main-thread gallery runs) as `layoutMs`.
// ?subject=vitrine-slider: a looping slider (980 × 500) of the items; ?subject=swiper: Swiper's
// looping slider with its Virtual module, the anchor. `__bench.again()` unmounts the gallery and
// renders it again in the same page (its code compiled and run once) with fresh item objects, and
// resolves to that render's first frame; `__bench.jump(fraction)` scrolls the window to that fraction
// of its height and resolves to the number of animation frames until an item crosses the viewport's
// middle line (the first frame after the scroll is 1).
import { createRoot, type Root } from 'react-dom/client'
import { RowsPhotoAlbum } from 'react-photo-album'
import 'react-photo-album/rows.css'
import { Swiper, SwiperSlide } from 'swiper/react'
import { Virtual } from 'swiper/modules'
import 'swiper/css'
import 'swiper/css/virtual'
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
const selector = vitrine ? '[data-vitrine-item]' : subject === 'swiper' ? '.swiper-slide' : '.react-photo-album--photo'

const result = {
  firstFrame: -1,
  layoutMs: -1,
  longTasks: [] as number[],
  selector,
  again: (): Promise<number> => Promise.reject(new Error('nothing rendered')),
  jump,
}
Object.assign(window, { __bench: result })
// Long tasks from root.render() on: the page's own work before it (parsing the bundle, making the
// items) is not the gallery's, and at 100,000 items it is a long task of its own.
let renderStart = Infinity
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.startTime >= renderStart) result.longTasks.push(entry.duration)
}).observe({ type: 'longtask', buffered: true })

const options =
  subject === 'vitrine-slider'
    ? {
        layoutParams: { structure: { galleryLayout: 'slider' } },
        behaviourParams: { gallery: { horizontal: { loop: true } } },
      }
    : { galleryLayout: 'collage' }
const sliderBox = { width: 980, height: 500 }
if (subject === 'layout') {
  const start = performance.now()
  buildBlueprintNow({ items, options, container: { width: 980 } })
  result.layoutMs = performance.now() - start
  result.firstFrame = 0
} else renderGallery()

/** Renders the subject into a new root and resolves to the time from root.render() to the first frame with items. */
function render(list: typeof items, pictures: typeof photos): { root: Root; firstFrame: Promise<number> } {
  const root = createRoot(document.getElementById('root')!)
  const t0 = performance.now()
  renderStart = t0
  root.render(
    vitrine ? (
      <Gallery
        id="bench"
        items={list}
        options={options}
        container={subject === 'vitrine-slider' ? sliderBox : { width: 980 }}
        // 'vitrine': the default (10,000 items are under the worker threshold: main thread);
        // 'vitrine-worker': the package's worker from any size; 'vitrine-sync': never a worker.
        layoutWorkerThreshold={subject === 'vitrine-sync' ? Infinity : subject === 'vitrine-worker' ? 0 : undefined}
      />
    ) : subject === 'swiper' ? (
      <div style={sliderBox}>
        <Swiper modules={[Virtual]} virtual loop slidesPerView={1} style={sliderBox}>
          {pictures.map((p, index) => (
            <SwiperSlide key={p.key} virtualIndex={index}>
              <img
                src={p.src}
                alt={p.alt}
                width={p.width}
                height={p.height}
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    ) : (
      <div style={{ width: 980 }}>
        <RowsPhotoAlbum photos={pictures} targetRowHeight={250} defaultContainerWidth={980} />
      </div>
    ),
  )
  const firstFrame = new Promise<number>((done) => {
    const check = () => {
      if (document.querySelector(selector)) done(performance.now() - t0)
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
  return { root, firstFrame }
}

function renderGallery() {
  let current = render(items, photos)
  void current.firstFrame.then((ms) => (result.firstFrame = ms))
  result.again = async () => {
    current.root.unmount()
    await new Promise((done) => setTimeout(done, 100))
    // New objects: nothing the first render derived from the items (caches keyed by them) is reused.
    current = render(
      items.map((item) => ({ ...item, metaData: { ...item.metaData } })),
      photos.map((photo) => ({ ...photo })),
    )
    return current.firstFrame
  }
}

/** Scrolls the window to `fraction` of its scroll range; resolves to the frames until an item crosses the middle line. */
function jump(fraction: number): Promise<number> {
  const range = document.documentElement.scrollHeight - window.innerHeight
  window.scrollTo(0, Math.round(range * fraction))
  return new Promise((done) => {
    let frames = 0
    const check = () => {
      frames++
      const middle = window.innerHeight / 2
      const crossed = [...document.querySelectorAll(selector)].some((el) => {
        const rect = el.getBoundingClientRect()
        return rect.top <= middle && rect.bottom >= middle
      })
      if (crossed) done(frames)
      else if (frames >= 120) done(-1)
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}
