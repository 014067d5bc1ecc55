import type { RichContentInput } from '../../core/document'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { renderToString } from 'react-dom/server'
import { RichContentViewer } from '../../entries/react'
import { documentArb, textDocumentArb } from '../../fixtures/documents/arbitrary'
import { elements, markupViolations, parseMarkup, quietViewerLogs, textOf } from './viewerMarkup'

quietViewerLogs()

describe('RichContentViewer on any document (fast-check)', () => {
  it('never throws and never emits a script, base, meta refresh, on* attribute, unsafe URL or unsafe srcdoc sandbox', () => {
    fc.assert(
      fc.property(documentArb, (content) => {
        const errors: unknown[] = []
        const html = renderToString(
          <RichContentViewer content={content as RichContentInput} onError={(error) => errors.push(error)} />,
        )
        expect(markupViolations(html)).toEqual([])
        // Not a swallowed failure: onError stayed silent and the viewer's root is in the markup.
        expect(errors).toEqual([])
        expect(elements(parseMarkup(html)).find((el) => el.tagName === 'div')?.attrs).toContainEqual({
          name: 'class',
          value: 'vt-viewer',
        })
      }),
      { numRuns: 400 },
    )
  }, 120_000)

  it('renders the same markup twice for the same document (deterministic, safe to hydrate)', () => {
    fc.assert(
      fc.property(documentArb, (content) => {
        expect(renderToString(<RichContentViewer content={content as RichContentInput} />)).toBe(
          renderToString(<RichContentViewer content={content as RichContentInput} />),
        )
      }),
      { numRuns: 100 },
    )
  }, 120_000)
})

interface TextTree {
  type?: string
  nodes?: TextTree[]
  textData?: { text: string }
  headingData?: { level: number }
}
const textsOf = (nodes: TextTree[] = []): string[] =>
  nodes.flatMap((n) => (n.type === 'TEXT' ? [n.textData!.text] : textsOf(n.nodes)))
const headingsOf = (nodes: TextTree[] = []): TextTree[] =>
  nodes.flatMap((n) => (n.type === 'HEADING' ? [n] : headingsOf(n.nodes)))
const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

describe('RichContentViewer on well-formed text documents (fast-check)', () => {
  it('shows every TEXT node text, whatever its decorations, and each heading of level L in an <hL>', () => {
    fc.assert(
      fc.property(textDocumentArb, (doc) => {
        const tree = parseMarkup(renderToString(<RichContentViewer content={doc as RichContentInput} />))
        const shown = squash(textOf(tree))
        for (const text of textsOf(doc.nodes as TextTree[])) expect(shown).toContain(squash(text))
        const els = elements(tree)
        for (const heading of headingsOf(doc.nodes as TextTree[])) {
          const want = squash(textsOf(heading.nodes).join(''))
          const found = els
            .filter((el) => el.tagName === `h${heading.headingData!.level}`)
            .map((el) => squash(textOf(el)))
          expect(found).toContain(want)
        }
      }),
      { numRuns: 300 },
    )
  }, 120_000)
})

describe('markupViolations (the checker itself)', () => {
  it.each([
    ['<script>alert(1)</script>', '<script> element'],
    ['<base href="https://evil.example/">', '<base> element'],
    ['<meta http-equiv="Refresh" content="0;url=https://x">', 'meta refresh'],
    ['<div onclick="x()">a</div>', '<div onclick="x()">'],
    ['<a href="java&#x09;script:alert(1)">a</a>', '<a href="java\tscript:alert(1)">'],
    ['<a href=" JaVaScRiPt:alert(1)">a</a>', '<a href=" JaVaScRiPt:alert(1)">'],
    ['<img src="data:text/html,x">', '<img src="data:text/html,x">'],
    ['<a href="vbscript:x">a</a>', '<a href="vbscript:x">'],
    ['<a href="ftp://x">a</a>', '<a href="ftp://x">'],
    [
      '<span style="background:url(javascript:alert(1))">a</span>',
      '<span style="background:url(javascript:alert(1))">',
    ],
    ['<iframe srcdoc="x"></iframe>', '<iframe srcdoc> without sandbox'],
    [
      '<iframe srcdoc="x" sandbox="allow-scripts allow-same-origin"></iframe>',
      '<iframe srcdoc sandbox="allow-scripts allow-same-origin">',
    ],
  ])('flags %s', (html, problem) => {
    expect(markupViolations(html)).toContain(problem)
  })

  it('accepts safe markup', () => {
    const html =
      '<a href="https://e.com">a</a><a href="mailto:a@b.c">m</a><a href="tel:+1">t</a><a href="/r">r</a><a href="#x">x</a>' +
      '<img src="https://e.com/i.jpg" alt="javascript: is just text here"><iframe srcdoc="&lt;b&gt;" sandbox="allow-scripts"></iframe>'
    expect(markupViolations(html)).toEqual([])
  })
})
