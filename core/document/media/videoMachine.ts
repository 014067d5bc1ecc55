import { produce } from 'immer'
import { statusOf, type StatusState } from '../../shared/status'
import type { Transition } from '../../shared/createStore'

/**
 * A video's address or thumbnail, with the shared status: `idle` before a lookup, `loading` during
 * it, `ready` after (a failed lookup is ready without a `url`: the block shows its fallback, so it never
 * has status `error`).
 */
export type VideoSource = { readonly url?: string } & StatusState<never>

/** A video block's state: address and thumbnail loading, and playback as autoplay drives it. */
export interface VideoState {
  readonly address: VideoSource
  readonly thumbnail: VideoSource
  readonly autoPlay: boolean
  readonly playing: boolean
  readonly inView: boolean
  /** The visitor paused: scrolling back into view does not restart it. */
  readonly userPaused: boolean
  /** The playback position in seconds, as last reported (every 1000 ms while playing). */
  readonly progress: number
}

/** How often a playing video reports its position, ms (as the audio player). */
export const VIDEO_PROGRESS_INTERVAL_MS = 1000

const sourceOf = (url: string | undefined): VideoSource => (url ? { url, ...statusOf('ready') } : statusOf('ready'))

/** What happens to a video block. */
export type VideoEvent =
  | { type: 'addressLoading' }
  | { type: 'addressResolved'; url?: string }
  | { type: 'thumbnailLoading' }
  | { type: 'thumbnailResolved'; url?: string }
  | { type: 'enterView' }
  | { type: 'leaveView' }
  | { type: 'userPlay' }
  | { type: 'userPause' }
  | { type: 'ended' }
  | { type: 'timeUpdate'; time: number }

/** Media commands of a transition. */
export type VideoEffect = { type: 'play' } | { type: 'pause' }

/** The state before loading; a known address or thumbnail starts ready. */
export function initialVideoState(init: { url?: string; thumbnail?: string; autoPlay?: boolean }): VideoState {
  return {
    address: init.url ? sourceOf(init.url) : statusOf('idle'),
    thumbnail: init.thumbnail ? sourceOf(init.thumbnail) : statusOf('idle'),
    autoPlay: Boolean(init.autoPlay),
    playing: false,
    inView: false,
    userPaused: false,
    progress: 0,
  }
}

/**
 * The video transition: address and thumbnail each go idle → loading → ready (a failed lookup
 * is ready without an address). With autoPlay, the video starts when it scrolls into view (once its
 * address is ready) and pauses when it leaves; after the visitor pauses it stays paused.
 */
export const videoTransition: Transition<VideoState, VideoEvent, VideoEffect> = (state, event) => {
  const effects: VideoEffect[] = []
  const next = produce(state, (s) => {
    const autoStart = () => {
      if (s.autoPlay && s.inView && !s.userPaused && !s.playing && s.address.url) {
        s.playing = true
        effects.push({ type: 'play' })
      }
    }
    switch (event.type) {
      case 'addressLoading':
        if (s.address.status === 'idle') s.address = statusOf('loading')
        break
      case 'addressResolved':
        s.address = sourceOf(event.url)
        autoStart()
        break
      case 'thumbnailLoading':
        if (s.thumbnail.status === 'idle') s.thumbnail = statusOf('loading')
        break
      case 'thumbnailResolved':
        s.thumbnail = sourceOf(event.url)
        break
      case 'enterView':
        s.inView = true
        autoStart()
        break
      case 'leaveView':
        s.inView = false
        if (s.playing) {
          s.playing = false
          effects.push({ type: 'pause' })
        }
        break
      case 'userPlay':
        s.userPaused = false
        if (!s.playing && s.address.url) {
          s.playing = true
          effects.push({ type: 'play' })
        }
        break
      case 'userPause':
        s.userPaused = true
        if (s.playing) {
          s.playing = false
          effects.push({ type: 'pause' })
        }
        break
      case 'ended':
        s.playing = false
        break
      case 'timeUpdate':
        if (Number.isFinite(event.time) && event.time >= 0) s.progress = event.time
        break
    }
  })
  return [next, effects] as const
}

/** Looks up a provider video's details (oEmbed); a failure or missing field is undefined. */
export interface OEmbedPort {
  /** The oEmbed answer for a provider address (thumbnail, markup), or undefined when there is none. */
  lookup(url: string): Promise<{ thumbnailUrl?: string; html?: string } | undefined>
}

/**
 * Loads a video's thumbnail through the oEmbed port, reporting each step as events. A failed lookup
 * ends ready without a thumbnail, never thrown.
 */
export async function loadThumbnail(
  url: string,
  port: OEmbedPort,
  dispatch: (event: VideoEvent) => void,
  sanitize: (url: unknown) => string | undefined,
): Promise<void> {
  dispatch({ type: 'thumbnailLoading' })
  let thumbnail: string | undefined
  try {
    thumbnail = sanitize((await port.lookup(url))?.thumbnailUrl)
  } catch {
    thumbnail = undefined
  }
  dispatch({ type: 'thumbnailResolved', url: thumbnail })
}
