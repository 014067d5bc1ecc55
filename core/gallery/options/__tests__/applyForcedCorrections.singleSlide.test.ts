// Forced corrections at the edges the mutation run left unasserted: scroll blocking only
// for one item per slide, touch devices keeping arrows that are not mouse-cursor arrows, and arrow
// alignment for a placement list that repeats the same vertical side.
import { describe, expect, it } from 'vitest'
import { type ResolveOptionsEnv, resolveOptions } from '../resolveOptions'
import { recordingLogger } from './recordingLogger'

const resolve = (input: unknown, env: ResolveOptionsEnv = {}) =>
  resolveOptions(input, { logger: recordingLogger(), ...env })

/** A horizontal FADE slide with one full-frame crop ratio and the given group size ('empty' layout: no preset). */
const fadeSlide = (groupSize: number) =>
  resolve({
    layoutParams: {
      structure: { galleryLayout: 'empty', scrollDirection: 'HORIZONTAL' },
      groups: { groupSize },
      crop: { enable: true, cropOnlyFill: false, ratios: ['100%/100%'] },
    },
    behaviourParams: { gallery: { horizontal: { slideAnimation: 'FADE' } } },
  }).behaviourParams.gallery.horizontal

describe('fade and deck block scrolling only for single full slides', () => {
  it('a group size of exactly 1 blocks scrolling; a group size of 0 keeps FADE but does not block', () => {
    expect(fadeSlide(1)).toMatchObject({ slideAnimation: 'FADE', blockScroll: true })
    expect(fadeSlide(0)).toMatchObject({ slideAnimation: 'FADE', blockScroll: false })
  })
})

describe('touch devices disable only mouse-cursor arrows', () => {
  it('keeps on-gallery and outside arrows enabled on touch', () => {
    const arrows = (arrowsPosition: number) =>
      resolve({ galleryLayout: 'slider', arrowsPosition }, { isTouch: true }).layoutParams.navigationArrows
    expect(arrows(0)).toMatchObject({ enable: true, position: 'ON_GALLERY' })
    expect(arrows(1)).toMatchObject({ enable: true, position: 'OUTSIDE_GALLERY' })
    expect(arrows(2)).toMatchObject({ enable: false, position: 'MOUSE_CURSOR' })
  })
})

describe('arrow alignment with a repeated vertical placement', () => {
  it('keeps IMAGE_CENTER when every non-overlay part is BELOW, even listed twice', () => {
    const alignment = (placement: string) =>
      resolve({
        layoutParams: {
          structure: { galleryLayout: 'slider' },
          info: { placement },
          groups: { allowedGroupTypes: ['1'] },
          navigationArrows: { verticalAlignment: 'IMAGE_CENTER' },
        },
      }).layoutParams
    expect(alignment('BELOW,OVERLAY,BELOW')).toMatchObject({
      info: { placement: 'BELOW,OVERLAY,BELOW' },
      navigationArrows: { verticalAlignment: 'IMAGE_CENTER' },
    })
    expect(alignment('BELOW,ABOVE').navigationArrows.verticalAlignment).toBe('ITEM_CENTER')
  })
})
