/**
 * The gallery's controls around the items: when arrows show, their box, the slide
 * counter's width and the width outside arrows take from the gallery.
 */
import type { ArrowsContainerType, ArrowsPosition, ArrowsType } from '../options/enums'

/** Slide counter width by item count: < 10, < 100, < 1000, more. */
export function counterWidth(count: number): number {
  return count < 10 ? 26 : count < 100 ? 43 : count < 1000 ? 60 : 76
}

/** The drawing of each of the 7 arrow styles: its natural width and height (its viewBox), px. */
export const ARROW_DRAWINGS: Readonly<Record<ArrowsType, { readonly width: number; readonly height: number }>> = {
  DEFAULT_ARROW: { width: 23, height: 39 },
  ARROW_2: { width: 40, height: 33 },
  ARROW_3: { width: 25, height: 42 },
  ARROW_4: { width: 39, height: 11 },
  ARROW_5: { width: 39, height: 25 },
  ARROW_6: { width: 26, height: 40 },
  ARROW_7: { width: 40, height: 33 },
}

/** In a BOX, the drawing's longer side is the arrow size divided by this. */
export const ARROW_BOX_SCALE = 2.4

/** An arrow's box and the drawing inside it, px. */
export interface ArrowBox {
  width: number
  height: number
  icon: { width: number; height: number }
}

/**
 * The box of an arrow of `size` px: in a BOX container a `size` × `size` square with the drawing's
 * longer side `size` / 2.4; otherwise the drawing itself, `size` px wide (its height by its
 * proportions). An unknown style is drawn as the default arrow.
 */
export function arrowBox(params: { type: ArrowsType; container: ArrowsContainerType; size: number }): ArrowBox {
  const { container, size } = params
  const drawing = ARROW_DRAWINGS[params.type] ?? ARROW_DRAWINGS.DEFAULT_ARROW
  if (container === 'BOX') {
    const scale = size / ARROW_BOX_SCALE / Math.max(drawing.width, drawing.height)
    return { width: size, height: size, icon: { width: drawing.width * scale, height: drawing.height * scale } }
  }
  const icon = { width: size, height: (drawing.height * size) / drawing.width }
  return { ...icon, icon }
}

/**
 * Arrows show only if enabled, not while prerendering, when the gallery is wider than its
 * container, and when the arrow's box fits the height it is centred in.
 */
export function arrowsShown(params: {
  enabled: boolean
  isPrerender: boolean
  galleryWidth: number
  containerWidth: number
  /** The arrow box's height, px ({@link arrowBox}). */
  arrowHeight: number
  alignHeight: number
}): boolean {
  const { enabled, isPrerender, galleryWidth, containerWidth, arrowHeight, alignHeight } = params
  return enabled && !isPrerender && galleryWidth > containerWidth && arrowHeight <= alignHeight
}

/** Width outside arrows take from the gallery: twice the arrow size plus 40 plus half the spacing. */
export function outsideArrowsWidth(arrowSize: number, itemSpacing: number): number {
  return 2 * arrowSize + 40 + itemSpacing / 2
}

/** Where a slider's arrows go and how much of each side of the gallery they keep from the slides. */
export interface ArrowsPlacement {
  /** Px at each side of the gallery where no slide shows (the outside arrows' margin), else 0. */
  contentInset: number
  /** Px from each side of the gallery to its arrow's box. */
  arrowInset: number
  /** The arrow's box and drawing, px. */
  box: ArrowBox
  outside: boolean
}

/**
 * The arrows' placement. On the gallery they sit `padding` px inside its edges, over the slides.
 * Outside it, the layout has already narrowed the slides by {@link outsideArrowsWidth} (half on
 * each side): the slides are clipped to what is left and each arrow is centred in its margin, its
 * box (and drawing) shrunk to fit the margin's width if needed. The box is {@link arrowBox}'s.
 */
export function arrowsPlacement(params: {
  position: ArrowsPosition
  type: ArrowsType
  container: ArrowsContainerType
  arrowSize: number
  padding: number
  itemSpacing: number
}): ArrowsPlacement {
  const { position, type, container, arrowSize, padding, itemSpacing } = params
  const box = arrowBox({ type, container, size: arrowSize })
  if (position !== 'OUTSIDE_GALLERY') return { contentInset: 0, arrowInset: padding, box, outside: false }
  const contentInset = outsideArrowsWidth(arrowSize, itemSpacing) / 2
  const shrink = Math.min(1, Math.floor(contentInset) / box.width)
  const fitted: ArrowBox = {
    width: box.width * shrink,
    height: box.height * shrink,
    icon: { width: box.icon.width * shrink, height: box.icon.height * shrink },
  }
  return { contentInset, arrowInset: (contentInset - fitted.width) / 2, box: fitted, outside: true }
}

/** Gap between the slideshow controls (counter, play button) and what they sit against, px. */
export const CONTROLS_GAP = 12

/**
 * Where the slideshow controls go: at the bottom, inline-end corner of the slides (not over
 * thumbnails or outside arrows beside them), and above or beside a thumbnail strip that lies on
 * the slides along that corner. Px from the gallery's bottom and inline-end edges.
 */
export function controlsInset(params: {
  galleryWidth: number
  galleryHeight: number
  /** Bottom of the slides' boxes (their info included), px from the gallery's top. */
  slidesBottom: number
  /** The margins the gallery keeps free of slides at its left and right. */
  margins: { left: number; right: number }
  /** A thumbnail strip over the slides, with its edge. */
  stripOnGallery: { box: { top: number; left: number; width: number; height: number }; alignment: string } | null
  rtl: boolean
}): { bottom: number; end: number } {
  const { galleryWidth, galleryHeight, slidesBottom, margins, stripOnGallery, rtl } = params
  let bottom = Math.max(0, galleryHeight - slidesBottom) + CONTROLS_GAP
  let end = (rtl ? margins.left : margins.right) + CONTROLS_GAP
  if (stripOnGallery) {
    const { box, alignment } = stripOnGallery
    if (alignment === 'BOTTOM') bottom = galleryHeight - box.top + CONTROLS_GAP
    if (alignment === (rtl ? 'LEFT' : 'RIGHT'))
      end = (rtl ? box.left + box.width : galleryWidth - box.left) + CONTROLS_GAP
  }
  return { bottom, end }
}
