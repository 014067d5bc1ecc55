import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { manualClock } from '../../../../adapters/memory'
import { AUDIO, audioTransition, createAudioPlayer, initialAudioState, type AudioMediaPort } from '..'

function fakeMedia(duration = Number.NaN) {
  const calls: string[] = []
  const media: AudioMediaPort & { time: number; length: number } = {
    time: 0,
    length: duration,
    play() {
      calls.push('play')
    },
    pause() {
      calls.push('pause')
    },
    seek(t: number) {
      calls.push(`seek ${t}`)
      media.time = t
    },
    setVolume(v: number, muted: boolean) {
      calls.push(`volume ${v}${muted ? ' muted' : ''}`)
    },
    setRate(r: number) {
      calls.push(`rate ${r}`)
    },
    duration: () => media.length,
    currentTime: () => media.time,
    download() {
      calls.push('download')
    },
  }
  return { media, calls }
}

function setup(options: { duration?: number; disableDownload?: boolean } = {}) {
  const clock = manualClock()
  const { media, calls } = fakeMedia(options.duration)
  const player = createAudioPlayer({ media, clock, disableDownload: options.disableDownload })
  return { clock, media, calls, player, state: () => player.getSnapshot() }
}

describe('audio player on a manual clock', () => {
  it('toggles play and pause, loading until the media is ready', () => {
    const { player, state, calls } = setup()
    player.send({ type: 'toggle' })
    expect(state()).toMatchObject({ playing: true, status: 'loading' })
    player.send({ type: 'ready', duration: 12 })
    expect(state()).toMatchObject({ status: 'ready', duration: 12 })
    player.send({ type: 'toggle' })
    expect(state().playing).toBe(false)
    expect(calls).toEqual(['play', 'pause'])
  })

  it('reads the progress every 1000 ms while playing and stops when paused', () => {
    const { player, state, clock, media } = setup()
    player.send({ type: 'ready', duration: 60 })
    player.send({ type: 'play' })
    media.time = 0.7
    clock.advance(999)
    expect(state().currentTime).toBe(0)
    clock.advance(1)
    expect(state().currentTime).toBe(0.7)
    media.time = 1.9
    clock.advance(1000)
    expect(state().currentTime).toBe(1.9)
    player.send({ type: 'pause' })
    media.time = 5
    clock.advance(5000)
    expect(state().currentTime).toBe(1.9)
    expect(clock.pending()).toBe(0)
  })

  it('retries an unknown duration every 100 ms until the media knows it', () => {
    const { player, state, clock, media } = setup()
    player.send({ type: 'ready', duration: Number.NaN })
    expect(state().duration).toBe(0)
    clock.advance(100)
    expect(state().duration).toBe(0)
    media.length = 42.5
    clock.advance(100)
    expect(state().duration).toBe(42.5)
    clock.advance(1000)
    expect(clock.pending()).toBe(0)
  })

  it('holds a seek made before ready for 5 s, applying it when the media becomes ready in time', () => {
    const { player, state, clock, calls } = setup()
    player.send({ type: 'seek', time: 30 })
    expect(state().pendingSeek).toBe(30)
    expect(calls).toEqual([])
    clock.advance(4999)
    player.send({ type: 'ready', duration: 100 })
    expect(calls).toEqual(['seek 30'])
    expect(state()).toMatchObject({ currentTime: 30, pendingSeek: undefined })
  })

  it('drops a held seek after 5 s', () => {
    const { player, state, clock, calls } = setup()
    player.send({ type: 'seek', time: 30 })
    clock.advance(AUDIO.seekHoldMs)
    expect(state().pendingSeek).toBeUndefined()
    player.send({ type: 'ready', duration: 100 })
    expect(calls).toEqual([])
  })

  it('pauses while the seek slider is dragged and resumes after if it was playing', () => {
    const { player, state, calls } = setup()
    player.send({ type: 'ready', duration: 100 })
    player.send({ type: 'play' })
    player.send({ type: 'seekStart' })
    expect(state()).toMatchObject({ playing: false, dragging: true })
    player.send({ type: 'seekMove', time: 50 })
    player.send({ type: 'timeUpdate', time: 3 }) // the media's own time does not move the thumb while dragging
    expect(state().currentTime).toBe(50)
    player.send({ type: 'seekEnd', time: 60 })
    expect(state()).toMatchObject({ playing: true, dragging: false, currentTime: 60 })
    expect(calls).toEqual(['play', 'pause', 'seek 60', 'play'])
  })

  it('stays paused after dragging when it was paused', () => {
    const { player, state } = setup()
    player.send({ type: 'ready', duration: 100 })
    player.send({ type: 'seekStart' })
    player.send({ type: 'seekEnd', time: 10 })
    expect(state().playing).toBe(false)
  })

  it('mutes at volume 0 and restores the previous volume on unmute', () => {
    const { player, state } = setup()
    player.send({ type: 'setVolume', volume: 0.6 })
    player.send({ type: 'setVolume', volume: 0 })
    expect(state()).toMatchObject({ muted: true, volume: 0 })
    player.send({ type: 'toggleMute' })
    expect(state()).toMatchObject({ muted: false, volume: 0.6 })
    player.send({ type: 'toggleMute' })
    expect(state()).toMatchObject({ muted: true, volume: 0 })
  })

  it('chooses a speed from the menu and closes it', () => {
    const { player, state, calls } = setup()
    player.send({ type: 'openMenu', menu: 'speed' })
    expect(state().menu).toBe('speed')
    player.send({ type: 'setSpeed', speed: 1.5 })
    expect(state()).toMatchObject({ speed: 1.5, menu: 'none' })
    player.send({ type: 'setSpeed', speed: 3 })
    expect(state().speed).toBe(1.5)
    expect(calls).toEqual(['rate 1.5'])
  })

  it.each([
    ['download', { type: 'download' }],
    ['mute', { type: 'toggleMute' }],
    ['play', { type: 'toggle' }],
  ] as const)('hides the %s tooltip on a click, shown or still waiting for its delay', (control, click) => {
    const { player, state, clock } = setup()
    player.send({ type: 'hoverStart', control })
    clock.advance(300)
    expect(state().tooltip).toBe(control)
    player.send(click)
    expect(state().tooltip).toBeUndefined()
    clock.advance(1000)
    expect(state().tooltip).toBeUndefined()
    // Clicked before the delay: the tooltip never shows.
    player.send({ type: 'hoverStart', control })
    clock.advance(100)
    player.send(click)
    clock.advance(1000)
    expect(state().tooltip).toBeUndefined()
  })

  it('shows a tooltip 300 ms after hover and hides it on leave', () => {
    const { player, state, clock } = setup()
    player.send({ type: 'hoverStart', control: 'download' })
    clock.advance(299)
    expect(state().tooltip).toBeUndefined()
    clock.advance(1)
    expect(state().tooltip).toBe('download')
    player.send({ type: 'hoverEnd' })
    expect(state().tooltip).toBeUndefined()
    player.send({ type: 'hoverStart', control: 'play' })
    player.send({ type: 'hoverEnd' })
    clock.advance(1000)
    expect(state().tooltip).toBeUndefined()
  })

  it('takes the small layout under 320 px after 60 ms of quiet', () => {
    const { player, state, clock } = setup()
    player.observeWidth(500)
    clock.advance(30)
    player.observeWidth(300)
    clock.advance(59)
    expect(state().small).toBe(false)
    clock.advance(1)
    expect(state()).toMatchObject({ small: true, width: 300 })
  })

  it('downloads unless disabled', () => {
    const a = setup()
    a.player.send({ type: 'download' })
    expect(a.calls).toEqual(['download'])
    const b = setup({ disableDownload: true })
    b.player.send({ type: 'download' })
    expect(b.calls).toEqual([])
  })

  it('property: keyboard volume steps stay within 0..1 in steps of 0.1, muted exactly at 0', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<1 | -1>(1, -1), { maxLength: 40 }), (steps) => {
        let s = initialAudioState()
        for (const direction of steps) {
          ;[s] = audioTransition(s, { type: 'volumeKey', direction })
          expect(s.volume).toBeGreaterThanOrEqual(0)
          expect(s.volume).toBeLessThanOrEqual(1)
          expect(Math.round(s.volume * 10) / 10).toBe(s.volume)
          expect(s.muted).toBe(s.volume === 0)
        }
      }),
    )
  })

  it('property: the shown time never leaves 0..duration once the duration is known', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.array(
          fc.oneof(
            fc.record({ type: fc.constant('seek' as const), time: fc.double({ noNaN: false }) }),
            fc.record({ type: fc.constant('timeUpdate' as const), time: fc.double() }),
            fc.constant({ type: 'seekStart' as const }),
            fc.record({ type: fc.constant('seekMove' as const), time: fc.double() }),
          ),
          { maxLength: 30 },
        ),
        (duration, events) => {
          let [s] = audioTransition(initialAudioState(), { type: 'ready', duration })
          for (const event of events) {
            ;[s] = audioTransition(s, event)
            expect(s.currentTime).toBeGreaterThanOrEqual(0)
            expect(s.currentTime).toBeLessThanOrEqual(duration)
          }
        },
      ),
    )
  })
})
