// The option families proLayoutsAgreement.test.ts compares with pro-layouts, each on its own.
import type { Flat } from './proLayoutsReference'

// Flat pro-gallery 5 names, shortened: 'structure_itemSpacing' is layoutParams_structure_itemSpacing.
export const L = (options: Record<string, unknown>): Flat =>
  Object.fromEntries(
    Object.entries(options).map(([k, v]) => [
      k.includes('_') && !k.startsWith('behaviour') ? `layoutParams_${k}` : k,
      v,
    ]),
  )
export const RTL = { behaviourParams_gallery_layoutDirection: 'RIGHT_TO_LEFT' }
const GRID = { structure_galleryLayout: 2 }
const MASONRY_COLUMNS = { structure_galleryLayout: 1, structure_layoutOrientation: 'VERTICAL' }
export const SLIDER = { structure_galleryLayout: 4 }
const PER_ROW = (n: number) => ({ structure_responsiveMode: 'SET_ITEMS_PER_ROW', structure_numberOfColumns: n })

// Each option family on its own (over pro-gallery's defaults, no preset, unless a preset is named).
export const FAMILIES: [family: string, options: Record<string, unknown>, info?: boolean][] = [
  ['strips (layout orientation rows)', {}],
  ['columns (isVertical)', { structure_layoutOrientation: 'VERTICAL' }],
  ['columns, one item per group', { structure_layoutOrientation: 'VERTICAL', groups_groupSize: 1 }],
  ['group size 1', { groups_groupSize: 1 }],
  ['group size 2', { groups_groupSize: 2 }],
  ['group types 1, 2h', { groups_allowedGroupTypes: ['1', '2h'] }],
  ['group types 1, 3t, 3b', { groups_allowedGroupTypes: ['1', '3t', '3b'] }],
  ['group type 2v only', { groups_allowedGroupTypes: ['2v'] }],
  ['group types 3l, 3r', { groups_allowedGroupTypes: ['3l', '3r'] }],
  [
    'columns, group types 3l, 3r, 3h',
    { structure_layoutOrientation: 'VERTICAL', groups_allowedGroupTypes: ['3l', '3r', '3h'] },
  ],
  ['repeating group types 3l, 2v, 3b', { groups_repeatingGroupTypes: ['3l', '2v', '3b'] }],
  ['repeating group types 2h, 3t, 1', { groups_repeatingGroupTypes: ['2h', '3t', '1'] }],
  ['collage density 0', { groups_density: 0 }],
  ['collage density 0.3', { groups_density: 0.3 }],
  ['collage density 1', { groups_density: 1 }],
  ['groups not by orientation', { groups_groupByOrientation: false }],
  ['groups per strip 3', { groups_numberOfGroupsPerRow: 3 }],
  ['collage, groups per strip 2', { structure_galleryLayout: 0, groups_numberOfGroupsPerRow: 2 }],
  ['crop FILL 1:1 (cubeImages)', { crop_enable: true }],
  ['crop FIT 1:1', { crop_enable: true, crop_method: 'FIT' }],
  ['crop ratio 16:9', { crop_enable: true, crop_ratios: [1.7778] }],
  ['crop ratios rotating', { crop_enable: true, crop_ratios: [1, 1.5, 0.66] }],
  ['smart crop', { crop_enable: true, crop_ratios: [1.5], crop_enableSmartCrop: true }],
  ['crop only fill, FIT', { crop_enable: true, crop_method: 'FIT', crop_cropOnlyFill: true }],
  ['target item size 200 px', { targetItemSize_unit: 'PIXEL', targetItemSize_value: 200 }],
  ['target item size 600 px', { targetItemSize_unit: 'PIXEL', targetItemSize_value: 600 }],
  ['target item size 25 %', { targetItemSize_unit: 'PERCENT', targetItemSize_value: 25 }],
  ['target item size SMART 60', { targetItemSize_value: 60 }],
  ['minimum item size 200', { targetItemSize_minimum: 200 }],
  ['item spacing 0', { structure_itemSpacing: 0 }],
  ['item spacing 3', { structure_itemSpacing: 3 }],
  ['item spacing 25', { structure_itemSpacing: 25 }],
  ['gallery spacing 15', { structure_gallerySpacing: 15 }],
  ['gallery spacing 5, item spacing 20', { structure_gallerySpacing: 5, structure_itemSpacing: 20 }],
  ['right to left', RTL],
  ['collage, right to left', { structure_galleryLayout: 0, ...RTL }],
  ['collage, columns', { structure_galleryLayout: 0, structure_layoutOrientation: 'VERTICAL' }],
  ['grid, fixed 4 columns', { ...GRID, ...PER_ROW(4) }],
  ['grid, fixed 5 columns, spacing 0', { ...GRID, ...PER_ROW(5), structure_itemSpacing: 0 }],
  ['grid, 3 columns, spacing 7', { ...GRID, ...PER_ROW(3), structure_itemSpacing: 7 }],
  ['grid, crop 16:9', { ...GRID, crop_ratios: [16 / 9] }],
  ['grid, crop FIT', { ...GRID, crop_method: 'FIT' }],
  ['grid, target 200 px', { ...GRID, targetItemSize_unit: 'PIXEL', targetItemSize_value: 200 }],
  ['grid, gallery spacing 20', { ...GRID, structure_gallerySpacing: 20 }],
  ['grid, column ratios 1:2', { ...GRID, ...PER_ROW(3), structure_columnRatios: [1, 2] }],
  ['grid, right to left', { ...GRID, ...RTL }],
  ['grid, horizontal scroll', { ...GRID, structure_scrollDirection: 'HORIZONTAL' }],
  [
    'grid, horizontal scroll, 2 rows',
    { ...GRID, structure_scrollDirection: 'HORIZONTAL', structure_numberOfGridRows: 2 },
  ],
  ['masonry columns, fixed 4', { ...MASONRY_COLUMNS, ...PER_ROW(4) }],
  ['masonry rows', { structure_galleryLayout: 1, structure_layoutOrientation: 'HORIZONTAL' }],
  ['masonry columns, ratios 1:2:1', { ...MASONRY_COLUMNS, structure_columnRatios: [1, 2, 1] }],
  ['masonry columns, left to right', { ...MASONRY_COLUMNS, structure_groupsOrder: 'LEFT_TO_RIGHT' }],
  ['masonry columns, right to left', { ...MASONRY_COLUMNS, ...RTL }],
  ['masonry columns, target 150 px', { ...MASONRY_COLUMNS, targetItemSize_unit: 'PIXEL', targetItemSize_value: 150 }],
  ['slider (horizontal scroll, item height 500)', SLIDER],
  ['slider, crop 16:9', { ...SLIDER, crop_ratios: [1.7778] }],
  ['slider, crop ratios rotating', { ...SLIDER, crop_ratios: [1.7778, 0.8, 1] }],
  ['slider, crop FIT', { ...SLIDER, crop_method: 'FIT' }],
  ['slider, no crop', { ...SLIDER, crop_enable: false }],
  ['slider, right to left', { ...SLIDER, ...RTL }],
  ['slider, right to left, gallery spacing 8', { ...SLIDER, ...RTL, structure_gallerySpacing: 8 }],
  ['slider, spacing 30', { ...SLIDER, structure_itemSpacing: 30 }],
  ['slider, spacing 35 (odd), photos uncropped', { ...SLIDER, structure_itemSpacing: 35, crop_method: 'FIT' }],
  ['slider, gallery ratio 0.5 (item height 490)', { ...SLIDER, structure_galleryRatio_value: 0.5 }],
  ['horizontal scroll, groups', { structure_scrollDirection: 'HORIZONTAL' }],
  ['thumbnails on the left', { structure_galleryLayout: 3, thumbnails_alignment: 'LEFT' }],
  ['thumbnails on top', { structure_galleryLayout: 3, thumbnails_alignment: 'TOP' }],
  [
    'thumbnails on the right, 80 px, 6 px margin',
    { structure_galleryLayout: 3, thumbnails_alignment: 'RIGHT', thumbnails_size: 80, thumbnails_marginToGallery: 6 },
  ],
  ['grid, info below', { ...GRID, info_placement: 'BELOW', info_height: 60 }, true],
  ['grid, info above', { ...GRID, info_placement: 'ABOVE', info_height: 60 }, true],
  ['grid, info alternating vertically', { ...GRID, info_placement: 'ALTERNATE_VERTICALLY', info_height: 60 }, true],
  [
    'grid, info below, separated background',
    {
      ...GRID,
      info_placement: 'BELOW',
      info_height: 60,
      info_layout: 'SEPARATED_BACKGROUND',
      info_spacing: 8,
      info_border_width: 2,
    },
    true,
  ],
  ['grid, info right 30 %', { ...GRID, info_placement: 'RIGHT', info_width: 30 }, true],
  ['grid, 4 columns, info left 25 %', { ...GRID, ...PER_ROW(4), info_placement: 'LEFT', info_width: 25 }, true],
  ['grid, info right 120 px', { ...GRID, info_placement: 'RIGHT', info_width: 120, info_sizeUnits: 'PIXEL' }, true],
  ['masonry columns, info right 30 %', { ...MASONRY_COLUMNS, info_placement: 'RIGHT', info_width: 30 }, true],
  [
    'masonry columns, info alternating sides',
    { ...MASONRY_COLUMNS, info_placement: 'ALTERNATE_HORIZONTALLY', info_width: 30 },
    true,
  ],
  [
    'masonry columns, info left 100 px',
    { ...MASONRY_COLUMNS, info_placement: 'LEFT', info_sizeUnits: 'PIXEL', info_width: 100 },
    true,
  ],
  ['masonry columns, info below', { ...MASONRY_COLUMNS, info_placement: 'BELOW', info_height: 50 }, true],
  ['slider, info below', { ...SLIDER, info_placement: 'BELOW', info_height: 80 }, true],
  ['slider, info above', { ...SLIDER, info_placement: 'ABOVE', info_height: 80 }, true],
  ['slider, info alternating vertically', { ...SLIDER, info_placement: 'ALTERNATE_VERTICALLY', info_height: 80 }, true],
  [
    'column, info alternating vertically',
    { structure_galleryLayout: 7, info_placement: 'ALTERNATE_VERTICALLY', info_height: 80 },
    true,
  ],
  [
    'collage, info below (shown over the items)',
    { structure_galleryLayout: 0, info_placement: 'BELOW', info_height: 80 },
    true,
  ],
  ['grid, info below without an info renderer', { ...GRID, info_placement: 'BELOW', info_height: 60 }],
]

/** The height pro-layouts measures groups' items at: its target size, corrected for the spacing, less one spacing. */
export function innerTarget(sp: Flat): number {
  const s = Number(sp.layoutParams_structure_itemSpacing)
  return Math.floor(Number(sp.targetItemSize)) + Math.ceil(s - 2 * Number(sp.layoutParams_structure_gallerySpacing)) - s
}
