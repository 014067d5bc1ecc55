import type { AbortSignalLike, HttpPort, HttpRequest, HttpResponse, Logger } from '../../ports'
import { DataError } from './errors'
import { readServiceError } from '../shared/readServiceError'
import { isPlainObject } from './wireValues'

/**
 * Where the Authorization value comes from: a token string, a function answering one, or a token
 * source such as the identity client (`getAuthHeaders()`) or anything with `getAccessToken()`.
 */
export type AuthSource =
  | string
  | (() => string | undefined | null | Promise<string | undefined | null>)
  | {
      /** The headers to send; `Authorization` is used. */
      getAuthHeaders(): Promise<{ headers: { Authorization?: string } }> | { headers: { Authorization?: string } }
    }
  | {
      /** The access token to send as `Authorization`. */
      getAccessToken(): string | undefined | null | Promise<string | undefined | null>
    }

/** What a call sends: method, path below `<baseUrl><prefix>`, body and signal. */
export interface Call {
  readonly method: 'GET' | 'POST'
  readonly path: string
  readonly body?: unknown
  readonly signal?: AbortSignalLike
}

/** Sends calls of the content-database wire format and maps its answers and errors. */
export interface Transport {
  /** The full URL of `path`. */
  url(path: string): string
  /** Sends `call`; resolves to the parsed JSON body of a 200, rejects with a {@link DataError}. */
  send(call: Call): Promise<Record<string, unknown>>
  readonly logger?: Logger
}

async function authorization(auth: AuthSource | undefined): Promise<string | undefined> {
  if (auth === undefined || auth === null) return undefined
  try {
    if (typeof auth === 'string') return auth
    if (typeof auth === 'function') return (await auth()) ?? undefined
    if ('getAuthHeaders' in auth) return (await auth.getAuthHeaders()).headers.Authorization ?? undefined
    return (await auth.getAccessToken()) ?? undefined
  } catch (error) {
    // The identity provider refused the token: its own message (e.g. "Unknown client id"), not the
    // token source's generic one. Application code failed: rethrown as it is, with a code (WDE0078).
    throw providerRefusal(error) ?? rethrown(error)
  }
}

/**
 * A token source's failure that carries the identity provider's answer (`details` with its status
 * and message, as the identity client's errors do), as a {@link DataError} with the provider's
 * message and code; undefined for any other failure.
 */
function providerRefusal(error: unknown): DataError | undefined {
  const details = isPlainObject(error) || error instanceof Error ? (error as { details?: unknown }).details : undefined
  if (!isPlainObject(details) || typeof details.status !== 'number' || typeof details.message !== 'string')
    return undefined
  const code = typeof details.code === 'string' && details.code ? details.code : `HTTP_${details.status}`
  return new DataError(code, `${details.message} (the identity provider refused the access token: ${code})`, {
    details,
    cause: error,
  })
}

/** An error thrown by application code, rethrown with a `code` (`WDE0078` when it had none). */
export function rethrown(error: unknown): Error {
  if (error instanceof Error) {
    if (typeof (error as { code?: unknown }).code !== 'string')
      Object.defineProperty(error, 'code', { value: 'WDE0078', enumerable: true, writable: true, configurable: true })
    return error
  }
  return new DataError('WDE0078', `WDE0078: Application code threw ${String(error)}`, { cause: error })
}

/** Maps a non-200 answer (or an unparsable one) to a {@link DataError}. */
export function errorOf(response: HttpResponse): DataError {
  if (response.status === 413) return new DataError('WDE0109', 'WDE0109: Payload is too large.')
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    return new DataError(
      'WDE0055',
      `WDE0055: Failed to parse server response (HTTP ${response.status} ${response.statusText}).`,
    )
  }
  const read = readServiceError(body)
  const details = read.details
  const message = read.message ?? `HTTP ${response.status} ${response.statusText}`
  const app = read.applicationError
  if (app) {
    const code = typeof app.code === 'string' || typeof app.code === 'number' ? String(app.code) : 'WD_UNKNOWN_ERROR'
    const description = typeof app.description === 'string' && app.description ? app.description : message
    if (code === 'WDE0078') return hookError(description, app, details)
    return new DataError(code, description, { details })
  }
  if (read.fieldViolations) {
    const violations = read.fieldViolations
    const lines = violations.map((v) => `${v.field ?? ''}: ${v.description ?? ''}`)
    return new DataError('WD_VALIDATION_ERROR', lines.length ? lines.join('\n') : message, { details, violations })
  }
  return new DataError('WD_UNKNOWN_ERROR', message, { details })
}

// A data hook (application code on the server) threw: its own message and code come back.
function hookError(description: string, app: Record<string, unknown>, details: unknown): DataError {
  const data = isPlainObject(app.data) ? app.data : {}
  const message = typeof data.message === 'string' ? data.message : description
  const code = typeof data.code === 'string' ? data.code : 'WDE0078'
  return new DataError(code, message, { details })
}

/** Creates the transport over `http` for `<baseUrl><prefix>/v2/...`. */
export function createTransport(options: {
  baseUrl: string
  prefix: string
  http: HttpPort
  auth?: AuthSource
  logger?: Logger
}): Transport {
  const base = options.baseUrl.replace(/\/+$/, '') + options.prefix
  return {
    logger: options.logger,
    url: (path) => `${base}/v2/${path}`,
    async send(call) {
      const headers: Record<string, string> = { accept: 'application/json' }
      const token = await authorization(options.auth)
      if (token) headers.Authorization = token
      const request: { -readonly [K in keyof HttpRequest]: HttpRequest[K] } = {
        url: call.path.startsWith('http') ? call.path : `${base}/v2/${call.path}`,
        method: call.method,
        headers,
      }
      if (call.body !== undefined) {
        headers['content-type'] = 'application/json'
        request.body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body)
      }
      if (call.signal) request.signal = call.signal
      let response: HttpResponse
      try {
        response = await options.http.request(request)
      } catch (error) {
        if (call.signal?.aborted)
          throw new DataError('WD_REQUEST_ABORTED', 'The request was aborted.', { cause: error })
        throw new DataError(
          'WDE0053',
          `WDE0053: The request failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        )
      }
      if (response.status !== 200) throw errorOf(response)
      let parsed: unknown
      try {
        parsed = JSON.parse(response.body)
      } catch {
        throw new DataError('WDE0055', 'WDE0055: Failed to parse server response.')
      }
      if (!isPlainObject(parsed))
        throw new DataError('WDE0055', 'WDE0055: Failed to parse server response: not a JSON object.')
      return parsed
    },
  }
}
