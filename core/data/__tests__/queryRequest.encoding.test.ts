// The query request and how it travels (wire-format items/query): options on the wire, reference
// options, the 2048-character GET limit at its boundary, and decoding of any text.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decodeQueryRequest, MAX_GET_URL, queryCall, queryRequest, type QuerySpec } from '../index'

const spec = (patch: Partial<QuerySpec> = {}): QuerySpec => ({
  collection: 'Movies',
  tree: {},
  sort: [],
  fields: [],
  include: [],
  ...patch,
})

describe('queryRequest', () => {
  it('sends a language only when it is a non-empty string', () => {
    expect(queryRequest(spec(), { language: 'fr' }).language).toBe('fr')
    for (const language of [undefined, '', 5 as never])
      expect(queryRequest(spec(), { language })).not.toHaveProperty('language')
  })
  it('reference options only when some include has a limit, a limit only where given', () => {
    expect(queryRequest(spec({ include: [{ fieldName: 'a' }] }))).not.toHaveProperty('referencedItemOptions')
    const request = queryRequest(spec({ include: [{ fieldName: 'a' }, { fieldName: 'b', limit: 2 }] }))
    expect(request.referencedItemOptions).toStrictEqual([{ fieldName: 'a' }, { fieldName: 'b', limit: 2 }])
    expect(request.includeReferences).toEqual(['a', 'b'])
  })
  it('a tree the wire cannot carry fails naming the filter', () => {
    expect(() => queryRequest(spec({ tree: { at: new Date('x') } }))).toThrow('WDE0004: filter.at is an invalid Date.')
  })
})

describe('queryCall', () => {
  const request = queryRequest(spec())
  const encodedLength = queryCall('', request).url.length
  const endpointOf = (urlLength: number) => `https://h.test/${'x'.repeat(urlLength - encodedLength - 15)}`
  it('a URL of exactly 2048 characters goes as GET, one more as POST of the JSON', () => {
    const fits = queryCall(endpointOf(MAX_GET_URL), request)
    expect([fits.method, fits.url.length]).toEqual(['GET', 2048])
    const over = queryCall(endpointOf(MAX_GET_URL + 1), request)
    expect(over).toEqual({ method: 'POST', url: endpointOf(MAX_GET_URL + 1), body: JSON.stringify(request) })
  })
  it('decodes a bare "?.r=" query string and a POST body', () => {
    const { url } = queryCall('', request)
    expect(url.startsWith('?.r=')).toBe(true)
    expect(decodeQueryRequest(url)).toEqual(request)
    expect(decodeQueryRequest(JSON.stringify(request))).toEqual(request)
  })
  it('any text in the filter, of every UTF-8 length, decodes back (examples and property)', () => {
    const roundTrip = (text: string) => {
      const sent = queryRequest(spec({ tree: { title: text } }))
      const { url } = queryCall('https://h.test/q', sent)
      return decodeQueryRequest(url)
    }
    for (const text of ['a', 'é', '\u07ff', '\u0800', 'क', '\uffff', '😀', '\u0800क€😀'])
      expect((roundTrip(text).query as { filter: unknown }).filter).toEqual({ title: text })
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        expect((roundTrip(text).query as { filter: unknown }).filter).toEqual({ title: text })
      }),
    )
  })
})
