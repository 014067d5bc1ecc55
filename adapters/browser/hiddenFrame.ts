import type { FramePort } from '../../ports'

/** Options of {@link hiddenFrame}. */
export interface HiddenFrameOptions {
  /** The document to add frames to (default: the global one). */
  readonly doc?: Document
}

/** The origin `url` has as the page's URL parser reads it, when it is an http(s) address; else null. */
function webOrigin(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

/**
 * A {@link FramePort} over a hidden iframe and `postMessage`. The frame loads only an http(s) `url`
 * on the expected origin (as the page's URL parser reads it): a `javascript:` address would run in
 * the site's own origin, so anything else is refused through `onError` and nothing is added to the
 * page. A message is delivered only when it comes from that iframe's own window (`event.source`)
 * **and** from the expected origin, so another frame, tab or origin cannot answer in its place.
 * `close()` removes the frame and the listener.
 */
export function hiddenFrame(options: HiddenFrameOptions = {}): FramePort {
  return {
    open(url, { expectedOrigin, onMessage, onError }) {
      const doc = options.doc ?? globalThis.document
      const origin = webOrigin(url, doc.baseURI)
      if (!origin || origin !== expectedOrigin) {
        const refused = origin ?? 'an address that is not http(s)'
        onError?.(new Error(`The sign-in frame refused to load ${refused}: only http(s) pages on ${expectedOrigin}`))
        return { close() {} }
      }
      const win = doc.defaultView ?? globalThis.window
      const iframe = doc.createElement('iframe')
      iframe.setAttribute('aria-hidden', 'true')
      iframe.setAttribute('tabindex', '-1')
      iframe.title = 'Sign-in'
      iframe.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden'
      let closed = false
      const listener = (event: MessageEvent) => {
        if (closed || event.source !== iframe.contentWindow || event.origin !== expectedOrigin) return
        onMessage({ origin: event.origin, data: event.data })
      }
      const failed = () => {
        if (!closed) onError?.(new Error('The sign-in frame failed to load'))
      }
      win.addEventListener('message', listener)
      iframe.addEventListener('error', failed)
      iframe.src = url
      doc.body.appendChild(iframe)
      return {
        close() {
          if (closed) return
          closed = true
          win.removeEventListener('message', listener)
          iframe.removeEventListener('error', failed)
          iframe.remove()
        },
      }
    },
  }
}
