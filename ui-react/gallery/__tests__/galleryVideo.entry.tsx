// A gallery of autoplaying videos whose files are missing (the server answers 404): the video scroll
// helper tries to play those in view and reports that it could not.
import { createRoot } from 'react-dom/client'
import { Gallery } from '../../../entries/reactGallery'

const items = Array.from({ length: 12 }, (_, n) => ({
  itemId: `clip-${n}`,
  mediaUrl: `${location.origin}/clips/${n}.mp4`,
  metaData: {
    type: 'video',
    width: 1280,
    height: 720,
    title: `Clip ${n + 1}`,
    videoUrl: `${location.origin}/clips/${n}.mp4`,
  },
}))

createRoot(document.getElementById('root')!).render(
  <main style={{ font: '15px system-ui', padding: '24px 0', maxWidth: 980, margin: '0 auto' }}>
    <h1 style={{ font: '600 22px system-ui', margin: '0 0 14px' }}>Clips</h1>
    <Gallery
      id="clips"
      items={items}
      options={{ galleryLayout: 'grid', behaviourParams: { item: { video: { playTrigger: 'AUTO' } } } }}
      container={{ width: 980, height: 600 }}
    />
  </main>,
)
