import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import {
  initialVideoState,
  loadThumbnail,
  safeMediaUrl,
  LAZY_LOAD_MARGIN,
  PLAYER_ALLOW,
  PLAYER_SANDBOX,
  recognizeProvider,
  videoTransition,
  type VideoEvent,
} from '../../../core/document'
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
  const [thumbnail, setThumbnail] = useState(() => initialVideoState({ thumbnail: view.thumbnail }).thumbnail)
  useEffect(() => {
    const { oembed } = context
    if (view.thumbnail || !oembed || !view.pageUrl) return
    let live = true
    void loadThumbnail(
      view.pageUrl,
      oembed,
      (event) => {
        if (live && (event.type === 'thumbnailLoading' || event.type === 'thumbnailResolved'))
          setThumbnail(
            (current) => videoTransition({ ...initialVideoState({}), thumbnail: current }, event)[0].thumbnail,
          )
      },
      (url) => safeMediaUrl(url),
    )
    return () => {
      live = false
    }
  }, [view.thumbnail, view.pageUrl, context])
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

function FileVideo({ view, context, nodeId }: VideoPartProps) {
  const video = useRef<HTMLVideoElement>(null)
  // Pauses the machine causes itself must not count as the visitor's.
  const ownPause = useRef(false)
  const [state, setState] = useState(() =>
    initialVideoState({ url: view.fileUrl, thumbnail: view.thumbnail, autoPlay: view.autoPlay }),
  )
  const current = useRef(state)
  const dispatch = useCallback(
    (event: VideoEvent) => {
      const [next, effects] = videoTransition(current.current, event)
      current.current = next
      setState(next)
      const element = video.current
      for (const effect of effects) {
        if (!element) continue
        if (effect.type === 'play') {
          if (view.autoPlay) element.muted = true
          element.play().catch((error: unknown) => {
            if ((error as { name?: string })?.name !== 'AbortError') context.onError?.(error)
          })
        } else if (!element.paused) {
          ownPause.current = true
          element.pause()
        }
      }
    },
    [view.autoPlay, context],
  )
  useInView(video, (inView) => dispatch({ type: inView ? 'enterView' : 'leaveView' }))
  if (!state.address.url) return <VideoPoster view={view} context={context} nodeId={nodeId} />
  return (
    <div className="vt-m-frame" style={{ aspectRatio: `${view.width} / ${view.height}` }}>
      <video
        ref={video}
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
        onPlay={() => !current.current.playing && dispatch({ type: 'userPlay' })}
        onPause={() => {
          if (ownPause.current) ownPause.current = false
          else if (current.current.playing) dispatch({ type: 'userPause' })
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
