/** An authorization answer as the provider returns it (query, fragment or web_message). */
export interface OAuthAnswer {
  readonly code?: string
  readonly state?: string
  readonly error?: string
  readonly errorDescription?: string
}

/** How the provider answers an authorization request. */
export type ResponseMode = 'query' | 'fragment' | 'web_message'

const decode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return undefined
  }
}

/** Parses `a=1&b=2` into a map (first occurrence wins; undecodable pairs are skipped; never throws). */
export function parseParams(text: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const part of text.split('&')) {
    if (!part) continue
    const eq = part.indexOf('=')
    const key = decode(eq < 0 ? part : part.slice(0, eq))
    const value = decode(eq < 0 ? '' : part.slice(eq + 1))
    if (key === undefined || value === undefined || out.has(key)) continue
    out.set(key, value)
  }
  return out
}

const fromParams = (params: Map<string, string>): OAuthAnswer => {
  const answer: { -readonly [K in keyof OAuthAnswer]: OAuthAnswer[K] } = {}
  const code = params.get('code')
  const state = params.get('state')
  const error = params.get('error')
  const description = params.get('error_description')
  if (code) answer.code = code
  if (state) answer.state = state
  if (error) answer.error = error
  if (description) answer.errorDescription = description
  return answer
}

/**
 * Reads the provider's answer from a redirect URL: the query for `query`, the fragment for
 * `fragment` (the default, as in the official client). Hostile input gives an empty answer, never
 * a throw.
 */
export function parseFromUrl(
  url: string,
  responseMode: Exclude<ResponseMode, 'web_message'> = 'fragment',
): OAuthAnswer {
  const text = typeof url === 'string' ? url : ''
  const hash = text.indexOf('#')
  if (responseMode === 'fragment') return hash < 0 ? {} : fromParams(parseParams(text.slice(hash + 1)))
  const beforeHash = hash < 0 ? text : text.slice(0, hash)
  const q = beforeHash.indexOf('?')
  return q < 0 ? {} : fromParams(parseParams(beforeHash.slice(q + 1)))
}

/** Reads a web_message answer (the data of a postMessage); anything that is not an answer gives `{}`. */
export function parseWebMessage(data: unknown): OAuthAnswer {
  if (!data || typeof data !== 'object') return {}
  const d = data as Record<string, unknown>
  const source = d.response && typeof d.response === 'object' ? (d.response as Record<string, unknown>) : d
  const params = new Map<string, string>()
  for (const key of ['code', 'state', 'error', 'error_description', 'errorDescription']) {
    if (typeof source[key] === 'string')
      params.set(key === 'errorDescription' ? 'error_description' : key, source[key] as string)
  }
  return fromParams(params)
}

/** Encodes a flat record as a query string (undefined values skipped). */
export function encodeParams(params: Record<string, string | undefined>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v!)}`)
    .join('&')
}
