// The emulator's one way to build answers and errors in the wire format, for every service:
// `json` for answers, `appError` for application errors, `validationError` for field violations.
// Handlers never answer an error: they throw a `ServiceError` (`fail`, `invalid`, `invalidFields`)
// and the router's one error handler answers it.
import { randomUUID } from 'node:crypto'
import { VitrineError } from '../core/shared/errors'
import { readServiceError } from '../core/shared/readServiceError'
import type { EmulatorResponse } from './contracts'

/** A JSON answer (never cached). */
export const json = (body: unknown, status = 200): EmulatorResponse => ({
  status,
  json: body,
  headers: { 'cache-control': 'no-store' },
})

/** An application error in the wire format (codes are strings, e.g. `WDE0025`, `-19995`). */
export function appError(status: number, code: string, message: string): EmulatorResponse {
  return json(
    { message, details: { applicationError: { code, description: message, data: {} }, requestId: randomUUID() } },
    status,
  )
}

/** One field violation of a validation error. */
export interface Violation {
  field: string
  description: string
  ruleName?: string
  type?: string
}

/** A validation error in the wire format (HTTP 400). */
export function validationError(violations: readonly Violation[]): EmulatorResponse {
  const fieldViolations = violations.map((v) => ({
    field: v.field,
    description: v.description,
    violatedRule: 'VALIDATION',
    ruleName: v.ruleName ?? 'INVALID',
    data: v.type ? { type: v.type } : {},
  }))
  const message = violations.map((v) => `${v.field}: ${v.description}`).join('; ')
  return json({ message, details: { validationError: { fieldViolations }, requestId: randomUUID() } }, 400)
}

/**
 * A failure a handler throws; the router answers with its `response`. `code` is the application
 * error's code, `VALIDATION_ERROR` for field violations, else `HTTP_<status>`.
 */
export class ServiceError extends VitrineError {
  constructor(readonly response: EmulatorResponse) {
    const body = readServiceError(response.json)
    const code = body.applicationError?.code
    super(
      typeof code === 'string' ? code : body.fieldViolations ? 'VALIDATION_ERROR' : `HTTP_${response.status}`,
      body.message ?? `HTTP ${response.status}`,
    )
    this.name = 'ServiceError'
  }
}

/** Throwable application error. */
export const fail = (status: number, code: string, message: string): ServiceError =>
  new ServiceError(appError(status, code, message))

/** Throwable validation error on one field. */
export const invalid = (field: string, description: string, ruleName = 'INVALID'): ServiceError =>
  new ServiceError(validationError([{ field, description, ruleName }]))

/** Throwable validation error on several fields at once. */
export const invalidFields = (violations: readonly Violation[]): ServiceError =>
  new ServiceError(validationError(violations))
