import type { Clock, TimerHandle } from '../../../ports/clock'
import { createStore, type ReadableStore } from '../../shared/createStore'
import {
  initialVideoState,
  loadThumbnail,
  videoTransition,
  VIDEO_PROGRESS_INTERVAL_MS,
  type OEmbedPort,
  type VideoEvent,
  type VideoState,
} from './videoMachine'

/** The media element as the runner sees it (a `<video>` in the browser, a fake in tests). */
export interface VideoMediaPort {
  /** Starts playback (a rejected promise means it could not start). */
  play(): Promise<void> | void
  /** Pauses playback. */
  pause(): void
  /** The playback position in seconds. */
  currentTime(): number
}

/** Options of {@link createVideoPlayer}. */
export interface VideoPlayerOptions {
  /** The media (none for a provider's player, whose frame plays by itself). */
  media?: VideoMediaPort
  clock: Clock
  /** The address and thumbnail when known, and whether the video plays by itself in view. */
  init: { url?: string; thumbnail?: string; autoPlay?: boolean }
  /** Called when starting playback fails (e.g. the file cannot load). */
  onError?: (error: unknown) => void
}

/** A running video player: its snapshot store, the event sink and the lookups it drives. */
export interface VideoPlayer extends ReadableStore<VideoState> {
  /** Hands the player a visitor or media event (in view, play, pause, ended ...). */
  send(event: VideoEvent): void
  /** Looks the address up (`resolve` answers it, or undefined): loading, then ready with or without it. */
  lookupAddress(resolve: () => Promise<string | undefined>): Promise<void>
  /** Looks a provider video's thumbnail up through the oEmbed port, its answer passed through `sanitize`. */
  lookupThumbnail(pageUrl: string, port: OEmbedPort, sanitize: (url: unknown) => string | undefined): Promise<void>
  /** Stops the progress timer (a later play starts it again, as after a remount). */
  dispose(): void
}

/**
 * Runs {@link videoTransition} against a media port on a Clock: play and pause as the machine says,
 * the position reported every 1000 ms while playing (as the audio player does), and the address and
 * thumbnail lookups' loading and ready states.
 */
export function createVideoPlayer(options: VideoPlayerOptions): VideoPlayer {
  const { media, clock } = options
  const store = createStore<VideoState>(initialVideoState(options.init))
  let progress: TimerHandle | null = null
  const stopProgress = () => {
    if (progress !== null) clock.clearTimeout(progress)
    progress = null
  }
  const tick = () => {
    stopProgress()
    progress = clock.setTimeout(() => {
      progress = null
      if (!media) return
      send({ type: 'timeUpdate', time: media.currentTime() })
      if (store.getSnapshot().playing) tick()
    }, VIDEO_PROGRESS_INTERVAL_MS)
  }

  function send(event: VideoEvent): void {
    const before = store.getSnapshot()
    const [next, effects] = videoTransition(before, event)
    store.update(next)
    for (const effect of effects) {
      if (!media) continue
      if (effect.type === 'pause') media.pause()
      else
        try {
          const started = media.play()
          if (started && typeof started.then === 'function')
            started.then(undefined, (error: unknown) => {
              if ((error as { name?: string })?.name !== 'AbortError') options.onError?.(error)
            })
        } catch (error) {
          options.onError?.(error)
        }
    }
    // The position is reported while it plays, whoever started or stopped it.
    if (next.playing && !before.playing) tick()
    else if (!next.playing && before.playing) stopProgress()
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send,
    async lookupAddress(resolve) {
      send({ type: 'addressLoading' })
      let url: string | undefined
      try {
        url = await resolve()
      } catch {
        url = undefined
      }
      send({ type: 'addressResolved', url })
    },
    lookupThumbnail: (pageUrl, port, sanitize) => loadThumbnail(pageUrl, port, send, sanitize),
    dispose: stopProgress,
  }
}
