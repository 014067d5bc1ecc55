import { describe, expect, it } from 'vitest'
import { recordingLogger } from '../../../../adapters/memory'
import { toItemDto } from '../toItemDto'

// How a host's media item becomes the record the gallery draws: each field's aliases, types and
// the values that are dropped, with the log line a dropped value leaves.
describe('an item record', () => {
  it('reads numeric ids and addresses as text, and takes the media address as the id when there is none', () => {
    expect(toItemDto({ id: 7, url: 'a.jpg' })).toMatchObject({ id: '7', mediaUrl: 'a.jpg' })
    expect(toItemDto({ mediaUrl: 'a.jpg' }).id).toBe('a.jpg')
    expect(toItemDto({ itemId: '', photoId: 'p', mediaUrl: 'a.jpg' }).id).toBe('p')
    expect(toItemDto({ id: 'x', mediaUrl: '', url: 'u.jpg' }).mediaUrl).toBe('u.jpg')
    // A text item needs neither an id nor an address.
    expect(toItemDto({ metadata: { type: 'text', html: '<p>x</p>' } })).toMatchObject({ id: '', html: '<p>x</p>' })
  })

  it("keeps a link's text fields, and its structured data under `data` or `linkData` when that names a type", () => {
    const link = (raw: unknown) => toItemDto({ id: 'a', metadata: { link: raw } }).link
    expect(link({ type: 'wix', data: { type: 'PageLink', pageId: 'p' } })).toEqual({
      type: 'wix',
      data: { type: 'PageLink', pageId: 'p' },
    })
    expect(link({ linkData: { type: 'ExternalLink', url: 'https://x.test' } })).toEqual({
      data: { type: 'ExternalLink', url: 'https://x.test' },
    })
    expect(link({ type: 'wix', data: { pageId: 'p' } })).toEqual({ type: 'wix' })
    expect(link({ type: 3, url: 4, text: ['t'], title: null, target: {} })).toEqual({})
    expect(link('https://x.test')).toEqual({})
    expect(Object.isFrozen(link({ type: 'web', url: 'https://x.test' }))).toBe(true)
  })

  it('takes a poster from a text, a record with a url, or the first usable entry of `posters`', () => {
    const poster = (metadata: Record<string, unknown>) => toItemDto({ id: 'v', metadata }).poster
    expect(poster({ poster: 'p.jpg' })).toEqual({ url: 'p.jpg' })
    expect(poster({ poster: { url: 'p.jpg', width: 10 } })).toEqual({ url: 'p.jpg', width: 10 })
    expect(poster({ poster: '', posters: [null, { url: 3 }, { url: 'q.jpg' }, { url: 'r.jpg' }] })).toEqual({
      url: 'q.jpg',
    })
    expect(poster({ poster: { width: 10 } })).toBeUndefined()
    expect(poster({ posters: 'q.jpg' })).toBeUndefined()
    expect(poster({ posters: [{ url: 1 }] })).toBeUndefined()
  })

  it('keeps video qualities that name a quality, with positive sides and their own address', () => {
    const qualities = toItemDto({
      id: 'v',
      metadata: {
        qualities: [
          { quality: '720p', width: 1280, height: -720, url: 'v/720.mp4' },
          { width: 10 },
          'x',
          { quality: '1080p', width: 'wide', height: 1080, url: 7 },
        ],
      },
    }).qualities
    expect(qualities).toEqual([
      { quality: '720p', width: 1280, height: 0, url: 'v/720.mp4' },
      { quality: '1080p', width: 0, height: 1080 },
    ])
    expect(toItemDto({ id: 'v', metadata: { qualities: { quality: '720p' } } }).qualities).toEqual([])
  })

  it('keeps sharpening only when radius, amount and threshold are all numbers', () => {
    const sharp = (sharpParams: unknown) => toItemDto({ id: 'a', metadata: { sharpParams } }).sharpParams
    expect(sharp({ L: { radius: 0.5, amount: 0.2, threshold: 0, extra: 1 } })).toEqual({
      L: { radius: 0.5, amount: 0.2, threshold: 0 },
    })
    expect(sharp({ L: { radius: '1', amount: 1, threshold: 0 } })).toBeUndefined()
    expect(sharp({ L: { radius: 1, amount: null, threshold: 0 } })).toBeUndefined()
    expect(sharp({ L: { radius: 1, amount: 1 } })).toBeUndefined()
    expect(sharp({ L: 1 })).toBeUndefined()
    expect(sharp('usm')).toBeUndefined()
  })

  it('keeps a focal point of two finite numbers only', () => {
    const focal = (focalPoint: unknown) => toItemDto({ id: 'a', metadata: { focalPoint } }).focalPoint
    expect(focal([-1, 0.5])).toEqual([0, 0.5])
    expect(focal([0.5])).toBeUndefined()
    expect(focal(['0.5', 0.5])).toBeUndefined()
    expect(focal([0.5, NaN])).toBeUndefined()
    expect(focal([Infinity, 0.5])).toBeUndefined()
    expect(focal({ 0: 0.5, 1: 0.5, length: 2 })).toBeUndefined()
  })

  it('reads flags as true only when they are true, tags only when a list, the order index only when finite', () => {
    const dto = toItemDto({ id: 'a', orderIndex: Infinity, metadata: { isExternal: 'yes', isDemo: 1, tags: 'a,b' } })
    expect(dto).toMatchObject({ isExternal: false, isDemo: false, tags: [], orderIndex: undefined })
    expect(toItemDto({ id: 'a', orderIndex: 0 }).orderIndex).toBe(0)
    expect(toItemDto({ id: 'a', orderIndex: '2' }).orderIndex).toBeUndefined()
  })

  it("gives a direct link the target '_self' unless it names one, and drops one without an address", () => {
    expect(toItemDto({ id: 'a', directLink: { url: 'https://x.test/', target: '' } }).directLink).toEqual({
      url: 'https://x.test/',
      target: '_self',
    })
    expect(toItemDto({ id: 'a', directLink: { target: '_blank' } }).directLink).toBeUndefined()
    expect(toItemDto({ id: 'a', directLink: 'https://x.test/' }).directLink).toBeUndefined()
  })

  it('logs a refused direct link with the rule and the address', () => {
    const logger = recordingLogger()
    toItemDto({ id: 'a', directLink: { url: 'javascript:alert(1)' } }, logger)
    expect(logger.entries.filter((e) => e.level === 'warn').map((e) => [e.message, ...e.details])).toEqual([
      ['Item direct link refused: only http, https, mailto, tel and relative links are allowed', 'javascript:alert(1)'],
    ])
  })

  it("drops a text style's bad colour and sides with one warning each naming the item, and keeps the good ones", () => {
    const logger = recordingLogger()
    const dto = toItemDto(
      {
        id: 't',
        metadata: { type: 'text', html: 'x', textStyle: { backgroundColor: 'red;top:0', width: -5, height: 'tall' } },
      },
      logger,
    )
    expect(dto.textStyle).toEqual({})
    expect(logger.messages('warn')).toEqual([
      expect.stringMatching(/^Item "t": textStyle\.backgroundColor dropped: ./),
      'Item "t": textStyle.width dropped: not a positive number',
      'Item "t": textStyle.height dropped: not a positive number',
    ])
    const quiet = recordingLogger()
    const kept = toItemDto(
      { id: 't', metadata: { textStyle: { backgroundColor: '#abc', width: 30, height: null } } },
      quiet,
    )
    expect(kept.textStyle).toEqual({ backgroundColor: '#abc', width: 30 })
    expect(quiet.messages('warn')).toEqual([])
    expect(toItemDto({ id: 't', metadata: { textStyle: { backgroundColor: '' } } }, quiet).textStyle).toEqual({})
    expect(toItemDto({ id: 't', metadata: { textStyle: 'red' } }, quiet).textStyle).toBeUndefined()
    expect(quiet.messages('warn')).toEqual([])
  })

  it('takes sides from the text style only when the item and its metadata have none', () => {
    const dto = toItemDto({ id: 't', metadata: { textStyle: { width: 30, height: 40 } } })
    expect([dto.width, dto.height]).toEqual([30, 40])
    const own = toItemDto({ id: 't', width: 10, metadata: { height: 20, textStyle: { width: 30, height: 40 } } })
    expect([own.width, own.height]).toEqual([10, 20])
  })

  it('gives a secondary media item that is no record nothing, and reads metadata before metaData', () => {
    expect(toItemDto({ id: 'a', secondaryMedia: 'b.jpg' }).secondaryMedia).toBeUndefined()
    expect(toItemDto({ id: 'a', metadata: { title: 'one' }, metaData: { title: 'two' } }).title).toBe('one')
    expect(toItemDto({ id: 'a', metadata: 'x', metaData: { title: 'two' } }).title).toBe('two')
  })
})

describe('an item record read without a logger', () => {
  it('still drops a refused direct link and text style values, keeping the rest of the item', () => {
    const dto = toItemDto({
      itemId: 'quiet',
      mediaUrl: 'photo.jpg',
      directLink: { url: 'javascript:alert(1)', target: '_blank' },
      metaData: { type: 'text', textStyle: { backgroundColor: '#fff;position:fixed', width: -5, height: 120 } },
    })
    expect(dto.id).toBe('quiet')
    expect(dto.directLink).toBeUndefined()
    expect(dto.textStyle).toEqual({ height: 120 })
  })
})
