// What legacy (v3/v4) option names and values become on the pro-gallery 5 names, and which of two
// spellings wins: exact flat results of migrateLegacyOptions for the cases the mutation run found open.
import { describe, expect, it } from 'vitest'
import { migrateLegacyOptions } from '../migrateLegacyOptions'

const L = 'layoutParams_'
const B = 'behaviourParams_'
/** The migrated flat record as a plain object. */
const migrate = (input: Record<string, unknown>) => ({ ...migrateLegacyOptions(input) })

describe('flattening and precedence', () => {
  it('flattens nested groups and other records; a nested group wins over its flat name in any order', () => {
    expect(migrate({ layoutParams: { structure: { itemSpacing: 2 } }, [`${L}structure_itemSpacing`]: 1 })).toEqual({
      [`${L}structure_itemSpacing`]: 2,
    })
    expect(migrate({ custom: { deep: { leaf: 1 } } })).toEqual({ custom_deep_leaf: 1 })
  })

  it('a legacy name never overrides the new name, and is removed either way', () => {
    expect(migrate({ imageMargin: 5, layoutParams: { structure: { itemSpacing: 9 } } })).toEqual({
      [`${L}structure_itemSpacing`]: 9,
    })
    expect(migrate({ imageMargin: 5 })).toEqual({ [`${L}structure_itemSpacing`]: 5 })
  })

  it('reversed booleans are negated; other values pass unchanged', () => {
    expect(migrate({ enableScroll: true })).toEqual({ [`${B}gallery_horizontal_blockScroll`]: false })
    expect(migrate({ enableScroll: 'sometimes' })).toEqual({ [`${B}gallery_horizontal_blockScroll`]: 'sometimes' })
  })

  it('oneRow means horizontal scrolling, false vertical; other values pass', () => {
    const key = `${L}structure_scrollDirection`
    expect(migrate({ oneRow: true })).toEqual({ [key]: 'HORIZONTAL' })
    expect(migrate({ oneRow: false })).toEqual({ [key]: 'VERTICAL' })
    expect(migrate({ oneRow: 'HORIZONTAL' })).toEqual({ [key]: 'HORIZONTAL' })
  })
})

describe('target item size', () => {
  const unit = `${L}targetItemSize_unit`
  const value = `${L}targetItemSize_value`
  it('takes the value matching the unit, with unit aliases and upper-cased names', () => {
    expect(migrate({ gallerySizeType: 'px', gallerySizePx: 300, gallerySize: 30 })).toEqual({
      [unit]: 'PIXEL',
      [value]: 300,
    })
    expect(migrate({ gallerySizeType: 'ratio', gallerySizeRatio: 40 })).toEqual({ [unit]: 'PERCENT', [value]: 40 })
    expect(migrate({ gallerySizeType: 'smart', gallerySize: 30 })).toEqual({ [unit]: 'SMART', [value]: 30 })
    expect(migrate({ gallerySizeType: 'pixel', gallerySizePx: 250 })).toEqual({ [unit]: 'PIXEL', [value]: 250 })
  })

  it('without a unit: pixels or ratio alone name their unit; with gallerySize it stays SMART', () => {
    expect(migrate({ gallerySizePx: 300 })).toEqual({ [unit]: 'PIXEL', [value]: 300 })
    expect(migrate({ gallerySizeRatio: 40 })).toEqual({ [unit]: 'PERCENT', [value]: 40 })
    expect(migrate({ gallerySizePx: 300, gallerySize: 30 })).toEqual({ [value]: 30 })
    expect(migrate({ gallerySizeRatio: 40, gallerySize: 30 })).toEqual({ [value]: 30 })
  })

  it('an explicit value wins over the legacy sizes', () => {
    expect(migrate({ gallerySize: 30, layoutParams: { targetItemSize: { value: 5 } } })).toEqual({ [value]: 5 })
  })
})

describe('crop ratios, auto slide and info size', () => {
  const ratios = `${L}crop_ratios`
  it('non-empty rotating ratios win over cubeRatio, then cubeRatio over the old layoutParams_cropRatio', () => {
    expect(migrate({ rotatingCropRatios: '16/9,4/3', cubeRatio: 1 })).toEqual({ [ratios]: '16/9,4/3' })
    expect(migrate({ rotatingCropRatios: '', cubeRatio: 2, layoutParams_cropRatio: 3 })).toEqual({ [ratios]: 2 })
    expect(migrate({ layoutParams_cropRatio: 1.5 })).toEqual({ [ratios]: 1.5 })
    expect(migrate({ cubeRatio: 2, layoutParams: { crop: { ratios: [1] } } })).toEqual({ [ratios]: [1] })
  })

  it('isAutoSlideshow with its type becomes the auto-slide behaviour, unless one is given', () => {
    const behaviour = `${B}gallery_horizontal_autoSlide_behaviour`
    expect(migrate({ isAutoSlideshow: false, autoSlideshowType: 'interval' })).toEqual({ [behaviour]: 'OFF' })
    expect(migrate({ isAutoSlideshow: true, autoSlideshowType: 'interval' })).toEqual({ [behaviour]: 'INTERVAL' })
    expect(migrate({ isAutoSlideshow: true, autoSlideshowType: 'continuous' })).toEqual({ [behaviour]: 'CONTINUOUS' })
    expect(migrate({ isAutoSlideshow: true, [behaviour]: 'OFF' })).toEqual({ [behaviour]: 'OFF' })
  })

  it('info width by size mode (MANUAL becomes PIXEL), height from slideshowInfoSize in slideshows only', () => {
    const sized = { textBoxWidth: 200, textBoxWidthPercent: 40, slideshowInfoSize: 120, textBoxHeight: 80 }
    expect(migrate({ ...sized, calculateTextBoxWidthMode: 'manual' })).toEqual({
      [`${L}info_sizeUnits`]: 'PIXEL',
      [`${L}info_width`]: 200,
      [`${L}info_height`]: 80,
    })
    expect(migrate({ ...sized, calculateTextBoxWidthMode: 'PIXEL', galleryLayout: 5 })).toMatchObject({
      [`${L}info_width`]: 200,
      [`${L}info_height`]: 120,
    })
    expect(migrate({ ...sized, calculateTextBoxWidthMode: 'PERCENT', galleryLayout: 'slideshow' })).toMatchObject({
      [`${L}info_width`]: 40,
      [`${L}info_height`]: 120,
    })
    expect(migrate({ ...sized, layoutParams: { info: { width: 1, height: 2 } } })).toMatchObject({
      [`${L}info_width`]: 1,
      [`${L}info_height`]: 2,
    })
  })
})

describe('legacy values on the new names', () => {
  const one = (key: string, legacy: unknown) => migrate({ [key]: legacy })[key]
  it('numbers and booleans of old versions become enum names; others pass', () => {
    expect([0, 1, 'VERTICAL'].map((v) => one(`${L}structure_scrollDirection`, v))).toEqual([
      'VERTICAL',
      'HORIZONTAL',
      'VERTICAL',
    ])
    expect([0, 1, 2].map((v) => one(`${L}structure_responsiveMode`, v))).toEqual([
      'FIT_TO_SCREEN',
      'SET_ITEMS_PER_ROW',
      2,
    ])
    expect([0, 1, 2, 7, 'ON_GALLERY'].map((v) => one(`${L}navigationArrows_position`, v))).toEqual([
      'ON_GALLERY',
      'OUTSIDE_GALLERY',
      'MOUSE_CURSOR',
      7,
      'ON_GALLERY',
    ])
    expect([true, false, 'X'].map((v) => one(`${L}structure_layoutOrientation`, v))).toEqual([
      'VERTICAL',
      'HORIZONTAL',
      'X',
    ])
    expect([true, false, 'X'].map((v) => one(`${L}structure_groupsOrder`, v))).toEqual([
      'LEFT_TO_RIGHT',
      'BY_HEIGHT',
      'X',
    ])
    expect([true, false, 'X'].map((v) => one(`${B}gallery_layoutDirection`, v))).toEqual([
      'RIGHT_TO_LEFT',
      'LEFT_TO_RIGHT',
      'X',
    ])
  })

  it('old enum spellings become the new ones', () => {
    expect([one(`${L}crop_alignment`, 'MIDDLE'), one(`${L}crop_alignment`, 'TOP')]).toEqual(['CENTER', 'TOP'])
    expect(one(`${B}item_overlay_hoveringBehaviour`, 'NO_CHANGE')).toBe('ALWAYS_SHOW')
    expect(['fullscreen', 'Expand', 'link', 5].map((v) => one(`${B}item_clickAction`, v))).toEqual([
      'ACTION',
      'ACTION',
      'LINK',
      5,
    ])
    expect(one(`${L}info_placement`, 'SHOW_ON_HOVER, SHOW_ON_THE_RIGHT,SHOW_ON_THE_LEFT')).toBe('OVERLAY,RIGHT,LEFT')
    expect(one(`${L}info_placement`, 'ALTERNATE_HORIZONTAL,ALTERNATE_VERTICAL, BELOW')).toBe(
      'ALTERNATE_HORIZONTALLY,ALTERNATE_VERTICALLY,BELOW',
    )
    expect(one(`${L}info_placement`, 4)).toBe(4)
  })
})
