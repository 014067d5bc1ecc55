// The masonry preset lays out by the user's columns only in vertical orientation (as
// pro-gallery's processGridStyle): a horizontally oriented masonry is switched to fit the screen.
import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../resolveOptions'
import { recordingLogger } from './recordingLogger'

const masonry = (layoutOrientation: 'HORIZONTAL' | 'VERTICAL') =>
  resolveOptions(
    {
      layoutParams: {
        structure: {
          galleryLayout: 'masonry',
          layoutOrientation,
          responsiveMode: 'SET_ITEMS_PER_ROW',
          numberOfColumns: 4,
        },
      },
    },
    { logger: recordingLogger() },
  )

describe('masonry columns by orientation', () => {
  it('horizontal orientation fits the screen: no fixed columns', () => {
    const o = masonry('HORIZONTAL')
    expect([o.layoutParams.structure.responsiveMode, o.fixedColumns]).toEqual(['FIT_TO_SCREEN', 0])
  })

  it('vertical orientation keeps items per row and fixes the 4 columns', () => {
    const o = masonry('VERTICAL')
    expect([o.layoutParams.structure.responsiveMode, o.fixedColumns]).toEqual(['SET_ITEMS_PER_ROW', 4])
  })
})
