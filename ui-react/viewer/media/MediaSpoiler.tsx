import { useEffect, useRef, useState, type ReactNode } from 'react'
import { spoilerLayout, type SpoilerSettings } from '../../../core/document'
import { cardText } from '../cards/cardText'
import type { RenderContext } from '../RenderContext'
import { inertProps } from '../inert'

/** Props of {@link MediaSpoiler}. */
export interface MediaSpoilerProps {
  kind: 'Image' | 'Gallery' | 'Video'
  settings: SpoilerSettings
  context: RenderContext
  nodeId: string
  /** The block's expected size before it is measured (the server's guess). */
  width: number
  height: number
  children: ReactNode
}

/**
 * Hides a medium behind its spoiler: blurred content under an overlay with the description
 * (at most 70 characters) and the reveal button; the reduced form under 320 x 228 and the blur size by
 * width follow the measured block. Revealing is reported as an action and never returns to hidden.
 */
export function MediaSpoiler({ kind, settings, context, nodeId, width, height, children }: MediaSpoilerProps) {
  const [revealed, setRevealed] = useState(false)
  const [size, setSize] = useState({ width, height })
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element || revealed || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const { width: w, height: h } = entry.contentRect
      if (w > 0 && h > 0) setSize({ width: w, height: h })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [revealed])
  if (!settings.enabled || revealed) return <>{children}</>
  const layout = spoilerLayout(size.width, size.height)
  const reveal = () => {
    setRevealed(true)
    context.report({ pluginId: 'SPOILER', actionName: 'reveal', value: nodeId })
  }
  return (
    <div ref={box} className={`vt-ms vt-ms-${layout.blur}${layout.reduced ? ' vt-ms-reduced' : ''}`}>
      <div className="vt-ms-content" aria-hidden="true" {...inertProps}>
        {children}
      </div>
      <div className="vt-ms-overlay">
        <p className="vt-ms-desc">{settings.description ?? cardText(context, `spoiler${kind}Description`)}</p>
        <button type="button" className="vt-ms-btn" onClick={reveal}>
          {settings.buttonText ?? cardText(context, `spoiler${kind}Reveal`)}
        </button>
      </div>
    </div>
  )
}
