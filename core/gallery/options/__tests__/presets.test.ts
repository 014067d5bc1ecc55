import { describe, expect, it } from 'vitest'
import { GALLERY_LAYOUTS, LEGACY_LAYOUT_NUMBERS, MAGIC_LAYOUT_MESSAGE, UNPARSABLE_JSON_MESSAGE } from '../constants'
import { PRESETS, presetOf } from '../presets'
import { resolveOptions } from '../resolveOptions'
import { flattenObject } from '../schema'
import type { GalleryLayout } from '../types'
import { recordingLogger } from './recordingLogger'

const resolve = (input: unknown) => resolveOptions(input, { logger: recordingLogger() })
const byName = (name: GalleryLayout) => resolve({ layoutParams: { structure: { galleryLayout: name } } })
const flatOf = (o: object) => flattenObject(o as Record<string, unknown>)

describe('legacy layout numbers', () => {
  const numbers = Object.entries(LEGACY_LAYOUT_NUMBERS).filter(([, name]) => name !== 'magic')
  it.each(numbers)('flat { galleryLayout: %s } resolves exactly like the preset name %s', (n, name) => {
    expect(resolve({ galleryLayout: Number(n) })).toEqual(byName(name))
  })
  it.each(numbers)('nested galleryLayout %s resolves exactly like the preset name %s', (n, name) => {
    expect(resolve({ layoutParams: { structure: { galleryLayout: Number(n) } } })).toEqual(byName(name))
  })
  it('magic (8) logs the retirement message, flat and nested', () => {
    for (const input of [{ galleryLayout: 8 }, { layoutParams: { structure: { galleryLayout: 8 } } }]) {
      const logger = recordingLogger()
      const o = resolveOptions(input, { logger })
      expect(logger.errors).toEqual([MAGIC_LAYOUT_MESSAGE])
      expect(o.layoutParams.structure.galleryLayout).toBe('magic')
    }
  })
})

describe('each preset forces its values over the user choices and keeps its name', () => {
  it.each(GALLERY_LAYOUTS.filter((l) => l !== 'magic'))('%s', (name) => {
    const o = byName(name)
    expect(o.layoutParams.structure.galleryLayout).toBe(name)
    const resolved = flatOf({
      layoutParams: o.layoutParams,
      behaviourParams: o.behaviourParams,
      stylingParams: o.stylingParams,
    })
    const forced = flatOf(PRESETS[name].values)
    for (const key of Object.keys(forced)) expect([key, resolved[key]]).toEqual([key, forced[key]])
    expect(presetOf(o)).toBe(PRESETS[name])
  })

  it('a user choice the preset fixes is overridden, and stays so on re-resolution', () => {
    const o = resolve({ galleryLayout: 'grid', cubeImages: false })
    expect(o.layoutParams.crop.enable).toBe(true)
    expect(resolve(o)).toEqual(o)
  })
})

describe('preset constants', () => {
  it('alternate: target 86, minimum 50, density 0.48, groups 1, 2h, 1, 2h', () => {
    const o = byName('alternate')
    expect(o.layoutParams.targetItemSize).toMatchObject({ value: 86, minimum: 50 })
    expect(o.layoutParams.groups.density).toBe(0.48)
    expect(o.layoutParams.groups.repeatingGroupTypes).toEqual(['1', '2h', '1', '2h'])
  })
  it('bricks: target 400, ratios 0.707, 1.414, 1.414, 0.707', () => {
    const o = byName('bricks')
    expect(o.layoutParams.targetItemSize.value).toBe(400)
    expect(o.layoutParams.crop.ratios).toEqual([0.707, 1.414, 1.414, 0.707])
  })
  it('column: crop ratio 0.35', () => {
    expect(byName('column').layoutParams.crop.ratios).toEqual([0.35])
  })
  it.each(['slideshow', 'thumbnail'] as const)('%s: target 550, ratio 100%%/100%%', (name) => {
    const o = byName(name)
    expect(o.layoutParams.targetItemSize.value).toBe(550)
    expect(o.targetItemSize).toBe(550)
    expect(o.layoutParams.crop.ratios).toEqual(['100%/100%'])
  })
  it('mix: groups 1, 3l, 1, 3r', () => {
    expect(byName('mix').layoutParams.groups.repeatingGroupTypes).toEqual(['1', '3l', '1', '3r'])
  })
})

describe('layout names that are not presets', () => {
  it('resolveOptions() and resolveOptions({}) are collage with item spacing 10', () => {
    for (const o of [resolveOptions(undefined, { logger: recordingLogger() }), resolve({})]) {
      expect(o.layoutParams.structure.galleryLayout).toBe('collage')
      expect(o.layoutParams.structure.itemSpacing).toBe(10)
    }
  })
  it.each([
    ['unknown name', 'spiral'],
    ['unknown number', 99],
    ['wrong type', true],
  ])('%s means collage', (_label, galleryLayout) => {
    const logger = recordingLogger()
    const o = resolveOptions({ galleryLayout }, { logger })
    expect(o.layoutParams.structure.galleryLayout).toBe('collage')
    expect(logger.warnings.some((w) => w.includes('unknown galleryLayout'))).toBe(true)
  })
  it('magic leaves the options unchanged: no preset values are applied', () => {
    const o = resolve({ galleryLayout: 8, cubeImages: true, numberOfImagesPerRow: 4, groupSize: 2 })
    expect(o.layoutParams.crop.enable).toBe(true)
    expect(o.layoutParams.structure.numberOfColumns).toBe(4)
    expect(o.layoutParams.groups.groupSize).toBe(2)
    expect(resolve({ galleryLayout: 0, cubeImages: true }).layoutParams.crop.enable).toBe(false)
  })
})

describe('fixed-from-JSON layouts', () => {
  it('a JSON string as the layout gives its parsed (and migrated) options, merged over the rest', () => {
    const o = resolve({ galleryLayout: '{"galleryLayout":2,"imageMargin":7}', imageMargin: 3, cubeType: 'fit' })
    expect(o.layoutParams.structure.galleryLayout).toBe('grid')
    expect(o.layoutParams.structure.itemSpacing).toBe(7)
    expect(o.layoutParams.crop.method).toBe('FIT')
  })
  it('galleryLayout -3 takes the JSON from jsonStyleParams', () => {
    const json = JSON.stringify({ layoutParams: { structure: { galleryLayout: 'masonry', itemSpacing: 2 } } })
    const o = resolve({ galleryLayout: -3, jsonStyleParams: json })
    expect(o.layoutParams.structure).toMatchObject({ galleryLayout: 'masonry', itemSpacing: 2 })
  })
  it('JSON naming no layout is collage', () => {
    expect(resolve({ galleryLayout: '{"imageMargin":1}' }).layoutParams.structure.galleryLayout).toBe('collage')
  })
  it('an unparsable JSON string gives empty options: exactly the defaults, with a warning', () => {
    const logger = recordingLogger()
    const o = resolveOptions({ galleryLayout: '{"galleryLayout":', imageMargin: 30 }, { logger })
    expect(o).toEqual(resolve({}))
    expect(logger.warnings).toContain(UNPARSABLE_JSON_MESSAGE)
  })
})
