import { describe, expect, it } from 'vitest'
import { uploadErrorKey, uploadErrorView } from '..'

describe('upload error keys and texts', () => {
  it('reads a key by name or number, nothing else', () => {
    expect(uploadErrorKey('CORRUPT_FILE')).toBe('CORRUPT_FILE')
    expect(uploadErrorKey(14)).toBe('CORRUPT_FILE')
    expect(uploadErrorKey('NOT_A_KEY')).toBeUndefined()
    expect(uploadErrorKey(42)).toBeUndefined()
  })

  it('shows the size text for SIZE_LIMIT', () => {
    expect(uploadErrorView({ key: 'SIZE_LIMIT', msg: 'ignored' })).toEqual({
      kind: 'message',
      key: 'uploadErrorSize',
      code: 'SIZE_LIMIT',
    })
  })

  it('shows the supplied message for a key without its own text', () => {
    expect(uploadErrorView({ key: 'CORRUPT_FILE', msg: 'The file is damaged' })).toEqual({
      kind: 'supplied',
      text: 'The file is damaged',
      code: 'CORRUPT_FILE',
    })
  })

  it('reads `message` when there is no `msg`, trimmed, and cuts it at 500 characters', () => {
    expect(uploadErrorView({ message: '  Try again later  ' })).toEqual({ kind: 'supplied', text: 'Try again later' })
    const long = uploadErrorView({ msg: 'x'.repeat(600) })
    expect(long).toEqual({ kind: 'supplied', text: 'x'.repeat(500) })
  })
})
