import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { recordingLogger } from '../../../../adapters/memory'
import { EMPTY_ITEM_DTO, toItemDto } from '../toItemDto'

describe('toItemDto', () => {
  it('reads ids and urls under their aliases: itemId, then photoId, then id; mediaUrl, then url', () => {
    expect(toItemDto({ itemId: 'a', photoId: 'b', id: 'c', mediaUrl: 'm.jpg', url: 'u.jpg' })).toMatchObject({
      id: 'a',
      mediaUrl: 'm.jpg',
    })
    expect(toItemDto({ photoId: 'b', id: 'c', url: 'u.jpg' })).toMatchObject({ id: 'b', mediaUrl: 'u.jpg' })
    expect(toItemDto({ id: 'c', url: 'u.jpg' })).toMatchObject({ id: 'c' })
  })

  it("takes the media's sides from the item, else from its metadata (pro-gallery's format), else its text style", () => {
    expect(
      toItemDto({ id: 'a', url: 'a.jpg', width: 400, height: 300, metaData: { width: 8, height: 6 } }),
    ).toMatchObject({ width: 400, height: 300 })
    expect(toItemDto({ id: 'b', url: 'b.jpg', metaData: { width: 1200, height: 800 } })).toMatchObject({
      width: 1200,
      height: 800,
    })
    expect(
      toItemDto({
        id: 'c',
        url: 'c.jpg',
        metadata: { width: -5, height: 'tall', textStyle: { width: 30, height: 20 } },
      }),
    ).toMatchObject({
      width: 30,
      height: 20,
    })
    expect(toItemDto({ id: 'd', url: 'd.jpg', metadata: { width: Infinity } })).toMatchObject({ width: 0, height: 0 })
  })

  it('reads metadata or metaData, with every field pro-gallery items carry', () => {
    const dto = toItemDto({
      id: 'x',
      mediaUrl: 'x.jpg',
      width: 400,
      height: 300,
      orderIndex: 2,
      directShareLink: 'https://s/x',
      directLink: { url: 'https://d/x', target: '_blank' },
      metaData: {
        type: 'video',
        title: 'T',
        description: 'D',
        alt: 'A',
        fileName: 'f.mp4',
        focalPoint: [0.2, 0.9],
        link: { type: 'web', url: 'https://w', text: 'go', title: 'Go', target: '_self' },
        poster: 'p.jpg',
        videoUrl: 'https://v/x.mp4',
        isExternal: true,
        qualities: [{ quality: '480p', width: 640, height: 480 }],
        textStyle: { backgroundColor: '#fff' },
        sharpParams: { L: { radius: 1, amount: 1, threshold: 0 } },
        isDemo: true,
        tags: ['a', 3, 'b'],
        sourceName: 'private',
      },
    })
    expect(dto).toMatchObject({
      id: 'x',
      width: 400,
      height: 300,
      type: 'video',
      title: 'T',
      description: 'D',
      alt: 'A',
      fileName: 'f.mp4',
      focalPoint: [0.2, 0.9],
      poster: { url: 'p.jpg' },
      videoUrl: 'https://v/x.mp4',
      isExternal: true,
      isDemo: true,
      tags: ['a', 'b'],
      sourceName: 'private',
      orderIndex: 2,
      directShareLink: 'https://s/x',
      directLink: { url: 'https://d/x', target: '_blank' },
      link: { type: 'web', url: 'https://w', text: 'go', title: 'Go', target: '_self' },
    })
    expect(dto.qualities).toEqual([{ quality: '480p', width: 640, height: 480 }])
  })

  it("types 'html' as text and anything unknown as image", () => {
    expect(toItemDto({ id: 't', metadata: { type: 'html', html: '<p>hi</p>' } }).type).toBe('text')
    expect(toItemDto({ id: 'q', metadata: { type: 'hologram' } }).type).toBe('image')
    for (const type of ['image', 'video', 'text', '3d', 'dummy'])
      expect(toItemDto({ id: 'i', metadata: { type } }).type).toBe(type)
  })

  it("logs 'Item has no DTO' and gives the empty record for null, garbage and items without id, url or text", () => {
    const logger = recordingLogger()
    for (const garbage of [null, undefined, 42, 'str', [], {}, { width: 3 }]) {
      expect(toItemDto(garbage, logger)).toBe(EMPTY_ITEM_DTO)
    }
    expect(logger.messages('error')).toEqual(Array(7).fill('Item has no DTO'))
  })

  it('drops non-finite or negative sizes and clamps focal points to 0..1', () => {
    const dto = toItemDto({ id: 'a', width: Number.NaN, height: -5, metadata: { focalPoint: [2, -1] } })
    expect([dto.width, dto.height]).toEqual([0, 0])
    expect(dto.focalPoint).toEqual([1, 0])
  })

  it('refuses a direct link outside the allow-list, with a warning', () => {
    const logger = recordingLogger()
    expect(toItemDto({ id: 'a', directLink: { url: 'javascript:alert(1)' } }, logger).directLink).toBeUndefined()
    expect(logger.messages('warn')).toHaveLength(1)
    expect(toItemDto({ id: 'a', directLink: { url: '/p' } }).directLink).toEqual({ url: '/p', target: '_self' })
  })

  it('gives a frozen record and never freezes the input', () => {
    const input = {
      id: 'a',
      metadata: {
        link: { type: 'wix', data: { type: 'ExternalLink', url: 'https://x' } },
        tags: ['t'],
        textStyle: { backgroundColor: '#fff' },
      },
    }
    const dto = toItemDto(input)
    expect(
      Object.isFrozen(dto) && Object.isFrozen(dto.link) && Object.isFrozen(dto.link.data) && Object.isFrozen(dto.tags),
    ).toBe(true)
    expect(
      [
        input,
        input.metadata,
        input.metadata.link,
        input.metadata.link.data,
        input.metadata.tags,
        input.metadata.textStyle,
      ].some(Object.isFrozen),
    ).toBe(false)
  })

  it('normalises secondary media one level deep', () => {
    const dto = toItemDto({ id: 'a', secondaryMedia: { id: 'b', mediaUrl: 'b.jpg', secondaryMedia: { id: 'c' } } })
    expect(dto.secondaryMedia?.id).toBe('b')
    expect(dto.secondaryMedia?.secondaryMedia).toBeUndefined()
  })

  it('never throws and never mutates its input (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const before = JSON.stringify(raw)
        const dto = toItemDto(raw)
        expect(typeof dto.id).toBe('string')
        expect(Number.isFinite(dto.width) && dto.width >= 0).toBe(true)
        expect(JSON.stringify(raw)).toBe(before)
      }),
    )
  })
})
