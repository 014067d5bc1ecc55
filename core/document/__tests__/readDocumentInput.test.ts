import { describe, expect, it } from 'vitest'
import { readDocumentInput } from '../readDocumentInput'
import { DocumentError, documentError } from '../documentError'

const doc = { nodes: [{ type: 'PARAGRAPH', id: 'p', nodes: [{ type: 'TEXT', textData: { text: 'Hi' } }] }] }

describe('readDocumentInput: what the viewer renders from its content prop', () => {
  it('uses a document as it is, an empty one included', () => {
    expect(readDocumentInput(doc)).toEqual({ value: doc })
    expect(readDocumentInput({ nodes: [] })).toEqual({ value: { nodes: [] } })
  })

  it('parses the JSON text of a document', () => {
    expect(readDocumentInput(JSON.stringify(doc))).toEqual({ value: doc })
    expect(readDocumentInput(`  \n${JSON.stringify(doc, null, 2)}\n`)).toEqual({ value: doc })
  })

  it.each([
    [
      null,
      'DOCUMENT_MISSING',
      'Vitrine viewer: content is null: a rich-content document is an object with a nodes array ({ nodes: [...] })',
    ],
    [
      undefined,
      'DOCUMENT_MISSING',
      'Vitrine viewer: content is undefined: a rich-content document is an object with a nodes array ({ nodes: [...] })',
    ],
    [
      '<p>Hello</p>',
      'DOCUMENT_NOT_JSON',
      'Vitrine viewer: content is an HTML string, not a document: a rich-content document is an object with a nodes array ({ nodes: [...] }), or its JSON text',
    ],
    [
      'Hello',
      'DOCUMENT_NOT_JSON',
      'Vitrine viewer: content is a string that is not JSON, not a document: a rich-content document is an object with a nodes array ({ nodes: [...] }), or its JSON text',
    ],
    [
      '{"nodes": [',
      'DOCUMENT_NOT_JSON',
      'Vitrine viewer: content is a string that is not JSON, not a document: a rich-content document is an object with a nodes array ({ nodes: [...] }), or its JSON text',
    ],
    [
      { document: doc },
      'DOCUMENT_WRAPPED',
      'Vitrine viewer: content holds a document under "document": pass content.document (a rich-content document is an object with a nodes array ({ nodes: [...] }))',
    ],
    [
      { richContent: JSON.stringify(doc) },
      'DOCUMENT_WRAPPED',
      'Vitrine viewer: content holds a document under "richContent": pass content.richContent (a rich-content document is an object with a nodes array ({ nodes: [...] }))',
    ],
    [
      { blocks: [{ key: 'a', text: 'Hi', type: 'unstyled' }], entityMap: {} },
      'DOCUMENT_DRAFT_JS',
      "Vitrine viewer: content is Draft.js raw content ({ blocks, entityMap }), not a rich-content document: convert it first (ricos-content's fromDraft)",
    ],
    [
      {},
      'DOCUMENT_WITHOUT_NODES',
      'Vitrine viewer: content is not a document: it is an empty object; a rich-content document is an object with a nodes array ({ nodes: [...] })',
    ],
    [
      { title: 'Post', body: 'x' },
      'DOCUMENT_WITHOUT_NODES',
      'Vitrine viewer: content is not a document: it has no nodes array (its keys: title, body); a rich-content document is an object with a nodes array ({ nodes: [...] })',
    ],
    [
      { nodes: null },
      'DOCUMENT_WITHOUT_NODES',
      'Vitrine viewer: content is not a document: its nodes is null, not an array; a rich-content document is an object with a nodes array ({ nodes: [...] })',
    ],
    [
      { nodes: 'PARAGRAPH' },
      'DOCUMENT_WITHOUT_NODES',
      'Vitrine viewer: content is not a document: its nodes is a string, not an array; a rich-content document is an object with a nodes array ({ nodes: [...] })',
    ],
    [
      [doc],
      'DOCUMENT_WITHOUT_NODES',
      'Vitrine viewer: content is an array: a rich-content document is an object with a nodes array ({ nodes: [...] })',
    ],
    [
      42,
      'DOCUMENT_WITHOUT_NODES',
      'Vitrine viewer: content is a number: a rich-content document is an object with a nodes array ({ nodes: [...] })',
    ],
    [
      JSON.stringify({ document: doc }),
      'DOCUMENT_WRAPPED',
      'Vitrine viewer: content is a JSON string, and its value holds a document under "document": pass content.document (a rich-content document is an object with a nodes array ({ nodes: [...] }))',
    ],
    [
      JSON.stringify([1]),
      'DOCUMENT_WITHOUT_NODES',
      'Vitrine viewer: content is a JSON string, and its value is an array: a rich-content document is an object with a nodes array ({ nodes: [...] })',
    ],
  ])('reports %j as %s, saying what to pass', (content, code, message) => {
    const { problem } = readDocumentInput(content)
    const error = problem && documentError(problem)
    expect(error).toBeInstanceOf(DocumentError)
    expect({ name: error?.name, code: error?.code, message: error?.message }).toEqual({
      name: 'DocumentError',
      code,
      message,
    })
  })
})
