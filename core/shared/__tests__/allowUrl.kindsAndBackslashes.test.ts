// allowUrl cases the mutation run left unasserted: the kind of data-image and bare-host addresses, a
// script scheme split by an invisible character inside a query, and backslashes at the end of a path
// or after a one-character path before the query.
import { describe, expect, it } from 'vitest'
import { allowUrl } from '../allowUrl'

describe('allowUrl kinds of rewritten and data addresses', () => {
  it('a data image for media is absolute', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo'
    expect(allowUrl(png, { use: 'media', dataImages: true })).toEqual({
      ok: true,
      value: { url: png, kind: 'absolute' },
    })
  })

  it('bare hosts with a port or a path become absolute https addresses', () => {
    expect(allowUrl('localhost:3000/x', { bareHosts: true })).toEqual({
      ok: true,
      value: { url: 'https://localhost:3000/x', kind: 'absolute' },
    })
    expect(allowUrl('example.com/a.', { bareHosts: true })).toEqual({
      ok: true,
      value: { url: 'https://example.com/a.', kind: 'absolute' },
    })
  })
})

describe('allowUrl script schemes behind invisible characters', () => {
  it.each(['https://a.example/?next=java\u00a0script:alert(1)', 'https://a.example/?next=java\u200bscript:x'])(
    'refuses %j as dangerous',
    (url) => {
      expect(allowUrl(url)).toEqual({ ok: false, error: 'dangerous' })
    },
  )
})

describe('allowUrl backslashes in relative paths', () => {
  it('a trailing backslash is a slash; after a one-character path the query keeps its backslashes', () => {
    expect(allowUrl('folder\\')).toEqual({ ok: true, value: { url: 'folder/', kind: 'relative' } })
    expect(allowUrl('a?x\\y')).toEqual({ ok: true, value: { url: 'a?x\\y', kind: 'relative' } })
  })
})
