import { describe, expect, it } from 'vitest'
import { spoilerLayout, spoilerSettings } from '..'

describe('spoiler bounds', () => {
  it('is full size at exactly 320 px wide and reduced at 319', () => {
    expect(spoilerLayout(320, 300).reduced).toBe(false)
    expect(spoilerLayout(319, 300).reduced).toBe(true)
  })

  it("trims the author's description", () => {
    const data = { containerData: { spoiler: { enabled: true, description: '  Plot twist  ' } } }
    expect(spoilerSettings(data).description).toBe('Plot twist')
  })
})
