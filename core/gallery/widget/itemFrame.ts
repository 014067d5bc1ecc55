/**
 * Where an item's media and its info (title, description) go (info placement: overlay,
 * below, above, left, right, alternating), in the space the layout reserved. The layout's box is
 * the media's: info above or below adds the reserved height (`externalInfoHeight`) outside it;
 * info beside it takes the rest of its column (`externalInfoWidth` of the column), on the side
 * the layout left free, which is how alternating placements alternate.
 */

/** A rectangle, px. */
export interface Rect {
  top: number
  left: number
  width: number
  height: number
}

/** Where the info sits relative to the media. */
export type InfoSide = 'overlay' | 'below' | 'above' | 'left' | 'right'

/** An item's frame: its element in the gallery, and the media and info inside it. */
export interface ItemFrame {
  /** The item element's box in the gallery's coordinates. */
  outer: Rect
  /** The media's box inside the item element. */
  media: Rect
  /** The info's box inside the item element; null with overlay info (it covers the media on hover). */
  info: Rect | null
  side: InfoSide
}

const SIDE_PLACEMENT = /(^|,)\s*(LEFT|RIGHT|ALTERNATE_HORIZONTALLY)\s*(,|$)/
const has = (placement: string, part: string) => placement.split(',').some((p) => p.trim() === part)

/**
 * The frame of item `idx`. `column` is the column the item sits in (column layouts, where info
 * beside items exists); `infoHeight` the height reserved above or below (0 for none). Alternating
 * vertically, even items (0, 2, ...) of column layouts have their info above (as the layout placed
 * them, and as pro-gallery does).
 */
export function itemFrame(params: {
  placement: string
  idx: number
  box: Rect
  column: { left: number; width: number } | null
  infoHeight: number
}): ItemFrame {
  const { placement, idx, box, column } = params
  const infoHeight = Math.max(0, params.infoHeight)
  const infoWidth = column ? Math.max(0, column.width - box.width) : 0
  if (column && infoWidth > 0 && SIDE_PLACEMENT.test(placement)) {
    // The layout moved the media right by the info's width when the info goes on the left.
    const left = box.left > column.left
    return {
      outer: { top: box.top, left: column.left, width: column.width, height: box.height },
      media: { top: 0, left: left ? infoWidth : 0, width: box.width, height: box.height },
      info: { top: 0, left: left ? 0 : box.width, width: infoWidth, height: box.height },
      side: left ? 'left' : 'right',
    }
  }
  if (infoHeight > 0) {
    const above = has(placement, 'ABOVE') || (has(placement, 'ALTERNATE_VERTICALLY') && !!column && idx % 2 === 0)
    return {
      outer: {
        top: above ? box.top - infoHeight : box.top,
        left: box.left,
        width: box.width,
        height: box.height + infoHeight,
      },
      media: { top: above ? infoHeight : 0, left: 0, width: box.width, height: box.height },
      info: { top: above ? 0 : box.height, left: 0, width: box.width, height: infoHeight },
      side: above ? 'above' : 'below',
    }
  }
  return {
    outer: { ...box },
    media: { top: 0, left: 0, width: box.width, height: box.height },
    info: null,
    side: 'overlay',
  }
}
