import type { Logger } from '../../ports/logger'
import type { Decoration } from './decorations'
import type { DocumentStyle } from './documentStyle'
import type { RichContent, RichNode } from './nodeTypes'
import { obj, str } from './read'

/** Options of {@link normalizeDocument}. */
export interface NormalizeOptions {
  /** Where problems are reported (dropped nodes, depth cap). */
  logger?: Logger
  /** Nodes nested deeper than this are dropped. Default 100. */
  maxDepth?: number
}

/** Default nesting cap: deeper nodes are dropped, which keeps every later traversal shallow. */
export const MAX_DEPTH = 100

/** Node budget: guards against shared or cyclic object graphs that would otherwise expand exponentially. */
export const MAX_NODES = 500_000

const EMPTY: RichContent = { nodes: [] }

/**
 * Turns any value into a well-formed {@link RichContent}. Never throws: wrong types become defaults,
 * non-object nodes are dropped, unknown node types are kept (the renderer decides), text becomes a string,
 * decorations without a string type are dropped, and nesting beyond `maxDepth` is cut. Iterative, so a
 * 10,000-level document cannot overflow the stack.
 */
export function normalizeDocument(input: unknown, options: NormalizeOptions = {}): RichContent {
  try {
    return normalize(input, options)
  } catch (error) {
    options.logger?.error('Vitrine viewer: the document could not be read', error)
    return EMPTY
  }
}

interface Frame { source: unknown[]; target: RichNode[]; depth: number }

function normalize(input: unknown, options: NormalizeOptions): RichContent {
  const root = obj(input)
  if (!root) return EMPTY
  const maxDepth = options.maxDepth ?? MAX_DEPTH
  const nodes: RichNode[] = []
  const stack: Frame[] = []
  if (Array.isArray(root.nodes)) stack.push({ source: root.nodes, target: nodes, depth: 1 })
  let cut = false
  let budget = MAX_NODES
  while (stack.length) {
    const frame = stack.pop()!
    if (frame.depth > maxDepth) {
      cut = true
      continue
    }
    for (const raw of frame.source) {
      const node = normalizeNode(raw)
      if (!node) continue
      if (--budget < 0) {
        cut = true
        break
      }
      frame.target.push(node)
      const children = (raw as { nodes?: unknown }).nodes
      if (Array.isArray(children) && children.length) stack.push({ source: children, target: node.nodes, depth: frame.depth + 1 })
    }
  }
  if (cut) options.logger?.warn(`Vitrine viewer: nodes nested deeper than ${maxDepth} levels or beyond ${MAX_NODES} nodes were dropped`)
  const result: RichContent = { nodes }
  const style = obj(root.documentStyle)
  if (style) result.documentStyle = style as DocumentStyle
  const metadata = obj(root.metadata)
  if (metadata) result.metadata = metadata as RichContent['metadata']
  return result
}

function normalizeNode(raw: unknown): RichNode | undefined {
  const source = obj(raw)
  if (!source) return undefined
  const type = str(source.type) ?? 'UNKNOWN'
  const id = typeof source.id === 'string' ? source.id : typeof source.id === 'number' ? String(source.id) : ''
  const node: RichNode = { id, type, nodes: [] }
  for (const key in source) {
    if (key.length > 4 && key.endsWith('Data') && key !== 'textData') {
      const data = obj(source[key])
      if (data) node[key] = data
    }
  }
  if (type === 'TEXT') node.textData = normalizeText(source.textData)
  return node
}

function normalizeText(raw: unknown): { text: string; decorations: Decoration[] } {
  const data = obj(raw)
  const text = data ? data.text : undefined
  const decorations: Decoration[] = []
  if (data && Array.isArray(data.decorations)) {
    for (const d of data.decorations) {
      const decoration = obj(d)
      if (decoration && typeof decoration.type === 'string') decorations.push(decoration as unknown as Decoration)
    }
  }
  return { text: typeof text === 'string' ? text : typeof text === 'number' ? String(text) : '', decorations }
}
