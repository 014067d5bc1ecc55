import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { resolveOptions } from '../../options/resolveOptions'
import { MOBILE_THUMBNAIL_SIZE, withMobileThumbnailSize } from '../mobileThumbnails'
import { thumbnailScrollOffset, thumbnailStripBox } from '../thumbnailStrip'

describe('thumbnail strip', () => {
  it('is 90 px on mobile unless the host sets a size, and the layout reserves that much', () => {
    const nested = { layoutParams: { structure: { galleryLayout: 'thumbnail' } } }
    const mobile = resolveOptions(withMobileThumbnailSize(nested, true) as never)
    expect(mobile.layoutParams.thumbnails.size).toBe(MOBILE_THUMBNAIL_SIZE)
    expect(mobile.thumbnailsOutsideSize).toBe(90)
    expect(resolveOptions(withMobileThumbnailSize(nested, false) as never).layoutParams.thumbnails.size).toBe(120)
    expect(withMobileThumbnailSize(nested, false)).toBe(nested)
    const legacy = { galleryLayout: 'thumbnail', thumbnailSize: 70 }
    expect(withMobileThumbnailSize(legacy, true)).toBe(legacy)
    const set = { layoutParams: { thumbnails: { size: 140 } } }
    expect(withMobileThumbnailSize(set, true)).toBe(set)
  })

  it('outside: takes the box the layout reserved, centring a short strip on it', () => {
    const reserved = { top: 0, left: 860, width: 120, height: 500 }
    const base = { position: 'OUTSIDE_GALLERY', alignment: 'RIGHT', reserved, galleryWidth: 980 } as const
    expect(thumbnailStripBox({ ...base, galleryHeight: 500, size: 120, spacing: 4, count: 12 })).toEqual(reserved)
    // 3 thumbnails: 3 × 124 − 4 = 368 px, centred in 500.
    expect(thumbnailStripBox({ ...base, galleryHeight: 500, size: 120, spacing: 4, count: 3 })).toEqual({
      top: 66,
      left: 860,
      width: 120,
      height: 368,
    })
    expect(thumbnailStripBox({ ...base, reserved: null, galleryHeight: 500, size: 120, spacing: 4, count: 3 })).toBe(
      null,
    )
  })

  it('on the gallery: along the aligned edge, inset 12 px, over the slides', () => {
    const base = { position: 'ON_GALLERY', reserved: null, galleryWidth: 980, galleryHeight: 500, size: 90 } as const
    expect(thumbnailStripBox({ ...base, alignment: 'BOTTOM', spacing: 4, count: 20 })).toEqual({
      top: 398,
      left: 12,
      width: 956,
      height: 90,
    })
    expect(thumbnailStripBox({ ...base, alignment: 'LEFT', spacing: 4, count: 20 })).toEqual({
      top: 12,
      left: 12,
      width: 90,
      height: 476,
    })
    expect(thumbnailStripBox({ ...base, alignment: 'TOP', spacing: 4, count: 2, marginToGallery: 20 })).toEqual({
      top: 20,
      left: (980 - 184) / 2,
      width: 184,
      height: 90,
    })
  })

  it('scrolls the current thumbnail to the middle, never past either end', () => {
    const base = { size: 120, spacing: 4, count: 20, viewLength: 500 }
    expect(thumbnailScrollOffset({ ...base, activeIndex: 0 })).toBe(0)
    expect(thumbnailScrollOffset({ ...base, activeIndex: 10 })).toBe(10 * 124 + 60 - 250)
    expect(thumbnailScrollOffset({ ...base, activeIndex: 19 })).toBe(20 * 124 - 4 - 500)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 50, max: 2000 }), (count, viewLength) => {
        const last = count * 124 - 4
        for (const activeIndex of [0, count >> 1, count - 1]) {
          const offset = thumbnailScrollOffset({ ...base, count, viewLength, activeIndex })
          expect(offset).toBeGreaterThanOrEqual(0)
          expect(offset).toBeLessThanOrEqual(Math.max(0, last - viewLength))
          // The current thumbnail is in view whenever the strip can show it whole.
          if (viewLength >= 120) {
            expect(activeIndex * 124).toBeGreaterThanOrEqual(offset - 0.5)
            expect(activeIndex * 124 + 120).toBeLessThanOrEqual(offset + viewLength + 0.5)
          }
        }
      }),
    )
  })
})
