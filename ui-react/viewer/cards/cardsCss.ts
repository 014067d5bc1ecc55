/**
 * Styles of the card and interactive nodes (upload errors, app embed cards, link previews, embeds,
 * maps, polls), appended to the viewer stylesheet. Colours follow the theme's custom properties.
 */
export const cardsCss =
  '.vt-upload-error{position:relative;margin:16px 0;min-height:120px;border-radius:6px;overflow:hidden;background:#f4f4f5}' +
  '.vt-upload-error-block{opacity:.35;filter:grayscale(1);pointer-events:none}.vt-upload-error-block>*{margin:0}' +
  '.vt-upload-error-overlay{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;' +
  'gap:8px;padding:16px;text-align:center;color:#b42318;font-size:14px;font-weight:600}' +
  '.vt-upload-error-icon{color:#d92d20}'
