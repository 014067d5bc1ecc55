import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canExpand,
  formatDuration,
  formatFileSize,
  imageClickAction,
  imageSrcSet,
  mediaDownloadUrl,
  recognizeProvider,
  resolveSource,
  spoilerLayout,
  spoilerSettings,
  PLAYER_SANDBOX,
} from '..'

describe('image click action', () => {
  it('follows the link url first, then the anchor, then expands, else nothing', () => {
    expect(imageClickAction({ link: { url: 'https://a.example/x', anchor: 'top' } }, true)).toEqual({
      kind: 'link',
      link: { href: 'https://a.example/x', target: '_blank', rel: 'noopener' },
    })
    expect(imageClickAction({ link: { anchor: 'top' } }, true)).toEqual({ kind: 'anchor', anchor: 'top' })
    expect(imageClickAction({}, true)).toEqual({ kind: 'expand' })
    expect(imageClickAction({ disableExpand: true }, true)).toEqual({ kind: 'none' })
    expect(imageClickAction({}, false)).toEqual({ kind: 'none' })
  })

  it('never treats a refused address as a link', () => {
    expect(imageClickAction({ link: { url: 'javascript:alert(1)' } }, true)).toEqual({ kind: 'expand' })
    expect(imageClickAction({ link: { url: 'data:text/html,x', anchor: 'a b' } }, false)).toEqual({ kind: 'none' })
  })

  it('property: expands only with a source and expansion not disabled', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.anything(), (hasSource, disable) => {
        const action = imageClickAction({ disableExpand: disable }, hasSource)
        expect(action.kind === 'expand').toBe(hasSource && disable !== true)
        expect(canExpand(hasSource, disable)).toBe(hasSource && disable !== true)
      }),
    )
  })
})

describe('media addresses', () => {
  it('puts ids on the media host, video ids on the video host, and refuses script addresses', () => {
    expect(resolveSource({ id: '8bb438_b28.jpg' })).toEqual({
      id: '8bb438_b28.jpg',
      url: 'https://static.wixstatic.com/media/8bb438_b28.jpg',
    })
    expect(resolveSource({ id: 'video/11062b_a5/1080p/mp4/file.mp4' }).url).toBe(
      'https://video.wixstatic.com/video/11062b_a5/1080p/mp4/file.mp4',
    )
    expect(resolveSource({ id: 'media/11062b_a5f000.jpg' }).url).toBe(
      'https://static.wixstatic.com/media/11062b_a5f000.jpg',
    )
    expect(resolveSource({ url: '8bb438_367.jpg' }).url).toBe('https://static.wixstatic.com/media/8bb438_367.jpg')
    expect(resolveSource({ url: 'https://cdn.example.com/a.png' }).url).toBe('https://cdn.example.com/a.png')
    expect(resolveSource({ url: 'javascript:alert(1)' }).url).toBeUndefined()
    expect(resolveSource({ id: '../../etc"onerror=x' }).url).toBeUndefined()
  })

  it('builds a srcset at quality 90 below the original width, ending at the original width', () => {
    const set = imageSrcSet('abc_1.jpg', 1000, 500)
    expect(set.map((c) => c.width)).toEqual([320, 640, 960, 1000])
    expect(set[0].url).toBe('https://static.wixstatic.com/media/abc_1.jpg/v1/fit/w_320,h_160,q_90/abc_1.jpg')
    expect(imageSrcSet(undefined, 1000, 500)).toEqual([])
  })

  it('property: srcset widths ascend, never exceed the original and keep the ratio', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 8000 }), (w, h) => {
        const set = imageSrcSet('id_1.png', w, h)
        expect(set.at(-1)?.width).toBe(w)
        for (let i = 1; i < set.length; i++) expect(set[i].width).toBeGreaterThan(set[i - 1].width)
        for (const c of set) expect(c.url).toMatch(/q_90\//)
      }),
    )
  })

  it('adds dn=<file name> to download addresses', () => {
    expect(mediaDownloadUrl(resolveSource({ id: 'abc.pdf' }), 'Report 1.pdf')).toBe(
      'https://static.wixstatic.com/media/abc.pdf?dn=Report%201.pdf',
    )
    expect(mediaDownloadUrl({ url: 'https://x.example/a/tone.wav?v=2' })).toBe(
      'https://x.example/a/tone.wav?v=2&dn=tone.wav',
    )
    expect(mediaDownloadUrl({})).toBeUndefined()
  })
})

describe('durations and sizes in words', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [-3, '0:00'],
  ])('%s seconds read %s', (s, text) => expect(formatDuration(s)).toBe(text))

  it.each([
    [150000, '146 KB'],
    [500, '500 B'],
    [1_500_000, '1.4 MB'],
    [undefined, undefined],
  ])('%s bytes read %s', (b, text) => expect(formatFileSize(b)).toBe(text))
})

describe('spoiler sizing', () => {
  it('is reduced under 320 wide or 228 tall and blurs by width', () => {
    expect(spoilerLayout(319, 500)).toEqual({ reduced: true, blur: 'small' })
    expect(spoilerLayout(320, 227)).toEqual({ reduced: true, blur: 'small' })
    expect(spoilerLayout(399, 228)).toEqual({ reduced: false, blur: 'small' })
    expect(spoilerLayout(400, 300)).toEqual({ reduced: false, blur: 'medium' })
    expect(spoilerLayout(699, 300).blur).toBe('medium')
    expect(spoilerLayout(700, 300).blur).toBe('large')
  })

  it('property: blur grows with width and reduced means under 320 x 228', () => {
    const order = { small: 0, medium: 1, large: 2 }
    fc.assert(
      fc.property(fc.nat(3000), fc.nat(3000), fc.nat(3000), (a, b, h) => {
        const [lo, hi] = a < b ? [a, b] : [b, a]
        expect(order[spoilerLayout(lo, h).blur]).toBeLessThanOrEqual(order[spoilerLayout(hi, h).blur])
        expect(spoilerLayout(a, h).reduced).toBe(a < 320 || h < 228)
      }),
    )
  })

  it('cuts the description at 70 characters', () => {
    const s = spoilerSettings({
      containerData: { spoiler: { enabled: true, description: 'x'.repeat(90), buttonText: ' Show ' } },
    })
    expect(s).toEqual({ enabled: true, description: 'x'.repeat(70), buttonText: 'Show' })
  })
})

describe('provider recognition', () => {
  it.each([
    ['https://www.youtube.com/watch?v=5XxIwPKMlek', 'youtube', 'https://www.youtube-nocookie.com/embed/5XxIwPKMlek?'],
    ['https://youtu.be/5XxIwPKMlek?t=3', 'youtube', 'https://www.youtube-nocookie.com/embed/5XxIwPKMlek?'],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871?'],
    ['https://www.dailymotion.com/video/x8abcd1', 'dailymotion', 'https://www.dailymotion.com/embed/video/x8abcd1?'],
    ['https://www.twitch.tv/videos/1234567', 'twitch', 'https://player.twitch.tv/?video=v1234567&parent='],
    [
      'https://www.facebook.com/watch/?v=10153231379946729',
      'facebook',
      'https://www.facebook.com/plugins/video.php?href=',
    ],
    [
      'https://soundcloud.com/rick-astley-official/never-gonna-give-you-up-4',
      'soundcloud',
      'https://w.soundcloud.com/player/?url=',
    ],
    [
      'https://open.spotify.com/track/4PTG3Z6ehGkBFwjybzWkR8',
      'spotify',
      'https://open.spotify.com/embed/track/4PTG3Z6ehGkBFwjybzWkR8',
    ],
  ])('%s plays in the %s player', (url, provider, prefix) => {
    const match = recognizeProvider(url)
    expect(match?.provider).toBe(provider)
    expect(match?.embedUrl.startsWith(prefix)).toBe(true)
  })

  it('leaves files and unknown pages to the plain player', () => {
    expect(recognizeProvider('https://cdn.example.com/clip.mp4')).toBeUndefined()
    expect(recognizeProvider('https://example.com/watch?v=5XxIwPKMlek')).toBeUndefined()
    expect(recognizeProvider('javascript:alert(1)//youtube.com/watch?v=5XxIwPKMlek')).toBeUndefined()
  })

  it('property: an embed address is always https on the provider host, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `https://www.youtube.com/watch?v=${s}`),
          fc.string().map((s) => `https://www.facebook.com/${s}`),
        ),
        (url) => {
          const match = recognizeProvider(url)
          if (!match) return
          const parsed = new URL(match.embedUrl)
          expect(parsed.protocol).toBe('https:')
          expect(match.embedUrl).not.toMatch(/[\s"'<>]/)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('sandboxes provider frames without same-origin rights', () => {
    expect(PLAYER_SANDBOX).toContain('allow-scripts')
    expect(PLAYER_SANDBOX).not.toContain('allow-same-origin')
  })
})
