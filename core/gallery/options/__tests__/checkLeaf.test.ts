// What one option value is accepted as, or the reason it is refused (the reason resolveOptions reports):
// exact values for every kind of leaf, including the gentle coercions and their limits.
import { describe, expect, it } from 'vitest'
import { checkLeaf, flattenObject, setFlat, setOwn } from '../schema'
import type { GalleryOptions } from '../types'

const refused = (reason: string) => ({ ok: false, error: reason })
const accepted = (value: unknown) => ({ ok: true, value })

describe('checkLeaf', () => {
  it('enumerations: upper-cases strings, refuses others naming the allowed values', () => {
    expect(checkLeaf('layoutParams_structure_scrollDirection', 'horizontal')).toEqual(accepted('HORIZONTAL'))
    expect(checkLeaf('layoutParams_structure_scrollDirection', 'sideways')).toEqual(
      refused('expected one of VERTICAL, HORIZONTAL'),
    )
    expect(checkLeaf('layoutParams_structure_scrollDirection', 1)).toEqual(
      refused('expected one of VERTICAL, HORIZONTAL'),
    )
  })

  it('info placement: a comma list of known placements, upper-cased and trimmed', () => {
    const reason =
      'expected placements among OVERLAY, BELOW, ABOVE, RIGHT, LEFT, ALTERNATE_HORIZONTALLY, ALTERNATE_VERTICALLY'
    expect(checkLeaf('layoutParams_info_placement', ' below , overlay')).toEqual(accepted('BELOW,OVERLAY'))
    expect(checkLeaf('layoutParams_info_placement', 'BELOW,SIDEWAYS')).toEqual(refused(reason))
    expect(checkLeaf('layoutParams_info_placement', ['BELOW'])).toEqual(refused(reason))
    expect(checkLeaf('layoutParams_info_placement', '')).toEqual(refused(reason))
  })

  it('group types: a list or comma string of known types, trimmed; an empty string is no types', () => {
    const reason = 'expected group types among 1, 2h, 2v, 3h, 3v, 3t, 3b, 3l, 3r'
    expect(checkLeaf('layoutParams_groups_allowedGroupTypes', '1, 2h,3v')).toEqual(accepted(['1', '2h', '3v']))
    expect(checkLeaf('layoutParams_groups_repeatingGroupTypes', [' 3t', '1'])).toEqual(accepted(['3t', '1']))
    expect(checkLeaf('layoutParams_groups_repeatingGroupTypes', '')).toEqual(accepted([]))
    expect(checkLeaf('layoutParams_groups_allowedGroupTypes', '1,4x')).toEqual(refused(reason))
    expect(checkLeaf('layoutParams_groups_allowedGroupTypes', 12)).toEqual(refused(reason))
  })

  it('crop ratios: a number, a comma string or a list of positive numbers and ratio strings', () => {
    const reason = 'expected positive numbers or strings such as 16/9'
    expect(checkLeaf('layoutParams_crop_ratios', 1.5)).toEqual(accepted([1.5]))
    expect(checkLeaf('layoutParams_crop_ratios', '16/9, 2 ,100%/100%')).toEqual(accepted(['16/9', 2, '100%/100%']))
    expect(checkLeaf('layoutParams_crop_ratios', [0.5, ' 4:3 '])).toEqual(accepted([0.5, '4:3']))
    expect(checkLeaf('layoutParams_crop_ratios', [])).toEqual(refused('expected a non-empty list of ratios'))
    expect(checkLeaf('layoutParams_crop_ratios', { a: 1 })).toEqual(refused('expected a non-empty list of ratios'))
    expect(checkLeaf('layoutParams_crop_ratios', 0)).toEqual(refused(reason))
    expect(checkLeaf('layoutParams_crop_ratios', [1, ' '])).toEqual(refused(reason))
    expect(checkLeaf('layoutParams_crop_ratios', [1, null])).toEqual(refused(reason))
  })

  it('column ratios: non-negative numbers (numeric strings read), an empty string is none', () => {
    const reason = 'expected a list of non-negative numbers'
    expect(checkLeaf('layoutParams_structure_columnRatios', '1, 2,0')).toEqual(accepted([1, 2, 0]))
    expect(checkLeaf('layoutParams_structure_columnRatios', [3, '0.5'])).toEqual(accepted([3, 0.5]))
    expect(checkLeaf('layoutParams_structure_columnRatios', '')).toEqual(accepted([]))
    expect(checkLeaf('layoutParams_structure_columnRatios', [1, -1])).toEqual(refused(reason))
    expect(checkLeaf('layoutParams_structure_columnRatios', '1,x')).toEqual(refused(reason))
    expect(checkLeaf('layoutParams_structure_columnRatios', 2)).toEqual(refused(reason))
  })

  it('numbers: finite numbers and numeric strings; blanks, words and infinities refused', () => {
    const key = 'layoutParams_structure_itemSpacing'
    expect(checkLeaf(key, 12)).toEqual(accepted(12))
    expect(checkLeaf(key, ' 7 ')).toEqual(accepted(7))
    for (const bad of ['', '  ', 'ten', Infinity, NaN, null, '1e999'])
      expect(checkLeaf(key, bad)).toEqual(refused('expected a finite number'))
  })

  it('booleans: true, false and their strings; anything else refused', () => {
    const key = 'layoutParams_structure_enableStreching'
    expect(checkLeaf(key, false)).toEqual(accepted(false))
    expect(checkLeaf(key, 'true')).toEqual(accepted(true))
    expect(checkLeaf(key, 'false')).toEqual(accepted(false))
    for (const bad of ['yes', 1, 'TRUE']) expect(checkLeaf(key, bad)).toEqual(refused('expected a boolean'))
  })

  it('strings: any string as given; other types refused; unknown keys refused as unknown', () => {
    expect(checkLeaf('stylingParams_arrowsColor', ' #fff ')).toEqual(accepted(' #fff '))
    expect(checkLeaf('stylingParams_arrowsColor', 5)).toEqual(refused('expected a string'))
    expect(checkLeaf('layoutParams_structure_galleryLayout', 'grid')).toEqual(refused('unknown option'))
  })
})

describe('flattenObject and setFlat', () => {
  it('flattens nested groups to underscore names and writes them back at their path', () => {
    const flat = flattenObject({ layoutParams: { structure: { itemSpacing: 3 }, crop: { ratios: [1] } } })
    expect(flat).toMatchObject({ layoutParams_structure_itemSpacing: 3, layoutParams_crop_ratios: [1] })
    const target = {
      layoutParams: { structure: {} },
      behaviourParams: {},
      stylingParams: {},
    } as unknown as GalleryOptions
    setFlat(target, 'layoutParams_structure_itemSpacing', 9)
    setFlat(target, 'layoutParams_structure_itemSpacing', 10)
    expect(target.layoutParams.structure).toEqual({ itemSpacing: 10 })
  })

  it('setOwn keeps a "__proto__" key as an own enumerable, writable data property; the prototype is untouched', () => {
    const record: Record<string, unknown> = {}
    setOwn(record, '__proto__', { polluted: 1 })
    setOwn(record, 'plain', 2)
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype)
    expect(Object.keys(record)).toEqual(['__proto__', 'plain'])
    expect(Object.getOwnPropertyDescriptor(record, '__proto__')).toEqual({
      value: { polluted: 1 },
      enumerable: true,
      writable: true,
      configurable: true,
    })
    expect(record.polluted).toBeUndefined()
  })
})
