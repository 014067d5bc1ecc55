/**
 * The gallery's controls around the items: when arrows show (spec §5), their box, the slide
 * counter's width (spec §9) and the width outside arrows take from the gallery.
 */

/** Slide counter width by item count: < 10, < 100, < 1000, more (spec §9). */
export function counterWidth(count: number): number {
  return count < 10 ? 26 : count < 100 ? 43 : count < 1000 ? 60 : 76
}

/**
 * Spec §5: arrows show only if enabled, not while prerendering, when the gallery is wider than its
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

/** Width outside arrows take from the gallery: twice the arrow size plus 40 plus half the spacing (spec §9). */
export function outsideArrowsWidth(arrowSize: number, itemSpacing: number): number {
  return 2 * arrowSize + 40 + itemSpacing / 2
}
