import type { ReactNode } from 'react'
import { anchorId, embedView, EMBED_SANDBOX, linkPreviewView, type RichNode } from '../../../core/document'
import type { NodeRenderer } from '../RenderContext'
import { cardText } from './cardText'
import { SandboxedFrame } from './SandboxedFrame'

/**
 * A LINK_PREVIEW: thumbnail (110 px wide on mobile), title, description and domain in one link with the
 * link's target and rel. When the preview carries oEmbed markup, it runs in a sandboxed frame and the
 * link stays underneath as text.
 */
export const linkPreviewCard: NodeRenderer = (node: RichNode, context, key) => {
  const view = linkPreviewView(node.linkPreviewData, { isMobile: context.isMobile, linkSettings: context.linkSettings })
  if (!view.link.href && !view.html && !view.title) return null
  const id = node.id ? anchorId(node.id) : undefined
  // The preview's link, reported as a LINK_PREVIEW click (and so skipped by the viewer's LINK reporter).
  const link = (className: string, children: ReactNode) => (
    <a
      className={className}
      href={view.link.href}
      target={view.link.target}
      rel={view.link.rel}
      data-vt-reported
      onClick={() => context.report({ pluginId: 'LINK_PREVIEW', actionName: 'click', value: view.link.href ?? '' })}
    >
      {children}
    </a>
  )
  if (view.html) {
    const size = embedView(node.linkPreviewData)
    return (
      <div key={key} id={id} className="vt-lp-wrap vt-embed">
        <SandboxedFrame
          html={view.html}
          title={view.title ?? cardText(context, 'embedFrameTitle')}
          width="100%"
          height={size.height}
          sandbox={EMBED_SANDBOX}
        />
        {view.link.href ? link('vt-lp-source', view.title ?? view.domain ?? view.link.href) : null}
      </div>
    )
  }
  const body = (
    <>
      {view.thumbnail ? (
        <img
          className="vt-lp-thumb"
          src={view.thumbnail.src}
          width={view.thumbnail.width}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className="vt-lp-text">
        {view.title ? <span className="vt-lp-title">{view.title}</span> : null}
        {view.description ? <span className="vt-lp-desc">{view.description}</span> : null}
        {view.domain ? <span className="vt-lp-domain">{view.domain}</span> : null}
      </span>
    </>
  )
  return (
    <div key={key} id={id} className="vt-lp-wrap">
      {view.link.href ? link('vt-lp', body) : <div className="vt-lp">{body}</div>}
    </div>
  )
}
