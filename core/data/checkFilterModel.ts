import type { DataError } from './errors'
import { show, wde } from './errors'
import { isComparable } from './FilterBase'
import { containsRegExp, isPlainObject } from './wireValues'

const COMPARISON = ['$gt', '$gte', '$lt', '$lte']
const STRING_OPS = ['$startsWith', '$endsWith', '$contains']
const SET_OPS = ['$hasSome', '$hasAll', '$in']
// The code of a set operator's item-type problem: `$in` has its own (WDE0061), the others share WDE0060.
const setItemsCode = (op: string) => (op === '$in' ? 'WDE0061' : 'WDE0060')
const LOGICAL = ['$and', '$or', '$not']

function matches(value: unknown, out: DataError[]) {
  if (!isPlainObject(value))
    return void out.push(wde('WDE0056', `$matches should be an Object. Got ${show(value)} instead.`))
  for (const key of ['ignoreCase', 'spec'])
    if (!(key in value)) out.push(wde('WDE0062', `$matches value ${show(value)} has no property ${key}.`))
  if ('ignoreCase' in value && value.ignoreCase !== true)
    out.push(wde('WDE0063', `$matches.ignoreCase should be true. Got ${show(value.ignoreCase)} instead.`))
  if ('spec' in value) {
    const spec = value.spec
    const ok =
      Array.isArray(spec) &&
      spec.every(
        (s) =>
          isPlainObject(s) &&
          ((s.type === 'literal' && typeof s.value === 'string') ||
            (s.type === 'anyOf' && typeof s.value === 'string')),
      )
    if (!ok)
      out.push(
        wde(
          'WDE0064',
          `$matches.spec items should be {"type":"anyOf","value":String} or {"type":"literal","value":String}. Got ${show(spec)} instead.`,
        ),
      )
  }
}

function operators(field: string, ops: Record<string, unknown>, out: DataError[], depth: number) {
  for (const op of Object.keys(ops)) {
    const value = ops[op]
    if (op === '$regex' || containsRegExp(value)) out.push(wde('WDE0070', 'The $regex operator is not allowed.'))
    else if (COMPARISON.includes(op)) {
      if (!isComparable(value))
        out.push(wde('WDE0058', `${op} should be a Date, Number, or String. Got ${show(value)} instead.`))
    } else if (STRING_OPS.includes(op)) {
      if (typeof value !== 'string') out.push(wde('WDE0059', `${op} should be a String. Got ${show(value)} instead.`))
    } else if (SET_OPS.includes(op)) {
      if (!Array.isArray(value)) out.push(wde('WDE0057', `${op} should be an Array. Got ${show(value)} instead.`))
      else if (!value.every(isComparable))
        out.push(
          wde(
            setItemsCode(op),
            `${op} Array should only hold Date, Number and String values. Got ${show(value)} instead.`,
          ),
        )
    } else if (op === '$matches') matches(value, out)
    else if (op === '$not') walk(value, out, depth + 1, '$not')
    else if (op !== '$eq' && op !== '$ne' && op !== '$exists')
      out.push(wde('WDE0056', `${op} on ${field} is not a known operator.`))
  }
}

function walk(node: unknown, out: DataError[], depth: number, name = 'filter'): void {
  if (depth > 64) return void out.push(wde('WDE0056', 'The filter is nested too deeply.'))
  if (name !== 'filter') {
    if (!Array.isArray(node))
      return void out.push(wde('WDE0057', `${name} should be an Array. Got ${show(node)} instead.`))
    for (const sub of node) {
      if (!isPlainObject(sub)) out.push(wde('WDE0056', `${name} items should be Objects. Got ${show(sub)} instead.`))
      else walk(sub, out, depth + 1)
    }
    return
  }
  if (!isPlainObject(node))
    return void out.push(wde('WDE0056', `A filter should be an Object. Got ${show(node)} instead.`))
  for (const key of Object.keys(node)) {
    const value = node[key]
    if (key === '$regex' || value instanceof RegExp) out.push(wde('WDE0070', 'The $regex operator is not allowed.'))
    else if (LOGICAL.includes(key)) walk(value, out, depth + 1, key)
    else if (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$')))
      operators(key, value, out, depth)
  }
}

/**
 * Checks a filter model given as data (the wire shape, `Date` values allowed): an object (WDE0016),
 * logical operators with arrays of objects (WDE0056, WDE0057), operator value types (WDE0058 to
 * WDE0060; `$in` items WDE0061), `$matches` (WDE0062 to WDE0064), and no `$regex` (WDE0070). Answers every problem.
 */
export function checkFilterModel(model: unknown): DataError[] {
  if (!isPlainObject(model)) return [wde('WDE0016', 'The filter must be an object.')]
  const out: DataError[] = []
  walk(model, out, 0)
  return out
}

/** One sort key of the wire format. */
export interface SortKey {
  readonly fieldName: string
  readonly order: 'ASC' | 'DESC'
}

/**
 * Checks a sort model given as data (`[{title: 'asc'}, {year: 'desc'}]`): an array (WDE0065) of
 * objects (WDE0066) with one property whose value is "asc" or "desc" (WDE0067). Answers the keys.
 */
export function checkSortModel(model: unknown): { keys: SortKey[]; problems: DataError[] } {
  if (!Array.isArray(model))
    return { keys: [], problems: [wde('WDE0065', `The sort model should be an Array. Got ${show(model)} instead.`)] }
  const keys: SortKey[] = []
  const problems: DataError[] = []
  for (const entry of model) {
    if (!isPlainObject(entry)) {
      problems.push(wde('WDE0066', `The sort model should hold Objects only. Got ${show(entry)} instead.`))
      continue
    }
    const names = Object.keys(entry)
    const order = names.length === 1 ? String(entry[names[0]]).toLowerCase() : ''
    if (order !== 'asc' && order !== 'desc')
      problems.push(
        wde('WDE0067', `Sort model items should have one property valued "asc" or "desc". Got ${show(entry)} instead.`),
      )
    else keys.push({ fieldName: names[0], order: order === 'asc' ? 'ASC' : 'DESC' })
  }
  return { keys, problems }
}
