import { describe, expect, it } from 'vitest'
import { audioView, fileView, gifView, videoView } from '..'

// The edges of the VIDEO, AUDIO, GIF and FILE view models: what a reader gets when sizes are missing
// or not positive, when a block has both a file and embed markup, and how file names and types are
// read from addresses.

const youtube = { src: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }
const videoFile = { src: { id: 'video/abc/1080p/mp4/file.mp4' } }

describe('video edges', () => {
  it("passes autoplay (muted) and loop to the provider's player, and the page's host to Twitch", () => {
    const played = videoView({ video: youtube, options: { autoPlay: true, playInLoop: true } })
    expect(played.provider?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&playsinline=1&rel=0&loop=1&playlist=dQw4w9WgXcQ',
    )
    const still = videoView({ video: youtube })
    expect(still.provider?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&mute=0&playsinline=1&rel=0',
    )
    const twitch = videoView(
      { video: { src: { url: 'https://www.twitch.tv/videos/123456' } }, options: { autoPlay: true } },
      'example.com',
    )
    expect(twitch.provider?.embedUrl).toBe('https://player.twitch.tv/?video=v123456&parent=example.com&autoplay=true')
  })

  it.each([
    ['no thumbnail size', {}],
    ['only a width', { width: 640 }],
    ['only a height', { height: 360 }],
    ['a zero height', { width: 640, height: 0 }],
    ['a zero width', { width: 0, height: 360 }],
    ['a negative width', { width: -640, height: 360 }],
  ])('keeps the 16:9 box with %s', (_, size) => {
    const view = videoView({ video: videoFile, thumbnail: { src: { id: 'th.jpg' }, ...size } })
    expect([view.width, view.height]).toEqual([16, 9])
  })

  it.each([0, -3])('has no duration when the block says %s seconds', (duration) => {
    expect(videoView({ video: { ...videoFile, duration } }).duration).toBeUndefined()
  })
})

describe('audio edges', () => {
  it('plays a file even when the block also carries embed markup, and offers it for download', () => {
    const view = audioView({
      name: 'Song',
      html: '<iframe src="https://example.com/player"></iframe>',
      audio: { src: { url: 'https://example.com/a.mp3' } },
    })
    expect(view.fileUrl).toBe('https://example.com/a.mp3')
    expect(view.html).toBe('<iframe src="https://example.com/player"></iframe>')
    expect(view.downloadUrl).toBe('https://example.com/a.mp3?dn=Song.mp3')
  })

  it('plays embed markup alone when there is no file: no file address, no download', () => {
    const view = audioView({ name: 'Live set', html: '<iframe src="https://example.com/player"></iframe>' })
    expect(view.fileUrl).toBeUndefined()
    expect(view.downloadUrl).toBeUndefined()
    expect(view.html).toBe('<iframe src="https://example.com/player"></iframe>')
  })

  it('renders a named block without a source: nothing to play or download', () => {
    expect(audioView({ name: 'Song' })).toMatchObject({ fileUrl: undefined, downloadUrl: undefined, name: 'Song' })
  })

  it('adds the file extension to a name that only has a dot inside it', () => {
    const view = audioView({
      name: 'Track.mp3 live',
      audio: { src: { url: 'https://example.com/files/take.wav?x=1' } },
    })
    expect(view.downloadUrl).toBe('https://example.com/files/take.wav?x=1&dn=Track.mp3%20live.wav')
  })

  it.each([0, -1])('has no duration when the block says %s seconds', (duration) => {
    expect(audioView({ audio: { src: { url: 'https://example.com/a.mp3' }, duration } }).duration).toBeUndefined()
  })
})

describe('gif edges', () => {
  it.each([
    ['zero and negative sides', { width: 0, height: -4 }],
    ['no sides', {}],
  ])('keeps no size with %s', (_, size) => {
    const view = gifView({ original: { gif: 'https://media.giphy.com/a.gif' }, ...size })
    expect([view.width, view.height]).toEqual([undefined, undefined])
    expect(view.gif).toBe('https://media.giphy.com/a.gif')
  })
})

describe('file edges', () => {
  it("names an unnamed file after the address's last segment and types it by its last extension", () => {
    const view = fileView({ src: { url: 'https://example.com/docs/backup.2024.zip?v=2' } })
    expect(view).toMatchObject({ name: 'backup.2024.zip', type: 'ZIP' })
    expect(view.downloadUrl).toBe('https://example.com/docs/backup.2024.zip?v=2&dn=backup.2024.zip')
  })

  it('decodes the name taken from the address, without its fragment', () => {
    expect(fileView({ src: { url: 'https://example.com/docs/Q3%20report.pdf#page=2' } }).name).toBe('Q3 report.pdf')
  })

  it("takes the block's own type over the name's extension", () => {
    const view = fileView({ name: 'scan.jpeg', type: 'pdf', src: { url: 'https://example.com/scan' } })
    expect(view).toMatchObject({ name: 'scan.jpeg', type: 'PDF' })
  })
})
