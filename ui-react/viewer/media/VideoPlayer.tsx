import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import {
  createVideoPlayer,
  safeMediaUrl,
  LAZY_LOAD_MARGIN,
  PLAYER_ALLOW,
  PLAYER_SANDBOX,
  recognizeProvider,
  type VideoMediaPort,
} from '../../../core/document'
import { useStore } from '../../useStore'
import { cardText, VideoPoster, type VideoPartProps } from '../staticParts'
import { useSharedStyle } from '../useSharedStyle'
import videoPlayerCss from './videoPlayer.css' with { type: 'text' }

/**
 * The interactive video (lazy chunk): a provider's own player in a sandboxed frame (scripts, but never
 * same-origin rights) once the visitor presses play or, with autoPlay, once it scrolls into view; any
 * other address in a native `<video>` that autoplays muted in view and pauses when it leaves.
 */
export default function VideoPlayer(props: VideoPartProps) {
  useSharedStyle('video-player', videoPlayerCss)
  return props.view.provider ? <ProviderVideo {...props} /> : <FileVideo {...props} />
}

function useInView(ref: RefObject<Element | null>, onChange: (inView: boolean) => void, margin = '0px') {
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => latest.current(entry.isIntersecting), {
      rootMargin: margin,
      threshold: margin === '0px' ? 0.5 : 0,
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin])
}

function ProviderVideo({ view, context, nodeId }: VideoPartProps) {
  const [started, setStarted] = useState(false)
  // The provider's frame plays by itself: the runner only drives the thumbnail's lookup.
  const { clock, oembed } = context
  const player = useMemo(
    () => createVideoPlayer({ clock, init: { thumbnail: view.thumbnail } }),
    [clock, view.thumbnail],
  )
  useEffect(() => {
    if (!view.thumbnail && oembed && view.pageUrl)
      void player.lookupThumbnail(view.pageUrl, oembed, (url) => safeMediaUrl(url))
    return () => player.dispose()
  }, [player, view.thumbnail, view.pageUrl, oembed])
  const { thumbnail } = useStore(player)
  const box = useRef<HTMLDivElement>(null)
  useInView(box, (inView) => inView && view.autoPlay && setStarted(true), LAZY_LOAD_MARGIN)
  const provider = view.provider!
  if (!started)
    return (
      <div ref={box} onClick={() => setStarted(true)} data-thumbnail={thumbnail.status}>
        <VideoPoster view={{ ...view, thumbnail: thumbnail.url }} context={context} nodeId={nodeId} />
      </div>
    )
  const host = typeof location === 'undefined' ? undefined : location.hostname
  const src =
    recognizeProvider(view.pageUrl, { autoPlay: true, muted: view.autoPlay, loop: view.loop, parentHost: host })
      ?.embedUrl ?? provider.embedUrl
  return (
    <div className="vt-m-frame" style={{ aspectRatio: `${view.width} / ${view.height}` }}>
      <iframe
        src={src}
        title={`${provider.name}: ${cardText(context, 'videoUntitled')}`}
        sandbox={PLAYER_SANDBOX}
        allow={PLAYER_ALLOW}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-provider={provider.provider}
      />
    </div>
  )
}

/**
 * The `<video>` element as the runner's media port (attached once mounted); a pause the runner asks
 * for is marked as its own, so the element's pause event is not taken for the visitor's.
 */
function videoElementPort(muted: boolean) {
  let element: HTMLVideoElement | null = null
  let ownPause = false
  return {
    /** Whether the pause just seen was the runner's own (and forgets it). */
    takeOwnPause: () => {
      const own = ownPause
      ownPause = false
      return own
    },
    attach: (next: HTMLVideoElement | null) => {
      element = next
    },
    play: () => {
      if (!element) return
      if (muted) element.muted = true
      return element.play()
    },
    pause: () => {
      if (!element || element.paused) return
      ownPause = true
      element.pause()
    },
    currentTime: () => element?.currentTime ?? 0,
  } satisfies VideoMediaPort & Record<string, unknown>
}

function FileVideo({ view, context, nodeId }: VideoPartProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [media] = useState(() => videoElementPort(view.autoPlay))
  const { clock, onError } = context
  const player = useMemo(
    () =>
      createVideoPlayer({
        media,
        clock,
        init: { url: view.fileUrl, thumbnail: view.thumbnail, autoPlay: view.autoPlay },
        onError,
      }),
    [media, clock, onError, view.fileUrl, view.thumbnail, view.autoPlay],
  )
  useEffect(() => () => player.dispose(), [player])
  const state = useStore(player)
  const dispatch = player.send
  const attach = useCallback(
    (element: HTMLVideoElement | null) => {
      video.current = element
      media.attach(element)
    },
    [media],
  )
  useInView(video, (inView) => dispatch({ type: inView ? 'enterView' : 'leaveView' }))
  if (!state.address.url) return <VideoPoster view={view} context={context} nodeId={nodeId} />
  return (
    <div className="vt-m-frame" style={{ aspectRatio: `${view.width} / ${view.height}` }}>
      <video
        ref={attach}
        src={state.address.url}
        poster={state.thumbnail.url}
        controls={view.showControls}
        loop={view.loop}
        muted={view.autoPlay}
        playsInline
        preload="metadata"
        controlsList={view.disableDownload ? 'nodownload' : undefined}
        onContextMenu={view.disableDownload ? (e) => e.preventDefault() : undefined}
        data-state={state.playing ? 'playing' : 'paused'}
        onPlay={() => !player.getSnapshot().playing && dispatch({ type: 'userPlay' })}
        onPause={() => {
          if (!media.takeOwnPause() && player.getSnapshot().playing) dispatch({ type: 'userPause' })
        }}
        onEnded={() => dispatch({ type: 'ended' })}
        onError={() => {
          const error = new Error(`Vitrine viewer: the video "${nodeId}" could not be loaded`)
          context.logger.error(error.message)
          context.onError?.(error)
        }}
      />
    </div>
  )
}
