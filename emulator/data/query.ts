// Reads: query (offset and cursor paging, sort, fields, total, references), count, distinct and
// aggregate, compiled to parameterised SQL.
import type { Sql } from '../contracts'
import { ServiceError, invalid } from './errors'
import { compileFilter, Params } from './filter'
import { fieldPath, getPath, setPath } from './paths'
import { toItem, type ItemData } from './items'
import type { Access } from './permissions'
import { isObject } from '../guards'

/** The paging of a request: limit 1..1000 (default 50) and offset >= 0. */
export function paging(value: unknown, field = 'paging'): { limit: number; offset: number } {
  if (value === undefined || value === null) return { limit: 50, offset: 0 }
  if (!isObject(value)) throw invalid(field, 'must be an object', 'TYPE')
  const limit = value.limit ?? 50
  const offset = value.offset ?? 0
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > 1000)
    throw invalid(`${field}.limit`, 'must be an integer from 0 to 1000', 'RANGE')
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0)
    throw invalid(`${field}.offset`, 'must be a non-negative integer', 'RANGE')
  return { limit, offset }
}

/** ORDER BY for `sort` over column `column`; `_id` sorts by the key. */
export function orderBy(sort: unknown, column: string, params: Params, idColumn?: string): string {
  if (sort === undefined || sort === null) return idColumn ? `ORDER BY ${idColumn}` : ''
  if (!Array.isArray(sort)) throw invalid('sort', 'must be an array', 'TYPE')
  const keys = sort.map((s, i) => {
    if (!isObject(s)) throw invalid(`sort[${i}]`, 'must be an object', 'TYPE')
    const order = s.order ?? 'ASC'
    if (order !== 'ASC' && order !== 'DESC') throw invalid(`sort[${i}].order`, 'must be ASC or DESC', 'ENUM')
    const path = fieldPath(s.fieldName, `sort[${i}].fieldName`)
    const expr = idColumn && path.length === 1 && path[0] === '_id' ? idColumn : `${column} #> ${params.path(path)}`
    return `${expr} ${order} NULLS ${order === 'ASC' ? 'FIRST' : 'LAST'}`
  })
  if (idColumn) keys.push(idColumn)
  return keys.length ? `ORDER BY ${keys.join(', ')}` : ''
}

/** Restricts to the caller's own items when access is `own`. */
export const accessFilter = (access: Access, params: Params) =>
  access.kind === 'own' ? `owner = ${params.add(access.owner)}` : 'TRUE'

/** Keeps only `fields` (plus `_id`) of an item. */
export function project(data: ItemData, fields: unknown): ItemData {
  if (fields === undefined || fields === null || (Array.isArray(fields) && fields.length === 0)) return data
  if (!Array.isArray(fields)) throw invalid('query.fields', 'must be an array', 'TYPE')
  const out: ItemData = { _id: data._id }
  fields.forEach((f, i) => {
    const path = fieldPath(f, `query.fields[${i}]`)
    const value = getPath(data, path)
    if (value !== undefined) setPath(out, path, value)
  })
  return out
}

/** A query as stored in a cursor. */
export interface QuerySpec {
  filter?: unknown
  sort?: unknown
  fields?: unknown
  limit: number
  offset: number
}

/** Encodes the cursor of the page after `spec`. */
export const encodeCursor = (spec: QuerySpec) => Buffer.from(JSON.stringify(spec)).toString('base64url')

/** Decodes a cursor, or throws a 400. */
export function decodeCursor(cursor: unknown): QuerySpec {
  try {
    if (typeof cursor !== 'string') throw new Error()
    const spec = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!isObject(spec) || typeof spec.limit !== 'number' || typeof spec.offset !== 'number') throw new Error()
    const page = paging({ limit: spec.limit, offset: spec.offset }, 'cursorPaging.cursor')
    return { filter: spec.filter, sort: spec.sort, fields: spec.fields, ...page }
  } catch (error) {
    if (error instanceof ServiceError) throw error
    throw invalid('cursorPaging.cursor', 'is not a cursor of this service', 'FORMAT')
  }
}

/** Runs a query: the page's items, whether there is a next page, and the total when asked. */
export async function runQuery(
  sql: Sql,
  collection: string,
  access: Access,
  spec: QuerySpec,
  withTotal: boolean,
  indexed?: ReadonlySet<string>,
) {
  const params = new Params()
  const where = `collection = ${params.add(collection)} AND ${accessFilter(access, params)} AND ${compileFilter(spec.filter, 'data', params, indexed)}`
  const order = orderBy(spec.sort, 'data', params, 'id')
  const { rows } = await sql.query<{ data: ItemData }>(
    `SELECT data FROM data_items WHERE ${where} ${order} LIMIT ${spec.limit + 1} OFFSET ${spec.offset}`,
    params.values,
  )
  const hasNext = rows.length > spec.limit
  let total: number | undefined
  if (withTotal) {
    const count = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM data_items WHERE ${where}`,
      params.values.slice(0, countParams(where, params)),
    )
    total = count.rows[0].n
  }
  return { items: rows.slice(0, spec.limit).map((r) => r.data), hasNext, total }
}

// The WHERE clause uses the first parameters; ORDER BY parameters come after it.
const countParams = (where: string, params: Params) => {
  const used = [...where.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]))
  return used.length ? Math.max(...used) : params.values.length
}

/** Counts the items matching `filter`. */
export async function countItems(
  sql: Sql,
  collection: string,
  access: Access,
  filter: unknown,
  indexed?: ReadonlySet<string>,
): Promise<number> {
  const params = new Params()
  const where = `collection = ${params.add(collection)} AND ${accessFilter(access, params)} AND ${compileFilter(filter, 'data', params, indexed)}`
  const { rows } = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM data_items WHERE ${where}`,
    params.values,
  )
  return rows[0].n
}

/** The wire item list of a page. */
export const itemsOf = (collection: string, rows: ItemData[]) => rows.map((d) => toItem(collection, d))
