import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { recordingLogger } from '../../../../adapters/memory'
import { createItemUrls, pickVideoQuality } from '../createItemUrls'
import { downloadUrl, scaledImageUrl } from '../scaledImageUrl'
import { toItemDto } from '../toItemDto'

const HOST = 'https://static.wixstatic.com/media/'
const value = (r: { ok: boolean; value?: string }): string => (r.ok && r.value !== undefined ? r.value : 'ERR')

describe('scaledImageUrl', () => {
  it('builds <host><id>/v1/<mode>/w_,h_,q_/<fileName>', () => {
    expect(value(scaledImageUrl({ id: 'abc_123.jpg', width: 480, height: 360 }))).toBe(
      `${HOST}abc_123.jpg/v1/fill/w_480,h_360,q_90/abc_123.jpg`,
    )
    expect(
      value(
        scaledImageUrl(
          { id: 'abc.jpg', width: 480.4, height: 359.6, mode: 'fit', fileName: 'My photo.jpg' },
          'https://media.test/',
        ),
      ),
    ).toBe('https://media.test/abc.jpg/v1/fit/w_480,h_360,q_90/My%20photo.jpg')
  })
  it('caps quality at 90', () => {
    expect(value(scaledImageUrl({ id: 'a.jpg', width: 10, height: 10, quality: 100 }))).toContain(',q_90/')
    expect(value(scaledImageUrl({ id: 'a.jpg', width: 10, height: 10, quality: 45 }))).toContain(',q_45/')
  })
  it('keeps the focal point when filling, not when fitting', () => {
    expect(value(scaledImageUrl({ id: 'a.jpg', width: 10, height: 10, focalPoint: [0.25, 0.8] }))).toContain(
      'w_10,h_10,fp_0.25_0.80,q_90',
    )
    expect(
      value(scaledImageUrl({ id: 'a.jpg', width: 10, height: 10, mode: 'fit', focalPoint: [0.25, 0.8] })),
    ).not.toContain('fp_')
  })
  it('passes absolute and external URLs through', () => {
    expect(value(scaledImageUrl({ id: 'https://cdn.test/x.png', width: 10, height: 10 }))).toBe(
      'https://cdn.test/x.png',
    )
  })
  it('refuses bad ids and sizes as values', () => {
    expect(scaledImageUrl({ id: 'a b<.jpg', width: 10, height: 10 }).ok).toBe(false)
    expect(scaledImageUrl({ id: 'a.jpg', width: Number.NaN, height: 10 }).ok).toBe(false)
    expect(scaledImageUrl({ id: 'a.jpg', width: 0.2, height: 10 }).ok).toBe(false)
  })
  it('quality is always within 1..90 (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 1, max: 5000 }), (q, w) => {
        const url = value(scaledImageUrl({ id: 'a.jpg', width: w, height: w, quality: q }))
        const quality = Number(/q_(\d+)/.exec(url)![1])
        expect(quality >= 1 && quality <= 90).toBe(true)
      }),
    )
  })
})

describe('downloadUrl', () => {
  it('appends a dn query parameter with the file name', () => {
    expect(value(downloadUrl('abc.jpg', 'Holiday 1.jpg'))).toBe(`${HOST}abc.jpg?dn=Holiday%201.jpg`)
    expect(value(downloadUrl('https://x.test/f.pdf?v=2#p', 'f.pdf'))).toBe('https://x.test/f.pdf?v=2&dn=f.pdf#p')
  })
})

describe('createItemUrls', () => {
  const item = toItemDto({
    id: 'i',
    mediaUrl: 'img_1.jpg',
    width: 1000,
    height: 500,
    metadata: { fileName: 'img.jpg', focalPoint: [0.5, 0.5] },
  })
  const urls = createItemUrls(item)
  it('thumbnails use quality 70', () => {
    expect(urls.thumbnail(200, 100)).toBe(`${HOST}img_1.jpg/v1/fill/w_200,h_100,fp_0.50_0.50,q_70/img.jpg`)
  })
  it('low-resolution placeholders use quality 30, blur 30, height 250', () => {
    expect(urls.lowResolution()).toBe(`${HOST}img_1.jpg/v1/fit/w_500,h_250,q_30,blur_30/img.jpg`)
  })
  it('square thumbnails are 100 x 100 at quality 80', () => {
    expect(urls.square()).toBe(`${HOST}img_1.jpg/v1/fill/w_100,h_100,fp_0.50_0.50,q_80/img.jpg`)
  })
  it("logs 'Cannot create url' once per item and address, and uses the original URL when building fails", () => {
    const logger = recordingLogger()
    const bad = createItemUrls(toItemDto({ id: 'b', mediaUrl: 'ab_b.jpg', width: 10, height: 10 }), { logger })
    // A size no image has: the media host cannot scale to it, so the id itself is the address.
    expect(bad.scaled(Number.NaN, 10)).toBe('ab_b.jpg')
    expect(bad.thumbnail(0, 0)).toBe('ab_b.jpg')
    // Rendered again, with new URL builders: the problem was told already.
    expect(createItemUrls(toItemDto({ id: 'b', mediaUrl: 'ab_b.jpg' }), { logger }).scaled(0, 10)).toBe('ab_b.jpg')
    expect(logger.messages('error')).toEqual(['Cannot create url'])
  })
  it("uses the app's own paths and http(s) addresses as they are, silently; only media ids go to the host", () => {
    const logger = recordingLogger()
    const at = (mediaUrl: string, type = 'image') =>
      createItemUrls(toItemDto({ id: mediaUrl, mediaUrl, width: 40, height: 30, metadata: { type } }), { logger })
    for (const path of ['photo-0.jpg', '/img/0.svg', './a.png', 'img/a b.png', 'https://cdn.example/p.jpg']) {
      const urls = at(path)
      expect([urls.scaled(400, 300), urls.thumbnail(40, 40), urls.lowResolution()]).toEqual([path, path, path])
    }
    expect(at('/img/0.svg').download()).toBe('/img/0.svg')
    expect(at('https://cdn.example/p.jpg').download()).toBe('https://cdn.example/p.jpg?dn=p.jpg')
    expect(at('/clips/1.mp4', 'video').video()).toBe('/clips/1.mp4')
    expect(logger.messages('error')).toEqual([])
    expect(at('8bb438_1b73a6b067b24175bd087e86613bd00c~mv2.jpg').scaled(400, 300)).toBe(
      `${HOST}8bb438_1b73a6b067b24175bd087e86613bd00c~mv2.jpg/v1/fill/w_400,h_300,q_90/8bb438_1b73a6b067b24175bd087e86613bd00c~mv2.jpg`,
    )
    expect(at('feac6b9cf32640d3ac325c905f2b3786.jpg', 'image').scaled(40, 30)).toContain(
      `${HOST}feac6b9cf32640d3ac325c905f2b3786.jpg/v1/`,
    )
  })
  it('external items keep their URL', () => {
    const ext = createItemUrls(
      toItemDto({ id: 'e', mediaUrl: 'ext-id', width: 10, height: 10, metadata: { isExternal: true } }),
    )
    expect(ext.scaled(5, 5)).toBe('ext-id')
  })
  it('videos pick the smallest quality tall enough, on the video host', () => {
    const video = toItemDto({
      id: 'v',
      mediaUrl: 'vid_1.mp4',
      width: 1920,
      height: 1080,
      metadata: {
        type: 'video',
        poster: 'poster_1.jpg',
        qualities: [
          { quality: '1080p', width: 1920, height: 1080 },
          { quality: '480p', width: 854, height: 480 },
          { quality: '720p', width: 1280, height: 720 },
        ],
      },
    })
    const v = createItemUrls(video, { videoHost: 'https://video.test/' })
    expect(v.video(500)).toBe('https://video.test/vid_1/720p/mp4/file.mp4')
    expect(v.video(5000)).toBe('https://video.test/vid_1/1080p/mp4/file.mp4')
    expect(v.scaled(100, 50)).toContain('poster_1.jpg/v1/fill/w_100,h_50')
    expect(pickVideoQuality([], 100)).toBeUndefined()
    const external = createItemUrls(
      toItemDto({ id: 'y', mediaUrl: 'x', metadata: { type: 'video', videoUrl: 'https://youtu.be/x' } }),
    )
    expect(external.video()).toBe('https://youtu.be/x')
  })
})
