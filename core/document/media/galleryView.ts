import { linkAttributes, safeAttributeText, type LinkAttributes } from '../links'
import { at, bool, num, obj, oneOf, str } from '../read'
import { mediaContainer, type MediaContainer } from './imageMediaView'
import { mediaDownloadUrl, resolveSource } from './mediaUrls'
import { spoilerSettings, type SpoilerSettings } from './spoilerLayout'
import { scaledImageUrl } from '../../gallery/items/scaledImageUrl'

/** The viewer's gallery defaults. */
export const VIEWER_GALLERY = Object.freeze({
  desktop: { width: 980, height: 500 },
  mobile: { width: 320, height: 500 },
  thumbnailLayoutHeight: 620,
  columns: 3,
  crop: 'FILL',
  ratio: 1,
  margin: 5,
  arrowSize: { desktop: 23, mobile: 20 },
  thumbnailSize: { desktop: 120, mobile: 90 },
  containerDebounceMs: 100,
  /** Thumbnails fetched ahead of the laid-out gallery: this square size at this quality. */
  preload: { size: 300, quality: 5 },
})

/**
 * What the viewer preloads for a gallery's thumbnails: each media-host item scaled to 300 × 300 at
 * quality 5, fetched while the gallery's own chunk loads, so every item has a picture at once. Other
 * addresses (absolute or site-relative) are full pictures and are left to the gallery.
 */
export function galleryPreloadUrls(view: Pick<GalleryView, 'items'>): string[] {
  const { size, quality } = VIEWER_GALLERY.preload
  const urls: string[] = []
  for (const item of view.items) {
    const scaled = scaledImageUrl({ id: item.mediaUrl, width: size, height: size, quality })
    if (scaled.ok && scaled.value !== item.mediaUrl) urls.push(scaled.value)
  }
  return urls
}

/** The viewer's layout names and the engine preset each one uses. MAGIC is no longer supported: collage. */
export const VIEWER_LAYOUTS: Readonly<Record<string, string>> = {
  COLLAGE: 'collage',
  MASONRY: 'masonry',
  GRID: 'grid',
  THUMBNAIL: 'thumbnail',
  SLIDER: 'slider',
  SLIDESHOW: 'slideshow',
  PANORAMA: 'panorama',
  COLUMN: 'column',
  MAGIC: 'collage',
  FULLSIZE: 'fullsize',
}

/** One gallery item in the gallery engine's media item shape. */
export interface ViewerGalleryItem {
  id: string
  mediaUrl: string
  width: number
  height: number
  metadata: { type: 'image' | 'video'; title?: string; alt?: string; videoUrl?: string; poster?: string }
  /** Full-size address for the fullscreen viewer. */
  src: string
  downloadUrl?: string
  /**
   * An image item's link (allow-listed; target BLANK unless it names one; no `href` when there is
   * none): a click follows it instead of expanding the item.
   */
  link?: LinkAttributes
}

/** Everything a GALLERY block renders from. */
export interface GalleryView {
  /** The gallery's id for the widget: the node id when it is letters, digits, `_` or `-` only. */
  id: string
  items: ViewerGalleryItem[]
  /**
   * What the server markup lays out with, in the engine's legacy flat names: columns, ratio, spacing and
   * one row. {@link galleryEngineOptions} adds the engine's own for the laid-out gallery.
   */
  options: { numberOfImagesPerRow: number; cubeRatio: number; imageMargin: number; oneRow?: true }
  container: { width: number; height: number }
  layout: string
  disableExpand: boolean
  disableDownload: boolean
  block: MediaContainer
  spoiler: SpoilerSettings
}

/**
 * Reads GALLERY data with the viewer's defaults: items with allowed sources, the layout name
 * mapped to the engine's preset, columns, ratio, spacing and the container size (the engine's crop,
 * arrows, thumbnails and orientation come from {@link galleryEngineOptions}, in the lazy gallery).
 */
export function galleryView(data: unknown, isMobile = false, nodeId = ''): GalleryView {
  const raw = at(data, 'items')
  const list = Array.isArray(raw) ? raw : []
  const items: ViewerGalleryItem[] = []
  const disableDownload = bool(at(data, 'disableDownload'))
  list.forEach((entry, i) => {
    const isVideo = obj(at(entry, 'video')) !== undefined
    const media = at(entry, isVideo ? 'video' : 'image', 'media')
    const source = resolveSource(at(media, 'src'))
    if (!source.url) return
    const width = num(at(media, 'width'))
    const height = num(at(media, 'height'))
    const poster = isVideo ? resolveSource(at(entry, 'video', 'thumbnail', 'src')).url : undefined
    const title = str(at(entry, 'title'))?.trim() || undefined
    items.push({
      id: `${i}-${(source.id ?? source.url).slice(-40)}`,
      mediaUrl: isVideo ? (poster ?? source.url) : (source.id ?? source.url),
      width: width && width > 0 ? width : 1000,
      height: height && height > 0 ? height : 1000,
      metadata: {
        type: isVideo ? 'video' : 'image',
        title,
        alt: safeAttributeText(str(at(entry, 'altText'))) || title,
        ...(isVideo ? { videoUrl: source.url, poster } : {}),
      },
      src: source.url,
      downloadUrl: disableDownload || isVideo ? undefined : mediaDownloadUrl(source),
      link: isVideo ? undefined : linkAttributes(at(entry, 'image', 'link')),
    })
  })
  const layout = VIEWER_LAYOUTS[oneOf(at(data, 'options', 'layout', 'type'), Object.keys(VIEWER_LAYOUTS), 'GRID')]
  const size = isMobile ? VIEWER_GALLERY.mobile : VIEWER_GALLERY.desktop
  const columns = num(at(data, 'options', 'layout', 'numberOfColumns'))
  // A THUMBNAIL gallery whose strip is off (placement NONE) keeps the plain height.
  const thumbnailsOn = layout === 'thumbnail' && at(data, 'options', 'thumbnails', 'placement') !== 'NONE'
  return {
    id: /^[\w-]{1,100}$/.test(nodeId) ? nodeId : 'gallery',
    items,
    layout,
    options: {
      numberOfImagesPerRow: columns && columns > 0 ? Math.min(10, Math.round(columns)) : VIEWER_GALLERY.columns,
      cubeRatio: num(at(data, 'options', 'item', 'ratio')) || VIEWER_GALLERY.ratio,
      imageMargin: num(at(data, 'options', 'item', 'spacing')) ?? VIEWER_GALLERY.margin,
      oneRow: bool(at(data, 'options', 'layout', 'horizontalScroll')) || undefined,
    },
    container: { width: size.width, height: thumbnailsOn ? VIEWER_GALLERY.thumbnailLayoutHeight : size.height },
    disableExpand: bool(at(data, 'disableExpand')),
    disableDownload,
    block: mediaContainer(data),
    spoiler: spoilerSettings(data),
  }
}
