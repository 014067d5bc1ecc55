// The gallery's own resolution of options in current names (the legacy migration loads apart):
// whatever it accepts resolves exactly as resolveOptions does, silently; anything resolveOptions
// would migrate or report is left to it.
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveCurrentOptions } from '../completeOptions'
import { LEGACY_RENAMES } from '../migrateLegacyOptions'
import { resolveOptions } from '../resolveOptions'
import { DEFAULT_LEAVES, ENUM_VALUES } from '../schema'
import { recordingLogger } from './recordingLogger'

const flatNames = Object.keys(DEFAULT_LEAVES)
const leafValue = (key: string) =>
  fc.oneof(
    fc.constantFrom(
      DEFAULT_LEAVES[key],
      ...(ENUM_VALUES[key] ?? []),
      ...(ENUM_VALUES[key] ?? []).map((v) => v.toLowerCase()),
    ),
    fc.integer({ min: -5, max: 600 }),
    fc.boolean(),
    fc.constantFrom('MIDDLE', 'SHOW_ON_HOVER', 'px', 'fullscreen', '12', 'true', ''),
  )
const flatInput = fc
  .uniqueArray(fc.constantFrom(...flatNames), { maxLength: 8 })
  .chain((keys) => fc.tuple(...keys.map((key) => leafValue(key).map((value) => [key, value] as const))))
  .map((entries) => Object.fromEntries(entries))
const layout = fc.option(fc.constantFrom('grid', 'slider', 'masonry', 'magic', 'thumbnails', 2, 8, -3, '{"x":1}'), {
  nil: undefined,
})
const legacyName = fc.constantFrom(...LEGACY_RENAMES.map(([from]) => from).filter((n) => n !== 'galleryLayout'))

describe('options in current names', () => {
  it('property: what the gallery resolves itself equals resolveOptions, which reports nothing for it', () => {
    fc.assert(
      fc.property(flatInput, layout, fc.boolean(), (flat, galleryLayout, nested) => {
        const input: Record<string, unknown> = nested
          ? { layoutParams: { structure: { galleryLayout } }, ...flat }
          : { galleryLayout, ...flat }
        const current = resolveCurrentOptions(input)
        const logger = recordingLogger()
        const full = resolveOptions(input, { logger })
        if (current === null) return
        expect(current).toEqual(full)
        expect([...logger.errors, ...logger.warnings]).toEqual([])
      }),
    )
  })

  it('leaves legacy names, legacy values, JSON and magic layouts and bad values to resolveOptions', () => {
    fc.assert(
      fc.property(legacyName, (name) => {
        expect(resolveCurrentOptions({ [name]: 1 })).toBeNull()
      }),
    )
    for (const input of [
      { layoutParams: { crop: { alignment: 'MIDDLE' } } },
      { galleryLayout: '{"galleryLayout":2}' },
      { galleryLayout: 8 },
      { layoutParams: { structure: { itemSpacing: 'wide' } } },
      { notAnOption: 1 },
      'grid',
    ])
      expect(resolveCurrentOptions(input)).toBeNull()
    expect(resolveCurrentOptions({ galleryLayout: 'grid', layoutParams: { structure: { itemSpacing: 7 } } })).toEqual(
      resolveOptions({ galleryLayout: 'grid', layoutParams: { structure: { itemSpacing: 7 } } }),
    )
  })
})

describe('resolveGalleryOptions before the migration has arrived', () => {
  afterEach(() => {
    vi.doUnmock('../legacySteps')
    vi.resetModules()
  })

  it('resolves current options and refuses legacy ones with a clear error, never misreading them', async () => {
    // The migration's chunk never arrives.
    vi.doMock('../legacySteps', () => new Promise(() => {}))
    vi.resetModules()
    const { resolveGalleryOptions, needsFullOptions } = await import('../galleryOptions')
    expect(needsFullOptions({ galleryLayout: 'grid' })).toBe(false)
    expect(resolveGalleryOptions({ galleryLayout: 'grid' }).layoutParams.structure.galleryLayout).toBe('grid')
    expect(needsFullOptions({ imageMargin: 4 })).toBe(true)
    expect(() => resolveGalleryOptions({ imageMargin: 4 })).toThrow(
      'Gallery options: these options need the full resolver; await loadFullOptions() first',
    )
  })

  it('resolves and reports legacy options as resolveOptions does once it has arrived', async () => {
    const { resolveGalleryOptions, loadFullOptions } = await import('../galleryOptions')
    const { resolveOptions: resolveAfresh } = await import('../resolveOptions')
    await loadFullOptions()
    const logger = recordingLogger()
    expect(resolveGalleryOptions({ imageMargin: 4, cubeType: 'bad' }, { logger })).toEqual(
      resolveAfresh({ imageMargin: 4, cubeType: 'bad' }),
    )
    expect(logger.warnings).toEqual([
      'Gallery options: layoutParams_crop_method ignored (expected one of FILL, FIT, MIN, MAX), keeping the default',
    ])
  })
})
