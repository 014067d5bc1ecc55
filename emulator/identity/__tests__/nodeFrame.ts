import type { FramePort } from '../../../ports'

/**
 * A test stand-in for the hidden frame in Node: loads the URL over HTTP (following redirects,
 * keeping cookies out) and delivers the web_message answer the page would post.
 */
export function nodeFrame(): FramePort & { opened: string[] } {
  const opened: string[] = []
  return {
    opened,
    open(url, { onMessage, onError }) {
      opened.push(url)
      let closed = false
      void (async () => {
        const response = await fetch(url)
        const html = await response.text()
        const match = /id="vitrine-oauth-answer">(.*?)<\/script>/s.exec(html)
        if (!match) throw new Error(`no answer in ${response.url}`)
        if (!closed) onMessage({ origin: new URL(response.url).origin, data: JSON.parse(match[1]) })
      })().catch((error: Error) => !closed && onError?.(error))
      return { close: () => void (closed = true) }
    },
  }
}
