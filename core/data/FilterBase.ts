import type { Logger } from '../../ports'
import type { DataFilter } from './dataFilter'
import { DataError, show, wde } from './errors'
import { containsRegExp, defineKey, fromWire, isPlainObject, toWire } from './wireValues'

/** A filter tree in the wire format's shape, with `Date` values (not yet `{"$date"}`). */
export type FilterTree = Record<string, unknown>

/** What every filter-like builder carries. */
export interface FilterState {
  readonly collection?: string
  readonly tree: FilterTree
  /** Problems found while building; the first one's code fails the call. */
  readonly invalid: readonly DataError[]
  readonly logger?: Logger
}

const ARITY: Record<string, (op: string) => DataError> = {
  '0': (op) => wde('WDE0038', `Invalid ${op} usage: ${op} takes no parameters.`),
  '1': (op) => wde('WDE0039', `Invalid ${op} usage: ${op} requires one parameter.`),
  '2': (op) => wde('WDE0040', `Invalid ${op} usage: ${op} requires two parameters.`),
  '3': (op) => wde('WDE0041', `Invalid ${op} usage: ${op} requires three parameters.`),
  '2+': (op) => wde('WDE0042', `Invalid ${op} usage: ${op} requires at least two parameters.`),
  '1+': (op) => wde('WDE0043', `Invalid ${op} usage: ${op} requires at least one parameter.`),
}

/** The arity error of `op` when `count` arguments do not fit `rule` ('0', '1', '2', '3', '1+', '2+'). */
export function arityError(op: string, count: number, rule: keyof typeof ARITY): DataError | undefined {
  const ok = rule.endsWith('+') ? count >= Number(rule[0]) : count === Number(rule)
  return ok ? undefined : ARITY[rule](op)
}

const validDate = (v: unknown) => v instanceof Date && !Number.isNaN(v.getTime())
/** A string, a finite number or a valid Date. */
export const isComparable = (v: unknown) =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || validDate(v)
const typeName = (v: unknown) =>
  v instanceof Date ? 'Date' : v === null ? 'null' : Array.isArray(v) ? 'Array' : typeof v

/** Adds `{field: condition}` to `tree`: merged when the key is new, else joined with `$and`. */
export function addCondition(tree: FilterTree, key: string, condition: unknown): FilterTree {
  if (Object.keys(tree).length === 0 || !Object.prototype.hasOwnProperty.call(tree, key)) {
    const out: FilterTree = {}
    for (const k of Object.keys(tree)) defineKey(out, k, tree[k])
    defineKey(out, key, condition)
    return out
  }
  const single: FilterTree = {}
  defineKey(single, key, condition)
  return { $and: [tree, single] }
}

// Values that could be read as operators or dates are wrapped in $eq, so they travel literally.
const plainEq = (v: unknown) => v === null || typeof v !== 'object' || v instanceof Date || Array.isArray(v)

/**
 * The filter operators shared by `filter()` and `query()` (Velo's names). Immutable: each call
 * returns a new builder. Wrong arguments do not throw here; they are collected and fail the call
 * that runs the filter (find, count, run, ...), as in Velo.
 */
export abstract class FilterBase<TSelf extends FilterBase<TSelf>> {
  /** @internal */
  readonly state: FilterState
  /** @internal Made by the client's `query()` and `filter()`. */
  constructor(state: FilterState) {
    this.state = state
  }
  /** A copy of this builder with another tree and problem list. */
  protected abstract derive(tree: FilterTree, invalid: readonly DataError[]): TSelf

  /** The filter built so far (wire shape, `Date` values). */
  get filterTree(): FilterTree {
    return this.state.tree
  }

  private condition(
    op: string,
    count: number,
    rule: keyof typeof ARITY,
    field: unknown,
    problems: (DataError | undefined)[],
    make: () => unknown,
  ): TSelf {
    const made = make()
    const found = [
      // JSON would send a RegExp as {}: the service has no $regex, so it fails here as a filter model does.
      containsRegExp(made)
        ? wde('WDE0070', `Invalid ${op} parameter value: a regular expression is not supported (no $regex).`)
        : undefined,
      arityError(op, count, rule),
      typeof field === 'string'
        ? undefined
        : wde('WDE0048', `Invalid ${op} field value [${show(field)}]: the field must be a string.`),
      ...problems,
    ].filter((e): e is DataError => !!e)
    if (found.length) return this.derive(this.state.tree, [...this.state.invalid, ...found])
    if ((field as string).startsWith('$'))
      this.state.logger?.error(`Field name "${field as string}" starts with $: the service reads it as an operator.`)
    let condition: unknown
    try {
      // A copy, so changing the caller's objects later does not change this builder.
      condition = fromWire(toWire(made, `${op} value`))
    } catch (error) {
      return this.derive(this.state.tree, [
        ...this.state.invalid,
        error instanceof DataError ? error : wde('WDE0004', String(error)),
      ])
    }
    return this.derive(addCondition(this.state.tree, field as string, condition), this.state.invalid)
  }
  private comparable(op: string, value: unknown) {
    return isComparable(value)
      ? undefined
      : wde('WDE0045', `Invalid ${op} parameter value [${show(value)}]: valid types are String, Number or Date.`)
  }
  private text(op: string, value: unknown) {
    return typeof value === 'string'
      ? undefined
      : wde('WDE0044', `Invalid ${op} parameter value [${show(value)}]: it must be a String.`)
  }
  private operator(name: string, value: unknown) {
    const out: FilterTree = {}
    defineKey(out, name, value)
    return out
  }

  /** Field equals value. */
  eq(field: string, value: unknown): TSelf {
    const v = value === undefined ? null : value
    return this.condition('.eq', arguments.length, '2', field, [], () => (plainEq(v) ? v : { $eq: v }))
  }
  /** Field does not equal value. */
  ne(field: string, value: unknown): TSelf {
    // The wire copy drops a function member (as JSON does), which would leave `{field: {}}`: refused as eq refuses it.
    const stored =
      typeof value === 'function'
        ? wde('WDE0004', '.ne value.$ne is a function, which the service cannot store.')
        : undefined
    return this.condition('.ne', arguments.length, '2', field, [stored], () => ({
      $ne: value === undefined ? null : value,
    }))
  }
  /** Field greater than value (string, number or Date). */
  gt(field: string, value: unknown): TSelf {
    return this.condition('.gt', arguments.length, '2', field, [this.comparable('.gt', value)], () => ({ $gt: value }))
  }
  /** Field greater than or equal to value. */
  ge(field: string, value: unknown): TSelf {
    return this.condition('.ge', arguments.length, '2', field, [this.comparable('.ge', value)], () => ({ $gte: value }))
  }
  /** Field less than value. */
  lt(field: string, value: unknown): TSelf {
    return this.condition('.lt', arguments.length, '2', field, [this.comparable('.lt', value)], () => ({ $lt: value }))
  }
  /** Field less than or equal to value. */
  le(field: string, value: unknown): TSelf {
    return this.condition('.le', arguments.length, '2', field, [this.comparable('.le', value)], () => ({ $lte: value }))
  }
  /** `rangeStart <= field < rangeEnd`; both of the same type. */
  between(field: string, rangeStart: unknown, rangeEnd: unknown): TSelf {
    const problems = [this.comparable('.between', rangeStart), this.comparable('.between', rangeEnd)]
    if (!problems.some(Boolean) && typeName(rangeStart) !== typeName(rangeEnd)) {
      problems.push(
        wde(
          'WDE0046',
          `Invalid .between parameter values [${show(rangeStart)}] and [${show(rangeEnd)}]: both must be of the same type.`,
        ),
      )
    }
    return this.condition('.between', arguments.length, '3', field, problems, () => ({
      $gte: rangeStart,
      $lt: rangeEnd,
    }))
  }
  /** Field (a string) starts with value (case-insensitive on the service). */
  startsWith(field: string, value: string): TSelf {
    return this.condition('.startsWith', arguments.length, '2', field, [this.text('.startsWith', value)], () =>
      this.operator('$startsWith', value),
    )
  }
  /** Field (a string) ends with value. */
  endsWith(field: string, value: string): TSelf {
    return this.condition('.endsWith', arguments.length, '2', field, [this.text('.endsWith', value)], () =>
      this.operator('$endsWith', value),
    )
  }
  /** Field (a string) contains value. */
  contains(field: string, value: string): TSelf {
    return this.condition('.contains', arguments.length, '2', field, [this.text('.contains', value)], () =>
      this.operator('$contains', value),
    )
  }
  private set(op: string, name: string, count: number, field: unknown, values: unknown[]): TSelf {
    const list = values.length === 1 && Array.isArray(values[0]) ? (values[0] as unknown[]) : values
    const bad = list.every(isComparable)
      ? undefined
      : wde('WDE0047', `Invalid ${op} usage: ${op} supports only Number, String or Date items.`)
    return this.condition(op, count, '2+', field, [bad], () => this.operator(name, list))
  }
  /** Field (or array field) holds at least one of the values (varargs or one array). */
  hasSome(field: string, ...values: unknown[]): TSelf {
    return this.set('.hasSome', '$hasSome', arguments.length, field, values)
  }
  /** Field (an array) holds all the values. */
  hasAll(field: string, ...values: unknown[]): TSelf {
    return this.set('.hasAll', '$hasAll', arguments.length, field, values)
  }
  /** Field equals one of the values (an array). */
  in(field: string, values: readonly unknown[]): TSelf {
    const bad =
      Array.isArray(values) && values.every(isComparable)
        ? undefined
        : wde('WDE0047', 'Invalid .in usage: .in takes an array of Number, String or Date items.')
    return this.condition('.in', arguments.length, '2', field, [bad], () => ({ $in: values }))
  }
  /** Field is missing or null. */
  isEmpty(field: string): TSelf {
    return this.condition('.isEmpty', arguments.length, '1', field, [], () => null)
  }
  /** Field holds a value. */
  isNotEmpty(field: string): TSelf {
    return this.condition('.isNotEmpty', arguments.length, '1', field, [], () => ({ $ne: null }))
  }

  private combine(op: string, count: number, other: unknown, build: (otherTree: FilterTree) => FilterTree): TSelf {
    const problems: DataError[] = []
    const arity = arityError(op, count, '1')
    if (arity) problems.push(arity)
    else if (!(other instanceof FilterBase))
      problems.push(
        wde(
          'WDE0049',
          `Invalid ${op} parameter [${show(other)}]: ${op} expects a query or filter built by this client.`,
        ),
      )
    else if (
      other.state.collection !== undefined &&
      this.state.collection !== undefined &&
      other.state.collection !== this.state.collection
    ) {
      problems.push(
        wde(
          'WDE0050',
          `Invalid ${op} parameter query for [${other.state.collection}]: ${op} accepts queries of [${this.state.collection}] only.`,
        ),
      )
    }
    if (problems.length) return this.derive(this.state.tree, [...this.state.invalid, ...problems])
    const o = other as FilterBase<never>
    return this.derive(build(o.state.tree), [...this.state.invalid, ...o.state.invalid])
  }
  /** Items matching this filter and `other`. */
  and(other: TSelf | DataFilter): TSelf {
    return this.combine('.and', arguments.length, other, (t) => ({
      $and: Object.keys(this.state.tree).length ? [this.state.tree, t] : [t],
    }))
  }
  /** Items matching this filter or `other` (wire: `{"$and":[{"$or":[this, other]}]}`). */
  or(other: TSelf | DataFilter): TSelf {
    return this.combine('.or', arguments.length, other, (t) => ({ $and: [{ $or: [this.state.tree, t] }] }))
  }
  /** Items matching this filter and not `other`. */
  not(other: TSelf | DataFilter): TSelf {
    return this.combine('.not', arguments.length, other, (t) => addCondition(this.state.tree, '$not', [t]))
  }
}

export { isPlainObject }
