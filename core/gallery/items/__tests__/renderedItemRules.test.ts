import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, type GalleryOptions } from '../../options/types'
import { createRenderedItem } from '../createRenderedItem'
import { toItemDto } from '../toItemDto'
import { recordingLogger } from '../../../../adapters/memory'

// The values a rendered item carries into the DOM: its boxes, addresses, info sizes and scene.
const box = { id: 'a', idx: 3, offset: { top: 10, left: 20 }, width: 200, height: 100 }
const HOST = 'https://static.wixstatic.com/media/'

const withOptions = (change: (o: GalleryOptions) => GalleryOptions): GalleryOptions => change(DEFAULT_OPTIONS)
const withCrop = (method: 'FILL' | 'FIT', alignment: GalleryOptions['layoutParams']['crop']['alignment']) =>
  withOptions((o) => ({
    ...o,
    layoutParams: { ...o.layoutParams, crop: { ...o.layoutParams.crop, method, alignment } },
  }))
const withPlacement = (placement: string) =>
  withOptions((o) => ({ ...o, layoutParams: { ...o.layoutParams, info: { ...o.layoutParams.info, placement } } }))

describe('a rendered item', () => {
  it('letterboxes a FIT crop against the top or bottom of its box, and centres it by default', () => {
    const tall = toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 400, height: 100 })
    // 400 x 100 fitted in 200 x 100: 200 x 50, 50 px to spare vertically.
    const top = createRenderedItem(tall, box, { options: withCrop('FIT', 'TOP') })
    expect([top.offset.innerTop, top.offset.innerLeft, top.style.innerWidth, top.style.innerHeight]).toEqual([
      0, 0, 200, 50,
    ])
    expect(createRenderedItem(tall, box, { options: withCrop('FIT', 'BOTTOM') }).offset.innerTop).toBe(50)
    expect(createRenderedItem(tall, box, { options: withCrop('FIT', 'CENTER') }).offset.innerTop).toBe(25)
    // A FILL crop covers the whole box whatever the alignment.
    const filled = createRenderedItem(tall, box, { options: withCrop('FILL', 'BOTTOM') })
    expect([filled.offset.innerTop, filled.style.innerWidth, filled.style.innerHeight]).toEqual([0, 200, 100])
  })

  it('covers the whole box when a FIT item or its box has no size', () => {
    const options = withCrop('FIT', 'CENTER')
    const sizeless = createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg' }), box, { options })
    expect([sizeless.style.innerWidth, sizeless.style.innerHeight, sizeless.offset.innerLeft]).toEqual([200, 100, 0])
    const wide = toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 100, height: 100 })
    const flat = createRenderedItem(wide, { ...box, height: 0 }, { options })
    expect([flat.style.innerWidth, flat.style.innerHeight, flat.offset.innerTop]).toEqual([200, 0, 0])
    const narrow = createRenderedItem(wide, { ...box, width: 0 }, { options })
    expect([narrow.style.innerWidth, narrow.style.innerHeight, narrow.offset.innerLeft]).toEqual([0, 100, 0])
  })

  it("ignores a layouter's crop box with a value that is not a finite number", () => {
    const item = toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 100, height: 100 })
    const r = createRenderedItem(item, {
      ...box,
      crop: { innerWidth: NaN, innerHeight: 50, innerTop: 5, innerLeft: 5 },
    })
    expect([r.style.innerWidth, r.style.innerHeight, r.offset.innerTop, r.offset.innerLeft]).toEqual([200, 100, 0, 0])
  })

  it('asks for the letterboxed size when fitting, scaled by the pixel ratio; a ratio of 0 or less counts as 1', () => {
    const item = toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 100, height: 100 })
    const fit = createRenderedItem(item, box, { options: withCrop('FIT', 'CENTER'), devicePixelRatio: 2 })
    expect(fit.url).toBe(`${HOST}ab_a.jpg/v1/fit/w_200,h_200,q_90/ab_a.jpg`)
    expect(createRenderedItem(item, box, { devicePixelRatio: 0 }).url).toBe(
      `${HOST}ab_a.jpg/v1/fill/w_200,h_100,q_90/ab_a.jpg`,
    )
    expect(createRenderedItem(item, box, { devicePixelRatio: -2 }).url).toBe(
      `${HOST}ab_a.jpg/v1/fill/w_200,h_100,q_90/ab_a.jpg`,
    )
  })

  it('gives an item in an empty box its own address, and no address to text and dummy items', () => {
    const item = toItemDto({ id: 'a', mediaUrl: 'https://cdn.test/a.jpg', width: 100, height: 100 })
    expect(createRenderedItem(item, { ...box, width: 0 }).url).toBe('https://cdn.test/a.jpg')
    expect(createRenderedItem(item, { ...box, height: 0 }).url).toBe('https://cdn.test/a.jpg')
    const id = toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 100, height: 100 })
    expect(createRenderedItem(id, { ...box, width: 0 }).url).toBe('ab_a.jpg')
    const text = toItemDto({ id: 't', mediaUrl: 'ab_t.jpg', metadata: { type: 'text', html: '<p>x</p>' } })
    expect(createRenderedItem(text, box).url).toBe('')
    const dummy = toItemDto({ id: 'd', mediaUrl: 'ab_d.jpg', metadata: { type: 'dummy' } })
    expect(createRenderedItem(dummy, box).url).toBe('')
    expect(createRenderedItem(text, box).html).toBe('<p>x</p>')
    expect(
      createRenderedItem(toItemDto({ id: 'i', mediaUrl: 'ab_i.jpg', metadata: { html: '<p>x</p>' } }), box).html,
    ).toBe('')
  })

  it('prints the media at its own size, or nothing more when that is the displayed address', () => {
    const item = toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 800, height: 400 })
    expect(createRenderedItem(item, box).printUrl).toBe(`${HOST}ab_a.jpg/v1/fit/w_800,h_400,q_90/ab_a.jpg`)
    // Displayed at its own size with FIT: the print address is the displayed one.
    const own = createRenderedItem(item, { ...box, width: 800, height: 400 }, { options: withCrop('FIT', 'CENTER') })
    expect(own.url).toBe(`${HOST}ab_a.jpg/v1/fit/w_800,h_400,q_90/ab_a.jpg`)
    expect(own.printUrl).toBe('')
    // External media and media without a size have no print address of their own.
    const external = toItemDto({
      id: 'e',
      mediaUrl: 'ab_a.jpg',
      width: 800,
      height: 400,
      metadata: { isExternal: true },
    })
    expect(createRenderedItem(external, box).printUrl).toBe('')
    expect(createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 800 }), box).printUrl).toBe('')
    expect(createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', height: 400 }), box).printUrl).toBe('')
  })

  it("reserves the layouter's info sizes, else the options': a side placement takes a width, a fraction of the box up to 1", () => {
    const item = toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 100, height: 100 })
    const side = (placement: string, externalInfoWidth: number) =>
      createRenderedItem(item, box, { options: { ...withPlacement(placement), externalInfoWidth } }).style.infoWidth
    expect(side('SHOW_ON_THE_RIGHT', 0.5)).toBe(100)
    expect(side('SHOW_ON_THE_LEFT', 1)).toBe(200)
    expect(side('ALTERNATE_HORIZONTALLY', 120)).toBe(120)
    expect(side('SHOW_BELOW', 120)).toBe(0)
    expect(createRenderedItem(item, box, { options: withPlacement('SHOW_ON_THE_RIGHT') }).style.infoWidth).toBe(0)
    expect(createRenderedItem(item, box).style).toMatchObject({ infoWidth: 0, infoHeight: 0 })
    const below = { ...withPlacement('SHOW_BELOW'), externalInfoHeight: 40 }
    expect(createRenderedItem(item, box, { options: below }).style.infoHeight).toBe(40)
    const reported = createRenderedItem(item, { ...box, infoHeight: 7, infoWidth: 9 }, { options: below })
    expect(reported.style).toMatchObject({ infoHeight: 7, infoWidth: 9 })
  })

  it('takes its ratio from the media, else from its box, else 1', () => {
    expect(
      createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'a.jpg', width: 300, height: 100 }), box).style.ratio,
    ).toBe(3)
    expect(createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'a.jpg', width: 300 }), box).style.ratio).toBe(2)
    expect(createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'a.jpg', height: 300 }), box).style.ratio).toBe(2)
    expect(createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'a.jpg' }), { ...box, height: 0 }).style.ratio).toBe(1)
  })

  it('names the item it copies, and carries its texts and direct link', () => {
    const item = {
      ...toItemDto({
        id: 'a',
        mediaUrl: 'a.jpg',
        directLink: { url: 'https://x.test/', target: '_blank' },
        metadata: { title: 'Sea', description: 'Blue' },
      }),
      id: 'a-copy',
      duplicateOf: 'a',
    }
    expect(createRenderedItem(item, box)).toMatchObject({
      id: 'a-copy',
      itemId: 'a',
      title: 'Sea',
      description: 'Blue',
      directLink: { url: 'https://x.test/', target: '_blank' },
      linkUrl: undefined,
      linkTarget: '_self',
    })
  })

  it('shows a video placeholder unless the options turn it off; only videos get a video address', () => {
    const video = toItemDto({ id: 'v', mediaUrl: 'ab_v.mp4', height: 400, metadata: { type: 'video' } })
    const off = withOptions((o) => ({
      ...o,
      behaviourParams: {
        ...o.behaviourParams,
        item: { ...o.behaviourParams.item, video: { ...o.behaviourParams.item.video, enablePlaceholder: false } },
      },
    }))
    expect(createRenderedItem(video, box, { options: off }).isVideoPlaceholder).toBe(false)
    expect(createRenderedItem(video, box, { options: DEFAULT_OPTIONS }).isVideoPlaceholder).toBe(true)
    expect(createRenderedItem(video, box).videoUrl).toBe('https://video.wixstatic.com/video/ab_v/720p/mp4/file.mp4')
    const image = createRenderedItem(toItemDto({ id: 'i', mediaUrl: 'ab_i.jpg' }), box)
    expect([image.isVideoPlaceholder, image.videoUrl]).toEqual([false, ''])
  })

  it('has secondary media only when the secondary item has an id or an address', () => {
    const item = toItemDto({ id: 'a', mediaUrl: 'a.jpg' })
    expect(
      createRenderedItem({ ...item, secondaryMedia: { ...item, id: '', mediaUrl: '' } }, box).hasSecondaryMedia,
    ).toBe(false)
    expect(
      createRenderedItem({ ...item, secondaryMedia: { ...item, id: '', mediaUrl: 'b.jpg' } }, box).hasSecondaryMedia,
    ).toBe(true)
    expect(
      createRenderedItem({ ...item, secondaryMedia: { ...item, id: 'b', mediaUrl: '' } }, box).hasSecondaryMedia,
    ).toBe(true)
  })

  it("gives a 3D item its scene: the model, the poster scaled to the box and the options' transform and controls", () => {
    const model = toItemDto({ id: 'm', mediaUrl: 'm.glb', metadata: { type: '3d', poster: 'ab_mp.jpg' } })
    const scene = createRenderedItem(model, box, { options: DEFAULT_OPTIONS, devicePixelRatio: 2 }).scene
    const { transform, controls } = DEFAULT_OPTIONS.behaviourParams.item.threeDimensionalScene
    expect(scene).toEqual({
      url: 'm.glb',
      poster: `${HOST}ab_mp.jpg/v1/fill/w_400,h_200,q_90/ab_mp.jpg`,
      transform,
      controls,
    })
    const bare = createRenderedItem(
      toItemDto({ id: 'm', mediaUrl: 'javascript:alert(1)', metadata: { type: '3d' } }),
      box,
    )
    expect(bare.scene).toEqual({ url: '', poster: '', transform: undefined, controls: undefined })
    expect(bare.url).toBe('')
    expect(createRenderedItem(toItemDto({ id: 'i', mediaUrl: 'ab_i.jpg' }), box).scene).toBeUndefined()
  })

  it('keeps a valid background colour and drops one that is not a colour, even on a record built by hand', () => {
    const item = toItemDto({ id: 't', metadata: { type: 'text', html: 'x' } })
    expect(createRenderedItem({ ...item, textStyle: { backgroundColor: 'rgb(1, 2, 3)' } }, box).style.bgColor).toBe(
      'rgb(1, 2, 3)',
    )
    expect(
      createRenderedItem({ ...item, textStyle: { backgroundColor: '#fff;position:fixed' } }, box).style.bgColor,
    ).toBe('')
    expect(createRenderedItem(item, box).style.bgColor).toBe('')
  })

  it('letterboxes a FIT item that has only one side as a strip, and fills for a layouter box asked with FILL', () => {
    const options = withCrop('FIT', 'CENTER')
    const wideOnly = createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 100 }), box, { options })
    expect([wideOnly.style.innerWidth, wideOnly.style.innerHeight]).toEqual([200, 100])
    const tallOnly = createRenderedItem(toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', height: 100 }), box, { options })
    expect([tallOnly.style.innerWidth, tallOnly.style.innerHeight]).toEqual([200, 100])
    // FILL asks the host for the box, whatever inner box the layouter reports.
    const item = toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 100, height: 100 })
    const cropped = { ...box, crop: { innerWidth: 300, innerHeight: 300, innerTop: -100, innerLeft: -50 } }
    expect(createRenderedItem(item, cropped).url).toBe(`${HOST}ab_a.jpg/v1/fill/w_200,h_100,q_90/ab_a.jpg`)
  })

  it("shows a 3D item's poster, or the model's own address without one; uses the given hosts", () => {
    const withPoster = toItemDto({ id: 'm', mediaUrl: 'ab_m.glb', metadata: { type: '3d', poster: 'ab_p.jpg' } })
    expect(createRenderedItem(withPoster, box).url).toBe(`${HOST}ab_p.jpg/v1/fill/w_200,h_100,q_90/ab_p.jpg`)
    const bare = toItemDto({ id: 'm', mediaUrl: 'ab_m.glb', metadata: { type: '3d' } })
    expect(createRenderedItem(bare, box).url).toBe('ab_m.glb')
    const video = toItemDto({ id: 'v', mediaUrl: 'ab_v.mp4', metadata: { type: 'video', poster: 'ab_p.jpg' } })
    const hosted = createRenderedItem(video, box, { mediaHost: 'https://m.test/', videoHost: 'https://v.test/' })
    expect([hosted.url, hosted.videoUrl]).toEqual([
      'https://m.test/ab_p.jpg/v1/fill/w_200,h_100,q_90/ab_p.jpg',
      'https://v.test/ab_v/720p/mp4/file.mp4',
    ])
  })

  it('plays the video quality for the displayed height times the pixel ratio', () => {
    const video = toItemDto({
      id: 'v',
      mediaUrl: 'ab_v.mp4',
      metadata: {
        type: 'video',
        qualities: [
          { quality: '480p', width: 1, height: 480 },
          { quality: '1080p', width: 1, height: 1080 },
        ],
      },
    })
    const tall = { ...box, height: 300 }
    expect(createRenderedItem(video, tall, { devicePixelRatio: 2 }).videoUrl).toContain('/ab_v/1080p/')
    expect(createRenderedItem(video, tall).videoUrl).toContain('/ab_v/480p/')
  })

  it('asks for no scaled image, and logs nothing, for an empty box or an item that is no image', () => {
    const logger = recordingLogger()
    const item = toItemDto({ id: 'a', mediaUrl: 'ab_a.jpg', width: 100, height: 100 })
    expect(createRenderedItem(item, { ...box, width: 0 }, { logger }).url).toBe('ab_a.jpg')
    expect(createRenderedItem(item, { ...box, height: 0 }, { logger }).url).toBe('ab_a.jpg')
    expect(logger.entries).toEqual([])
    const text = toItemDto({
      id: 't',
      mediaUrl: 'ab_t.jpg',
      width: 100,
      height: 100,
      metadata: { type: 'text', html: 'x' },
    })
    expect(createRenderedItem(text, box).printUrl).toBe('')
  })
})
