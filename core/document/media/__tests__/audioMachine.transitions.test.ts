import { describe, expect, it } from 'vitest'
import { audioTransition, initialAudioState, type AudioEffect, type AudioEvent, type AudioState } from '..'

/** Sends `events` in order from `state`; the final state and every effect asked for along the way. */
function run(state: AudioState, ...events: AudioEvent[]): { state: AudioState; effects: AudioEffect[] } {
  const effects: AudioEffect[] = []
  for (const event of events) {
    const [next, asked] = audioTransition(state, event)
    state = next
    effects.push(...asked)
  }
  return { state, effects }
}

/** The player after the media said it is ready with a duration of 60 s. */
const ready = () => run(initialAudioState(), { type: 'ready', duration: 60 }).state

describe('audio machine: initial state', () => {
  it('starts idle, paused, at full volume, unmuted, at speed 1, no menu, no drag', () => {
    expect(initialAudioState()).toEqual({
      status: 'idle',
      error: null,
      playing: false,
      duration: 0,
      currentTime: 0,
      volume: 1,
      muted: false,
      previousVolume: 1,
      speed: 1,
      dragging: false,
      resumeAfterDrag: false,
      menu: 'none',
      small: false,
      width: 0,
    })
  })

  it("shows the document's duration until the media knows it, and 0 for an unusable one", () => {
    expect(initialAudioState(95.5).duration).toBe(95.5)
    expect(initialAudioState(-4).duration).toBe(0)
    expect(initialAudioState(Number.NaN).duration).toBe(0)
    expect(initialAudioState(Number.POSITIVE_INFINITY).duration).toBe(0)
  })
})

describe('audio machine: play, pause and loading', () => {
  it('asks for nothing when told to play while playing or to pause while paused', () => {
    const playing = run(ready(), { type: 'play' })
    expect(playing.effects).toEqual([{ type: 'play' }, { type: 'startProgress' }])
    expect(run(playing.state, { type: 'play' })).toEqual({ state: playing.state, effects: [] })
    expect(run(ready(), { type: 'pause' })).toEqual({ state: ready(), effects: [] })
  })

  it('does not play a file that failed to load', () => {
    const refused = new Error('NotSupportedError')
    const failed = run(initialAudioState(), { type: 'failed', cause: refused }).state
    expect(failed.status).toBe('error')
    expect(failed.error).toMatchObject({ name: 'MediaError', code: 'MEDIA_FAILED', cause: refused })
    expect(run(failed, { type: 'toggle' })).toEqual({ state: failed, effects: [] })
    expect(run(failed, { type: 'play' }).state.playing).toBe(false)
  })

  it('shows loading once the media starts loading, and not again once ready', () => {
    expect(run(initialAudioState(), { type: 'loadStart' }).state.status).toBe('loading')
    expect(run(ready(), { type: 'loadStart' }).state.status).toBe('ready')
  })

  it('stops at the end: paused, at the last second, progress timer stopped', () => {
    const { state, effects } = run(ready(), { type: 'play' }, { type: 'timeUpdate', time: 58 }, { type: 'ended' })
    expect(state).toMatchObject({ playing: false, currentTime: 60 })
    expect(effects).toEqual([{ type: 'play' }, { type: 'startProgress' }, { type: 'stopProgress' }])
  })

  it('a failure while playing stops the progress timer; a failure while paused asks for nothing', () => {
    const whilePlaying = run(ready(), { type: 'play' }, { type: 'failed' })
    expect(whilePlaying.state).toMatchObject({ status: 'error', playing: false })
    expect(whilePlaying.effects.slice(2)).toEqual([{ type: 'stopProgress' }])
    expect(run(ready(), { type: 'failed' }).effects).toEqual([])
  })
})

describe('audio machine: duration', () => {
  it('keeps the error state and the shown duration when the media reports after failing', () => {
    const failed = run(initialAudioState(30), { type: 'failed' }).state
    expect(run(failed, { type: 'ready', duration: 12 })).toEqual({ state: failed, effects: [] })
  })

  it('retries a zero, NaN or infinite duration and keeps showing the hint', () => {
    for (const duration of [0, Number.NaN, Number.POSITIVE_INFINITY]) {
      const { state, effects } = run(initialAudioState(30), { type: 'ready', duration })
      expect(state).toMatchObject({ status: 'ready', duration: 30 })
      expect(effects).toEqual([{ type: 'retryDuration' }])
    }
  })

  it('a retried duration updates the time shown without making the player ready', () => {
    const loading = run(initialAudioState(), { type: 'play' }).state
    const { state, effects } = run(loading, { type: 'durationRetry', duration: 12 })
    expect(state).toMatchObject({ status: 'loading', duration: 12 })
    expect(effects).toEqual([])
  })

  it('holds a seek asked before ready and applies it when the media is ready, not on a retried duration', () => {
    const held = run(initialAudioState(), { type: 'seek', time: 5 })
    expect(held.state).toMatchObject({ pendingSeek: 5, currentTime: 5 })
    expect(held.effects).toEqual([{ type: 'holdSeek' }])
    const retried = run(held.state, { type: 'durationRetry', duration: 20 })
    expect(retried.state.pendingSeek).toBe(5)
    expect(retried.effects).toEqual([])
    const applied = run(retried.state, { type: 'ready', duration: 20 })
    expect(applied.state.pendingSeek).toBeUndefined()
    expect(applied.state.currentTime).toBe(5)
    expect(applied.effects).toEqual([{ type: 'seek', time: 5 }, { type: 'cancelSeekHold' }])
  })

  it('shows the reported time as it is while the duration is unknown, clamped to it once known', () => {
    const playing = run(initialAudioState(), { type: 'play' }).state
    expect(run(playing, { type: 'timeUpdate', time: 7 }).state.currentTime).toBe(7)
    expect(run(ready(), { type: 'timeUpdate', time: 75 }).state.currentTime).toBe(60)
  })
})

describe('audio machine: volume and mute', () => {
  it('sets a volume and tells the media', () => {
    const { state, effects } = run(ready(), { type: 'setVolume', volume: 0.4 })
    expect(state).toMatchObject({ volume: 0.4, muted: false, previousVolume: 0.4 })
    expect(effects).toEqual([{ type: 'volume', volume: 0.4, muted: false }])
  })

  it('steps the volume by exactly 0.1 with the keyboard, up and down', () => {
    const at07 = run(ready(), { type: 'setVolume', volume: 0.7 }).state
    const up = run(at07, { type: 'volumeKey', direction: 1 })
    expect(up.state.volume).toBe(0.8)
    expect(up.effects).toEqual([{ type: 'volume', volume: 0.8, muted: false }])
    expect(run(at07, { type: 'volumeKey', direction: -1 }).state.volume).toBe(0.6)
    const at04 = run(ready(), { type: 'setVolume', volume: 0.4 }).state
    expect(run(at04, { type: 'volumeKey', direction: 1 }).state.volume).toBe(0.5)
  })

  it('a volume of 0 mutes and remembers the volume before it', () => {
    const { state, effects } = run(ready(), { type: 'setVolume', volume: 0.6 }, { type: 'setVolume', volume: 0 })
    expect(state).toMatchObject({ volume: 0, muted: true, previousVolume: 0.6 })
    expect(effects[1]).toEqual({ type: 'volume', volume: 0, muted: true })
  })

  it('setting 0 while muted keeps the volume that unmuting brings back', () => {
    const { state, effects } = run(
      ready(),
      { type: 'setVolume', volume: 0.6 },
      { type: 'toggleMute' },
      { type: 'setVolume', volume: 0 },
      { type: 'toggleMute' },
    )
    expect(state).toMatchObject({ volume: 0.6, muted: false })
    expect(effects).toEqual([
      { type: 'volume', volume: 0.6, muted: false },
      { type: 'volume', volume: 0, muted: true },
      { type: 'volume', volume: 0, muted: true },
      { type: 'volume', volume: 0.6, muted: false },
    ])
  })
})

describe('audio machine: seek slider', () => {
  it('dragging pauses playback and resumes it on release', () => {
    const { state, effects } = run(
      ready(),
      { type: 'play' },
      { type: 'seekStart' },
      { type: 'seekMove', time: 20 },
      { type: 'seekEnd', time: 21 },
    )
    expect(state).toMatchObject({ playing: true, dragging: false, resumeAfterDrag: false, currentTime: 21 })
    expect(effects).toEqual([
      { type: 'play' },
      { type: 'startProgress' },
      { type: 'pause' },
      { type: 'stopProgress' },
      { type: 'seek', time: 21 },
      { type: 'play' },
      { type: 'startProgress' },
    ])
  })

  it('a second seekStart during the drag does not forget that playback was on', () => {
    const { state } = run(
      ready(),
      { type: 'play' },
      { type: 'seekStart' },
      { type: 'seekStart' },
      { type: 'seekEnd', time: 3 },
    )
    expect(state.playing).toBe(true)
  })

  it('dragging while paused asks for nothing and stays paused after release', () => {
    const started = run(ready(), { type: 'seekStart' })
    expect(started.effects).toEqual([])
    expect(started.state).toMatchObject({ dragging: true, resumeAfterDrag: false })
    expect(run(started.state, { type: 'seekEnd', time: 9 }).state.playing).toBe(false)
  })

  it('a seekMove without a held slider does not move the time', () => {
    expect(run(ready(), { type: 'seekMove', time: 30 }).state.currentTime).toBe(0)
  })
})

describe('audio machine: menus, tooltips, download and size', () => {
  it('opening the open menu again closes it; closeMenu closes any', () => {
    const open = run(ready(), { type: 'openMenu', menu: 'speed' }).state
    expect(open.menu).toBe('speed')
    expect(run(open, { type: 'openMenu', menu: 'speed' }).state.menu).toBe('none')
    expect(run(open, { type: 'openMenu', menu: 'context' }).state.menu).toBe('context')
    expect(run(open, { type: 'closeMenu' }).state.menu).toBe('none')
  })

  it('leaving a control cancels its tooltip timer', () => {
    const { state, effects } = run(
      ready(),
      { type: 'hoverStart', control: 'mute' },
      { type: 'tooltipDue' },
      { type: 'hoverEnd' },
    )
    expect(state.tooltip).toBeUndefined()
    expect(effects).toEqual([{ type: 'startTooltip' }, { type: 'cancelTooltip' }])
  })

  it('download closes the menu and asks for the file', () => {
    const { state, effects } = run(ready(), { type: 'openMenu', menu: 'context' }, { type: 'download' })
    expect(state.menu).toBe('none')
    expect(effects).toEqual([{ type: 'download' }])
  })

  it('uses the small layout under 320 px and ignores widths that are not positive numbers', () => {
    expect(run(ready(), { type: 'resize', width: 800 }).state).toMatchObject({ width: 800, small: false })
    expect(run(ready(), { type: 'resize', width: 320 }).state).toMatchObject({ width: 320, small: false })
    expect(run(ready(), { type: 'resize', width: 319 }).state).toMatchObject({ width: 319, small: true })
    for (const width of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(run(ready(), { type: 'resize', width }).state).toMatchObject({ width: 0, small: false })
  })
})
