import { describe, expect, it } from 'vitest'
import { attr, doc, p, render, t, text } from './markup'

describe('text nodes', () => {
  it('renders a paragraph with alignment, line height and indentation', () => {
    const { all } = render(
      doc({
        type: 'PARAGRAPH',
        id: 'p1',
        nodes: [t('Hello')],
        paragraphData: { textStyle: { textAlignment: 'RIGHT', lineHeight: '2' }, indentation: 2 },
      }),
    )
    const [para] = all('p')
    expect(text(para)).toBe('Hello')
    expect(attr(para, 'id')).toBe('viewer-p1')
    expect(attr(para, 'class')).toBe('vt-i2')
    expect(attr(para, 'style')).toBe('text-align:right;line-height:2')
  })

  it.each([1, 2, 3, 4, 5, 6])('renders heading level %i as <h%i>', (level) => {
    const { all } = render(doc({ type: 'HEADING', id: 'h', nodes: [t('Title')], headingData: { level } }))
    expect(text(all(`h${level}`)[0])).toBe('Title')
  })

  it('renders bold, italic, underline, colour and font size with unit', () => {
    const { all } = render(
      doc(
        p(
          t('x', [
            { type: 'BOLD' },
            { type: 'ITALIC' },
            { type: 'UNDERLINE' },
            { type: 'COLOR', colorData: { foreground: '#ff0000', background: 'transparent' } },
            { type: 'FONT_SIZE', fontSizeData: { value: 20, unit: 'PX' } },
          ]),
        ),
      ),
    )
    expect(all('strong')).toHaveLength(1)
    expect(all('em')).toHaveLength(1)
    expect(all('u')).toHaveLength(1)
    expect(attr(all('span')[0], 'style')).toBe('color:#ff0000;background-color:transparent;font-size:20px')
  })

  it('renders a link opening in a new tab with noopener and flagged rel', () => {
    const { all } = render(
      doc(p(t('site', [{ type: 'LINK', linkData: { link: { url: 'https://a.example', rel: { nofollow: true } } } }]))),
    )
    const [a] = all('a')
    expect([attr(a, 'href'), attr(a, 'target'), attr(a, 'rel'), text(a)]).toEqual([
      'https://a.example',
      '_blank',
      'noopener nofollow',
      'site',
    ])
  })

  it('renders anchors as #viewer-<anchor> links', () => {
    const { all } = render(doc(p(t('go', [{ type: 'ANCHOR', anchorData: { anchor: 'n9' } }]))))
    expect(attr(all('a')[0], 'href')).toBe('#viewer-n9')
    expect(attr(all('a')[0], 'data-vt-anchor')).toBe('n9')
  })

  it("shows the TEXT node's own text for a mention, linked when the host gives an address", () => {
    const content = doc(p(t('@Johnny', [{ type: 'MENTION', mentionData: { name: 'John Doe', slug: 'johndoe' } }])))
    expect(text(render(content).all('span')[0])).toBe('@Johnny')
    const linked = render(content, { mentionHref: (m) => `/profile/${m.slug}` }).all('a')[0]
    expect([attr(linked, 'href'), text(linked)]).toEqual(['/profile/johndoe', '@Johnny'])
  })

  it('keeps inline spoiler text in the markup, blurred by class and coordinated by id', () => {
    const { all } = render(doc(p(t('secret', [{ type: 'SPOILER', spoilerData: { id: 'sp1' } }]))))
    const spoiler = all('span').find((s) => attr(s, 'class') === 'vt-spoiler')!
    expect(text(spoiler)).toBe('secret')
    expect(attr(spoiler, 'data-spoiler-id')).toBe('sp1')
    expect(attr(spoiler, 'role')).toBe('button')
    expect(attr(spoiler, 'tabindex')).toBe('0')
  })

  it('marks external decorations and links hashtags when asked', () => {
    const { all } = render(doc(p(t('ext', [{ type: 'EXTERNAL', externalData: { a: 1 } }]), t(' see #news'))), {
      hashtag: true,
    })
    expect(attr(all('span')[0], 'class')).toBe('vt-external')
    const tag = all('a')[0]
    expect([attr(tag, 'href'), text(tag)]).toEqual(['/search/posts?query=%23news', '#news'])
  })

  it('renders a code block and a blockquote', () => {
    const { all } = render(
      doc(
        { type: 'CODE_BLOCK', id: 'c', nodes: [t('let a = 1\nlet b')] },
        { type: 'BLOCKQUOTE', id: 'q', nodes: [p(t('quoted'))] },
      ),
    )
    expect(text(all('pre')[0])).toBe('let a = 1\nlet b')
    expect(all('code')).toHaveLength(1)
    expect(text(all('blockquote')[0])).toBe('quoted')
  })

  it("sets language and the controls' direction from the locale; text blocks follow their own text", () => {
    const list = (...texts: string[]) => ({
      type: 'ORDERED_LIST',
      id: 'ol',
      nodes: texts.map((x) => ({ type: 'LIST_ITEM', id: '', nodes: [p(t(x))] })),
    })
    const { all } = render(doc(p(t('Hello')), list('One', 'שתיים')), { locale: 'he' })
    const [root] = all('div')
    expect([attr(root, 'dir'), attr(root, 'lang')]).toEqual(['rtl', 'he'])
    expect(all('p').map((el) => attr(el, 'dir'))).toEqual(['auto', 'auto', 'auto'])
    // The list takes the direction of its first letter, not the locale's.
    expect(attr(all('ol')[0], 'dir')).toBe('ltr')
    expect(attr(render(doc(list('אחת', 'Two'))).all('ol')[0], 'dir')).toBe('rtl')
  })
})

describe('lists', () => {
  const item = (...nodes: unknown[]) => ({ type: 'LIST_ITEM', id: '', nodes })
  it('renders nested bulleted lists with markers cycling per level', () => {
    const nested = (depth: number): unknown => ({
      type: 'BULLETED_LIST',
      id: '',
      nodes: [item(p(t(`level ${depth}`)), ...(depth < 5 ? [nested(depth + 1)] : []))],
    })
    const lists = render(doc(nested(0))).all('ul')
    expect(lists.map((l) => attr(l, 'style'))).toEqual(
      ['disc', 'circle', 'square', 'disc', 'circle', 'square'].map((m) => `list-style-type:${m}`),
    )
    expect(lists.map((l) => attr(l, 'class'))).toEqual([
      'vt-list',
      'vt-list',
      'vt-list',
      'vt-list',
      'vt-list vt-deep',
      'vt-list vt-deep',
    ])
    expect(render(doc(nested(0))).all('li')).toHaveLength(6)
  })
  it('renders an ordered list with start and offset', () => {
    const [ol] = render(
      doc({ type: 'ORDERED_LIST', id: '', nodes: [item(p(t('one')))], orderedListData: { start: 3, offset: 1 } }),
    ).all('ol')
    expect([attr(ol, 'start'), attr(ol, 'style')]).toEqual(['3', 'list-style-type:lower-latin'])
  })
})

describe('structure nodes', () => {
  it('renders a divider with line style, width and alignment', () => {
    const { all } = render(
      doc({ type: 'DIVIDER', id: 'd', dividerData: { lineStyle: 'DASHED', width: 'MEDIUM', alignment: 'LEFT' } }),
    )
    expect(attr(all('hr')[0], 'class')).toBe('vt-divider vt-d-dashed vt-dw-medium')
    expect(attr(all('div')[1], 'class')).toBe('vt-divider-wrap vt-a-left')
  })

  it('renders a LINK button as a styled link and an ACTION button as a <button>', () => {
    const styles = {
      border: { width: 2, radius: 20 },
      colors: { text: '#012055', border: '#D5D4D4', background: '#FFA503' },
    }
    const { all } = render(
      doc(
        {
          type: 'BUTTON',
          id: 'b1',
          buttonData: {
            type: 'LINK',
            text: 'Visit',
            link: { url: 'https://x.example', target: 'SELF' },
            styles,
            containerData: { width: { custom: '250' } },
          },
        },
        { type: 'BUTTON', id: 'b2', buttonData: { type: 'ACTION', text: 'Click Me', styles } },
      ),
    )
    const [a] = all('a')
    expect([text(a), attr(a, 'href'), attr(a, 'target')]).toEqual(['Visit', 'https://x.example', '_self'])
    expect(attr(a, 'style')).toBe(
      'color:#012055;background-color:#FFA503;border-color:#D5D4D4;border-width:2px;border-radius:20px;width:250px',
    )
    const [button] = all('button')
    expect([text(button), attr(button, 'type'), attr(button, 'data-vt-action')]).toEqual(['Click Me', 'button', 'b2'])
  })

  const collapsible = (data: unknown) =>
    doc({
      type: 'COLLAPSIBLE_LIST',
      id: 'cl',
      collapsibleListData: data,
      nodes: [1, 2, 3].map((n) => ({
        type: 'COLLAPSIBLE_ITEM',
        id: `i${n}`,
        nodes: [
          { type: 'COLLAPSIBLE_ITEM_TITLE', id: '', nodes: [p(t(`Title ${n}`))] },
          { type: 'COLLAPSIBLE_ITEM_BODY', id: '', nodes: [p(t(`Body ${n}`))] },
        ],
      })),
    })
  it('expands the first collapsible item by default; collapsed items show only their title', () => {
    const { html, all } = render(collapsible(undefined))
    expect(html).toContain('Title 1')
    expect(html).toContain('Title 3')
    expect(html).toContain('Body 1')
    expect(html).not.toContain('Body 2')
    const buttons = all('button')
    expect(buttons.map((b) => attr(b, 'aria-expanded'))).toEqual(['true', 'false', 'false'])
    const controlled = attr(buttons[1], 'aria-controls')!
    const region = all().find((e) => attr(e, 'id') === controlled)!
    expect(attr(region, 'hidden')).toBe('')
  })
  it('expands all or none, and sets the direction', () => {
    expect(render(collapsible({ initialExpandedItems: 'ALL', direction: 'RTL' })).html).toMatch(
      /dir="rtl"[\s\S]*Body 1[\s\S]*Body 2[\s\S]*Body 3/,
    )
    // A direction the document sets holds inside: the blocks there carry no dir="auto".
    const set = render(collapsible({ initialExpandedItems: 'ALL', direction: 'RTL' }))
    expect(set.all('p').map((el) => attr(el, 'dir'))).toEqual(set.all('p').map(() => undefined))
    const free = render(collapsible({ initialExpandedItems: 'ALL' }), { locale: 'ar' })
    expect(attr(free.all('div')[1], 'dir')).toBeUndefined()
    expect(free.all('p').every((el) => attr(el, 'dir') === 'auto')).toBe(true)
    expect(free.all('button').map((el) => attr(el, 'dir'))).toEqual(['rtl', 'rtl', 'rtl'])
    expect(render(collapsible({ initialExpandedItems: 'NONE' })).html).not.toContain('Body')
  })

  it('renders a table with headers, cell styles, minimum column widths and a scrolling region', () => {
    const cell = (s: string, data?: unknown) => ({ type: 'TABLE_CELL', id: '', nodes: [p(t(s))], tableCellData: data })
    const { all } = render(
      doc({
        type: 'TABLE',
        id: 'tb',
        tableData: {
          rowHeader: true,
          columnHeader: true,
          dimensions: { colsWidthRatio: [1, 1], rowsHeight: [47, 47] },
        },
        nodes: [
          { type: 'TABLE_ROW', id: '', nodes: [cell('Name'), cell('Role')] },
          {
            type: 'TABLE_ROW',
            id: '',
            nodes: [
              cell('Ann'),
              cell('Dev', { cellStyle: { backgroundColor: '#eeeeee', verticalAlignment: 'BOTTOM' } }),
            ],
          },
        ],
      }),
    )
    const wrap = all('div').find((d) => attr(d, 'class') === 'vt-table-wrap')!
    expect([attr(wrap, 'role'), attr(wrap, 'tabindex'), attr(wrap, 'aria-label')]).toEqual(['region', '0', 'Table'])
    expect(attr(all('table')[0], 'style')).toBe('min-width:240px')
    expect(all('col').map((c) => attr(c, 'style'))).toEqual(['width:120px', 'width:120px'])
    expect(all('th').map((th) => [text(th), attr(th, 'scope')])).toEqual([
      ['Name', 'col'],
      ['Role', 'col'],
      ['Ann', 'row'],
    ])
    expect(attr(all('td')[0], 'style')).toBe('background-color:#eeeeee;color:#111111;vertical-align:bottom')
  })

  it('renders layout cells on a 12-column grid, and captions', () => {
    const { all } = render(
      doc(
        {
          type: 'LAYOUT',
          id: 'l',
          nodes: [
            { type: 'LAYOUT_CELL', id: 'a', layoutCellData: { colSpan: 8 }, nodes: [p(t('wide'))] },
            { type: 'LAYOUT_CELL', id: 'b', layoutCellData: { colSpan: 4 }, nodes: [p(t('narrow'))] },
          ],
        },
        { type: 'CAPTION', id: 'cap', nodes: [t('A caption')] },
      ),
    )
    const cells = all('div').filter((d) => attr(d, 'class') === 'vt-layout-cell')
    expect(cells.map((c) => [text(c), attr(c, 'style')])).toEqual([
      ['wide', 'grid-column:span 8'],
      ['narrow', 'grid-column:span 4'],
    ])
    expect(text(all('div').find((d) => attr(d, 'class') === 'vt-caption')!)).toBe('A caption')
  })

  it('renders an image with its alt text before hydration, its link and caption', () => {
    const { all } = render(
      doc({
        type: 'IMAGE',
        id: 'im',
        imageData: {
          image: { src: { id: 'cat.jpg' }, width: 800, height: 600 },
          altText: 'A cat',
          caption: 'Our cat',
          link: { url: 'https://cats.example' },
        },
      }),
    )
    const [img] = all('img')
    expect([attr(img, 'src'), attr(img, 'alt'), attr(img, 'width')]).toEqual([
      'https://static.wixstatic.com/media/cat.jpg',
      'A cat',
      '800',
    ])
    expect(attr(all('a')[0], 'href')).toBe('https://cats.example')
    expect(text(all('figcaption')[0])).toBe('Our cat')
  })

  it('adds the paywall class to the first 3 top-level nodes when asked', () => {
    const { all } = render(doc(p(t('1')), p(t('2')), p(t('3')), p(t('4'))), { paywall: true })
    expect(all('p').map((e) => attr(e, 'class'))).toEqual(['paywall', 'paywall', 'paywall', undefined])
  })

  it('uses mobile font sizes and the theme palette as custom properties', () => {
    const palette = {
      textColor: '#111111',
      bgColor: '#ffffff',
      actionColor: '#0000ff',
      disabledColor: '#cccccc',
      textColorLow: '#666666',
    }
    const [root] = render(doc(p(t('x'))), { isMobile: true, theme: { palette } }).all('div')
    expect(attr(root, 'class')).toBe('vt-viewer vt-mobile')
    expect(attr(root, 'style')).toContain('--vt-p-fs:14px')
    expect(attr(root, 'style')).toContain('--vt-action:#0000ff')
  })

  it('carries documentStyle onto the root as custom properties', () => {
    const content = {
      ...doc(p(t('x'))),
      documentStyle: {
        headerOne: { decorations: [{ type: 'COLOR', colorData: { foreground: '#123456' } }] },
        paragraph: { lineHeight: '1.8' },
      },
    }
    const [root] = render(content).all('div')
    expect(attr(root, 'style')).toBe('--vt-p-lh:1.8;--vt-h1-color:#123456')
  })
})
