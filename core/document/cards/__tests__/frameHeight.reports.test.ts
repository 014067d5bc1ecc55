import { describe, expect, it } from 'vitest'
import { FRAME_HEIGHT_MESSAGE, frameHeight, isSafeSandbox, readHeightReport } from '..'

describe('frame height reports', () => {
  it('sees scripts with the page origin in any letter case', () => {
    expect(isSafeSandbox('ALLOW-SCRIPTS Allow-Same-Origin')).toBe(false)
  })

  it('keeps the given height for a report that is not a number', () => {
    expect(frameHeight(300, '320')).toBe(300)
    expect(frameHeight(300, null)).toBe(300)
  })

  it('reads a height only from an object of the height message type with a numeric height', () => {
    expect(readHeightReport(null)).toBeUndefined()
    expect(readHeightReport({ type: FRAME_HEIGHT_MESSAGE, height: '500' })).toBeUndefined()
    expect(readHeightReport({ type: FRAME_HEIGHT_MESSAGE, height: 500 })).toBe(500)
  })
})
