// readServiceError on bodies that are not records, that have no details, or whose application error
// has the wrong type: the cases the mutation run left unasserted.
import { describe, expect, it } from 'vitest'
import { readServiceError } from '../readServiceError'

describe('readServiceError with parts missing', () => {
  it.each([null, undefined, '<html>', 42, ['x']])('reads %j as an empty body with no fields at all', (body) => {
    expect(readServiceError(body)).toStrictEqual({})
  })

  it('a body without details keeps its message and has no application error or violations', () => {
    expect(readServiceError({ message: 'Not found' })).toEqual({
      message: 'Not found',
      details: undefined,
      applicationError: undefined,
      fieldViolations: undefined,
    })
  })

  it('an application error that is not an object is left out, the details kept as sent', () => {
    const details = { applicationError: 'oops', validationError: 'bad' }
    const read = readServiceError({ message: 'Failed', details })
    expect(read).toEqual({ message: 'Failed', details, applicationError: undefined, fieldViolations: undefined })
  })
})
