import { useEffect, useMemo, useRef, useState } from 'react'
import { anchorId, imageMediaView, LAZY_LOAD_MARGIN } from '../../../core/document'
import { cardText } from '../cards/cardText'
import type { NodeRendererProps } from '../RenderContext'
import { ExpandedMedia } from './ExpandedMedia'
import { mediaBlockProps } from './mediaBlockProps'
import { MediaSpoiler } from './MediaSpoiler'

/**
 * The IMAGE block: a responsive `<img>` (srcset from the media host at quality 90, lazy),
 * its caption, and the click action: its link, its anchor, or the fullscreen viewer when expansion is
 * allowed. A spoiler hides it until revealed. Everything but the open viewer is in the server markup.
 */
export function ImageBlock({ node, context }: NodeRendererProps) {
  const view = useMemo(() => imageMediaView(node.imageData, context.linkSettings), [node, context.linkSettings])
  const [open, setOpen] = useState(false)
  const [near, setNear] = useState(false)
  const picture = useRef<HTMLImageElement>(null)
  // Native lazy loading stays in the server markup; once hydrated, the image loads when it comes
  // within 150 % of a viewport, whatever the browser's own distance is.
  useEffect(() => {
    const element = picture.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: LAZY_LOAD_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const img = (
    <img
      ref={picture}
      src={view.src}
      srcSet={view.srcSet}
      sizes={view.sizes}
      alt={view.alt}
      width={view.width}
      height={view.height}
      loading={near ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
  const click = view.click
  let media = img
  if (click.kind === 'link')
    media = (
      <a href={click.link.href} target={click.link.target} rel={click.link.rel}>
        {img}
      </a>
    )
  else if (click.kind === 'anchor')
    media = (
      <a href={`#${anchorId(click.anchor)}`} data-vt-anchor={click.anchor}>
        {img}
      </a>
    )
  else if (click.kind === 'expand')
    media = (
      <button
        type="button"
        className="vt-m-expand"
        aria-haspopup="dialog"
        aria-label={view.alt ? `${cardText(context, 'imageExpand')}: ${view.alt}` : cardText(context, 'imageExpand')}
        onClick={() => {
          setOpen(true)
          context.report({ pluginId: 'IMAGE', actionName: 'expand', value: node.id })
        }}
      >
        {img}
      </button>
    )
  const shownWidth = Math.min(view.container.width ?? 740, 740)
  const ratio = view.width && view.height ? view.height / view.width : 2 / 3
  return (
    <figure {...mediaBlockProps(node, view.container, 'vt-image')}>
      <MediaSpoiler
        kind="Image"
        settings={view.spoiler}
        context={context}
        nodeId={node.id}
        width={shownWidth}
        height={shownWidth * ratio}
      >
        {media}
      </MediaSpoiler>
      {view.caption ? <figcaption>{view.caption}</figcaption> : null}
      {open && view.src ? (
        <ExpandedMedia
          media={{ image: view, nodeId: node.id }}
          index={0}
          onClose={() => setOpen(false)}
          context={context}
        />
      ) : null}
    </figure>
  )
}
