import { describe, expect, it } from 'vitest'
import {
  at,
  blockStyle,
  clampInt,
  cssLength,
  cssLineHeight,
  documentStats,
  fontDefaults,
  hashtagHref,
  headingLevel,
  listMarker,
  listView,
  localeDirection,
  MAX_VISIBLE_LIST_DEPTH,
  normalizeDocument,
  num,
  splitHashtags,
  textDirection,
} from '..'

// Block styling, lists, hashtags, writing direction and the data readers they rest on.

describe('block style', () => {
  it('maps each alignment and leaves AUTO and unknown ones to the text', () => {
    expect(
      ['LEFT', 'RIGHT', 'CENTER', 'JUSTIFY'].map((a) => blockStyle({ textStyle: { textAlignment: a } }).textAlign),
    ).toEqual(['left', 'right', 'center', 'justify'])
    expect(blockStyle({ textStyle: { textAlignment: 'constructor' } })).toEqual({ indentation: 0 })
    expect(blockStyle({ indentation: -1 })).toEqual({ indentation: 0 })
    expect(blockStyle({ indentation: 3.8 })).toEqual({ indentation: 3 })
  })

  it('line heights: positive numbers under 1000, or 1-3 digits with up to 4 decimals and a unit', () => {
    expect([1.5, 999.9, 0, -1, 1000, Number.NaN].map(cssLineHeight)).toEqual([
      '1.5',
      '999.9',
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(['24px', ' 1.25em ', '.5', '150%', '2rem', '1.12345', '1000', 'normal'].map(cssLineHeight)).toEqual([
      '24px',
      '1.25em',
      '.5',
      '150%',
      '2rem',
      undefined,
      undefined,
      undefined,
    ])
  })

  it('lengths: numbers are px (0 to 99,999), strings keep their unit or get px', () => {
    expect([0, 12.5, 99_999, 100_000, -1, Number.POSITIVE_INFINITY].map(cssLength)).toEqual([
      '0px',
      '12.5px',
      '99999px',
      undefined,
      undefined,
      undefined,
    ])
    expect(
      ['12', ' 3.5 ', '10vw', '20vh', '50%', '1.5rem', '12.25px', '0.125em', '123456', '1.23456px', 'auto', 'a12'].map(
        cssLength,
      ),
    ).toEqual([
      '12px',
      '3.5px',
      '10vw',
      '20vh',
      '50%',
      '1.5rem',
      '12.25px',
      '0.125em',
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('heading levels keep 2 through 5 and truncate fractions', () => {
    expect([2, 3, 4, 5, 3.9, '4'].map((level) => headingLevel({ level }))).toEqual([2, 3, 4, 5, 3, 4])
    expect(headingLevel(undefined)).toBe(2)
  })

  it('locale direction is ltr for anything but a right-to-left language code', () => {
    expect(localeDirection(undefined)).toBe('ltr')
    expect(localeDirection(12)).toBe('ltr')
    expect(localeDirection('he')).toBe('rtl')
  })

  it('font defaults on desktop', () => {
    expect(fontDefaults(false)).toMatchObject({ p: 16, h1: 40 })
  })
})

describe('data readers', () => {
  it('num reads finite numbers and numeric strings only', () => {
    expect(
      [3, '4.5', ' 7 ', '', '  ', 'x', Number.NaN, Number.POSITIVE_INFINITY, '1e400', null, true].map(num),
    ).toEqual([3, 4.5, 7, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined])
  })

  it('clampInt truncates then clamps, and falls back without a number', () => {
    expect(clampInt(5.9, 0, 10, 1)).toBe(5)
    expect(clampInt(-5.9, -10, 10, 1)).toBe(-5)
    expect(clampInt('x', 0, 10, 7)).toBe(7)
  })

  it('at reads own properties through nested objects only', () => {
    expect(at({ a: { b: { c: 1 } } }, 'a', 'b', 'c')).toBe(1)
    expect(at({ a: [1] }, 'a', '0')).toBeUndefined()
    expect(at({ a: {} }, 'a', 'toString')).toBeUndefined()
    expect(at(null, 'a')).toBeUndefined()
    expect(at({ a: 1 })).toEqual({ a: 1 })
  })
})

describe('lists', () => {
  it('nesting, offset and indentation add up to the level; visible depth stops at 4', () => {
    expect(MAX_VISIBLE_LIST_DEPTH).toBe(4)
    expect(listView(false, { offset: 1, indentation: 2 }, 1)).toEqual({
      ordered: false,
      level: 4,
      visibleLevel: 4,
      marker: 'circle',
    })
    expect(listView(false, undefined, 3)).toEqual({ ordered: false, level: 3, visibleLevel: 3, marker: 'disc' })
    expect(listView(false, { offset: 99, indentation: -4 }, 0).level).toBe(50)
  })

  it('an ordered list keeps any start but 1, within a million either way', () => {
    expect(listView(true, { start: 0 }, 0).start).toBe(0)
    expect(listView(true, { start: -3 }, 0).start).toBe(-3)
    expect(listView(true, { start: 5_000_000 }, 0).start).toBe(1_000_000)
    expect(listView(true, { start: -5_000_000 }, 0).start).toBe(-1_000_000)
    expect(listView(false, { start: 5 }, 0).start).toBeUndefined()
  })

  it('markers cycle from any level, negative and fractional ones counting as their whole part', () => {
    expect([4, 5, -2, 1.7].map((level) => listMarker(true, level))).toEqual([
      'lower-latin',
      'lower-roman',
      'decimal',
      'lower-latin',
    ])
  })
})

describe('hashtags', () => {
  it('a tag at the start, tags back to back, and text after the last one', () => {
    expect(splitHashtags('#one,#two end')).toEqual([
      { kind: 'hashtag', text: '#one', tag: 'one' },
      { kind: 'text', text: ',' },
      { kind: 'hashtag', text: '#two', tag: 'two' },
      { kind: 'text', text: ' end' },
    ])
    expect(splitHashtags('no tags')).toEqual([{ kind: 'text', text: 'no tags' }])
    expect(splitHashtags('')).toEqual([])
    // Not after a letter, digit, underscore, & (entities) or another #.
    expect(splitHashtags('&#38; x_#y ##z #2025_ok')).toEqual([
      { kind: 'text', text: '&#38; x_#y ##z ' },
      { kind: 'hashtag', text: '#2025_ok', tag: '2025_ok' },
    ])
  })

  it('the same text splits the same way twice (no state kept between calls)', () => {
    expect(splitHashtags('a #b')).toEqual(splitHashtags('a #b'))
    expect(splitHashtags('a #b')).toHaveLength(2)
  })

  it('encodes the query parameter name and the tag', () => {
    expect(hashtagHref('café', { queryParam: 'q&x' })).toBe('/search/posts?q%26x=%23caf%C3%A9')
  })
})

describe('writing direction and document counts', () => {
  const paragraph = (...texts: string[]) =>
    normalizeDocument({
      nodes: [
        {
          type: 'BULLETED_LIST',
          nodes: texts.map((text) => ({ type: 'PARAGRAPH', nodes: [{ type: 'TEXT', textData: { text } }] })),
        },
      ],
    }).nodes[0]

  it('takes the first letter in document order, skipping texts without letters', () => {
    expect(textDirection(paragraph('123 ', 'שלום', 'hello'))).toBe('rtl')
    expect(textDirection(paragraph('- ', 'hello', 'שלום'))).toBe('ltr')
    expect(textDirection(paragraph('مرحبا'))).toBe('rtl')
    expect(textDirection(paragraph('42', '!'))).toBeUndefined()
  })

  it('reads at most the budget of text nodes', () => {
    expect(textDirection(paragraph('1', '2', 'abc'), 2)).toBeUndefined()
    expect(textDirection(paragraph('1', '2', 'abc'), 3)).toBe('ltr')
  })

  it('counts every node, each plugin type, link buttons and link decorations', () => {
    const doc = normalizeDocument({
      nodes: [
        { type: 'IMAGE', imageData: {} },
        { type: 'IMAGE', imageData: {} },
        { type: 'BUTTON', buttonData: { type: 'ACTION' } },
        {
          type: 'PARAGRAPH',
          nodes: [
            {
              type: 'TEXT',
              textData: {
                text: 'a',
                decorations: [{ type: 'LINK' }, { type: 'BOLD' }, { type: 'LINK' }],
              },
            },
          ],
        },
      ],
    })
    expect(documentStats(doc)).toEqual({
      plugins: { IMAGE: 2, BUTTON: 1 },
      pluginsCount: 3,
      linksCount: 2,
      nodesCount: 5,
    })
  })
})
