import type { JSX } from 'react'
import { Gallery } from '../../../entries/reactGallery'
import { galleryTestItems } from './galleryTestItems'

/**
 * The page the hydration test renders on the server and hydrates in Chromium: text, a collage, text,
 * then a FADE slider with thumbnails (its parts load apart from the first chunk).
 */
export function HydrationPage({ origin }: { origin: string }): JSX.Element {
  return (
    <main style={{ font: '15px system-ui', width: 980, margin: '0 auto' }}>
      <h1 style={{ font: '600 22px system-ui', margin: '16px 0' }}>Server-rendered album</h1>
      <Gallery
        id="ssr"
        items={galleryTestItems(40, origin)}
        options={{ galleryLayout: 'collage', behaviourParams: { item: { clickAction: 'ACTION' } } }}
        container={{ width: 980, height: 800 }}
      />
      <p id="after">The text after the gallery stays where the server put it.</p>
      <Gallery
        id="ssr-slider"
        items={galleryTestItems(12, origin)}
        options={{
          galleryLayout: 'thumbnail',
          behaviourParams: { gallery: { horizontal: { slideAnimation: 'FADE' } } },
        }}
        container={{ width: 980, height: 560 }}
      />
      <p id="after-slider">The text after the slider stays where the server put it.</p>
    </main>
  )
}
