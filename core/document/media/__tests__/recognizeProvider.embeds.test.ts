import { describe, expect, it } from 'vitest'
import { recognizeProvider } from '..'

const YT = 'https://youtu.be/dQw4w9WgXcQ'

describe('recognizeProvider embed addresses', () => {
  it('builds the YouTube player address with its flags and the loop playlist', () => {
    expect(recognizeProvider(YT)?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&mute=0&playsinline=1&rel=0',
    )
    expect(recognizeProvider(YT, { autoPlay: true, muted: true, loop: true })?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&playsinline=1&rel=0&loop=1&playlist=dQw4w9WgXcQ',
    )
  })

  it("gives Twitch the page's host as parent (localhost when unknown) and the autoplay flag", () => {
    expect(recognizeProvider('https://www.twitch.tv/somechannel')).toEqual({
      provider: 'twitch',
      id: 'somechannel',
      name: 'Twitch',
      embedUrl: 'https://player.twitch.tv/?channel=somechannel&parent=localhost&autoplay=false',
    })
    expect(
      recognizeProvider('https://www.twitch.tv/videos/123456', { parentHost: 'blog.example.com', autoPlay: true })
        ?.embedUrl,
    ).toBe('https://player.twitch.tv/?video=v123456&parent=blog.example.com&autoplay=true')
  })

  it('passes a protocol-relative Facebook address to its plugin as https', () => {
    expect(recognizeProvider('//www.facebook.com/watch/?v=10')?.embedUrl).toBe(
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D10&show_text=false',
    )
  })

  it('passes an https Facebook address to its plugin as it is', () => {
    expect(recognizeProvider('https://www.facebook.com/watch/?v=10')?.embedUrl).toBe(
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D10&show_text=false',
    )
  })

  it('builds the SoundCloud and Wistia players with their autoplay flags', () => {
    expect(recognizeProvider('https://soundcloud.com/artist/track', { autoPlay: true })?.embedUrl).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Ftrack&auto_play=true',
    )
    expect(recognizeProvider('https://soundcloud.com/artist/track')?.embedUrl).toMatch(/&auto_play=false$/)
    expect(recognizeProvider('https://home.wistia.com/medias/abc123xyz')?.embedUrl).toBe(
      'https://fast.wistia.net/embed/iframe/abc123xyz?autoPlay=false',
    )
    expect(recognizeProvider('https://home.wistia.com/medias/abc123xyz', { autoPlay: true })?.embedUrl).toBe(
      'https://fast.wistia.net/embed/iframe/abc123xyz?autoPlay=true',
    )
  })

  it('joins the id groups with a slash (Spotify kind and id)', () => {
    expect(recognizeProvider('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC')?.id).toBe(
      'track/4uLU6hMCjMI75M1A2tKUQC',
    )
  })
})

describe('recognizeProvider input', () => {
  it('reads addresses up to 2048 characters, trimmed', () => {
    const at = (length: number) => `https://www.facebook.com/${'a'.repeat(length - 25)}`
    expect(at(2048)).toHaveLength(2048)
    expect(recognizeProvider(at(2048))?.provider).toBe('facebook')
    expect(recognizeProvider(at(2049))).toBeUndefined()
    expect(recognizeProvider(`  ${YT}  `)?.id).toBe('dQw4w9WgXcQ')
  })

  it('needs http, https or // at the very start', () => {
    expect(recognizeProvider('http://youtu.be/dQw4w9WgXcQ')?.provider).toBe('youtube')
    expect(recognizeProvider('//youtu.be/dQw4w9WgXcQ')?.provider).toBe('youtube')
    expect(recognizeProvider('m.facebook.com//video')).toBeUndefined()
  })
})
