// The status fields every store snapshot carries: statusOf for non-errors, failedWith for a failure.
import { describe, expect, it } from 'vitest'
import { failedWith, statusOf } from '../status'

describe('status fields', () => {
  it('statusOf gives the status with no error', () => {
    expect([statusOf('idle'), statusOf('loading'), statusOf('ready')]).toEqual([
      { status: 'idle', error: null },
      { status: 'loading', error: null },
      { status: 'ready', error: null },
    ])
  })

  it('failedWith gives the error status carrying the failure as given', () => {
    const error = { kind: 'network', message: 'offline' }
    expect(failedWith(error)).toStrictEqual({ status: 'error', error })
    expect(failedWith(error).error).toBe(error)
  })
})
