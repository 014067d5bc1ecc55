import { useState } from 'react'
import { createLayout, resolveOptions } from '../core/gallery'

const PRESETS = [
  'collage',
  'masonry',
  'grid',
  'bricks',
  'mix',
  'alternate',
  'column',
  'slider',
  'thumbnail',
  'panorama',
] as const
const SIZES = [
  [1600, 1067],
  [1000, 1500],
  [1200, 1200],
  [2000, 900],
  [900, 1350],
  [1500, 1000],
  [1280, 720],
  [800, 1200],
  [1800, 1200],
  [1080, 1350],
  [2400, 1000],
  [1000, 1000],
  [1200, 1800],
  [1600, 900],
  [1350, 1080],
  [1000, 1600],
] as const

/** The demo's gallery items: generated pictures served by the emulator (no network needed). */
const ITEMS = Array.from({ length: 32 }, (_, i) => {
  const [width, height] = SIZES[i % SIZES.length]
  return {
    id: `pic-${i + 1}`,
    width,
    height,
    url: `/_demo/media/${Math.round(width / 4)}x${Math.round(height / 4)}/${i + 1}.svg`,
  }
})

interface Settings {
  preset: (typeof PRESETS)[number]
  width: number
  spacing: number
}

/** The layout of `settings` and how long `createLayout` took (measured outside render, in handlers). */
function timedLayout(settings: Settings) {
  const { preset, width, spacing } = settings
  const options = resolveOptions({ layoutParams: { structure: { galleryLayout: preset, itemSpacing: spacing } } })
  const t0 = performance.now()
  const layout = createLayout({ items: ITEMS, container: { width, height: 420 }, options })
  return { settings, layout, ms: performance.now() - t0 }
}

/** A preset picker over the pure layout engine: every box is computed by `createLayout`. */
export function GallerySection() {
  const [view, setView] = useState(() => timedLayout({ preset: 'collage', width: 920, spacing: 10 }))
  const { settings, layout, ms } = view
  const { preset, width, spacing } = settings
  const change = (next: Partial<Settings>) => setView(timedLayout({ ...settings, ...next }))
  return (
    <section aria-labelledby="gallery-title" className="card">
      <h2 id="gallery-title">Media gallery</h2>
      <form onSubmit={(e) => e.preventDefault()}>
        <label>
          Layout
          <select value={preset} onChange={(e) => change({ preset: e.target.value as Settings['preset'] })}>
            {PRESETS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </label>
        <label>
          Width {width}px{' '}
          <input
            type="range"
            min={240}
            max={920}
            value={width}
            onChange={(e) => change({ width: Number(e.target.value) })}
          />
        </label>
        <label>
          Spacing {spacing}px{' '}
          <input
            type="range"
            min={0}
            max={40}
            value={spacing}
            onChange={(e) => change({ spacing: Number(e.target.value) })}
          />
        </label>
      </form>
      {layout === false ? (
        <p role="alert">The layout could not be created.</p>
      ) : (
        <>
          <p data-testid="gallery-stats">
            {layout.items.length} items laid out in {ms.toFixed(2)} ms ({layout.kind})
          </p>
          <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <ul
              data-testid="gallery"
              aria-label="Gallery"
              style={{
                position: 'relative',
                width: layout.width,
                height: layout.height,
                listStyle: 'none',
                margin: 0,
                padding: 0,
              }}
            >
              {layout.items.map((box) => (
                <li
                  key={box.id}
                  style={{
                    position: 'absolute',
                    top: box.offset.top,
                    left: box.offset.left,
                    width: box.width,
                    height: box.height,
                    overflow: 'hidden',
                    borderRadius: 2,
                  }}
                >
                  <img
                    src={ITEMS[box.idx].url}
                    alt={`Picture ${box.idx + 1}`}
                    style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  )
}
