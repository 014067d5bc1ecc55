import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { documentStats, MAX_DEPTH, normalizeDocument, type RichNode } from '..'

const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() })

function depth(nodes: RichNode[]): number {
  let max = 0
  const stack = nodes.map((n): [RichNode, number] => [n, 1])
  while (stack.length) {
    const [node, d] = stack.pop()!
    max = Math.max(max, d)
    for (const child of node.nodes) stack.push([child, d + 1])
  }
  return max
}

describe('normalizeDocument', () => {
  it.each([null, undefined, 42, 'text', [], {}, { nodes: 'no' }, { nodes: {} }])(
    'gives an empty document for %j',
    (input) => {
      expect(normalizeDocument(input)).toEqual({ nodes: [] })
    },
  )

  it('fills id and nodes, keeps unknown types and drops non-object nodes', () => {
    const doc = normalizeDocument({
      nodes: [
        null,
        3,
        { type: 'MYSTERY' },
        { type: 'PARAGRAPH', id: 7, nodes: [{ type: 'TEXT', textData: { text: 12 } }] },
      ],
    })
    expect(doc.nodes).toHaveLength(2)
    expect(doc.nodes[0]).toEqual({ id: '', type: 'MYSTERY', nodes: [] })
    expect(doc.nodes[1].id).toBe('7')
    expect(doc.nodes[1].nodes[0].textData).toEqual({ text: '12', decorations: [] })
  })

  it('keeps plain-object data and drops data of the wrong type', () => {
    const doc = normalizeDocument({
      nodes: [{ type: 'HEADING', headingData: { level: 3 }, paragraphData: 'x', tableData: [] }],
    })
    expect(doc.nodes[0].headingData).toEqual({ level: 3 })
    expect(doc.nodes[0].paragraphData).toBeUndefined()
    expect(doc.nodes[0].tableData).toBeUndefined()
  })

  it('drops decorations without a string type', () => {
    const doc = normalizeDocument({
      nodes: [{ type: 'TEXT', textData: { text: 'a', decorations: [{ type: 'BOLD' }, null, { type: 3 }, 'ITALIC'] } }],
    })
    expect(doc.nodes[0].textData?.decorations).toEqual([{ type: 'BOLD' }])
  })

  it('flattens nesting beyond 100 levels without overflowing the stack, keeping the words, and says so', () => {
    let deep: unknown = { type: 'TEXT', textData: { text: 'bottom' } }
    for (let i = 0; i < 20_000; i++)
      deep = { type: 'BLOCKQUOTE', nodes: [{ type: 'TEXT', textData: { text: `t${i}` } }, deep] }
    const log = logger()
    const doc = normalizeDocument({ nodes: [deep] }, { logger: log })
    expect(depth(doc.nodes)).toBe(MAX_DEPTH + 1)
    let node = doc.nodes[0]
    for (let level = 1; level < MAX_DEPTH; level++) node = node.nodes[1]
    const words = node.nodes.map((n) => n.textData?.text)
    expect(words[0]).toBe('t19900')
    expect(words.at(-1)).toBe('bottom')
    expect(words).toHaveLength(19902)
    expect(log.warn).toHaveBeenCalledOnce()
  }, 60_000)

  it('survives a cyclic object graph', () => {
    const node: Record<string, unknown> = { type: 'PARAGRAPH' }
    node.nodes = [node, node]
    const log = logger()
    const doc = normalizeDocument({ nodes: [node] }, { maxDepth: 12, logger: log })
    expect(depth(doc.nodes)).toBe(12)
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('more than 500000 nodes'))
    // 500,000 nodes: about 0.1 s normally, several seconds under Stryker's per-test coverage counters.
  }, 60_000)

  it('survives getters that throw', () => {
    const evil = {
      get nodes(): unknown[] {
        throw new Error('nope')
      },
    }
    const log = logger()
    expect(normalizeDocument(evil, { logger: log })).toEqual({ nodes: [] })
    expect(log.error).toHaveBeenCalled()
  })

  it('keeps a megabyte of text intact', () => {
    const text = 'x'.repeat(1 << 20)
    expect(normalizeDocument({ nodes: [{ type: 'TEXT', textData: { text } }] }).nodes[0].textData?.text).toHaveLength(
      1 << 20,
    )
  })

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true, maxDepth: 6 }), (input) => {
        normalizeDocument(input)
        normalizeDocument({ nodes: [input, { type: 'PARAGRAPH', nodes: [input] }] })
      }),
      { numRuns: 500 },
    )
  })

  it('counts plugins and links for the viewer-loaded report', () => {
    const doc = normalizeDocument({
      nodes: [
        { type: 'IMAGE', imageData: {} },
        { type: 'BUTTON', buttonData: { type: 'LINK', link: { url: '/x' } } },
        {
          type: 'PARAGRAPH',
          nodes: [
            {
              type: 'TEXT',
              textData: { text: 'a', decorations: [{ type: 'LINK', linkData: { link: { url: '/y' } } }] },
            },
          ],
        },
      ],
    })
    expect(documentStats(doc)).toMatchObject({
      pluginsCount: 2,
      linksCount: 2,
      plugins: { IMAGE: 1, BUTTON: 1 },
      nodesCount: 4,
    })
  })
})
