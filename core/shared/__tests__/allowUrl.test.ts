import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allowUrl, allowedUrl, type UrlPolicy } from '../allowUrl'

const BASE = 'https://page.example/dir/page.html'
const ORIGIN = new URL(BASE).origin

/** What a browser does with `href` on the page at BASE (the WHATWG URL parser, as Node ships it). */
function resolve(href: string): URL | undefined {
  try {
    return new URL(href, BASE)
  } catch {
    return undefined // an address no browser can parse goes nowhere
  }
}

const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:']
const MEDIA_PROTOCOLS = ['http:', 'https:']

// Pieces of addresses that browsers and allow-lists read differently.
const blank = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u0001', '\u001f', '\u00a0', '\u200b', '\ufeff')
const scheme = fc.constantFrom(
  'javascript',
  'JaVaScRiPt',
  'vbscript',
  'livescript',
  'data',
  'http',
  'https',
  'HTTPS',
  'mailto',
  'tel',
  'file',
  'ftp',
  'blob',
  'localhost',
  '%6Aavascript',
  '&#106;avascript',
  'java_script',
)
const separator = fc.constantFrom(':', '%3A', '&colon;', '&#58;', '', ':/', '://', ':\\\\', ':/\\')
const start = fc.constantFrom('', '/', '//', '\\', '\\\\', '/\\', '\\/', './', '../', '#', '?', '///', ' //')
const host = fc.constantFrom('evil.example', 'page.example', 'evil.example:8080', '', 'a@evil.example', '127.0.0.1')
const tail = fc.constantFrom('', '/x', '\\x', '?q=1', '#top', '/a:b', ',<b>x</b>', 'image/png;base64,AA', '+1-555')

/** A mix of scheme-like, slash-like and blank pieces, with blanks anywhere, plus raw strings. */
const address = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(blank, start, scheme, blank, separator, host, tail, blank).map((p) => p.join('')) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.array(blank, { minLength: 1, maxLength: 6 }), scheme, separator, tail)
      .map(([blanks, s, sep, t]) => [...s].map((c, i) => c + (blanks[i % blanks.length] ?? '')).join('') + sep + t),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
)

const policies: [string, UrlPolicy, string[]][] = [
  ['link', { use: 'link' }, LINK_PROTOCOLS],
  ['link with bare hosts', { use: 'link', bareHosts: true }, LINK_PROTOCOLS],
  ['media', { use: 'media' }, MEDIA_PROTOCOLS],
]

describe('allowUrl against the WHATWG URL parser as the oracle (fast-check)', () => {
  it.each(policies)(
    '%s: what it accepts resolves to an allowed scheme, relative ones on the page origin',
    (_n, policy, protocols) => {
      fc.assert(
        fc.property(address, (input) => {
          const verdict = allowUrl(input, policy)
          if (!verdict.ok) return
          const target = resolve(verdict.value.url)
          if (!target) return
          expect(protocols).toContain(target.protocol)
          if (verdict.value.kind === 'relative') expect(target.origin).toBe(ORIGIN)
          // The cleaned address means to the browser what the input meant (bare hosts excepted: they gain https://).
          if (!policy.bareHosts || verdict.value.kind !== 'absolute') expect(target.href).toBe(resolve(input)?.href)
        }),
        { numRuns: 3000 },
      )
    },
  )

  it('a relative link never leaves the page origin, and another host is only ever spelt //host', () => {
    fc.assert(
      fc.property(address, (input) => {
        const verdict = allowUrl(input)
        if (!verdict.ok || verdict.value.kind === 'absolute') return
        const target = resolve(verdict.value.url)
        if (target && target.origin !== ORIGIN) expect(verdict.value.url.startsWith('//')).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('allowUrl on the spellings browsers read differently', () => {
  it.each([
    ['/\\evil.com', 'disguised-host'],
    ['\\\\evil.com', 'disguised-host'],
    ['\\/evil.com', 'disguised-host'],
    [' \\\\evil.com/x', 'disguised-host'],
    ['java\nscript:alert(1)', 'dangerous'],
    ['\u0001 javascript:alert(1)', 'dangerous'],
    ['https://x.example/?next=javascript:alert(1)', 'dangerous'],
    ['%6Aavascript:alert(1)', 'scheme-look-alike'],
    ['&#106;avascript:alert(1)', 'character-reference'],
    ['\u00a0javascript:alert(1)', 'dangerous'],
    ['data:text/html,<b>x</b>', 'dangerous'],
    ['file:///etc/passwd', 'scheme'],
    ['/a\u0001b', 'control-character'],
    ['\t\n ', 'empty'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(allowUrl(input)).toEqual({ ok: false, error: reason })
  })

  it.each([
    [' https://example.com/a ', 'https://example.com/a', 'absolute'],
    ['ht\ttps://example.com', 'https://example.com', 'absolute'],
    ['//cdn.example.com/x.jpg', '//cdn.example.com/x.jpg', 'network'],
    ['/a\\b', '/a/b', 'relative'],
    ['/\t/evil.com', '//evil.com', 'network'],
    ['/a\\b?c\\d#e\\f', '/a/b?c\\d#e\\f', 'relative'],
    ['/a:b', '/a:b', 'relative'],
    ['page?x=1#y', 'page?x=1#y', 'relative'],
    ['mailto:someone@example.com', 'mailto:someone@example.com', 'absolute'],
  ])('allows %j as %j (%s)', (input, url, kind) => {
    expect(allowUrl(input)).toEqual({ ok: true, value: { url, kind } })
  })

  it('media takes http(s) and relative sources, data images only when asked, and no mailto or tel', () => {
    expect(allowedUrl('mailto:a@b.c', { use: 'media' })).toBeUndefined()
    expect(allowedUrl('tel:123', { use: 'media' })).toBeUndefined()
    expect(allowedUrl('data:image/png;base64,AA', { use: 'media' })).toBeUndefined()
    expect(allowedUrl('data:image/png;base64,AA', { use: 'media', dataImages: true })).toBe('data:image/png;base64,AA')
    expect(allowedUrl('data:image/svg+xml,<svg/>', { use: 'media', dataImages: true })).toBeUndefined()
    expect(allowedUrl('/i.jpg', { use: 'media' })).toBe('/i.jpg')
  })

  it('names each refusal', () => {
    expect(allowUrl(42)).toEqual({ ok: false, error: 'empty' })
    expect(allowUrl('data:image/png;base64,AA')).toEqual({ ok: false, error: 'dangerous' })
    expect(allowUrl('tel:call-me')).toEqual({ ok: false, error: 'telephone' })
    expect(allowUrl('tel:+1-555')).toEqual({ ok: true, value: { url: 'tel:+1-555', kind: 'absolute' } })
    expect(allowUrl('HTTP:example.com')).toEqual({ ok: true, value: { url: 'HTTP:example.com', kind: 'absolute' } })
    expect(allowUrl('https:\\\\evil.example')).toEqual({
      ok: true,
      value: { url: 'https:\\\\evil.example', kind: 'absolute' },
    })
  })

  it('reads backslashes as slashes only before the query', () => {
    expect(allowedUrl('a\\b\\c')).toBe('a/b/c')
    expect(allowedUrl('a\\b?c\\d')).toBe('a/b?c\\d')
  })

  it('bare hosts become https only when the policy reads them so', () => {
    expect(allowedUrl('.example.com/x', { bareHosts: true })).toBe('.example.com/x')
    expect(allowedUrl('example.com/page', { bareHosts: true })).toBe('https://example.com/page')
    expect(allowedUrl('localhost:3000/x', { bareHosts: true })).toBe('https://localhost:3000/x')
    expect(allowedUrl('example.com/page')).toBe('example.com/page')
    expect(allowUrl('localhost:3000/x')).toEqual({ ok: false, error: 'scheme' })
  })
})
