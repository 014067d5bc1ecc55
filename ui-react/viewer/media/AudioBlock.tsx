import type { ReactNode } from 'react'
import {
  formatDuration,
  formatVolume,
  HTML_SANDBOX,
  PLAYER_ALLOW,
  PLAYER_SANDBOX,
  type AudioView,
} from '../../../core/document'
import { cardText } from '../cards/cardText'
import { lazyBehaviour } from '../lazyBehaviour'
import type { RichNode } from '../../../core/document'
import type { RenderContext } from '../RenderContext'
import { mediaBlockProps } from './mediaBlockProps'
import { DownloadIcon, MoreIcon, PlayIcon, VolumeIcon } from './svgIcons'

/** Props of the audio player's static and interactive parts. */
export interface AudioPartProps {
  view: AudioView
  context: RenderContext
  nodeId: string
}

/**
 * The audio player as the server renders it: cover, name, author, play button, seek bar, duration,
 * volume, speed and download, at their final size. The interactive chunk replaces it with the same layout.
 */
export function AudioStatic({ view, context }: AudioPartProps) {
  return (
    <div className="vt-audio">
      <AudioLayout view={view}>
        <button type="button" className="vt-abtn vt-aplay" aria-label={cardText(context, 'playerPlay')}>
          <PlayIcon />
        </button>
        <input
          type="range"
          min={0}
          max={view.duration ?? 0}
          step="any"
          defaultValue={0}
          aria-label={cardText(context, 'playerSeek')}
          aria-valuetext={cardText(context, 'fullscreenCounter', {
            index: formatDuration(0),
            total: formatDuration(view.duration),
          })}
        />
        <span className="vt-atime">
          {formatDuration(0)} / {formatDuration(view.duration)}
        </span>
        <button type="button" className="vt-abtn" aria-label={cardText(context, 'playerMute')}>
          <VolumeIcon muted={false} />
        </button>
        <input
          className="vt-avol"
          type="range"
          min={0}
          max={1}
          step={0.1}
          defaultValue={1}
          aria-label={cardText(context, 'playerVolume')}
          aria-valuetext={formatVolume(1, context.locale)}
        />
        <button type="button" className="vt-abtn vt-aspeed" aria-label={`${cardText(context, 'playerSpeed')}: 1x`}>
          1x
        </button>
        <button type="button" className="vt-abtn" aria-label={cardText(context, 'playerMoreActions')}>
          <MoreIcon />
        </button>
        {view.downloadUrl ? (
          <a className="vt-abtn" href={view.downloadUrl} download aria-label={cardText(context, 'playerDownload')}>
            <DownloadIcon />
          </a>
        ) : null}
      </AudioLayout>
    </div>
  )
}

/** The cover, name and author around the row of controls: the same in the static and the live player. */
export function AudioLayout({ view, children }: { view: AudioView; children: ReactNode }) {
  return (
    <>
      {view.cover ? <img className="vt-audio-cover" src={view.cover} alt="" loading="lazy" /> : null}
      <div className="vt-audio-main">
        {view.name || view.authorName ? (
          <div className="vt-audio-title">
            {view.name ? <div className="vt-audio-name">{view.name}</div> : null}
            {view.authorName ? <div className="vt-audio-author">{view.authorName}</div> : null}
          </div>
        ) : null}
        <div className="vt-audio-row">{children}</div>
      </div>
    </>
  )
}

const InteractiveAudio = /* @__PURE__ */ lazyBehaviour(AudioStatic, () => import('./AudioPlayer'))

/**
 * The AUDIO block: a file plays in the viewer's own player (native `<audio>` under the audio
 * machine, loaded after hydration); a SoundCloud or Spotify address, or the provider's `html`, plays in
 * the provider's player in a sandboxed frame.
 */
export function AudioBlock({ node, context, view }: { node: RichNode; context: RenderContext; view: AudioView }) {
  const block = mediaBlockProps(node, view.container, 'vt-audio-block')
  const title = `${view.provider?.name ?? ''} ${view.name ?? cardText(context, 'audioUntitled')}`.trim()
  if (view.provider)
    return (
      <div {...block}>
        <iframe
          className="vt-audio-embed"
          src={view.provider.embedUrl}
          title={title}
          height={view.provider.provider === 'spotify' ? 152 : 166}
          sandbox={PLAYER_SANDBOX}
          allow={PLAYER_ALLOW}
          loading="lazy"
        />
      </div>
    )
  if (view.html)
    return (
      <div {...block}>
        <iframe
          className="vt-audio-embed"
          srcDoc={view.html}
          title={title}
          height={166}
          sandbox={HTML_SANDBOX}
          loading="lazy"
        />
      </div>
    )
  return (
    <div {...block}>
      {/* Another track is another player, in its first state. */}
      <InteractiveAudio key={view.fileUrl} view={view} context={context} nodeId={node.id} />
    </div>
  )
}
