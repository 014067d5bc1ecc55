import { describe, expect, it, vi } from 'vitest'
import { BUTTON_DEFAULT_SIZE, buttonView, dividerView, HTML_SANDBOX, htmlView, imageView, MEDIA_BASE } from '..'

// The view models a renderer draws from: every field a reader would see (sizes, colours, texts,
// addresses), at the edges of each rule.

const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() })

describe('divider view', () => {
  it('reads each line style and width, and takes the alignment from the data or its container', () => {
    expect(['SINGLE', 'DOUBLE', 'DASHED', 'DOTTED'].map((lineStyle) => dividerView({ lineStyle }).lineStyle)).toEqual([
      'single',
      'double',
      'dashed',
      'dotted',
    ])
    expect(['LARGE', 'MEDIUM', 'SMALL', 'HUGE'].map((width) => dividerView({ width }).width)).toEqual([
      'large',
      'medium',
      'small',
      'large',
    ])
    expect(dividerView({ containerData: { alignment: 'RIGHT' } }).align).toBe('right')
    expect(dividerView({ alignment: 'LEFT', containerData: { alignment: 'RIGHT' } }).align).toBe('left')
    expect(dividerView({ lineStyle: 'WAVY', alignment: 'MIDDLE' })).toEqual({
      lineStyle: 'single',
      width: 'large',
      align: 'center',
    })
  })
})

describe('button view', () => {
  it('an ACTION button (or no type) has no link and the default look', () => {
    expect(buttonView({ text: 'Send' })).toEqual({
      kind: 'action',
      text: 'Send',
      link: {},
      align: 'center',
      size: 'small',
      style: {},
    })
    expect(BUTTON_DEFAULT_SIZE).toBe('small')
    expect(buttonView(undefined).text).toBe('')
  })

  it('a LINK button carries href, target and rel; a full-width container makes it full width', () => {
    expect(
      buttonView(
        {
          type: 'LINK',
          text: 'Read',
          link: { url: 'https://shop.example/a', target: 'SELF' },
          containerData: { alignment: 'RIGHT', width: { size: 'FULL_WIDTH' } },
        },
        { rel: { nofollow: true } },
      ),
    ).toEqual({
      kind: 'link',
      text: 'Read',
      link: { href: 'https://shop.example/a', target: '_self', rel: 'noopener nofollow' },
      align: 'right',
      size: 'full_width',
      style: {},
    })
    expect(buttonView({ type: 'LINK', containerData: { width: { size: 'CONTENT' } } }).size).toBe('small')
  })

  it('clamps border width to 0-100 px and radius to 0-1000 px, keeping zero', () => {
    const style = (width: unknown, radius: unknown) => buttonView({ styles: { border: { width, radius } } }).style
    expect(style(0, 0)).toEqual({ borderWidth: '0px', borderRadius: '0px' })
    expect(style(-3, -3)).toEqual({ borderWidth: '0px', borderRadius: '0px' })
    expect(style(100, 1000)).toEqual({ borderWidth: '100px', borderRadius: '1000px' })
    expect(style(101, 1001)).toEqual({ borderWidth: '100px', borderRadius: '1000px' })
    expect(style('4', 12.7)).toEqual({ borderWidth: '4px', borderRadius: '12px' })
    expect(style('thick', null)).toEqual({})
  })

  it('keeps valid text, background and border colours and logs each invalid one', () => {
    const log = logger()
    expect(
      buttonView(
        { styles: { colors: { text: '#fff', background: 'rgb(1,2,3)', border: 'transparent' } } },
        undefined,
        log,
      ).style,
    ).toEqual({ color: '#fff', backgroundColor: 'rgb(1,2,3)', borderColor: 'transparent' })
    expect(log.error).not.toHaveBeenCalled()
    expect(
      buttonView({ styles: { colors: { text: 'red', background: 'blue', border: 'x' } } }, undefined, log).style,
    ).toEqual({})
    expect(log.error).toHaveBeenCalledTimes(3)
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('"red" is not a valid color'))
  })

  it('takes a custom width as px, or as the CSS length given', () => {
    const width = (custom: unknown) => buttonView({ containerData: { width: { custom } } }).style.width
    expect(width(240)).toBe('240px')
    expect(width('50%')).toBe('50%')
    expect(width('wide')).toBeUndefined()
  })
})

describe('image view', () => {
  it('reads an address, its size and caption, with the default content size, centred', () => {
    expect(
      imageView({
        image: { src: { url: 'https://img.example/cat.png' }, width: 800.4, height: 600.6 },
        altText: 'A cat',
        caption: 'Our cat',
      }),
    ).toEqual({
      src: 'https://img.example/cat.png',
      alt: 'A cat',
      width: 800,
      height: 601,
      caption: 'Our cat',
      link: {},
      align: 'center',
      size: 'content',
      expandable: true,
    })
  })

  it('an address wins over an id; only safe ids become media addresses', () => {
    expect(MEDIA_BASE).toBe('https://static.wixstatic.com/media/')
    expect(imageView({ image: { src: { url: '/a.png', id: 'b.png' } } }).src).toBe('/a.png')
    expect(imageView({ image: { src: { id: 'folder/b_1-2~x.png' } } }).src).toBe(MEDIA_BASE + 'folder/b_1-2~x.png')
    expect(imageView({ image: { src: { id: 'b.png?x=1' } } }).src).toBeUndefined()
    expect(imageView({ image: { src: { id: 'a b.png' } } }).src).toBeUndefined()
    expect(imageView({ image: { src: { id: '' } } }).src).toBeUndefined()
  })

  it('accepts data:image addresses for images', () => {
    expect(imageView({ image: { src: { url: 'data:image/png;base64,AAAA' } } }).src).toBe('data:image/png;base64,AAAA')
  })

  it('drops non-positive sizes and an empty caption; drops alt text that reads as a script address', () => {
    const view = imageView({
      image: { src: { id: 'a.png' }, width: 0, height: -5 },
      caption: '',
      altText: 'javascript:x',
    })
    expect(view).toMatchObject({ width: undefined, height: undefined, caption: undefined, alt: '' })
    expect(imageView({ image: { width: 1, height: 1 } })).toMatchObject({ width: 1, height: 1 })
    expect(imageView({ image: { width: 5, height: 0 } })).toMatchObject({ width: 5, height: undefined })
  })

  it('reads each width size; a custom width over 150 px counts as original, 150 or less does not', () => {
    const size = (containerData: unknown) => imageView({ image: { src: { id: 'a.png' } }, containerData }).size
    expect(['CONTENT', 'SMALL', 'ORIGINAL', 'FULL_WIDTH', 'GIANT'].map((s) => size({ width: { size: s } }))).toEqual([
      'content',
      'small',
      'original',
      'full_width',
      'content',
    ])
    expect(size({ width: { size: 'SMALL', custom: 151 } })).toBe('original')
    expect(size({ width: { size: 'SMALL', custom: 150 } })).toBe('small')
    expect(size({ width: { size: 'FULL_WIDTH', custom: 'x' } })).toBe('full_width')
  })

  it('has a link and an alignment; without a source it cannot be expanded', () => {
    expect(
      imageView({
        image: { src: { id: 'a.png' } },
        link: { url: 'https://x.example' },
        containerData: { alignment: 'LEFT' },
      }),
    ).toMatchObject({ link: { href: 'https://x.example', target: '_blank', rel: 'noopener' }, align: 'left' })
    expect(imageView({ altText: 'nothing' }).expandable).toBe(false)
    expect(imageView({ image: { src: { id: 'a.png' } }, disableExpand: false }).expandable).toBe(true)
  })
})

describe('html view', () => {
  it('is 350 x 550 by default, with the frame sandbox', () => {
    expect(htmlView({ html: '<p>hi</p>' })).toEqual({
      srcDoc: '<p>hi</p>',
      src: undefined,
      width: 350,
      height: 550,
      sandbox: HTML_SANDBOX,
    })
    expect(HTML_SANDBOX).toBe('allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox')
  })

  it('takes an address and a custom size clamped to 10-10,000 px', () => {
    expect(
      htmlView({
        url: 'https://widget.example/w',
        containerData: { width: { custom: '640' }, height: { custom: 480 } },
      }),
    ).toMatchObject({ src: 'https://widget.example/w', width: 640, height: 480 })
    expect(htmlView({ containerData: { width: { custom: 5 }, height: { custom: 20_000 } } })).toMatchObject({
      width: 10,
      height: 10_000,
    })
  })
})
