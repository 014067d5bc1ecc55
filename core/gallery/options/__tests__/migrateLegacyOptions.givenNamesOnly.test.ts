// migrateLegacyOptions writes only the names whose values were given, keeps an explicit target-size
// unit against the legacy size values of the other units, and lets only the three option groups win
// as nested records: the cases the mutation run left unasserted.
import { describe, expect, it } from 'vitest'
import { migrateLegacyOptions } from '../migrateLegacyOptions'

const keysOf = (input: unknown) => Object.keys(migrateLegacyOptions(input)).sort()

describe('migrateLegacyOptions writes only names that were given a value', () => {
  it('an empty input migrates to no names at all (no target size, crop ratios, info size or mapped values)', () => {
    expect(keysOf({})).toEqual([])
  })

  it('a legacy name given as undefined is dropped without creating its new name', () => {
    expect(keysOf({ imageMargin: undefined, oneRow: undefined, textBoxHeight: undefined })).toEqual([])
    expect(keysOf({ imageMargin: 12 })).toEqual(['layoutParams_structure_itemSpacing'])
  })
})

describe('legacy target size with an explicit unit', () => {
  it('the given unit picks its own legacy value even when the other units have values too', () => {
    const sizes = { gallerySizePx: 300, gallerySizeRatio: 40 }
    expect(migrateLegacyOptions({ gallerySizeType: 'ratio', ...sizes })).toMatchObject({
      layoutParams_targetItemSize_unit: 'PERCENT',
      layoutParams_targetItemSize_value: 40,
    })
    expect(migrateLegacyOptions({ gallerySizeType: 'px', ...sizes })).toMatchObject({
      layoutParams_targetItemSize_unit: 'PIXEL',
      layoutParams_targetItemSize_value: 300,
    })
  })
})

describe('nested records outside the option groups', () => {
  it('are flattened like flat names, so a flat name given after them wins', () => {
    expect(migrateLegacyOptions({ custom: { size: 1 }, custom_size: 2 }).custom_size).toBe(2)
    expect(migrateLegacyOptions({ layoutParams: { custom: 1 }, layoutParams_custom: 2 }).layoutParams_custom).toBe(1)
  })
})
