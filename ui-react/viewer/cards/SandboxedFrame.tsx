import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { embedSrcDoc, frameHeight, MEASURE_REQUEST, readHeightReport } from '../../../core/document'

/** Props of {@link SandboxedFrame}. */
export interface SandboxedFrameProps {
  /** Author markup, run inside the frame (with a height reporter); takes precedence over `src`. */
  html?: string
  src?: string
  title: string
  width: number | string
  /** The height the author set; the frame grows from it by up to 10 % or 50 px, whichever is more. */
  height: number
  sandbox: string
  className?: string
  style?: CSSProperties
}

/**
 * An iframe for third-party markup. Its sandbox never joins scripts with the page's origin, so the
 * markup cannot read the page; it reports its content height by `postMessage`, and only messages whose
 * source is this frame's own window are read (another frame, or the page, cannot resize it).
 */
export function SandboxedFrame({ html, src, title, width, height, sandbox, className, style }: SandboxedFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null)
  // The last height the frame reported; what is shown follows from it and the set height.
  const [reported, setReported] = useState<number>()
  const inline = html !== undefined
  useEffect(() => {
    if (!inline) return
    const onMessage = (event: MessageEvent) => {
      const frame = ref.current
      if (!frame || event.source === null || event.source !== frame.contentWindow) return
      const report = readHeightReport(event.data)
      if (report !== undefined) setReported(report)
    }
    window.addEventListener('message', onMessage)
    // The frame may have reported before this listener existed (it loads during hydration): ask again.
    ref.current?.contentWindow?.postMessage(MEASURE_REQUEST, '*')
    return () => window.removeEventListener('message', onMessage)
  }, [inline])
  return (
    <iframe
      ref={ref}
      className={className}
      title={title}
      sandbox={sandbox}
      srcDoc={inline ? embedSrcDoc(html) : undefined}
      src={inline ? undefined : src}
      width={width}
      height={inline ? frameHeight(height, reported) : height}
      style={style}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}
