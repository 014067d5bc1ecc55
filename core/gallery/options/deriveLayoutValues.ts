import { GALLERY_CONSTANTS } from './constants'
import { hasExternalHorizontalPlacement, hasExternalVerticalPlacement } from './applyForcedCorrections'
import { presetOf } from './presets'
import type { GalleryOptions } from './types'

/** Environment facts the derived values depend on. */
export interface DeriveEnv {
  /** Window width for PERCENT target sizes; 980 when unknown. */
  windowWidth?: number
  /** False when no external info renderer exists. */
  hasInfoRenderer?: boolean
}

/** The target item size in px: PIXEL value, PERCENT of the window, the preset's SMART rule, else the value. */
export function targetItemSizeOf(
  options: GalleryOptions,
  windowWidth: number = GALLERY_CONSTANTS.percentFallbackWindowWidth,
): number {
  const { unit, value } = options.layoutParams.targetItemSize
  if (unit === 'PIXEL' && value > 0) return value
  if (unit === 'PERCENT' && value > 0) return windowWidth * (value / 100)
  const smart = presetOf(options).smartTarget?.(value, options)
  return smart !== undefined && smart > 0 ? smart : value
}

/** Columns the layouter must use: the preset's, or SET_ITEMS_PER_ROW columns in vertical galleries. */
export function fixedColumnsOf(options: GalleryOptions): number {
  const fixed = presetOf(options).fixedColumns
  if (fixed !== 'bySettings') return fixed
  const s = options.layoutParams.structure
  const vertical = s.scrollDirection === 'VERTICAL' || s.layoutOrientation === 'VERTICAL'
  return vertical && s.responsiveMode === 'SET_ITEMS_PER_ROW' ? s.numberOfColumns : 0
}

/** Recomputes the top-level derived fields of `options` (a private working copy) from its groups. */
export function deriveLayoutValues(options: GalleryOptions, env: DeriveEnv = {}): GalleryOptions {
  const { structure, info, groups, thumbnails } = options.layoutParams
  const renderer = env.hasInfoRenderer !== false
  let infoHeight = 0
  if (renderer && info.height > 0 && hasExternalVerticalPlacement(info.placement)) {
    infoHeight = info.height + (info.layout === 'SEPARATED_BACKGROUND' ? info.spacing + info.border.width * 2 : 0)
  }
  const sideAllowed =
    renderer &&
    structure.scrollDirection === 'VERTICAL' &&
    structure.layoutOrientation === 'VERTICAL' &&
    groups.groupSize === 1 &&
    hasExternalHorizontalPlacement(info.placement)
  const infoWidth = !sideAllowed
    ? 0
    : info.sizeUnits === 'PERCENT'
      ? Math.min(100, Math.max(0, info.width)) / 100
      : info.width
  options.fixedColumns = fixedColumnsOf(options)
  options.targetItemSize = targetItemSizeOf(options, env.windowWidth)
  options.externalInfoHeight = infoHeight
  options.externalInfoWidth = infoWidth
  options.thumbnailsOutsideSize =
    thumbnails.enable && thumbnails.position === 'OUTSIDE_GALLERY'
      ? thumbnails.size + structure.gallerySpacing + thumbnails.marginToGallery
      : 0
  return options
}
