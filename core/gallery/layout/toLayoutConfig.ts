/**
 * Digests resolved gallery options and the container into the flat numbers the layout loop reads:
 * content box, target size, group settings, crop, info space, direction. Every default and every
 * derived rule (target size, fixed columns, info and thumbnail space) lives in `resolveOptions`;
 * this module only reads its output and does the geometry that depends on the container.
 */
import { GALLERY_CONSTANTS } from '../options/constants'
import { assertResolvedOptions, type ResolvedGalleryOptions } from '../options/resolvedOptions'
import type { CropAlignment } from '../options/enums'
import { groupTypeCode } from './groupGeometry'
import { buildGroupTypeTable, type GroupTypeTable } from './groupTypeTable'
import { MAX_LAYOUT_COLUMNS, MAX_LAYOUT_PX, withinLimit } from './layoutLimits'
/** Layout modes: strips of groups (vertical scroll), columns, or one row (horizontal scroll). */
export const Mode = { Strips: 0, Columns: 1, Row: 2 } as const
/** A layout mode code. */
export type Mode = (typeof Mode)[keyof typeof Mode]

/** Crop methods by code. */
export const CROP_METHODS = ['FILL', 'FIT', 'MIN', 'MAX'] as const
/** Crop method codes (the index of the name in `CROP_METHODS`). */
export const CropMethod = { Fill: 0, Fit: 1, Min: 2, Max: 3 } as const
/** A crop method code. */
export type CropMethod = (typeof CropMethod)[keyof typeof CropMethod]

/** The container the layout fits: the gallery's width and, for horizontal galleries, its height. */
export interface LayoutContainer {
  width: number
  height?: number
}

/** Flat, pre-digested layout settings. */
export interface LayoutConfig {
  mode: Mode
  /** Content box: where items go, inside gallery spacing, outside arrows and thumbnails. */
  left: number
  top: number
  width: number
  /** Row height (row mode). */
  height: number
  /** The container's width (floored) and the gallery height of horizontal galleries. */
  outerWidth: number
  outerHeight: number
  spacing: number
  gallerySpacing: number
  target: number
  minItemSize: number
  maxGroupSize: number
  groupsPerStrip: number
  /** Fixed number of columns, 0 for "from the target size". */
  columns: number
  columnRatios: number[]
  groupsLeftToRight: boolean
  repeating: number[]
  table: GroupTypeTable
  cropEnabled: boolean
  cropMethod: CropMethod
  cropRatios: number[]
  smartCrop: boolean
  cropAlignment: CropAlignment
  /** Reserved height per item (info above or below) and its side: 0 below, 1 above, 2 alternate. */
  infoHeight: number
  infoAbove: number
  /** Info width beside items: a fraction of the column when `infoWidthPercent`, else pixels. */
  infoWidth: number
  infoWidthPercent: boolean
  /** 0 right, 1 left, 2 alternate. */
  infoSide: number
  rtl: boolean
  /** Outside thumbnail strip box, relative to the container. */
  thumbnails: { top: number; left: number; width: number; height: number } | null
}

/**
 * Builds the {@link LayoutConfig} from the output of `resolveOptions`; throws a `TypeError` for raw
 * options, the layouter's errors for a missing width or target size, and a `RangeError` for sizes past
 * the layouter's limits (see `layoutLimits`).
 */
export function toLayoutConfig(options: ResolvedGalleryOptions, container: LayoutContainer): LayoutConfig {
  assertResolvedOptions(options, 'createLayout')
  if (container === null || typeof container !== 'object' || !(Number(container.width) > 0))
    throw new Error('Layouter: cannot create layout, galleryWidth is undefined or 0')
  checkLimits(options, container)
  const {
    structure: st,
    groups: gr,
    crop: cr,
    info,
    navigationArrows: arrows,
    thumbnails: thumbs,
  } = options.layoutParams
  const target = options.targetItemSize
  if (!(target > 0)) throw new Error('Layouter: cannot create layout, targetItemSize is undefined or 0')

  const spacing = Math.max(0, st.itemSpacing)
  const gallerySpacing = Math.max(0, st.gallerySpacing)
  const horizontalScroll = st.scrollDirection === 'HORIZONTAL'
  const mode: Mode = horizontalScroll ? Mode.Row : st.layoutOrientation === 'VERTICAL' ? Mode.Columns : Mode.Strips

  const groupSize = Math.max(1, Math.min(3, Math.floor(gr.groupSize)))
  const allowed = gr.allowedGroupTypes.map(groupTypeCode).filter((c) => c >= 0)
  const maxAllowed = allowed.length > 0 ? Math.max(...allowed.map((c) => (c === 0 ? 1 : c <= 2 ? 2 : 3))) : 3
  // Legacy densities are percentages (collageDensity 80).
  const density = Math.min(1, gr.density > 1 ? gr.density / 100 : gr.density)
  const cropMethod = Math.max(CropMethod.Fill, CROP_METHODS.indexOf(cr.method)) as CropMethod

  // Info above/below and beside the items: sizes derived by resolveOptions (0 where not allowed).
  const placement = info.placement
  let infoHeight = Math.max(0, options.externalInfoHeight)
  const infoWidthPercent = info.sizeUnits === 'PERCENT'
  let infoWidth = mode === Mode.Columns ? Math.max(0, options.externalInfoWidth) : 0
  if (infoWidthPercent) infoWidth = Math.min(1, infoWidth)

  // Content box inside the container.
  const cw = Math.floor(Number(container.width))
  let ch = Number(container.height) > 0 ? Number(container.height) : 0
  let left = gallerySpacing
  let top = gallerySpacing
  let width = cw - 2 * gallerySpacing
  let thumbnails: LayoutConfig['thumbnails'] = null
  const thumbAlign = thumbs.alignment
  const thumbDelta = Math.max(0, options.thumbnailsOutsideSize)
  const thumbsOutside = thumbDelta > 0
  if (horizontalScroll && st.galleryRatio.value > 0)
    ch =
      (thumbAlign === 'LEFT' || thumbAlign === 'RIGHT' ? cw - thumbDelta : cw) * st.galleryRatio.value +
      (thumbAlign === 'TOP' || thumbAlign === 'BOTTOM' ? thumbDelta : 0)
  // pro-gallery's row height: the container height with half a spacing added and floored, less the
  // spacing's halves and the gallery spacing (half a pixel off a whole one with an odd spacing).
  let rowHeight = Math.floor(ch + spacing / 2 - gallerySpacing) - spacing / 2 - gallerySpacing
  if (thumbsOutside) {
    const size = thumbs.size
    if (thumbAlign === 'LEFT' || thumbAlign === 'RIGHT') {
      width -= thumbDelta
      if (thumbAlign === 'LEFT') left += thumbDelta
      thumbnails = { top: 0, left: thumbAlign === 'LEFT' ? 0 : cw - size, width: size, height: ch }
    } else {
      rowHeight -= thumbDelta
      if (thumbAlign === 'TOP') top += thumbDelta
      thumbnails = { top: thumbAlign === 'TOP' ? 0 : Math.max(0, ch - size), left: 0, width: cw, height: size }
    }
  }
  if (horizontalScroll && arrows.enable && arrows.position === 'OUTSIDE_GALLERY') {
    const reduce = 2 * arrows.size + GALLERY_CONSTANTS.outsideArrowsExtraWidth + spacing / 2
    width -= reduce
    left += reduce / 2
  }
  width = Math.max(1, Math.floor(width))
  // A horizontal gallery fits its container's height; without one, rows take the target size. When
  // the info above or below leaves no room, the items keep the height and the info gets none.
  let fitsContainer = false
  if (horizontalScroll) {
    if (rowHeight - infoHeight >= 1) {
      rowHeight -= infoHeight
      fitsContainer = ch > 0
    } else if (ch > 0) {
      infoHeight = 0
      rowHeight = Math.max(1, Math.floor(rowHeight))
      fitsContainer = true
    } else rowHeight = target
  }
  const outerHeight = fitsContainer
    ? ch
    : Math.round(top) +
      rowHeight +
      infoHeight +
      gallerySpacing +
      (thumbsOutside && thumbAlign === 'BOTTOM' ? thumbDelta : 0)

  return {
    mode,
    left,
    top,
    width,
    height: rowHeight,
    outerWidth: cw,
    outerHeight,
    spacing,
    gallerySpacing,
    target,
    minItemSize: Math.max(0, options.layoutParams.targetItemSize.minimum),
    maxGroupSize: Math.min(groupSize, maxAllowed),
    groupsPerStrip: Math.max(0, Math.floor(gr.numberOfGroupsPerRow)),
    columns: mode === Mode.Columns ? Math.max(0, Math.floor(options.fixedColumns)) : 0,
    columnRatios: st.columnRatios.filter((n) => n > 0),
    groupsLeftToRight: st.groupsOrder === 'LEFT_TO_RIGHT',
    repeating: gr.repeatingGroupTypes.map(groupTypeCode).filter((c) => c >= 0),
    table: buildGroupTypeTable({
      rows: mode !== Mode.Columns,
      groupByOrientation: gr.groupByOrientation,
      allowed,
      density,
    }),
    cropEnabled: cr.enable,
    cropMethod,
    cropRatios: parseCropRatios(cr.ratios, width, horizontalScroll ? rowHeight : 0),
    smartCrop: cr.enableSmartCrop,
    cropAlignment: cr.alignment,
    infoHeight,
    infoAbove: placement.includes('ALTERNATE_VERTICALLY') ? 2 : placement.includes('ABOVE') ? 1 : 0,
    infoWidth,
    infoWidthPercent,
    infoSide: placement.includes('ALTERNATE_HORIZONTALLY') ? 2 : placement.includes('LEFT') ? 1 : 0,
    rtl: options.behaviourParams.gallery.layoutDirection === 'RIGHT_TO_LEFT',
    thumbnails,
  }
}

/** Refuses container sides, sizes and column counts past the layouter's limits. */
function checkLimits(options: ResolvedGalleryOptions, container: LayoutContainer): void {
  const call = 'createLayout'
  withinLimit(call, 'container.width', Number(container.width), MAX_LAYOUT_PX)
  if (container.height !== undefined && container.height !== null)
    withinLimit(call, 'container.height', Number(container.height), MAX_LAYOUT_PX)
  const { structure } = options.layoutParams
  // Negative spacings and sizes lay out as 0, as they always have; only the large end is refused.
  const positive = (n: number) => (n < 0 ? 0 : n)
  withinLimit(call, 'targetItemSize', options.targetItemSize, MAX_LAYOUT_PX)
  withinLimit(call, 'itemSpacing', positive(structure.itemSpacing), MAX_LAYOUT_PX)
  withinLimit(call, 'gallerySpacing', positive(structure.gallerySpacing), MAX_LAYOUT_PX)
  withinLimit(call, 'info height', positive(options.externalInfoHeight), MAX_LAYOUT_PX)
  withinLimit(call, 'info width', positive(options.externalInfoWidth), MAX_LAYOUT_PX)
  withinLimit(call, 'numberOfColumns', positive(options.fixedColumns), MAX_LAYOUT_COLUMNS)
}

/** Crop ratios as numbers: plain numbers, 'w:h', or pro-gallery's 'X%/Y%' and 'Npx/Mpx' forms. */
function parseCropRatios(value: readonly (number | string)[], width: number, height: number): number[] {
  const out: number[] = []
  for (const entry of value) {
    if (typeof entry === 'number') {
      if (Number.isFinite(entry) && entry > 0) out.push(entry)
      continue
    }
    const raw = String(entry).trim()
    let ratio = Number(raw)
    const m = /^(\d*\.?\d*)(%|px)\/(\d*\.?\d*)(%|px)$/.exec(raw) ?? /^(\d*\.?\d*)():(\d*\.?\d*)()$/.exec(raw)
    if (m) {
      const w = m[2] === '%' ? (Number(m[1]) / 100) * width : Number(m[1])
      const h = m[4] === '%' ? (Number(m[3]) / 100) * (height > 0 ? height : width) : Number(m[3])
      ratio = w / h
    }
    if (Number.isFinite(ratio) && ratio > 0) out.push(ratio)
  }
  return out.length > 0 ? out : [1]
}
