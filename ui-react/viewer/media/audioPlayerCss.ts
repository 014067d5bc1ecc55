/**
 * Styles of the live audio player's menus, tooltips and small layout (under 320 px, which only the
 * player's width observer switches on): they exist only once the player runs,
 * so they ship in its lazy chunk (added to the page by {@link useSharedStyle}) rather than in `viewerCss`.
 */
export const audioPlayerCss =
  '.vt-amenu{min-width:140px;padding:6px 0;margin:0;list-style:none;background:#fff;color:#111;border-radius:6px;box-shadow:0 4px 16px rgba(0,0,0,.2);z-index:var(--vt-z-popup)}' +
  '.vt-amenu button{all:unset;box-sizing:border-box;display:block;width:100%;padding:6px 16px;cursor:pointer}.vt-amenu button:hover,.vt-amenu button:focus-visible{background:#f0f4ff}' +
  '.vt-amenu [aria-checked=true]{font-weight:700;color:var(--vt-action,#116dff)}' +
  '.vt-atip{position:absolute;bottom:calc(100% + 6px);left:50%;transform:translateX(-50%);padding:3px 8px;border-radius:3px;background:#222;color:#fff;font-size:12px;white-space:nowrap;pointer-events:none;z-index:var(--vt-z-tooltip)}' +
  '.vt-audio-small{flex-wrap:wrap;gap:8px;padding:10px}.vt-audio-small .vt-audio-cover.vt-audio-cover{display:none}.vt-audio-small .vt-avol,.vt-audio-small .vt-aspeed{display:none}.vt-audio-small .vt-audio-row{flex-wrap:wrap;gap:4px 6px}.vt-audio-small .vt-audio-row>input[type=range]{order:9;flex-basis:100%}.vt-audio-small .vt-atime{margin-inline-end:auto}'
