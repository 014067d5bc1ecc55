/**
 * Digests the nested gallery options and the container into the flat numbers the layout loop
 * reads: content box, target size, group settings, crop, info space, direction.
 */
import { groupTypeCode } from './groupGeometry'
import { buildGroupTypeTable, type GroupTypeTable } from './groupTypeTable'
import {
  enumOf,
  listOf,
  num,
  PERCENT_FALLBACK_WIDTH,
  presetName,
  smartTargetSize,
  type LayoutOptionsInput,
} from './layoutOptions'

/** Layout modes: strips of groups (vertical scroll), columns, or one row (horizontal scroll). */
export const Mode = { Strips: 0, Columns: 1, Row: 2 } as const
/** A layout mode code. */
export type Mode = (typeof Mode)[keyof typeof Mode]

/** Crop methods by code. */
export const CROP_METHODS = ['FILL', 'FIT', 'MIN', 'MAX'] as const

/** The container the layout fits: the gallery's width and, for horizontal galleries, its height. */
export interface LayoutContainer {
  width: number
  height?: number
}

/** Flat, pre-digested layout settings. */
export interface LayoutConfig {
  mode: Mode
  preset: string
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
  cropMethod: number
  cropRatios: number[]
  smartCrop: boolean
  cropAlignment: string
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

/** Builds the {@link LayoutConfig}; throws the spec's errors for a missing width or target size. */
export function toLayoutConfig(options: LayoutOptionsInput | undefined, container: LayoutContainer): LayoutConfig {
  const lp = options?.layoutParams ?? {}
  const st = lp.structure ?? {}
  const gr = lp.groups ?? {}
  const cr = lp.crop ?? {}
  const ti = lp.targetItemSize ?? {}
  const info = lp.info ?? {}
  const arrows = lp.navigationArrows ?? {}
  const thumbs = lp.thumbnails ?? {}
  if (!container || !(num(container.width, 0) > 0))
    throw new Error('Layouter: cannot create layout, galleryWidth is undefined or 0')

  const preset = presetName(st.galleryLayout)
  const spacing = Math.max(0, num(st.itemSpacing, 10))
  const gallerySpacing = Math.max(0, num(st.gallerySpacing, 0))
  const horizontalScroll = enumOf(st.scrollDirection, 'VERTICAL') === 'HORIZONTAL'
  const verticalOrientation = !horizontalScroll && enumOf(st.layoutOrientation, 'HORIZONTAL') === 'VERTICAL'
  const mode: Mode = horizontalScroll ? Mode.Row : verticalOrientation ? Mode.Columns : Mode.Strips

  // resolveOptions derives the target size; raw options get the same rule here.
  const unit = enumOf(ti.unit, 'SMART')
  const value = num(ti.value, 30)
  let target: number
  if (options?.targetItemSize !== undefined && typeof options.targetItemSize !== 'object')
    target = num(options.targetItemSize, 0)
  else if (unit === 'PIXEL' && value > 0) target = value
  else if (unit === 'PERCENT' && value > 0) target = (PERCENT_FALLBACK_WIDTH * value) / 100
  else target = smartTargetSize(preset, value, verticalOrientation) || value
  if (!(target > 0)) throw new Error('Layouter: cannot create layout, targetItemSize is undefined or 0')

  const groupSize = Math.max(1, Math.min(3, Math.floor(num(gr.groupSize, 3))))
  const allowed = listOf(gr.allowedGroupTypes)
    .map(groupTypeCode)
    .filter((c) => c >= 0)
  const maxAllowed = allowed.length > 0 ? Math.max(...allowed.map((c) => (c === 0 ? 1 : c <= 2 ? 2 : 3))) : 3
  let density = num(gr.density, 0.8)
  if (density > 1) density /= 100
  density = Math.min(1, density)

  let cropEnabled = cr.enable === true
  const cropMethod = Math.max(0, CROP_METHODS.indexOf(enumOf(cr.method, 'FILL') as (typeof CROP_METHODS)[number]))
  if (cr.cropOnlyFill === true) cropEnabled = cropMethod === 0

  // Info beside (columns with single-item groups) or above/below the items.
  const placement = enumOf(info.placement, 'OVERLAY')
  const vertical = /ABOVE|BELOW|ALTERNATE_VERTICALLY/.test(placement)
  const beside = /RIGHT|LEFT|ALTERNATE_HORIZONTALLY/.test(placement) && mode === Mode.Columns && groupSize === 1
  const derived = options?.externalInfoHeight !== undefined
  let infoHeight = derived
    ? Math.max(0, num(options?.externalInfoHeight, 0))
    : vertical
      ? Math.max(0, num(info.height, 200))
      : 0
  const infoWidthPercent = enumOf(info.sizeUnits, 'PERCENT') === 'PERCENT'
  const rawInfoWidth = num(info.width, 50)
  let infoWidth = !beside
    ? 0
    : infoWidthPercent
      ? Math.min(100, Math.max(0, rawInfoWidth)) / 100
      : Math.max(0, rawInfoWidth)
  if (options?.externalInfoWidth !== undefined)
    infoWidth = mode === Mode.Columns ? Math.max(0, num(options.externalInfoWidth, 0)) : 0
  if (infoWidthPercent) infoWidth = Math.min(1, infoWidth)

  // Content box inside the container.
  const cw = Math.floor(num(container.width, 0))
  let ch = num(container.height, 0)
  const ratioValue = num((st.galleryRatio as { value?: unknown } | undefined)?.value ?? st.galleryRatio, 0)
  let left = gallerySpacing
  let top = gallerySpacing
  let width = cw - 2 * gallerySpacing
  let thumbnails: LayoutConfig['thumbnails'] = null
  const thumbAlign = enumOf(thumbs.alignment, 'BOTTOM')
  const thumbsOutside = thumbs.enable === true && enumOf(thumbs.position, 'OUTSIDE_GALLERY') === 'OUTSIDE_GALLERY'
  const thumbDelta =
    options?.thumbnailsOutsideSize !== undefined
      ? Math.max(0, num(options.thumbnailsOutsideSize, 0))
      : thumbsOutside
        ? num(thumbs.size, 120) + gallerySpacing + num(thumbs.marginToGallery, 0)
        : 0
  if (horizontalScroll && ratioValue > 0)
    ch =
      (thumbAlign === 'LEFT' || thumbAlign === 'RIGHT' ? cw - thumbDelta : cw) * ratioValue +
      (thumbAlign === 'TOP' || thumbAlign === 'BOTTOM' ? thumbDelta : 0)
  let rowHeight = ch - 2 * gallerySpacing
  if (thumbsOutside && thumbDelta > 0) {
    const size = num(thumbs.size, 120)
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
  if (horizontalScroll && arrows.enable !== false && enumOf(arrows.position, 'ON_GALLERY') === 'OUTSIDE_GALLERY') {
    const reduce = 2 * num(arrows.size, 23) + 40 + spacing / 2
    width -= reduce
    left += reduce / 2
  }
  width = Math.max(1, Math.floor(width))
  // A horizontal gallery fits its container's height; without one, rows take the target size. When
  // the info above or below leaves no room, the items keep the height and the info gets none.
  let fitsContainer = false
  if (horizontalScroll) {
    if (rowHeight - infoHeight >= 1) {
      rowHeight = Math.floor(rowHeight - infoHeight)
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

  const responsive = enumOf(st.responsiveMode, 'FIT_TO_SCREEN')
  const fixed = Math.floor(num(options?.fixedColumns, -1))
  const columns =
    mode !== Mode.Columns
      ? 0
      : fixed >= 0
        ? fixed
        : responsive === 'SET_ITEMS_PER_ROW'
          ? Math.max(1, Math.floor(num(st.numberOfColumns, 3)))
          : 0
  const repeating = listOf(gr.repeatingGroupTypes)
    .map(groupTypeCode)
    .filter((c) => c >= 0)
  return {
    mode,
    preset,
    left,
    top,
    width,
    height: rowHeight,
    outerWidth: cw,
    outerHeight,
    spacing,
    gallerySpacing,
    target,
    minItemSize: Math.max(0, num(ti.minimum, 120)),
    maxGroupSize: Math.min(groupSize, maxAllowed),
    groupsPerStrip: Math.max(0, Math.floor(num(gr.numberOfGroupsPerRow, 0))),
    columns,
    columnRatios: listOf(st.columnRatios)
      .map(Number)
      .filter((n) => n > 0),
    groupsLeftToRight: enumOf(st.groupsOrder, 'BY_HEIGHT') === 'LEFT_TO_RIGHT',
    repeating,
    table: buildGroupTypeTable({
      rows: mode !== Mode.Columns,
      groupByOrientation: gr.groupByOrientation !== false,
      allowed,
      density,
    }),
    cropEnabled,
    cropMethod,
    cropRatios: parseCropRatios(cr.ratios, width, horizontalScroll ? rowHeight : 0),
    smartCrop: cr.enableSmartCrop === true,
    cropAlignment: enumOf(cr.alignment, 'CENTER'),
    infoHeight,
    infoAbove: placement.includes('ALTERNATE_VERTICALLY') ? 2 : placement.includes('ABOVE') ? 1 : 0,
    infoWidth,
    infoWidthPercent,
    infoSide: placement.includes('ALTERNATE_HORIZONTALLY') ? 2 : placement.includes('LEFT') ? 1 : 0,
    rtl: enumOf(options?.behaviourParams?.gallery?.layoutDirection, 'LEFT_TO_RIGHT') === 'RIGHT_TO_LEFT',
    thumbnails,
  }
}

/** Crop ratios as numbers: plain numbers, 'w:h', or pro-gallery's 'X%/Y%' and 'Npx/Mpx' forms. */
function parseCropRatios(value: unknown, width: number, height: number): number[] {
  const out: number[] = []
  for (const raw of listOf(value)) {
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
