import { useState, type MouseEvent } from 'react'
import { collapsibleView, initialExpandedItems, toggleExpanded, type RichNode } from '../../core/document'
import type { RenderContext } from './RenderContext'
import { blockId } from './renderNodes'

/** Props of {@link Collapsible}. */
export interface CollapsibleProps {
  node: RichNode
  context: RenderContext
}

/**
 * A COLLAPSIBLE_LIST: each item's title sits beside a `<button aria-expanded aria-controls>` (keyboard
 * accessible); a collapsed item shows only its title. Initial state follows initialExpandedItems; with
 * expandOnlyOne, opening one item closes the others.
 */
export function Collapsible({ node, context }: CollapsibleProps) {
  const view = collapsibleView(node.collapsibleListData)
  // A direction the document sets holds for everything inside; otherwise each block follows its text.
  const inner: RenderContext = view.direction ? { ...context, contentDir: view.direction } : context
  const items = node.nodes.filter((item) => item.type === 'COLLAPSIBLE_ITEM')
  const [expanded, setExpanded] = useState(() => initialExpandedItems(view, items.length))
  // Node ids are unique (normalizeDocument); escaping keeps them unique and free of spaces (aria-controls).
  const base = `${context.idPrefix}c-${node.id.replace(/[^a-zA-Z0-9-]/g, (c) => `_${c.codePointAt(0)!.toString(16)}_`)}`
  return (
    <div id={blockId(node)} className="vt-coll" dir={view.direction}>
      {items.map((item, i) => {
        const title = item.nodes.find((n) => n.type === 'COLLAPSIBLE_ITEM_TITLE')
        const body = item.nodes.find((n) => n.type === 'COLLAPSIBLE_ITEM_BODY')
        const open = expanded[i] ?? false
        const bodyId = `${base}-b${i}`
        const titleId = `${base}-t${i}`
        const toggle = (event: MouseEvent) => {
          if ((event.target as Element).closest?.('a')) return
          setExpanded((current) => toggleExpanded(current, i, view.expandOnlyOne))
          context.report({ pluginId: 'COLLAPSIBLE_LIST', actionName: open ? 'collapse' : 'expand', value: item.id })
        }
        return (
          <div key={i} id={blockId(item)} className="vt-coll-item">
            <div className="vt-coll-head" onClick={toggle}>
              <button
                type="button"
                className="vt-coll-btn"
                dir={context.direction}
                aria-expanded={open}
                aria-controls={bodyId}
                aria-labelledby={titleId}
                title={context.t(open ? 'collapsibleCollapse' : 'collapsibleExpand')}
              />
              <div id={titleId}>{title ? inner.renderNodes(title.nodes, inner) : null}</div>
            </div>
            <div id={bodyId} className="vt-coll-body" role="region" aria-labelledby={titleId} hidden={!open}>
              {open && body ? inner.renderNodes(body.nodes, inner) : null}
            </div>
          </div>
        )
      })}
    </div>
  )
}
