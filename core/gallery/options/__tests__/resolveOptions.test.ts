import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAGIC_LAYOUT_MESSAGE } from '../constants'
import { DEFAULT_OPTIONS } from '../defaultOptions'
import { resolveOptions } from '../resolveOptions'
import { resolveOptions as resolveFromEntry } from '../../../../entries/gallery'
import { recordingLogger } from './recordingLogger'

const resolve = (input: unknown, windowWidth?: number) =>
  resolveOptions(input, { logger: recordingLogger(), windowWidth })

afterEach(() => vi.restoreAllMocks())

describe('defaults', () => {
  it('DEFAULT_OPTIONS holds the documented values', () => {
    const { layoutParams: l, behaviourParams: b, stylingParams: s } = DEFAULT_OPTIONS
    expect([l.structure.itemSpacing, l.groups.groupSize, l.groups.density, l.targetItemSize.minimum]).toEqual([
      10, 3, 0.8, 120,
    ])
    expect([l.thumbnails.size, l.thumbnails.spacing, l.navigationArrows.size, l.navigationArrows.padding]).toEqual([
      120, 4, 23, 23,
    ])
    expect([l.info.width, l.info.sizeUnits, l.info.height, l.structure.numberOfColumns]).toEqual([
      50,
      'PERCENT',
      200,
      3,
    ])
    const h = b.gallery.horizontal
    expect([h.navigationDuration, h.autoSlide.interval, h.autoSlide.speed, b.item.video.speed]).toEqual([
      400, 4, 200, 1,
    ])
    expect([b.item.content.magnificationValue, b.item.content.tiltAngleValue]).toEqual([2, -4])
    expect([s.itemShadowBlur, s.itemShadowDirection, s.itemShadowSize]).toEqual([20, 135, 10])
  })
  it('resolveOptions() keeps the defaults the collage preset and the corrections do not touch', () => {
    const o = resolveOptions(undefined, { logger: recordingLogger() })
    expect(o.behaviourParams).toEqual(DEFAULT_OPTIONS.behaviourParams)
    expect(o.stylingParams).toEqual(DEFAULT_OPTIONS.stylingParams)
    expect(o.layoutParams.thumbnails).toEqual(DEFAULT_OPTIONS.layoutParams.thumbnails)
    expect(o.layoutParams.info.height).toBe(0)
  })
})

describe('derived layout values', () => {
  it.each([
    ['collage', 650],
    ['grid', 405],
    ['empty', 370],
    ['bricks', 400],
    ['alternate', 86],
    ['slider', 30],
  ])('%s SMART target item size is %s px from the default value 30', (galleryLayout, px) => {
    expect(resolve({ galleryLayout }).targetItemSize).toBe(px)
  })
  it('masonry SMART target depends on orientation (value × 8 + 200 vertical, × 5 + 200 horizontal)', () => {
    expect(resolve({ galleryLayout: 'masonry', isVertical: true }).targetItemSize).toBe(440)
    expect(resolve({ galleryLayout: 'masonry', isVertical: false }).targetItemSize).toBe(350)
  })
  it('PERCENT target sizes use the window width passed in', () => {
    expect(resolve({ gallerySizeType: 'ratio', gallerySizeRatio: 25 }, 1200).targetItemSize).toBe(300)
  })
  it.each([
    ['alternate', 1],
    ['bricks', 1],
    ['mix', 1],
    ['panorama', 1],
    ['slideshow', 1],
    ['collage', 0],
    ['column', 0],
  ])('%s fixes %s columns', (galleryLayout, columns) => {
    expect(resolve({ galleryLayout }).fixedColumns).toBe(columns)
  })
  it('grid and masonry fix columns only with SET_ITEMS_PER_ROW', () => {
    expect(resolve({ galleryLayout: 'grid', gridStyle: 1, numberOfImagesPerRow: 4 }).fixedColumns).toBe(4)
    expect(resolve({ galleryLayout: 'grid', numberOfImagesPerRow: 4 }).fixedColumns).toBe(0)
    expect(
      resolve({ galleryLayout: 'masonry', isVertical: true, gridStyle: 1, numberOfImagesPerRow: 2 }).fixedColumns,
    ).toBe(2)
  })
  it('separated-background info adds its spacing and borders to the reserved height', () => {
    const o = resolve({
      galleryLayout: 'grid',
      titlePlacement: 'SHOW_BELOW',
      imageInfoType: 'SEPARATED_BACKGROUND',
      textBoxHeight: 100,
      textImageSpace: 8,
      textBoxBorderWidth: 2,
    })
    expect(o.externalInfoHeight).toBe(112)
  })
  it('derived fields in the input are ignored and recomputed', () => {
    expect(resolve({ fixedColumns: 7, targetItemSize: 3, externalInfoHeight: 9 })).toEqual(resolve({}))
  })
})

describe('bad input', () => {
  it('an invalid value keeps its default and is reported with its name', () => {
    const logger = recordingLogger()
    const o = resolveOptions({ imageMargin: 'wide', cubeType: 'squash', groupTypes: '1,9z' }, { logger })
    expect(o.layoutParams.structure.itemSpacing).toBe(10)
    expect(o.layoutParams.crop.method).toBe('FILL')
    expect(o.layoutParams.groups.allowedGroupTypes).toEqual(DEFAULT_OPTIONS.layoutParams.groups.allowedGroupTypes)
    expect(logger.warnings.filter((w) => w.includes('ignored'))).toHaveLength(3)
    expect(logger.warnings.some((w) => w.includes('layoutParams_structure_itemSpacing'))).toBe(true)
  })
  it('numeric and boolean strings from JSON-ish settings are accepted', () => {
    const o = resolve({ imageMargin: '12', cubeImages: 'true', galleryLayout: '-1' })
    expect([o.layoutParams.structure.itemSpacing, o.layoutParams.crop.enable]).toEqual([12, true])
  })
  it('unknown options are named in one warning', () => {
    const logger = recordingLogger()
    resolveOptions({ titleFont: 'x', layoutParams: { structure: { spin: 1 } } }, { logger })
    expect(logger.warnings).toEqual([
      'Gallery options: unknown options ignored: titleFont, layoutParams_structure_spin',
    ])
  })
  it('a non-object input gives the defaults with a warning', () => {
    const logger = recordingLogger()
    expect(resolveOptions('grid', { logger })).toEqual(resolve({}))
    expect(logger.warnings).toHaveLength(1)
  })
  it('a cyclic input does not hang', () => {
    const cyclic: Record<string, unknown> = { imageMargin: 4 }
    cyclic.self = cyclic
    expect(resolve(cyclic).layoutParams.structure.itemSpacing).toBe(4)
  })
})

describe('logging', () => {
  it('without a logger, messages go to the platform console (through the vitrine/gallery entry)', () => {
    const error = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {})
    resolveFromEntry({ galleryLayout: 8 })
    expect(error).toHaveBeenCalledWith(MAGIC_LAYOUT_MESSAGE)
  })
  it('the core alone, without a logger, reports nowhere (it reaches no console)', () => {
    const error = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {})
    expect(resolveOptions({ galleryLayout: 8 }).layoutParams.structure.galleryLayout).toBe('magic')
    expect(error).not.toHaveBeenCalled()
  })
  it('a valid input logs nothing', () => {
    const logger = recordingLogger()
    resolveOptions({ galleryLayout: 2, imageMargin: 4, itemClick: 'expand' }, { logger })
    expect([...logger.errors, ...logger.warnings, ...logger.infos]).toEqual([])
  })
})
