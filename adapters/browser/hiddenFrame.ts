import type { FramePort } from '../../ports'

/** Options of {@link hiddenFrame}. */
export interface HiddenFrameOptions {
  /** The document to add frames to (default: the global one). */
  readonly doc?: Document
}

/**
 * A {@link FramePort} over a hidden iframe and `postMessage`. A message is delivered only when it
 * comes from that iframe's own window (`event.source`) **and** from the expected origin, so another
 * frame, tab or origin cannot answer in its place. `close()` removes the frame and the listener.
 */
export function hiddenFrame(options: HiddenFrameOptions = {}): FramePort {
  return {
    open(url, { expectedOrigin, onMessage, onError }) {
      const doc = options.doc ?? globalThis.document
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
