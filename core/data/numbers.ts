import { DataError, show, wde } from './errors'

/**
 * Problems of a limit (`positive`, at most `max`) or skip (`nonNegative`, bounded by the max safe
 * integer): not a number WDE0032, not positive WDE0033, negative WDE0034, not an integer WDE0035,
 * too big WDE0036.
 */
export function numberProblem(op: string, value: unknown, kind: 'positive' | 'nonNegative', max: number): DataError | undefined {
  if (typeof value !== 'number' || Number.isNaN(value)) return wde('WDE0032', `Invalid ${op} parameter [${show(value)}]: ${op} must be a ${kind === 'positive' ? 'positive' : 'non-negative'} number.`)
  if (kind === 'positive' && value <= 0) return wde('WDE0033', `Invalid ${op} parameter [${value}]: ${op} must be a positive number.`)
  if (kind === 'nonNegative' && value < 0) return wde('WDE0034', `Invalid ${op} parameter [${value}]: ${op} must be a non-negative number.`)
  if (!Number.isInteger(value)) return wde('WDE0035', `Invalid ${op} parameter [${value}]: ${op} must be an integer.`)
  if (value > max) return wde('WDE0036', `Invalid ${op} parameter [${value}]: ${op} cannot exceed ${max}.`)
  return undefined
}

/** The largest page the service returns. */
export const MAX_LIMIT = 1000
