// The demo article: a Ricos "nodes" document made of our own introduction and the public examples
// of ricos-schema 10.102.0 (ISC, see fixtures/documents/ricos/ATTRIBUTION.md), one section a feature.
import anchor from '../fixtures/documents/ricos/schema-examples/anchor.json'
import blockquote from '../fixtures/documents/ricos/schema-examples/blockquote.json'
import bulletedList from '../fixtures/documents/ricos/schema-examples/bulletedList.json'
import buttonLink from '../fixtures/documents/ricos/schema-examples/button-link.json'
import codeBlock from '../fixtures/documents/ricos/schema-examples/code-block-multi-line.json'
import collapsibleList from '../fixtures/documents/ricos/schema-examples/collapsible-list.json'
import color from '../fixtures/documents/ricos/schema-examples/color.json'
import decorations from '../fixtures/documents/ricos/schema-examples/decorations.json'
import divider from '../fixtures/documents/ricos/schema-examples/divider.json'
import fontSize from '../fixtures/documents/ricos/schema-examples/font-size.json'
import link from '../fixtures/documents/ricos/schema-examples/link.json'
import mention from '../fixtures/documents/ricos/schema-examples/mention.json'
import orderedList from '../fixtures/documents/ricos/schema-examples/orderedList.json'
import spoiler from '../fixtures/documents/ricos/schema-examples/spoiler.json'
import table from '../fixtures/documents/ricos/schema-examples/table.json'

type Doc = { nodes?: unknown[] }
const text = (value: string, decorations: unknown[] = []) => ({
  type: 'TEXT',
  id: '',
  textData: { text: value, decorations },
})
const heading = (id: string, value: string, level = 3) => ({
  type: 'HEADING',
  id,
  headingData: { level },
  nodes: [text(value)],
})
const paragraph = (id: string, ...nodes: unknown[]) => ({ type: 'PARAGRAPH', id, nodes })

const sections: [string, string, Doc][] = [
  ['Text decorations', 'decorations', decorations],
  ['Colours', 'color', color],
  ['Font sizes', 'font-size', fontSize],
  ['Links', 'links', link],
  ['Anchors', 'anchors', anchor],
  ['Mentions', 'mentions', mention],
  ['Inline spoilers', 'spoilers', spoiler],
  ['Bulleted list', 'bulleted', bulletedList],
  ['Ordered list', 'ordered', orderedList],
  ['Quote', 'quote', blockquote],
  ['Code', 'code', codeBlock],
  ['Divider', 'divider', divider],
  ['Button', 'button', buttonLink],
  ['Collapsible list', 'collapsible', collapsibleList],
  ['Table', 'table', table],
]

/** The article the demo renders on the server and hydrates in the browser. */
export const article = {
  nodes: [
    { type: 'HEADING', id: 'intro', headingData: { level: 2 }, nodes: [text('The rich-content viewer')] },
    paragraph(
      'intro-p',
      text('This article was rendered to HTML on the server by '),
      text('RichContentViewer', [{ type: 'BOLD' }]),
      text(' and hydrated in your browser. Jump to the '),
      text('table', [{ type: 'ANCHOR', anchorData: { anchor: 'table' } }]),
      text(', read the '),
      text('wire format', [
        { type: 'LINK', linkData: { link: { url: 'https://dev.wix.com/docs/rest', target: 'BLANK' } } },
      ]),
      text(' docs, or tap the spoilers below.'),
    ),
    ...sections.flatMap(([title, id, doc]) => [heading(id, title), ...(doc.nodes ?? [])]),
  ],
  metadata: { version: 1, id: 'vitrine-demo-article' },
}
