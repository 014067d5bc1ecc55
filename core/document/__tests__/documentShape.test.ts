import { describe, expect, it, vi } from 'vitest'
import { makeIdsUnique, MAX_DEPTH, normalizeDocument, type RichNode } from '..'

// What normalizeDocument hands the renderer: the document-level fields it keeps, the node fields it
// fills or drops, and what it reports (and stays silent about).

const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() })
const text = (value: unknown) => ({ type: 'TEXT', textData: { text: value } })

describe('document fields', () => {
  it('keeps documentStyle and metadata objects, even without nodes', () => {
    expect(
      normalizeDocument({ documentStyle: { paragraph: { lineHeight: '2' } }, metadata: { version: 1, id: 'd1' } }),
    ).toEqual({ nodes: [], documentStyle: { paragraph: { lineHeight: '2' } }, metadata: { version: 1, id: 'd1' } })
  })

  it('drops documentStyle and metadata that are not objects', () => {
    const doc = normalizeDocument({ nodes: [], documentStyle: 'big', metadata: [1] })
    expect(Object.keys(doc)).toEqual(['nodes'])
  })

  it('reads anything that is not an object as an empty document, without an error', () => {
    const log = logger()
    for (const input of [42, 'x', null]) expect(normalizeDocument(input, { logger: log })).toEqual({ nodes: [] })
    expect(log.error).not.toHaveBeenCalled()
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('a document whose reading throws is empty, with or without a logger', () => {
    const evil = {
      get nodes(): unknown[] {
        throw new Error('nope')
      },
    }
    expect(normalizeDocument(evil)).toEqual({ nodes: [] })
    const log = logger()
    normalizeDocument(evil, { logger: log })
    expect(log.error).toHaveBeenCalledWith('Vitrine viewer: the document could not be read', expect.any(Error))
  })
})

describe('node fields', () => {
  it('a node without a type is UNKNOWN; a TEXT without text (or with an object) reads as empty text', () => {
    const doc = normalizeDocument({ nodes: [{ id: 'a' }, text(undefined), text({ s: 1 }), text(true)] })
    expect(doc.nodes.map((n) => n.type)).toEqual(['UNKNOWN', 'TEXT', 'TEXT', 'TEXT'])
    expect(doc.nodes.slice(1).map((n) => n.textData?.text)).toEqual(['', '', ''])
  })

  it('keeps only object fields named <something>Data; textData only on TEXT nodes', () => {
    const [node] = normalizeDocument({
      nodes: [
        {
          type: 'PARAGRAPH',
          Data: { a: 1 },
          extra: { b: 2 },
          textData: { text: 'not here' },
          paragraphData: { indentation: 1 },
        },
      ],
    }).nodes
    expect(node).toEqual({ id: '', type: 'PARAGRAPH', nodes: [], paragraphData: { indentation: 1 } })
  })
})

describe('deep documents', () => {
  function deepQuote(levels: number, bottom: unknown[]): unknown {
    let deep: unknown = { type: 'PARAGRAPH', nodes: bottom }
    for (let i = 0; i < levels; i++) deep = { type: 'BLOCKQUOTE', nodes: [deep] }
    return deep
  }

  it('flattens without a logger, keeping the words and skipping non-nodes', () => {
    const doc = normalizeDocument({ nodes: [deepQuote(12, [null, text('deep'), 5, text('words')])] }, { maxDepth: 5 })
    let node: RichNode = doc.nodes[0]
    for (let level = 1; level < 5; level++) node = node.nodes[0]
    expect(node.nodes.map((n) => n.textData?.text)).toEqual(['deep', 'words'])
  })

  it('says once which depth it flattened to', () => {
    const log = logger()
    normalizeDocument({ nodes: [deepQuote(12, [text('x')])] }, { maxDepth: 5, logger: log })
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(
      'Vitrine viewer: content nested deeper than 5 levels was flattened into its level-5 ancestor (text kept)',
    )
    expect(MAX_DEPTH).toBe(100)
  })

  it('a document within the depth cap is left as it is, silently', () => {
    const log = logger()
    const doc = normalizeDocument({ nodes: [deepQuote(3, [text('x')])] }, { maxDepth: 5, logger: log })
    expect(doc.nodes[0].nodes[0].nodes[0].nodes[0].nodes[0].textData?.text).toBe('x')
    expect(log.warn).not.toHaveBeenCalled()
    expect(log.error).not.toHaveBeenCalled()
  })
})

describe('makeIdsUnique', () => {
  it('returns how many ids it changed', () => {
    const nodes = normalizeDocument({ nodes: [] }).nodes
    nodes.push(
      { id: 'a', type: 'PARAGRAPH', nodes: [] },
      { id: 'a', type: 'PARAGRAPH', nodes: [] },
      { id: 'a', type: 'PARAGRAPH', nodes: [] },
      { id: 'b', type: 'PARAGRAPH', nodes: [] },
    )
    expect(makeIdsUnique(nodes)).toBe(2)
    expect(nodes.map((n) => n.id)).toEqual(['a', 'a-2', 'a-3', 'b'])
    expect(makeIdsUnique(nodes)).toBe(0)
  })
})
