/**
 * The legacy migration's steps on a flat record: the table of legacy names and values, loaded by the
 * gallery only for input that uses them (see `galleryOptions.ts`). It imports nothing, so its chunk
 * shares no code with the gallery's first chunk.
 */
import type { FlatOptions } from './schema'

/** The own property `key` of `record` (never an inherited one such as `toString`). */
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined

const L = 'layoutParams_'
const B = 'behaviourParams_'
const S = 'stylingParams_'

/** Legacy flat name to its pro-gallery 5 flat name (values carried over as they are). */
export const LEGACY_RENAMES: ReadonlyArray<readonly [string, string]> = [
  ['galleryLayout', `${L}structure_galleryLayout`],
  ['imageMargin', `${L}structure_itemSpacing`],
  ['galleryMargin', `${L}structure_gallerySpacing`],
  ['layoutParams_gallerySpacing', `${L}structure_gallerySpacing`],
  ['groupsPerStrip', `${L}groups_numberOfGroupsPerRow`],
  ['cubeImages', `${L}crop_enable`],
  ['cubeType', `${L}crop_method`],
  ['cubeFitPosition', `${L}crop_alignment`],
  ['smartCrop', `${L}crop_enableSmartCrop`],
  ['cropOnlyFill', `${L}crop_cropOnlyFill`],
  ['minItemSize', `${L}targetItemSize_minimum`],
  ['gallerySizeType', `${L}targetItemSize_unit`],
  ['scatter', `${L}structure_scatter_randomScatter`],
  ['rotatingScatter', `${L}structure_scatter_manualScatter`],
  ['numberOfImagesPerCol', `${L}structure_numberOfGridRows`],
  ['numberOfImagesPerRow', `${L}structure_numberOfColumns`],
  ['gridStyle', `${L}structure_responsiveMode`],
  ['scrollDirection', `${L}structure_scrollDirection`],
  ['isVertical', `${L}structure_layoutOrientation`],
  ['placeGroupsLtr', `${L}structure_groupsOrder`],
  ['columnWidths', `${L}structure_columnRatios`],
  ['collageDensity', `${L}groups_density`],
  ['chooseBestGroup', `${L}groups_groupByOrientation`],
  ['groupSize', `${L}groups_groupSize`],
  ['groupTypes', `${L}groups_allowedGroupTypes`],
  ['rotatingGroupTypes', `${L}groups_repeatingGroupTypes`],
  ['layoutParams_repeatingGroupTypes', `${L}groups_repeatingGroupTypes`],
  ['hasThumbnails', `${L}thumbnails_enable`],
  ['thumbnailSpacings', `${L}thumbnails_spacing`],
  ['thumbnailSize', `${L}thumbnails_size`],
  ['galleryThumbnailsAlignment', `${L}thumbnails_alignment`],
  ['showArrows', `${L}navigationArrows_enable`],
  ['arrowsPadding', `${L}navigationArrows_padding`],
  ['arrowsVerticalPosition', `${L}navigationArrows_verticalAlignment`],
  ['arrowsSize', `${L}navigationArrows_size`],
  ['arrowsPosition', `${L}navigationArrows_position`],
  ['imageInfoType', `${L}info_layout`],
  ['textImageSpace', `${L}info_spacing`],
  ['textBoxBorderWidth', `${L}info_border_width`],
  ['textBoxBorderColor', `${L}info_border_color`],
  ['textBoxBorderRadius', `${L}info_border_radius`],
  ['titlePlacement', `${L}info_placement`],
  ['calculateTextBoxWidthMode', `${L}info_sizeUnits`],
  ['itemClick', `${B}item_clickAction`],
  ['magnificationLevel', `${B}item_content_magnificationValue`],
  ['tiltAngleValue', `${B}item_content_tiltAngleValue`],
  ['imageHoverAnimation', `${B}item_content_hoverAnimation`],
  ['imagePlacementAnimation', `${B}item_content_placementAnimation`],
  ['imageLoadingMode', `${B}item_content_loader`],
  ['videoLoop', `${B}item_video_loop`],
  ['videoPlay', `${B}item_video_playTrigger`],
  ['videoSound', `${B}item_video_volume`],
  ['videoSpeed', `${B}item_video_speed`],
  ['showVideoPlayButton', `${B}item_video_enablePlayButton`],
  ['showVideoControls', `${B}item_video_enableControls`],
  ['enableVideoPlaceholder', `${B}item_video_enablePlaceholder`],
  ['hoveringBehaviour', `${B}item_overlay_hoveringBehaviour`],
  ['overlayAnimation', `${B}item_overlay_hoverAnimation`],
  ['overlayPosition', `${B}item_overlay_position`],
  ['overlaySize', `${B}item_overlay_size`],
  ['overlaySizeType', `${B}item_overlay_sizeUnits`],
  ['overlayPadding', `${B}item_overlay_padding`],
  ['overlayBackground', `${B}item_overlay_backgroundColor`],
  ['isRTL', `${B}gallery_layoutDirection`],
  ['scrollAnimation', `${B}gallery_scrollAnimation`],
  ['shouldIndexDirectShareLinkInSEO', `${B}gallery_enableIndexingShareLinks`],
  ['loadMoreButtonText', `${B}gallery_vertical_loadMore_text`],
  ['loadMoreAmount', `${B}gallery_vertical_loadMore_amount`],
  ['scrollSnap', `${B}gallery_horizontal_enableScrollSnap`],
  ['slideAnimation', `${B}gallery_horizontal_slideAnimation`],
  ['slideTransition', `${B}gallery_horizontal_slideTransition`],
  ['scrollDuration', `${B}gallery_horizontal_navigationDuration`],
  ['slideshowLoop', `${B}gallery_horizontal_loop`],
  ['autoSlideshowInterval', `${B}gallery_horizontal_autoSlide_interval`],
  ['pauseAutoSlideshowOnHover', `${B}gallery_horizontal_autoSlide_pauseOnHover`],
  ['autoSlideshowContinuousSpeed', `${B}gallery_horizontal_autoSlide_speed`],
  ['allowSlideshowCounter', `${B}gallery_horizontal_slideshowInfo_enableCounter`],
  ['playButtonForAutoSlideShow', `${B}gallery_horizontal_slideshowInfo_enablePlayButton`],
  ['galleryTextAlign', `${B}gallery_horizontal_slideshowInfo_buttonsAlignment`],
  ...[
    'itemShadowBlur',
    'itemShadowDirection',
    'itemShadowOpacityAndColor',
    'arrowsColor',
    'itemShadowSize',
    'itemEnableShadow',
    'itemBorderRadius',
    'itemBorderColor',
    'itemBorderWidth',
    'itemResolutionMode',
  ].map((name) => [name, `${S}${name}`] as const),
]

/** Legacy booleans whose pro-gallery 5 counterpart means the opposite. */
export const LEGACY_REVERSED: ReadonlyArray<readonly [string, string]> = [
  ['useMaxDimensions', `${L}structure_enableStreching`],
  ['enableInfiniteScroll', `${B}gallery_vertical_loadMore_enable`],
  ['allowContextMenu', `${B}gallery_blockContextMenu`],
  ['enableScroll', `${B}gallery_horizontal_blockScroll`],
]

/** A migration step. Steps own the record they are given, so they update it in place. */
type Step = (flat: FlatOptions) => FlatOptions

/** Moves `from` to `to` unless `to` is already set; `from` is always removed. */
const moveKey = (flat: FlatOptions, from: string, to: string, map: (v: unknown) => unknown = (v) => v): FlatOptions => {
  if (!Object.hasOwn(flat, from)) return flat
  const value = flat[from]
  delete flat[from]
  if (flat[to] === undefined && value !== undefined) flat[to] = map(value)
  return flat
}

/** Removes `keys` from `flat` and returns their values. */
const take = (flat: FlatOptions, ...keys: string[]): unknown[] =>
  keys.map((key) => {
    const value = Object.hasOwn(flat, key) ? flat[key] : undefined
    delete flat[key]
    return value
  })

const renameLegacy: Step = (flat) => LEGACY_RENAMES.reduce((acc, [from, to]) => moveKey(acc, from, to), flat)

const reverseLegacy: Step = (flat) =>
  LEGACY_REVERSED.reduce((acc, [from, to]) => moveKey(acc, from, to, (v) => (typeof v === 'boolean' ? !v : v)), flat)

/** `oneRow` (v3) means horizontal scrolling. */
const migrateOneRow: Step = (flat) =>
  moveKey(flat, 'oneRow', `${L}structure_scrollDirection`, (v) =>
    v === true ? 'HORIZONTAL' : v === false ? 'VERTICAL' : v,
  )

/** gallerySize / gallerySizePx / gallerySizeRatio: the value that matches the unit (SMART when none). */
const migrateTargetSize: Step = (flat) => {
  const unitKey = `${L}targetItemSize_unit`
  const valueKey = `${L}targetItemSize_value`
  const unitAliases: Record<string, string> = { px: 'PIXEL', ratio: 'PERCENT', smart: 'SMART' }
  const rawUnit = flat[unitKey]
  const [px, ratio, smart] = take(flat, 'gallerySizePx', 'gallerySizeRatio', 'gallerySize')
  let unit = typeof rawUnit === 'string' ? (own(unitAliases, rawUnit) ?? rawUnit.toUpperCase()) : undefined
  if (unit === undefined && px !== undefined && smart === undefined) unit = 'PIXEL'
  if (unit === undefined && ratio !== undefined && smart === undefined) unit = 'PERCENT'
  const value = unit === 'PIXEL' ? px : unit === 'PERCENT' ? ratio : smart
  if (flat[valueKey] === undefined && value !== undefined) flat[valueKey] = value
  if (unit !== undefined) flat[unitKey] = unit
  return flat
}

/** cubeRatio / layoutParams_cropRatio, or the non-empty rotatingCropRatios, become crop.ratios. */
const migrateCropRatios: Step = (flat) => {
  const [cubeRatio, cropRatio, rotating] = take(flat, 'cubeRatio', 'layoutParams_cropRatio', 'rotatingCropRatios')
  const target = `${L}crop_ratios`
  const chosen = typeof rotating === 'string' && rotating !== '' ? rotating : (cubeRatio ?? cropRatio)
  if (flat[target] === undefined && chosen !== undefined) flat[target] = chosen
  return flat
}

/** isAutoSlideshow + autoSlideshowType become autoSlide.behaviour. */
const migrateAutoSlide: Step = (flat) => {
  const [isAuto, type] = take(flat, 'isAutoSlideshow', 'autoSlideshowType')
  const target = `${B}gallery_horizontal_autoSlide_behaviour`
  if (flat[target] === undefined && isAuto !== undefined) {
    flat[target] = !isAuto ? 'OFF' : type === 'interval' ? 'INTERVAL' : 'CONTINUOUS'
  }
  return flat
}

/** Info width and height: textBoxWidth(Percent) by size mode, slideshowInfoSize in slideshows. */
const migrateInfoSize: Step = (flat) => {
  const [textBoxWidth, textBoxWidthPercent, slideshowInfoSize, textBoxHeight] = take(
    flat,
    'textBoxWidth',
    'textBoxWidthPercent',
    'slideshowInfoSize',
    'textBoxHeight',
  )
  const rawUnits = flat[`${L}info_sizeUnits`]
  const units = typeof rawUnits === 'string' ? rawUnits.toUpperCase() : undefined
  const width = units === 'MANUAL' || units === 'PIXEL' ? textBoxWidth : textBoxWidthPercent
  const layout = flat[`${L}structure_galleryLayout`]
  const height = layout === 5 || layout === 'slideshow' ? slideshowInfoSize : textBoxHeight
  if (units === 'MANUAL') flat[`${L}info_sizeUnits`] = 'PIXEL'
  if (flat[`${L}info_width`] === undefined && width !== undefined) flat[`${L}info_width`] = width
  if (flat[`${L}info_height`] === undefined && height !== undefined) flat[`${L}info_height`] = height
  return flat
}

/** Legacy values on the pro-gallery 5 names (numbers, booleans, old enum spellings). */
const VALUE_MAPS: ReadonlyArray<readonly [string, (v: unknown) => unknown]> = [
  [`${L}structure_scrollDirection`, (v) => (v === 0 ? 'VERTICAL' : v === 1 ? 'HORIZONTAL' : v)],
  [`${L}structure_responsiveMode`, (v) => (v === 0 ? 'FIT_TO_SCREEN' : v === 1 ? 'SET_ITEMS_PER_ROW' : v)],
  [
    `${L}navigationArrows_position`,
    (v) => (typeof v === 'number' ? (['ON_GALLERY', 'OUTSIDE_GALLERY', 'MOUSE_CURSOR'][v] ?? v) : v),
  ],
  [`${L}structure_layoutOrientation`, (v) => (v === true ? 'VERTICAL' : v === false ? 'HORIZONTAL' : v)],
  [`${L}structure_groupsOrder`, (v) => (v === true ? 'LEFT_TO_RIGHT' : v === false ? 'BY_HEIGHT' : v)],
  [`${B}gallery_layoutDirection`, (v) => (v === true ? 'RIGHT_TO_LEFT' : v === false ? 'LEFT_TO_RIGHT' : v)],
  [`${L}crop_alignment`, (v) => (v === 'MIDDLE' ? 'CENTER' : v)],
  [`${B}item_overlay_hoveringBehaviour`, (v) => (v === 'NO_CHANGE' ? 'ALWAYS_SHOW' : v)],
  [
    `${B}item_clickAction`,
    (v) => {
      const upper = typeof v === 'string' ? v.toUpperCase() : v
      return upper === 'FULLSCREEN' || upper === 'EXPAND' ? 'ACTION' : upper
    },
  ],
  [
    `${L}info_placement`,
    (v) => {
      const old: Record<string, string> = {
        SHOW_ON_HOVER: 'OVERLAY',
        SHOW_BELOW: 'BELOW',
        SHOW_ABOVE: 'ABOVE',
        SHOW_ON_THE_RIGHT: 'RIGHT',
        SHOW_ON_THE_LEFT: 'LEFT',
        ALTERNATE_HORIZONTAL: 'ALTERNATE_HORIZONTALLY',
        ALTERNATE_VERTICAL: 'ALTERNATE_VERTICALLY',
      }
      return typeof v === 'string'
        ? v
            .split(',')
            .map((p) => own(old, p.trim()) ?? p.trim())
            .join(',')
        : v
    },
  ],
]

const mapLegacyValues: Step = (flat) => {
  for (const [key, map] of VALUE_MAPS) if (flat[key] !== undefined) flat[key] = map(flat[key])
  return flat
}

/**
 * Migrates a flat record (from `toFlat`, which it updates in place) to pro-gallery 5 names: the
 * legacy v3/v4 flat names and values. A legacy name never overrides its new name when both are
 * given. Unknown keys are left in place.
 */
export function migrateFlatOptions(flat: FlatOptions): FlatOptions {
  const steps: Step[] = [
    renameLegacy,
    reverseLegacy,
    migrateInfoSize,
    migrateOneRow,
    migrateTargetSize,
    migrateCropRatios,
    migrateAutoSlide,
    mapLegacyValues,
  ]
  return steps.reduce((acc, step) => step(acc), flat)
}
