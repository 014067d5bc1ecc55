// The gallery page's pictures: generated landscapes of varied shapes (panoramas to portraits),
// served by the emulator under /_demo/media/, in the host format the gallery widget reads.

import { PICTURE_SHAPES as SHAPES } from '../../fixtures/demo/photos'
const PLACES = ['Kessvik', 'Ørnes', 'Tindholmen', 'Brønnøy', 'Sandnes', 'Kilbog', 'Bodø', 'Lurøy', 'Rødøy', 'Meløy']
const MOMENTS = ['at dawn', 'in the rain', 'at noon', 'at dusk', 'under stars', 'in fog', 'after the storm']

/** A picture as the widget takes it: id, absolute URL, size and texts. */
export interface GalleryPicture {
  itemId: string
  mediaUrl: string
  metaData: { width: number; height: number; title: string; description: string; alt: string }
}

/** Picture number `n` (any non-negative integer), its pixels drawn from seed `n`. */
export function picture(n: number, origin: string): GalleryPicture {
  const [width, height] = SHAPES[(n * 7) % SHAPES.length]
  const title = `${PLACES[n % PLACES.length]} ${MOMENTS[(n * 3) % MOMENTS.length]}`
  return {
    itemId: `pic-${n}`,
    mediaUrl: `${origin}/_demo/media/${width}x${height}/${n}.svg`,
    metaData: { width, height, title, description: `Frame ${n + 1} of the northern coast series`, alt: title },
  }
}

/** Pictures `from` up to `to` (exclusive). */
export function pictures(from: number, to: number, origin: string): GalleryPicture[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => picture(from + i, origin))
}
