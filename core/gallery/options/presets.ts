import { deepFreeze } from '../../shared/createValueStore'
import { type FlatOptions, flattenObject, own, setFlat } from './schema'
import type {
  DeepPartial,
  GalleryLayout,
  GalleryOptions,
  GroupType,
  LayoutParams,
  BehaviourParams,
  StylingParams,
} from './types'

/** The forced values of one layout preset, in the nested option form. */
export interface PresetValues {
  layoutParams?: DeepPartial<LayoutParams>
  behaviourParams?: DeepPartial<BehaviourParams>
  stylingParams?: DeepPartial<StylingParams>
}

/** A layout preset: forced values, the layouter's fixed columns and the SMART target size rule. */
export interface Preset {
  readonly values: PresetValues
  /** Columns the preset fixes, or 'bySettings' for SET_ITEMS_PER_ROW columns in vertical galleries. */
  readonly fixedColumns: number | 'bySettings'
  /** The px target for unit SMART from `targetItemSize.value`; undefined means the value itself. */
  readonly smartTarget?: (value: number, options: GalleryOptions) => number
}

const ALL_GROUPS: GroupType[] = ['1', '2h', '2v', '3t', '3b', '3l', '3r', '3v', '3h']
const SINGLE: GroupType[] = ['1']
const FULL_RATIO = ['100%/100%']
const NO_SCATTER = { randomScatter: 0, manualScatter: '' }
/** One row of items scrolled sideways, edge to edge (thumbnail, slideshow, fullsize). */
const ONE_ROW_STRIP: DeepPartial<LayoutParams['structure']> = {
  responsiveMode: 'SET_ITEMS_PER_ROW',
  scrollDirection: 'HORIZONTAL',
  gallerySpacing: 0,
  layoutOrientation: 'HORIZONTAL',
  numberOfGridRows: 1,
  scatter: NO_SCATTER,
  itemSpacing: 0,
}
/** Items cropped to fill the whole frame (thumbnail, slideshow). */
const FULL_FRAME_CROP: DeepPartial<LayoutParams['crop']> = {
  ratios: FULL_RATIO,
  enable: true,
  enableSmartCrop: false,
  cropOnlyFill: false,
}

const verticalGroupsPreset = (
  repeating: GroupType[],
  density: number,
  target: number,
  ratios: number[],
): PresetValues => ({
  layoutParams: {
    crop: { method: 'FILL', enable: true, ratios, enableSmartCrop: false },
    info: { placement: 'OVERLAY' },
    structure: {
      scrollDirection: 'VERTICAL',
      responsiveMode: 'SET_ITEMS_PER_ROW',
      gallerySpacing: 0,
      layoutOrientation: 'VERTICAL',
      scatter: NO_SCATTER,
      numberOfColumns: 1,
      groupsOrder: 'BY_HEIGHT',
    },
    groups: {
      groupSize: 3,
      density,
      allowedGroupTypes: ALL_GROUPS,
      groupByOrientation: true,
      repeatingGroupTypes: repeating,
      numberOfGroupsPerRow: 0,
    },
    targetItemSize: { value: target, minimum: 50 },
  },
})

/**
 * The layout presets (pro-gallery 5's presets). Each preset's values always override the
 * user's, so a preset is stable when the options are resolved again.
 */
export const PRESETS: Readonly<Record<GalleryLayout, Preset>> = deepFreeze({
  collage: {
    values: {
      layoutParams: {
        crop: { enable: false, cropOnlyFill: false },
        groups: { groupSize: 3, allowedGroupTypes: ['1', '2h', '2v', '3t', '3b', '3l', '3r'] },
        structure: { numberOfGridRows: 1, responsiveMode: 'FIT_TO_SCREEN', numberOfColumns: 0 },
      },
      behaviourParams: { gallery: { horizontal: { loop: false, slideAnimation: 'SCROLL' } } },
    },
    fixedColumns: 0,
    smartTarget: (value) => Math.round(value * 5 + 500),
  },
  masonry: {
    values: {
      layoutParams: {
        crop: { enable: false, cropOnlyFill: false },
        structure: { scrollDirection: 'VERTICAL' },
        groups: { groupSize: 1, allowedGroupTypes: SINGLE },
      },
      behaviourParams: { gallery: { horizontal: { loop: false } } },
    },
    fixedColumns: 'bySettings',
    smartTarget: (value, o) =>
      o.layoutParams.structure.layoutOrientation === 'VERTICAL' ? value * 8 + 200 : value * 5 + 200,
  },
  grid: {
    values: {
      layoutParams: {
        crop: { enable: true, enableSmartCrop: false, cropOnlyFill: false },
        structure: { layoutOrientation: 'VERTICAL' },
        groups: { groupSize: 1, allowedGroupTypes: SINGLE, density: 0 },
        targetItemSize: { minimum: 50 },
      },
      behaviourParams: { gallery: { horizontal: { loop: false, slideAnimation: 'SCROLL' } } },
    },
    fixedColumns: 'bySettings',
    smartTarget: (value) => Math.round(value * 8.5 + 150),
  },
  thumbnail: {
    values: {
      layoutParams: {
        crop: FULL_FRAME_CROP,
        info: { placement: 'OVERLAY' },
        structure: ONE_ROW_STRIP,
        groups: { groupSize: 1, allowedGroupTypes: SINGLE },
        thumbnails: { enable: true },
        targetItemSize: { value: 550 },
      },
      behaviourParams: { gallery: { horizontal: { enableScrollSnap: true } } },
    },
    fixedColumns: 0,
  },
  slider: {
    values: {
      layoutParams: {
        crop: { enable: true, enableSmartCrop: false, cropOnlyFill: true },
        structure: {
          scrollDirection: 'HORIZONTAL',
          layoutOrientation: 'HORIZONTAL',
          numberOfGridRows: 1,
          responsiveMode: 'SET_ITEMS_PER_ROW',
        },
        groups: { groupSize: 1, allowedGroupTypes: SINGLE },
      },
      behaviourParams: { gallery: { horizontal: { enableScrollSnap: true, slideAnimation: 'SCROLL' } } },
    },
    fixedColumns: 0,
  },
  slideshow: {
    values: {
      layoutParams: {
        crop: FULL_FRAME_CROP,
        info: { placement: 'BELOW' },
        structure: { ...ONE_ROW_STRIP, numberOfColumns: 1 },
        groups: { groupSize: 1, allowedGroupTypes: SINGLE },
        targetItemSize: { value: 550 },
      },
      behaviourParams: {
        item: {
          content: { placementAnimation: 'NO_EFFECT', hoverAnimation: 'NO_EFFECT' },
          overlay: { hoverAnimation: 'NO_EFFECT' },
        },
        gallery: { horizontal: { enableScrollSnap: true } },
      },
      stylingParams: { itemBorderWidth: 0, itemBorderRadius: 0, itemBorderColor: '' },
    },
    fixedColumns: 1,
  },
  panorama: {
    values: {
      layoutParams: {
        crop: { enable: false, cropOnlyFill: false },
        structure: {
          scrollDirection: 'VERTICAL',
          layoutOrientation: 'VERTICAL',
          responsiveMode: 'SET_ITEMS_PER_ROW',
          numberOfColumns: 1,
        },
        groups: { groupSize: 1, allowedGroupTypes: SINGLE },
      },
      behaviourParams: { gallery: { horizontal: { loop: false } } },
    },
    fixedColumns: 1,
  },
  column: {
    values: {
      layoutParams: {
        crop: { method: 'FILL', enable: true, ratios: [0.35], enableSmartCrop: false, cropOnlyFill: false },
        structure: {
          scrollDirection: 'HORIZONTAL',
          layoutOrientation: 'HORIZONTAL',
          responsiveMode: 'SET_ITEMS_PER_ROW',
          numberOfGridRows: 1,
          numberOfColumns: 0,
        },
        groups: { groupSize: 1, allowedGroupTypes: SINGLE },
      },
      behaviourParams: { gallery: { horizontal: { slideAnimation: 'SCROLL' } } },
    },
    fixedColumns: 0,
  },
  fullsize: {
    values: {
      layoutParams: {
        crop: { enable: true, ratios: FULL_RATIO, method: 'FILL', enableSmartCrop: false, cropOnlyFill: true },
        info: { placement: 'OVERLAY' },
        structure: ONE_ROW_STRIP,
        groups: { groupSize: 1, allowedGroupTypes: SINGLE },
      },
      behaviourParams: { gallery: { horizontal: { enableScrollSnap: true } } },
    },
    fixedColumns: 0,
  },
  bricks: {
    values: {
      ...verticalGroupsPreset(['2h'], 0.8, 400, [0.707, 1.414, 1.414, 0.707]),
      behaviourParams: { gallery: { horizontal: { loop: false } } },
    },
    fixedColumns: 1,
  },
  mix: { values: verticalGroupsPreset(['1', '3l', '1', '3r'], 0.48, 86, [1]), fixedColumns: 1 },
  alternate: { values: verticalGroupsPreset(['1', '2h', '1', '2h'], 0.48, 86, [1]), fixedColumns: 1 },
  empty: { values: {}, fixedColumns: 'bySettings', smartTarget: (value) => Math.round(value * 9 + 100) },
  magic: { values: {}, fixedColumns: 0 },
})

const FLAT_PRESETS: Readonly<Record<string, FlatOptions>> = Object.fromEntries(
  Object.entries(PRESETS).map(([name, preset]) => [name, flattenObject(preset.values as Record<string, unknown>)]),
)

/** The preset of the options' `layoutParams.structure.galleryLayout`. */
export function presetOf(options: GalleryOptions): Preset {
  return own(PRESETS, options.layoutParams.structure.galleryLayout) ?? PRESETS.collage
}

/** Writes the preset's forced values into `options` (a private working copy) and returns it. */
export function applyPreset(options: GalleryOptions): GalleryOptions {
  const flat = own(FLAT_PRESETS, options.layoutParams.structure.galleryLayout) ?? {}
  for (const key of Object.keys(flat)) {
    const value = flat[key]
    setFlat(options, key, Array.isArray(value) ? [...value] : value)
  }
  // masonry lays out by the user's columns only in vertical orientation (pro-gallery's processGridStyle)
  if (
    options.layoutParams.structure.galleryLayout === 'masonry' &&
    options.layoutParams.structure.layoutOrientation !== 'VERTICAL'
  ) {
    options.layoutParams.structure.responsiveMode = 'FIT_TO_SCREEN'
  }
  return options
}
