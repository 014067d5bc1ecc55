import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { resolveItemLink } from '../resolveItemLink'
import { safeLinkUrl } from '../safeLinkUrl'
import type { ItemLink } from '../mediaItemTypes'

const resolve = (link: ItemLink) => resolveItemLink({ link })

describe('item link types', () => {
  it("'none' and a missing link have no url", () => {
    expect(resolve({ type: 'none', url: 'https://x' })).toMatchObject({ type: 'none', linkUrl: undefined })
    expect(resolve({})).toMatchObject({ type: 'none', linkUrl: undefined })
  })
  it("'web' opens in a new window unless a target is given", () => {
    expect(resolve({ type: 'web', url: 'https://example.com/a' })).toMatchObject({
      type: 'web',
      linkUrl: 'https://example.com/a',
      target: '_blank',
    })
    expect(resolve({ type: 'web', url: 'https://example.com/a', target: '_self' }).target).toBe('_self')
  })
  it("'page' stays in the window", () => {
    expect(resolve({ type: 'page', url: '/about' })).toMatchObject({ type: 'page', linkUrl: '/about', target: '_self' })
  })
  it("'wix' PageLink, AnchorLink, ExternalLink, EmailLink, PhoneLink and DocumentLink", () => {
    expect(resolve({ type: 'wix', data: { type: 'PageLink', pageId: 'home page' } })).toMatchObject({
      type: 'wix',
      linkUrl: '/home%20page',
      target: '_self',
    })
    expect(resolve({ type: 'wix', data: { type: 'AnchorLink', anchorName: 'top' } }).linkUrl).toBe('#top')
    expect(resolve({ type: 'wix', data: { type: 'AnchorLink', anchorName: 'top', pageId: 'p' } }).linkUrl).toBe(
      '/p#top',
    )
    expect(resolve({ type: 'wix', data: { type: 'ExternalLink', url: 'http://e.com' } })).toMatchObject({
      linkUrl: 'http://e.com',
      target: '_blank',
    })
    expect(
      resolve({ type: 'wix', data: { type: 'EmailLink', recipient: 'a@b.c', subject: 'Hi there', body: 'x&y' } })
        .linkUrl,
    ).toBe('mailto:a@b.c?subject=Hi%20there&body=x%26y')
    expect(resolve({ type: 'wix', data: { type: 'PhoneLink', phoneNumber: '+1 (555) 010-99' } }).linkUrl).toBe(
      'tel:+155501099',
    )
    expect(resolve({ type: 'wix', data: { type: 'DocumentLink', docId: 'abc_123.pdf' } })).toMatchObject({
      linkUrl: 'https://docs.wixstatic.com/ugd/abc_123.pdf',
      target: '_blank',
    })
    expect(
      resolveItemLink({ link: { type: 'wix', data: { type: 'DocumentLink', docId: 'd.pdf' } } }, 'https://files.test/')
        .linkUrl,
    ).toBe('https://files.test/d.pdf')
  })
  it('keeps the structured data of wix links only', () => {
    const data = { type: 'ExternalLink' as const, url: 'https://e.com' }
    expect(resolve({ type: 'wix', data }).linkData).toEqual(data)
    expect(resolve({ type: 'web', url: 'https://e.com' }).linkData).toBeUndefined()
  })
  it('refuses javascript:, data: and vbscript: however spelt, giving no link', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:x',
      'data:text/html,x',
      'vbscript:x',
      'jav&#x09;ascript:x',
      'ftp://x',
    ]) {
      expect(resolve({ type: 'web', url }).linkUrl, url).toBeUndefined()
    }
    expect(resolve({ type: 'wix', data: { type: 'ExternalLink', url: 'javascript:x' } })).toMatchObject({
      type: 'none',
      linkUrl: undefined,
    })
  })
  it('accepts relative links and unusual but safe ones', () => {
    for (const url of ['/a', '#b', '?c=1', 'page', './x', '//cdn.test/y', '/a:b', 'mailto:x@y', 'tel:123']) {
      expect(safeLinkUrl(url), url).toBe(url)
    }
  })
  it('an unknown target becomes _blank', () => {
    expect(resolve({ type: 'web', url: 'https://x', target: 'evil' }).target).toBe('_blank')
  })
})

describe('safeLinkUrl (property)', () => {
  const allowed = new Set(['http:', 'https:', 'mailto:', 'tel:'])
  // A browser navigates only to what it can parse; an unparsable address goes nowhere.
  const navigable = (url: string, base: string): boolean => {
    try {
      return allowed.has(new URL(url, base).protocol)
    } catch {
      return true
    }
  }
  const schemes = fc.constantFrom(
    'javascript',
    'JAVASCRIPT',
    'data',
    'vbscript',
    'http',
    'https',
    'mailto',
    'tel',
    'file',
    'blob',
    'x',
  )
  const noise = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u001f', '\r')
  const risky = fc
    .tuple(noise, schemes, noise, fc.string())
    .map(([a, s, b, rest]) => `${a}${s.slice(0, 2)}${b}${s.slice(2)}:${rest}`)
  it('never emits a URL whose scheme, as a browser parses it, is not allow-listed', () => {
    fc.assert(
      fc.property(fc.oneof(risky, fc.string(), fc.webUrl()), (input) => {
        const out = safeLinkUrl(input)
        if (out === undefined) return
        expect(navigable(out, 'https://base.test/dir/')).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })
  it('resolveItemLink never yields a non-allow-listed url for any link (property)', () => {
    const link = fc.record({
      type: fc.constantFrom('web', 'page', 'wix', 'none'),
      url: fc.oneof(risky, fc.string()),
      data: fc.record({
        type: fc.constantFrom('ExternalLink', 'PageLink', 'AnchorLink', 'EmailLink', 'PhoneLink', 'DocumentLink'),
        url: risky,
        pageId: fc.string(),
        anchorName: fc.string(),
        recipient: fc.string(),
        phoneNumber: fc.string(),
        docId: fc.string(),
      }),
    })
    fc.assert(
      fc.property(link, (l) => {
        const out = resolveItemLink({ link: l as unknown as ItemLink }).linkUrl
        if (out !== undefined) expect(navigable(out, 'https://base.test/')).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})
