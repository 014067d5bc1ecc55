// The layout stylesheet (server rendering without layout shift) and appending, by example.
import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../options'
import { appendToLayout, createLayout, type Layout } from '../createLayout'
import { layoutStylesheet } from '../layoutStylesheet'

const items = Array.from({ length: 8 }, (_, i) => ({ id: `item-${i}`, width: 300 + i * 100, height: 400 }))

describe('layoutStylesheet', () => {
  it('gives each item an absolute box scoped by the gallery id, matching createLayout', () => {
    const css = layoutStylesheet({
      id: 'g_1-a',
      items,
      container: { width: 980 },
      options: resolveOptions({}),
      breakpoints: [],
    })
    const layout = createLayout({ items, container: { width: 980 }, options: resolveOptions({}) }) as Layout
    expect(css).toContain(`#vitrine-gallery-g_1-a{position:relative;width:980px;height:${layout.height}px}`)
    const first = layout.items[0]
    expect(css).toContain(
      `#vitrine-gallery-g_1-a [data-vitrine-item="item-0"]{position:absolute;top:${first.offset.top}px;left:${first.offset.left}px;width:${first.width}px;height:${first.height}px}`,
    )
    expect(css.match(/data-vitrine-item=/g)).toHaveLength(items.length)
    expect(css).not.toContain('@media')
  })

  it('adds @media rules laid out at each narrower breakpoint, widest first', () => {
    const css = layoutStylesheet({
      id: 'g',
      items,
      container: { width: 980 },
      options: resolveOptions({ galleryLayout: 2 }),
      breakpoints: [600, 360, 1280],
    })
    const media = [
      ...css.matchAll(/@media \(max-width:(\d+)px\)\{#vitrine-gallery-g\{position:relative;width:(\d+)px/g),
    ].map((m) => [Number(m[1]), Number(m[2])])
    expect(media).toEqual([
      [979, 600],
      [599, 360],
    ])
  })

  it('escapes item ids so they cannot break out of the selector or the style element', () => {
    const css = layoutStylesheet({
      id: 'g',
      items: [{ id: 'a"]{}</style><b>', width: 10, height: 10 }],
      container: { width: 500 },
      options: resolveOptions(),
      breakpoints: [],
    })
    expect(css).not.toContain('</style>')
    expect(css).toContain('[data-vitrine-item="a\\22 ]{}\\3c /style\\3e \\3c b\\3e "]')
  })

  it('throws clear errors for bad input', () => {
    const ok = { id: 'g', items, container: { width: 980 }, options: resolveOptions() }
    expect(() => layoutStylesheet({ ...ok, id: 'bad id!' })).toThrow(
      'id must be a non-empty string of letters, digits, underscore or hyphen',
    )
    expect(() => layoutStylesheet({ ...ok, items: 'x' as never })).toThrow('items must be an array')
    expect(() => layoutStylesheet({ ...ok, items: [{ id: 'a', width: -1, height: 2 }] })).toThrow(
      'items[0].width must be a positive number',
    )
    expect(() => layoutStylesheet({ ...ok, items: [{ width: 1, height: 2 } as never] })).toThrow(
      'items[0] needs a non-empty string id',
    )
    expect(() => layoutStylesheet({ ...ok, container: null as never })).toThrow('container must be an object')
    expect(() => layoutStylesheet({ ...ok, container: { width: 0 } })).toThrow(
      'Layouter: cannot create layout, galleryWidth is undefined or 0',
    )
    expect(() => layoutStylesheet({ ...ok, options: 'grid' as never })).toThrow('options must be an object')
    expect(() => layoutStylesheet({ ...ok, breakpoints: [0] })).toThrow('breakpoints must be positive numbers')
  })
})

describe('appendToLayout', () => {
  const many = Array.from({ length: 200 }, (_, i) => ({
    id: `m${i}`,
    width: 300 + ((i * 397) % 1600),
    height: 300 + ((i * 613) % 1600),
  }))
  it('keeps the items before the last strip as they were (same objects) and lays out the rest', () => {
    const base = createLayout({
      items: many.slice(0, 150),
      container: { width: 980 },
      options: resolveOptions(),
    }) as Layout
    const next = appendToLayout(base, many.slice(150)) as Layout
    const lastStrip = Math.max(...base.items.map((i) => i.strip))
    const before = base.items.filter((i) => i.strip < lastStrip)
    expect(before.length).toBeGreaterThan(100)
    for (const it of before) expect(next.items[it.idx]).toBe(it)
    expect(next.items.map((i) => i.id)).toEqual(many.map((i) => i.id))
    expect(base.items).toHaveLength(150)
  })

  it('returns the same layout for nothing new and refuses layouts it did not make', () => {
    const base = createLayout({ items: many, container: { width: 980 }, options: resolveOptions() }) as Layout
    expect(appendToLayout(base, [])).toBe(base)
    expect(() => appendToLayout({ ...base }, many)).toThrow('the layout was not made by createLayout')
  })
})
