// The error values themselves: DataError's fields, asDataError's wrapping of anything thrown, BulkError,
// and show(), the short rendering of a caller's value inside a message.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import { asDataError, BulkError, DataError, show } from '../errors'
import { createDataClient } from '../index'

describe('DataError', () => {
  it('is an Error named DataError that keeps code, details, violations and cause only when given', () => {
    const plain = new DataError('WDE0001', 'm')
    expect([plain.name, plain.code, plain.message, String(plain)]).toEqual([
      'DataError',
      'WDE0001',
      'm',
      'DataError: m',
    ])
    expect([plain.details, plain.violations, plain.cause]).toEqual([undefined, undefined, undefined])
    expect('cause' in plain).toBe(false)
    const violations = [{ field: 'a', description: 'bad' }]
    const full = new DataError('X', 'm', { details: { requestId: 'r' }, violations, cause: 'why' })
    expect([full.details, full.violations, full.cause]).toEqual([{ requestId: 'r' }, violations, 'why'])
  })

  it("carries the server's error details to the caller", async () => {
    const details = { applicationError: { code: 'WDE0027', description: 'No permission' }, requestId: 'r9' }
    const http = scriptedHttp().on('POST', /.*/, jsonResponse({ message: 'msg', details }, 403))
    const error = await createDataClient({ baseUrl: 'https://h.test', http })
      .insert('Movies', {})
      .catch((e: DataError) => e)
    expect(error).toMatchObject({ code: 'WDE0027', message: 'No permission', details })
  })
})

describe('asDataError', () => {
  it('answers a DataError itself', () => {
    const original = new DataError('WDE0002', 'x')
    expect(asDataError(original)).toBe(original)
  })
  it('wraps an Error with its message, its string code and the original as cause', () => {
    const thrown = Object.assign(new Error('quota'), { code: 'MY_CODE' })
    const wrapped = asDataError(thrown)
    expect(wrapped).toBeInstanceOf(DataError)
    expect([wrapped.code, wrapped.message, wrapped.cause]).toEqual(['MY_CODE', 'quota', thrown])
  })
  it('gives WD_UNKNOWN_ERROR to anything without a string code, null and undefined included', () => {
    expect([asDataError(null).code, asDataError(null).message]).toEqual(['WD_UNKNOWN_ERROR', 'null'])
    expect([asDataError(undefined).code, asDataError(undefined).message]).toEqual(['WD_UNKNOWN_ERROR', 'undefined'])
    expect([asDataError({ code: 7 }).code, asDataError('text').message]).toEqual(['WD_UNKNOWN_ERROR', 'text'])
  })
})

describe('BulkError', () => {
  it("is an Error named BulkError with the entry's code, item and original index", () => {
    const item = { _id: 'a' }
    const error = new BulkError('denied', 'WDE0027', item, 3)
    expect(error).toBeInstanceOf(Error)
    expect([error.name, error.message, error.code, error.item, error.originalIndex]).toEqual([
      'BulkError',
      'denied',
      'WDE0027',
      item,
      3,
    ])
  })
})

describe('show', () => {
  it('renders each kind of value briefly', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect([
      show(new Date(Date.UTC(2024, 0, 2))),
      show(new Date('nope')),
      show('plain'),
      show(() => 1),
      show(12n),
      show(Symbol('s')),
      show(undefined),
      show({ a: [1, 'b'] }),
      show(null),
      show(cyclic),
    ]).toEqual([
      '2024-01-02T00:00:00.000Z',
      'Invalid Date',
      'plain',
      'function',
      '12',
      'Symbol(s)',
      'undefined',
      '{"a":[1,"b"]}',
      'null',
      '[object Object]',
    ])
  })

  it('cuts strings and JSON texts longer than 80 characters, with an ellipsis', () => {
    const eighty = 'x'.repeat(80)
    expect(show(eighty)).toBe(eighty)
    expect(show(`${eighty}y`)).toBe(`${eighty}…`)
    const json = ['x'.repeat(76)] // ["xxx…"] is 80 characters
    expect(show(json)).toBe(JSON.stringify(json))
    expect(show(['x'.repeat(77)])).toBe(`${JSON.stringify(['x'.repeat(77)]).slice(0, 80)}…`)
  })

  it('never throws and never answers more than 81 characters', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true }), (value) => {
        const text = show(value)
        expect(typeof text).toBe('string')
        expect(text.length).toBeLessThanOrEqual(81)
      }),
    )
  })
})
