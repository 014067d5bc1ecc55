import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseFromUrl, parseWebMessage } from '../index'

describe('parseFromUrl', () => {
  it('reads a fragment answer by default and a query answer when asked', () => {
    expect(parseFromUrl('https://site.test/cb#code=abc&state=s%201')).toEqual({ code: 'abc', state: 's 1' })
    expect(parseFromUrl('https://site.test/cb?code=abc&state=xyz', 'query')).toEqual({ code: 'abc', state: 'xyz' })
    expect(parseFromUrl('https://site.test/cb?code=abc&state=xyz')).toEqual({})
    expect(parseFromUrl('https://site.test/cb?error=access_denied&error_description=No+way&state=q', 'query')).toEqual({
      error: 'access_denied',
      errorDescription: 'No way',
      state: 'q',
    })
  })

  it('ignores the fragment when reading the query', () => {
    expect(parseFromUrl('https://s.test/?code=1#state=2', 'query')).toEqual({ code: '1' })
  })

  it('reads web_message answers and nothing else', () => {
    expect(parseWebMessage({ code: 'c', state: 's' })).toEqual({ code: 'c', state: 's' })
    expect(parseWebMessage({ response: { code: 'c', state: 's' } })).toEqual({ code: 'c', state: 's' })
    expect(parseWebMessage('code=c')).toEqual({})
    expect(parseWebMessage({ code: 1, state: {} })).toEqual({})
  })

  it('property: never throws on hostile URLs and only yields strings', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.constantFrom('query' as const, 'fragment' as const),
        (url, mode) => {
          const answer = parseFromUrl(url, mode)
          return Object.values(answer).every((v) => typeof v === 'string' && v.length > 0)
        },
      ),
    )
  })

  it('property: round-trips any code and state through query and fragment', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (code, state) => {
        const params = `code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`
        const q = parseFromUrl(`https://x.test/p?${params}`, 'query')
        const f = parseFromUrl(`https://x.test/p#${params}`, 'fragment')
        return q.code === code && q.state === state && f.code === code && f.state === state
      }),
    )
  })

  it('property: never throws on hostile message data', () => {
    fc.assert(fc.property(fc.anything(), (data) => typeof parseWebMessage(data) === 'object'))
  })
})
