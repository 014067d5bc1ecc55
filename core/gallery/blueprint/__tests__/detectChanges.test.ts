import { describe, expect, it } from 'vitest'
import { toItemDto } from '../../items/toItemDto'
import { DEFAULT_OPTIONS } from '../../options/types'
import { detectContainerChange, detectItemsChange, gallerySetsOwnHeight, serializeOptions } from '../detectChanges'
import { copiesForMinimum, withLoopCopies } from '../withLoopCopies'
import { merge } from './fakes'

const dto = (id: string, extra: Record<string, unknown> = {}, meta: Record<string, unknown> = {}) =>
  toItemDto({
    id,
    mediaUrl: `${id}.jpg`,
    width: 10,
    height: 10,
    ...extra,
    metadata: { title: 't', description: 'd', ...meta },
  })

describe('items changed', () => {
  const base = [dto('a'), dto('b')]
  it('no previous items, fewer items, or a different id, url, title, description or text is a change', () => {
    expect(detectItemsChange(undefined, base)).toBe('changed')
    expect(detectItemsChange(base, [dto('a')])).toBe('changed')
    expect(detectItemsChange(base, [dto('a'), dto('c')])).toBe('changed')
    expect(detectItemsChange(base, [dto('a'), dto('b', { mediaUrl: 'other.jpg' })])).toBe('changed')
    expect(detectItemsChange(base, [dto('a'), dto('b', {}, { title: 'new' })])).toBe('changed')
    expect(detectItemsChange(base, [dto('a'), dto('b', {}, { description: 'new' })])).toBe('changed')
    expect(
      detectItemsChange(
        [dto('t', {}, { type: 'text', html: '<p>1</p>' })],
        [dto('t', {}, { type: 'text', html: '<p>2</p>' })],
      ),
    ).toBe('changed')
  })
  it('more items with the same prefix are appended; other fields do not count', () => {
    expect(detectItemsChange(base, [...base, dto('c')])).toBe('appended')
    expect(detectItemsChange(base, [dto('a'), dto('b', {}, { alt: 'x', tags: ['y'] })])).toBe('none')
    expect(detectItemsChange(base, base.slice())).toBe('none')
  })
})

describe('options compared by serialized form', () => {
  it('ignores key order and sees any value change', () => {
    expect(serializeOptions({ a: 1, b: { c: 2, d: 3 } })).toBe(serializeOptions({ b: { d: 3, c: 2 }, a: 1 }))
    expect(serializeOptions({ a: 1 })).not.toBe(serializeOptions({ a: 2 }))
    expect(serializeOptions(undefined)).toBe(serializeOptions({}))
  })
})

describe('container changed', () => {
  const vertical = DEFAULT_OPTIONS
  const loadMore = merge(DEFAULT_OPTIONS, {
    behaviourParams: { gallery: { vertical: { loadMore: { enable: true } } } },
  })
  const horizontal = merge(DEFAULT_OPTIONS, { layoutParams: { structure: { scrollDirection: 'HORIZONTAL' } } })
  const ratio = merge(horizontal, { layoutParams: { structure: { galleryRatio: { value: 0.5 } } } })
  it('a width change always counts', () => {
    for (const o of [vertical, loadMore, horizontal, ratio])
      expect(detectContainerChange({ width: 900, height: 500 }, { width: 901, height: 500 }, o)).toBe(true)
  })
  it('a height change counts only when the gallery does not set its own height', () => {
    expect(gallerySetsOwnHeight(vertical)).toBe(true)
    expect(detectContainerChange({ width: 900, height: 500 }, { width: 900, height: 600 }, vertical)).toBe(false)
    expect(detectContainerChange({ width: 900, height: 500 }, { width: 900, height: 600 }, loadMore)).toBe(true)
    expect(detectContainerChange({ width: 900, height: 500 }, { width: 900, height: 600 }, horizontal)).toBe(true)
    expect(detectContainerChange({ width: 900, height: 500 }, { width: 900, height: 600 }, ratio)).toBe(false)
  })
  it('no previous container is a change; other fields are not', () => {
    expect(detectContainerChange(undefined, { width: 1 }, vertical)).toBe(true)
    expect(
      detectContainerChange(
        { width: 9, height: 5, scrollBase: 0 },
        { width: 9, height: 5, scrollBase: 300 },
        horizontal,
      ),
    ).toBe(false)
  })
})

describe('loop copies', () => {
  it('reach at least 30 items, with unique ids naming their original', () => {
    expect(copiesForMinimum(4)).toBe(7)
    expect(copiesForMinimum(30)).toBe(0)
    expect(copiesForMinimum(0)).toBe(0)
    const items = withLoopCopies([dto('a'), dto('b'), dto('c'), dto('d')], copiesForMinimum(4))
    expect(items.length).toBe(32)
    expect(new Set(items.map((i) => i.id)).size).toBe(32)
    expect(items[4]).toMatchObject({ duplicateOf: 'a', title: 't' })
  })
})
