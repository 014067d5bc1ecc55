import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, type GalleryOptions } from '../../options/types'
import { createRenderedItem, UNTITLED_IMAGE, UNTITLED_VIDEO } from '../createRenderedItem'
import { toItemDto } from '../toItemDto'

const box = { id: 'a', idx: 3, offset: { top: 10, left: 20 }, width: 200, height: 100 }
const withCrop = (
  method: 'FILL' | 'FIT',
  alignment: GalleryOptions['layoutParams']['crop']['alignment'] = 'CENTER',
): GalleryOptions => ({
  ...DEFAULT_OPTIONS,
  layoutParams: { ...DEFAULT_OPTIONS.layoutParams, crop: { ...DEFAULT_OPTIONS.layoutParams.crop, method, alignment } },
})

describe('createRenderedItem', () => {
  it("gives images without alt or title the label 'Untitled image', and videos 'Untitled video'", () => {
    expect(createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'a.jpg', width: 2, height: 1 }), box).alt).toBe(
      UNTITLED_IMAGE,
    )
    expect(createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'a.mp4', metadata: { type: 'video' } }), box).alt).toBe(
      UNTITLED_VIDEO,
    )
    expect(createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'a.jpg', metadata: { title: 'Sea' } }), box).alt).toBe(
      'Sea',
    )
    expect(
      createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'a.jpg', metadata: { title: 'Sea', alt: 'Blue sea' } }), box)
        .alt,
    ).toBe('Blue sea')
  })

  it('places the item in its box with a URL scaled to the box', () => {
    const r = createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 400, height: 200 }), box, {
      devicePixelRatio: 2,
    })
    expect(r).toMatchObject({
      id: 'a',
      itemId: 'a',
      idx: 3,
      type: 'image',
      offset: { top: 10, left: 20, innerTop: 0, innerLeft: 0 },
    })
    expect(r.style).toMatchObject({ width: 200, height: 100, innerWidth: 200, innerHeight: 100, ratio: 2 })
    expect(r.url).toContain('/v1/fill/w_400,h_200,q_90/')
  })

  it('letterboxes FIT crops and aligns them', () => {
    const item = toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 100, height: 100 })
    const centred = createRenderedItem(item, box, { options: withCrop('FIT') })
    expect(centred.style).toMatchObject({ innerWidth: 100, innerHeight: 100 })
    expect(centred.offset).toMatchObject({ innerLeft: 50, innerTop: 0 })
    expect(centred.url).toContain('/v1/fit/w_100,h_100')
    expect(createRenderedItem(item, box, { options: withCrop('FIT', 'LEFT') }).offset.innerLeft).toBe(0)
    expect(createRenderedItem(item, box, { options: withCrop('FIT', 'RIGHT') }).offset.innerLeft).toBe(100)
  })

  it("prefers the layouter's crop box when present", () => {
    const item = toItemDto({ id: 'a', mediaUrl: 'a.jpg', width: 100, height: 100 })
    const r = createRenderedItem(item, {
      ...box,
      crop: { innerWidth: 200, innerHeight: 200, innerTop: -50, innerLeft: 0 },
    })
    expect(r.offset.innerTop).toBe(-50)
    expect(r.style.innerHeight).toBe(200)
  })

  it('resolves links and video, text, 3d and dummy items', () => {
    const linked = createRenderedItem(
      toItemDto({ id: 'a', mediaUrl: 'a.jpg', metadata: { link: { type: 'web', url: 'https://x.test' } } }),
      box,
    )
    expect([linked.linkUrl, linked.linkTarget]).toEqual(['https://x.test', '_blank'])
    const video = createRenderedItem(
      toItemDto({ id: 'v', mediaUrl: 'ab_v.mp4', metadata: { type: 'video', poster: 'ab_p.jpg' } }),
      box,
    )
    expect(video.isVideoPlaceholder).toBe(true)
    expect(video.videoUrl).toContain('ab_v/720p/mp4/file.mp4')
    expect(video.url).toContain('ab_p.jpg/v1/')
    const text = createRenderedItem(
      toItemDto({ id: 't', metadata: { type: 'html', html: '<b>hi</b>', textStyle: { backgroundColor: '#eee' } } }),
      box,
    )
    expect(text).toMatchObject({ type: 'text', html: '<b>hi</b>', url: '', style: { bgColor: '#eee' } })
    const model = createRenderedItem(
      toItemDto({ id: 'm', mediaUrl: 'm.glb', metadata: { type: '3d', poster: 'ab_mp.jpg' } }),
      box,
      { options: DEFAULT_OPTIONS },
    )
    expect(model.scene?.url).toBe('m.glb')
    expect(model.scene?.poster).toContain('ab_mp.jpg/v1/fill/w_200,h_100')
    expect(createRenderedItem(toItemDto({ id: 'd', metadata: { type: 'dummy' } }), box)).toMatchObject({
      type: 'dummy',
      url: '',
    })
  })

  it('reports secondary media', () => {
    const r = createRenderedItem(
      toItemDto({ id: 'a', mediaUrl: 'a.jpg', secondaryMedia: { id: 'b', mediaUrl: 'b.jpg' } }),
      box,
    )
    expect(r.hasSecondaryMedia).toBe(true)
    expect(r.secondaryMediaItem?.id).toBe('b')
    expect(createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'a.jpg' }), box).hasSecondaryMedia).toBe(false)
  })
})
