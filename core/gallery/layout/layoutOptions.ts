/**
 * The part of the gallery options the layouter reads (pro-gallery 5's nested names). Every field
 * is optional and loosely typed so that the output of `resolveOptions` and raw JSON both fit;
 * {@link toLayoutConfig} coerces each value and falls back to the defaults of the spec (§9).
 */
export interface LayoutOptionsInput {
  layoutParams?: {
    structure?: {
      galleryLayout?: unknown
      itemSpacing?: unknown
      gallerySpacing?: unknown
      scrollDirection?: unknown
      layoutOrientation?: unknown
      responsiveMode?: unknown
      numberOfColumns?: unknown
      numberOfGridRows?: unknown
      groupsOrder?: unknown
      columnRatios?: unknown
      galleryRatio?: unknown
    }
    groups?: {
      density?: unknown
      groupSize?: unknown
      allowedGroupTypes?: unknown
      repeatingGroupTypes?: unknown
      groupByOrientation?: unknown
      numberOfGroupsPerRow?: unknown
    }
    crop?: {
      ratios?: unknown
      method?: unknown
      enable?: unknown
      cropOnlyFill?: unknown
      alignment?: unknown
      enableSmartCrop?: unknown
    }
    targetItemSize?: { unit?: unknown; value?: unknown; minimum?: unknown }
    info?: { placement?: unknown; height?: unknown; width?: unknown; sizeUnits?: unknown }
    navigationArrows?: { enable?: unknown; position?: unknown; size?: unknown; padding?: unknown }
    thumbnails?: {
      enable?: unknown
      size?: unknown
      spacing?: unknown
      position?: unknown
      alignment?: unknown
      marginToGallery?: unknown
    }
  }
  behaviourParams?: { gallery?: { layoutDirection?: unknown } }
  /** Derived by `resolveOptions` (pro-gallery's "layouter direct API"); used when present. */
  fixedColumns?: unknown
  targetItemSize?: unknown
  externalInfoHeight?: unknown
  externalInfoWidth?: unknown
  thumbnailsOutsideSize?: unknown
}

/** Preset names by pro-gallery's legacy layout numbers. */
export const LAYOUT_NAMES: Readonly<Record<string, string>> = {
  '-1': 'empty',
  0: 'collage',
  1: 'masonry',
  2: 'grid',
  3: 'thumbnail',
  4: 'slider',
  5: 'slideshow',
  6: 'panorama',
  7: 'column',
  8: 'magic',
  9: 'fullsize',
  10: 'bricks',
  11: 'mix',
  12: 'alternate',
}

/** A preset name from a name or legacy number; unknown gives 'collage'. */
export function presetName(layout: unknown): string {
  if (typeof layout === 'number' || (typeof layout === 'string' && /^-?\d+$/.test(layout)))
    return LAYOUT_NAMES[String(Number(layout))] ?? 'collage'
  if (typeof layout === 'string') return layout.toLowerCase()
  return 'collage'
}

/** A finite number, or the fallback. */
export function num(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback
}

/** An upper-case enumeration value, or the fallback. */
export function enumOf(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value.toUpperCase() : fallback
}

/** A list from an array or a comma-separated string. */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter((v) => v !== '')
  if (typeof value === 'string')
    return value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '')
  if (typeof value === 'number') return [String(value)]
  return []
}

/** The smart target item size of a preset for the option value (pro-gallery 5's formulas). */
export function smartTargetSize(preset: string, value: number, verticalOrientation: boolean): number {
  switch (preset) {
    case 'collage':
      return Math.round(value * 5 + 500)
    case 'grid':
      return Math.round(value * 8.5 + 150)
    case 'masonry':
      return verticalOrientation ? value * 8 + 200 : value * 5 + 200
    case 'empty':
      return Math.round(value * 9 + 100)
    default:
      return 0
  }
}

/** The window width the spec uses for percent target sizes when there is no window. */
export const PERCENT_FALLBACK_WIDTH = 980
