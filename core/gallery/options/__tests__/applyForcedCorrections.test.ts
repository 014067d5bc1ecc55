import { describe, expect, it } from 'vitest'
import { FORCED_CORRECTIONS } from '../applyForcedCorrections'
import { type ResolveOptionsEnv, resolveOptions } from '../resolveOptions'
import { recordingLogger } from './recordingLogger'

const resolve = (input: unknown, env: ResolveOptionsEnv = {}) =>
  resolveOptions(input, { logger: recordingLogger(), ...env })
/** The 'empty' layout applies no preset values, so only the corrections act. */
const empty = (structure: object, rest: object = {}) => ({
  ...rest,
  layoutParams: {
    ...(rest as { layoutParams?: object }).layoutParams,
    structure: { galleryLayout: 'empty', ...structure },
  },
})

describe('forced corrections', () => {
  it('lists every correction once (21)', () => {
    expect(FORCED_CORRECTIONS).toHaveLength(21)
    expect(new Set(FORCED_CORRECTIONS.map((c) => c.name)).size).toBe(21)
  })

  it('item spacing is capped at 50 on mobile only', () => {
    expect(resolve({ imageMargin: 80 }, { isMobile: true }).layoutParams.structure.itemSpacing).toBe(50)
    expect(resolve({ imageMargin: 80 }).layoutParams.structure.itemSpacing).toBe(80)
  })

  it('horizontal scroll forces horizontal orientation', () => {
    const o = resolve(empty({ scrollDirection: 'HORIZONTAL', layoutOrientation: 'VERTICAL' }))
    expect(o.layoutParams.structure.layoutOrientation).toBe('HORIZONTAL')
    expect(resolve(empty({ layoutOrientation: 'VERTICAL' })).layoutParams.structure.layoutOrientation).toBe('VERTICAL')
  })

  it('vertical layouts (masonry, grid) force single-item groups', () => {
    const o = resolve({ galleryLayout: 'masonry', collageDensity: 0.9 })
    expect(o.layoutParams.groups).toMatchObject({ allowedGroupTypes: ['1'], groupSize: 1, density: 0 })
  })

  it.each([
    [1, '1', 0],
    [2, '2v', 1],
    [3, '3v', 1],
  ])('grid-row count %s maps to group type %s', (rows, type, density) => {
    const o = resolve({ galleryLayout: 'grid', scrollDirection: 1, numberOfImagesPerCol: rows })
    expect(o.layoutParams.groups).toMatchObject({ allowedGroupTypes: [type], groupSize: rows, density })
    expect(o.layoutParams.structure.numberOfColumns).toBe(0)
  })

  it('info placement is forced to overlay unless slider, column or slideshow, or vertical single groups', () => {
    expect(resolve(empty({}, { titlePlacement: 'SHOW_BELOW' })).layoutParams.info.placement).toBe('OVERLAY')
    expect(resolve({ galleryLayout: 'slider', titlePlacement: 'SHOW_BELOW' }).layoutParams.info.placement).toBe('BELOW')
    expect(resolve({ galleryLayout: 'grid', titlePlacement: 'SHOW_BELOW' }).layoutParams.info.placement).toBe('BELOW')
  })

  it('hover behaviour is forced to appears when info is not on hover, unless never show', () => {
    const hover = (input: object) => resolve(input).behaviourParams.item.overlay.hoveringBehaviour
    expect(hover({ galleryLayout: 'grid', titlePlacement: 'SHOW_BELOW', hoveringBehaviour: 'NO_CHANGE' })).toBe(
      'APPEARS',
    )
    expect(hover({ galleryLayout: 'grid', titlePlacement: 'SHOW_BELOW', hoveringBehaviour: 'NEVER_SHOW' })).toBe(
      'NEVER_SHOW',
    )
    expect(hover({ galleryLayout: 'grid', hoveringBehaviour: 'NO_CHANGE' })).toBe('ALWAYS_SHOW')
  })

  it('item shadow is disabled for horizontal scrolling', () => {
    expect(resolve({ galleryLayout: 'slider', itemEnableShadow: true }).stylingParams.itemEnableShadow).toBe(false)
    expect(resolve({ galleryLayout: 'grid', itemEnableShadow: true }).stylingParams.itemEnableShadow).toBe(true)
  })

  it('crop FIT disables the shadow and zeroes border width and radius', () => {
    const o = resolve({
      galleryLayout: 'grid',
      cubeType: 'fit',
      itemEnableShadow: true,
      itemBorderWidth: 3,
      itemBorderRadius: 8,
    })
    expect(o.stylingParams).toMatchObject({ itemEnableShadow: false, itemBorderWidth: 0, itemBorderRadius: 0 })
    expect(resolve({ galleryLayout: 'grid', itemBorderWidth: 3 }).stylingParams.itemBorderWidth).toBe(3)
  })

  it('vertical scroll with shadow makes gallery spacing at least shadow size plus blur', () => {
    const spacing = (galleryMargin: number) =>
      resolve({ itemEnableShadow: true, itemShadowSize: 10, itemShadowBlur: 20, galleryMargin }).layoutParams.structure
        .gallerySpacing
    expect(spacing(5)).toBe(30)
    expect(spacing(40)).toBe(40)
    expect(resolve({ galleryMargin: 5 }).layoutParams.structure.gallerySpacing).toBe(5)
  })

  it('outside arrows get zero padding', () => {
    expect(
      resolve({ galleryLayout: 'slider', arrowsPosition: 1, arrowsPadding: 30 }).layoutParams.navigationArrows.padding,
    ).toBe(0)
    expect(resolve({ galleryLayout: 'slider', arrowsPadding: 30 }).layoutParams.navigationArrows.padding).toBe(30)
  })

  it('vertical scrolling disables looping', () => {
    expect(resolve(empty({}, { slideshowLoop: true })).behaviourParams.gallery.horizontal.loop).toBe(false)
    expect(resolve({ galleryLayout: 'slider', slideshowLoop: true }).behaviourParams.gallery.horizontal.loop).toBe(true)
  })

  it('vertical scrolling forces slide animation to scroll', () => {
    expect(resolve(empty({}, { slideAnimation: 'FADE' })).behaviourParams.gallery.horizontal.slideAnimation).toBe(
      'SCROLL',
    )
    expect(
      resolve({ galleryLayout: 'slideshow', slideAnimation: 'FADE' }).behaviourParams.gallery.horizontal.slideAnimation,
    ).toBe('FADE')
  })

  it('info height is zero unless info is above or below (and a renderer exists)', () => {
    expect(resolve({ textBoxHeight: 90 }).layoutParams.info.height).toBe(0)
    const below = resolve({ galleryLayout: 'grid', titlePlacement: 'SHOW_BELOW', textBoxHeight: 90 })
    expect([below.layoutParams.info.height, below.externalInfoHeight]).toEqual([90, 90])
    const noRenderer = resolve({ galleryLayout: 'grid', titlePlacement: 'SHOW_BELOW' }, { hasInfoRenderer: false })
    expect([noRenderer.layoutParams.info.height, noRenderer.externalInfoHeight]).toEqual([0, 0])
  })

  it('outside-thumbnail space is zero unless thumbnails are shown outside', () => {
    expect(resolve({ galleryLayout: 'thumbnail' }).thumbnailsOutsideSize).toBe(120)
    expect(
      resolve({ galleryLayout: 'thumbnail', layoutParams: { thumbnails: { position: 'ON_GALLERY' } } })
        .thumbnailsOutsideSize,
    ).toBe(0)
    expect(resolve({ galleryLayout: 'slider' }).thumbnailsOutsideSize).toBe(0)
  })

  it('percent info width is clamped to 0-100', () => {
    const width = (w: number, units = 'PERCENT') =>
      resolve({ galleryLayout: 'grid', layoutParams: { info: { placement: 'RIGHT', width: w, sizeUnits: units } } })
    expect(width(150).layoutParams.info.width).toBe(100)
    expect(width(150).externalInfoWidth).toBe(1)
    expect(width(-5).layoutParams.info.width).toBe(0)
    expect(width(300, 'PIXEL').externalInfoWidth).toBe(300)
  })

  it('vertical arrow alignment resets to item centre unless info is above/below with single-item groups', () => {
    const align = (input: object) =>
      resolve({ arrowsVerticalPosition: 'IMAGE_CENTER', ...input }).layoutParams.navigationArrows.verticalAlignment
    expect(align({ galleryLayout: 'slideshow' })).toBe('IMAGE_CENTER')
    expect(align({ galleryLayout: 'slider' })).toBe('ITEM_CENTER')
    expect(align({ galleryLayout: 'collage' })).toBe('ITEM_CENTER')
  })

  it('the slideshow counter requires auto slide on and the slideshow layout', () => {
    const counter = (input: object) =>
      resolve({ allowSlideshowCounter: true, ...input }).behaviourParams.gallery.horizontal.slideshowInfo.enableCounter
    expect(counter({ galleryLayout: 'slideshow', isAutoSlideshow: true, autoSlideshowType: 'interval' })).toBe(true)
    expect(counter({ galleryLayout: 'slideshow' })).toBe(false)
    expect(counter({ galleryLayout: 'slider', isAutoSlideshow: true, autoSlideshowType: 'interval' })).toBe(false)
  })

  it.each(['FADE', 'DECK'])('%s animation blocks scrolling', (slideAnimation) => {
    expect(resolve({ galleryLayout: 'slideshow', slideAnimation }).behaviourParams.gallery.horizontal.blockScroll).toBe(
      true,
    )
    expect(resolve({ galleryLayout: 'slideshow' }).behaviourParams.gallery.horizontal.blockScroll).toBe(false)
  })

  it('mouse-cursor arrows disable video controls', () => {
    const controls = (input: object) =>
      resolve({ galleryLayout: 'slider', showVideoControls: true, ...input }).behaviourParams.item.video.enableControls
    expect(controls({ arrowsPosition: 2 })).toBe(false)
    expect(controls({})).toBe(true)
  })

  it('mouse-cursor arrows are disabled on touch devices', () => {
    expect(
      resolve({ galleryLayout: 'slider', arrowsPosition: 2 }, { isTouch: true }).layoutParams.navigationArrows.enable,
    ).toBe(false)
    expect(resolve({ galleryLayout: 'slider', arrowsPosition: 2 }).layoutParams.navigationArrows.enable).toBe(true)
  })

  it('arrows are hidden while prerendering; outside arrows keep the room they take', () => {
    const arrows = (arrowsPosition: number, isPrerender: boolean) =>
      resolve({ galleryLayout: 'slider', arrowsPosition }, { isPrerender }).layoutParams.navigationArrows.enable
    expect([arrows(0, true), arrows(2, true), arrows(1, true)]).toEqual([false, false, true])
    expect([arrows(0, false), arrows(2, false)]).toEqual([true, true])
  })

  it('with crop-only-fill, crop is enabled only for FILL', () => {
    expect(resolve({ galleryLayout: 'slider', cubeType: 'fit' }).layoutParams.crop.enable).toBe(false)
    expect(resolve({ galleryLayout: 'slider', cubeType: 'fill' }).layoutParams.crop.enable).toBe(true)
    expect(resolve(empty({}, { cubeImages: true, cubeType: 'fit' })).layoutParams.crop.enable).toBe(true)
  })
})
