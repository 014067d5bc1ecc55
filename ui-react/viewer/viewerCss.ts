/**
 * The viewer's stylesheet. Font sizes, colours and custom styles come from CSS custom properties set on
 * the root (`--vt-<kind>-fs`, `--vt-text` ...), so one stylesheet serves every theme and device.
 */
import {
  CAPTION_PADDING,
  DEFAULT_COLORS,
  DESKTOP_FONTS as F,
  TABLE_MIN_COLUMN_WIDTH,
  zIndexVariables,
} from '../../core/document'
import { cardsCss } from './cards/cardsCss'
import { mediaCss } from './media/mediaCss'

// Desktop z-indexes of the floating layers; the mobile ones come from themeVariables on the root.
const zIndexes = () =>
  Object.entries(zIndexVariables(false))
    .map(([name, value]) => `${name}:${value};`)
    .join('')

const kind = (k: string, fs: number, extra = '', selector = `.vt-viewer ${k}`) =>
  `${selector}{font-size:var(--vt-${k}-fs,${fs}px);line-height:var(--vt-${k}-lh,var(--vt-lh));color:var(--vt-${k}-color,inherit);` +
  `font-weight:var(--vt-${k}-fw,${k[0] === 'h' ? 'bold' : 'normal'});font-style:var(--vt-${k}-fst,normal);text-decoration:var(--vt-${k}-td,none);` +
  `font-family:var(--vt-${k}-ff,inherit);background-color:var(--vt-${k}-bg,transparent);padding-top:var(--vt-${k}-pt,0);padding-bottom:var(--vt-${k}-pb,0);${extra}}`

/**
 * The viewer CSS as a string (rendered in a `<style>` by default; pass `injectStyles={false}` and ship it
 * yourself). Built by a call marked pure, so a bundle that imports no viewer drops it.
 */
export const viewerCss = /* @__PURE__ */ buildViewerCss()

function buildViewerCss(): string {
  return (
    // Content never widens the host page: wide blocks scroll (tables) or are clipped at the viewer's edge.
    `.vt-viewer{--vt-lh:${F.lineHeight};${zIndexes()}color:var(--vt-text,${DEFAULT_COLORS.text});background:var(--vt-bg,${DEFAULT_COLORS.background});` +
    `overflow-wrap:break-word;font-size:${F.p}px;max-width:100%;overflow-x:clip}` +
    kind('p', F.p, 'margin:0;min-height:1.5em') +
    kind('h1', F.h1, 'margin:.5em 0') +
    kind('h2', F.h2, 'margin:.5em 0') +
    kind('h3', F.h3, 'margin:.5em 0') +
    kind('h4', F.h4, 'margin:.5em 0') +
    kind('h5', F.h5, 'margin:.5em 0') +
    kind('h6', F.h6, 'margin:.5em 0') +
    kind(
      'quote',
      F.quote,
      'margin:1em 0;padding-inline-start:16px;border-inline-start:3px solid var(--vt-action,#333)',
      '.vt-quote',
    ) +
    kind(
      'code',
      14,
      'font-family:var(--vt-code-ff,monospace);white-space:pre-wrap;background:var(--vt-code-bg,color-mix(in srgb,var(--vt-text,#000) 5%,var(--vt-bg,#fff)));padding:12px;border-radius:4px',
      '.vt-code',
    ) +
    '.vt-viewer .vt-quote p{font-size:inherit;line-height:inherit;color:inherit}' +
    // Text blocks carry dir="auto"; captions rendered by plugins follow their own text the same way.
    '.vt-viewer figcaption{unicode-bidi:plaintext}' +
    // Indentation on the block's own start side (its dir), above the `.vt-viewer p{margin:0}` reset.
    [1, 2, 3, 4, 5, 6].map((n) => `.vt-viewer .vt-i${n}{margin-inline-start:${n * 40}px}`).join('') +
    '.vt-list{margin:0;padding-inline-start:24px}.vt-list .vt-list{padding-inline-start:24px}.vt-list.vt-deep{padding-inline-start:0}' +
    '.vt-viewer a{color:var(--vt-action,inherit)}' +
    '.vt-spoiler{filter:blur(.25em);cursor:pointer;transition:filter .2s}.vt-spoiler.vt-revealed{filter:none;cursor:auto}' +
    '.vt-mention{color:var(--vt-action,inherit);font-weight:600}' +
    '.vt-divider-wrap{display:flex;margin:16px 0}.vt-divider{border:0;border-top:1px solid currentColor;margin:0;width:100%}' +
    '.vt-d-double{border-top:3px double currentColor}.vt-d-dashed{border-top-style:dashed}.vt-d-dotted{border-top-style:dotted}' +
    '.vt-dw-medium{width:50%}.vt-dw-small{width:20%}' +
    // LEFT, CENTER and RIGHT are physical: a right-to-left locale does not mirror an image or a button.
    '.vt-divider-wrap,.vt-btn-wrap{direction:ltr}.vt-btn{unicode-bidi:plaintext}' +
    '.vt-a-left{justify-content:flex-start}.vt-a-center{justify-content:center}.vt-a-right{justify-content:flex-end}' +
    '.vt-btn-wrap{display:flex;margin:16px 0}.vt-btn{display:inline-block;width:fit-content;padding:8px 24px;border:0 solid;' +
    'background:var(--vt-action,#333);color:var(--vt-bg,#fff);text-decoration:none;font:inherit;cursor:pointer;text-align:center}' +
    '.vt-btn.vt-bs-full_width{width:100%}' +
    '.vt-coll{margin:16px 0}.vt-coll-head{display:flex;align-items:flex-start;gap:8px;cursor:pointer}.vt-coll-head>div{flex:1}' +
    '.vt-coll-btn{background:none;border:0;padding:4px;font:inherit;color:inherit;cursor:pointer}' +
    '.vt-coll-btn::before{content:"\\25B8";display:inline-block;transition:transform .2s}.vt-coll-btn[aria-expanded=true]::before{transform:rotate(90deg)}' +
    '.vt-coll-btn[dir=rtl]::before{content:"\\25C2"}.vt-coll-btn[dir=rtl][aria-expanded=true]::before{transform:rotate(-90deg)}' +
    '.vt-coll-body{padding-inline-start:32px}' +
    // Tables scroll inside their own block. Scroll shadows show that more columns wait on a side: the
    // "local" covers move with the content and hide the "scroll" shadows once an edge is reached.
    '.vt-table-wrap{overflow-x:auto;margin:16px 0;max-width:100%;' +
    'background:linear-gradient(to right,var(--vt-bg,#fff) 30%,transparent) left/40px 100% no-repeat local,' +
    'linear-gradient(to left,var(--vt-bg,#fff) 30%,transparent) right/40px 100% no-repeat local,' +
    'radial-gradient(farthest-side at 0 50%,rgba(0,0,0,.22),transparent) left/14px 100% no-repeat scroll,' +
    'radial-gradient(farthest-side at 100% 50%,rgba(0,0,0,.22),transparent) right/14px 100% no-repeat scroll}' +
    '.vt-table-wrap:focus-visible{outline:2px solid var(--vt-action,#116dff);outline-offset:2px}' +
    '.vt-table{border-collapse:collapse;table-layout:fixed;width:100%}' +
    // Cell borders are the theme's text colour, faint, so they suit a light and a dark theme alike.
    `.vt-table td,.vt-table th{border:1px solid color-mix(in srgb,var(--vt-text,#000) 22%,transparent);padding:8px;min-width:${TABLE_MIN_COLUMN_WIDTH}px;vertical-align:top;text-align:start}` +
    '.vt-layout{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:16px}' +
    `.vt-caption{padding:${CAPTION_PADDING}px 0;text-align:center;font-size:14px}` +
    cardsCss +
    mediaCss +
    '.vt-debug [id^=viewer-]{outline:1px dashed #e91e63}' +
    '.vt-viewer .vt-doc-error{margin:0;padding:12px 16px;border:1px dashed currentColor;border-radius:6px;opacity:.7;font-size:14px}' +
    '.vt-mobile{font-size:14px}'
  )
}
