/**
 * Where an item's hover overlay sits: along the side its position names (LEFT, RIGHT, TOP, BOTTOM)
 * or centred across the item (CENTERED_VERTICALLY: a band of the overlay's height in the middle;
 * CENTERED_HORIZONTALLY: a band of its width), inset by the padding. Its size, in px or percent of
 * the item's side, is clamped to 0…that side minus the padding.
 */
import type { OverlayPosition, SizeUnits } from '../options/enums'

/** The overlay's box inside the item, px. */
export interface OverlayBox {
  top: number
  left: number
  width: number
  height: number
}

/** The overlay's box for an item of `width` × `height`. */
export function overlayBox(params: {
  position: OverlayPosition
  size: number
  sizeUnits: SizeUnits
  padding: number
  width: number
  height: number
}): OverlayBox {
  const { position, width, height } = params
  // A padding wider than half the item would push the overlay out of it.
  const padding = Math.min(Math.max(0, Number.isFinite(params.padding) ? params.padding : 0), width / 2, height / 2)
  const across = position === 'LEFT' || position === 'RIGHT' || position === 'CENTERED_HORIZONTALLY'
  const side = across ? width : height
  const wanted = params.sizeUnits === 'PERCENT' ? (side * params.size) / 100 : params.size
  const size = Math.min(Math.max(0, Number.isFinite(wanted) ? wanted : side), Math.max(0, side - padding))
  const inner = { width: Math.max(0, width - 2 * padding), height: Math.max(0, height - 2 * padding) }
  switch (position) {
    case 'RIGHT':
      return { top: padding, left: width - padding - size, width: size, height: inner.height }
    case 'TOP':
      return { top: padding, left: padding, width: inner.width, height: size }
    case 'BOTTOM':
      return { top: height - padding - size, left: padding, width: inner.width, height: size }
    case 'CENTERED_VERTICALLY':
      return { top: (height - size) / 2, left: padding, width: inner.width, height: size }
    case 'CENTERED_HORIZONTALLY':
      return { top: padding, left: (width - size) / 2, width: size, height: inner.height }
    default:
      return { top: padding, left: padding, width: size, height: inner.height }
  }
}
