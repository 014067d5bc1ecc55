import { describe, expect, it } from 'vitest'
import {
  CAPTION_PADDING,
  DEFAULT_COLORS,
  DESKTOP_FONTS,
  TABLE_MIN_COLUMN_WIDTH,
  zIndexVariables,
} from '../../../core/document'
import { viewerCss } from '../viewerCss'

/*
 * viewer.css writes the desktop defaults the core states (font sizes, colours, z-indexes, caption
 * padding, the table's column width) as literal values: they must stay the core's.
 */
describe('the viewer stylesheet', () => {
  it("uses the core's desktop font sizes, line height and colours as its defaults", () => {
    for (const kind of ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const)
      expect(viewerCss).toContain(`.vt-viewer ${kind}{font-size:var(--vt-${kind}-fs,${DESKTOP_FONTS[kind]}px)`)
    expect(viewerCss).toContain(`.vt-quote{font-size:var(--vt-quote-fs,${DESKTOP_FONTS.quote}px)`)
    expect(viewerCss).toContain(`--vt-lh:${DESKTOP_FONTS.lineHeight};`)
    expect(viewerCss).toContain(
      `color:var(--vt-text,${DEFAULT_COLORS.text});background:var(--vt-bg,${DEFAULT_COLORS.background})`,
    )
  })

  it("stacks its layers on the core's desktop z-indexes", () => {
    for (const [name, value] of Object.entries(zIndexVariables(false))) expect(viewerCss).toContain(`${name}:${value};`)
  })

  it("pads captions and sizes table columns with the core's values", () => {
    expect(viewerCss).toContain(`.vt-caption{padding:${CAPTION_PADDING}px 0;`)
    expect(viewerCss).toContain(`.vt-media figcaption{padding:${CAPTION_PADDING}px 0;`)
    expect(viewerCss).toContain(`min-width:${TABLE_MIN_COLUMN_WIDTH}px;`)
  })
})
