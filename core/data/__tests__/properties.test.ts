// Invariants of the query encoding: any operator chain decodes back to the same filter; a query goes
// as GET exactly when its URL fits in 2048 characters; hostile values travel literally.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import type { HttpRequest } from '../../../ports'
import { createDataClient, decodeQueryRequest, type DataQuery } from '../index'

const BASE = 'https://h.test'
const ENDPOINT = `${BASE}/wix-data/v2/items/query`

function client() {
  const http = scriptedHttp()
    .on('GET', `${ENDPOINT}?*`, jsonResponse({ dataItems: [], pagingMetadata: { hasNext: false } }))
    .on('POST', ENDPOINT, jsonResponse({ dataItems: [], pagingMetadata: { hasNext: false } }))
  return { http, data: createDataClient({ baseUrl: BASE, http }) }
}

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', '"quoted"', "it's", 'a.b', '$gt', '$and', 'ü€😀', '']
// `$date` is the one name the wire format cannot carry literally (it marks a date), so it is left out.
const key = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 })).filter((k) => k !== '$date')
const withKeys = (entries: [string, unknown][]) => {
  const out: Record<string, unknown> = {}
  for (const [k, v] of entries)
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true })
  return out
}
const text = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 400, maxLength: 1600 }) },
)
const num = fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n))
const date = fc.date({ noInvalidDate: true, min: new Date(-8.64e15 / 2), max: new Date(8.64e15 / 2) })
const comparable = fc.oneof(text, num, date)
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    text,
    num,
    fc.boolean(),
    fc.constant(null),
    date,
    fc.array(tie('any'), { maxLength: 3 }),
    fc.array(fc.tuple(key, tie('any')), { maxLength: 3 }).map(withKeys),
  ),
})).any

// A step applies an operator to a query and, independently, states the filter the wire format
// says it makes (a small reference model of the encoding rules).
type Tree = Record<string, unknown>
interface Step {
  apply(q: DataQuery): DataQuery
  model(tree: Tree): Tree
}
const put = (tree: Tree, k: string, cond: unknown): Tree => {
  const single = withKeys([[k, cond]])
  if (Object.prototype.hasOwnProperty.call(tree, k)) return { $and: [tree, single] }
  return withKeys([...Object.entries(tree), [k, cond]])
}
const plain = (v: unknown) => v === null || typeof v !== 'object' || v instanceof Date || Array.isArray(v)
const OPS: Record<string, string> = {
  gt: '$gt',
  ge: '$gte',
  lt: '$lt',
  le: '$lte',
  startsWith: '$startsWith',
  endsWith: '$endsWith',
  contains: '$contains',
  hasSome: '$hasSome',
  hasAll: '$hasAll',
  in: '$in',
}
const call = (q: DataQuery, op: string, ...args: unknown[]) =>
  (q as unknown as Record<string, (...a: unknown[]) => DataQuery>)[op](...args)
const leaf: fc.Arbitrary<Step> = fc.oneof(
  fc
    .tuple(key, value)
    .map(([k, v]): Step => ({ apply: (q) => q.eq(k, v), model: (t) => put(t, k, plain(v) ? v : { $eq: v }) })),
  fc.tuple(key, value).map(([k, v]): Step => ({ apply: (q) => q.ne(k, v), model: (t) => put(t, k, { $ne: v }) })),
  fc.tuple(fc.constantFrom('gt', 'ge', 'lt', 'le'), key, comparable).map(([op, k, v]): Step => ({
    apply: (q) => call(q, op, k, v),
    model: (t) => put(t, k, withKeys([[OPS[op], v]])),
  })),
  fc.tuple(fc.constantFrom('startsWith', 'endsWith', 'contains'), key, text).map(([op, k, v]): Step => ({
    apply: (q) => call(q, op, k, v),
    model: (t) => put(t, k, withKeys([[OPS[op], v]])),
  })),
  fc
    .tuple(key, fc.oneof(fc.tuple(num, num), fc.tuple(text, text), fc.tuple(date, date)))
    .map(([k, [a, b]]): Step => ({ apply: (q) => q.between(k, a, b), model: (t) => put(t, k, { $gte: a, $lt: b }) })),
  fc
    .tuple(fc.constantFrom('hasSome', 'hasAll', 'in'), key, fc.array(comparable, { minLength: 1, maxLength: 4 }))
    .map(([op, k, vs]): Step => ({
      apply: (q) => call(q, op, k, vs),
      model: (t) => put(t, k, withKeys([[OPS[op], vs]])),
    })),
  key.map((k): Step => ({ apply: (q) => q.isEmpty(k), model: (t) => put(t, k, null) })),
  key.map((k): Step => ({ apply: (q) => q.isNotEmpty(k), model: (t) => put(t, k, { $ne: null }) })),
)
const run = (steps: Step[], q: DataQuery) => steps.reduce((acc, s) => s.apply(acc), q)
const modelOf = (steps: Step[]) => steps.reduce<Tree>((t, s) => s.model(t), {})
const chain: fc.Arbitrary<Step[]> = fc.letrec((tie) => ({
  steps: fc.array(
    fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.tuple(fc.constantFrom('and', 'or', 'not'), tie('steps') as fc.Arbitrary<Step[]>).map(([op, sub]): Step => ({
        apply: (q) => call(q, op, run(sub, fresh(q))),
        model: (t) =>
          op === 'and'
            ? { $and: Object.keys(t).length ? [t, modelOf(sub)] : [modelOf(sub)] }
            : op === 'or'
              ? { $and: [{ $or: [t, modelOf(sub)] }] }
              : put(t, '$not', [modelOf(sub)]),
      })),
    ),
    { maxLength: 5 },
  ),
})).steps as fc.Arbitrary<Step[]>
// A fresh query of the same collection (and/or/not take another query of it).
const fresh = (q: DataQuery) =>
  createDataClient({ baseUrl: BASE, http: scriptedHttp() }).query(q.collectionName) as DataQuery

const sentJson = (request: HttpRequest) =>
  request.method === 'GET'
    ? Buffer.from(request.url.slice(request.url.indexOf('?.r=') + 4), 'base64url').toString('utf8')
    : request.body!

describe('query encoding properties', () => {
  it('any operator chain encodes to a request that decodes back to the same filter; GET exactly when the URL fits 2048', async () => {
    await fc.assert(
      fc.asyncProperty(chain, fc.option(fc.integer({ min: 1, max: 1000 })), async (steps, limit) => {
        const { http, data } = client()
        let q = run(steps, data.query('Things') as DataQuery)
        if (limit !== null) q = q.limit(limit)
        await q.find()
        const request = http.requests[0]
        const decoded = decodeQueryRequest(request.method === 'GET' ? request.url : request.body!)
        expect((decoded.query as { filter: unknown }).filter).toEqual(modelOf(steps))
        const url = `${ENDPOINT}?.r=${Buffer.from(sentJson(request), 'utf8').toString('base64url')}`
        expect(request.method).toBe(url.length <= 2048 ? 'GET' : 'POST')
        if (request.method === 'GET') expect(request.url).toBe(url)
      }),
      { numRuns: 300 },
    )
  })
  it('switches to POST exactly past 2048 characters (values near the boundary)', async () => {
    const methods = new Set<string>()
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1250, max: 1350 }), fc.constantFrom('a', 'é', '😀'), async (n, ch) => {
        const { http, data } = client()
        await data
          .query('Things')
          .eq('f', 'x'.repeat(n) + ch)
          .find()
        const request = http.requests[0]
        const url = `${ENDPOINT}?.r=${Buffer.from(sentJson(request), 'utf8').toString('base64url')}`
        methods.add(`${request.method}:${url.length === 2048 ? 'edge' : ''}`)
        expect(request.method).toBe(url.length <= 2048 ? 'GET' : 'POST')
      }),
      { numRuns: 400 },
    )
    expect([...methods]).toEqual(expect.arrayContaining(['GET:', 'POST:']))
  })
  it('item values of any shape survive the wire mapping (dates at any depth)', async () => {
    const { toWire, fromWire } = await import('../index')
    fc.assert(
      fc.property(value, (v) => {
        expect(fromWire(JSON.parse(JSON.stringify(toWire(v))))).toEqual(v)
      }),
    )
  })
})

describe('hostile values are encoded literally', () => {
  it('quotes, $ keys, __proto__ and huge strings', async () => {
    const { http, data } = client()
    const proto = JSON.parse('{"__proto__": {"polluted": true}, "$gt": 1, "a\\"b": "\'"}')
    const huge = 'x'.repeat(200_000) + '"\u2028\\'
    await data
      .query('Things')
      .eq('title', `"'; DROP TABLE items; --`)
      .eq('obj', proto)
      .eq('__proto__', 'p')
      .contains('body', huge)
      .find()
    const request = http.requests[0]
    expect(request.method).toBe('POST')
    const filter = (JSON.parse(request.body!) as { query: { filter: Record<string, unknown> } }).query.filter
    expect(filter.title).toBe(`"'; DROP TABLE items; --`)
    expect(filter.obj).toEqual({ $eq: proto })
    expect(Object.getOwnPropertyDescriptor(filter, '__proto__')?.value).toBe('p')
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
    expect((filter.body as { $contains: string }).$contains).toBe(huge)
  })
  it('an inserted item with __proto__ and $ keys keeps them as plain data', async () => {
    const http = scriptedHttp().on('POST', /.*/, (req) =>
      jsonResponse({ dataItem: { id: 'x', data: JSON.parse(req.body!).dataItem.data } }),
    )
    const item = JSON.parse('{"__proto__": {"admin": true}, "note": "a\\u0000b"}')
    const stored = await createDataClient({ baseUrl: BASE, http }).insert('Things', item)
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toEqual({ admin: true })
    expect(stored.note).toBe('a\u0000b')
  })
})
