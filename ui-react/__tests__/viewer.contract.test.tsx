import type { RichContentInput } from '../../core/document'
import { describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { renderToString } from 'react-dom/server'
import { RichContentViewer } from '../../entries/react'
import { deepDocument, hugeTextDocument } from '../../fixtures/documents/arbitrary'
import { HOSTILE_URLS } from '../../fixtures/documents/hostileUrls'
import { elements, markupViolations, parseMarkup, quietViewerLogs, textOf } from './viewerMarkup'

const root = new URL('../../', import.meta.url).pathname
const text = (t: string, decorations: unknown[] = []) => ({
  type: 'TEXT',
  id: '',
  nodes: [],
  textData: { text: t, decorations },
})
const paragraph = (...nodes: unknown[]) => ({ type: 'PARAGRAPH', id: 'p', nodes, paragraphData: {} })
const render = (content: unknown) => renderToString(<RichContentViewer content={content as RichContentInput} />)
const visibleText = (html: string) => textOf(parseMarkup(html))

quietViewerLogs()

describe('RichContentViewer: public contract', () => {
  it('is a plain synchronous component: one renderToString gives the complete markup', () => {
    expect(typeof RichContentViewer).toBe('function')
    const html = render({ nodes: [paragraph(text('Rendered at once'))] })
    const [root, p] = elements(parseMarkup(html)).filter((el) => el.tagName !== 'style')
    expect(root.attrs).toContainEqual({ name: 'class', value: 'vt-viewer' })
    expect([p.tagName, textOf(p)]).toEqual(['p', 'Rendered at once'])
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['{}', {}],
    ['an array', []],
    ['a string', 'nodes'],
    ['a number', 42],
    ['nodes: null', { nodes: null }],
    ['nodes: a string', { nodes: 'PARAGRAPH' }],
  ])('renders %s as a notice, never an empty viewer (onError is told after mount)', (_name, content) => {
    const errors: unknown[] = []
    const html = renderToString(
      <RichContentViewer content={content as RichContentInput} onError={(error) => errors.push(error)} />,
    )
    expect(errors).toEqual([])
    const shown = elements(parseMarkup(html)).filter((el) => el.tagName !== 'style')
    expect(shown[0].attrs).toContainEqual({ name: 'class', value: 'vt-viewer' })
    expect(shown.slice(1).map((el) => el.tagName)).toEqual(['p'])
    expect(shown[1].attrs).toContainEqual({ name: 'role', value: 'alert' })
    expect(visibleText(html).trim()).toBe('This content could not be displayed.')
  })

  it.each([
    ['no nodes', { nodes: [] }],
    ['nodes of garbage', { nodes: [null, 1, 'a', [], { type: 7 }, { nodes: {} }] }],
    ['a cyclic-looking object', { nodes: [{ type: 'PARAGRAPH', nodes: [{ type: 'TEXT', textData: 5 }] }] }],
  ])('renders a document of %s as an empty viewer without calling onError', (_name, content) => {
    const errors: unknown[] = []
    const html = renderToString(
      <RichContentViewer content={content as unknown as RichContentInput} onError={(error) => errors.push(error)} />,
    )
    expect(errors).toEqual([])
    const shown = elements(parseMarkup(html)).filter((el) => el.tagName !== 'style')
    // The root is there; at most an empty paragraph (the TEXT of the last case has no text).
    expect(shown[0].attrs).toContainEqual({ name: 'class', value: 'vt-viewer' })
    expect(shown.slice(1).map((el) => el.tagName)).toEqual(shown.length > 1 ? ['p'] : [])
    expect(visibleText(html).trim()).toBe('')
  })

  it('renders the rest of the document around an unknown node type', () => {
    const html = render({
      nodes: [
        paragraph(text('before')),
        { type: 'NO_SUCH_TYPE', id: 'x', nodes: [text('hidden child')] },
        paragraph(text('after')),
      ],
    })
    expect(visibleText(html)).toContain('before')
    expect(visibleText(html)).toContain('after')
    expect(visibleText(html)).not.toContain('hidden child')
  })

  it('renders 200 levels of nesting without throwing or overflowing', () => {
    expect(markupViolations(render(deepDocument(200, 'the innermost words')))).toEqual([])
  })

  it('keeps the innermost text of a 200-level document (no text is lost)', () => {
    expect(visibleText(render(deepDocument(200, 'the innermost words')))).toContain('the innermost words')
  })

  it('renders 1 MB of text in full', () => {
    const doc = hugeTextDocument(1 << 20) as { nodes: { nodes: { textData: { text: string } }[] }[] }
    const html = render(doc)
    expect(visibleText(html)).toContain(doc.nodes[0].nodes[0].textData.text)
  })

  it('shows a TEXT node text as text, escaping markup', () => {
    const html = render({ nodes: [paragraph(text('<script>alert(1)</script> & <b>not bold</b>'))] })
    expect(markupViolations(html)).toEqual([])
    expect(visibleText(html)).toContain('<script>alert(1)</script> & <b>not bold</b>')
    expect(elements(parseMarkup(html)).some((el) => el.tagName === 'b')).toBe(false)
  })

  it.each(HOSTILE_URLS)('never lets %j through a link, a button, an image link or an html embed', (url) => {
    const html = render({
      nodes: [
        paragraph(text('click', [{ type: 'LINK', linkData: { link: { url, target: 'SELF' } } }])),
        { type: 'BUTTON', id: 'b', nodes: [], buttonData: { type: 'LINK', text: 'Go', link: { url } } },
        { type: 'IMAGE', id: 'i', nodes: [], imageData: { image: { src: { url } }, link: { url }, altText: 'pic' } },
        {
          type: 'HTML',
          id: 'h',
          nodes: [],
          htmlData: { url, html: `<a href="${url}">x</a><script>alert(1)</script>`, source: 'HTML' },
        },
        {
          type: 'LINK_PREVIEW',
          id: 'l',
          nodes: [],
          linkPreviewData: { link: { url }, thumbnailUrl: url, title: 'preview' },
        },
      ],
    })
    expect(markupViolations(html)).toEqual([])
    expect(html).not.toMatch(/React has blocked a javascript: URL/)
    expect(visibleText(html)).toContain('click')
  })

  it('keeps allowed link addresses as hrefs', () => {
    const urls = ['https://example.com/a', 'mailto:a@example.com', 'tel:+1-555-0100', '/relative', '#anchor']
    const html = render({
      nodes: urls.map((url) => paragraph(text(url, [{ type: 'LINK', linkData: { link: { url } } }]))),
    })
    const hrefs = elements(parseMarkup(html))
      .map((el) => el.attrs?.find((a) => a.name === 'href')?.value)
      .filter(Boolean)
    for (const url of ['https://example.com/a', 'mailto:a@example.com', 'tel:+1-555-0100', '/relative'])
      expect(hrefs).toContain(url)
  })

  it('renders each heading level L as <hL>', () => {
    const html = render({
      nodes: [1, 2, 3, 4, 5, 6].map((level) => ({
        type: 'HEADING',
        id: `h${level}`,
        nodes: [text(`Title ${level}`)],
        headingData: { level },
      })),
    })
    const els = elements(parseMarkup(html))
    for (const level of [1, 2, 3, 4, 5, 6]) {
      expect(els.filter((el) => el.tagName === `h${level}`).map(textOf), `h${level}`).toContain(`Title ${level}`)
    }
  })
})

describe('RichContentViewer in plain Node', () => {
  // A child process so nothing of Vitest (or another test's DOM) is loaded: React, react-dom and
  // react-dom/server load first (react-dom 18 reads window and navigator itself as it loads), then getters on globalThis record any touch of a DOM global while ui-react is imported
  // and rendered with NODE_ENV=production.
  const script = `
    import React from 'react'
    import 'react-dom'
    import { renderToString } from 'react-dom/server'
    const touched = []
    for (const name of ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'self', 'HTMLElement', 'requestAnimationFrame', 'matchMedia', 'getComputedStyle']) {
      Object.defineProperty(globalThis, name, { configurable: true, get() { touched.push(name); return undefined } })
    }
    const ui = await import('./entries/react.ts')
    const importTouched = [...touched]
    const html = renderToString(React.createElement(ui.RichContentViewer, { content: { nodes: [
      { type: 'HEADING', id: 'h', nodes: [{ type: 'TEXT', id: '', textData: { text: 'Server title', decorations: [] } }], headingData: { level: 2 } },
      { type: 'PARAGRAPH', id: 'p', nodes: [{ type: 'TEXT', id: '', textData: { text: 'Server text', decorations: [{ type: 'BOLD' }] } }] },
    ] } }))
    process.stdout.write(JSON.stringify({ importTouched, renderTouched: touched.slice(importTouched.length), html, env: process.env.NODE_ENV }))
  `

  it('imports without touching window or document and renders complete markup with NODE_ENV=production', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--import', './scripts/cssTextRegister.mjs', '--input-type=module', '-e', script],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(run.stderr).toBe('')
    const result = JSON.parse(run.stdout) as {
      importTouched: string[]
      renderTouched: string[]
      html: string
      env: string
    }
    expect(result.env).toBe('production')
    expect(result.importTouched).toEqual([])
    expect(result.renderTouched).toEqual([])
    expect(result.html).toMatch(/<h2[^>]*>Server title<\/h2>/)
    expect(result.html).toContain('Server text')
  })
})
