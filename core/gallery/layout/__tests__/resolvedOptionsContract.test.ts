// The layouter takes only the output of resolveOptions: raw option input is a type error (the
// expect-error directives fail the typecheck if it ever compiles) and a TypeError naming the fix.
import { describe, expect, it } from 'vitest'
import { isResolvedOptions, resolveOptions } from '../../options'
import { galleryLayoutDeps } from '../../blueprint/galleryLayoutDeps'
import { createLayout, type Layout } from '../createLayout'
import { layoutStylesheet } from '../layoutStylesheet'

const items = [
  { id: 'a', width: 400, height: 300 },
  { id: 'b', width: 300, height: 400 },
]
const container = { width: 980 }
const FIX = 'call resolveOptions(input) first and pass its result'

describe('createLayout takes only resolved options', () => {
  it('refuses raw nested options, naming createLayout and resolveOptions', () => {
    const raw = { layoutParams: { structure: { galleryLayout: 'grid' } } }
    // @ts-expect-error raw option input is not ResolvedGalleryOptions
    expect(() => createLayout({ items, container, options: raw })).toThrow(TypeError)
    // @ts-expect-error raw option input is not ResolvedGalleryOptions
    expect(() => createLayout({ items, container, options: raw })).toThrow(
      `createLayout: options must be an object returned by resolveOptions (got raw options); ${FIX}`,
    )
  })

  it('refuses missing options and non-objects', () => {
    // @ts-expect-error options are required
    expect(() => createLayout({ items, container })).toThrow('(got no options); call resolveOptions(input) first')
    // @ts-expect-error a preset name is not options
    expect(() => createLayout({ items, container, options: 'grid' })).toThrow('(got grid); call resolveOptions')
  })

  it('refuses a JSON or structured copy of resolved options: the brand, not the shape, is checked', () => {
    const resolved = resolveOptions({ galleryLayout: 'grid' })
    const copy = JSON.parse(JSON.stringify(resolved)) as typeof resolved
    expect(isResolvedOptions(copy)).toBe(false)
    expect(() => createLayout({ items, container, options: copy })).toThrow('call resolveOptions(input) first')
    expect(() => createLayout({ items, container, options: structuredClone(resolved) })).toThrow(
      'options must be an object returned by resolveOptions',
    )
    // Resolving the copy again gives usable options that lay out exactly as the original.
    const again = createLayout({ items, container, options: resolveOptions(copy) }) as Layout
    const original = createLayout({ items, container, options: resolved }) as Layout
    expect(again.items.map((i) => [i.offset.top, i.offset.left, i.width, i.height])).toEqual(
      original.items.map((i) => [i.offset.top, i.offset.left, i.width, i.height]),
    )
  })

  it('accepts resolveOptions output, and a spread of it keeps the brand (the layouter still checks values)', () => {
    const resolved = resolveOptions()
    expect(isResolvedOptions(resolved)).toBe(true)
    expect(Object.keys(resolved)).not.toContain('RESOLVED_OPTIONS_BRAND')
    expect(JSON.stringify(resolved)).not.toContain('vitrine')
    const layout = createLayout({ items, container, options: resolved }) as Layout
    expect(layout.items.map((i) => i.id)).toEqual(['a', 'b'])
    expect(() => createLayout({ items, container, options: { ...resolved, targetItemSize: 0 } })).toThrow(
      'Layouter: cannot create layout, targetItemSize is undefined or 0',
    )
  })
})

describe('layoutStylesheet and the blueprint deps take only resolved options', () => {
  it('layoutStylesheet refuses raw options with its own name', () => {
    expect(() =>
      // @ts-expect-error raw option input is not ResolvedGalleryOptions
      layoutStylesheet({ id: 'g', items, container, options: { galleryLayout: 2 } }),
    ).toThrow(`layoutStylesheet: options must be an object returned by resolveOptions (got raw options); ${FIX}`)
  })

  it("the blueprint's createLayout dependency refuses raw options too", () => {
    const deps = galleryLayoutDeps()
    // @ts-expect-error raw option input is not ResolvedGalleryOptions
    expect(() => deps.createLayout({ items: [], container, options: { galleryLayout: 2 } })).toThrow(
      'createLayout: options must be an object returned by resolveOptions',
    )
    const resolved = deps.resolveOptions({ galleryLayout: 2 })
    expect(isResolvedOptions(resolved)).toBe(true)
    expect(resolved.layoutParams.structure.galleryLayout).toBe('grid')
  })
})
