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

  it('an item showing text has a name that contains it: the alt text if it holds the text, else text then alt', () => {
    expect(itemAccessibleName('Harbour 1 (photo)', false, undefined, ['Harbour 1', ''])).toBe('Harbour 1 (photo)')
    expect(itemAccessibleName('Harbour at dawn', false, undefined, ['Harbour', 'Boats  at\nrest'])).toBe(
      'Harbour, Boats at rest, Harbour at dawn',
    )
    expect(itemAccessibleName('Courtyard 3', false, undefined, ['Courtyard 3', ''])).toBe('Courtyard 3')
    expect(itemAccessibleName('courtyard', true, ', Acheter', ['Sunny Courtyard'])).toBe('Sunny Courtyard, Acheter')
    expect(itemAccessibleName('Stairs', false, undefined, ['', ' '])).toBe('Stairs')
  })
})
