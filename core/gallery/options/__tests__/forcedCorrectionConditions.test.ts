// When each forced correction applies and when it leaves the options alone: the exact
// conditions (layouts, scroll direction, placements, groups, environment) the mutation run found
// unasserted.
import { describe, expect, it } from 'vitest'
import {
  applyForcedCorrections,
  hasExternalHorizontalPlacement,
  hasExternalVerticalPlacement,
  hasHoverPlacement,
} from '../applyForcedCorrections'
import { DEFAULT_OPTIONS } from '../defaultOptions'
import type { GalleryOptions } from '../types'

type Draft = { -readonly [K in keyof GalleryOptions]: GalleryOptions[K] }
type Layout = GalleryOptions['layoutParams']['structure']['galleryLayout']
/** Corrected copy of the defaults changed by `edit`. */
const corrected = (edit: (o: Draft) => void, env: Parameters<typeof applyForcedCorrections>[1] = {}) => {
  const o = structuredClone(DEFAULT_OPTIONS) as Draft
  edit(o)
  return applyForcedCorrections(o, env)
}

describe('placement parts', () => {
  it('reads comma lists with spaces, part by part', () => {
    expect(hasExternalVerticalPlacement('OVERLAY, BELOW')).toBe(true)
    expect(hasExternalVerticalPlacement('ABOVE')).toBe(true)
    expect(hasExternalVerticalPlacement('ALTERNATE_VERTICALLY')).toBe(true)
    expect(hasExternalVerticalPlacement('OVERLAY,RIGHT')).toBe(false)
    expect(hasExternalHorizontalPlacement('OVERLAY, LEFT')).toBe(true)
    expect(hasExternalHorizontalPlacement('RIGHT')).toBe(true)
    expect(hasExternalHorizontalPlacement('ALTERNATE_HORIZONTALLY')).toBe(true)
    expect(hasExternalHorizontalPlacement('OVERLAY,BELOW')).toBe(false)
    expect(hasHoverPlacement('BELOW, OVERLAY')).toBe(true)
    expect(hasHoverPlacement('BELOW')).toBe(false)
  })
})

describe('forced corrections: when they apply', () => {
  it('caps item spacing at 50 on mobile only, and only above 50', () => {
    const spacing = (itemSpacing: number, isMobile: boolean) =>
      corrected((o) => void (o.layoutParams.structure.itemSpacing = itemSpacing), { isMobile }).layoutParams.structure
        .itemSpacing
    expect([spacing(80, true), spacing(10, true), spacing(80, false)]).toEqual([50, 10, 80])
  })

  it('forces single-item groups in masonry and grid when vertical by scroll or by orientation only', () => {
    const groups = (layout: Layout, scroll: 'VERTICAL' | 'HORIZONTAL', orientation: 'VERTICAL' | 'HORIZONTAL') =>
      corrected((o) => {
        o.layoutParams.structure.galleryLayout = layout
        o.layoutParams.structure.scrollDirection = scroll
        o.layoutParams.structure.layoutOrientation = orientation
      }).layoutParams.groups
    expect(groups('masonry', 'VERTICAL', 'HORIZONTAL')).toMatchObject({
      groupSize: 1,
      allowedGroupTypes: ['1'],
      density: 0,
    })
    expect(groups('grid', 'VERTICAL', 'VERTICAL')).toMatchObject({ groupSize: 1, allowedGroupTypes: ['1'] })
    expect(groups('masonry', 'HORIZONTAL', 'VERTICAL').groupSize).toBe(3)
    expect(groups('collage', 'VERTICAL', 'VERTICAL').groupSize).toBe(3)
  })

  it('maps 2 and 3 grid rows of a horizontal grid to 2v and 3v groups, anything else to one row', () => {
    const rows = (numberOfGridRows: number) =>
      corrected((o) => {
        o.layoutParams.structure.galleryLayout = 'grid'
        o.layoutParams.structure.scrollDirection = 'HORIZONTAL'
        o.layoutParams.structure.numberOfGridRows = numberOfGridRows
      }).layoutParams.groups
    expect(rows(2)).toMatchObject({ groupSize: 2, allowedGroupTypes: ['2v'], density: 1 })
    expect(rows(3)).toMatchObject({ groupSize: 3, allowedGroupTypes: ['3v'], density: 1 })
    expect(rows(4)).toMatchObject({ groupSize: 1, allowedGroupTypes: ['1'], density: 0 })
  })

  it('forces info over the image for horizontal orientation or groups, except in slider, column and slideshow', () => {
    const placement = (layout: Layout, orientation: 'VERTICAL' | 'HORIZONTAL', groupSize: number) =>
      corrected((o) => {
        o.layoutParams.structure.galleryLayout = layout
        o.layoutParams.structure.layoutOrientation = orientation
        o.layoutParams.groups.groupSize = groupSize
        o.layoutParams.info.placement = 'BELOW'
      }).layoutParams.info.placement
    expect(placement('collage', 'HORIZONTAL', 1)).toBe('OVERLAY')
    expect(placement('collage', 'VERTICAL', 2)).toBe('OVERLAY')
    expect(placement('collage', 'VERTICAL', 1)).toBe('BELOW')
    for (const layout of ['slider', 'column', 'slideshow'] as const)
      expect(placement(layout, 'HORIZONTAL', 3)).toBe('BELOW')
  })

  it('widens the gallery spacing for a shadow only when the shadow is on and scrolling is vertical', () => {
    const spacing = (itemEnableShadow: boolean) =>
      corrected((o) => {
        o.stylingParams.itemEnableShadow = itemEnableShadow
        o.layoutParams.structure.gallerySpacing = 4
      }).layoutParams.structure.gallerySpacing
    expect([spacing(true), spacing(false)]).toEqual([30, 4])
  })

  /** A horizontal one-item slide with a full-frame crop, in which FADE and DECK are kept. */
  const slide = (edit: (o: Draft) => void = () => undefined) =>
    corrected((o) => {
      o.layoutParams.structure.scrollDirection = 'HORIZONTAL'
      o.layoutParams.groups.groupSize = 1
      o.layoutParams.crop.enable = true
      o.layoutParams.crop.ratios = ['100%/100%']
      o.behaviourParams.gallery.horizontal.slideAnimation = 'FADE'
      edit(o)
    })

  it('keeps FADE for horizontal single full slides and blocks scrolling there', () => {
    expect(slide().behaviourParams.gallery.horizontal).toMatchObject({ slideAnimation: 'FADE', blockScroll: true })
    const deck = slide((o) => void (o.behaviourParams.gallery.horizontal.slideAnimation = 'DECK'))
    expect(deck.behaviourParams.gallery.horizontal.blockScroll).toBe(true)
  })

  it('does not block scrolling when the crop is not one full-frame ratio', () => {
    const two = slide((o) => void (o.layoutParams.crop.ratios = ['100%/100%', '100%/100%']))
    expect(two.behaviourParams.gallery.horizontal).toMatchObject({ slideAnimation: 'FADE', blockScroll: false })
    const other = slide((o) => void (o.layoutParams.crop.ratios = ['16/9']))
    expect(other.behaviourParams.gallery.horizontal).toMatchObject({ slideAnimation: 'FADE', blockScroll: false })
  })

  it('forces SCROLL animation for vertical scrolling, groups, or no crop', () => {
    const animation = (edit: (o: Draft) => void) => slide(edit).behaviourParams.gallery.horizontal.slideAnimation
    expect(animation((o) => void (o.layoutParams.groups.groupSize = 2))).toBe('SCROLL')
    expect(animation((o) => void (o.layoutParams.structure.scrollDirection = 'VERTICAL'))).toBe('SCROLL')
    expect(animation((o) => void (o.layoutParams.crop.enable = false))).toBe('SCROLL')
  })

  it('keeps the arrows at the image centre only for info constantly above or below single items', () => {
    const alignment = (placement: string, types: string[]) =>
      corrected((o) => {
        o.layoutParams.structure.galleryLayout = 'slider'
        o.layoutParams.info.placement = placement as Draft['layoutParams']['info']['placement']
        o.layoutParams.groups.allowedGroupTypes = types as Draft['layoutParams']['groups']['allowedGroupTypes']
        o.layoutParams.navigationArrows.verticalAlignment = 'IMAGE_CENTER'
      }).layoutParams.navigationArrows.verticalAlignment
    expect(alignment('OVERLAY, BELOW', ['1'])).toBe('IMAGE_CENTER')
    expect(alignment('ABOVE', ['1'])).toBe('IMAGE_CENTER')
    expect(alignment('BELOW', ['1', '2h'])).toBe('ITEM_CENTER')
    expect(alignment('ABOVE,BELOW', ['1'])).toBe('ITEM_CENTER')
    expect(alignment('RIGHT', ['1'])).toBe('ITEM_CENTER')
  })

  it('mouse-cursor arrows: video controls off and arrows off on touch, only when arrows matter', () => {
    const cursor = (edit: (o: Draft) => void, env = {}) =>
      corrected((o) => {
        o.layoutParams.structure.scrollDirection = 'HORIZONTAL'
        o.layoutParams.navigationArrows.position = 'MOUSE_CURSOR'
        o.behaviourParams.item.video.enableControls = true
        edit(o)
      }, env)
    const plain = cursor(() => undefined)
    expect([plain.behaviourParams.item.video.enableControls, plain.layoutParams.navigationArrows.enable]).toEqual([
      false,
      true,
    ])
    expect(cursor(() => undefined, { isTouch: true }).layoutParams.navigationArrows.enable).toBe(false)
    const vertical = cursor((o) => void (o.layoutParams.structure.scrollDirection = 'VERTICAL'), { isTouch: true })
    expect([vertical.behaviourParams.item.video.enableControls, vertical.layoutParams.navigationArrows.enable]).toEqual(
      [true, true],
    )
    const noArrows = cursor((o) => void (o.layoutParams.navigationArrows.enable = false))
    expect(noArrows.behaviourParams.item.video.enableControls).toBe(true)
  })
})
