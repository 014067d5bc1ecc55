import { describe, expect, it } from 'vitest'
import { manualClock } from '../../../../adapters/memory'
import { createVideoPlayer, VIDEO_PROGRESS_INTERVAL_MS, type VideoMediaPort } from '..'

/** A fake `<video>` whose position moves with the clock while it plays. */
function fakeVideo(clock: ReturnType<typeof manualClock>) {
  const calls: string[] = []
  let playingSince: number | null = null
  let position = 0
  const media: VideoMediaPort = {
    play: () => {
      calls.push('play')
      playingSince = clock.now()
    },
    pause: () => {
      calls.push('pause')
      if (playingSince !== null) position += (clock.now() - playingSince) / 1000
      playingSince = null
    },
    currentTime: () => position + (playingSince === null ? 0 : (clock.now() - playingSince) / 1000),
  }
  return { media, calls }
}

describe('the video player runner on a manual clock', () => {
  it('reports the position every 1000 ms while playing, and stops when paused', () => {
    const clock = manualClock()
    const { media, calls } = fakeVideo(clock)
    const player = createVideoPlayer({ media, clock, init: { url: 'https://v.example/a.mp4' } })
    expect(VIDEO_PROGRESS_INTERVAL_MS).toBe(1000)
    player.send({ type: 'userPlay' })
    expect(calls).toEqual(['play'])
    clock.advance(999)
    expect(player.getSnapshot().progress).toBe(0)
    clock.advance(1)
    expect(player.getSnapshot().progress).toBe(1)
    clock.advance(2000)
    expect(player.getSnapshot().progress).toBe(3)
    player.send({ type: 'userPause' })
    expect(calls).toEqual(['play', 'pause'])
    expect(clock.pending()).toBe(0)
    clock.advance(5000)
    expect(player.getSnapshot().progress).toBe(3)
  })

  it('autoplays in view once the address lookup it drives is ready, and pauses out of view', async () => {
    const clock = manualClock()
    const { media, calls } = fakeVideo(clock)
    const player = createVideoPlayer({ media, clock, init: { autoPlay: true } })
    player.send({ type: 'enterView' })
    expect(calls).toEqual([])
    let answer!: (url: string | undefined) => void
    const lookup = player.lookupAddress(() => new Promise((resolve) => (answer = resolve)))
    expect(player.getSnapshot().address.status).toBe('loading')
    answer('https://v.example/b.mp4')
    await lookup
    expect(player.getSnapshot().address).toMatchObject({ status: 'ready', url: 'https://v.example/b.mp4' })
    expect(calls).toEqual(['play'])
    player.send({ type: 'leaveView' })
    expect(calls).toEqual(['play', 'pause'])
    expect(clock.pending()).toBe(0)
  })

  it('a failed address lookup ends ready without an address, and nothing plays', async () => {
    const clock = manualClock()
    const { media, calls } = fakeVideo(clock)
    const player = createVideoPlayer({ media, clock, init: { autoPlay: true } })
    player.send({ type: 'enterView' })
    await player.lookupAddress(() => Promise.reject(new Error('offline')))
    expect(player.getSnapshot().address).toEqual({ status: 'ready', error: null })
    expect(calls).toEqual([])
  })

  it('a thumbnail lookup through the oEmbed port goes loading, then ready with the sanitized address', async () => {
    const clock = manualClock()
    const player = createVideoPlayer({ clock, init: {} })
    const port = { lookup: async () => ({ thumbnailUrl: 'javascript:alert(1)' }) }
    const looking = player.lookupThumbnail('https://youtu.be/x', port, (url) =>
      typeof url === 'string' && url.startsWith('https:') ? url : undefined,
    )
    expect(player.getSnapshot().thumbnail.status).toBe('loading')
    await looking
    expect(player.getSnapshot().thumbnail).toEqual({ status: 'ready', error: null })
  })

  it('a play that fails is reported to onError; dispose() leaves no timer pending', () => {
    const clock = manualClock()
    const errors: unknown[] = []
    const media: VideoMediaPort = {
      play: () => {
        throw new Error('not allowed')
      },
      pause: () => {},
      currentTime: () => 0,
    }
    const player = createVideoPlayer({ media, clock, init: { url: 'a.mp4' }, onError: (e) => errors.push(e) })
    player.send({ type: 'userPlay' })
    expect(errors).toHaveLength(1)
    player.dispose()
    expect(clock.pending()).toBe(0)
  })
})
