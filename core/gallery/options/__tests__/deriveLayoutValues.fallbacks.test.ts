// The fallbacks of the derived layout values the mutation run left unasserted: the SMART target size
// of a layout without a SMART rule, a SMART rule giving zero or less, and a zero info height under a
// separated background.
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS } from '../defaultOptions'
import { deriveLayoutValues, targetItemSizeOf } from '../deriveLayoutValues'
import type { GalleryOptions } from '../types'

type Draft = { -readonly [K in keyof GalleryOptions]: GalleryOptions[K] }
/** A private copy of the defaults, changed by `edit`. */
const optionsWith = (edit: (o: Draft) => void): GalleryOptions => {
  const o = structuredClone(DEFAULT_OPTIONS) as Draft
  edit(o)
  return o
}
/** The SMART target size of `layout` for the SMART value `value`. */
const smartSize = (layout: string, value: number) =>
  targetItemSizeOf(
    optionsWith((o) => {
      ;(o.layoutParams.structure as { galleryLayout: string }).galleryLayout = layout
      o.layoutParams.targetItemSize = { unit: 'SMART', value, minimum: 120 }
    }),
  )

describe('SMART target size fallbacks', () => {
  it('a layout without a SMART rule (slider, magic) uses the SMART value itself', () => {
    expect([smartSize('slider', 30), smartSize('magic', 45)]).toEqual([30, 45])
  })

  it('a SMART rule giving zero or a negative size falls back to the value', () => {
    expect(smartSize('collage', -100)).toBe(-100) // rule: -100 * 5 + 500 = 0
    expect(smartSize('empty', -20)).toBe(-20) // rule: -20 * 9 + 100 = -80
    expect(smartSize('collage', -99)).toBe(5) // rule: -99 * 5 + 500 = 5, positive, kept
  })
})

describe('external info height of zero', () => {
  it('stays 0 under a separated background: spacing and borders are added only to a positive height', () => {
    const height = (infoHeight: number) =>
      deriveLayoutValues(
        optionsWith((o) => {
          o.layoutParams.info.placement = 'BELOW'
          o.layoutParams.info.height = infoHeight
          o.layoutParams.info.layout = 'SEPARATED_BACKGROUND'
          o.layoutParams.info.border = { width: 3, radius: 0, color: '' }
        }),
      ).externalInfoHeight
    expect([height(0), height(40)]).toEqual([0, 40 + 10 + 6])
  })
})
