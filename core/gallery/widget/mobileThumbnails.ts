/**
 * Thumbnails on mobile: 90 px unless the host sets a size, applied to the option input so the layout
 * reserves the strip at that size. Apart from the strip's drawing (thumbnailStrip.ts), which only
 * sliders with thumbnails load.
 */
import { flatGalleryOptions } from '../options/galleryOptions'

/** Thumbnail size on mobile when the host sets none, px. */
export const MOBILE_THUMBNAIL_SIZE = 90

const SIZE_KEY = 'layoutParams_thumbnails_size'

/**
 * Option input with the mobile thumbnail size: on mobile, unless the input sets a thumbnail size
 * (nested, flat or legacy `thumbnailSize`), thumbnails are 90 px, so the layout reserves 90 px too.
 * Returns `input` itself when nothing changes. Legacy input is read once `loadFullOptions` has finished.
 */
export function withMobileThumbnailSize(input: unknown, isMobile: boolean): unknown {
  if (!isMobile) return input
  const flat = flatGalleryOptions(input ?? {})
  if (flat[SIZE_KEY] !== undefined) return input
  return { ...flat, [SIZE_KEY]: MOBILE_THUMBNAIL_SIZE }
}
