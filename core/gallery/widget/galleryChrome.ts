/**
 * The gallery's controls around the items: when arrows show, their box, the slide
 * counter's width and the width outside arrows take from the gallery.
 */
import type { ArrowsContainerType, ArrowsPosition } from '../options/enums'

/** Slide counter width by item count: < 10, < 100, < 1000, more. */
export function counterWidth(count: number): number {
  return count < 10 ? 26 : count < 100 ? 43 : count < 1000 ? 60 : 76
}

/**
 * Arrows show only if enabled, not while prerendering, when the gallery is wider than its
 * container, and when the arrow fits the height it is centred in.
 */
export function arrowsShown(params: {
  enabled: boolean
  isPrerender: boolean
  galleryWidth: number
  containerWidth: number
  arrowSize: number
  alignHeight: number
}): boolean {
  const { enabled, isPrerender, galleryWidth, containerWidth, arrowSize, alignHeight } = params
  return enabled && !isPrerender && galleryWidth > containerWidth && arrowSize <= alignHeight
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
  /** The arrow button's square box, px. */
  box: number
  outside: boolean
}

/**
 * The arrows' placement. On the gallery they sit `padding` px inside its edges, over the slides.
 * Outside it, the layout has already narrowed the slides by {@link outsideArrowsWidth} (half on
 * each side): the slides are clipped to what is left and each arrow is centred in its margin, its
 * box shrunk to fit the margin if needed. The box is 1.9 times the arrow size in a BOX, else 1.4.
 */
export function arrowsPlacement(params: {
  position: ArrowsPosition
  container: ArrowsContainerType
  arrowSize: number
  padding: number
  itemSpacing: number
}): ArrowsPlacement {
  const { position, container, arrowSize, padding, itemSpacing } = params
  const box = Math.round(arrowSize * (container === 'BOX' ? 1.9 : 1.4))
  if (position !== 'OUTSIDE_GALLERY') return { contentInset: 0, arrowInset: padding, box, outside: false }
  const contentInset = outsideArrowsWidth(arrowSize, itemSpacing) / 2
  const fitted = Math.min(box, Math.floor(contentInset))
  return { contentInset, arrowInset: (contentInset - fitted) / 2, box: fitted, outside: true }
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
