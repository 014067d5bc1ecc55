import type { Logger } from '../../ports'
import { err, ok, type Result } from '../shared/Result'
import { DataError, messages, show, wde } from './errors'
import { isPlainObject } from './wireValues'

/** Every problem a check found: at least one. */
export type Problems = readonly [DataError, ...DataError[]]

/** A check: passes with its value, or fails with every problem found. */
export type Check<TValue> = Result<TValue, Problems>

const fail = <TValue>(error: DataError): Check<TValue> => err([error])
const pass = <TValue>(value: TValue): Check<TValue> => ok(value)
const when = <TValue>(passed: boolean, value: TValue, error: () => DataError): Check<TValue> =>
  passed ? pass(value) : fail(error())

/** Runs every check and keeps every failure, in order, so one error can report them all. */
export function all(...checks: Check<unknown>[]): Check<void> {
  const problems = checks.flatMap((check) => (check.ok ? [] : check.error))
  return problems.length === 0 ? pass(undefined) : err(problems as unknown as Problems)
}

/**
 * Throws the first failure's code as a {@link DataError} whose message lists every failure, one a line;
 * returns nothing when all passed. Callers only ever see `DataError`.
 */
export function enforce(check: Check<unknown>): void {
  if (check.ok) return
  const [first, ...rest] = check.error
  if (rest.length === 0) throw first
  throw new DataError(first.code, [first.message, ...rest.map((e) => e.message)].join('\n'))
}

/** Argument count between `from` and `to` (WDE0008). */
export const arity = (method: string, argCount: number, from: number, to: number): Check<void> =>
  when(argCount >= from && argCount <= to, undefined, () => messages.arity(method, from, to, argCount))

/** A collection name: a string (WDE0001). */
export const collectionName = (name: unknown): Check<string> =>
  when(typeof name === 'string', name as string, messages.collectionName)

/** An item id: a string (WDE0002). */
export const itemId = (id: unknown): Check<string> => when(typeof id === 'string', id as string, messages.itemId)

/** A field name: a string (WDE0003). */
export const fieldName = (name: unknown): Check<string> =>
  when(typeof name === 'string', name as string, messages.fieldName)

/** An item: an object (WDE0004) whose `_id`, when present (or required), is a string (WDE0007). */
export function item(value: unknown, collection: string, requireId: boolean): Check<Record<string, unknown>> {
  if (!isPlainObject(value)) return fail(messages.itemObject(value, collection))
  const id = value._id
  const idOk = id === undefined ? !requireId : typeof id === 'string'
  return when(idOk, value, messages.updateId)
}

/** Bulk items: an array of objects with string ids when present (WDE0005), at most 1000 (WDE0006). */
export function items(value: unknown, collection: string, requireId = false): Check<Record<string, unknown>[]> {
  const ok =
    Array.isArray(value) &&
    value.every(
      (v) => isPlainObject(v) && (v._id === undefined || v._id === null ? !requireId : typeof v._id === 'string'),
    )
  if (!ok) return fail(messages.bulkItems(collection))
  return when(value.length <= 1000, value as Record<string, unknown>[], () => messages.bulkTooMany(collection))
}

/** Bulk ids: an array of strings (WDE0068), at most 1000 (WDE0069). */
export function itemIds(value: unknown, collection: string): Check<string[]> {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    return fail(wde('WDE0068', 'Item ids must be an array of strings.'))
  return when(value.length <= 1000, value as string[], () =>
    wde('WDE0069', `Cannot remove items from [${collection}]: at most 1000 items per request.`),
  )
}

/** The options each operation accepts. */
export const OPTIONS = {
  default: ['suppressAuth', 'suppressHooks', 'showDrafts', 'consistentRead', 'language', 'appOptions'],
  bulkInsert: ['suppressAuth', 'suppressHooks', 'overrideExisting', 'appOptions'],
  bulkWrite: ['suppressAuth', 'suppressHooks', 'showDrafts', 'appOptions'],
  truncate: ['suppressAuth'],
  // order, skip and limit are checked on their own; the flags are checked like every call's.
  queryReferenced: [
    'suppressAuth',
    'suppressHooks',
    'showDrafts',
    'consistentRead',
    'language',
    'appOptions',
    'order',
    'skip',
    'limit',
  ],
} as const

/** One option's problem: a key `allowed` lacks, or a value of the wrong type (unset values pass). */
function option(key: string, v: unknown, allowed: readonly string[]): Check<void> {
  if (!allowed.includes(key)) return fail(messages.unknownOption(key, allowed))
  if (v === undefined || v === null) return pass(undefined)
  if (key === 'language')
    return when(typeof v === 'string' && v.length > 0, undefined, () =>
      messages.optionValue(key, 'a non-empty string', v),
    )
  if (key === 'appOptions') return when(isPlainObject(v), undefined, () => messages.optionValue(key, 'an object', v))
  return when(typeof v === 'boolean', undefined, () => messages.optionValue(key, 'a boolean', v))
}

/**
 * Options: absent, or an object with only `allowed` keys, booleans (language a non-empty string,
 * appOptions a plain object) (WDE0018). Every bad key is reported, one problem each.
 */
export function options(value: unknown, allowed: readonly string[]): Check<Record<string, unknown>> {
  if (value === undefined || value === null) return pass({})
  if (!isPlainObject(value)) return fail(messages.options(allowed))
  const checked = all(...Object.keys(value).map((key) => option(key, value[key], allowed)))
  return checked.ok ? pass(value) : checked
}

/** A non-empty string parameter such as a cursor or a relationship attribute (WDE0094). */
export const nonEmptyString = (value: unknown, name: string): Check<string> =>
  when(typeof value === 'string' && value.length > 0, value as string, () =>
    wde('WDE0094', `Invalid ${name} parameter: it must be a non-empty string.`),
  )

/** A reference parameter: a non-empty string id or an object with an `_id` (WDE0019). */
export const reference = (value: unknown): Check<string> => {
  if (typeof value === 'string' && value.length > 0) return pass(value)
  if (
    isPlainObject(value) &&
    Object.prototype.hasOwnProperty.call(value, '_id') &&
    typeof value._id === 'string' &&
    value._id.length > 0
  )
    return pass(value._id)
  return fail(messages.referenceParameter())
}

/**
 * A referring item given as an object whose `field` holds something other than a list (a single
 * reference or a plain value): the field is not a multi-reference field (WDE0020). Ids and items
 * without the field pass; the service decides.
 */
export function multiReferenceField(referring: unknown, field: unknown): Check<void> {
  if (!isPlainObject(referring) || typeof field !== 'string') return pass(undefined)
  const value = referring[field]
  return when(value === undefined || value === null || Array.isArray(value), undefined, () =>
    messages.referenceField(field),
  )
}

/** The id of a checked reference parameter. */
export const referenceId = (value: unknown): string =>
  typeof value === 'string' ? value : String((value as { _id: unknown })._id)

/** Logs field names that start with `$` (error) or hold a dot (warning), at the item's top level. */
export function reportFieldNames(item: Record<string, unknown>, logger: Logger | undefined): void {
  if (!logger) return
  for (const key of Object.keys(item)) {
    if (key.startsWith('$'))
      logger.error(`Field name "${key}" starts with $: the service treats such names as operators.`)
    else if (key.includes('.')) logger.warn(`Field name "${key}" holds a dot: queries read dots as nested paths.`)
  }
}

export { pass, fail, when }

/**
 * Problems of a limit (`positive`, at most `max`) or skip (`nonNegative`, bounded by the max safe
 * integer): not a number WDE0032, not positive WDE0033, negative WDE0034, not an integer WDE0035,
 * too big WDE0036.
 */
export function numberProblem(
  op: string,
  value: unknown,
  kind: 'positive' | 'nonNegative',
  max: number,
): DataError | undefined {
  if (typeof value !== 'number' || Number.isNaN(value))
    return wde(
      'WDE0032',
      `Invalid ${op} parameter [${show(value)}]: ${op} must be a ${kind === 'positive' ? 'positive' : 'non-negative'} number.`,
    )
  if (kind === 'positive' && value <= 0)
    return wde('WDE0033', `Invalid ${op} parameter [${value}]: ${op} must be a positive number.`)
  if (kind === 'nonNegative' && value < 0)
    return wde('WDE0034', `Invalid ${op} parameter [${value}]: ${op} must be a non-negative number.`)
  if (!Number.isInteger(value)) return wde('WDE0035', `Invalid ${op} parameter [${value}]: ${op} must be an integer.`)
  if (value > max) return wde('WDE0036', `Invalid ${op} parameter [${value}]: ${op} cannot exceed ${max}.`)
  return undefined
}

/**
 * The previous page of an offset page that starts less than a page size in (skip 3, limit 10): its
 * skip would be negative (WDE0037). Such a page comes from a caller's own `skip`.
 */
export const prevSkipProblem = (collection: string, offset: number, pageSize: number): DataError =>
  wde(
    'WDE0037',
    `Invalid query on [${collection}]: the previous page would start at the negative skip ${offset - pageSize} (skip ${offset}, limit ${pageSize}).`,
  )

/** The largest page the service returns. */
export const MAX_LIMIT = 1000
