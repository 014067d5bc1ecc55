// Read calls: query (GET with `.r` and POST), count, distinct values and aggregate.
import type { DataCall, DataRoutes } from './index'
import type { BodyOf } from './bodies'
import { invalid } from './errors'
import { compileFilter, Params } from './filter'
import { fieldPath } from './paths'
import type { ItemData } from './items'
import {
  accessFilter,
  countItems,
  decodeCursor,
  encodeCursor,
  itemsOf,
  orderBy,
  paging,
  project,
  runQuery,
  type QuerySpec,
} from './query'
import { isObject } from '../guards'

/**
 * The referenced items of `items` for the fields named in `includeReferences`, replaced in place.
 * A referenced item passes the same read check as a direct read: one the caller may not read is
 * left out (a single reference then keeps the id it holds, as without `includeReferences`).
 */
export async function includeReferences(
  call: Pick<DataCall, 'sql' | 'collection' | 'readAccess'>,
  items: ItemData[],
  include: unknown,
): Promise<ItemData[]> {
  const { sql, collection } = call
  if (include === undefined || include === null) return items
  if (!Array.isArray(include)) throw invalid('includeReferences', 'must be an array', 'TYPE')
  const fields = include.map((f, i) => {
    const name = isObject(f) ? (f.fieldName ?? f.referringItemFieldName ?? f.field) : f
    if (typeof name !== 'string' || !name) throw invalid(`includeReferences[${i}]`, 'must name a field', 'TYPE')
    return name
  })
  if (!fields.length || !items.length) return items
  const ids = items.map((d) => String(d._id))
  const refs = await sql.query<{ field: string; from_id: string; to_id: string }>(
    'SELECT field, from_id, to_id FROM data_references WHERE collection = $1 AND field = ANY($2::text[]) AND from_id = ANY($3::text[]) ORDER BY position',
    [collection, fields, ids],
  )
  const wanted = new Set(refs.rows.map((r) => r.to_id))
  for (const d of items) for (const f of fields) if (typeof d[f] === 'string') wanted.add(d[f] as string)
  if (!wanted.size) return items
  const found = await sql.query<{ id: string; collection: string; owner: string | null; data: ItemData }>(
    'SELECT id, collection, owner, data FROM data_items WHERE id = ANY($1::text[])',
    [[...wanted]],
  )
  const readable = (row: { collection: string; owner: string | null }) => {
    const access = call.readAccess(row.collection)
    return access !== undefined && (access.kind === 'all' || row.owner === access.owner)
  }
  const byId = new Map(found.rows.filter(readable).map((r) => [r.id, r.data]))
  return items.map((d) => {
    const out = { ...d }
    for (const f of fields) {
      const many = refs.rows
        .filter((r) => r.from_id === d._id && r.field === f)
        .map((r) => byId.get(r.to_id))
        .filter(Boolean)
      if (many.length) out[f] = many
      else if (typeof d[f] === 'string' && byId.has(d[f] as string)) out[f] = byId.get(d[f] as string)
    }
    return out
  })
}

async function query(call: DataCall<BodyOf<'POST items/query'>>) {
  const access = call.access('read')
  const body = call.body
  const q = body.query ?? {}
  let spec: QuerySpec
  const cursorPaging = q.cursorPaging ?? body.cursorPaging
  if (cursorPaging?.cursor) {
    spec = decodeCursor(cursorPaging.cursor)
    if (cursorPaging.limit !== undefined) spec.limit = paging({ limit: cursorPaging.limit }).limit
  } else {
    const page = paging(
      cursorPaging ? { limit: cursorPaging.limit } : q.paging,
      cursorPaging ? 'cursorPaging' : 'query.paging',
    )
    spec = { filter: q.filter, sort: q.sort, fields: q.fields, ...page }
  }
  const result = await runQuery(call.sql, call.collection, access, spec, body.returnTotalCount === true, call.indexed)
  const withRefs = await includeReferences(call, result.items, body.includeReferences ?? q.includeReferences)
  const projected = withRefs.map((d) => project(d, spec.fields))
  const next = result.hasNext ? encodeCursor({ ...spec, offset: spec.offset + spec.limit }) : null
  const prev = spec.offset > 0 ? encodeCursor({ ...spec, offset: Math.max(0, spec.offset - spec.limit) }) : null
  return {
    dataItems: itemsOf(call.collection, projected),
    pagingMetadata: {
      count: projected.length,
      offset: spec.offset,
      ...(result.total !== undefined ? { total: result.total, tooManyToCount: false } : {}),
      hasNext: result.hasNext,
      cursors: { next, prev },
    },
  }
}

const routes = {
  'GET items/query': { method: 'GET', handle: query },
  'POST items/query': { method: 'POST', handle: query },
  'POST items/count': {
    method: 'POST',
    async handle(call) {
      return {
        totalCount: await countItems(call.sql, call.collection, call.access('read'), call.body.filter, call.indexed),
      }
    },
  },
  'POST items/query-distinct-values': {
    method: 'POST',
    async handle(call) {
      const access = call.access('read')
      const path = fieldPath(call.body.fieldName, 'fieldName')
      const page = paging(call.body.paging)
      const params = new Params()
      const p = params.path(path)
      const where = `collection = ${params.add(call.collection)} AND ${accessFilter(access, params)} AND ${compileFilter(call.body.filter, 'data', params, call.indexed)}`
      const order = call.body.order === 'DESC' ? 'DESC' : 'ASC'
      const { rows } = await call.sql.query<{ v: unknown }>(
        `SELECT v FROM (SELECT DISTINCT data #> ${p} AS v FROM data_items WHERE ${where}) d WHERE v IS NOT NULL ORDER BY v ${order} LIMIT ${page.limit + 1} OFFSET ${page.offset}`,
        params.values,
      )
      const values = rows.slice(0, page.limit).map((r) => r.v)
      return {
        distinctValues: values,
        pagingMetadata: { count: values.length, offset: page.offset, hasNext: rows.length > page.limit },
      }
    },
  },
  'POST items/aggregate': {
    method: 'POST',
    async handle(call) {
      const access = call.access('read')
      const body = call.body
      const aggregation = body.aggregation ?? {}
      const params = new Params()
      const where = `collection = ${params.add(call.collection)} AND ${accessFilter(access, params)} AND ${compileFilter(body.initialFilter ?? body.filter, 'data', params, call.indexed)}`
      const grouping = aggregation.groupingFields ?? []
      const groups = grouping.map((g, i) => ({
        name: g,
        expr: `data #> ${params.path(fieldPath(g, `aggregation.groupingFields[${i}]`))}`,
      }))
      const ops = aggregation.operations ?? []
      const columns = ops.map((op, i) => {
        // The schema lets in only operations with one of these kinds.
        const kind = (['average', 'min', 'max', 'sum', 'itemCount'] as const).find((k) => op[k] !== undefined)!
        const name = params.add(op.resultFieldName)
        if (kind === 'itemCount') return `${name}::text, count(*)`
        const path = params.path(
          fieldPath(op[kind]?.itemFieldName, `aggregation.operations[${i}].${kind}.itemFieldName`),
        )
        const fn = { average: 'avg', min: 'min', max: 'max', sum: 'sum' }[kind]
        return `${name}::text, ${fn}((data #>> ${path})::numeric) FILTER (WHERE jsonb_typeof(data #> ${path}) = 'number')`
      })
      const id = groups.length
        ? `jsonb_build_object(${groups.map((g) => `${params.add(g.name)}::text, ${g.expr}`).join(', ')})`
        : `'null'::jsonb`
      const inner = `SELECT jsonb_build_object('_id', ${id}${columns.map((c) => `, ${c}`).join('')}) AS r FROM data_items WHERE ${where}${groups.length ? ` GROUP BY ${groups.map((g) => g.expr).join(', ')}` : ''}`
      const page = paging(body.paging)
      const final = compileFilter(body.finalFilter, 'r', params)
      const order = orderBy(body.sort, 'r', params)
      const { rows } = await call.sql.query<{ r: Record<string, unknown> }>(
        `SELECT r FROM (${inner}) g WHERE ${final} ${order} LIMIT ${page.limit + 1} OFFSET ${page.offset}`,
        params.values,
      )
      const results = rows.slice(0, page.limit).map((row) => row.r)
      return {
        results,
        pagingMetadata: { count: results.length, offset: page.offset, hasNext: rows.length > page.limit },
      }
    },
  },
} satisfies DataRoutes

/** The read routes, keyed `METHOD path`. */
export const readRoutes = routes
