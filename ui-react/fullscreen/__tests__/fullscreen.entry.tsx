import { StrictMode, Suspense, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { LazyFullscreenViewer, type FullscreenItem } from '../index'
import { testPicture } from '../../gallery/__tests__/testPictures'

const params = new URLSearchParams(location.search)
const TITLES = ['Harbour at dawn', 'Old town stairs', 'Square courtyard', 'Dunes', 'Forest path']
const items: FullscreenItem[] = TITLES.map((title, n) => {
  const picture = testPicture(n)
  return {
    id: `p${n}`,
    src: picture.path,
    width: picture.width,
    height: picture.height,
    alt: `${title} (photo)`,
    title,
    description: n === 1 ? 'Taken on a rainy afternoon, looking up the hill.' : undefined,
  }
})
const log: { closed: number; indexes: number[] } = { closed: 0, indexes: [] }
;(window as unknown as { __fs: typeof log }).__fs = log

function Page() {
  const [open, setOpen] = useState<number | null>(null)
  return (
    <main style={{ font: '15px system-ui', padding: 24 }}>
      <h1 style={{ margin: '0 0 12px' }}>Album</h1>
      <div style={{ display: 'flex', gap: 8 }}>
        {items.map((item, n) => (
          <button
            key={item.id}
            type="button"
            data-open={n}
            onClick={() => setOpen(n)}
            style={{ padding: 0, border: 0 }}
          >
            <img
              src={item.src}
              alt={item.title}
              width={120}
              height={90}
              style={{ objectFit: 'cover', display: 'block' }}
            />
          </button>
        ))}
      </div>
      <Suspense fallback={null}>
        {open === null ? null : (
          <LazyFullscreenViewer
            items={items}
            index={open}
            locale={params.get('locale') ?? undefined}
            disableDownload={params.has('nodownload')}
            onIndexChange={(index) => log.indexes.push(index)}
            onClose={() => {
              log.closed++
              setOpen(null)
            }}
          />
        )}
      </Suspense>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
)
