import { isRecord } from './isRecord'

/**
 * One field violation of a hosted service's validation error (the identity and data services share
 * the wire shape `details.validationError.fieldViolations[]`).
 */
export interface FieldViolation {
  readonly field?: string
  readonly description?: string
  readonly violatedRule?: string
  readonly ruleName?: string
  readonly data?: { readonly type?: string } & Record<string, unknown>
}

/** What a hosted service's error body says, each part present only when it has the right type. */
export interface ServiceErrorBody {
  /** The top-level `message`. */
  readonly message?: string
  /** `details`, as sent. */
  readonly details?: Record<string, unknown>
  /** `details.applicationError` (`code`, `description`, `data`). */
  readonly applicationError?: Record<string, unknown>
  /** `details.validationError.fieldViolations`, entries that are not objects dropped. */
  readonly fieldViolations?: readonly FieldViolation[]
}

/**
 * The one reader of the hosted services' error bodies (`{message, details: {applicationError,
 * validationError: {fieldViolations}}}`): any parsed JSON is accepted, wrong types are left out.
 */
export function readServiceError(body: unknown): ServiceErrorBody {
  if (!isRecord(body)) return {}
  const details = isRecord(body.details) ? body.details : undefined
  const validation = details && isRecord(details.validationError) ? details.validationError : undefined
  return {
    message: typeof body.message === 'string' ? body.message : undefined,
    details,
    applicationError: details && isRecord(details.applicationError) ? details.applicationError : undefined,
    fieldViolations:
      validation && Array.isArray(validation.fieldViolations)
        ? (validation.fieldViolations.filter(isRecord) as FieldViolation[])
        : undefined,
  }
}
