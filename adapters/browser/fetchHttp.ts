import type { HttpPort } from '../../ports'

/**
 * An {@link HttpPort} over the platform's `fetch` (browsers and Node 18+).
 * Resolves for every status; rejects on network failure or abort.
 */
export function fetchHttp(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): HttpPort {
  return {
    async request({ url, method, headers, body, signal, redirect }) {
      const response = await fetchImpl(url, {
        method,
        headers: headers as Record<string, string> | undefined,
        body,
        redirect,
        signal: signal as AbortSignal | undefined,
      })
      const out: Record<string, string> = {}
      response.headers.forEach((value, name) => {
        out[name.toLowerCase()] = value
      })
      return { status: response.status, statusText: response.statusText, headers: out, body: await response.text() }
    },
  }
}
