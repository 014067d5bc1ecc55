import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizeDocument, type RichNode } from '..'

const block = (id: string, nodes: unknown[] = []) => ({ type: 'PARAGRAPH', id, nodes })
const ids = (nodes: readonly RichNode[]): string[] =>
  nodes.flatMap((n) => [...(n.type === 'TEXT' || n.id === '' ? [] : [n.id]), ...ids(n.nodes)])

describe('normalizeDocument keeps block ids unique', () => {
  it('the first keeps its id, later ones get the first free suffix, in document order', () => {
    const doc = normalizeDocument({
      nodes: [block('a', [block('a')]), block('a-2'), block('a'), block('b'), { type: 'TEXT', id: 'a', nodes: [] }],
    })
    expect(ids(doc.nodes)).toEqual(['a', 'a-3', 'a-2', 'a-4', 'b'])
    expect(doc.nodes[4].id).toBe('a') // TEXT nodes render no id and keep theirs
  })

  it('gives the same ids to the same document every time (server and browser agree)', () => {
    const input = { nodes: [block('x'), block('x'), block('x')] }
    expect(ids(normalizeDocument(input).nodes)).toEqual(ids(normalizeDocument(input).nodes))
    expect(ids(normalizeDocument(input).nodes)).toEqual(['x', 'x-2', 'x-3'])
  })

  it('any tree of repeated ids comes out unique, keeping every first occurrence (fast-check)', () => {
    const tree = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.record({
        type: fc.constantFrom('PARAGRAPH', 'LIST_ITEM', 'TEXT'),
        id: fc.constantFrom('', 'a', 'b', 'a-2', 'a-3', 'b-2-2'),
        nodes: fc.oneof({ maxDepth: 4 }, fc.constant([]), fc.array(tie('node'), { maxLength: 3 })),
      }),
    })).node
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 6 }), (nodes) => {
        const before = rawIds(nodes)
        const after = ids(normalizeDocument({ nodes }).nodes)
        expect(new Set(after).size).toBe(after.length)
        // Every id that occurred keeps it at its first occurrence.
        before.forEach((id, i) => {
          if (before.indexOf(id) === i) expect(after[i]).toBe(id)
          else expect(after[i].startsWith(`${id}-`)).toBe(true)
        })
      }),
      { numRuns: 300 },
    )
  })
})

// The ids as written, before deduplication, in document order.
type Raw = { type: string; id: string; nodes: Raw[] }
function rawIds(nodes: unknown[]): string[] {
  return (nodes as Raw[]).flatMap((n) => [...(n.type === 'TEXT' || n.id === '' ? [] : [n.id]), ...rawIds(n.nodes)])
}
