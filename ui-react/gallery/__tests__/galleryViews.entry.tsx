import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Gallery } from '../../../entries/reactGallery'
import { galleryTestItems } from './galleryTestItems'

// A page for the gallery views: ?preset=slideshow&opts=<nested options as JSON>&width=&height=&mobile
const params = new URLSearchParams(location.search)
const preset = params.get('preset') ?? 'slideshow'
const count = Number(params.get('count') ?? 12)
const width = Number(params.get('width') ?? 980)
const height = params.has('height') ? Number(params.get('height')) : undefined
const extra = JSON.parse(params.get('opts') ?? '{}') as {
  layoutParams?: { structure?: object }
  behaviourParams?: object
}
const events: { name: string; data: unknown }[] = []
Object.assign(window, { __events: events })

const options = {
  ...extra,
  layoutParams: { ...extra.layoutParams, structure: { ...extra.layoutParams?.structure, galleryLayout: preset } },
}

function Page() {
  return (
    <main style={{ font: '15px system-ui', padding: '24px 16px', maxWidth: width, margin: '0 auto' }}>
      <h1 style={{ font: '600 22px system-ui', margin: '0 0 14px' }}>Summer trip · {params.get('title') ?? preset}</h1>
      <Gallery
        id="views"
        items={galleryTestItems(count, location.origin)}
        options={options}
        container={{ width, height }}
        isMobile={params.has('mobile')}
        eventsListener={(name, data) => events.push({ name, data: name === 'NAVIGATION_API_READY' ? null : data })}
      />
      <p style={{ margin: '16px 0', color: '#555' }}>Photographs from the coast, June.</p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
)
