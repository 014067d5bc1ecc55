import { describe, expect, it, vi } from 'vitest'
import { DECORATION_TYPES, safeToken, textView } from '..'

// How each decoration of a TEXT node shows: weights, marks turned off, spoilers, links, mentions,
// colours, font sizes and families, at the edges of what is accepted.

const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() })

describe('text view', () => {
  it('plain text has no marks', () => {
    expect(textView('plain', [])).toEqual({ text: 'plain' })
    expect(textView('x', [{ type: 'NOT_A_DECORATION' }])).toEqual({ text: 'x' })
    expect(DECORATION_TYPES).toHaveLength(14)
  })

  it('BOLD without a weight, or 600 and more, is bold; 100-599 is that weight; others are ignored', () => {
    const bold = (fontWeightValue?: unknown) => textView('b', [{ type: 'BOLD', fontWeightValue } as never])
    expect(bold()).toEqual({ text: 'b', bold: true })
    expect(bold(600)).toEqual({ text: 'b', bold: true })
    expect(bold(599)).toEqual({ text: 'b', fontWeight: 599 })
    expect(bold(100)).toEqual({ text: 'b', fontWeight: 100 })
    expect(bold('300')).toEqual({ text: 'b', fontWeight: 300 })
    expect(bold(99)).toEqual({ text: 'b' })
    expect(bold(0)).toEqual({ text: 'b' })
  })

  it('italic, underline, strike, sub and super are on unless their data is false', () => {
    expect(
      textView('m', [
        { type: 'ITALIC' },
        { type: 'UNDERLINE', underlineData: true },
        { type: 'STRIKETHROUGH' },
        { type: 'SUBSCRIPT' },
        { type: 'SUPERSCRIPT' },
      ]),
    ).toEqual({ text: 'm', italic: true, underline: true, strike: true, sub: true, sup: true })
    expect(
      textView('m', [
        { type: 'UNDERLINE', underlineData: false },
        { type: 'STRIKETHROUGH', strikethroughData: false },
        { type: 'SUBSCRIPT', subscriptData: false },
        { type: 'SUPERSCRIPT', superscriptData: false },
      ]),
    ).toEqual({ text: 'm', underline: false, strike: false, sub: false, sup: false })
  })

  it('a spoiler keeps a safe id and gets an empty one otherwise', () => {
    expect(textView('s', [{ type: 'SPOILER', spoilerData: { id: 'sp-1_a' } }]).spoiler).toBe('sp-1_a')
    expect(textView('s', [{ type: 'SPOILER' }]).spoiler).toBe('')
    expect(textView('s', [{ type: 'SPOILER', spoilerData: { id: 'a"b' } }]).spoiler).toBe('')
    expect(safeToken('x'.repeat(100))).toBe('x'.repeat(100))
    expect(safeToken('x'.repeat(101))).toBe('')
    expect(safeToken('a b')).toBe('')
    expect(safeToken(undefined)).toBe('')
  })

  it('an anchor without a name, or a refused link, leaves the text unlinked', () => {
    expect(textView('a', [{ type: 'ANCHOR', anchorData: { anchor: '' } }]).link).toBeUndefined()
    expect(textView('a', [{ type: 'ANCHOR' }]).link).toBeUndefined()
    expect(textView('a', [{ type: 'LINK', linkData: { link: { url: 'javascript:alert(1)' } } }]).link).toBeUndefined()
  })

  it('links follow the host link settings', () => {
    expect(
      textView('l', [{ type: 'LINK', linkData: { link: { url: 'https://a.example' } } }], {
        linkSettings: { anchorTarget: 'TOP', rel: { ugc: true } },
      }).link,
    ).toEqual({ href: 'https://a.example', target: '_top', rel: 'noopener ugc' })
  })

  it('a mention names the member, the page slug and the id', () => {
    expect(
      textView('@Ann', [{ type: 'MENTION', mentionData: { name: 'Ann', slug: 'ann-1', id: 'm1' } }]).mention,
    ).toEqual({
      name: 'Ann',
      slug: 'ann-1',
      id: 'm1',
    })
    expect(textView('@', [{ type: 'MENTION' }]).mention).toEqual({ name: undefined, slug: undefined, id: undefined })
  })

  it('invalid colours are dropped and logged', () => {
    const log = logger()
    const view = textView('c', [{ type: 'COLOR', colorData: { foreground: 'red', background: 'url(x)' } }], {
      logger: log,
    })
    expect(view.color).toBeUndefined()
    expect(view.background).toBeUndefined()
    expect(log.error).toHaveBeenCalledTimes(2)
  })

  it('font sizes are px unless EM, above 0 and under 1000', () => {
    const size = (value: unknown, unit?: string) =>
      textView('f', [{ type: 'FONT_SIZE', fontSizeData: { value, unit } } as never]).fontSize
    expect(size(18)).toBe('18px')
    expect(size(1.5, 'EM')).toBe('1.5em')
    expect(size('22', 'PX')).toBe('22px')
    expect(size(999.5)).toBe('999.5px')
    expect(size(1000)).toBeUndefined()
    expect(size(0)).toBeUndefined()
    expect(size(-2)).toBeUndefined()
  })

  it('font families of letters, digits, spaces, commas, quotes and hyphens only, up to 200 characters', () => {
    const family = (value: string) => textView('f', [{ type: 'FONT_FAMILY', fontFamilyData: { value } }]).fontFamily
    expect(family("'Open Sans', Arial-2, serif")).toBe("'Open Sans', Arial-2, serif")
    expect(family('a'.repeat(200))).toBe('a'.repeat(200))
    expect(family('a'.repeat(201))).toBeUndefined()
    expect(family('x;color:red')).toBeUndefined()
    expect(family('')).toBeUndefined()
  })
})
