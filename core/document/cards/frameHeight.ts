/** The message type an embedded frame sends with its content height. */
export const FRAME_HEIGHT_MESSAGE = 'vitrine:frame-height'
/** What the page posts to a frame to have it report its height again. */
export const MEASURE_REQUEST = 'vitrine:measure'

/**
 * Sandbox of embed frames (HTML, oEmbed, link preview, map): scripts, forms and popups may run, but the
 * frame never gets the page's origin (`allow-same-origin`) nor top navigation, so its code cannot read the
 * parent document, its cookies or storage, nor move the page away.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox'

/** True when a sandbox value keeps the frame away from the page: never scripts together with the page's origin, never top navigation. */
export function isSafeSandbox(sandbox: string): boolean {
  const tokens = new Set(sandbox.toLowerCase().split(/\s+/).filter(Boolean))
  if (tokens.has('allow-scripts') && tokens.has('allow-same-origin')) return false
  for (const token of tokens) if (token.startsWith('allow-top-navigation')) return false
  return true
}

/**
 * How far a frame may grow past the height it was given: 10 % of it or 50 px, whichever is more
 * (it auto-grows by up to 10 % or 50 px, whichever is more).
 */
export function frameGrowthLimit(setHeight: number): number {
  return setHeight + Math.max(Math.round(setHeight * 0.1), 50)
}

/**
 * The height to give a frame whose content reported `reported` px: its content height, never below the
 * height it was given and never past {@link frameGrowthLimit}; beyond that the frame scrolls.
 * A report that is not a positive finite number changes nothing.
 */
export function frameHeight(setHeight: number, reported: unknown): number {
  if (typeof reported !== 'number' || !Number.isFinite(reported) || reported <= 0) return setHeight
  return Math.min(Math.max(Math.ceil(reported), setHeight), frameGrowthLimit(setHeight))
}

/** Reads a height report posted by a frame: `{type: 'vitrine:frame-height', height}`. */
export function readHeightReport(data: unknown): number | undefined {
  if (data === null || typeof data !== 'object') return undefined
  const message = data as { type?: unknown; height?: unknown }
  return message.type === FRAME_HEIGHT_MESSAGE && typeof message.height === 'number' ? message.height : undefined
}

// Runs inside the sandboxed frame: posts the document height to the parent on load and on every resize.
const REPORTER =
  '<script>(function(){var last=0;function send(){var h=Math.ceil(document.documentElement.getBoundingClientRect().height);' +
  `if(h!==last){last=h;parent.postMessage({type:${JSON.stringify(FRAME_HEIGHT_MESSAGE)},height:h},"*")}}` +
  'if(window.ResizeObserver)new ResizeObserver(send).observe(document.documentElement);' +
  'addEventListener("load",send);' +
  `addEventListener("message",function(e){if(e.source===parent&&e.data===${JSON.stringify(MEASURE_REQUEST)}){last=0;send()}});` +
  'send()})()</script>'

/**
 * The `srcdoc` of an embed frame: the author's markup, then a small script that reports the content
 * height to the parent page. The markup runs in the frame's opaque origin, never in the page.
 */
export function embedSrcDoc(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>body{margin:0;font-family:system-ui,sans-serif}</style></head><body>${html}${REPORTER}</body></html>`
}
