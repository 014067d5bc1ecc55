// A store gallery of media-host images (the host is answered by the test's request routing).
import { createRoot } from 'react-dom/client'
import { Gallery } from '../../../entries/reactGallery'
import { testPicture } from './testPictures'

const TITLES = ['Linen shirt', 'Canvas tote', 'Straw hat', 'Leather sandals', 'Sun glasses', 'Beach towel']
const items = TITLES.map((title, n) => {
  const picture = testPicture(n)
  return {
    itemId: `p${n}`,
    mediaUrl: `shop_${n + 1}.jpg`,
    width: picture.width,
    height: picture.height,
    metaData: { title },
  }
})

createRoot(document.getElementById('root')!).render(
  <main style={{ font: '15px system-ui', padding: '24px 0', maxWidth: 900, margin: '0 auto' }}>
    <h1 style={{ font: '600 22px system-ui', margin: '0 0 14px' }}>Summer shop</h1>
    <Gallery id="shop" items={items} isStoreGallery container={{ width: 900, height: 600 }} />
  </main>,
)
