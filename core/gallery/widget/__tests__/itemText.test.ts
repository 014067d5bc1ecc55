import { describe, expect, it } from 'vitest'
import { itemAccessibleName, itemAltText } from '../itemAccessibleName'

describe('item names and alt text', () => {
  it("an untitled image's alt text is 'untitled image'; its accessible name keeps 'Untitled image'", () => {
    expect(itemAltText('Untitled image', false)).toBe('untitled image')
    expect(itemAccessibleName('Untitled image', false)).toBe('Untitled image')
    expect(itemAltText('Harbour', false)).toBe('Harbour')
  })

  it("a store gallery appends the suffix of the visitor's language", () => {
    expect(itemAccessibleName('Harbour', true)).toBe('Harbour, Buy Now')
    expect(itemAccessibleName('Harbour', true, ', Acheter')).toBe('Harbour, Acheter')
    expect(itemAltText('Untitled image', true, ', Acheter')).toBe('untitled image, Acheter')
  })
})
