import type { CSSProperties } from 'react'
import { anchorId, type MediaContainer, type RichNode } from '../../../core/document'

/** The outer element's id, class and style of a media block: `id="viewer-<node id>"`, size, alignment, wrap. */
export function mediaBlockProps(
  node: RichNode,
  container: MediaContainer,
  kind: string,
): { id?: string; className: string; style?: CSSProperties } {
  let className = `vt-media ${kind} vt-m-${container.size} vt-m-${container.align}`
  if (container.textWrap) className += ' vt-m-wrap'
  if (container.size === 'content' || container.size === 'full_width' || container.size === 'small')
    className += ' vt-m-fill'
  if (container.size === 'custom') className += ' vt-m-fill'
  return {
    id: node.id ? anchorId(node.id) : undefined,
    className,
    style: container.width ? { width: container.width, maxWidth: '100%' } : undefined,
  }
}
