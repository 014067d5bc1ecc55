import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { renderToString } from 'react-dom/server'
import { RichContentViewer } from '../index'
import { documentArb } from '../../fixtures/documents/arbitrary'
import { markupViolations } from './viewerMarkup'

// Broken documents make the viewer log (unknown types, dropped nodes); silence the console meanwhile.
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(() => vi.restoreAllMocks())

describe('RichContentViewer on any document (fast-check)', () => {
  it('never throws and never emits a script, base, meta refresh, on* attribute, unsafe URL or unsafe srcdoc sandbox', () => {
    fc.assert(
      fc.property(documentArb, (content) => {
        const html = renderToString(<RichContentViewer content={content} />)
        expect(markupViolations(html)).toEqual([])
      }),
      { numRuns: 400 },
    )
  }, 120_000)

  it('renders the same markup twice for the same document (deterministic, safe to hydrate)', () => {
    fc.assert(
      fc.property(documentArb, (content) => {
        expect(renderToString(<RichContentViewer content={content} />)).toBe(renderToString(<RichContentViewer content={content} />))
      }),
      { numRuns: 100 },
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
    ['<span style="background:url(javascript:alert(1))">a</span>', '<span style="background:url(javascript:alert(1))">'],
    ['<iframe srcdoc="x"></iframe>', '<iframe srcdoc> without sandbox'],
    ['<iframe srcdoc="x" sandbox="allow-scripts allow-same-origin"></iframe>', '<iframe srcdoc sandbox="allow-scripts allow-same-origin">'],
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
