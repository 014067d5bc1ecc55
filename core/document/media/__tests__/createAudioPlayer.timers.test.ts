import { describe, expect, it } from 'vitest'
import { manualClock } from '../../../../adapters/memory'
import { createAudioPlayer, type AudioMediaPort } from '..'

function setup(play: AudioMediaPort['play'] = () => undefined, options: { disableDownload?: boolean } = {}) {
  const clock = manualClock()
  const calls: string[] = []
  const errors: unknown[] = []
  const media: AudioMediaPort = {
    play: () => {
      calls.push('play')
      return play()
    },
    pause: () => void calls.push('pause'),
    seek: (t) => void calls.push(`seek ${t}`),
    setVolume: (v, muted) => void calls.push(`volume ${v}${muted ? ' muted' : ''}`),
    setRate: (r) => void calls.push(`rate ${r}`),
    duration: () => 30,
    currentTime: () => 0,
    download: () => void calls.push('download'),
  }
  const player = createAudioPlayer({ media, clock, onError: (e) => errors.push(e), ...options })
  return { clock, calls, errors, player, state: () => player.getSnapshot() }
}
const flush = () => new Promise((r) => setTimeout(r, 0))

describe('audio player runner', () => {
  it('sets the media volume', () => {
    const { player, calls } = setup()
    player.send({ type: 'setVolume', volume: 0.4 })
    expect(calls).toEqual(['volume 0.4'])
  })

  it('still plays when downloads are disabled', () => {
    const { player, calls, state } = setup(undefined, { disableDownload: true })
    player.send({ type: 'toggle' })
    player.send({ type: 'download' })
    expect(state().playing).toBe(true)
    expect(calls).toEqual(['play'])
  })

  it('a refused play shows the error and tells the host; an aborted play is not an error', async () => {
    const refused = setup(() => Promise.reject(new Error('no file')))
    refused.player.send({ type: 'play' })
    await flush()
    expect(refused.state()).toMatchObject({ status: 'error', playing: false })
    expect(refused.errors).toEqual([new Error('no file')])
    const aborted = setup(() => Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' })))
    aborted.player.send({ type: 'play' })
    await flush()
    expect(aborted.state()).toMatchObject({ status: 'loading', playing: true })
    expect(aborted.errors).toEqual([])
  })

  it('a play that throws shows the error and tells the host', () => {
    const thrown = setup(() => {
      throw new Error('blocked')
    })
    thrown.player.send({ type: 'play' })
    expect(thrown.state().status).toBe('error')
    expect(thrown.errors).toEqual([new Error('blocked')])
  })

  it('a refused or throwing play without an error callback still shows the error', async () => {
    for (const play of [
      () => Promise.reject(new Error('no file')),
      () => {
        throw new Error('blocked')
      },
    ]) {
      const player = createAudioPlayer({
        media: {
          play,
          pause() {},
          seek() {},
          setVolume() {},
          setRate() {},
          duration: () => 30,
          currentTime: () => 0,
          download() {},
        },
        clock: manualClock(),
      })
      player.send({ type: 'play' })
      await flush()
      expect(player.getSnapshot().status).toBe('error')
    }
  })

  it('cancels the seek hold once the media is ready and the tooltip timer when the pointer leaves', () => {
    const { player, clock } = setup()
    player.send({ type: 'seek', time: 5 })
    expect(clock.pending()).toBe(1)
    player.send({ type: 'ready', duration: 30 })
    expect(clock.pending()).toBe(0)
    player.send({ type: 'hoverStart', control: 'mute' })
    expect(clock.pending()).toBe(1)
    player.send({ type: 'hoverEnd' })
    expect(clock.pending()).toBe(0)
  })

  it('dispose stops every timer', () => {
    const { player, clock } = setup()
    player.send({ type: 'play' })
    player.observeWidth(200)
    expect(clock.pending()).toBe(2)
    player.dispose()
    expect(clock.pending()).toBe(0)
  })
})
