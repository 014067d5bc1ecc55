// Compiles the wire format's filters to parameterised SQL over a JSONB column. Every value and
// every field path is a parameter; unknown operators are refused with a 400, never match-all.
import { invalid } from './errors'
import { fieldPath } from './paths'
import { isObject, isDate, isScalar } from '../guards'

/** Collects the parameters of one statement and hands out their `$n` placeholders. */
export class Params {
  readonly values: unknown[] = []
  /** A placeholder for a raw value. */
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
  /** A placeholder for a JSON value, typed jsonb (sent as text so both drivers agree). */
  json(value: unknown): string {
    return `${this.add(JSON.stringify(value))}::text::jsonb`
  }
  /** A placeholder for a field path, typed text[]. */
  path(segments: string[]): string {
    return `${this.add(segments)}::text[]`
  }
}

const MAX_DEPTH = 32

/** The SQL expression of a field of the JSONB column `column` (`_id` uses the key column when there is one). */
export function fieldExpr(column: string, segments: string[], params: Params): string {
  return `(${column} #> ${params.path(segments)})`
}

/** `{a: {b: value}}` for the path a.b, built from own data properties only. */
function nest(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => {
    const out: Record<string, unknown> = {}
    Object.defineProperty(out, key, { value: inner, enumerable: true, writable: true, configurable: true })
    return out
  }, value)
}

function operator(field: string, expr: string, op: string, value: unknown, params: Params): string {
  const text = `(${expr} #>> '{}')`
  const needString = () => {
    if (typeof value !== 'string') throw invalid(`filter.${field}.${op}`, 'must be a string', 'TYPE')
    return params.add(value)
  }
  const needArray = () => {
    if (!Array.isArray(value)) throw invalid(`filter.${field}.${op}`, 'must be an array', 'TYPE')
    return params.json(value)
  }
  switch (op) {
    case '$eq':
      if (value === null) return `(${expr} IS NULL OR ${expr} = 'null'::jsonb)`
      return `(${expr} = ${params.json(value)})`
    case '$ne':
      if (value === null) return `(${expr} IS NOT NULL AND ${expr} <> 'null'::jsonb)`
      return `(${expr} IS DISTINCT FROM ${params.json(value)})`
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      if (!isScalar(value))
        throw invalid(`filter.${field}.${op}`, 'must be a string, number, boolean or {$date}', 'TYPE')
      const sqlOp = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' }[op]
      const p = params.json(value)
      // JSONB orders null < strings < numbers < booleans: a number bound from below is capped by
      // `false`, a plain range the planner estimates well; other cases check the type.
      if (typeof value === 'number' && (op === '$gt' || op === '$gte'))
        return `(${expr} ${sqlOp} ${p} AND ${expr} < 'false'::jsonb)`
      return `(jsonb_typeof(${expr}) = jsonb_typeof(${p}) AND ${expr} ${sqlOp} ${p})`
    }
    case '$in':
      return `EXISTS (SELECT 1 FROM jsonb_array_elements(${needArray()}) AS e(v) WHERE e.v = ${expr})`
    case '$hasSome':
      return `EXISTS (SELECT 1 FROM jsonb_array_elements(${needArray()}) AS e(v) WHERE e.v = ${expr} OR (jsonb_typeof(${expr}) = 'array' AND ${expr} @> jsonb_build_array(e.v)))`
    case '$hasAll': {
      const p = needArray()
      return `(CASE WHEN jsonb_typeof(${expr}) = 'array' THEN ${expr} @> ${p} ELSE jsonb_array_length(${p}) > 0 AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(${p}) AS e(v) WHERE e.v IS DISTINCT FROM ${expr}) END)`
    }
    case '$contains':
      return `(jsonb_typeof(${expr}) = 'string' AND strpos(lower(${text}), lower(${needString()})) > 0)`
    case '$startsWith':
      return `(jsonb_typeof(${expr}) = 'string' AND starts_with(lower(${text}), lower(${needString()})))`
    case '$endsWith': {
      const p = needString()
      return `(jsonb_typeof(${expr}) = 'string' AND right(lower(${text}), char_length(${p})) = lower(${p}))`
    }
    case '$exists':
      if (typeof value !== 'boolean') throw invalid(`filter.${field}.${op}`, 'must be a boolean', 'TYPE')
      return value ? `(${expr} IS NOT NULL)` : `(${expr} IS NULL)`
    default:
      throw invalid(`filter.${field}`, `unknown operator ${op.slice(0, 40)}`, 'UNKNOWN_OPERATOR')
  }
}

function list(value: unknown, name: string): unknown[] {
  if (Array.isArray(value)) return value
  if (isObject(value)) return [value]
  throw invalid(`filter.${name}`, 'must be an array of filters', 'TYPE')
}

function compile(
  filter: unknown,
  column: string,
  params: Params,
  depth: number,
  indexed?: ReadonlySet<string>,
): string {
  if (depth > MAX_DEPTH) throw invalid('filter', 'is nested too deeply', 'MAX_DEPTH')
  if (filter === undefined || filter === null) return 'TRUE'
  if (!isObject(filter)) throw invalid('filter', 'must be an object', 'TYPE')
  const parts: string[] = []
  for (const key of Object.keys(filter)) {
    const value = filter[key]
    if (key === '$and' || key === '$or') {
      const subs = list(value, key).map((f) => compile(f, column, params, depth + 1, indexed))
      parts.push(
        subs.length === 0 ? (key === '$and' ? 'TRUE' : 'FALSE') : `(${subs.join(key === '$and' ? ' AND ' : ' OR ')})`,
      )
    } else if (key === '$not') {
      const subs = list(value, key).map((f) => compile(f, column, params, depth + 1, indexed))
      parts.push(`(NOT COALESCE((${subs.join(' AND ') || 'TRUE'}), FALSE))`)
    } else if (key.startsWith('$')) {
      throw invalid('filter', `unknown operator ${key.slice(0, 40)}`, 'UNKNOWN_OPERATOR')
    } else {
      const path = fieldPath(key, 'filter')
      const ops = (
        isObject(value) && !isDate(value) && Object.keys(value).some((k) => k.startsWith('$')) ? value : { $eq: value }
      ) as Record<string, unknown>
      const keys = Object.keys(ops)
      if (column === 'data' && keys.length === 1 && keys[0] === '$eq' && isScalar(ops.$eq) && !indexed?.has(key)) {
        parts.push(`(${column} @> ${params.json(nest(path, ops.$eq))})`)
        continue
      }
      const expr = fieldExpr(column, path, params)
      for (const op of keys) parts.push(operator(key, expr, op, ops[op], params))
    }
  }
  return parts.length ? `(${parts.join(' AND ')})` : 'TRUE'
}

/**
 * Compiles `filter` over the JSONB column `column` into a boolean SQL expression. Throws a 400 for
 * bad filters. Equality on a field of `indexed` (declared expression indexes) compares the path;
 * on other fields it uses containment, which the GIN index serves.
 */
export function compileFilter(filter: unknown, column: string, params: Params, indexed?: ReadonlySet<string>): string {
  return compile(filter, column, params, 0, indexed)
}
