/**
 * The thumbnail strip of a slider (top, bottom, left, right, or on the gallery; size
 * 120, spacing 4, 90 on mobile: see mobileThumbnails.ts): its box, and how far it scrolls to keep the
 * current thumbnail in the middle.
 */
import type { ThumbnailsAlignment, ThumbnailsPosition } from '../options/enums'

/** Gap between a strip on the gallery and the gallery's edges, px, unless `marginToGallery` is larger. */
export const ON_GALLERY_THUMBNAILS_INSET = 12

/** A box in the gallery's coordinates, px. */
export interface StripBox {
  top: number
  left: number
  width: number
  height: number
}

/**
 * Where the strip goes. Outside the gallery: the box the layout reserved (`reserved`). On the
 * gallery: along the aligned edge, inset by {@link ON_GALLERY_THUMBNAILS_INSET} (or the margin to
 * the gallery), over the slides. Either way a strip shorter than its side is centred on it.
 */
export function thumbnailStripBox(params: {
  position: ThumbnailsPosition
  alignment: ThumbnailsAlignment
  /** The layout's outside strip box (null when the layout reserved none). */
  reserved: StripBox | null
  galleryWidth: number
  galleryHeight: number
  size: number
  spacing: number
  count: number
  marginToGallery?: number
}): StripBox | null {
  const { position, alignment, reserved, galleryWidth, galleryHeight, size, spacing, count } = params
  const vertical = alignment === 'LEFT' || alignment === 'RIGHT'
  let box: StripBox
  if (position === 'OUTSIDE_GALLERY') {
    if (!reserved) return null
    box = { ...reserved }
  } else {
    const inset = Math.max(ON_GALLERY_THUMBNAILS_INSET, params.marginToGallery ?? 0)
    box = vertical
      ? {
          top: inset,
          left: alignment === 'LEFT' ? inset : galleryWidth - inset - size,
          width: size,
          height: galleryHeight - 2 * inset,
        }
      : {
          top: alignment === 'TOP' ? inset : galleryHeight - inset - size,
          left: inset,
          width: galleryWidth - 2 * inset,
          height: size,
        }
  }
  const content = Math.max(0, count * (size + spacing) - spacing)
  if (vertical && content < box.height) box = { ...box, top: box.top + (box.height - content) / 2, height: content }
  if (!vertical && content < box.width) box = { ...box, left: box.left + (box.width - content) / 2, width: content }
  return box.width > 0 && box.height > 0 ? box : null
}

/** The strip's scroll offset that puts the current thumbnail in its middle, within its scroll range. */
export function thumbnailScrollOffset(params: {
  activeIndex: number
  size: number
  spacing: number
  count: number
  /** The strip's visible length along its axis, px. */
  viewLength: number
}): number {
  const { activeIndex, size, spacing, count, viewLength } = params
  const content = Math.max(0, count * (size + spacing) - spacing)
  const centre = activeIndex * (size + spacing) + size / 2
  return Math.round(Math.max(0, Math.min(content - viewLength, centre - viewLength / 2)))
}
