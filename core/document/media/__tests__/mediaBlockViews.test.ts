import { describe, expect, it } from 'vitest'
import {
  audioView,
  fileView,
  galleryEngineOptions,
  galleryView,
  gifView,
  imageMediaView,
  imageSizes,
  mediaContainer,
  videoView,
} from '..'

// The view models of VIDEO, AUDIO, GIF, FILE, IMAGE and GALLERY blocks: the addresses, names, sizes
// and options a reader's player, link or gallery is built from.

const MEDIA = 'https://static.wixstatic.com/media/'
const plain = { size: 'content', align: 'center', textWrap: false }

describe('video', () => {
  it('a provider address plays in the provider frame, with its poster and a 16:9 box', () => {
    const view = videoView({
      video: { src: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
      options: { autoPlay: true },
    })
    expect(view).toMatchObject({
      fileUrl: undefined,
      pageUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      width: 16,
      height: 9,
      autoPlay: true,
      loop: false,
      showControls: true,
      disableDownload: false,
    })
    expect(view.provider).toMatchObject({ provider: 'youtube', id: 'dQw4w9WgXcQ' })
  })

  it('a video id plays from the video host with its thumbnail size, options and duration', () => {
    expect(
      videoView({
        video: { src: { id: 'video/abc/1080p/mp4/file.mp4' }, duration: 12 },
        thumbnail: { src: { id: 'th.jpg' }, width: 640.4, height: 360 },
        options: { playInLoop: true, showControls: false, disableDownload: true },
      }),
    ).toEqual({
      fileUrl: 'https://video.wixstatic.com/video/abc/1080p/mp4/file.mp4',
      provider: undefined,
      pageUrl: 'https://video.wixstatic.com/video/abc/1080p/mp4/file.mp4',
      thumbnail: `${MEDIA}th.jpg`,
      width: 640,
      height: 360,
      duration: 12,
      autoPlay: false,
      loop: true,
      showControls: false,
      disableDownload: true,
      container: plain,
      spoiler: { enabled: false, description: undefined, buttonText: undefined },
    })
  })

  it('a zero-sized thumbnail keeps 16:9, a zero duration is unknown, disableDownload on the node counts', () => {
    const view = videoView({
      video: { src: { url: 'https://v.example/a.mp4' }, duration: 0 },
      thumbnail: { width: 0, height: 300 },
      disableDownload: true,
    })
    expect(view).toMatchObject({
      fileUrl: 'https://v.example/a.mp4',
      width: 16,
      height: 9,
      duration: undefined,
      disableDownload: true,
    })
    expect(videoView({ thumbnail: { width: 300, height: 0 } })).toMatchObject({ width: 16, height: 9 })
  })
})

describe('audio', () => {
  it('a media-host file: trimmed name and author, cover, duration and a download named after the song', () => {
    expect(
      audioView({
        audio: { src: { id: 'mp3/song.mp3' }, duration: 61 },
        name: ' Song ',
        authorName: ' Ann ',
        coverImage: { src: { id: 'c.jpg' } },
      }),
    ).toEqual({
      fileUrl: 'https://static.wixstatic.com/mp3/song.mp3',
      provider: undefined,
      html: undefined,
      name: 'Song',
      authorName: 'Ann',
      cover: `${MEDIA}c.jpg`,
      duration: 61,
      downloadUrl: 'https://static.wixstatic.com/mp3/song.mp3?dn=Song.mp3',
      container: plain,
    })
  })

  it('the download name takes the extension of the address, or keeps the one it has', () => {
    expect(
      audioView({ audio: { src: { url: 'https://files.example/a/track.ogg?x=1' } }, name: 'Track' }).downloadUrl,
    ).toBe('https://files.example/a/track.ogg?x=1&dn=Track.ogg')
    expect(audioView({ audio: { src: { url: 'https://files.example/t.ogg' } }, name: 'Take.wav' }).downloadUrl).toBe(
      'https://files.example/t.ogg?dn=Take.wav',
    )
    expect(audioView({ audio: { src: { url: 'https://files.example/stream' } }, name: 'Live' }).downloadUrl).toBe(
      'https://files.example/stream?dn=Live',
    )
    expect(
      audioView({ audio: { src: { url: 'https://files.example/t.ogg' } }, disableDownload: true }).downloadUrl,
    ).toBeUndefined()
  })

  it('a provider plays in its frame: no file, no download, its markup ignored', () => {
    const view = audioView({ audio: { src: { url: 'https://soundcloud.com/artist/song' } }, html: '<iframe></iframe>' })
    expect(view).toMatchObject({ fileUrl: undefined, html: undefined, downloadUrl: undefined })
    expect(view.provider).toMatchObject({ provider: 'soundcloud', name: 'SoundCloud' })
  })

  it('embed markup without an address plays as markup; blank names and durations are dropped', () => {
    expect(
      audioView({ html: ' <iframe src=x></iframe> ', name: '  ', authorName: ' ', audio: { duration: -1 } }),
    ).toEqual({
      fileUrl: undefined,
      provider: undefined,
      html: '<iframe src=x></iframe>',
      name: undefined,
      authorName: undefined,
      cover: undefined,
      duration: undefined,
      downloadUrl: undefined,
      container: plain,
    })
  })
})

describe('gif', () => {
  it('prefers the original renditions, then the downsized ones; keeps a positive size', () => {
    expect(
      gifView({
        original: { mp4: 'https://media.giphy.com/a.mp4', gif: 'https://media.giphy.com/a.gif' },
        width: 480.6,
        height: 0,
      }),
    ).toEqual({
      mp4: 'https://media.giphy.com/a.mp4',
      gif: 'https://media.giphy.com/a.gif',
      width: 481,
      height: undefined,
      container: plain,
    })
    expect(
      gifView({
        downsized: { mp4: 'https://media.giphy.com/d.mp4', gif: 'https://media.giphy.com/d.gif' },
        height: 200,
      }),
    ).toMatchObject({
      mp4: 'https://media.giphy.com/d.mp4',
      gif: 'https://media.giphy.com/d.gif',
      width: undefined,
      height: 200,
    })
  })
})

describe('file', () => {
  it('names a file after its address, its type from the name, its size in words, and a PDF mode', () => {
    expect(
      fileView({
        src: { url: 'https://files.example/docs/My%20Report.pdf?v=2' },
        size: 150_000,
        pdfSettings: { viewMode: 'MINI' },
      }),
    ).toEqual({
      name: 'My Report.pdf',
      type: 'PDF',
      size: '146 KB',
      downloadUrl: 'https://files.example/docs/My%20Report.pdf?v=2&dn=My%20Report.pdf',
      url: 'https://files.example/docs/My%20Report.pdf?v=2',
      pdfView: 'MINI',
      container: plain,
    })
  })

  it('a given name and type win; PDF modes only for PDFs; download can be disabled', () => {
    expect(
      fileView({
        src: { id: 'ugd/abc.zip' },
        name: ' archive.zip ',
        type: 'zip',
        size: 3,
        pdfSettings: { viewMode: 'FULL', disableDownload: true },
      }),
    ).toMatchObject({ name: 'archive.zip', type: 'ZIP', size: '3 B', downloadUrl: undefined, pdfView: 'NONE' })
    expect(fileView({ name: 'guide.pdf', pdfSettings: { viewMode: 'FULL' } }).pdfView).toBe('FULL')
    expect(fileView({ name: 'guide.pdf', pdfSettings: { viewMode: 'BIG' } }).pdfView).toBe('NONE')
  })

  it('without anything it is "file" with no type, size or link; a broken escape keeps the raw name', () => {
    expect(fileView({})).toEqual({
      name: 'file',
      type: undefined,
      size: undefined,
      downloadUrl: undefined,
      url: undefined,
      pdfView: 'NONE',
      container: plain,
    })
    expect(fileView({ src: { url: 'https://files.example/100%25%zz.txt' } })).toMatchObject({
      name: '100%25%zz.txt',
      type: 'TXT',
    })
  })
})

describe('image', () => {
  it('a media-host image gets a srcset at quality 90 up to its width, sizes, caption and download', () => {
    expect(
      imageMediaView({
        image: { src: { id: 'abc.jpg' }, width: 1000, height: 500 },
        altText: 'Alt',
        caption: ' Cap ',
        containerData: { width: { size: 'ORIGINAL' } },
      }),
    ).toEqual({
      src: `${MEDIA}abc.jpg`,
      srcSet: [320, 640, 960, 1000]
        .map((w) => `${MEDIA}abc.jpg/v1/fit/w_${w},h_${w / 2},q_90/abc.jpg ${w}w`)
        .join(', '),
      sizes: '(max-width: 1000px) 100vw, 1000px',
      alt: 'Alt',
      width: 1000,
      height: 500,
      caption: 'Cap',
      container: { size: 'original', width: 1000, align: 'center', textWrap: false },
      click: { kind: 'expand' },
      downloadUrl: `${MEDIA}abc.jpg?dn=abc.jpg`,
      spoiler: { enabled: false, description: undefined, buttonText: undefined },
    })
  })

  it('an outside address gets no srcset; zero sizes and a blank caption are dropped', () => {
    expect(
      imageMediaView({
        image: { src: { url: 'https://x.example/a.png' }, width: 0, height: -1 },
        caption: '  ',
        disableDownload: true,
        containerData: { width: { custom: 100 }, alignment: 'LEFT', textWrap: true },
      }),
    ).toEqual({
      src: 'https://x.example/a.png',
      srcSet: undefined,
      sizes: undefined,
      alt: '',
      width: undefined,
      height: undefined,
      caption: undefined,
      container: { size: 'custom', width: 100, align: 'left', textWrap: true },
      click: { kind: 'expand' },
      downloadUrl: undefined,
      spoiler: { enabled: false, description: undefined, buttonText: undefined },
    })
  })
})

describe('media container', () => {
  it('small is 300 px; custom widths over 150 px are original at the natural width; text wraps only beside small or custom blocks', () => {
    expect(mediaContainer({ containerData: { width: { size: 'SMALL' }, alignment: 'RIGHT', textWrap: true } })).toEqual(
      {
        size: 'small',
        width: 300,
        align: 'right',
        textWrap: true,
      },
    )
    expect(mediaContainer({ containerData: { width: { custom: 151 } } }, 800.6)).toEqual({
      size: 'original',
      width: 801,
      align: 'center',
      textWrap: false,
    })
    expect(mediaContainer({ containerData: { width: { custom: 149.6 } } })).toEqual({
      size: 'custom',
      width: 150,
      align: 'center',
      textWrap: false,
    })
    expect(mediaContainer({ containerData: { width: { custom: 150 } } }).size).toBe('custom')
    expect(
      mediaContainer({ containerData: { width: { size: 'FULL_WIDTH' }, textWrap: true, alignment: 'LEFT' } }),
    ).toEqual({
      size: 'full_width',
      width: undefined,
      align: 'left',
      textWrap: false,
    })
    expect(mediaContainer({ containerData: { width: { size: 'SMALL' }, textWrap: true } }).textWrap).toBe(false)
    expect(mediaContainer({ containerData: { width: { size: 'ORIGINAL', custom: 0 } } })).toMatchObject({
      size: 'original',
      width: undefined,
    })
  })

  it('sizes: the full viewport for full width, else up to the block width (980 px by default)', () => {
    expect(imageSizes({ size: 'full_width', align: 'center', textWrap: false })).toBe('100vw')
    expect(imageSizes({ size: 'content', align: 'center', textWrap: false })).toBe('(max-width: 980px) 100vw, 980px')
    expect(imageSizes({ size: 'small', width: 300, align: 'center', textWrap: false })).toBe(
      '(max-width: 300px) 100vw, 300px',
    )
  })
})

describe('gallery', () => {
  const data = {
    items: [
      { image: { media: { src: { id: 'a.jpg' }, width: 800, height: 600 } }, title: ' T ', altText: 'A' },
      { video: { media: { src: { url: 'https://v.example/v.mp4' } }, thumbnail: { src: { id: 'p.jpg' } } } },
      { image: { media: { src: { url: 'javascript:x' } } } },
    ],
    options: {
      layout: { type: 'THUMBNAIL', numberOfColumns: 4.4, horizontalScroll: true, orientation: 'ROWS' },
      item: { crop: 'FIT', ratio: 1.5, spacing: 0 },
    },
  }

  it('items with allowed sources only: images by id, videos by poster, default size 1000', () => {
    expect(galleryView(data, true, 'g1').items).toEqual([
      {
        id: '0-a.jpg',
        mediaUrl: 'a.jpg',
        width: 800,
        height: 600,
        metadata: { type: 'image', title: 'T', alt: 'A' },
        src: `${MEDIA}a.jpg`,
        downloadUrl: `${MEDIA}a.jpg?dn=a.jpg`,
        // No link: no address.
        link: {},
      },
      {
        id: '1-https://v.example/v.mp4',
        mediaUrl: `${MEDIA}p.jpg`,
        width: 1000,
        height: 1000,
        metadata: {
          type: 'video',
          title: undefined,
          alt: undefined,
          videoUrl: 'https://v.example/v.mp4',
          poster: `${MEDIA}p.jpg`,
        },
        src: 'https://v.example/v.mp4',
        downloadUrl: undefined,
        link: undefined,
      },
    ])
  })

  it('the options on mobile: thumbnail layout, columns, crop, ratio, spacing, one row, rows orientation', () => {
    const view = galleryView(data, true, 'g1')
    expect(view).toMatchObject({ id: 'g1', layout: 'thumbnail', container: { width: 320, height: 620 } })
    expect(view.options).toEqual({ numberOfImagesPerRow: 4, cubeRatio: 1.5, imageMargin: 0, oneRow: true })
    expect(galleryEngineOptions(view, data, true)).toEqual({
      galleryLayout: 'thumbnail',
      gridStyle: 1,
      numberOfImagesPerRow: 4,
      cubeImages: false,
      cubeType: 'fit',
      cubeRatio: 1.5,
      imageMargin: 0,
      arrowsSize: 20,
      thumbnailSize: 90,
      oneRow: true,
      hasThumbnails: true,
      galleryThumbnailsAlignment: 'BOTTOM',
      isVertical: false,
    })
  })

  it('the defaults on desktop: grid of 3, fill crop, ratio 1, 5 px margins, 980 x 500', () => {
    const view = galleryView(undefined)
    expect(galleryEngineOptions(view, undefined)).toEqual({
      galleryLayout: 'grid',
      gridStyle: 0,
      numberOfImagesPerRow: 3,
      cubeImages: true,
      cubeType: 'fill',
      cubeRatio: 1,
      imageMargin: 5,
      arrowsSize: 23,
      thumbnailSize: 120,
      oneRow: undefined,
      isVertical: true,
    })
    expect(view).toEqual({
      id: 'gallery',
      items: [],
      layout: 'grid',
      options: { numberOfImagesPerRow: 3, cubeRatio: 1, imageMargin: 5, oneRow: undefined },
      container: { width: 980, height: 500 },
      disableExpand: false,
      disableDownload: false,
      block: plain,
      spoiler: { enabled: false, description: undefined, buttonText: undefined },
    })
  })

  it('MAGIC is a collage; at most 10 columns; an unsafe node id is replaced; downloads can be disabled', () => {
    const view = galleryView(
      {
        items: [{ image: { media: { src: { id: 'a.jpg' } } }, title: 'Only title' }],
        options: { layout: { type: 'MAGIC', numberOfColumns: 30 } },
        disableDownload: true,
        disableExpand: true,
      },
      false,
      'a b',
    )
    expect(view).toMatchObject({ id: 'gallery', layout: 'collage', disableExpand: true, disableDownload: true })
    expect(view.options).toMatchObject({ numberOfImagesPerRow: 10 })
    expect(galleryEngineOptions(view, { options: { layout: { numberOfColumns: 30 } } })).toMatchObject({
      numberOfImagesPerRow: 10,
      gridStyle: 1,
    })
    expect(view.items[0]).toMatchObject({
      downloadUrl: undefined,
      metadata: { alt: 'Only title', title: 'Only title' },
    })
  })
})
