import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anchorId, checkUrl, linkAttributes, relValue, safeHref, safeMediaUrl } from '..'

describe('link addresses', () => {
  it.each([
    ['https://example.com/a?b#c', 'https://example.com/a?b#c'],
    ['http://example.com', 'http://example.com'],
    ['example.com/page', 'https://example.com/page'],
    ['www.example.org', 'https://www.example.org'],
    ['//cdn.example.com/x', '//cdn.example.com/x'],
    ['/relative/path', '/relative/path'],
    ['../up', '../up'],
    ['#section', '#section'],
    ['mailto:someone@example.com', 'mailto:someone@example.com'],
    ['tel:+1-(555)-123#45*', 'tel:+1-(555)-123#45*'],
  ])('allows %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected)
  })

  it.each([
    ['javascript:alert(1)', 'dangerous'],
    [' JaVaScRiPt:alert(1)', 'dangerous'],
    ['java\tscript:alert(1)', 'dangerous'],
    ['\u0000javascript:alert(1)', 'dangerous'],
    ['vbscript:msgbox', 'dangerous'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'dangerous'],
    ['DATA:image/png;base64,AAA', 'dangerous'],
    ['ftp://example.com', 'scheme'],
    ['tel:call-me', 'telephone'],
    ['', 'empty'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(checkUrl(input)).toEqual({ ok: false, error: reason })
  })

  it('refuses non-strings', () => {
    expect(safeHref(42)).toBeUndefined()
    expect(safeHref({ url: 'https://x' })).toBeUndefined()
  })

  it('never lets a javascript:, vbscript: or data: address through, in any case or whitespace mix', () => {
    const scheme = fc.constantFrom('javascript', 'vbscript', 'data')
    const mixCase = (s: string, flips: boolean[]) =>
      [...s].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c)).join('')
    const junk = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u00a0', '\u200b', '\ufeff', '\u2028')
    fc.assert(
      fc.property(
        scheme,
        fc.array(fc.boolean(), { minLength: 1 }),
        fc.array(junk),
        fc.array(junk),
        fc.string(),
        (name, flips, before, inside, rest) => {
          const chars = [...mixCase(name, flips)]
          const mixed = chars.map((c, i) => c + (inside[i % Math.max(1, inside.length)] ?? '')).join('')
          const url = `${before.join('')}${mixed}:${rest}`
          const href = safeHref(url)
          if (href === undefined) return true
          const compact = href.toLowerCase().replace(/[\s\u0000-\u001f\u00a0\u200b\ufeff\u2028]/g, '')
          return (
            !/^(javascript|vbscript|data):/.test(compact) &&
            !compact.includes('javascript:') &&
            !compact.includes('vbscript:')
          )
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('only ever returns http(s), mailto, tel, relative or protocol-relative addresses', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        const href = safeHref(input)
        return href === undefined || /^(https?:|mailto:|tel:)/i.test(href) || !/^[a-z][a-z0-9+.-]*:/i.test(href)
      }),
      { numRuns: 300 },
    )
  })

  it('media addresses accept data:image only when asked and never mailto or tel', () => {
    expect(safeMediaUrl('data:image/png;base64,AAAA', true)).toBe('data:image/png;base64,AAAA')
    expect(safeMediaUrl('data:image/png;base64,AAAA')).toBeUndefined()
    expect(safeMediaUrl('data:text/html,<b>', true)).toBeUndefined()
    expect(safeMediaUrl('mailto:a@b.c')).toBeUndefined()
  })
})

describe('link attributes', () => {
  it('opens links in a new tab by default, with noopener always', () => {
    expect(linkAttributes({ url: 'https://a.example' })).toEqual({
      href: 'https://a.example',
      target: '_blank',
      rel: 'noopener',
    })
  })
  it('maps targets SELF, PARENT and TOP, and host defaults', () => {
    expect(linkAttributes({ url: '/x', target: 'SELF' }).target).toBe('_self')
    expect(linkAttributes({ url: '/x', target: 'PARENT' }).target).toBe('_parent')
    expect(linkAttributes({ url: '/x', target: 'TOP' }).target).toBe('_top')
    expect(linkAttributes({ url: '/x' }, { anchorTarget: 'SELF' }).target).toBe('_self')
  })
  it('adds nofollow, sponsored, ugc and noreferrer as flagged', () => {
    expect(relValue({ nofollow: true, sponsored: true, ugc: true, noreferrer: true })).toBe(
      'noopener nofollow sponsored ugc noreferrer',
    )
    expect(linkAttributes({ url: '/x', rel: { ugc: true } }, { rel: { nofollow: true } }).rel).toBe(
      'noopener nofollow ugc',
    )
  })
  it('turns an anchor into #viewer-<anchor> without a target', () => {
    expect(anchorId('abc')).toBe('viewer-abc')
    expect(linkAttributes({ anchor: 'abc' })).toEqual({ href: '#viewer-abc', anchor: 'abc' })
  })
  it('drops a link with a refused address', () => {
    expect(linkAttributes({ url: 'javascript:alert(1)' })).toEqual({})
  })
})

describe('anchor names and attribute text', () => {
  it('keeps spaces inside relative addresses and drops control characters', async () => {
    const { safeHref: href } = await import('..')
    expect(href(' /my page\u0000 ')).toBe('/my page')
  })
  it('accepts node-id anchors only', async () => {
    const { isAnchorName, linkAttributes: attrs } = await import('..')
    expect(isAnchorName('abc-1_2.x')).toBe(true)
    expect(isAnchorName('javascript:alert(1)')).toBe(false)
    expect(attrs({ anchor: 'javascript:alert(1)' })).toEqual({})
  })
  it('drops attribute text that reads as a script or data address', async () => {
    const { safeAttributeText } = await import('..')
    expect(safeAttributeText('A cat')).toBe('A cat')
    expect(safeAttributeText(' JavaScript:alert(1)')).toBe('')
    expect(safeAttributeText('data:text/html,x')).toBe('')
  })
})
