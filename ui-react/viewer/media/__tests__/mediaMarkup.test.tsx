import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { attr, elements, render, text, type El } from '../../__tests__/markup'

// Real Ricos documents, read from the installed packages at test time.
const require = createRequire(import.meta.url)
const schemaExamples = join(dirname(require.resolve('ricos-schema/package.json')), 'dist/esm/docs-static/examples')
const example = (name: string) => JSON.parse(readFileSync(join(schemaExamples, `${name}.json`), 'utf8'))
const migration = JSON.parse(
  readFileSync(
    join(
      dirname(require.resolve('ricos-content/package.json')),
      'dist/statics/json/migratedFixtures/migration-content.json',
    ),
    'utf8',
  ),
)
const byId = (all: El[], id: string) => all.find((e) => attr(e, 'id') === id)
const inside = (el: El, tag?: string) => elements(el).filter((e) => !tag || e.tagName === tag)

describe('media nodes in the server markup (real Ricos documents)', () => {
  it('IMAGE by id: figure with the block id, media-host src, srcset at quality 90, alt, caption, expand button', () => {
    const { all, logger } = render(example('image-id'))
    const figure = byId(all(), 'viewer-dfkcg1')!
    expect(figure.tagName).toBe('figure')
    const [img] = inside(figure, 'img')
    expect(attr(img, 'src')).toBe('https://static.wixstatic.com/media/8bb438_b2847057eba64e22b9d75c777a3c5145.jpg')
    expect(attr(img, 'srcset')).toContain('/v1/fit/w_640,h_427,q_90/8bb438_b2847057eba64e22b9d75c777a3c5145.jpg 640w')
    expect(attr(img, 'srcset')).toMatch(/ 5120w$/)
    expect(attr(img, 'alt')).toBe('A couple kissing during their marriage ceremony')
    expect(attr(img, 'loading')).toBe('lazy')
    expect(text(inside(figure, 'figcaption')[0])).toBe('Our wedding.')
    const [button] = inside(figure, 'button')
    expect(attr(button, 'aria-label')).toBe('Expand image: A couple kissing during their marriage ceremony')
    expect(logger.errors).toEqual([])
  })

  it('IMAGE by url: the address as given, no srcset (the host cannot scale it)', () => {
    const { all } = render(example('image-url'))
    const [img] = inside(byId(all(), 'viewer-dfkcg1')!, 'img')
    expect(attr(img, 'src')).toBe('https://cdn.pixabay.com/photo/2015/04/23/22/00/tree-736885_1280.jpg')
    expect(attr(img, 'srcset')).toBeUndefined()
  })

  it('IMAGE spoilers: blurred, with the author description and button text; a link is the click action', () => {
    const { all } = render(migration)
    const image = byId(all(), 'viewer-2')!
    expect(attr(image, 'class')).toContain('vt-m-full_width')
    const spoiler = inside(image).find((e) => attr(e, 'class')?.startsWith('vt-ms '))!
    expect(attr(spoiler, 'class')).toBe('vt-ms vt-ms-large')
    expect(text(inside(spoiler).find((e) => attr(e, 'class') === 'vt-ms-desc')!)).toBe('SPOILER ALERT!!!')
    expect(text(inside(spoiler, 'button')[0])).toBe("What's behind door number 1?")
    expect(
      attr(
        inside(spoiler).find((e) => attr(e, 'class') === 'vt-ms-content')!,
        'aria-hidden',
      ),
    ).toBe('true')
    expect(attr(inside(image, 'a')[0], 'href')).toBe('https://www.image-link.com')
    // A custom 300 px image counts as original, aligned right; its spoiler has the default texts.
    const custom = byId(all(), 'viewer-90')!
    expect(attr(custom, 'class')).toContain('vt-m-original vt-m-right')
    expect(text(custom)).toContain('This image contains a spoiler')
    expect(text(custom)).toContain('Reveal Image')
  })

  it('VIDEO from a provider: poster, play button and duration; file video by id on the video host', () => {
    const { all } = render(example('video-url'))
    const video = byId(all(), 'viewer-yueap27')!
    expect(attr(inside(video, 'img')[0], 'src')).toBe('https://i.ytimg.com/vi/5XxIwPKMlek/hqdefault.jpg')
    expect(attr(inside(video, 'button')[0], 'aria-label')).toBe('Play video')
    expect(text(video)).toBe('1:43')
    const wix = render(example('video-wix')).all()
    const block = byId(wix, 'viewer-g5bh230')!
    expect(attr(inside(block, 'img')[0], 'src')).toBe(
      'https://static.wixstatic.com/media/11062b_a552731f40854d16a91627687fb8d1a6f000.jpg',
    )
    expect(
      attr(
        inside(block).find((e) => attr(e, 'class') === 'vt-m-frame')!,
        'style',
      ),
    ).toContain('aspect-ratio:1920 / 1080')
  })

  it('AUDIO file: cover, name, author, play button, duration and no download when disabled', () => {
    const { all } = render(migration)
    const audio = byId(all(), 'viewer-125')!
    expect(text(inside(audio).find((e) => attr(e, 'class') === 'vt-audio-name')!)).toBe('Dear Fear')
    expect(attr(inside(audio, 'img')[0], 'src')).toBe(
      'https://static.wixstatic.com/media/8bb438_aab736569612405a8381d4965c769f51.jpg',
    )
    expect(inside(audio, 'button').map((b) => attr(b, 'aria-label'))).toEqual([
      'Play',
      'Mute',
      'Playback speed: 1x',
      'More actions',
    ])
    expect(text(audio)).toContain('0:00 / 5:00')
    expect(inside(audio, 'a')).toEqual([])
  })

  it('AUDIO from SoundCloud and Spotify: the provider player in a frame without same-origin rights', () => {
    for (const [name, src] of [
      [
        'audio-soundcloud',
        'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Frick-astley-official%2Fnever-gonna-give-you-up-4',
      ],
      ['audio-spotify', 'https://open.spotify.com/embed/track/4PTG3Z6ehGkBFwjybzWkR8'],
    ]) {
      const frame = inside(byId(render(example(name)).all(), 'viewer-example-id')!, 'iframe')[0]
      expect(attr(frame, 'src')).toContain(src)
      expect(attr(frame, 'sandbox')).toContain('allow-scripts')
      expect(attr(frame, 'sandbox')).not.toContain('allow-same-origin')
    }
  })

  it('GIF: the mp4 as a looping inline video with the gif as poster, or the gif alone, at its size', () => {
    const gif = byId(render(example('gif-basic')).all(), 'viewer-a00xy33')!
    const [img] = inside(gif, 'img')
    expect(attr(img, 'src')).toMatch(/^https:\/\/media3\.giphy\.com\/.*giphy\.webp$/)
    expect([attr(img, 'width'), attr(img, 'height')]).toEqual(['480', '480'])
    const mp4 = byId(render(migration).all(), 'viewer-22')!
    const [video] = inside(mp4, 'video')
    expect(attr(video, 'src')).toMatch(/giphy\.mp4/)
    expect(attr(video, 'poster')).toMatch(/giphy\.gif/)
    expect(attr(video, 'loop')).toBe('')
    expect(attr(video, 'playsinline')).toBe('')
  })

  it('FILE: name, type and size in words, download link with dn=<file name>; a FULL pdf gets an Open link', () => {
    const file = byId(render(example('file')).all(), 'viewer-c4fuo30')!
    expect(text(file)).toBe('JPGimage.jpgJPG · 146 KBDownload file')
    expect(attr(inside(file, 'a')[0], 'href')).toBe(
      'https://static.wixstatic.com/media/feac6b9cf32640d3ac325c905f2b3786.jpg?dn=image.jpg',
    )
    const pdf = byId(render(migration).all(), 'viewer-26')!
    expect(inside(pdf, 'a').map((a) => [text(a), attr(a, 'href'), attr(a, 'target')])).toEqual([
      ['Open file', 'https://www.w3.org/wai/er/tests/xhtml/testfiles/resources/pdf/dummy.pdf', '_blank'],
      [
        'Download file',
        'https://www.w3.org/wai/er/tests/xhtml/testfiles/resources/pdf/dummy.pdf?dn=document.pdf',
        undefined,
      ],
    ])
    expect(inside(pdf, 'iframe')).toEqual([])
  })

  it('GALLERY: every item in the server markup, a 3-column grid cropped to ratio 1, each expandable', () => {
    const { all, logger } = render(example('gallery'))
    const gallery = byId(all(), 'viewer-ngwzz49')!
    const grid = inside(gallery).find((e) => attr(e, 'class')?.startsWith('vt-gallery '))!
    expect(attr(grid, 'style')).toContain('grid-template-columns:repeat(3, minmax(0, 1fr))')
    expect(attr(grid, 'style')).toContain('gap:5px')
    const items = inside(gallery, 'button')
    expect(items.map((b) => attr(b, 'aria-label'))).toEqual([
      'Expand image: Untitled image',
      'Expand image: Untitled image',
      'Expand image: Untitled image',
    ])
    expect(items.map((b) => /aspect-ratio:([\d.]+)/.exec(attr(b, 'style')!)![1])).toEqual(['1', '1', '1'])
    const img = inside(items[0], 'img')[0]
    expect(attr(img, 'src')).toBe(
      'https://static.wixstatic.com/media/8bb438_36726a2d14ec44ee9edc5693bade1092.jpg/v1/fill/w_654,h_654,q_90/8bb438_36726a2d14ec44ee9edc5693bade1092.jpg',
    )
    expect(logger.errors).toEqual([])
  })

  it('GALLERY: disableExpand leaves plain pictures, a masonry layout flows in columns', () => {
    const data = example('gallery').nodes[1].galleryData
    const doc = {
      nodes: [
        {
          type: 'GALLERY',
          id: 'g',
          nodes: [],
          galleryData: { ...data, disableExpand: true, options: { layout: { type: 'MASONRY', numberOfColumns: 2 } } },
        },
      ],
    }
    const gallery = byId(render(doc).all(), 'viewer-g')!
    expect(inside(gallery, 'button')).toEqual([])
    expect(inside(gallery).filter((e) => attr(e, 'role') === 'img')).toHaveLength(3)
    expect(
      attr(
        inside(gallery).find((e) => attr(e, 'class')?.startsWith('vt-gallery '))!,
        'style',
      ),
    ).toContain('columns:2')
  })

  it('GALLERY: a linked item is a link in the server markup (target BLANK unless set); an unsafe link is dropped', () => {
    const picture = (link?: object) => ({ image: { media: { src: { id: 'a_1.jpg' } }, ...(link ? { link } : {}) } })
    const doc = {
      nodes: [
        {
          type: 'GALLERY',
          id: 'g',
          nodes: [],
          galleryData: {
            items: [
              picture({ url: 'https://example.com/trail', rel: { nofollow: true } }),
              picture({ url: '/stories/harbour', target: 'SELF' }),
              picture({ url: 'javascript:alert(1)' }),
              picture(),
            ],
          },
        },
      ],
    }
    const gallery = byId(render(doc).all(), 'viewer-g')!
    expect(inside(gallery, 'a').map((a) => [attr(a, 'href'), attr(a, 'target'), attr(a, 'rel')])).toEqual([
      ['https://example.com/trail', '_blank', 'noopener nofollow'],
      ['/stories/harbour', '_self', 'noopener'],
    ])
    // The refused link and the unlinked picture expand as usual.
    expect(inside(gallery, 'button')).toHaveLength(2)
  })

  it('VIDEO and GALLERY spoilers: their default description and reveal text over the blurred medium', () => {
    const spoiler = { enabled: true }
    const video = example('video-url').nodes[0]
    const gallery = example('gallery').nodes[1]
    const { all } = render({
      nodes: [
        { ...video, videoData: { ...video.videoData, containerData: { spoiler } } },
        { ...gallery, galleryData: { ...gallery.galleryData, containerData: { spoiler } } },
      ],
    })
    const v = byId(all(), 'viewer-yueap27')!
    expect(text(inside(v).find((e) => attr(e, 'class') === 'vt-ms-overlay')!)).toBe(
      'This video contains a spoiler' + 'Reveal Video',
    )
    const g = byId(all(), 'viewer-ngwzz49')!
    expect(text(inside(g).find((e) => attr(e, 'class') === 'vt-ms-overlay')!)).toBe(
      'This gallery contains a spoiler' + 'Reveal Gallery',
    )
    expect(
      attr(
        inside(g).find((e) => attr(e, 'class') === 'vt-ms-content')!,
        'inert',
      ),
    ).toBe('')
  })

  it('every media node of the migration fixture renders with its block id and logs nothing', () => {
    const { all, logger } = render(migration)
    for (const id of ['2', '4', '6', '8', '22', '26', '90', '125'])
      expect(byId(all(), `viewer-${id}`), id).toBeDefined()
    expect(logger.errors.filter((e) => /IMAGE|VIDEO|AUDIO|GIF|FILE|GALLERY/.test(e))).toEqual([])
  })
})
