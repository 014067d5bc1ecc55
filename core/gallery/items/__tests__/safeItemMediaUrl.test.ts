// The gallery's media rule and the document's are different rules with different names: a gallery
// item's address is taken as given (a bare host is a relative path, never a data: image), a document's
// bare host is read as an https host, as rich-content documents write them.
import { describe, expect, it } from 'vitest'
import { safeItemMediaUrl } from '..'
import { safeMediaUrl } from '../../../document'

describe('safeItemMediaUrl and the document safeMediaUrl', () => {
  it('read a bare host differently', () => {
    expect(safeItemMediaUrl('cdn.example.com/a.jpg')).toBe('cdn.example.com/a.jpg')
    expect(safeMediaUrl('cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg')
  })
  it('a gallery item never takes a data: image; a document may, when asked', () => {
    const png = 'data:image/png;base64,AAAA'
    expect(safeItemMediaUrl(png)).toBeUndefined()
    expect(safeMediaUrl(png, true)).toBe(png)
  })
  it('both refuse script and non-media schemes', () => {
    for (const bad of ['javascript:alert(1)', 'mailto:a@b.example', 'vbscript:x'])
      expect([safeItemMediaUrl(bad), safeMediaUrl(bad)]).toEqual([undefined, undefined])
  })
})
