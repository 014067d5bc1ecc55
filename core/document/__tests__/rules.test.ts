import { describe, expect, it, vi } from 'vitest'
import {
  blockStyle,
  buttonView,
  cellView,
  collapsibleView,
  DESKTOP_FONTS,
  dividerView,
  fontDefaults,
  hashtagHref,
  headingLevel,
  htmlView,
  imageView,
  initialExpandedItems,
  layoutCellSpan,
  listMarker,
  listView,
  localeDirection,
  MOBILE_FONTS,
  paywallClass,
  safeColor,
  splitHashtags,
  tableView,
  textView,
  themeVariables,
  toggleExpanded,
  validateColor,
  validatePalette,
} from '..'

const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() })

describe('colours', () => {
  it.each([
    '#fff',
    '#FFFA',
    '#a1b2c3',
    '#a1b2c3d4',
    'transparent',
    'rgb(1, 2, 3)',
    'rgba(255,255,255,0.5)',
    'rgb(10%,20%,30%)',
  ])('accepts %s', (c) => {
    expect(validateColor(c).ok).toBe(true)
  })
  it.each(['red', '#ggg', 'rgb(1,2)', 'url(x)', 'red;background:url(javascript:x)', 12])(
    'refuses %j with an error value',
    (c) => {
      const result = validateColor(c)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.error.kind).toBe('invalid-color')
    },
  )
  it('logs a console message for an invalid colour and drops it', () => {
    const log = logger()
    expect(safeColor('green', log)).toBeUndefined()
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('not a valid color'))
  })
})

describe('theme palette', () => {
  const full = { textColor: '#000', bgColor: '#fff', actionColor: '#00f', disabledColor: '#ccc', textColorLow: '#666' }
  it('accepts a full palette', () => expect(validatePalette(full)).toEqual({ ok: true, value: full }))
  it('rejects an empty palette', () =>
    expect(validatePalette({})).toMatchObject({ ok: false, error: { kind: 'empty-palette' } }))
  it('lists every missing colour', () => {
    expect(validatePalette({ textColor: '#000' })).toMatchObject({
      ok: false,
      error: { kind: 'missing-colors', missing: ['bgColor', 'disabledColor', 'textColorLow', 'actionColor'] },
    })
  })
  it('rejects invalid colours', () =>
    expect(validatePalette({ ...full, bgColor: 'white' })).toMatchObject({
      ok: false,
      error: { invalid: ['bgColor'] },
    }))
})

describe('theme variables', () => {
  it('carries palette, custom styles and documentStyle as CSS custom properties', () => {
    const vars = themeVariables({
      theme: {
        palette: {
          textColor: '#111',
          bgColor: '#fff',
          actionColor: '#00f',
          disabledColor: '#ccc',
          textColorLow: '#666',
        },
        customStyles: { h2: { fontSize: 30, color: '#f00' }, codeBlock: { fontFamily: 'Fira Code' } },
      },
      documentStyle: {
        paragraph: {
          decorations: [{ type: 'FONT_SIZE', fontSizeData: { value: 18, unit: 'PX' } }, { type: 'BOLD' }],
          nodeStyle: { paddingTop: '4px' },
          lineHeight: '2',
        },
      },
    })
    expect(vars).toMatchObject({
      '--vt-text': '#111',
      '--vt-h2-fs': '30px',
      '--vt-h2-color': '#f00',
      '--vt-code-ff': 'Fira Code',
      '--vt-p-fs': '18px',
      '--vt-p-fw': 'bold',
      '--vt-p-pt': '4px',
      '--vt-p-lh': '2',
    })
  })
  it('drops unsafe values', () => {
    const log = logger()
    const vars = themeVariables({
      theme: { customStyles: { p: { color: 'red;x:y', fontFamily: 'a;}b{', fontSize: '1px;x' } } },
      logger: log,
    })
    expect(vars).toEqual({})
    expect(log.error).toHaveBeenCalled()
  })
  it('uses mobile font sizes on mobile', () => {
    expect(themeVariables({ isMobile: true })).toMatchObject({
      '--vt-p-fs': '14px',
      '--vt-h1-fs': '32px',
      '--vt-h6-fs': '14px',
    })
  })
})

describe('constants', () => {
  it('has the default desktop and mobile fonts', () => {
    expect(DESKTOP_FONTS).toMatchObject({ p: 16, h1: 40, h2: 28, h3: 24, h4: 20, h5: 18, h6: 16 })
    expect(DESKTOP_FONTS).toMatchObject({ quote: 18, lineHeight: 1.5 })
    expect(MOBILE_FONTS).toMatchObject({ p: 14, h1: 32, h2: 24, h3: 20, h4: 20, h5: 16, h6: 14 })
    expect(fontDefaults(true)).toBe(MOBILE_FONTS)
  })
})

describe('lists', () => {
  it('cycles markers per level', () => {
    expect([0, 1, 2, 3].map((l) => listMarker(false, l))).toEqual(['disc', 'circle', 'square', 'disc'])
    expect([0, 1, 2, 3].map((l) => listMarker(true, l))).toEqual(['decimal', 'lower-latin', 'lower-roman', 'decimal'])
  })
  it('applies offset and start, and caps visible indentation at 4', () => {
    expect(listView(true, { start: 5, offset: 1 }, 0)).toEqual({
      ordered: true,
      level: 1,
      visibleLevel: 1,
      marker: 'lower-latin',
      start: 5,
    })
    expect(listView(false, {}, 7).visibleLevel).toBe(4)
    expect(listView(true, { start: 1 }, 0).start).toBeUndefined()
  })
})

describe('text styling', () => {
  it('reads alignment, line height and indentation 0-6', () => {
    expect(blockStyle({ textStyle: { textAlignment: 'CENTER', lineHeight: '2.5' }, indentation: 9 })).toEqual({
      textAlign: 'center',
      lineHeight: '2.5',
      indentation: 6,
    })
    expect(blockStyle({ textStyle: { textAlignment: 'AUTO', lineHeight: '1;color:red' } })).toEqual({ indentation: 0 })
  })
  it('clamps heading levels to 1-6', () => {
    expect([0, 1, 6, 9, 'x'].map((level) => headingLevel({ level }))).toEqual([1, 1, 6, 6, 2])
  })
  it('knows right-to-left locales', () => {
    expect(['ar', 'he-IL', 'fa', 'ur', 'en', 'fr_FR'].map(localeDirection)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
    ])
  })
  it('reads every decoration of a text', () => {
    const view = textView('hi', [
      { type: 'BOLD', fontWeightValue: 700 },
      { type: 'ITALIC', italicData: true },
      { type: 'UNDERLINE' },
      { type: 'SPOILER', spoilerData: { id: 's1' } },
      { type: 'COLOR', colorData: { foreground: '#f00', background: 'rgb(0,0,0)' } },
      { type: 'FONT_SIZE', fontSizeData: { value: 2, unit: 'EM' } },
      { type: 'MENTION', mentionData: { name: 'Ann', slug: 'ann' } },
      { type: 'LINK', linkData: { link: { url: 'https://x.example' } } },
      { type: 'EXTERNAL', externalData: {} },
    ])
    expect(view).toMatchObject({
      bold: true,
      italic: true,
      underline: true,
      spoiler: 's1',
      color: '#f00',
      background: 'rgb(0,0,0)',
      fontSize: '2em',
      mention: { name: 'Ann', slug: 'ann' },
      link: { href: 'https://x.example', target: '_blank' },
      external: true,
    })
    expect(
      textView('x', [
        { type: 'BOLD', fontWeightValue: 400 },
        { type: 'ITALIC', italicData: false },
      ]),
    ).toEqual({ text: 'x', fontWeight: 400, italic: false })
    expect(textView('x', [{ type: 'ANCHOR', anchorData: { anchor: 'n1' } }]).link).toEqual({
      href: '#viewer-n1',
      anchor: 'n1',
    })
  })
})

describe('hashtags', () => {
  it('link to the post search page with # plus the tag', () => {
    expect(hashtagHref('news')).toBe('/search/posts?query=%23news')
    expect(hashtagHref('news', { searchPath: '/blog/search', queryParam: 'q' })).toBe('/blog/search?q=%23news')
    expect(hashtagHref('news', { createHref: (t) => `/tags/${t}` })).toBe('/tags/news')
  })
  it('are found after a non-word character; numbers alone are not tags', () => {
    expect(splitHashtags('Go #team and #1 or a#b #été')).toEqual([
      { kind: 'text', text: 'Go ' },
      { kind: 'hashtag', text: '#team', tag: 'team' },
      { kind: 'text', text: ' and #1 or a#b ' },
      { kind: 'hashtag', text: '#été', tag: 'été' },
    ])
  })
})

describe('block view models', () => {
  it('divider defaults to single, large, center', () => {
    expect(dividerView(undefined)).toEqual({ lineStyle: 'single', width: 'large', align: 'center' })
    expect(dividerView({ lineStyle: 'DOTTED', width: 'SMALL', alignment: 'LEFT' })).toEqual({
      lineStyle: 'dotted',
      width: 'small',
      align: 'left',
    })
  })
  it('button reads colours, border, radius and custom width', () => {
    const view = buttonView({
      type: 'LINK',
      text: 'Go',
      link: { url: '/go' },
      styles: { border: { width: 2, radius: 20 }, colors: { text: '#012055', border: '#D5D4D4', background: 'bad' } },
      containerData: { width: { custom: '300' } },
    })
    expect(view).toMatchObject({
      kind: 'link',
      text: 'Go',
      align: 'center',
      link: { href: '/go' },
      style: { color: '#012055', borderColor: '#D5D4D4', borderWidth: '2px', borderRadius: '20px', width: '300px' },
    })
    expect(view.style.backgroundColor).toBeUndefined()
    expect(buttonView({ type: 'ACTION', link: { url: '/x' } }).link).toEqual({})
  })
  it('image builds a media address from an id and keeps the alt text', () => {
    expect(imageView({ image: { src: { id: 'abc.jpg' }, width: 10, height: 5 }, altText: 'A cat' })).toMatchObject({
      src: 'https://static.wixstatic.com/media/abc.jpg',
      alt: 'A cat',
      width: 10,
      expandable: true,
    })
    expect(imageView({ image: { src: { url: 'javascript:x' } } }).src).toBeUndefined()
    expect(
      imageView({
        image: { src: { url: '/a.png' } },
        disableExpand: true,
        containerData: { width: { custom: '200' } },
      }),
    ).toMatchObject({ expandable: false, size: 'original' })
  })
  it('html frames are sandboxed without allow-same-origin', () => {
    const view = htmlView({ html: '<b>x</b>' })
    expect(view.sandbox).toContain('allow-scripts')
    expect(view.sandbox).not.toContain('allow-same-origin')
    expect(htmlView({ url: 'javascript:alert(1)' }).src).toBeUndefined()
  })
  it('table columns are at least 120px and scale by ratio', () => {
    const view = tableView({ dimensions: { colsWidthRatio: [1, 2], rowsHeight: [40, 'x'] }, rowHeader: true }, 3, 2)
    expect(view.columnWidths).toEqual([120, 240, 120])
    expect(view.rowHeights).toEqual([40, undefined])
    expect(view).toMatchObject({ rowHeader: true, columnHeader: false, minWidth: 480 })
  })
  it('cells read background, vertical alignment and border colours', () => {
    expect(
      cellView({ cellStyle: { backgroundColor: '#eee', verticalAlignment: 'MIDDLE' }, borderColors: { left: '#000' } })
        .style,
    ).toEqual({ backgroundColor: '#eee', color: '#111111', verticalAlign: 'middle', borderLeftColor: '#000' })
  })
  it('a cell with an author background takes the text colour that reads on it, in any theme', () => {
    expect(cellView({ cellStyle: { backgroundColor: '#fff3c4' } }).style).toEqual({
      backgroundColor: '#fff3c4',
      color: '#111111',
    })
    expect(cellView({ cellStyle: { backgroundColor: 'rgb(20, 30, 90)' } }).style?.color).toBe('#ffffff')
    expect(cellView({ cellStyle: { backgroundColor: '#1d4ed8' } }).style?.color).toBe('#ffffff')
    // A mostly see-through background keeps the theme's text colour.
    expect(cellView({ cellStyle: { backgroundColor: 'rgba(255, 255, 0, 0.2)' } }).style).toEqual({
      backgroundColor: 'rgba(255, 255, 0, 0.2)',
    })
    expect(cellView({ cellStyle: { backgroundColor: 'transparent' } }).style?.color).toBeUndefined()
  })
  it('collapsible lists start with the first item open, or all, or none; expandOnlyOne closes the others', () => {
    expect(initialExpandedItems(collapsibleView(undefined), 3)).toEqual([true, false, false])
    expect(initialExpandedItems(collapsibleView({ initialExpandedItems: 'ALL' }), 3)).toEqual([true, true, true])
    expect(initialExpandedItems(collapsibleView({ initialExpandedItems: 'NONE' }), 2)).toEqual([false, false])
    expect(toggleExpanded([true, false, false], 2, true)).toEqual([false, false, true])
    expect(toggleExpanded([true, false, false], 2, false)).toEqual([true, false, true])
    expect(collapsibleView({ direction: 'RTL' }).direction).toBe('rtl')
  })
  it('layout cells span their colSpan out of 12', () => {
    expect(layoutCellSpan({ colSpan: 4 }, 2)).toBe(4)
    expect(layoutCellSpan(undefined, 3)).toBe(4)
  })
  it('paywall class goes on the first 3 nodes by default', () => {
    expect([0, 1, 2, 3].map((i) => paywallClass(i, {}))).toEqual(['paywall', 'paywall', 'paywall', undefined])
    expect(paywallClass(0, undefined)).toBeUndefined()
    expect(paywallClass(4, { count: 5, className: 'pw' })).toBe('pw')
  })
})
