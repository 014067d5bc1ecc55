import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NODE_TYPES } from '../../../core/document'
import { attr, doc, elements, p, recordingLogger, render, t, text } from './markup'

const hostileUrl = fc
  .tuple(
    fc.constantFrom(
      'javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'JaVaScRiPt:x',
      ' \tjavascript:x',
      'java\nscript:x',
      'https://ok.example',
      '/rel',
      'tel:123',
      'mailto:a@b.c',
      '<script>',
      '" onerror="x',
    ),
    fc.array(fc.boolean(), { maxLength: 6 }),
  )
  .map(([url, flips]) => [...url].map((c, i) => (flips[i % Math.max(1, flips.length)] ? c.toUpperCase() : c)).join(''))

const garbage = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string({ maxLength: 8 }),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  hostileUrl,
)
const link = fc.record(
  {
    url: fc.oneof(hostileUrl, garbage),
    target: fc.oneof(fc.constantFrom('SELF', 'BLANK', 'TOP'), garbage),
    anchor: fc.oneof(fc.constant(undefined), hostileUrl),
  },
  { requiredKeys: [] },
)
const decoration = fc.oneof(
  fc.record({ type: fc.constantFrom('BOLD', 'ITALIC', 'UNDERLINE', 'SPOILER', 'EXTERNAL', 'MENTION') }),
  fc.record({ type: fc.constant('LINK'), linkData: fc.record({ link }) }),
  fc.record({ type: fc.constant('ANCHOR'), anchorData: fc.record({ anchor: hostileUrl }) }),
  fc.record({
    type: fc.constant('COLOR'),
    colorData: fc.record({ foreground: fc.oneof(hostileUrl, fc.constant('#fff'), garbage) }),
  }),
  fc.record({ type: fc.constant('FONT_SIZE'), fontSizeData: fc.record({ value: garbage, unit: garbage }) }),
  garbage,
)
const data = fc.record(
  {
    imageData: fc.record(
      {
        image: fc.record({ src: fc.record({ url: hostileUrl, id: garbage }) }),
        altText: fc.oneof(hostileUrl, garbage),
        link,
      },
      { requiredKeys: [] },
    ),
    buttonData: fc.record(
      { type: fc.constantFrom('LINK', 'ACTION'), text: garbage, link, styles: garbage },
      { requiredKeys: [] },
    ),
    htmlData: fc.record(
      { html: fc.constantFrom('<script>alert(1)</script>', '<b>x</b>'), url: hostileUrl },
      { requiredKeys: [] },
    ),
    headingData: fc.record({ level: garbage }),
    tableData: garbage,
    paragraphData: fc.record({ textStyle: garbage, indentation: garbage }),
  },
  { requiredKeys: [] },
)

const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      type: fc.constant('TEXT'),
      textData: fc.record({
        text: fc.oneof(fc.string(), hostileUrl, garbage),
        decorations: fc.array(decoration, { maxLength: 4 }),
      }),
    }),
    fc
      .tuple(
        fc.constantFrom(...NODE_TYPES, 'UNKNOWN_THING', ''),
        fc.oneof(fc.string({ maxLength: 6 }), hostileUrl, garbage),
        data,
        fc.array(tie('tree'), { maxLength: 4 }),
      )
      .map(([type, id, d, nodes]) => ({ type, id, nodes, ...d })),
    garbage,
  ),
}))

function nest(depth: number): unknown {
  let node: unknown = p(t('deep'))
  for (let i = 0; i < depth; i++)
    node = {
      type: i % 2 ? 'BLOCKQUOTE' : 'BULLETED_LIST',
      id: `n${i}`,
      nodes: [i % 2 ? node : { type: 'LIST_ITEM', nodes: [node] }],
    }
  return node
}

// An allowed scheme, or no scheme at all (relative, protocol-relative, #anchor).
const hrefAllowed = (href: string) => /^(https?:\/\/|mailto:|tel:)/i.test(href) || !/^[a-z][a-z0-9+.-]*:/i.test(href)

function assertSafe(html: string) {
  const root = render.parse(html)
  for (const el of elements(root)) {
    expect(['script', 'base', 'meta']).not.toContain(el.tagName)
    for (const { name, value } of el.attrs) {
      expect(name.startsWith('on')).toBe(false)
      const compact = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase()
      expect(compact).not.toMatch(/^(javascript|vbscript):|^data:text\/html/)
      if (name === 'href') expect(hrefAllowed(value), value).toBe(true)
    }
    if (el.tagName === 'iframe' && attr(el, 'srcdoc') !== undefined) {
      const sandbox = attr(el, 'sandbox')
      expect(sandbox).toBeDefined()
      expect(sandbox!.includes('allow-scripts') && sandbox!.includes('allow-same-origin')).toBe(false)
    }
  }
  expect(html).not.toMatch(/<script|<base|http-equiv/i)
}

describe('the viewer with hostile or broken content', () => {
  it.each([null, undefined, {}, [], 'text', 42, { nodes: null }])(
    'renders %j as a notice in the viewer, never an empty box and never an exception',
    (content) => {
      const errors: unknown[] = []
      const { all } = render(content, { onError: (error) => errors.push(error) })
      // onError is told after mount (ui-react/viewer/__tests__/malformedDocument.test.tsx).
      expect(errors).toEqual([])
      expect(all().map((el) => el.tagName)).toEqual(['div', 'p'])
      expect(attr(all()[0], 'class')).toBe('vt-viewer')
      expect(attr(all()[1], 'role')).toBe('alert')
    },
  )

  it('renders a document of unreadable nodes as an empty viewer, without an error', () => {
    const errors: unknown[] = []
    const { all } = render({ nodes: [null, 1, 'x', { type: 7 }] }, { onError: (error) => errors.push(error) })
    expect(errors).toEqual([])
    // The viewer's root is there (a viewer-level failure renders nothing at all), with no block in it.
    expect(all().map((el) => el.tagName)).toEqual(['div'])
    expect(attr(all()[0], 'class')).toBe('vt-viewer')
  })

  it('keeps the readable blocks among garbage nodes', () => {
    const errors: unknown[] = []
    const { all } = render(
      { nodes: [null, 1, 'x', { type: 7 }, p(t('kept')), [], { nodes: {} }, p(t('also kept'))] },
      { onError: (error) => errors.push(error) },
    )
    expect(errors).toEqual([])
    expect(all('p').map(text)).toEqual(['kept', 'also kept'])
  })

  it('never throws, never emits a script, an on* attribute or an href outside the allow-list', () => {
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 5 }), fc.boolean(), (nodes, hashtag) => {
        const errors: unknown[] = []
        const { html, all } = render({ nodes }, { hashtag, onError: (error) => errors.push(error) })
        assertSafe(html)
        // Rendered, not swallowed: no viewer-level failure, and the viewer's root is in the markup.
        expect(errors).toEqual([])
        expect(attr(all()[0], 'class')).toBe('vt-viewer')
      }),
      { numRuns: 300 },
    )
  })

  it('renders 200 levels of nesting (cut at 100) and a megabyte of text', () => {
    const big = 'a'.repeat(1 << 20)
    const { html, logger } = render(doc(nest(200), p(t(big))))
    expect(html).toContain(big)
    expect(logger.warnings.join()).toMatch(/deeper than 100/)
  })

  it('drops dangerous addresses before React sees them (no React replacement URL either)', () => {
    const { html } = render(doc(p(t('x', [{ type: 'LINK', linkData: { link: { url: 'javascript:alert(1)' } } }]))))
    expect(html).not.toContain('href')
    expect(html).toContain('x')
  })

  it('sandboxes inline HTML frames without allow-same-origin', () => {
    const { all } = render(doc({ type: 'HTML', id: 'h', htmlData: { html: '<script>alert(1)</script>' } }))
    const [frame] = all('iframe')
    expect(attr(frame, 'srcdoc')).toContain('<body><script>alert(1)</script>')
    expect(attr(frame, 'sandbox')).toBe('allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox')
  })

  it('hides only a block whose rendering fails and logs it', () => {
    const logger = recordingLogger()
    const { html } = render(doc(p(t('before')), { type: 'BOOM', id: 'b' }, p(t('after'))), {
      logger,
      plugins: [
        {
          type: 'BOOM',
          render: () => {
            throw new Error('kaput')
          },
        },
      ],
    })
    expect(html).toContain('before')
    expect(html).toContain('after')
    expect(logger.errors.join()).toMatch(/BOOM block "b" failed/)
  })

  it('hides a plugin component that throws during server rendering', () => {
    const Broken = () => {
      throw new Error('kaput')
    }
    const { html } = render(doc(p(t('before')), { type: 'VIDEO', id: 'v' }, p(t('after'))), {
      plugins: [{ type: 'VIDEO', component: Broken }],
    })
    expect(html).toMatch(/before[\s\S]*after/)
  })

  it('logs a node type without a renderer once and renders the rest', () => {
    const logger = recordingLogger()
    const { html } = render(
      doc({ type: 'FUTURE_BLOCK', id: 'g' }, p(t('still here')), { type: 'FUTURE_BLOCK', id: 'g2' }),
      {
        logger,
      },
    )
    expect(html).toContain('still here')
    expect(logger.errors).toEqual(['Vitrine viewer: no renderer for node type "FUTURE_BLOCK"; it is not shown'])
  })

  it('calls onError and renders nothing on a viewer-level failure', () => {
    const errors: unknown[] = []
    const theme = {
      get palette(): Record<string, string> {
        throw new Error('theme broke')
      },
    }
    const { html } = render(doc(p(t('x'))), { theme, onError: (e) => errors.push(e) })
    expect(html).toBe('')
    expect(String(errors[0])).toMatch(/theme broke/)
  })

  it('warns once that relValue is deprecated, and still applies its flags', () => {
    const logger = recordingLogger()
    const content = doc(p(t('x', [{ type: 'LINK', linkData: { link: { url: '/a' } } }])))
    const { all } = render(content, { relValue: 'nofollow ugc', logger })
    render(content, { relValue: 'nofollow ugc', logger })
    expect(attr(all('a')[0], 'rel')).toBe('noopener nofollow ugc')
    expect(logger.warnings).toEqual(['Vitrine viewer: the relValue prop is deprecated; use linkSettings.rel'])
  })
})
