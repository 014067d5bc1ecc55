import { produce } from 'immer'

/** Loading status of a video's address or thumbnail. */
export type LoadStatus = 'initial' | 'loading' | 'ready'

/** A video block's state: address and thumbnail loading, and playback as autoplay drives it. */
export interface VideoState {
  address: { status: LoadStatus; url?: string }
  thumbnail: { status: LoadStatus; url?: string }
  autoPlay: boolean
  playing: boolean
  inView: boolean
  /** The visitor paused: scrolling back into view does not restart it. */
  userPaused: boolean
}

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

/** Media commands of a transition. */
export type VideoEffect = { type: 'play' } | { type: 'pause' }

/** The state before loading; a known address or thumbnail starts ready. */
export function initialVideoState(init: { url?: string; thumbnail?: string; autoPlay?: boolean }): VideoState {
  return {
    address: init.url ? { status: 'ready', url: init.url } : { status: 'initial' },
    thumbnail: init.thumbnail ? { status: 'ready', url: init.thumbnail } : { status: 'initial' },
    autoPlay: Boolean(init.autoPlay),
    playing: false,
    inView: false,
    userPaused: false,
  }
}

/**
 * The video transition: address and thumbnail each go initial → loading → ready (a failed lookup
 * is ready without an address). With autoPlay, the video starts when it scrolls into view (once its
 * address is ready) and pauses when it leaves; after the visitor pauses it stays paused.
 */
export function videoTransition(state: VideoState, event: VideoEvent): readonly [VideoState, VideoEffect[]] {
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
        if (s.address.status === 'initial') s.address.status = 'loading'
        break
      case 'addressResolved':
        s.address = event.url ? { status: 'ready', url: event.url } : { status: 'ready' }
        autoStart()
        break
      case 'thumbnailLoading':
        if (s.thumbnail.status === 'initial') s.thumbnail.status = 'loading'
        break
      case 'thumbnailResolved':
        s.thumbnail = event.url ? { status: 'ready', url: event.url } : { status: 'ready' }
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
