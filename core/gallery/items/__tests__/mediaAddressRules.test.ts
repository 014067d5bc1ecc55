import { describe, expect, it } from 'vitest'
import { recordingLogger } from '../../../../adapters/memory'
import { createItemUrls, pickVideoQuality } from '../createItemUrls'
import { downloadUrl, fileNameOf, isAbsoluteUrl, isMediaId, scaledImageUrl } from '../scaledImageUrl'
import { toItemDto } from '../toItemDto'

// The addresses the gallery asks the media hosts for, part by part.
const HOST = 'https://static.wixstatic.com/media/'
const VIDEO = 'https://video.wixstatic.com/video/'
const url = (r: { ok: true; value: string } | { ok: false; error: { kind: string } }): string =>
  r.ok ? r.value : `error:${r.error.kind}`

describe('scaled image addresses', () => {
  it('adds blur and sharpening to the parameters, in that order after the quality', () => {
    const sharpParams = { L: { radius: 0.66, amount: 1, threshold: 0.015 } }
    expect(url(scaledImageUrl({ id: 'a.jpg', width: 10, height: 10, blur: 2.6, sharpParams }))).toBe(
      `${HOST}a.jpg/v1/fill/w_10,h_10,q_90,blur_3,usm_0.66_1.00_0.02/a.jpg`,
    )
    expect(url(scaledImageUrl({ id: 'a.jpg', width: 10, height: 10, blur: 0 }))).toBe(
      `${HOST}a.jpg/v1/fill/w_10,h_10,q_90/a.jpg`,
    )
    expect(url(scaledImageUrl({ id: 'a.jpg', width: 10, height: 10, blur: -4 }))).not.toContain('blur')
    expect(url(scaledImageUrl({ id: 'a.jpg', width: 10, height: 10, blur: Infinity }))).not.toContain('blur')
    const partial = { L: { radius: 1, amount: NaN, threshold: 0 } }
    expect(url(scaledImageUrl({ id: 'a.jpg', width: 10, height: 10, sharpParams: partial }))).not.toContain('usm')
  })

  it('clamps the focal point to 0..1 and ignores one that is not finite', () => {
    expect(url(scaledImageUrl({ id: 'a.jpg', width: 10, height: 10, focalPoint: [-0.5, 1.5] }))).toContain(
      'h_10,fp_0.00_1.00,q_90',
    )
    expect(url(scaledImageUrl({ id: 'a.jpg', width: 10, height: 10, focalPoint: [NaN, 0.5] }))).not.toContain('fp_')
    expect(url(scaledImageUrl({ id: 'a.jpg', width: 10, height: 10, focalPoint: [0.5, Infinity] }))).not.toContain(
      'fp_',
    )
  })

  it('keeps the quality within 1..90, rounded, and uses 90 for one that is not a number', () => {
    const q = (quality: number) =>
      /q_(\d+)/.exec(url(scaledImageUrl({ id: 'a.jpg', width: 9, height: 9, quality })))![1]
    expect([q(0), q(-5), q(44.6), q(NaN), q(91)]).toEqual(['1', '1', '45', '90', '90'])
  })

  it('refuses an empty id, a size under one pixel on either side, and a scheme other than http(s)', () => {
    expect(url(scaledImageUrl({ id: '', width: 10, height: 10 }))).toBe('error:invalid-id')
    expect(url(scaledImageUrl({ id: 'a.jpg', width: 10, height: 0.4 }))).toBe('error:invalid-size')
    expect(url(scaledImageUrl({ id: 'a.jpg', width: 10, height: Infinity }))).toBe('error:invalid-size')
    expect(url(scaledImageUrl({ id: 'a.jpg', width: 0.5, height: 0.5 }))).toBe(
      `${HOST}a.jpg/v1/fill/w_1,h_1,q_90/a.jpg`,
    )
    expect(url(scaledImageUrl({ id: 'javascript:alert(1)', width: 10, height: 10 }))).toBe('error:unsafe-url')
    expect(url(scaledImageUrl({ id: 'dir/a.jpg', width: 10, height: 10 }))).toBe(
      `${HOST}dir/a.jpg/v1/fill/w_10,h_10,q_90/a.jpg`,
    )
    expect(url(scaledImageUrl({ id: 'dir//a.jpg', width: 10, height: 10 }))).toBe('error:invalid-id')
  })

  it("names the file by the given name, else the id's last part, else 'file'", () => {
    expect(fileNameOf('dir/a b.jpg')).toBe('a%20b.jpg')
    expect(fileNameOf('dir/a.jpg', 'é.jpg')).toBe('%C3%A9.jpg')
    expect(fileNameOf('dir/')).toBe('file')
  })

  it('tells absolute addresses and media ids from paths', () => {
    expect(['https://x', 'mailto:a', '//cdn/x', 'a+b.c-d:x'].map(isAbsoluteUrl)).toEqual([true, true, true, true])
    expect(['/x', 'x.jpg', '1a:b', ':x', 'a/b:c'].map(isAbsoluteUrl)).toEqual([false, false, false, false, false])
    expect(
      ['ab_c.jpg', 'feac6b9cf32640d3ac325c905f2b3786', 'feac6b9cf32640d3ac325c905f2b3786~mv2.png'].map(isMediaId),
    ).toEqual([true, true, true])
    expect(
      ['photo-0.jpg', 'x/ab_c.jpg', 'ab_c.jpg/x', '_c.jpg', 'FEAC6B9CF32640D3AC325C905F2B3786'].map(isMediaId),
    ).toEqual([false, false, false, false, false])
  })
})

describe('download addresses', () => {
  it('says why an address could not be built', () => {
    const message = (r: { ok: true } | { ok: false; error: { message: string } }) => (r.ok ? 'ok' : r.error.message)
    expect(message(scaledImageUrl({ id: '', width: 1, height: 1 }))).toBe('empty media id')
    expect(message(scaledImageUrl({ id: 7 as unknown as string, width: 1, height: 1 }))).toBe('empty media id')
    expect(message(scaledImageUrl({ id: 'a b', width: 1, height: 1 }))).toBe('not a media id: a b')
    expect(message(scaledImageUrl({ id: 'data:x', width: 1, height: 1 }))).toBe('not an http(s) address: data:x')
    expect(message(downloadUrl('', undefined))).toBe('empty media id')
    expect(message(downloadUrl(7 as unknown as string, undefined))).toBe('empty media id')
    expect(message(downloadUrl('a b', undefined))).toBe('not a media id: a b')
    expect(message(downloadUrl('data:x', undefined))).toBe('not an http(s) address: data:x')
  })
  it("names the download by the given name, else the address's last part, else 'file'", () => {
    expect(url(downloadUrl('dir/a.jpg', undefined, 'https://m.test/'))).toBe('https://m.test/dir/a.jpg?dn=a.jpg')
    expect(url(downloadUrl('https://x.test/f.pdf', undefined))).toBe('https://x.test/f.pdf?dn=f.pdf')
    expect(url(downloadUrl('https://x.test/a#b', 'n'))).toBe('https://x.test/a?dn=n#b')
    expect(url(downloadUrl('https://x.test/d/', undefined))).toBe('https://x.test/d/?dn=d')
  })

  it('refuses an empty id, a scheme other than http(s) and an id that is no media id', () => {
    expect(url(downloadUrl('', 'a'))).toBe('error:invalid-id')
    expect(url(downloadUrl('data:text/html,x', 'a'))).toBe('error:unsafe-url')
    expect(url(downloadUrl('a b.jpg', 'a'))).toBe('error:invalid-id')
  })
})

describe('an item’s addresses', () => {
  it('plays the smallest quality at least as tall as the display, ignoring thumbnails and heightless ones', () => {
    const q = (quality: string, height: number) => ({ quality, width: height, height })
    const list = [q('thumbnail-1', 2000), q('1080p', 1080), q('0p', 0), q('480p', 480), q('720p', 720)]
    expect(pickVideoQuality(list, 480)?.quality).toBe('480p')
    expect(pickVideoQuality(list, 481)?.quality).toBe('720p')
    expect(pickVideoQuality(list, 4000)?.quality).toBe('1080p')
    // Nothing usable: the first one listed.
    expect(pickVideoQuality([q('thumbnail', 100), q('0p', 0)], 50)?.quality).toBe('thumbnail')
  })

  it("plays a quality's own address on the video host, an absolute one as it is, and refuses the rest", () => {
    const logger = recordingLogger()
    const video = (qualityUrl: string) =>
      createItemUrls(
        toItemDto({
          id: `v-${qualityUrl}`,
          mediaUrl: 'ab_v.mp4',
          height: 720,
          metadata: { type: 'video', qualities: [{ quality: '720p', width: 1280, height: 720, url: qualityUrl }] },
        }),
        { logger, videoHost: 'https://video.test/' },
      ).video()
    expect(video('ab/720/mp4/file.mp4')).toBe('https://video.test/ab/720/mp4/file.mp4')
    expect(video('https://cdn.test/v.mp4')).toBe('https://cdn.test/v.mp4')
    expect(video('javascript:alert(1)')).toBe('')
    expect(video('x?y')).toBe('x?y')
    expect(logger.entries.map((e) => [e.message, (e.details[0] as { reason: string }).reason])).toEqual([
      ['Cannot create url', 'not an http(s) address'],
      ['Cannot create url', 'not a video path'],
    ])
  })

  it("plays a bare video id at the chosen quality, or 720p, the display height defaults to the item's", () => {
    const logger = recordingLogger()
    const urls = (mediaUrl: string, qualities: unknown[] = []) =>
      createItemUrls(toItemDto({ id: mediaUrl, mediaUrl, height: 480, metadata: { type: 'video', qualities } }), {
        logger,
      })
    expect(urls('ab_v.MP4').video()).toBe(`${VIDEO}ab_v/720p/mp4/file.mp4`)
    const two = [
      { quality: '480p', width: 1, height: 480 },
      { quality: '1080p', width: 1, height: 1080 },
    ]
    expect(urls('ab_v', two).video()).toBe(`${VIDEO}ab_v/480p/mp4/file.mp4`)
    expect(urls('ab_v', two).video(600)).toBe(`${VIDEO}ab_v/1080p/mp4/file.mp4`)
    // A video address that is no media id is used as it is.
    expect(urls('clips/v 1.mp4').video()).toBe('clips/v 1.mp4')
    expect(logger.entries).toEqual([])
    expect(createItemUrls(toItemDto({ id: 't', metadata: { type: 'text', html: 'x' } })).video()).toBe('')
  })

  it('shows the poster of a video or 3D model, else its media', () => {
    const model = createItemUrls(
      toItemDto({ id: 'm', mediaUrl: 'ab_m.glb', metadata: { type: '3d', poster: 'ab_p.jpg' } }),
    )
    expect(model.scaled(10, 10)).toBe(`${HOST}ab_p.jpg/v1/fill/w_10,h_10,q_90/ab_p.jpg`)
    const bare = createItemUrls(toItemDto({ id: 'v', mediaUrl: 'ab_v.jpg', metadata: { type: 'video' } }))
    expect(bare.scaled(10, 10)).toBe(`${HOST}ab_v.jpg/v1/fill/w_10,h_10,q_90/ab_v.jpg`)
    const image = createItemUrls(toItemDto({ id: 'i', mediaUrl: 'ab_i.jpg', metadata: { poster: 'ab_p.jpg' } }))
    expect(image.scaled(10, 10, 'fit')).toBe(`${HOST}ab_i.jpg/v1/fit/w_10,h_10,q_90/ab_i.jpg`)
  })

  it('sizes the low-resolution placeholder by the item ratio, square when the item has no size', () => {
    const sized = createItemUrls(toItemDto({ id: 'i', mediaUrl: 'ab_i.jpg', width: 100, height: 400 }))
    expect(sized.lowResolution()).toBe(`${HOST}ab_i.jpg/v1/fit/w_63,h_250,q_30,blur_30/ab_i.jpg`)
    const sizeless = createItemUrls(toItemDto({ id: 'i', mediaUrl: 'ab_i.jpg', width: 100 }))
    expect(sizeless.lowResolution()).toBe(`${HOST}ab_i.jpg/v1/fit/w_250,h_250,q_30,blur_30/ab_i.jpg`)
  })

  it('downloads media ids from the media host with the file name, and refuses unsafe addresses', () => {
    const logger = recordingLogger()
    const item = (mediaUrl: string, fileName = '') =>
      createItemUrls(toItemDto({ id: mediaUrl, mediaUrl, metadata: { fileName } }), {
        logger,
        mediaHost: 'https://m.test/',
      })
    expect(item('ab_a.jpg', 'Sea.jpg').download()).toBe('https://m.test/ab_a.jpg?dn=Sea.jpg')
    expect(item('ab_a.jpg').download()).toBe('https://m.test/ab_a.jpg?dn=ab_a.jpg')
    expect(item('javascript:alert(1)').download()).toBe('')
    expect(item('a/../b.jpg').download()).toBe('a/../b.jpg')
    expect(logger.entries.map((e) => [e.message, (e.details[0] as { url: string }).url])).toEqual([
      ['Cannot create url', 'javascript:alert(1)'],
    ])
    expect(createItemUrls(toItemDto({ id: 't', metadata: { type: 'text', html: 'x' } })).download()).toBe('')
  })

  it("keeps a failed address's log line per item: another item with the same address is told again", () => {
    const logger = recordingLogger()
    createItemUrls(toItemDto({ id: 'a', mediaUrl: 'ab_x.jpg' }), { logger }).scaled(0, 0)
    createItemUrls(toItemDto({ id: 'b', mediaUrl: 'ab_x.jpg' }), { logger }).scaled(0, 0)
    createItemUrls(toItemDto({ id: 'b', mediaUrl: 'ab_x.jpg' }), { logger }).scaled(0, 0)
    expect(logger.entries.map((e) => e.details[0])).toEqual([
      { id: 'a', url: 'ab_x.jpg', reason: 'invalid size 0x0' },
      { id: 'b', url: 'ab_x.jpg', reason: 'invalid size 0x0' },
    ])
    // Without a logger nothing is told, and the address is still the fallback.
    expect(createItemUrls(toItemDto({ id: 'c', mediaUrl: 'ab_x.jpg' })).scaled(0, 0)).toBe('ab_x.jpg')
  })
})
