import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readServiceError } from '../readServiceError'

describe('readServiceError', () => {
  it('reads message, application error and field violations, dropping violations that are not objects', () => {
    const body = {
      message: 'invalid',
      details: {
        applicationError: { code: 'WDE0027', description: 'denied' },
        validationError: { fieldViolations: [{ field: 'email', description: 'must be an email' }, 'junk', null] },
      },
    }
    expect(readServiceError(body)).toEqual({
      message: 'invalid',
      details: body.details,
      applicationError: { code: 'WDE0027', description: 'denied' },
      fieldViolations: [{ field: 'email', description: 'must be an email' }],
    })
  })

  it('leaves out what has the wrong type', () => {
    expect(readServiceError({ message: 3, details: { validationError: { fieldViolations: 'x' } } })).toEqual({
      message: undefined,
      details: { validationError: { fieldViolations: 'x' } },
      applicationError: undefined,
      fieldViolations: undefined,
    })
    expect(readServiceError('<html>')).toEqual({})
  })

  it('property: never throws on any JSON value and every violation it returns is an object', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = readServiceError({ details: { validationError: { fieldViolations: [value] } } })
        for (const v of read.fieldViolations ?? [])
          expect(typeof v === 'object' && v !== null && !Array.isArray(v)).toBe(true)
      }),
    )
  })
})
