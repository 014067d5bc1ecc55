import type { HttpResponse } from '../../ports'
import { VitrineError } from '../shared/errors'
import { isRecord } from '../shared/isRecord'
import { readServiceError, type FieldViolation } from '../shared/readServiceError'

export type { FieldViolation }

/** The provider's error body, read defensively. */
export interface ProviderError {
  readonly status: number
  readonly message: string
  /** The application error code, always a string (`'-19976'`). */
  readonly code?: string
  readonly fieldViolations: readonly FieldViolation[]
  readonly requestId?: string
  /** The application error's `data` (e.g. `triesLeft`), when it is an object. */
  readonly data?: Readonly<Record<string, unknown>>
}

/**
 * An error of the identity client where the official client throws one ('something went wrong',
 * 'Failed to get member tokens', 'OAuth flow timed out', 'Invalid _state', ...), or a failed login's
 * status. `code` is the provider's application error code or the login error code when there is one
 * (`'-19976'`, `invalidPassword`, ...), else the client's own: `SYSTEM_ERROR` (no usable answer),
 * `NETWORK_ERROR`, `NO_TOKENS`, `INVALID_STATE`, `MISSING_CODE`, `OAUTH_TIMEOUT`, `FRAME_FAILED`,
 * `NO_REDIRECT_URI`, `UNEXPECTED_ANSWER`, `TOO_MANY_REDIRECTS`, `NOT_A_MEMBER`,
 * `NO_PENDING_VERIFICATION`, `TOKEN_REFUSED`, `UNTRUSTED_PAGE`, `SESSION_EXPIRED`, `LOGIN_FAILED`, or the upper-snake
 * HTTP status text of a refused call (`NOT_FOUND`).
 */
export class IdentityError extends VitrineError {
  readonly requestId?: string
  readonly details?: unknown
  constructor(code: string, message: string, options: { requestId?: string; details?: unknown; cause?: unknown } = {}) {
    super(code, message, { cause: options.cause })
    this.name = 'IdentityError'
    this.requestId = options.requestId
    this.details = options.details
  }
}

/** Reads an error response into a {@link ProviderError}; any body (HTML, garbage) is accepted. */
export function readProviderError(response: HttpResponse): ProviderError {
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    // Not JSON: status and headers still tell what happened.
  }
  const read = readServiceError(body)
  const details = read.details ?? {}
  const app = read.applicationError ?? {}
  const requestId =
    (typeof details.requestId === 'string' && details.requestId) ||
    response.headers['x-wix-request-id'] ||
    response.headers['x-request-id'] ||
    undefined
  return {
    status: response.status,
    message: read.message ?? response.statusText,
    code: app.code === undefined || app.code === null ? undefined : String(app.code),
    fieldViolations: read.fieldViolations ?? [],
    requestId,
    ...(isRecord(app.data) ? { data: app.data } : {}),
  }
}

/** The provider's error an {@link IdentityError} was made from (its `details`), when it was one. */
export function providerErrorOf(error: unknown): ProviderError | undefined {
  const details = error instanceof IdentityError ? error.details : undefined
  if (!isRecord(details) || typeof details.status !== 'number' || typeof details.message !== 'string') return undefined
  return Array.isArray(details.fieldViolations) ? (details as unknown as ProviderError) : undefined
}

/** Field violations as the provider reports them: 'INVALID_ARGUMENT: field description', sorted by field. */
export function describeViolations(violations: readonly FieldViolation[]): string {
  return [...violations]
    .sort((a, b) => String(a.field ?? '').localeCompare(String(b.field ?? '')))
    .map((v) => `INVALID_ARGUMENT: ${v.field ?? ''} ${v.description ?? ''}`.trimEnd())
    .join('\n')
}

/** The message a caller sees for a provider error: the violations when there are any, else the message. */
export function errorMessage(error: ProviderError): string {
  return error.fieldViolations.length ? describeViolations(error.fieldViolations) : error.message
}

/** Upper-snake form of an HTTP status text: 'Not Found' gives 'NOT_FOUND'. */
export function upperSnake(text: string): string {
  return text
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase()
}

/**
 * The generic API error: a 4xx becomes an application error whose code is the upper-snake
 * status text; anything else 'System error occurred' with the request id when known.
 */
export function apiError(response: HttpResponse): IdentityError {
  const error = readProviderError(response)
  if (response.status >= 400 && response.status < 500) {
    const code = upperSnake(response.statusText || statusTextOf(response.status))
    return new IdentityError(code, errorMessage(error) || code, { requestId: error.requestId, details: error })
  }
  const suffix = error.requestId ? `, request id: ${error.requestId}` : ''
  return new IdentityError('SYSTEM_ERROR', `System error occurred${suffix}`, {
    requestId: error.requestId,
    details: error,
  })
}

const statusTextOf = (status: number) =>
  ({
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    429: 'Too Many Requests',
  })[status] ?? `HTTP ${status}`
