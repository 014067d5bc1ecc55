import type { CSSProperties, ReactNode } from 'react'
import { anchorId, blockStyle, headingLevel, listView, type BlockStyle, type RichNode } from '../../core/document'
import { ownValue } from '../../core/shared/ownValue'
import { PluginBlock } from './PluginBlock'
import { containerDir, contentDir, type RenderContext } from './RenderContext'
import { renderText } from './renderText'
import { withUploadError } from './cards/withUploadError'

/** Renders sibling nodes; each node is guarded, so one failing node disappears alone. */
export function renderNodes(nodes: readonly RichNode[], context: RenderContext, listLevel = 0): ReactNode[] {
  const out: ReactNode[] = new Array(nodes.length)
  for (let i = 0; i < nodes.length; i++) out[i] = renderNode(nodes[i], context, i, listLevel)
  return out
}

/** Renders one node with its per-node guard (error boundaries do not run on the server). */
export function renderNode(node: RichNode, context: RenderContext, key: number, listLevel = 0): ReactNode {
  try {
    return withUploadError(node, renderUnguarded(node, context, key, listLevel), context, key)
  } catch (error) {
    context.logger.error(
      `Vitrine viewer: the ${String(node.type)} block "${node.id}" failed to render and is hidden`,
      error,
    )
    return null
  }
}

/** Block id: `viewer-<id>`, the target of anchors. */
export function blockId(node: RichNode): string | undefined {
  return node.id ? anchorId(node.id) : undefined
}

/** Class and style of a text block from its alignment, line height and indentation. */
export function blockProps(style: BlockStyle, base: string): { className?: string; style?: CSSProperties } {
  const className = style.indentation
    ? base
      ? `${base} vt-i${style.indentation}`
      : `vt-i${style.indentation}`
    : base || undefined
  if (!style.textAlign && !style.lineHeight) return { className }
  const css: CSSProperties = {}
  if (style.textAlign) css.textAlign = style.textAlign as CSSProperties['textAlign']
  if (style.lineHeight) css.lineHeight = style.lineHeight
  return { className, style: css }
}

function renderUnguarded(node: RichNode, context: RenderContext, key: number, listLevel: number): ReactNode {
  const custom = ownValue(context.renderers, node.type)
  if (custom) return custom(node, context, key)
  const component = ownValue(context.components, node.type)
  if (component) return <PluginBlock key={key} component={component} node={node} context={context} />
  const children = node.nodes
  switch (node.type) {
    case 'TEXT':
      return renderText(node, context, key)
    case 'PARAGRAPH': {
      const data = node.paragraphData
      const props = data && (data.textStyle || data.indentation) ? blockProps(blockStyle(data), '') : NO_PROPS
      return (
        <p key={key} id={blockId(node)} dir={contentDir(context)} {...props}>
          {children.length ? renderNodes(children, context) : null}
        </p>
      )
    }
    case 'HEADING': {
      const level = headingLevel(node.headingData)
      const Tag = HEADINGS[level - 1]
      const data = node.headingData
      const props = data && (data.textStyle || data.indentation) ? blockProps(blockStyle(data), '') : NO_PROPS
      return (
        <Tag key={key} id={blockId(node)} dir={contentDir(context)} {...props}>
          {renderNodes(children, context)}
        </Tag>
      )
    }
    case 'BULLETED_LIST':
    case 'ORDERED_LIST': {
      const ordered = node.type === 'ORDERED_LIST'
      const view = listView(ordered, ordered ? node.orderedListData : node.bulletedListData, listLevel)
      const className = view.level >= 4 ? 'vt-list vt-deep' : 'vt-list'
      const style = { listStyleType: view.marker }
      const items = renderNodes(children, context, listLevel + 1)
      return ordered ? (
        <ol
          key={key}
          id={blockId(node)}
          dir={containerDir(node, context)}
          className={className}
          style={style}
          start={view.start}
        >
          {items}
        </ol>
      ) : (
        <ul key={key} id={blockId(node)} dir={containerDir(node, context)} className={className} style={style}>
          {items}
        </ul>
      )
    }
    case 'LIST_ITEM':
      return (
        <li key={key} id={blockId(node)}>
          {renderNodes(children, context, listLevel)}
        </li>
      )
    case 'BLOCKQUOTE':
      return (
        <blockquote
          key={key}
          id={blockId(node)}
          dir={containerDir(node, context)}
          {...blockProps(blockStyle(node.blockquoteData), 'vt-quote')}
        >
          {renderNodes(children, context)}
        </blockquote>
      )
    case 'CODE_BLOCK':
      return (
        <pre key={key} id={blockId(node)} dir="ltr" {...blockProps(blockStyle(node.codeBlockData), 'vt-code')}>
          <code>{renderNodes(children, context)}</code>
        </pre>
      )
    case 'CAPTION':
      return (
        <div
          key={key}
          id={blockId(node)}
          dir={contentDir(context)}
          {...blockProps(blockStyle(node.captionData), 'vt-caption')}
        >
          {renderNodes(children, context)}
        </div>
      )
    case 'TABLE_ROW':
    case 'TABLE_CELL':
    case 'COLLAPSIBLE_ITEM':
    case 'COLLAPSIBLE_ITEM_TITLE':
    case 'COLLAPSIBLE_ITEM_BODY':
    case 'LAYOUT_CELL':
      // Structural nodes out of their parent: keep their content visible.
      return (
        <div key={key} id={blockId(node)}>
          {renderNodes(children, context)}
        </div>
      )
    default:
      if (!context.missing.has(node.type)) {
        context.missing.add(node.type)
        context.logger.error(
          `Vitrine viewer: no renderer for node type "${String(node.type).slice(0, 60)}"; it is not shown`,
        )
      }
      return null
  }
}

const NO_PROPS = {}
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
