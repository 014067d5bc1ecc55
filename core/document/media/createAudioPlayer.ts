import type { Clock, TimerHandle } from '../../../ports/clock'
import { createStore, type ReadableStore } from '../../shared/createStore'
import { AUDIO, audioTransition, initialAudioState, type AudioEvent, type AudioState } from './audioMachine'

/** The media element as the runner sees it (an `<audio>` in the browser, a fake in tests). */
export interface AudioMediaPort {
  /** Starts playback (a rejected promise means it could not start). */
  play(): Promise<void> | void
  /** Pauses playback. */
  pause(): void
  /** Moves to `time` seconds. */
  seek(time: number): void
  /** Sets the volume (0 to 1) and whether the sound is muted. */
  setVolume(volume: number, muted: boolean): void
  /** Sets the playback speed (1 is normal). */
  setRate(speed: number): void
  /** Seconds, NaN or Infinity while unknown. */
  duration(): number
  /** The playback position in seconds. */
  currentTime(): number
  /** Starts the download of the file (a GET of its address). */
  download(): void
}

/** Options of {@link createAudioPlayer}. */
export interface AudioPlayerOptions {
  media: AudioMediaPort
  clock: Clock
  /** The document's duration, shown until the media knows its own. */
  durationHint?: number
  /** `disableDownload`: the download event does nothing. */
  disableDownload?: boolean
  /** Called when starting playback fails (e.g. the file cannot load). */
  onError?: (error: unknown) => void
}

/** A running audio player: its snapshot store, the event sink and the debounced width observer. */
export interface AudioPlayer extends ReadableStore<AudioState> {
  /** Hands the player a visitor or media event (play, seek, volume, ...). */
  send(event: AudioEvent): void
  /** Reports the player's width; the layout follows after 60 ms of quiet. */
  observeWidth(width: number): void
  /** Stops every timer. */
  dispose(): void
}

/**
 * Runs {@link audioTransition} against a media port on a Clock: progress every 1000 ms while playing,
 * duration retried every 100 ms until known, a seek before ready held for 5 s, tooltips after 300 ms
 * and the width observer debounced by 60 ms.
 */
export function createAudioPlayer(options: AudioPlayerOptions): AudioPlayer {
  const { media, clock } = options
  const store = createStore<AudioState>(initialAudioState(options.durationHint))
  const timers = new Map<string, TimerHandle>()
  const stop = (name: string) => {
    const handle = timers.get(name)
    if (handle !== undefined) clock.clearTimeout(handle)
    timers.delete(name)
  }
  const after = (name: string, ms: number, run: () => void) => {
    stop(name)
    timers.set(
      name,
      clock.setTimeout(() => {
        timers.delete(name)
        run()
      }, ms),
    )
  }
  const tick = () =>
    after('progress', AUDIO.progressIntervalMs, () => {
      send({ type: 'timeUpdate', time: media.currentTime() })
      if (store.getSnapshot().playing) tick()
    })

  function send(event: AudioEvent): void {
    if (event.type === 'download' && options.disableDownload) return
    const [next, effects] = audioTransition(store.getSnapshot(), event)
    store.update(next)
    for (const effect of effects) {
      switch (effect.type) {
        case 'play':
          try {
            const started = media.play()
            if (started && typeof started.then === 'function')
              started.then(undefined, (error: unknown) => {
                if ((error as { name?: string })?.name === 'AbortError') return
                send({ type: 'failed', cause: error })
                options.onError?.(error)
              })
          } catch (error) {
            send({ type: 'failed', cause: error })
            options.onError?.(error)
          }
          break
        case 'pause':
          media.pause()
          break
        case 'seek':
          media.seek(effect.time)
          break
        case 'volume':
          media.setVolume(effect.volume, effect.muted)
          break
        case 'rate':
          media.setRate(effect.speed)
          break
        case 'startProgress':
          tick()
          break
        case 'stopProgress':
          stop('progress')
          break
        case 'retryDuration':
          after('duration', AUDIO.durationRetryMs, () => send({ type: 'durationRetry', duration: media.duration() }))
          break
        case 'holdSeek':
          after('seekHold', AUDIO.seekHoldMs, () => send({ type: 'seekHoldExpired' }))
          break
        case 'cancelSeekHold':
          stop('seekHold')
          break
        case 'startTooltip':
          after('tooltip', AUDIO.tooltipDelayMs, () => send({ type: 'tooltipDue' }))
          break
        case 'cancelTooltip':
          stop('tooltip')
          break
        case 'download':
          media.download()
          break
      }
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send,
    observeWidth: (width) => after('width', AUDIO.widthDebounceMs, () => send({ type: 'resize', width })),
    dispose() {
      for (const handle of timers.values()) clock.clearTimeout(handle)
      timers.clear()
    },
  }
}
