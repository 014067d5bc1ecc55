/**
 * The fullscreen viewer's stylesheet, injected with the viewer (it is lazy, so it costs nothing
 * until opened). Logical properties mirror it right to left; reduced motion drops the transitions.
 * The z-index is set on the element (dialog layer of the device's base, see `zIndexFor`).
 */
export const fullscreenCss = `
.vitrine-fs{position:fixed;inset:0;background:#0c0c0e;color:#f4f4f5;
  font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;flex-direction:column;
  overscroll-behavior:contain;touch-action:none;user-select:none}
.vitrine-fs__bar{display:flex;align-items:center;gap:8px;padding:10px 14px;min-height:56px;box-sizing:border-box}
.vitrine-fs__counter{font-variant-numeric:tabular-nums;opacity:.85;padding-inline-start:6px;margin-inline-end:auto}
.vitrine-fs__btn{appearance:none;border:0;border-radius:999px;width:40px;height:40px;display:inline-grid;
  place-items:center;background:rgba(255,255,255,.08);color:inherit;cursor:pointer;text-decoration:none;
  transition:background .15s}
.vitrine-fs__btn:hover{background:rgba(255,255,255,.18)}
.vitrine-fs__btn:focus-visible{outline:2px solid #8ab4ff;outline-offset:2px}
.vitrine-fs__btn[aria-pressed="true"]{background:rgba(138,180,255,.3)}
.vitrine-fs__btn svg{width:20px;height:20px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;
  stroke-linejoin:round}
.vitrine-fs__stage{position:relative;flex:1;min-height:0;display:flex;align-items:center;justify-content:center;
  padding:0 72px;overflow:hidden}
.vitrine-fs__media{margin:0;max-width:100%;max-height:100%;display:flex;cursor:zoom-in;touch-action:none}
.vitrine-fs__media[data-zoomed="true"]{cursor:grab}
.vitrine-fs__media img,.vitrine-fs__media video{display:block;max-width:100%;max-height:calc(100vh - 160px);
  width:auto;height:auto;object-fit:contain;transition:transform .3s ease;will-change:transform;
  box-shadow:0 10px 40px rgba(0,0,0,.5);-webkit-user-drag:none}
.vitrine-fs__media[data-dragging="true"] img{transition:none}
.vitrine-fs__nav{position:absolute;top:50%;translate:0 -50%;width:48px;height:48px;background:rgba(255,255,255,.1)}
.vitrine-fs__nav[data-dir="previous"]{inset-inline-start:14px}
.vitrine-fs__nav[data-dir="next"]{inset-inline-end:14px}
.vitrine-fs__nav:disabled{opacity:.25;cursor:default}
[dir="rtl"] .vitrine-fs__flip{transform:scaleX(-1)}
.vitrine-fs__caption{padding:12px 24px 18px;text-align:center;min-height:24px;max-width:820px;margin:0 auto}
.vitrine-fs__title{font-weight:600;font-size:16px;margin:0}
.vitrine-fs__description{margin:4px 0 0;opacity:.75}
@media (max-width:600px){.vitrine-fs__stage{padding:0 8px}.vitrine-fs__nav{width:40px;height:40px}}
@media (prefers-reduced-motion:reduce){.vitrine-fs *{transition:none!important}}
`
