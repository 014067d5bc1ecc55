import { describe, expect, it, vi } from 'vitest'
import { TEXT_KINDS, themeVariables, zIndexFor, zIndexVariables, Z_INDEX, Z_LAYERS } from '..'

// The CSS custom properties the viewer root carries: every property name and value a theme,
// custom styles or a documentStyle produce, and what is dropped.

const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() })
const palette = {
  textColor: '#111',
  bgColor: '#fafafa',
  actionColor: '#0a0',
  disabledColor: '#999',
  textColorLow: '#555',
}

describe('theme variables', () => {
  it('nothing set gives no variables on desktop', () => {
    expect(themeVariables({})).toEqual({})
    expect(themeVariables({ isMobile: false, theme: {} })).toEqual({})
  })

  it('on mobile: every font size of the mobile defaults and the mobile z-index layers', () => {
    expect(themeVariables({ isMobile: true })).toEqual({
      '--vt-p-fs': '14px',
      '--vt-h1-fs': '32px',
      '--vt-h2-fs': '24px',
      '--vt-h3-fs': '20px',
      '--vt-h4-fs': '20px',
      '--vt-h5-fs': '16px',
      '--vt-h6-fs': '14px',
      '--vt-quote-fs': '16px',
      '--vt-z-toolbar': '100100',
      '--vt-z-popup': '100200',
      '--vt-z-drawer': '100300',
      '--vt-z-dialog': '100300',
      '--vt-z-tooltip': '100400',
      '--vt-z-notification': '100500',
    })
  })

  it('a valid palette sets the five colour variables, trimmed', () => {
    expect(themeVariables({ theme: { palette: { ...palette, textColor: ' #222 ' } } })).toEqual({
      '--vt-text': '#222',
      '--vt-bg': '#fafafa',
      '--vt-action': '#0a0',
      '--vt-disabled': '#999',
      '--vt-text-low': '#555',
    })
  })

  it('an incomplete palette sets nothing and logs what is missing', () => {
    const log = logger()
    expect(themeVariables({ theme: { palette: { textColor: '#000' } }, logger: log })).toEqual({})
    expect(log.error).toHaveBeenCalledWith(
      'Theme palette is missing: bgColor, disabledColor, textColorLow, actionColor',
    )
  })

  it('custom styles: each accepted property under its variable name, codeBlock as code', () => {
    expect(
      themeVariables({
        theme: {
          customStyles: {
            quote: {
              fontSize: '1.2em',
              lineHeight: 1.6,
              color: '#123456',
              backgroundColor: 'transparent',
              fontFamily: 'Georgia, serif',
              fontWeight: 600,
              fontStyle: 'italic',
              textDecoration: 'underline line-through',
            },
            codeBlock: { fontWeight: 'bold' },
          },
        },
      }),
    ).toEqual({
      '--vt-quote-fs': '1.2em',
      '--vt-quote-lh': '1.6',
      '--vt-quote-color': '#123456',
      '--vt-quote-bg': 'transparent',
      '--vt-quote-ff': 'Georgia, serif',
      '--vt-quote-fw': '600',
      '--vt-quote-fst': 'italic',
      '--vt-quote-td': 'underline line-through',
      '--vt-code-fw': 'bold',
    })
  })

  it('custom styles: unknown kinds and invalid values are dropped', () => {
    expect(
      themeVariables({
        theme: {
          customStyles: {
            footer: { color: '#fff' },
            p: { fontWeight: 650, fontStyle: 'slanted', textDecoration: 'blink', fontFamily: 'x{}' },
            h1: { fontWeight: '' },
          } as never,
        },
      }),
    ).toEqual({})
    expect(TEXT_KINDS).toEqual(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'quote', 'code'])
  })

  it('documentStyle: each text kind key, paddings, line height and background', () => {
    const vars = themeVariables({
      documentStyle: {
        headerOne: { nodeStyle: { paddingTop: 8, paddingBottom: '1em', backgroundColor: '#eee' }, lineHeight: '1.2' },
        headerTwo: { lineHeight: 2 },
        headerThree: { lineHeight: 3 },
        headerFour: { lineHeight: 4 },
        headerFive: { lineHeight: 5 },
        headerSix: { lineHeight: 6 },
        blockquote: { lineHeight: 7 },
        codeBlock: { lineHeight: 8 },
        paragraph: { lineHeight: 9 },
        footer: { lineHeight: 10 },
      },
    })
    expect(vars).toEqual({
      '--vt-h1-pt': '8px',
      '--vt-h1-pb': '1em',
      '--vt-h1-bg': '#eee',
      '--vt-h1-lh': '1.2',
      '--vt-h2-lh': '2',
      '--vt-h3-lh': '3',
      '--vt-h4-lh': '4',
      '--vt-h5-lh': '5',
      '--vt-h6-lh': '6',
      '--vt-quote-lh': '7',
      '--vt-code-lh': '8',
      '--vt-p-lh': '9',
    })
  })

  it('documentStyle decorations: weight, italic, underline, colours and font size, and their off values', () => {
    const decorations = (list: unknown[]) => themeVariables({ documentStyle: { paragraph: { decorations: list } } })
    expect(
      decorations([
        { type: 'BOLD', fontWeightValue: 700 },
        { type: 'ITALIC' },
        { type: 'UNDERLINE' },
        { type: 'COLOR', colorData: { foreground: '#f00', background: '#ff0' } },
        { type: 'FONT_SIZE', fontSizeData: { value: 1.1, unit: 'EM' } },
      ]),
    ).toEqual({
      '--vt-p-fw': 'bold',
      '--vt-p-fst': 'italic',
      '--vt-p-td': 'underline',
      '--vt-p-color': '#f00',
      '--vt-p-hl': '#ff0',
      '--vt-p-fs': '1.1em',
    })
    expect(
      decorations([
        { type: 'BOLD', fontWeightValue: 400 },
        { type: 'ITALIC', italicData: false },
        { type: 'UNDERLINE', underlineData: false },
        null,
        'BOLD',
      ]),
    ).toEqual({ '--vt-p-fw': '400', '--vt-p-fst': 'normal', '--vt-p-td': 'none' })
    expect(
      decorations([
        { type: 'BOLD', fontWeightValue: 450 },
        { type: 'FONT_SIZE', fontSizeData: { value: 1000 } },
        { type: 'FONT_SIZE', fontSizeData: { value: 0 } },
      ]),
    ).toEqual({})
    expect(decorations([{ type: 'FONT_SIZE', fontSizeData: { value: 999 } }])).toEqual({ '--vt-p-fs': '999px' })
    expect(decorations([{ type: 'BOLD' }])).toEqual({ '--vt-p-fw': 'bold' })
    expect(themeVariables({ documentStyle: { paragraph: { decorations: 'BOLD' } } })).toEqual({})
  })
})

describe('z-index layers', () => {
  it('sit on a desktop base of 5000 and a mobile base of 100000', () => {
    expect(Z_INDEX.desktopBase).toBe(5000)
    expect(Z_LAYERS.map((layer) => zIndexFor(layer, false))).toEqual([5100, 5200, 5300, 5300, 5400, 5500])
    expect(zIndexFor('tooltip', true)).toBe(100_400)
    expect(zIndexVariables(false)['--vt-z-notification']).toBe('5500')
  })
})
