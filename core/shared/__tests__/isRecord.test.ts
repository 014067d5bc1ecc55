import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPlainRecord, isRecord } from '../isRecord'

describe('isRecord and isPlainRecord', () => {
  it('accept objects and refuse arrays, null and primitives', () => {
    for (const value of [{}, { a: 1 }, Object.create(null)]) {
      expect(isRecord(value)).toBe(true)
      expect(isPlainRecord(value)).toBe(true)
    }
    for (const value of [[], null, undefined, 'x', 1, true, () => 1]) {
      expect(isRecord(value)).toBe(false)
      expect(isPlainRecord(value)).toBe(false)
    }
  })

  it('class instances are records but not plain records', () => {
    for (const value of [new Date(0), new Map(), new (class Box {})()]) {
      expect(isRecord(value)).toBe(true)
      expect(isPlainRecord(value)).toBe(false)
    }
  })

  it('property: every parsed JSON value is a plain record exactly when it is a JSON object', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed: unknown = JSON.parse(JSON.stringify(value))
        const isObject = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
        expect(isPlainRecord(parsed)).toBe(isObject)
        expect(isRecord(parsed)).toBe(isObject)
      }),
    )
  })
})
