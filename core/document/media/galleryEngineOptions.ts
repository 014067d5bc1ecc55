import { at, num, oneOf } from '../read'
import { VIEWER_GALLERY, type GalleryView } from './galleryView'

/**
 * The gallery engine's options for a GALLERY node (legacy flat names, for `resolveOptions`): the view's
 * layout options plus what only the laid-out gallery uses, with the viewer's defaults: the preset,
 * grid style (fixed columns when the data sets them), crop FILL or FIT, arrows 23 / 20 px, thumbnails
 * 120 / 90 px (desktop / mobile) and the orientation; the data's item target size and a THUMBNAIL
 * gallery's strip placement (NONE: none) and spacing. Kept apart from {@link galleryView} so the server
 * markup's code does not carry it: only the gallery's lazy chunk imports it.
 */
export function galleryEngineOptions(view: GalleryView, data: unknown, isMobile = false): Record<string, unknown> {
  const columns = num(at(data, 'options', 'layout', 'numberOfColumns'))
  const mobileColumns = isMobile ? num(at(data, 'options', 'layout', 'mobileNumberOfColumns')) : undefined
  const placement = oneOf(
    at(data, 'options', 'thumbnails', 'placement'),
    ['TOP', 'RIGHT', 'BOTTOM', 'LEFT', 'NONE'],
    'BOTTOM',
  )
  const thumbnailSpacing = num(at(data, 'options', 'thumbnails', 'spacing'))
  const targetSize = num(at(data, 'options', 'item', 'targetSize'))
  const crop = oneOf(at(data, 'options', 'item', 'crop'), ['FILL', 'FIT'], VIEWER_GALLERY.crop)
  return {
    galleryLayout: view.layout,
    gridStyle: columns && columns > 0 ? 1 : 0,
    numberOfImagesPerRow:
      mobileColumns && mobileColumns > 0 ? Math.min(10, Math.round(mobileColumns)) : view.options.numberOfImagesPerRow,
    cubeImages: crop === 'FILL',
    cubeType: crop.toLowerCase(),
    cubeRatio: view.options.cubeRatio,
    imageMargin: view.options.imageMargin,
    arrowsSize: isMobile ? VIEWER_GALLERY.arrowSize.mobile : VIEWER_GALLERY.arrowSize.desktop,
    thumbnailSize: isMobile ? VIEWER_GALLERY.thumbnailSize.mobile : VIEWER_GALLERY.thumbnailSize.desktop,
    oneRow: view.options.oneRow,
    ...(targetSize && targetSize > 0 ? { gallerySizePx: targetSize } : {}),
    ...(view.layout === 'thumbnail'
      ? placement === 'NONE'
        ? { hasThumbnails: false }
        : { hasThumbnails: true, galleryThumbnailsAlignment: placement }
      : {}),
    ...(thumbnailSpacing !== undefined && thumbnailSpacing >= 0 ? { thumbnailSpacings: thumbnailSpacing } : {}),
    isVertical: oneOf(at(data, 'options', 'layout', 'orientation'), ['ROWS', 'COLUMNS'], 'COLUMNS') === 'COLUMNS',
  }
}
