// Which layout a galleryLayout value names (names, legacy numbers, JSON strings) and what is reported,
// and the brand that lets only resolveOptions' output reach the layouter.
import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../resolveOptions'
import { assertResolvedOptions, isResolvedOptions, RESOLVED_OPTIONS_BRAND } from '../resolvedOptions'
import { recordingLogger } from './recordingLogger'

const resolveWith = (input: unknown) => {
  const logger = recordingLogger()
  const options = resolveOptions(input, { logger })
  return { layout: options.layoutParams.structure.galleryLayout, options, warnings: logger.warnings }
}
const layoutOf = (galleryLayout: unknown, extra: Record<string, unknown> = {}) =>
  resolveWith({ layoutParams: { structure: { galleryLayout } }, ...extra })

describe('galleryLayout values', () => {
  it('no value, null or an empty string is collage without a warning', () => {
    for (const value of [undefined, null, ''])
      expect(layoutOf(value)).toMatchObject({ layout: 'collage', warnings: [] })
  })

  it('names in any case and with spaces; "thumbnails" is the thumbnail layout', () => {
    expect(layoutOf(' Grid ').layout).toBe('grid')
    expect(layoutOf('THUMBNAILS').layout).toBe('thumbnail')
    expect(layoutOf('Thumbnail').layout).toBe('thumbnail')
  })

  it('legacy numbers, also as trimmed numeric strings; -1 is empty', () => {
    expect(layoutOf(2).layout).toBe('grid')
    expect(layoutOf(' 12 ').layout).toBe('alternate')
    expect(layoutOf('-1').layout).toBe('empty')
  })

  it('unknown numbers and names are collage, with a warning naming them', () => {
    expect(layoutOf('42')).toMatchObject({
      layout: 'collage',
      warnings: ['Gallery options: unknown galleryLayout 42, using collage'],
    })
    expect(layoutOf('2x')).toMatchObject({
      layout: 'collage',
      warnings: ['Gallery options: unknown galleryLayout 2x, using collage'],
    })
    expect(layoutOf(true).warnings).toEqual(['Gallery options: unknown galleryLayout true, using collage'])
  })

  it('-3 takes the options from jsonStyleParams, as a number or a string; without them it is collage', () => {
    const json = JSON.stringify({ layoutParams: { structure: { galleryLayout: 'masonry', itemSpacing: 7 } } })
    for (const raw of [-3, '-3']) {
      const { layout, options, warnings } = layoutOf(raw, { jsonStyleParams: json })
      expect([layout, options.layoutParams.structure.itemSpacing, warnings]).toEqual(['masonry', 7, []])
    }
    expect(layoutOf(-3)).toMatchObject({ layout: 'collage', warnings: [] })
  })

  it('a JSON string as the layout is read once; a layout it names must be a layout, else collage with a warning', () => {
    const named = layoutOf(' {"layoutParams":{"structure":{"galleryLayout":"slider"}}}')
    expect([named.layout, named.warnings]).toEqual(['slider', []])
    const nested = layoutOf('{"layoutParams":{"structure":{"galleryLayout":"{}"}}}')
    expect(nested.layout).toBe('collage')
    expect(nested.warnings).toEqual(['Gallery options: unknown galleryLayout in the JSON layout string, using collage'])
    const unknown = layoutOf('{"layoutParams":{"structure":{"galleryLayout":"spiral"}}}')
    expect(unknown.warnings).toEqual([
      'Gallery options: unknown galleryLayout in the JSON layout string, using collage',
    ])
    const plain = layoutOf('{"layoutParams":{"structure":{"itemSpacing":3}}}')
    expect([plain.layout, plain.options.layoutParams.structure.itemSpacing, plain.warnings]).toEqual(['collage', 3, []])
  })

  it('an input that is not an object is reported and gives the defaults; null and undefined are quiet', () => {
    expect(resolveWith('grid').warnings).toEqual(['Gallery options: expected an object, using the defaults'])
    expect(resolveWith(null).warnings).toEqual([])
    expect(resolveWith(undefined).warnings).toEqual([])
  })

  it('derived values in the input are ignored, not reported as unknown', () => {
    const { options, warnings } = resolveWith({ targetItemSize: 9999, externalInfoHeight: 5 })
    expect(options.targetItemSize).not.toBe(9999)
    expect(options.externalInfoHeight).toBe(0)
    expect(warnings).toEqual([])
  })
})

describe('the resolved brand', () => {
  it('marks resolveOptions output and its spread copies, not raw objects or JSON copies', () => {
    const resolved = resolveOptions({})
    expect(isResolvedOptions(resolved)).toBe(true)
    expect(isResolvedOptions({ ...resolved, targetItemSize: 300 })).toBe(true)
    expect(isResolvedOptions(JSON.parse(JSON.stringify(resolved)))).toBe(false)
    expect(isResolvedOptions({ [RESOLVED_OPTIONS_BRAND]: 'yes' })).toBe(false)
    expect(isResolvedOptions(null)).toBe(false)
    expect(isResolvedOptions('options')).toBe(false)
    expect(Object.getOwnPropertySymbols(resolved)).toEqual([RESOLVED_OPTIONS_BRAND])
  })

  it('assertResolvedOptions names the caller and what it got', () => {
    const message = (got: string) =>
      `createLayout: options must be an object returned by resolveOptions (got ${got}); call resolveOptions(input) first and pass its result`
    expect(() => assertResolvedOptions(resolveOptions({}), 'createLayout')).not.toThrow()
    expect(() => assertResolvedOptions(undefined, 'createLayout')).toThrow(new TypeError(message('no options')))
    expect(() => assertResolvedOptions({ layoutParams: {} }, 'createLayout')).toThrow(message('raw options'))
    expect(() => assertResolvedOptions(null, 'createLayout')).toThrow(message('null'))
    expect(() => assertResolvedOptions(7, 'createLayout')).toThrow(message('7'))
  })
})
