import { safeToken, buttonView, dividerView, htmlView, layoutCellSpan, type RichNode } from '../../core/document'
import { Collapsible } from './Collapsible'
import { containerDir, type NodeRenderer, type RenderContext } from './RenderContext'
import { blockId } from './renderNodes'
import { renderTable } from './renderTable'
import { cardRenderers } from './cards/cardRenderers'
import { mediaRenderers } from './media/mediaRenderers'

const divider: NodeRenderer = (node, _context, key) => {
  const view = dividerView(node.dividerData)
  return (
    <div key={key} id={blockId(node)} className={`vt-divider-wrap vt-a-${view.align}`}>
      <hr className={`vt-divider vt-d-${view.lineStyle} vt-dw-${view.width}`} />
    </div>
  )
}

const button: NodeRenderer = (node, context, key) => {
  const view = buttonView(node.buttonData, context.linkSettings, context.logger)
  const inner =
    view.kind === 'link' && view.link.href ? (
      <a
        className={`vt-btn vt-bs-${view.size}`}
        style={view.style}
        href={view.link.href}
        target={view.link.target}
        rel={view.link.rel}
        data-vt-anchor={view.link.anchor}
      >
        {view.text}
      </a>
    ) : (
      <button
        type="button"
        className={`vt-btn vt-bs-${view.size}`}
        style={view.style}
        data-vt-action={safeToken(node.id) || 'button'}
      >
        {view.text}
      </button>
    )
  return (
    <div key={key} id={blockId(node)} className={`vt-btn-wrap vt-a-${view.align}`}>
      {inner}
    </div>
  )
}

const layout: NodeRenderer = (node, context, key) => {
  const cells = node.nodes
  return (
    <div key={key} id={blockId(node)} className="vt-layout" dir={containerDir(node, context)}>
      {cells.map((cell, i) => (
        <div
          key={i}
          id={blockId(cell)}
          className="vt-layout-cell"
          style={{ gridColumn: `span ${layoutCellSpan(cell.layoutCellData, cells.length)}` }}
        >
          {context.renderNodes(cell.nodes, context)}
        </div>
      ))}
    </div>
  )
}

/** The built-in HTML embed: a sandboxed frame that never gets both scripts and the page's origin. */
const html: NodeRenderer = (node, _context, key) => {
  const view = htmlView(node.htmlData)
  if (view.srcDoc === undefined && !view.src) return null
  return (
    <div key={key} id={blockId(node)} className="vt-html">
      <iframe
        title="HTML embed"
        sandbox={view.sandbox}
        srcDoc={view.srcDoc}
        src={view.srcDoc === undefined ? view.src : undefined}
        width={view.width}
        height={view.height}
        loading="lazy"
      />
    </div>
  )
}

/**
 * An EXTERNAL node: host-defined `externalData` the viewer cannot interpret. Its child nodes are shown
 * in a `vt-external-block` wrapper; a host that knows the data registers its own EXTERNAL renderer.
 */
const external: NodeRenderer = (node, context, key) => (
  <div key={key} id={blockId(node)} className="vt-external-block" dir={containerDir(node, context)}>
    {context.renderNodes(node.nodes, context)}
  </div>
)

const collapsible: NodeRenderer = (node: RichNode, context: RenderContext, key) => (
  <Collapsible key={key} node={node} context={context} />
)

/** Renderers of the built-in block nodes, keyed by node type (plugins may replace any of them). */
export const builtinRenderers: Readonly<Record<string, NodeRenderer>> = {
  DIVIDER: divider,
  BUTTON: button,
  LAYOUT: layout,
  ...mediaRenderers,
  HTML: html,
  TABLE: renderTable,
  COLLAPSIBLE_LIST: collapsible,
  EXTERNAL: external,
  ...cardRenderers,
}
