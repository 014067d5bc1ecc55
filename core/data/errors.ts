import { VitrineError, codeOf } from '../shared/errors'
import type { FieldViolation } from '../shared/readServiceError'
/**
 * An error of the data client: a {@link VitrineError} whose `code` is `WDE0001` ... or
 * `WD_VALIDATION_ERROR`, `WD_UNKNOWN_ERROR`, or the server's application code.
 */
export class DataError extends VitrineError {
  /** The server's error details, when the error came from the server. */
  readonly details?: unknown
  /** Field violations of a server validation error. */
  readonly violations?: readonly FieldViolation[]
  constructor(
    code: string,
    message: string,
    extra: { details?: unknown; violations?: readonly FieldViolation[]; cause?: unknown } = {},
  ) {
    super(code, message, { cause: extra.cause })
    this.name = 'DataError'
    if (extra.details !== undefined) this.details = extra.details
    if (extra.violations !== undefined) this.violations = extra.violations
  }
}

/**
 * `error` as a {@link DataError}: itself when it is one, else one with its message, its string `code`
 * (`WD_UNKNOWN_ERROR` when it has none) and the original as `cause` (a caller's function may throw anything).
 */
export function asDataError(error: unknown): DataError {
  if (error instanceof DataError) return error
  const message = error instanceof Error ? error.message : String(error)
  return new DataError(codeOf(error) ?? 'WD_UNKNOWN_ERROR', message, { cause: error })
}

// One field violation of a server validation error: the shape both services share.
export type { FieldViolation }

/** One failed entry of a bulk call: message, code, the caller's item and its original index. */
export class BulkError extends VitrineError {
  readonly item: unknown
  readonly originalIndex: number
  constructor(message: string, code: string, item: unknown, originalIndex: number) {
    super(code, message)
    this.name = 'BulkError'
    this.item = item
    this.originalIndex = originalIndex
  }
}

/** A client-side check failure: `code` is the WDE code, the message starts with it. */
export const wde = (code: string, message: string): DataError => new DataError(code, `${code}: ${message}`)

/** A short, safe rendering of a value for error messages (never throws, never huge). */
export function show(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 80)}…` : value
  if (typeof value === 'function') return 'function'
  if (typeof value === 'bigint' || typeof value === 'symbol') return String(value)
  try {
    const text = JSON.stringify(value)
    if (text === undefined) return String(value)
    return text.length > 80 ? `${text.slice(0, 80)}…` : text
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/** The message texts of the client's checks, by code. */
export const messages = {
  collectionName: () => wde('WDE0001', 'The collection name must be a string.'),
  itemId: () => wde('WDE0002', 'The item id must be a string.'),
  fieldName: () => wde('WDE0003', 'The field name must be a string.'),
  itemObject: (item: unknown, collection: string) =>
    wde('WDE0004', `Cannot save [${show(item)}] into [${collection}]: items must be objects.`),
  bulkItems: (collection: string) =>
    wde(
      'WDE0005',
      `Cannot bulk save into [${collection}]: items must be an array of objects whose _id, when present, is a string.`,
    ),
  bulkTooMany: (collection: string) =>
    wde('WDE0006', `Cannot bulk save into [${collection}]: at most 1000 items per request.`),
  updateId: () => wde('WDE0007', 'Invalid item: its _id must be a string.'),
  arity: (method: string, from: number, to: number, actual: number) =>
    wde('WDE0008', `${method} takes ${from === to ? from : `${from} to ${to}`} arguments, not ${actual}.`),
  aggregateFilter: (op: string) => wde('WDE0011', `Invalid ${op}: it takes a filter built with filter().`),
  aggregateFilterSet: (op: string) => wde('WDE0012', `Invalid ${op}: the filter is already set.`),
  aggregateGroupSet: (op: string) => wde('WDE0013', `Invalid ${op}: the group is already set.`),
  options: (allowed: readonly string[]) =>
    wde(
      'WDE0018',
      `Options must be an object with only these properties: ${allowed.join(', ')} (booleans; language a non-empty string; appOptions an object).`,
    ),
  unknownOption: (key: string, allowed: readonly string[]) =>
    wde('WDE0018', `Unknown option [${key}]: this call takes only ${allowed.join(', ')}.`),
  optionValue: (key: string, expected: string, value: unknown) =>
    wde(
      'WDE0018',
      `Invalid option [${key}]: it must be ${expected}, not ${typeof value === 'string' ? JSON.stringify(value) : show(value)}.`,
    ),
  referenceParameter: () => wde('WDE0019', 'A reference takes a non-empty string id or an object with an _id.'),
  referenceField: (field: string) =>
    wde('WDE0020', `The referring item's [${field}] is not a multi-reference field: it holds a single value.`),
  invalidReference: () => wde('WDE0021', 'Invalid reference: the referenced items must be a list.'),
}
