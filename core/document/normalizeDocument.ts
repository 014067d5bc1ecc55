import type { Logger } from '../../ports/logger'
import type { Decoration } from './decorations'
import type { DocumentStyle } from './documentStyle'
import type { RichContent, RichNode } from './nodeTypes'
import { obj, str } from './read'
import { makeIdsUnique } from './makeIdsUnique'

/** Options of {@link normalizeDocument}. */
export interface NormalizeOptions {
  /** Where problems are reported (dropped nodes, depth cap). */
  logger?: Logger
  /** Content nested deeper than this is flattened into its ancestor at this depth. Default 100. */
  maxDepth?: number
}

/** Default nesting cap: deeper content is flattened, which keeps every later traversal shallow. */
export const MAX_DEPTH = 100

/** Node budget: guards against shared or cyclic object graphs that would otherwise expand exponentially. */
export const MAX_NODES = 500_000

const EMPTY: RichContent = { nodes: [] }

/**
 * Turns any value into a well-formed {@link RichContent}. Never throws: wrong types become defaults,
 * non-object nodes are dropped, unknown node types are kept (the renderer decides), text becomes a string,
 * decorations without a string type are dropped, and content nested beyond `maxDepth` is flattened: its
 * TEXT nodes join the ancestor at `maxDepth`, so no words are lost. Iterative, so a 10,000-level document
 * cannot overflow the stack. Repeated block ids get a stable suffix ({@link makeIdsUnique}).
 */
export function normalizeDocument(input: unknown, options: NormalizeOptions = {}): RichContent {
  try {
    return normalize(input, options)
  } catch (error) {
    options.logger?.error('Vitrine viewer: the document could not be read', error)
    return EMPTY
  }
}

interface Frame {
  source: unknown[]
  target: RichNode[]
  depth: number
}

function normalize(input: unknown, options: NormalizeOptions): RichContent {
  const root = obj(input)
  if (!root) return EMPTY
  const maxDepth = options.maxDepth ?? MAX_DEPTH
  const nodes: RichNode[] = []
  const stack: Frame[] = []
  if (Array.isArray(root.nodes)) stack.push({ source: root.nodes, target: nodes, depth: 1 })
  let flattened = false
  const budget = { left: MAX_NODES }
  while (stack.length) {
    const frame = stack.pop()!
    if (frame.depth > maxDepth) {
      flattened = true
      collectTexts(frame.source, frame.target, budget)
      continue
    }
    for (const raw of frame.source) {
      const node = normalizeNode(raw)
      if (!node) continue
      if (--budget.left < 0) break
      frame.target.push(node)
      const children = (raw as { nodes?: unknown }).nodes
      if (Array.isArray(children) && children.length)
        stack.push({ source: children, target: node.nodes, depth: frame.depth + 1 })
    }
  }
  if (flattened)
    options.logger?.warn(
      `Vitrine viewer: content nested deeper than ${maxDepth} levels was flattened into its level-${maxDepth} ancestor (text kept)`,
    )
  if (budget.left < 0)
    options.logger?.error(
      `Vitrine viewer: the document has more than ${MAX_NODES} nodes (or a cycle); the rest was dropped`,
    )
  makeIdsUnique(nodes)
  const result: RichContent = { nodes }
  const style = obj(root.documentStyle)
  if (style) result.documentStyle = style as DocumentStyle
  const metadata = obj(root.metadata)
  if (metadata) result.metadata = metadata as RichContent['metadata']
  return result
}

/** Appends, in document order, every TEXT node under `source` (iteratively): deep content keeps its words. */
function collectTexts(source: unknown[], target: RichNode[], budget: { left: number }): void {
  const stack: { list: unknown[]; index: number }[] = [{ list: source, index: 0 }]
  while (stack.length && budget.left > 0) {
    const top = stack[stack.length - 1]
    if (top.index >= top.list.length) {
      stack.pop()
      continue
    }
    const raw = top.list[top.index++]
    const node = normalizeNode(raw)
    if (!node) continue
    budget.left--
    if (node.type === 'TEXT') target.push(node)
    const children = (raw as { nodes?: unknown }).nodes
    if (Array.isArray(children) && children.length) stack.push({ list: children, index: 0 })
  }
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
