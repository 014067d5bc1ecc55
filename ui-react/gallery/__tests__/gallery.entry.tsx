import { StrictMode, useCallback, useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Gallery } from '../../../entries/reactGallery'
import { galleryTestItems, galleryTestOptions } from './galleryTestItems'

const params = new URLSearchParams(location.search)
const preset = params.get('preset') ?? 'collage'
const total = Number(params.get('total') ?? params.get('count') ?? 24)
const pageSize = Number(params.get('page') ?? total)
const events: { name: string; data: unknown }[] = []
const api: { current: { next(): void; previous(): void; goTo(i: number): void } | null } = { current: null }
Object.assign(window, { __events: events, __api: api, __fetches: [] as number[] })

function Page() {
  const [items, setItems] = useState(() => galleryTestItems(Math.min(pageSize, total), location.origin))
  const getMoreItems = useCallback((from: number) => {
    ;(window as unknown as { __fetches: number[] }).__fetches.push(from)
    setItems((current) => galleryTestItems(Math.min(total, current.length + pageSize), location.origin))
  }, [])
  const width = Number(params.get('width') ?? 980)
  const height = params.has('height') ? Number(params.get('height')) : undefined
  return (
    <main style={{ font: '15px system-ui', padding: '24px 0', maxWidth: width, margin: '0 auto' }}>
      <h1 style={{ font: '600 22px system-ui', margin: '0 0 14px' }}>Summer trip · {preset}</h1>
      <Gallery
        id="test"
        items={items}
        options={galleryTestOptions(preset, params)}
        container={params.has('measure') ? undefined : { width, height }}
        totalItemsCount={total}
        getMoreItems={getMoreItems}
        locale={params.get('locale') ?? undefined}
        isMobile={params.has('mobile')}
        eventsListener={(name, data) => {
          events.push({ name, data: name === 'NAVIGATION_API_READY' ? null : data })
          if (name === 'NAVIGATION_API_READY') api.current = data as typeof api.current
        }}
      />
      <p style={{ margin: '16px 0', color: '#555' }}>After the gallery.</p>
      {params.has('tall') ? <div style={{ height: 2000 }} /> : null}
    </main>
  )
}

const root = document.getElementById('root')!
const app = (
  <StrictMode>
    <Page />
  </StrictMode>
)
if (root.firstElementChild) hydrateRoot(root, app)
else createRoot(root).render(app)
