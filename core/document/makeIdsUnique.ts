import type { RichNode } from './nodeTypes'

/**
 * Makes the ids of block nodes unique across a document, in document order: the first node keeps its
 * id (so `#viewer-<id>` anchors resolve to it) and each later one gets the first free `<id>-2`,
 * `<id>-3`... that no node of the document uses. Documents composed from parts repeat ids; the
 * viewer renders ids as element ids, which must be unique. TEXT nodes render no id and are skipped.
 * Deterministic (the same document always gets the same ids, so server and browser agree), iterative,
 * and mutates `nodes` in place (call it on freshly normalised nodes). Returns how many ids changed.
 */
export function makeIdsUnique(nodes: RichNode[]): number {
  const taken = new Set<string>()
  forEachBlock(nodes, (node) => void taken.add(node.id))
  const used = new Set<string>()
  let renamed = 0
  forEachBlock(nodes, (node) => {
    if (!used.has(node.id)) {
      used.add(node.id)
      return
    }
    let n = 2
    while (taken.has(`${node.id}-${n}`) || used.has(`${node.id}-${n}`)) n++
    node.id = `${node.id}-${n}`
    used.add(node.id)
    renamed++
  })
  return renamed
}

/** Calls `visit` on every non-TEXT node with an id, in document (pre-)order. */
function forEachBlock(nodes: readonly RichNode[], visit: (node: RichNode) => void): void {
  const stack: { list: readonly RichNode[]; index: number }[] = [{ list: nodes, index: 0 }]
  while (stack.length) {
    const top = stack[stack.length - 1]
    if (top.index >= top.list.length) {
      stack.pop()
      continue
    }
    const node = top.list[top.index++]
    if (node.id !== '' && node.type !== 'TEXT') visit(node)
    if (node.nodes.length) stack.push({ list: node.nodes, index: 0 })
  }
}
