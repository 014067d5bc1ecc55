/**
 * Styles of the card and interactive nodes (upload errors, app embed cards, link previews, embeds,
 * maps, polls), appended to the viewer stylesheet. Colours follow the theme's custom properties.
 */
const action = 'var(--vt-action,#116dff)'
// Lines and tints are the theme's text colour mixed into its background, so they follow a dark theme.
const tint = (percent: number) => `color-mix(in srgb,var(--vt-text,#000) ${percent}%,var(--vt-bg,#fff))`
const line = '1px solid color-mix(in srgb,var(--vt-text,#000) 14%,transparent)'

export const cardsCss =
  // Upload errors
  '.vt-upload-error{position:relative;margin:16px 0;min-height:120px;border-radius:6px;overflow:hidden;background:#f4f4f5}' +
  '.vt-upload-error-block{opacity:.35;filter:grayscale(1);pointer-events:none}.vt-upload-error-block>*{margin:0}' +
  '.vt-upload-error-overlay{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;' +
  'gap:8px;padding:16px;text-align:center;color:#b42318;font-size:14px;font-weight:600}' +
  '.vt-upload-error-icon{color:#d92d20}' +
  // Product, event and booking cards
  `.vt-card{display:flex;gap:0;margin:16px 0;border:${line};border-radius:8px;overflow:hidden;background:var(--vt-bg,#fff);max-width:740px}` +
  `.vt-card-media{flex:0 0 185px;display:block;background:${tint(8)}}` +
  '.vt-card-media img{display:block;width:185px;height:100%;min-height:140px;object-fit:cover}' +
  '.vt-card-body{flex:1;min-width:0;display:flex;flex-direction:column;gap:6px;padding:20px 24px}' +
  '.vt-viewer .vt-card-name{margin:0;font-size:20px;font-weight:700;line-height:1.3;overflow-wrap:anywhere}' +
  '.vt-viewer .vt-card-meta{margin:0;font-size:14px;color:var(--vt-text-low,#555)}' +
  `.vt-card-cta{align-self:flex-start;margin-top:auto;display:inline-block;padding:10px 24px;border:0;border-radius:4px;background:${action};` +
  // Text on the action colour is the theme's background colour, which contrasts with it in a light and a dark theme.
  'color:var(--vt-bg,#fff);font:inherit;font-size:14px;font-weight:600;text-decoration:none;cursor:pointer}' +
  '.vt-viewer a.vt-card-cta{color:var(--vt-bg,#fff)}.vt-card-cta:disabled{background:var(--vt-disabled,#b5b5b5);cursor:not-allowed}' +
  '.vt-card-cta-wrap{position:relative;align-self:flex-start;margin-top:auto;display:inline-block;outline:none}' +
  '.vt-tooltip{position:absolute;bottom:calc(100% + 8px);inset-inline-start:0;z-index:var(--vt-z-tooltip);width:max-content;max-width:260px;padding:8px 12px;border-radius:4px;' +
  'background:#222;color:#fff;font-size:13px;line-height:1.4;opacity:0;visibility:hidden;transition:opacity .15s,visibility 0s .15s;pointer-events:none}' +
  '.vt-card-cta-wrap:hover .vt-tooltip,.vt-card-cta-wrap:focus .vt-tooltip{opacity:1;visibility:visible;transition:opacity .15s .3s,visibility 0s .3s}' +
  '@media (max-width:480px){.vt-card{flex-direction:column}.vt-card-media{flex-basis:auto}.vt-card-media img{width:100%;height:180px}}' +
  // Link previews and embeds
  `.vt-lp{display:flex;align-items:stretch;margin:16px 0;border:${line};border-radius:8px;overflow:hidden;color:inherit;text-decoration:none;max-width:740px}` +
  `.vt-viewer a.vt-lp{color:inherit}.vt-lp:hover{background:${tint(4)}}` +
  '.vt-lp-thumb{flex:0 0 auto;object-fit:cover;align-self:stretch;min-height:110px}' +
  '.vt-lp-text{display:flex;flex-direction:column;gap:4px;padding:14px 16px;min-width:0}' +
  '.vt-lp-title{font-weight:700;font-size:16px}.vt-lp-desc{font-size:14px;color:var(--vt-text-low,#555);display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}' +
  '.vt-lp-domain{font-size:12px;color:var(--vt-text-low,#777);text-transform:lowercase}' +
  '.vt-embed{margin:16px 0;display:flex;flex-direction:column;align-items:center}.vt-embed iframe,.vt-html iframe{border:0;max-width:100%;display:block}' +
  // An embed's frame is see-through in a dark theme too (a frame whose colour scheme differs from its
  // page's is painted white): the theme shows around the author's markup, which keeps its own colours.
  '.vt-embed iframe,.vt-html iframe{color-scheme:light}' +
  '.vt-html{margin:16px 0;display:flex;justify-content:center}.vt-lp-source{font-size:14px;margin-top:6px}' +
  // Maps
  `.vt-map{margin:16px 0;border:${line};border-radius:8px;overflow:hidden}.vt-map-frame{display:block;border:0;width:100%}` +
  `.vt-map-static{display:flex;align-items:center;justify-content:center;color:${action};` +
  `background:linear-gradient(90deg,${tint(8)} 1px,transparent 1px) 0 0/24px 24px,linear-gradient(${tint(8)} 1px,${tint(4)} 1px) 0 0/24px 24px}` +
  '.vt-map-caption{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;font-size:14px}' +
  '.vt-map-text{display:flex;flex-direction:column;min-width:0}.vt-map-name{font-weight:700}.vt-map-address{color:var(--vt-text-low,#555)}' +
  '.vt-map-link{white-space:nowrap;font-weight:600}' +
  // Polls
  `.vt-poll{margin:16px 0;padding:24px;border-radius:12px;background:${tint(5)} center/cover no-repeat;max-width:740px}` +
  '.vt-poll-card{position:relative;background:var(--vt-bg,#fff);border-radius:10px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.12)}' +
  '.vt-poll-image{display:block;width:100%;max-height:220px;object-fit:cover;border-radius:6px;margin-bottom:14px}' +
  '.vt-viewer .vt-poll-title{margin:0 0 14px;font-size:20px;font-weight:700}' +
  '.vt-poll-options{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:10px}' +
  '.vt-poll-grid .vt-poll-options{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr))}' +
  '.vt-poll-option{display:flex;align-items:center;gap:10px}.vt-poll-option[hidden]{display:none}' +
  `.vt-poll-vote{position:relative;flex:1;display:flex;align-items:center;gap:10px;min-height:44px;padding:8px 14px;border:${line};` +
  'border-radius:6px;background:transparent;font:inherit;color:inherit;text-align:start;cursor:pointer;overflow:hidden}' +
  '.vt-poll-vote:disabled{cursor:default}.vt-poll-vote:not(:disabled):hover{border-color:' +
  action +
  '}' +
  `.vt-chosen .vt-poll-vote{border-color:${action}}` +
  `.vt-poll-bar{position:absolute;inset:0 auto 0 0;background:${action};opacity:.14;transition:width .3s}` +
  '[dir=rtl] .vt-poll-bar{inset:0 0 0 auto}' +
  `.vt-poll-mark{position:relative;flex:0 0 18px;height:18px;border:2px solid color-mix(in srgb,var(--vt-text,#000) 45%,transparent);border-radius:50%}` +
  '.vt-poll-vote[role=checkbox] .vt-poll-mark{border-radius:4px}' +
  `.vt-chosen .vt-poll-mark{border-color:${action};background:${action};box-shadow:inset 0 0 0 3px var(--vt-bg,#fff)}` +
  '.vt-poll-option-image{position:relative;width:40px;height:40px;object-fit:cover;border-radius:4px}' +
  '.vt-poll-option-title{position:relative;flex:1}.vt-poll-percent{position:relative;font-weight:700}' +
  '.vt-poll-count{flex:0 0 76px;border:0;background:none;font:inherit;font-size:13px;color:var(--vt-text-low,#555);text-align:end;padding:4px}' +
  'button.vt-poll-count{cursor:pointer;text-decoration:underline}' +
  '.vt-poll-footer{display:flex;justify-content:space-between;align-items:center;gap:12px;margin-top:14px;font-size:13px;color:var(--vt-text-low,#555)}' +
  `.vt-poll-toggle{border:0;background:none;padding:4px 0;font:inherit;font-weight:600;color:${action};cursor:pointer}` +
  '.vt-poll-toast{position:absolute;left:50%;bottom:12px;transform:translateX(-50%);z-index:var(--vt-z-notification);pointer-events:none}' +
  '@media (max-width:480px){.vt-poll{padding:10px}.vt-poll-card{padding:14px}.vt-poll-count{flex-basis:58px}.vt-poll-vote{padding:8px 10px}}'
