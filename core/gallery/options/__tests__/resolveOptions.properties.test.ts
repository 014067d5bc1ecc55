import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GALLERY_LAYOUTS } from '../constants'
import { LEGACY_RENAMES, LEGACY_REVERSED } from '../migrateLegacyOptions'
import { type ResolveOptionsEnv, resolveOptions } from '../resolveOptions'
import { DEFAULT_LEAVES, ENUM_VALUES } from '../schema'
import { recordingLogger } from './recordingLogger'

const anyValue = fc.oneof(
  fc.integer({ min: -5, max: 600 }),
  fc.constantFrom(0, 1, 2, 3),
  fc.double({ min: -10, max: 1000, noNaN: true }),
  fc.boolean(),
  fc.constantFrom(
    '',
    'fill',
    'FIT',
    'min',
    'interval',
    'SHOW_BELOW',
    'OVERLAY,BELOW',
    'ABOVE',
    'RIGHT',
    'px',
    'ratio',
    'smart',
    'fullscreen',
    'expand',
    'link',
    'nothing',
    'MIDDLE',
    'NO_CHANGE',
    '1,2h,3v',
    '16/9',
    '100%/100%',
    '1,2',
  ),
  fc.constant(undefined),
  fc.constant(null),
  fc.array(fc.constantFrom('1', '2h', '2v', '3v', 1, 0.5, '100%/100%'), { maxLength: 4 }),
)

const enumValue = (key: string) => fc.constantFrom(...(ENUM_VALUES[key] ?? ['x']))
const legacyNames = [
  ...LEGACY_RENAMES.map(([from]) => from),
  ...LEGACY_REVERSED.map(([from]) => from),
  'oneRow',
  'gallerySize',
  'gallerySizePx',
  'gallerySizeRatio',
  'cubeRatio',
  'rotatingCropRatios',
  'isAutoSlideshow',
  'autoSlideshowType',
  'textBoxHeight',
  'slideshowInfoSize',
  'textBoxWidth',
  'textBoxWidthPercent',
  'jsonStyleParams',
]
const flatNames = Object.keys(DEFAULT_LEAVES)

const layoutValue = fc.oneof(
  fc.constantFrom(...GALLERY_LAYOUTS),
  fc.integer({ min: -3, max: 13 }),
  fc.constantFrom(
    '{"galleryLayout":2,"imageMargin":4}',
    '{broken',
    'spiral',
    '{"layoutParams":{"structure":{"galleryLayout":"slider"}}}',
  ),
)

const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })

/** The fields the preset and the corrections read, from small domains so their interplay is hit often. */
const interplay = fc.record({
  structure: fc.record(
    {
      galleryLayout: opt(layoutValue),
      scrollDirection: opt(fc.constantFrom('VERTICAL', 'HORIZONTAL', 0, 1)),
      layoutOrientation: opt(fc.constantFrom('VERTICAL', 'HORIZONTAL')),
      numberOfGridRows: opt(fc.integer({ min: 0, max: 4 })),
      responsiveMode: opt(fc.constantFrom('FIT_TO_SCREEN', 'SET_ITEMS_PER_ROW')),
      gallerySpacing: opt(fc.integer({ min: 0, max: 40 })),
      itemSpacing: opt(fc.integer({ min: 0, max: 90 })),
    },
    { requiredKeys: [] },
  ),
  groups: fc.record(
    { groupSize: opt(fc.integer({ min: 1, max: 3 })), allowedGroupTypes: opt(fc.constantFrom(['1'], ['1', '2h'])) },
    { requiredKeys: [] },
  ),
  crop: fc.record(
    {
      enable: opt(fc.boolean()),
      method: opt(fc.constantFrom('FILL', 'FIT')),
      cropOnlyFill: opt(fc.boolean()),
      ratios: opt(fc.constantFrom([1], ['100%/100%'])),
    },
    { requiredKeys: [] },
  ),
  info: fc.record(
    {
      placement: opt(fc.constantFrom('OVERLAY', 'BELOW', 'ABOVE', 'RIGHT', 'OVERLAY,BELOW', 'ALTERNATE_VERTICALLY')),
      sizeUnits: opt(fc.constantFrom('PERCENT', 'PIXEL')),
      width: opt(fc.integer({ min: -20, max: 150 })),
    },
    { requiredKeys: [] },
  ),
  navigationArrows: fc.record(
    {
      position: opt(fc.constantFrom('ON_GALLERY', 'OUTSIDE_GALLERY', 'MOUSE_CURSOR')),
      enable: opt(fc.boolean()),
      verticalAlignment: opt(fc.constantFrom('ITEM_CENTER', 'IMAGE_CENTER')),
    },
    { requiredKeys: [] },
  ),
})

/** Random option inputs mixing legacy flat names, flattened names and nested groups. */
const optionInput = fc
  .record({
    legacy: fc.dictionary(fc.constantFrom(...legacyNames), anyValue, { maxKeys: 12 }),
    flat: fc.dictionary(fc.constantFrom(...flatNames), anyValue, { maxKeys: 8 }),
    enums: fc.array(
      fc.constantFrom(...Object.keys(ENUM_VALUES)).chain((k) => enumValue(k).map((v) => [k, v] as const)),
      { maxLength: 8 },
    ),
    layout: opt(layoutValue),
    nested: interplay,
  })
  .map(({ legacy, flat, enums, layout, nested }) => ({
    ...legacy,
    ...flat,
    ...Object.fromEntries(enums),
    ...(layout === undefined ? {} : { galleryLayout: layout }),
    layoutParams: JSON.parse(JSON.stringify(nested)) as object,
  }))

const envArb = fc.record({ isMobile: fc.boolean(), isTouch: fc.boolean(), hasInfoRenderer: fc.boolean() })

describe('resolveOptions properties', () => {
  it('is idempotent: resolving the result again changes nothing', () => {
    fc.assert(
      fc.property(optionInput, envArb, (input, envBase) => {
        const env: ResolveOptionsEnv = { ...envBase, logger: recordingLogger() }
        const once = resolveOptions(input, env)
        expect(resolveOptions(once, env)).toEqual(once)
      }),
      { numRuns: 400 },
    )
  })

  it('never mutates its input and is deterministic', () => {
    fc.assert(
      fc.property(optionInput, envArb, (input, envBase) => {
        const before = structuredClone(input)
        const env: ResolveOptionsEnv = { ...envBase, logger: recordingLogger() }
        const a = resolveOptions(input, env)
        expect(input).toEqual(before)
        expect(resolveOptions(input, env)).toEqual(a)
      }),
      { numRuns: 200 },
    )
  })

  it('never throws on arbitrary input, keeps every leaf typed, and stays idempotent', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 3 }), (input) => {
        const logger = recordingLogger()
        const once = resolveOptions(input, { logger })
        expect(GALLERY_LAYOUTS).toContain(once.layoutParams.structure.galleryLayout)
        expect(Number.isFinite(once.targetItemSize)).toBe(true)
        expect(resolveOptions(once, { logger })).toEqual(once)
      }),
      { numRuns: 300 },
    )
  })

  it('reaches its fixed point in one pass: crop-only-fill is settled before the rules that read crop.enable', () => {
    const input = {
      layoutParams: {
        structure: { galleryLayout: 'empty', scrollDirection: 'HORIZONTAL' },
        groups: { groupSize: 1 },
        crop: { enable: true, cropOnlyFill: true, method: 'FIT' },
      },
      behaviourParams: { gallery: { horizontal: { slideAnimation: 'FADE' } } },
    }
    const once = resolveOptions(input, { logger: recordingLogger() })
    expect(once.layoutParams.crop.enable).toBe(false)
    expect(once.behaviourParams.gallery.horizontal.slideAnimation).toBe('SCROLL')
    expect(resolveOptions(once, { logger: recordingLogger() })).toEqual(once)
  })

  it('does not share references with the defaults or with the input', () => {
    const ratios = [1.5]
    const a = resolveOptions({ galleryLayout: -1, layoutParams: { crop: { ratios } } }, { logger: recordingLogger() })
    a.layoutParams.crop.ratios.push(3)
    a.layoutParams.groups.allowedGroupTypes.push('3h')
    expect(ratios).toEqual([1.5])
    expect(resolveOptions({}, { logger: recordingLogger() }).layoutParams.groups.allowedGroupTypes).not.toContain('3h')
    const bricks = resolveOptions({ galleryLayout: 'bricks' }, { logger: recordingLogger() })
    bricks.layoutParams.crop.ratios.push(9)
    expect(resolveOptions({ galleryLayout: 'bricks' }, { logger: recordingLogger() }).layoutParams.crop.ratios).toEqual(
      [0.707, 1.414, 1.414, 0.707],
    )
  })
})
