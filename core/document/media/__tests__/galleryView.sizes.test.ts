import { describe, expect, it } from 'vitest'
import { VIEWER_GALLERY, galleryEngineOptions, galleryView } from '..'

const item = (media: Record<string, unknown>) => ({ image: { media: { src: { id: 'a_1.jpg' }, ...media } } })
const gallery = (options: Record<string, unknown>, items: unknown[] = [item({ width: 800, height: 600 })]) => ({
  items,
  options,
})

describe('gallery sizes and columns', () => {
  it('gives items a missing, zero or negative size 1000 px, keeping positive sizes', () => {
    const view = galleryView(
      gallery({}, [item({ width: 800, height: 600 }), item({ width: -5, height: -7 }), item({})]),
    )
    expect(view.items.map((i) => [i.width, i.height])).toEqual([
      [800, 600],
      [1000, 1000],
      [1000, 1000],
    ])
  })

  it('keys each item by its position and the end of its media id', () => {
    expect(galleryView(gallery({})).items[0].id).toBe('0-a_1.jpg')
    const long = `${'x'.repeat(50)}.jpg`
    expect(galleryView(gallery({}, [{ image: { media: { src: { id: long } } } }])).items[0].id).toBe(
      `0-${long.slice(-40)}`,
    )
  })

  it('uses the default column count for a zero or negative one, and fixed columns only for a positive one', () => {
    for (const numberOfColumns of [0, -2]) {
      const data = gallery({ layout: { numberOfColumns } })
      const view = galleryView(data)
      expect(view.options.numberOfImagesPerRow).toBe(VIEWER_GALLERY.columns)
      expect(galleryEngineOptions(view, data).gridStyle).toBe(0)
    }
    const data = gallery({ layout: { numberOfColumns: 4 } })
    expect(galleryEngineOptions(galleryView(data), data).gridStyle).toBe(1)
  })

  it('reads crop FILL and FIT and the ROWS orientation', () => {
    const fill = gallery({ item: { crop: 'FILL' }, layout: { orientation: 'ROWS' } })
    expect(galleryEngineOptions(galleryView(fill), fill)).toMatchObject({
      cubeImages: true,
      cubeType: 'fill',
      isVertical: false,
    })
    const fit = gallery({ item: { crop: 'FIT' }, layout: { orientation: 'COLUMNS' } })
    expect(galleryEngineOptions(galleryView(fit), fit)).toMatchObject({
      cubeImages: false,
      cubeType: 'fit',
      isVertical: true,
    })
  })
})

describe('gallery data the laid-out gallery honours', () => {
  it('item links are allow-listed, target BLANK unless set; unsafe links get none', () => {
    const view = galleryView(
      gallery({}, [
        { image: { media: { src: { id: 'a_1.jpg' } }, link: { url: 'https://example.com/a', target: 'TOP' } } },
        { image: { media: { src: { id: 'a_2.jpg' } }, link: { url: 'data:text/html,<b>x</b>' } } },
        { image: { media: { src: { id: 'a_3.jpg' } } } },
      ]),
    )
    expect(view.items.map((i) => [i.link?.href, i.link?.target])).toEqual([
      ['https://example.com/a', '_top'],
      [undefined, undefined],
      [undefined, undefined],
    ])
  })

  it('thumbnails: a THUMBNAIL gallery’s strip placement and spacing; NONE removes the strip and its height', () => {
    const leftData = gallery({ layout: { type: 'THUMBNAIL' }, thumbnails: { placement: 'LEFT', spacing: 8 } })
    const left = galleryView(leftData)
    expect(galleryEngineOptions(left, leftData)).toMatchObject({
      hasThumbnails: true,
      galleryThumbnailsAlignment: 'LEFT',
      thumbnailSpacings: 8,
    })
    expect(left.container.height).toBe(VIEWER_GALLERY.thumbnailLayoutHeight)
    const noneData = gallery({ layout: { type: 'THUMBNAIL' }, thumbnails: { placement: 'NONE' } })
    const none = galleryView(noneData)
    expect(galleryEngineOptions(none, noneData)).toMatchObject({ hasThumbnails: false })
    expect(none.container.height).toBe(VIEWER_GALLERY.desktop.height)
  })

  it('item settings: the target size, and the columns for phones', () => {
    const data = gallery({
      layout: { type: 'GRID', numberOfColumns: 4, mobileNumberOfColumns: 2 },
      item: { targetSize: 240 },
    })
    expect(galleryEngineOptions(galleryView(data), data)).toMatchObject({ gallerySizePx: 240, numberOfImagesPerRow: 4 })
    expect(galleryEngineOptions(galleryView(data, true), data, true)).toMatchObject({ numberOfImagesPerRow: 2 })
  })
})
