// The derived numbers the layouter reads (target item size, fixed columns, external info height and
// width, thumbnails outside the gallery), as deriveLayoutValues computes them from the option groups.
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS } from '../defaultOptions'
import { deriveLayoutValues, fixedColumnsOf, targetItemSizeOf } from '../deriveLayoutValues'
import type { GalleryOptions } from '../types'

type Draft = { -readonly [K in keyof GalleryOptions]: GalleryOptions[K] }
/** A private copy of the defaults, changed by `edit`. */
const optionsWith = (edit: (o: Draft) => void = () => undefined): GalleryOptions => {
  const o = structuredClone(DEFAULT_OPTIONS) as Draft
  edit(o)
  return o
}

describe('targetItemSizeOf', () => {
  it('a positive PIXEL size as is, a PERCENT of the window (980 px when unknown)', () => {
    const pixel = optionsWith((o) => void (o.layoutParams.targetItemSize = { unit: 'PIXEL', value: 300, minimum: 1 }))
    expect(targetItemSizeOf(pixel, 500)).toBe(300)
    const percent = optionsWith(
      (o) => void (o.layoutParams.targetItemSize = { unit: 'PERCENT', value: 50, minimum: 1 }),
    )
    expect(targetItemSizeOf(percent, 1000)).toBe(500)
    expect(targetItemSizeOf(percent)).toBe(490)
  })

  it("a zero PIXEL or PERCENT size falls back to the layout's SMART rule", () => {
    for (const unit of ['PIXEL', 'PERCENT'] as const) {
      const zero = optionsWith((o) => void (o.layoutParams.targetItemSize = { unit, value: 0, minimum: 1 }))
      expect(targetItemSizeOf(zero, 1000)).toBe(500) // collage: 0 * 5 + 500
    }
  })

  it('SMART follows the layout: collage, masonry by orientation, grid', () => {
    const smart = (layout: string, orientation: 'HORIZONTAL' | 'VERTICAL' = 'HORIZONTAL') =>
      targetItemSizeOf(
        optionsWith((o) => {
          ;(o.layoutParams.structure as { galleryLayout: string }).galleryLayout = layout
          o.layoutParams.structure.layoutOrientation = orientation
        }),
      )
    expect(smart('collage')).toBe(650) // 30 * 5 + 500
    expect(smart('masonry')).toBe(350) // 30 * 5 + 200
    expect(smart('masonry', 'VERTICAL')).toBe(440) // 30 * 8 + 200
    expect(smart('grid')).toBe(405) // 30 * 8.5 + 150
  })
})

describe('fixedColumnsOf', () => {
  const columns = (layout: string, edit: (s: Draft['layoutParams']['structure']) => void) =>
    fixedColumnsOf(
      optionsWith((o) => {
        ;(o.layoutParams.structure as { galleryLayout: string }).galleryLayout = layout
        o.layoutParams.structure.numberOfColumns = 4
        edit(o.layoutParams.structure)
      }),
    )

  it('grid and masonry use numberOfColumns when vertical by scroll or orientation and set per row', () => {
    const perRow =
      (scroll: 'VERTICAL' | 'HORIZONTAL', orientation: 'VERTICAL' | 'HORIZONTAL') =>
      (s: Draft['layoutParams']['structure']) => {
        s.responsiveMode = 'SET_ITEMS_PER_ROW'
        s.scrollDirection = scroll
        s.layoutOrientation = orientation
      }
    expect(columns('grid', perRow('VERTICAL', 'HORIZONTAL'))).toBe(4)
    expect(columns('grid', perRow('HORIZONTAL', 'VERTICAL'))).toBe(4)
    expect(columns('masonry', perRow('VERTICAL', 'VERTICAL'))).toBe(4)
    expect(columns('grid', perRow('HORIZONTAL', 'HORIZONTAL'))).toBe(0)
    expect(columns('grid', (s) => void (s.responsiveMode = 'FIT_TO_SCREEN'))).toBe(0)
  })

  it('collage has no fixed columns whatever the settings', () => {
    expect(columns('collage', (s) => void (s.responsiveMode = 'SET_ITEMS_PER_ROW'))).toBe(0)
  })
})

describe('deriveLayoutValues', () => {
  it('info above or below adds its height; a separated background adds spacing and both borders', () => {
    const below = deriveLayoutValues(optionsWith((o) => void (o.layoutParams.info.placement = 'BELOW')))
    expect(below.externalInfoHeight).toBe(200)
    const separated = deriveLayoutValues(
      optionsWith((o) => {
        o.layoutParams.info.placement = 'ABOVE'
        o.layoutParams.info.layout = 'SEPARATED_BACKGROUND'
        o.layoutParams.info.border = { width: 3, radius: 0, color: '' }
      }),
    )
    expect(separated.externalInfoHeight).toBe(200 + 10 + 6)
  })

  it('no info height over the image, with height 0, or without an info renderer', () => {
    expect(deriveLayoutValues(optionsWith()).externalInfoHeight).toBe(0)
    const zero = optionsWith((o) => {
      o.layoutParams.info.placement = 'BELOW'
      o.layoutParams.info.height = 0
    })
    expect(deriveLayoutValues(zero).externalInfoHeight).toBe(0)
    const below = optionsWith((o) => void (o.layoutParams.info.placement = 'BELOW'))
    expect(deriveLayoutValues(below, { hasInfoRenderer: false }).externalInfoHeight).toBe(0)
    expect(deriveLayoutValues(below, { hasInfoRenderer: true }).externalInfoHeight).toBe(200)
  })

  const side = (edit: (o: Draft) => void = () => undefined) =>
    optionsWith((o) => {
      o.layoutParams.info.placement = 'RIGHT'
      o.layoutParams.structure.scrollDirection = 'VERTICAL'
      o.layoutParams.structure.layoutOrientation = 'VERTICAL'
      o.layoutParams.groups.groupSize = 1
      edit(o)
    })

  it('info at the side of one-item vertical groups takes its width: a clamped fraction or pixels', () => {
    expect(deriveLayoutValues(side()).externalInfoWidth).toBe(0.5)
    expect(deriveLayoutValues(side((o) => void (o.layoutParams.info.width = 150))).externalInfoWidth).toBe(1)
    expect(deriveLayoutValues(side((o) => void (o.layoutParams.info.width = -5))).externalInfoWidth).toBe(0)
    const pixels = side((o) => {
      o.layoutParams.info.sizeUnits = 'PIXEL'
      o.layoutParams.info.width = 240
    })
    expect(deriveLayoutValues(pixels).externalInfoWidth).toBe(240)
  })

  it('no side info when scrolling or laid out horizontally, in groups, over the image, or without a renderer', () => {
    const width = (o: GalleryOptions, env = {}) => deriveLayoutValues(o, env).externalInfoWidth
    expect(width(side((o) => void (o.layoutParams.structure.scrollDirection = 'HORIZONTAL')))).toBe(0)
    expect(width(side((o) => void (o.layoutParams.structure.layoutOrientation = 'HORIZONTAL')))).toBe(0)
    expect(width(side((o) => void (o.layoutParams.groups.groupSize = 2)))).toBe(0)
    expect(width(side((o) => void (o.layoutParams.info.placement = 'BELOW')))).toBe(0)
    expect(width(side(), { hasInfoRenderer: false })).toBe(0)
  })

  it('thumbnails outside the gallery take their size, the gallery spacing and their margin', () => {
    const thumbs = (position: 'OUTSIDE_GALLERY' | 'ON_GALLERY', enable = true) =>
      deriveLayoutValues(
        optionsWith((o) => {
          o.layoutParams.thumbnails = { ...o.layoutParams.thumbnails, enable, position, size: 100, marginToGallery: 7 }
          o.layoutParams.structure.gallerySpacing = 5
        }),
      ).thumbnailsOutsideSize
    expect(thumbs('OUTSIDE_GALLERY')).toBe(112)
    expect(thumbs('ON_GALLERY')).toBe(0)
    expect(thumbs('OUTSIDE_GALLERY', false)).toBe(0)
  })
})
