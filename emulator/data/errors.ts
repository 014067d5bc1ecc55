// Errors of the data service in the wire format, thrown as values of one class and turned into
// responses at the edge (never a 5xx for bad input).
import { randomUUID } from 'node:crypto'
import type { EmulatorResponse } from '../contracts'

/** A JSON answer. */
export const json = (body: unknown, status = 200): EmulatorResponse => ({
  status,
  json: body,
  headers: { 'cache-control': 'no-store' },
})

/** An application error body (codes are strings). */
export const appErrorBody = (code: string, message: string) => ({
  message,
  details: { applicationError: { code, description: message, data: {} }, requestId: randomUUID() },
})

/** A failure the data service answers with: an HTTP status and a wire-format body. */
export class DataError extends Error {
  constructor(readonly response: EmulatorResponse) {
    super(String((response.json as { message?: string })?.message ?? 'error'))
  }
}

/** An application error (`WDE0073`, ...). */
export const appError = (status: number, code: string, message: string) =>
  new DataError(json(appErrorBody(code, message), status))

/** A validation error on one field (HTTP 400). */
export function invalid(field: string, description: string, ruleName = 'INVALID'): DataError {
  const fieldViolations = [{ field, description, violatedRule: 'VALIDATION', ruleName, data: {} }]
  return new DataError(
    json(
      {
        message: `${field}: ${description}`,
        details: { validationError: { fieldViolations }, requestId: randomUUID() },
      },
      400,
    ),
  )
}

/** The wire-format errors the data service uses. */
export const errors = {
  unknownCollection: (name: string) => appError(404, 'WDE0025', `The ${name} collection does not exist`),
  notFound: (id: string) => appError(404, 'WDE0073', `Item ${id} not found`),
  exists: (id: string) => appError(409, 'WDE0074', `An item with _id ${id} already exists`),
  forbidden: (op: string, name: string) =>
    appError(403, 'WDE0027', `The current user does not have permissions to ${op} on the ${name} collection`),
  unauthenticated: () => appError(401, 'WDE0030', 'Invalid or expired access token'),
  tooMany: (field: string) => invalid(field, 'must hold at most 1000 items', 'MAX_SIZE'),
}
