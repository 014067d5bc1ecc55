import { formatDuration, videoView, type VideoView } from '../../../core/document'
import { cardText } from '../cards/cardText'
import { lazyBehaviour } from '../lazyBehaviour'
import type { NodeRendererProps, RenderContext } from '../RenderContext'
import { mediaBlockProps } from './mediaBlockProps'
import { MediaSpoiler } from './MediaSpoiler'
import { PlayIcon } from './svgIcons'

/** Props of the video's static and interactive parts. */
export interface VideoPartProps {
  view: VideoView
  context: RenderContext
  nodeId: string
}

/** The server markup of a video: its poster at its final size, a play button and the duration. */
export function VideoPoster({ view, context }: VideoPartProps) {
  return (
    <div className="vt-m-frame" style={{ aspectRatio: `${view.width} / ${view.height}` }}>
      {view.thumbnail ? <img src={view.thumbnail} alt="" loading="lazy" decoding="async" /> : null}
      <button type="button" className="vt-play" aria-label={cardText(context, 'videoPlay')} data-vt-video-play="">
        <PlayIcon />
      </button>
      {view.duration ? <span className="vt-duration">{formatDuration(view.duration)}</span> : null}
    </div>
  )
}

const InteractiveVideo = /* @__PURE__ */ lazyBehaviour(VideoPoster, () => import('./VideoPlayer'))

/**
 * The VIDEO block: a poster with a play button on the server; after hydration the player
 * chunk loads and plays a file in a native `<video>` (autoplay in view) or a provider's own player in a
 * sandboxed frame. A spoiler hides it until revealed.
 */
export function VideoBlock({ node, context }: NodeRendererProps) {
  const view = videoView(node.videoData, typeof location === 'undefined' ? undefined : location.hostname)
  const width = Math.min(view.container.width ?? 740, 740)
  return (
    <div {...mediaBlockProps(node, view.container, 'vt-video')}>
      <MediaSpoiler
        kind="Video"
        settings={view.spoiler}
        context={context}
        nodeId={node.id}
        width={width}
        height={(width * view.height) / view.width}
      >
        <InteractiveVideo view={view} context={context} nodeId={node.id} />
      </MediaSpoiler>
    </div>
  )
}
