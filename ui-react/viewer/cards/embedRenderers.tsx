import { anchorId, embedView, htmlView, type RichNode } from '../../../core/document'
import type { NodeRenderer } from '../RenderContext'
import { cardText } from './cardText'
import { SandboxedFrame } from './SandboxedFrame'

/**
 * An EMBED (oEmbed rich content): its markup runs only in a sandboxed frame that grows to its content
 * (by up to 10 % or 50 px, whichever is more); without markup, a link to the original.
 */
export const embedFrame: NodeRenderer = (node: RichNode, context, key) => {
  const view = embedView(node.embedData)
  const id = node.id ? anchorId(node.id) : undefined
  if (!view.html) {
    if (!view.link.href) return null
    return (
      <div key={key} id={id} className="vt-embed">
        <a className="vt-lp-source" href={view.link.href} target={view.link.target} rel={view.link.rel}>
          {view.title ?? view.providerName ?? view.link.href}
        </a>
      </div>
    )
  }
  return (
    <div key={key} id={id} className="vt-embed">
      <SandboxedFrame
        html={view.html}
        title={view.title ?? view.providerName ?? cardText(context, 'embedFrameTitle')}
        width={view.width}
        height={view.height}
        sandbox={view.sandbox}
      />
    </div>
  )
}

/**
 * The HTML embed (default 350 x 550): inline markup in a sandboxed frame that grows to its content by
 * up to 10 % or 50 px; an address loads in the same sandbox at its set size.
 */
export const htmlFrame: NodeRenderer = (node: RichNode, context, key) => {
  const view = htmlView(node.htmlData)
  if (view.srcDoc === undefined && !view.src) return null
  return (
    <div key={key} id={node.id ? anchorId(node.id) : undefined} className="vt-html">
      <SandboxedFrame
        html={view.srcDoc}
        src={view.src}
        title={cardText(context, 'embedFrameTitle')}
        width={view.width}
        height={view.height}
        sandbox={view.sandbox}
      />
    </div>
  )
}
