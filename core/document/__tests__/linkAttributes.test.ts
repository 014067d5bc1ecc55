import { describe, expect, it, vi } from 'vitest'
import {
  anchorId,
  checkUrl,
  isAnchorName,
  linkAttributes,
  relFlagsFromString,
  relValue,
  safeAttributeText,
  safeColor,
  safeHref,
  safeMediaUrl,
  validateColor,
  validatePalette,
} from '..'

// The attributes of a link a visitor follows, and the colour and palette checks with their messages.

describe('link attributes', () => {
  it('no link, or a link without an address, gives no attributes', () => {
    expect(linkAttributes(undefined)).toEqual({})
    expect(linkAttributes('https://a.example')).toEqual({})
    expect(linkAttributes({})).toEqual({})
  })

  it('an anchor goes to #viewer-<name> unless a url is set; a bad anchor name gives nothing', () => {
    expect(linkAttributes({ anchor: 'sec-2' })).toEqual({ href: '#viewer-sec-2', anchor: 'sec-2' })
    expect(linkAttributes({ anchor: 'sec', url: 'https://a.example' })).toEqual({
      href: 'https://a.example',
      target: '_blank',
      rel: 'noopener',
    })
    expect(linkAttributes({ anchor: 'a b' })).toEqual({})
    expect(anchorId('x')).toBe('viewer-x')
  })

  it('an unknown target falls back to the host default, then to a new tab', () => {
    expect(linkAttributes({ url: '/a', target: 'NEW' })).toMatchObject({ target: '_blank' })
    expect(linkAttributes({ url: '/a', target: 'constructor' }, { anchorTarget: 'PARENT' })).toMatchObject({
      target: '_parent',
    })
    expect(linkAttributes({ url: '/a' }, { anchorTarget: 'SELF' })).toMatchObject({ target: '_self' })
    expect(linkAttributes({ url: '/a', target: 'TOP' }, { anchorTarget: 'SELF' })).toMatchObject({ target: '_top' })
    expect(linkAttributes({ url: '/a' }, { anchorTarget: 'WRONG' as never })).toMatchObject({ target: '_blank' })
  })

  it('rel is noopener plus the link flags and the host flags, in a fixed order', () => {
    expect(relValue()).toBe('noopener')
    expect(relValue({})).toBe('noopener')
    expect(relValue(undefined, { sponsored: true })).toBe('noopener sponsored')
    expect(relValue({ noreferrer: true, nofollow: true, ugc: 'yes' }, { ugc: true })).toBe(
      'noopener nofollow ugc noreferrer',
    )
    expect(linkAttributes({ url: '/a', rel: { sponsored: true } }).rel).toBe('noopener sponsored')
  })

  it('reads the old relValue string in any case', () => {
    expect(relFlagsFromString('NoFollow  ugc')).toEqual({
      nofollow: true,
      sponsored: false,
      ugc: true,
      noreferrer: false,
    })
    expect(relFlagsFromString('sponsored noreferrer')).toEqual({
      nofollow: false,
      sponsored: true,
      ugc: false,
      noreferrer: true,
    })
  })

  it('checkUrl gives the address or the reason it was refused', () => {
    expect(checkUrl('example.com/page')).toEqual({ ok: true, value: 'https://example.com/page' })
    const refused = checkUrl('javascript:alert(1)')
    expect(refused.ok).toBe(false)
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example')
    expect(safeMediaUrl('mailto:a@b.example')).toBeUndefined()
    expect(safeMediaUrl('data:image/png;base64,AAAA')).toBeUndefined()
    expect(safeMediaUrl('data:image/png;base64,AAAA', true)).toBe('data:image/png;base64,AAAA')
  })

  it('anchor names are 1-200 letters, digits, underscores, hyphens and dots', () => {
    expect(isAnchorName('a.b_c-1')).toBe(true)
    expect(isAnchorName('x'.repeat(200))).toBe(true)
    expect(isAnchorName('x'.repeat(201))).toBe(false)
    expect(isAnchorName('')).toBe(false)
    expect(isAnchorName('a#b')).toBe(false)
  })

  it('attribute text is kept unless it reads as a script or data address, even with hidden blanks', () => {
    expect(safeAttributeText(undefined)).toBeUndefined()
    expect(safeAttributeText('A photo: data on a chart')).toBe('A photo: data on a chart')
    expect(safeAttributeText('Sales data: 2024')).toBe('Sales data: 2024')
    expect(safeAttributeText('\u200bjava\u00a0script:x')).toBe('')
    expect(safeAttributeText('LiveScript:x')).toBe('')
    expect(safeAttributeText('vbscript:x')).toBe('')
    expect(safeAttributeText('DATA:text/html,x')).toBe('')
  })
})

describe('colours', () => {
  it('accepts rgba with an alpha of 0, 1, a fraction or a percentage, and trims', () => {
    expect(validateColor(' rgba(0, 0, 0, .5) ')).toEqual({ ok: true, value: 'rgba(0, 0, 0, .5)' })
    expect(validateColor('RGBA(1,2,3,0)').ok).toBe(true)
    expect(validateColor('rgba(1,2,3,50%)').ok).toBe(true)
    expect(validateColor('rgba(1,2,3,2)').ok).toBe(false)
    expect(validateColor('TRANSPARENT')).toEqual({ ok: true, value: 'TRANSPARENT' })
    expect(validateColor('#12345').ok).toBe(false)
  })

  it('says which value was refused, cut to 60 characters', () => {
    const long = validateColor('x'.repeat(100))
    expect(long.ok).toBe(false)
    if (!long.ok) {
      expect(long.error.value).toBe('x'.repeat(100))
      expect(long.error.message).toBe(`"${'x'.repeat(59)} is not a valid color: use hex, transparent, rgb or rgba`)
    }
    const number = validateColor(12)
    if (!number.ok) expect(number.error.message).toBe('"12" is not a valid color: use hex, transparent, rgb or rgba')
  })

  it('safeColor is silent for absent values and logs refused ones', () => {
    const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() }
    expect([undefined, null, ''].map((v) => safeColor(v, log))).toEqual([undefined, undefined, undefined])
    expect(log.error).not.toHaveBeenCalled()
    expect(safeColor('#abc', log)).toBe('#abc')
    expect(safeColor(0, log)).toBeUndefined()
    expect(log.error).toHaveBeenCalledWith('"0" is not a valid color: use hex, transparent, rgb or rgba')
  })
})

describe('palette', () => {
  const full = { textColor: '#000', bgColor: '#fff', actionColor: '#00f', disabledColor: '#ccc', textColorLow: '#666' }

  it('null, arrays and strings are empty palettes, with the message naming every key', () => {
    for (const value of [null, [], 'x', undefined]) {
      expect(validatePalette(value)).toEqual({
        ok: false,
        error: {
          kind: 'empty-palette',
          message: 'Theme palette is empty: supply bgColor, disabledColor, textColorLow, textColor and actionColor',
        },
      })
    }
  })

  it('null and empty strings count as missing', () => {
    expect(validatePalette({ ...full, bgColor: null, actionColor: '' })).toEqual({
      ok: false,
      error: {
        kind: 'missing-colors',
        missing: ['bgColor', 'actionColor'],
        message: 'Theme palette is missing: bgColor, actionColor',
      },
    })
  })

  it('lists every invalid colour in its message', () => {
    expect(validatePalette({ ...full, textColor: 'black', disabledColor: 'grey' })).toEqual({
      ok: false,
      error: {
        kind: 'invalid-colors',
        invalid: ['disabledColor', 'textColor'],
        message: 'Theme palette has invalid colors: disabledColor, textColor',
      },
    })
  })
})
