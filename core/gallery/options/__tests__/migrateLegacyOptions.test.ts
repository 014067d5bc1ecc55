import { describe, expect, it } from 'vitest'
import { LEGACY_RENAMES, LEGACY_REVERSED, migrateLegacyOptions } from '../migrateLegacyOptions'
import { resolveOptions } from '../resolveOptions'
import { recordingLogger } from './recordingLogger'

const resolve = (input: unknown) => resolveOptions(input, { logger: recordingLogger() })

describe('migrateLegacyOptions: every legacy name carries its value to the pro-gallery 5 name', () => {
  it.each(LEGACY_RENAMES.map(([from, to]) => [from, to]))('%s becomes %s', (from, to) => {
    const sentinel = ['sentinel', from]
    const flat = migrateLegacyOptions({ [from]: sentinel })
    expect(flat[to]).toBe(sentinel)
    expect(from in flat && from !== to).toBe(false)
  })

  it.each(LEGACY_REVERSED.map(([from, to]) => [from, to]))('%s becomes the opposite %s', (from, to) => {
    expect(migrateLegacyOptions({ [from]: true })[to]).toBe(false)
    expect(migrateLegacyOptions({ [from]: false })[to]).toBe(true)
  })

  it('never lets a legacy name override the new name given alongside it', () => {
    const o = resolve({ imageMargin: 3, layoutParams: { structure: { itemSpacing: 12 } } })
    expect(o.layoutParams.structure.itemSpacing).toBe(12)
  })

  it('explicit nested groups win over flattened names', () => {
    const o = resolve({ layoutParams_structure_itemSpacing: 4, layoutParams: { structure: { itemSpacing: 6 } } })
    expect(o.layoutParams.structure.itemSpacing).toBe(6)
  })
})

describe('resolveOptions migrates the legacy flat options of the issue', () => {
  it('galleryLayout (legacy number) names the preset', () => {
    expect(resolve({ galleryLayout: 2 }).layoutParams.structure.galleryLayout).toBe('grid')
  })
  it('imageMargin is the item spacing', () => {
    expect(resolve({ imageMargin: 7 }).layoutParams.structure.itemSpacing).toBe(7)
  })
  it('gridStyle 0 and 1 are FIT_TO_SCREEN and SET_ITEMS_PER_ROW', () => {
    expect(resolve({ galleryLayout: 2, gridStyle: 1 }).layoutParams.structure.responsiveMode).toBe('SET_ITEMS_PER_ROW')
    expect(resolve({ galleryLayout: 2, gridStyle: 0 }).layoutParams.structure.responsiveMode).toBe('FIT_TO_SCREEN')
  })
  it('numberOfImagesPerRow is numberOfColumns (and fixes the grid columns with SET_ITEMS_PER_ROW)', () => {
    const o = resolve({ galleryLayout: 2, gridStyle: 1, numberOfImagesPerRow: 5 })
    expect(o.layoutParams.structure.numberOfColumns).toBe(5)
    expect(o.fixedColumns).toBe(5)
  })
  it('gallerySizeType px with gallerySizePx is a PIXEL target size', () => {
    const o = resolve({ gallerySizeType: 'px', gallerySizePx: 320 })
    expect(o.layoutParams.targetItemSize).toMatchObject({ unit: 'PIXEL', value: 320 })
    expect(o.targetItemSize).toBe(320)
  })
  it('gallerySizePx alone implies PIXEL', () => {
    expect(resolve({ gallerySizePx: 280 }).layoutParams.targetItemSize).toMatchObject({ unit: 'PIXEL', value: 280 })
  })
  it('gallerySizeType ratio with gallerySizeRatio is a PERCENT target size of a 980 px window', () => {
    const o = resolve({ gallerySizeType: 'ratio', gallerySizeRatio: 50 })
    expect(o.layoutParams.targetItemSize).toMatchObject({ unit: 'PERCENT', value: 50 })
    expect(o.targetItemSize).toBe(490)
  })
  it('gallerySize is the SMART value (collage: value × 5 + 500)', () => {
    const o = resolve({ gallerySize: 40 })
    expect(o.layoutParams.targetItemSize).toMatchObject({ unit: 'SMART', value: 40 })
    expect(o.targetItemSize).toBe(700)
  })
  it('cubeImages enables crop', () => {
    expect(resolve({ galleryLayout: -1, cubeImages: true }).layoutParams.crop.enable).toBe(true)
  })
  it('cubeType lower case becomes the crop method', () => {
    expect(resolve({ cubeType: 'min' }).layoutParams.crop.method).toBe('MIN')
  })
  it('cubeRatio as a number, a fraction string and a list becomes crop.ratios', () => {
    expect(resolve({ galleryLayout: -1, cubeRatio: 1.5 }).layoutParams.crop.ratios).toEqual([1.5])
    expect(resolve({ galleryLayout: -1, cubeRatio: '16/9' }).layoutParams.crop.ratios).toEqual(['16/9'])
    expect(resolve({ galleryLayout: -1, rotatingCropRatios: '1,2' }).layoutParams.crop.ratios).toEqual([1, 2])
  })
  it('isVertical true and false are the layout orientations', () => {
    expect(resolve({ galleryLayout: -1, isVertical: true }).layoutParams.structure.layoutOrientation).toBe('VERTICAL')
    expect(resolve({ galleryLayout: -1, isVertical: false }).layoutParams.structure.layoutOrientation).toBe(
      'HORIZONTAL',
    )
  })
  it('oneRow true is horizontal scrolling', () => {
    expect(resolve({ galleryLayout: -1, oneRow: true }).layoutParams.structure.scrollDirection).toBe('HORIZONTAL')
    expect(resolve({ galleryLayout: -1, oneRow: false }).layoutParams.structure.scrollDirection).toBe('VERTICAL')
  })
  it('groupSize is the maximum group size', () => {
    expect(resolve({ galleryLayout: -1, groupSize: 2 }).layoutParams.groups.groupSize).toBe(2)
  })
  it('groupTypes as a comma list becomes allowedGroupTypes', () => {
    expect(resolve({ galleryLayout: -1, groupTypes: '1,2h,3v' }).layoutParams.groups.allowedGroupTypes).toEqual([
      '1',
      '2h',
      '3v',
    ])
  })
  it('collageDensity is the group density', () => {
    expect(resolve({ collageDensity: 0.3 }).layoutParams.groups.density).toBe(0.3)
  })
  it('titlePlacement SHOW_* values become info placements', () => {
    expect(resolve({ galleryLayout: 2, titlePlacement: 'SHOW_BELOW' }).layoutParams.info.placement).toBe('BELOW')
    expect(resolve({ galleryLayout: 2, titlePlacement: 'SHOW_ABOVE' }).layoutParams.info.placement).toBe('ABOVE')
    expect(resolve({ titlePlacement: 'SHOW_ON_HOVER' }).layoutParams.info.placement).toBe('OVERLAY')
  })
  it('scrollDirection legacy numbers 0 and 1', () => {
    expect(resolve({ galleryLayout: -1, scrollDirection: 1 }).layoutParams.structure.scrollDirection).toBe('HORIZONTAL')
    expect(resolve({ galleryLayout: -1, scrollDirection: 0 }).layoutParams.structure.scrollDirection).toBe('VERTICAL')
  })
  it.each([
    ['fullscreen', 'ACTION'],
    ['expand', 'ACTION'],
    ['nothing', 'NOTHING'],
    ['link', 'LINK'],
    ['magnify', 'MAGNIFY'],
  ])('itemClick %s becomes clickAction %s', (itemClick, action) => {
    expect(resolve({ itemClick }).behaviourParams.item.clickAction).toBe(action)
  })
  it('flattened names such as layoutParams_structure_galleryLayout', () => {
    const o = resolve({ layoutParams_structure_galleryLayout: 'masonry', behaviourParams_item_clickAction: 'expand' })
    expect(o.layoutParams.structure.galleryLayout).toBe('masonry')
    expect(o.behaviourParams.item.clickAction).toBe('ACTION')
  })
  it('isRTL is the right-to-left layout direction', () => {
    expect(resolve({ isRTL: true }).behaviourParams.gallery.layoutDirection).toBe('RIGHT_TO_LEFT')
  })
  it('placeGroupsLtr is LEFT_TO_RIGHT groups order', () => {
    expect(resolve({ placeGroupsLtr: true }).layoutParams.structure.groupsOrder).toBe('LEFT_TO_RIGHT')
  })
  it('arrowsPosition numbers 0, 1, 2', () => {
    expect(resolve({ galleryLayout: 4, arrowsPosition: 1 }).layoutParams.navigationArrows.position).toBe(
      'OUTSIDE_GALLERY',
    )
    expect(resolve({ galleryLayout: 4, arrowsPosition: 2 }).layoutParams.navigationArrows.position).toBe('MOUSE_CURSOR')
  })
  it('cubeFitPosition MIDDLE is CENTER', () => {
    expect(resolve({ cubeFitPosition: 'MIDDLE' }).layoutParams.crop.alignment).toBe('CENTER')
  })
  it('hoveringBehaviour NO_CHANGE is ALWAYS_SHOW', () => {
    expect(resolve({ hoveringBehaviour: 'NO_CHANGE' }).behaviourParams.item.overlay.hoveringBehaviour).toBe(
      'ALWAYS_SHOW',
    )
  })
  it('isAutoSlideshow with autoSlideshowType', () => {
    const h = (input: object) =>
      resolve({ galleryLayout: 5, ...input }).behaviourParams.gallery.horizontal.autoSlide.behaviour
    expect(h({ isAutoSlideshow: true, autoSlideshowType: 'interval' })).toBe('INTERVAL')
    expect(h({ isAutoSlideshow: true, autoSlideshowType: 'continuous' })).toBe('CONTINUOUS')
    expect(h({ isAutoSlideshow: false })).toBe('OFF')
  })
  it('textBoxHeight, and slideshowInfoSize in slideshows, are the info height', () => {
    expect(
      resolve({ galleryLayout: 2, titlePlacement: 'SHOW_BELOW', textBoxHeight: 80 }).layoutParams.info.height,
    ).toBe(80)
    expect(resolve({ galleryLayout: 5, slideshowInfoSize: 150 }).layoutParams.info.height).toBe(150)
  })
  it('calculateTextBoxWidthMode MANUAL with textBoxWidth is a PIXEL info width', () => {
    const o = resolve({ calculateTextBoxWidthMode: 'MANUAL', textBoxWidth: 240, textBoxWidthPercent: 30 })
    expect(o.layoutParams.info).toMatchObject({ sizeUnits: 'PIXEL', width: 240 })
    expect(resolve({ calculateTextBoxWidthMode: 'PERCENT', textBoxWidthPercent: 30 }).layoutParams.info.width).toBe(30)
  })
  it('videoPlay lower case is the play trigger', () => {
    expect(resolve({ videoPlay: 'auto' }).behaviourParams.item.video.playTrigger).toBe('AUTO')
  })
})
