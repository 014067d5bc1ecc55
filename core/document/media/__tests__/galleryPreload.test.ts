import { describe, expect, it } from 'vitest'
import { galleryPreloadUrls, galleryView } from '..'

const item = (src: Record<string, string>) => ({ image: { media: { src, width: 1200, height: 800 } } })

describe('galleryPreloadUrls: the thumbnails a viewer gallery fetches ahead', () => {
  it('scales each media-host item to 300 x 300 at quality 5', () => {
    const view = galleryView({ items: [item({ id: 'sea.jpg' }), item({ id: 'hills.png' })] })
    expect(galleryPreloadUrls(view)).toEqual([
      'https://static.wixstatic.com/media/sea.jpg/v1/fill/w_300,h_300,q_5/sea.jpg',
      'https://static.wixstatic.com/media/hills.png/v1/fill/w_300,h_300,q_5/hills.png',
    ])
  })

  it('leaves absolute addresses to the gallery (they are full pictures)', () => {
    expect(galleryPreloadUrls(galleryView({ items: [item({ url: 'https://example.test/a.jpg' })] }))).toEqual([])
  })
})
