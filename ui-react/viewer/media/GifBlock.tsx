import { useEffect, useRef } from 'react'
import type { GifView } from '../../../core/document'
import type { RichNode } from '../../../core/document'
import { mediaBlockProps } from './mediaBlockProps'

/**
 * The GIF block: the mp4 rendition as a muted, looping inline video (smaller and smoother than a
 * GIF), the gif as its fallback image, at the GIF's own width and height.
 */
export function GifBlock({ node, view }: { node: RichNode; view: GifView }) {
  const video = useRef<HTMLVideoElement>(null)
  // React does not put `muted` in the server markup, and browsers autoplay only muted video.
  useEffect(() => {
    const element = video.current
    if (!element) return
    element.muted = true
    element.play().catch(() => undefined)
  }, [])
  const block = mediaBlockProps(node, view.container, 'vt-gif')
  return (
    <div {...block} style={{ ...block.style, maxWidth: view.width ? `min(100%, ${view.width}px)` : undefined }}>
      {view.mp4 ? (
        <video
          ref={video}
          src={view.mp4}
          poster={view.gif}
          width={view.width}
          height={view.height}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-label="GIF"
        />
      ) : (
        <img src={view.gif} width={view.width} height={view.height} alt="GIF" loading="lazy" decoding="async" />
      )}
    </div>
  )
}
