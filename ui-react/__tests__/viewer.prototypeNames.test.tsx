import fc from 'fast-check'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichContentViewer, type ViewerPlugin } from '../../entries/react'
import { elements, parseMarkup, quietViewerLogs, textOf } from './viewerMarkup'

quietViewerLogs()

/** Every member name of Object.prototype: a lookup in a plain object finds each of them. */
const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype)
const protoName = fc.constantFrom(...PROTO_NAMES)
const word = fc.stringMatching(/^[A-Za-z]{3,12}$/)

const text = (value: string, decorationTypes: string[], target: string) => ({
  type: 'TEXT',
  id: '',
  nodes: [],
  textData: {
    text: value,
    decorations: [
      ...decorationTypes.map((type) => ({ type })),
      { type: 'LINK', linkData: { link: { url: 'https://example.com/', target } } },
    ],
  },
})

/**
 * A document of paragraphs and headings whose TEXT nodes carry Object.prototype names as decoration
 * types, alignment and link target, with sibling nodes typed by those names; the ids repeat the names too.
 */
const hostileDocument = fc
  .array(
    fc.tuple(
      fc.constantFrom('PARAGRAPH', 'HEADING'),
      word,
      fc.array(protoName, { maxLength: 3 }),
      protoName,
      protoName,
      fc.array(protoName, { maxLength: 2 }),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((blocks) => ({
    texts: blocks.map(([, value]) => value),
    content: {
      nodes: blocks.flatMap(([type, value, decorations, align, id, strays]) => [
        {
          type,
          id,
          nodes: [text(value, decorations, align)],
          paragraphData: { textStyle: { textAlignment: align } },
          headingData: { level: 2, textStyle: { textAlignment: align } },
        },
        ...strays.map((stray) => ({ type: stray, id: stray, nodes: [text('STRAY-CONTENT', [], stray)] })),
      ]),
    },
  }))

describe('RichContentViewer with Object.prototype names as node and decoration types (fast-check)', () => {
  it('shows every paragraph and heading text as a link, never throws and reports no error', () => {
    fc.assert(
      fc.property(hostileDocument, protoName, (doc, locale) => {
        const errors: unknown[] = []
        const html = renderToString(
          <RichContentViewer content={doc.content} locale={locale} onError={(error) => errors.push(error)} />,
        )
        expect(errors).toEqual([])
        const links = elements(parseMarkup(html)).filter((el) => el.tagName === 'a')
        expect(links.map(textOf)).toEqual(doc.texts)
        for (const link of links) {
          expect(link.attrs).toContainEqual({ name: 'href', value: 'https://example.com/' })
          expect(link.attrs?.find((a) => a.name === 'target')?.value).toBe('_blank')
        }
        // Nodes typed by those names have no renderer: their content is not shown.
        expect(textOf(parseMarkup(html))).not.toContain('STRAY-CONTENT')
      }),
      { numRuns: 200 },
    )
  })

  it.each(PROTO_NAMES)('a plugin registered for "%s" renders the nodes of that type and only those', (name) => {
    const plugin: ViewerPlugin = { type: name, render: (node, _context, key) => <b key={key}>plugin {node.id}</b> }
    const content = {
      nodes: [
        { type: name, id: 'one', nodes: [] },
        { type: 'PARAGRAPH', id: 'p', nodes: [text('after', [name], 'SELF')] },
      ],
    }
    const html = renderToString(<RichContentViewer content={content} plugins={[plugin]} />)
    const tree = parseMarkup(html)
    expect(
      elements(tree)
        .filter((el) => el.tagName === 'b')
        .map(textOf),
    ).toEqual(['plugin one'])
    expect(textOf(tree)).toContain('after')
    // Registering it polluted nothing: Object.prototype keeps exactly its own members.
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(PROTO_NAMES)
  })
})
