import { produce } from 'immer'
import type { Transition } from '../../shared/createStore'
import { failedWith, statusOf, type StatusState } from '../../shared/status'
import { MediaError } from './mediaError'

/** Audio constants. */
export const AUDIO = Object.freeze({
  speeds: [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as readonly number[],
  progressIntervalMs: 1000,
  durationRetryMs: 100,
  seekHoldMs: 5000,
  smallWidth: 320,
  widthDebounceMs: 60,
  tooltipDelayMs: 300,
  volumeStep: 0.1,
})

/** Which menu is open. */
export type AudioMenu = 'none' | 'speed' | 'context'

/** The audio player's state: a snapshot the component renders as it is, with the shared status. */
export type AudioState = StatusState<MediaError> & {
  readonly playing: boolean
  /** Seconds; 0 while unknown. */
  readonly duration: number
  readonly currentTime: number
  /** 0..1. */
  readonly volume: number
  readonly muted: boolean
  /** The volume restored on unmute. */
  readonly previousVolume: number
  readonly speed: number
  /** The seek slider is held; playback is paused while it is. */
  readonly dragging: boolean
  readonly resumeAfterDrag: boolean
  /** A seek asked before the media was ready, held for 5 s. */
  readonly pendingSeek?: number
  readonly menu: AudioMenu
  /** The control whose tooltip is showing, or undefined. */
  readonly tooltip?: string
  /** The tooltip waiting for its 300 ms hover delay. */
  readonly hovered?: string
  readonly small: boolean
  readonly width: number
}

/** What happens to the player. */
export type AudioEvent =
  | { type: 'toggle' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'loadStart' }
  | { type: 'ready'; duration: number }
  | { type: 'durationRetry'; duration: number }
  | { type: 'timeUpdate'; time: number }
  | { type: 'ended' }
  /** The media failed to load or play; `cause` is what the media element or `play()` gave. */
  | { type: 'failed'; cause?: unknown }
  | { type: 'setVolume'; volume: number }
  | { type: 'volumeKey'; direction: 1 | -1 }
  | { type: 'toggleMute' }
  | { type: 'setSpeed'; speed: number }
  | { type: 'seek'; time: number }
  | { type: 'seekStart' }
  | { type: 'seekMove'; time: number }
  | { type: 'seekEnd'; time: number }
  | { type: 'seekHoldExpired' }
  | { type: 'openMenu'; menu: Exclude<AudioMenu, 'none'> }
  | { type: 'closeMenu' }
  | { type: 'hoverStart'; control: string }
  | { type: 'hoverEnd' }
  | { type: 'tooltipDue' }
  | { type: 'resize'; width: number }
  | { type: 'download' }

/** What the runner does for a transition: media commands and timers, as data. */
export type AudioEffect =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'seek'; time: number }
  | { type: 'volume'; volume: number; muted: boolean }
  | { type: 'rate'; speed: number }
  | { type: 'startProgress' }
  | { type: 'stopProgress' }
  | { type: 'retryDuration' }
  | { type: 'holdSeek' }
  | { type: 'cancelSeekHold' }
  | { type: 'startTooltip' }
  | { type: 'cancelTooltip' }
  | { type: 'download' }

/** The player before anything happened. `durationHint` is the document's `duration`, shown until the media says. */
export function initialAudioState(durationHint = 0): AudioState {
  return {
    ...statusOf('idle'),
    playing: false,
    duration: Number.isFinite(durationHint) && durationHint > 0 ? durationHint : 0,
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
  }
}

const clamp01 = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0)
const round1 = (v: number) => Math.round(v * 10) / 10
const clampTime = (s: AudioState, t: number) =>
  Math.max(0, Number.isFinite(t) ? (s.duration > 0 ? Math.min(s.duration, t) : t) : 0)

/**
 * The audio player's transition: play/pause and loading, volume with mute (muted at 0, the
 * previous volume back on unmute, keyboard steps of 0.1 within 0..1), speeds 0.25 to 2, the seek
 * slider (dragging pauses and resumes if it was playing), a seek before ready held 5 s, menus that
 * close on Escape or an outside click, tooltips after 300 ms, and the small layout under 320 px.
 */
export const audioTransition: Transition<AudioState, AudioEvent, AudioEffect> = (state, event) => {
  const effects: AudioEffect[] = []
  const next = produce(state, (s) => {
    switch (event.type) {
      case 'toggle':
      case 'play':
      case 'pause': {
        const play = event.type === 'toggle' ? !s.playing : event.type === 'play'
        if (play === s.playing || s.status === 'error') break
        s.playing = play
        if (play) {
          if (s.status === 'idle') Object.assign(s, statusOf('loading'))
          effects.push({ type: 'play' }, { type: 'startProgress' })
        } else effects.push({ type: 'pause' }, { type: 'stopProgress' })
        hideTooltip(s, effects)
        break
      }
      case 'loadStart':
        if (s.status === 'idle') Object.assign(s, statusOf('loading'))
        break
      case 'ready':
      case 'durationRetry': {
        if (s.status === 'error') break
        const known = Number.isFinite(event.duration) && event.duration > 0
        if (known) s.duration = event.duration
        if (event.type === 'ready') Object.assign(s, statusOf('ready'))
        if (!known) effects.push({ type: 'retryDuration' })
        if (s.pendingSeek !== undefined && s.status === 'ready') {
          s.currentTime = clampTime(s as AudioState, s.pendingSeek)
          effects.push({ type: 'seek', time: s.currentTime }, { type: 'cancelSeekHold' })
          s.pendingSeek = undefined
        }
        break
      }
      case 'timeUpdate':
        if (!s.dragging && Number.isFinite(event.time)) s.currentTime = clampTime(s as AudioState, event.time)
        break
      case 'ended':
        s.playing = false
        s.currentTime = s.duration
        effects.push({ type: 'stopProgress' })
        break
      case 'failed':
        Object.assign(s, failedWith(new MediaError('The audio could not be played', event.cause)))
        if (s.playing) effects.push({ type: 'stopProgress' })
        s.playing = false
        break
      case 'setVolume':
      case 'volumeKey': {
        const base = s.muted ? 0 : s.volume
        const v = clamp01(event.type === 'setVolume' ? event.volume : round1(base + event.direction * AUDIO.volumeStep))
        if (v === 0) {
          if (base > 0) s.previousVolume = base
          s.muted = true
          s.volume = 0
        } else {
          s.muted = false
          s.volume = v
          s.previousVolume = v
        }
        effects.push({ type: 'volume', volume: s.volume, muted: s.muted })
        break
      }
      case 'toggleMute':
        if (s.muted) {
          s.muted = false
          s.volume = s.previousVolume > 0 ? s.previousVolume : 1
        } else {
          s.previousVolume = s.volume > 0 ? s.volume : s.previousVolume
          s.muted = true
          s.volume = 0
        }
        effects.push({ type: 'volume', volume: s.volume, muted: s.muted })
        hideTooltip(s, effects)
        break
      case 'setSpeed':
        if (!AUDIO.speeds.includes(event.speed)) break
        s.speed = event.speed
        s.menu = 'none'
        effects.push({ type: 'rate', speed: event.speed })
        break
      case 'seek':
      case 'seekEnd': {
        const wasDragging = s.dragging
        s.dragging = false
        if (s.status !== 'ready') {
          s.pendingSeek = Math.max(0, Number.isFinite(event.time) ? event.time : 0)
          s.currentTime = s.pendingSeek
          effects.push({ type: 'holdSeek' })
        } else {
          s.currentTime = clampTime(s as AudioState, event.time)
          effects.push({ type: 'seek', time: s.currentTime })
        }
        if (wasDragging && s.resumeAfterDrag) {
          s.playing = true
          effects.push({ type: 'play' }, { type: 'startProgress' })
        }
        s.resumeAfterDrag = false
        break
      }
      case 'seekStart':
        if (s.dragging) break
        s.dragging = true
        s.resumeAfterDrag = s.playing
        if (s.playing) {
          s.playing = false
          effects.push({ type: 'pause' }, { type: 'stopProgress' })
        }
        break
      case 'seekMove':
        if (s.dragging) s.currentTime = clampTime(s as AudioState, event.time)
        break
      case 'seekHoldExpired':
        s.pendingSeek = undefined
        break
      case 'openMenu':
        s.menu = s.menu === event.menu ? 'none' : event.menu
        hideTooltip(s, effects)
        break
      case 'closeMenu':
        s.menu = 'none'
        break
      case 'hoverStart':
        s.hovered = event.control
        s.tooltip = undefined
        effects.push({ type: 'startTooltip' })
        break
      case 'hoverEnd':
        s.hovered = undefined
        s.tooltip = undefined
        effects.push({ type: 'cancelTooltip' })
        break
      case 'tooltipDue':
        if (s.hovered) s.tooltip = s.hovered
        break
      case 'resize':
        if (!Number.isFinite(event.width) || event.width <= 0) break
        s.width = event.width
        s.small = event.width < AUDIO.smallWidth
        break
      case 'download':
        s.menu = 'none'
        effects.push({ type: 'download' })
        hideTooltip(s, effects)
        break
    }
  })
  return [next, effects] as const
}

/**
 * A click on a control hides its tooltip, shown or still waiting for its delay (play, mute, a menu,
 * download alike); the next hover starts a new one.
 */
function hideTooltip(s: { tooltip?: string; hovered?: string }, effects: AudioEffect[]): void {
  if (s.hovered !== undefined) effects.push({ type: 'cancelTooltip' })
  s.tooltip = undefined
  s.hovered = undefined
}
