import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useStore } from '../../useStore'
import {
  AUDIO,
  createAudioPlayer,
  formatDuration,
  formatVolume,
  type AudioPlayer as AudioRunner,
} from '../../../core/document'
import { AudioLayout, DownloadIcon, MoreIcon, PauseIcon, PlayIcon, VolumeIcon } from '../staticParts'
import { laterText } from '../cards/laterText'
import type { AudioPartProps } from './AudioBlock'
import { audioElementPort } from './audioElementPort'
import { useSharedStyle } from '../useSharedStyle'
import audioPlayerCss from './audioPlayer.css' with { type: 'text' }
import { ControlButton, Menu } from './AudioControls'

/**
 * The interactive audio player (lazy chunk): the pure audio machine (`createAudioPlayer`) on the
 * viewer's clock over a native `<audio>`; this component only renders its snapshot and forwards DOM events.
 */
export default function AudioPlayer({ view, context, nodeId }: AudioPartProps) {
  useSharedStyle('audio-player', audioPlayerCss)
  const media = useMemo(() => audioElementPort(view.downloadUrl), [view.downloadUrl])
  const root = useRef<HTMLDivElement>(null)
  // Made again only when what it is made from changes (as the video's; another track is another
  // player, see AudioBlock), never for a new render of the viewer, whose context and views are new objects.
  const { clock, onError } = context
  const disableDownload = !view.downloadUrl
  const player = useMemo<AudioRunner>(
    () => createAudioPlayer({ media, clock, durationHint: view.duration, disableDownload, onError }),
    [media, clock, view.duration, disableDownload, onError],
  )
  useEffect(() => () => player.dispose(), [player])
  const attach = useCallback((element: HTMLAudioElement | null) => media.attach(element), [media])
  const state = useStore(player)
  useEffect(() => {
    const element = root.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => player.observeWidth(entry.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [player])
  const t = (key: Parameters<typeof laterText>[1]) => laterText(context, key)
  const send = player.send
  const tip = (control: string, label: string) => ({
    onPointerEnter: () => send({ type: 'hoverStart', control }),
    onPointerLeave: () => send({ type: 'hoverEnd' }),
    children:
      state.tooltip === control ? (
        <span className="vt-atip" role="tooltip">
          {label}
        </span>
      ) : null,
  })
  // The speed choices, as radio items of the speed menu and of the context menu.
  const speedItems = (label: (speed: number) => string) =>
    AUDIO.speeds.map((speed) => (
      <button
        key={speed}
        type="button"
        role="menuitemradio"
        aria-checked={state.speed === speed}
        onClick={() => send({ type: 'setSpeed', speed })}
      >
        {label(speed)}
      </button>
    ))
  const max = state.duration || view.duration || 0
  const seekValue = (event: { currentTarget: HTMLInputElement }) => Number(event.currentTarget.value)
  return (
    <div ref={root} className={`vt-audio${state.small ? ' vt-audio-small' : ''}`} data-status={state.status}>
      <audio
        ref={attach}
        src={view.fileUrl}
        preload="metadata"
        onLoadStart={() => send({ type: 'loadStart' })}
        onLoadedMetadata={(e) => send({ type: 'ready', duration: e.currentTarget.duration })}
        onEnded={() => send({ type: 'ended' })}
        onError={() => {
          send({ type: 'failed' })
          const error = new Error(`Vitrine viewer: the audio "${nodeId}" could not be loaded`)
          context.logger.error(error.message)
          context.onError?.(error)
        }}
      />
      <AudioLayout view={view}>
        <ControlButton
          className="vt-abtn vt-aplay"
          label={t(state.playing ? 'playerPause' : 'playerPlay')}
          onClick={() => send({ type: 'toggle' })}
          tip={tip('play', t(state.playing ? 'playerPause' : 'playerPlay'))}
        >
          {state.playing ? <PauseIcon /> : <PlayIcon />}
        </ControlButton>
        <input
          type="range"
          min={0}
          max={max}
          step="any"
          value={Math.min(state.currentTime, max || state.currentTime)}
          aria-label={t('playerSeek')}
          aria-valuetext={laterText(context, 'fullscreenCounter', {
            index: formatDuration(state.currentTime),
            total: formatDuration(max),
          })}
          onPointerDown={() => send({ type: 'seekStart' })}
          onChange={(e) =>
            send(state.dragging ? { type: 'seekMove', time: seekValue(e) } : { type: 'seek', time: seekValue(e) })
          }
          onPointerUp={(e) => send({ type: 'seekEnd', time: seekValue(e) })}
        />
        <span className="vt-atime">
          {formatDuration(state.currentTime)} / {formatDuration(max)}
        </span>
        <ControlButton
          className="vt-abtn"
          label={t(state.muted ? 'playerUnmute' : 'playerMute')}
          pressed={state.muted}
          onClick={() => send({ type: 'toggleMute' })}
          tip={tip('mute', t(state.muted ? 'playerUnmute' : 'playerMute'))}
        >
          <VolumeIcon muted={state.muted} />
        </ControlButton>
        <input
          className="vt-avol"
          type="range"
          min={0}
          max={1}
          step={AUDIO.volumeStep}
          value={state.volume}
          aria-label={t('playerVolume')}
          aria-valuetext={formatVolume(state.volume, context.locale)}
          onChange={(e) => send({ type: 'setVolume', volume: Number(e.currentTarget.value) })}
          onKeyDown={(e) => {
            const direction = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 }[e.key] as 1 | -1 | undefined
            if (!direction) return
            e.preventDefault()
            send({ type: 'volumeKey', direction })
          }}
        />
        <Menu
          state={state}
          send={send}
          menu="speed"
          label={t('playerSpeed')}
          buttonLabel={`${t('playerSpeed')}: ${state.speed}x`}
          buttonClass="vt-abtn vt-aspeed"
          button={`${state.speed}x`}
        >
          {speedItems((speed) => (speed === 1 ? t('playerSpeedNormal') : `${speed}`))}
        </Menu>
        <Menu
          state={state}
          send={send}
          menu="context"
          label={t('playerMoreActions')}
          buttonClass="vt-abtn"
          button={<MoreIcon />}
        >
          {view.downloadUrl ? (
            <button type="button" role="menuitem" onClick={() => send({ type: 'download' })}>
              {t('playerDownload')}
            </button>
          ) : null}
          {speedItems((speed) => `${t('playerSpeed')}: ${speed === 1 ? t('playerSpeedNormal') : `${speed}x`}`)}
        </Menu>
        {view.downloadUrl ? (
          <ControlButton
            className="vt-abtn"
            label={t('playerDownload')}
            onClick={() => send({ type: 'download' })}
            tip={tip('download', t('playerDownload'))}
          >
            <DownloadIcon />
          </ControlButton>
        ) : null}
      </AudioLayout>
    </div>
  )
}
