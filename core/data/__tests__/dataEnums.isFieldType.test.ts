// isFieldType accepts the field type names themselves, never another value that reads as one.
import { describe, expect, it } from 'vitest'
import { isFieldType } from '../index'

describe('isFieldType', () => {
  it('refuses values that are not strings even when they convert to a type name', () => {
    const named = { toString: () => 'TEXT' }
    expect([isFieldType('TEXT'), isFieldType(['TEXT']), isFieldType(named), isFieldType(undefined)]).toEqual([
      true,
      false,
      false,
      false,
    ])
  })
})
