import { PLUGIN_NODE_TYPES, type RichContent, type RichNode } from './nodeTypes'
import { at } from './read'

/** Counts reported with the viewer-loaded event. */
export interface DocumentStats {
  /** Nodes per plugin type (image, table, button ...). */
  plugins: Record<string, number>
  pluginsCount: number
  /** Link decorations and link buttons. */
  linksCount: number
  nodesCount: number
}

/** Counts plugins and links of a normalised document (iterative, depth-safe). */
export function documentStats(content: RichContent): DocumentStats {
  const stats: DocumentStats = { plugins: {}, pluginsCount: 0, linksCount: 0, nodesCount: 0 }
  const stack: RichNode[] = [...content.nodes]
  while (stack.length) {
    const node = stack.pop()!
    stats.nodesCount++
    if (PLUGIN_NODE_TYPES.has(node.type)) {
      stats.plugins[node.type] = (stats.plugins[node.type] ?? 0) + 1
      stats.pluginsCount++
    }
    if (node.type === 'BUTTON' && at(node.buttonData, 'type') === 'LINK') stats.linksCount++
    if (node.textData) for (const d of node.textData.decorations) if (d.type === 'LINK') stats.linksCount++
    for (const child of node.nodes) stack.push(child)
  }
  return stats
}
