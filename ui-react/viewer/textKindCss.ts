import { DESKTOP_FONTS } from '../../core/document/constants'

const HEADING = 'margin:.5em 0'

/**
 * The text kinds' rules (paragraph, headings, quote, code), written from one template because they
 * differ only in the kind's name, default size and weight and their own last declarations: each reads
 * its theme's `--vt-<kind>-*` properties, sized by the core's desktop fonts. A property the theme leaves
 * unset makes its declaration unset, which is the default wanted for colour and font family (inherited)
 * and for background, padding and decoration (none), so those take no fallback. The text is exactly what
 * esbuild writes for the same rules in a stylesheet (minified), so the `<style>` the server sends and
 * dist/styles.css read the same.
 */
export const textKindCss: string = /* @__PURE__ */ (
  [
    ['.vt-viewer p', 'p', DESKTOP_FONTS.p, 'normal', 'margin:0;min-height:1.5em'],
    ['.vt-viewer h1', 'h1', DESKTOP_FONTS.h1, 'bold', HEADING],
    ['.vt-viewer h2', 'h2', DESKTOP_FONTS.h2, 'bold', HEADING],
    ['.vt-viewer h3', 'h3', DESKTOP_FONTS.h3, 'bold', HEADING],
    ['.vt-viewer h4', 'h4', DESKTOP_FONTS.h4, 'bold', HEADING],
    ['.vt-viewer h5', 'h5', DESKTOP_FONTS.h5, 'bold', HEADING],
    ['.vt-viewer h6', 'h6', DESKTOP_FONTS.h6, 'bold', HEADING],
    [
      '.vt-quote',
      'quote',
      DESKTOP_FONTS.quote,
      'normal',
      'margin:1em 0;padding-inline-start:16px;border-inline-start:3px solid var(--vt-action,#333)',
    ],
    [
      '.vt-code',
      'code',
      14,
      'normal',
      'font-family:var(--vt-code-ff,monospace);white-space:pre-wrap;background:var(--vt-code-bg,color-mix(in srgb, var(--vt-text,#000) 5%, var(--vt-bg,#fff)));padding:12px;border-radius:4px',
    ],
  ] as const
)
  .map(
    ([selector, k, size, weight, own]) =>
      `${selector}{font-size:var(--vt-${k}-fs,${size}px);line-height:var(--vt-${k}-lh,var(--vt-lh));color:var(--vt-${k}-color);font-weight:var(--vt-${k}-fw,${weight});font-style:var(--vt-${k}-fst,normal);text-decoration:var(--vt-${k}-td);font-family:var(--vt-${k}-ff);background-color:var(--vt-${k}-bg);padding-top:var(--vt-${k}-pt);padding-bottom:var(--vt-${k}-pb);${own}}`,
  )
  .join('')
