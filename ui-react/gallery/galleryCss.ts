/**
 * The gallery widget's stylesheet, rendered once per gallery with the markup (so a server-rendered
 * gallery is styled before any script runs). Positions come inline from the layout; this sheet
 * holds the looks: placeholders, overlays, arrows, counter, thumbnails and the Load More button.
 */
export const galleryCss = `
.vg{position:relative;box-sizing:border-box;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
  color:#1d1d1f;-webkit-tap-highlight-color:transparent}
.vg *,.vg *::before,.vg *::after{box-sizing:border-box}
.vg__viewport{position:relative;overflow:hidden}
.vg[data-orientation="horizontal"] .vg__viewport{overflow-x:auto;overflow-y:hidden;scrollbar-width:none;
  overscroll-behavior-x:contain}
.vg[data-orientation="horizontal"] .vg__viewport::-webkit-scrollbar{display:none}
.vg[data-orientation="horizontal"] .vg__viewport[data-stage="true"]{overflow:hidden}
.vg__items{position:relative;margin:0;padding:0;list-style:none}
.vg__item{position:absolute;overflow:hidden;cursor:default;outline:none;
  border-radius:var(--vg-radius,0)}
.vg__item[data-clickable="true"]{cursor:pointer}
.vg__item:focus-visible::after{content:'';position:absolute;inset:0;pointer-events:none;z-index:1;
  box-shadow:inset 0 0 0 3px #3b6cf6,inset 0 0 0 5px #fff}
.vg__media{position:absolute;display:block;width:100%;height:100%;object-fit:cover;opacity:0;
  transition:opacity .35s ease,transform .3s ease;-webkit-user-drag:none;user-select:none}
.vg__media[data-loaded="true"]{opacity:1}
.vg__media[data-fit="true"]{object-fit:contain}
.vg__ph{position:absolute;overflow:hidden;background:var(--vg-placeholder,#e8e8ec)}
.vg__lowres{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;filter:blur(12px);transform:scale(1.05)}
.vg__item[data-magnified="true"]{touch-action:none}
.vg__item[data-magnified="true"] .vg__media{cursor:grab}
.vg__item[data-dragging="true"] .vg__media{cursor:grabbing}
.vg__overlay{position:absolute;inset:0;display:flex;flex-direction:column;justify-content:flex-end;padding:14px 16px;
  background:linear-gradient(to top,rgba(0,0,0,.62),rgba(0,0,0,.08) 55%,transparent);color:#fff;opacity:0;
  transition:opacity .2s ease;pointer-events:none}
.vg__overlay[data-shown="true"]{opacity:1}
.vg__title{font-weight:600;font-size:15px;margin:0;text-shadow:0 1px 2px rgba(0,0,0,.35)}
.vg__description{margin:2px 0 0;font-size:13px;opacity:.85}
.vg__info{position:absolute;padding:8px 4px;background:transparent;color:inherit;overflow:hidden}
.vg__info[data-side="left"],.vg__info[data-side="right"]{display:flex;flex-direction:column;justify-content:center;
  padding:12px 18px;background:var(--vg-info-bg,#f6f6f8)}
.vg__info[data-side="left"]{text-align:end}
.vg__info[data-side="left"] .vg__title,.vg__info[data-side="right"] .vg__title{font-size:16px}
.vg__info .vg__description{opacity:.7}
.vg__info .vg__title{text-shadow:none;font-size:14px}
.vg__expand{position:absolute;top:10px;inset-inline-end:10px;width:34px;height:34px;border:0;border-radius:999px;
  display:grid;place-items:center;background:rgba(255,255,255,.9);color:#1d1d1f;cursor:pointer;opacity:0;
  transition:opacity .2s ease;box-shadow:0 2px 8px rgba(0,0,0,.2)}
.vg__item:hover .vg__expand,.vg__item:focus-within .vg__expand,.vg__item[data-hover="true"] .vg__expand{opacity:1}
.vg__expand svg,.vg__arrow svg,.vg__play svg{width:18px;height:18px;fill:none;stroke:currentColor;stroke-width:2.2;
  stroke-linecap:round;stroke-linejoin:round}
.vg__text{position:absolute;inset:0;width:100%;height:100%;border:0;background:#fff}
.vg__arrow{position:absolute;top:50%;translate:0 -50%;z-index:2;border:0;display:grid;place-items:center;cursor:pointer;
  color:var(--vg-arrow-color,#fff);background:transparent;padding:0;transition:opacity .2s,background .2s}
.vg__arrow[data-container="BOX"]{background:rgba(255,255,255,.92);color:var(--vg-arrow-color,#1d1d1f);border-radius:6px;
  box-shadow:0 2px 10px rgba(0,0,0,.18)}
.vg__arrow:not([data-container="BOX"]):not([data-outside]) svg{filter:drop-shadow(0 1px 3px rgba(0,0,0,.6))}
.vg__arrow[data-outside]:not([data-container="BOX"]){color:var(--vg-arrow-color,#1d1d1f);border-radius:999px}
.vg__arrow[data-outside]:not([data-container="BOX"]):hover{background:rgba(0,0,0,.06)}
.vg__arrow:focus-visible{outline:3px solid #3b6cf6;outline-offset:2px}
.vg__arrow[data-side="previous"]{inset-inline-start:var(--vg-arrow-inset,23px)}
.vg__arrow[data-side="next"]{inset-inline-end:var(--vg-arrow-inset,23px)}
.vg__arrow[data-follower="true"]{translate:-50% -50%;pointer-events:none;inset-inline:auto}
.vg__arrow[data-side="previous"] svg,.vg[dir="rtl"] .vg__arrow[data-side="next"] svg{transform:scaleX(-1)}
.vg[dir="rtl"] .vg__arrow[data-side="previous"] svg{transform:none}
.vg__viewport[data-clipped="true"]::after{content:'';position:absolute;left:0;right:0;bottom:0;height:72px;
  background:linear-gradient(rgba(255,255,255,0),#fff);pointer-events:none}
.vg__controls{position:absolute;bottom:12px;inset-inline-end:12px;display:flex;gap:6px;align-items:center;z-index:2}
.vg__counter{min-width:26px;text-align:center;padding:3px 8px;border-radius:999px;background:rgba(0,0,0,.55);color:#fff;
  font-size:12px;font-variant-numeric:tabular-nums}
.vg__play{width:32px;height:32px;border-radius:999px;border:0;background:rgba(0,0,0,.55);color:#fff;display:grid;
  place-items:center;cursor:pointer}
.vg__play:focus-visible{outline:3px solid #3b6cf6;outline-offset:2px}
.vg__thumbs{display:flex;gap:var(--vg-thumb-gap,4px);overflow-x:auto;scrollbar-width:none;padding:0;margin:0;list-style:none}
.vg__thumbs[data-vertical="true"]{flex-direction:column;overflow-x:hidden;overflow-y:auto}
.vg__thumbs::-webkit-scrollbar{display:none}
.vg__thumbs[data-on-gallery]{z-index:3}
.vg__thumbs[data-on-gallery] .vg__thumb{border-radius:4px;overflow:hidden;opacity:.75;box-shadow:0 2px 8px rgba(0,0,0,.35)}
.vg__thumbs[data-on-gallery] .vg__thumb[aria-current="true"]{opacity:1;outline-color:#fff}
.vg__thumb{display:block;flex:none;border:0;padding:0;cursor:pointer;background:#e8e8ec;opacity:.6;transition:opacity .2s;
  outline-offset:-3px}
.vg__thumb[aria-current="true"]{opacity:1;outline:3px solid #3b6cf6}
.vg__thumb img{display:block;width:100%;height:100%;object-fit:cover}
.vg__more{display:flex;align-items:center;justify-content:center;height:138px}
.vg__more button{font:inherit;font-weight:600;padding:12px 28px;border-radius:999px;border:1px solid #1d1d1f;
  background:#fff;color:#1d1d1f;cursor:pointer;transition:background .15s,color .15s}
.vg__more button:hover{background:#1d1d1f;color:#fff}
.vg__sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.vg__debug{position:absolute;top:8px;left:8px;z-index:5;background:rgba(0,0,0,.78);color:#9ef5a9;
  font:11px/1.45 ui-monospace,monospace;padding:8px 10px;border-radius:6px;white-space:pre;pointer-events:none}
@media print{.vg__media{opacity:1!important}.vg__arrow,.vg__controls,.vg__more{display:none}}
@media (prefers-reduced-motion:reduce){.vg *{transition:none!important}}
`
