// The emulator's data service: every call of the content-database wire format under both
// `/wix-data/v2` and `/_api/cloud-data/v2`.
import type { Caller, EmulatorConfig, EmulatorRequest, EmulatorResponse, Sql } from '../contracts'
import type { Logger } from '../../ports'
import * as v from 'valibot'
import { errors, invalid, ServiceError } from './errors'
import { fail, invalidFields, json } from '../errors'
import type { Route } from '../router'
import { violationsOf } from '../bodies'
import { BODIES, type BodyOf, type DataCallKey } from './bodies'
import { createDeclaredIndexes, migrateData, resetData } from './schema'
import { authorize, type Access, type Operation } from './permissions'
import { checkData, insertRow, stampNew } from './items'
import { itemRoutes } from './itemRoutes'
import { readRoutes } from './readRoutes'
import { bulkRoutes } from './bulkRoutes'
import { referenceRoutes } from './referenceRoutes'
import { createAutoIndexer } from './autoIndex'
import { isObject, MAX_JSON_DEPTH, nestsDeeperThan } from '../guards'
import type { CollectionFields } from './fieldTypes'

const PREFIXES = ['/wix-data/v2/', '/_api/cloud-data/v2/']

/** What a route handler receives: `body` has passed the call's schema (`BODIES`). */
export interface DataCall<TBody = Record<string, unknown>> {
  readonly request: EmulatorRequest
  readonly body: TBody
  readonly caller: Caller
  readonly collection: string
  readonly sql: Sql
  /** Fields that lead a declared index of the collection. */
  readonly indexed: ReadonlySet<string>
  /** The collection's declared field types (`fields` in the config); written items must fit them. */
  readonly fields?: CollectionFields
  /** Checks the caller's permission for `op` (throws 403). */
  access(op: Operation): ReturnType<typeof authorize>
  /**
   * What the caller may read of any collection (referenced items live in other collections):
   * undefined when a direct read would be refused, or the collection is not declared.
   */
  readAccess(collection: string): Access | undefined
  /** The declared collections the caller reads wholly (`all`) and those it reads only its own items of (`own`). */
  readScope(): ReadScope
}

/** Where a caller may read: whole collections, and collections of which only the items `owner` owns. */
export interface ReadScope {
  all: string[]
  own: string[]
  owner: string | null
}
/** A route: its method and handler, which gets the body its schema checked. */
export type DataRoute<TKey extends DataCallKey = DataCallKey> = {
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT'
  handle(call: DataCall<BodyOf<TKey>>): Promise<unknown>
}
/** Routes keyed by their call (`METHOD path`), each handler typed by its body. */
export type DataRoutes = { [TKey in DataCallKey]?: DataRoute<TKey> }

/** The data service (an `EmulatorService`); the router hands it the caller (`request.caller`). */
export function createDataService(deps: { sql: Sql; config: EmulatorConfig; logger: Logger }) {
  const { sql, config, logger } = deps
  const autoIndex = createAutoIndexer({ sql, logger })
  // Declared and automatic index leads, merged once per change of the automatic ones.
  const merged = new Map<string, { autoSize: number; fields: ReadonlySet<string> }>()
  const indexedFor = (name: string, declared: EmulatorConfig['collections'][string]) => {
    const auto = autoIndex.indexed(name)
    const own = indexedFields(declared)
    if (!auto?.size) return own
    const cached = merged.get(name)
    if (cached && cached.autoSize === auto.size) return cached.fields
    const fields = new Set([...own, ...auto])
    merged.set(name, { autoSize: auto.size, fields })
    return fields
  }

  async function seed() {
    for (const [name, collection] of Object.entries(config.collections)) {
      if (!collection.seed?.length) continue
      const { rows } = await sql.query('SELECT 1 FROM data_items WHERE collection = $1 LIMIT 1', [name])
      if (rows.length) continue
      await sql.transaction(async (tx) => {
        // Seeds come from the config, as the admin key's would: they may set `_owner`.
        for (const data of collection.seed!) {
          const item = checkData(data)
          await insertRow(tx, name, stampNew(item, typeof item._owner === 'string' ? item._owner : undefined))
        }
      })
    }
  }

  // Planner statistics: refreshed at start and after every ~10% growth through bulk inserts
  // (PGlite has no autovacuum), in the background.
  let analyzedAt = 0
  let insertedSince = 0
  const analyze = () =>
    sql.query('ANALYZE data_items').then(
      () => undefined,
      (error: unknown) => logger.warn('data: ANALYZE failed', String(error)),
    )
  const noteInserts = (n: number) => {
    insertedSince += n
    if (insertedSince < 1000 || insertedSince < analyzedAt / 10) return
    analyzedAt += insertedSince
    insertedSince = 0
    void analyze()
  }

  /** Runs one data call: the caller (the router's) let in, the body (or query string) checked, the collection found. */
  async function run(key: DataCallKey, route: DataRoute, request: EmulatorRequest): Promise<EmulatorResponse> {
    const rest = key.slice(key.indexOf(' ') + 1)
    const itemId = request.params.dataItemId
    let body: Record<string, unknown>
    if (request.method === 'GET') {
      body = Object.fromEntries(request.url.searchParams)
      const r = request.url.searchParams.get('.r')
      if (r !== null) body = decodeR(r)
      if (itemId !== undefined) body.dataItemId = itemId
    } else {
      if (!isObject(request.body)) throw invalid('body', 'must be a JSON object', 'TYPE')
      body = itemId !== undefined ? { ...request.body, dataItemId: itemId } : request.body
    }
    const caller = request.caller
    if (caller === 'invalid') throw errors.unauthenticated()
    const checked = v.safeParse(BODIES[key], body)
    if (!checked.success) throw invalidFields(violationsOf(checked.issues))
    // Handlers get the body as sent (valibot's output copies keys, which would turn an own
    // `__proto__` key of the data into a prototype); it is the checked one, as nothing is transformed.
    const collection = checked.output.dataCollectionId
    const declared = Object.prototype.hasOwnProperty.call(config.collections, collection)
      ? config.collections[collection]
      : undefined
    if (!declared) throw errors.unknownCollection(collection.slice(0, 200))
    if (declared.autoIndex !== false && (rest === 'items/query' || rest === 'items/count')) {
      const q = isObject(body.query) ? body.query : body
      autoIndex.note(collection, q.filter, q.sort)
    }
    const call: DataCall = {
      request,
      body,
      caller,
      collection,
      sql,
      indexed: indexedFor(collection, declared),
      fields: declared.fields,
      access: (op) => authorize(caller, collection, declared, op),
      readAccess: (name) => readAccessOf(config, caller, name),
      readScope: () => readScopeOf(config, caller),
    }
    // The body passed this call's schema just above, so it is the handler's body type.
    const answer = await route.handle(call as DataCall<never>)
    const meta = (answer as { bulkActionMetadata?: { totalSuccesses?: number } } | undefined)?.bulkActionMetadata
    if (rest === 'bulk/items/insert' && meta?.totalSuccesses) noteInserts(meta.totalSuccesses)
    return json(answer)
  }

  // Every call under both prefixes; `items/{id}` last so that `items/query` and the others win.
  const table = new Map(
    Object.entries({ ...itemRoutes, ...readRoutes, ...bulkRoutes, ...referenceRoutes }) as [DataCallKey, DataRoute][],
  )
  const ordered = [...table].sort(([a], [b]) => Number(a.includes('{id}')) - Number(b.includes('{id}')))
  const routes: Route[] = PREFIXES.flatMap((prefix) => [
    ...ordered.map(([key, route]): Route => ({
      method: route.method,
      path: prefix + key.slice(key.indexOf(' ') + 1).replace('{id}', ':dataItemId'),
      handle: (request) => run(key, route as DataRoute, request),
    })),
    {
      method: 'ALL',
      path: `${prefix}*`,
      handle: (request) => {
        throw fail(404, 'WDE0001', `No such call: ${request.url.pathname.slice(prefix.length, prefix.length + 100)}`)
      },
    },
  ])

  return {
    async migrate() {
      await migrateData(sql)
      for (const [name, collection] of Object.entries(config.collections))
        if (collection.indexes?.length) await createDeclaredIndexes(sql, name, collection.indexes)
      await seed()
      analyzedAt = (await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM data_items')).rows[0]?.n ?? 0
      await analyze()
    },
    /** The declared and automatic indexes, once those asked for so far are built. */
    async indexes() {
      await autoIndex.idle()
      const order = (k: string | { field: string; order?: 'ASC' | 'DESC' }) =>
        typeof k === 'string' ? { field: k, order: 'ASC' } : { field: k.field, order: k.order ?? 'ASC' }
      const declared = Object.entries(config.collections).flatMap(([collection, c]) =>
        (c.indexes ?? []).map((ix) => ({ collection, fields: ix.map(order), automatic: false })),
      )
      return [
        ...declared,
        ...autoIndex.built().map((b) => ({ collection: b.collection, fields: b.keys, automatic: true })),
      ]
    },
    /** Resolves once automatic indexes asked for so far are built. */
    indexesIdle: () => autoIndex.idle(),
    async reset() {
      await autoIndex.idle()
      autoIndex.reset()
      await resetData(sql)
      await seed()
    },
    routes,
  }
}

/** The caller's read access to `name`, or undefined when a direct read of it would be refused. */
function readAccessOf(config: EmulatorConfig, caller: Caller, name: string): Access | undefined {
  if (!Object.prototype.hasOwnProperty.call(config.collections, name)) return undefined
  try {
    return authorize(caller, name, config.collections[name], 'read')
  } catch (error) {
    if (error instanceof ServiceError) return undefined
    throw error
  }
}

function readScopeOf(config: EmulatorConfig, caller: Caller): ReadScope {
  const scope: ReadScope = { all: [], own: [], owner: null }
  for (const name of Object.keys(config.collections)) {
    const access = readAccessOf(config, caller, name)
    if (access?.kind === 'all') scope.all.push(name)
    else if (access?.kind === 'own') {
      scope.own.push(name)
      scope.owner = access.owner
    }
  }
  return scope
}

const indexCache = new WeakMap<object, ReadonlySet<string>>()
/** The fields leading a collection's declared indexes (cached per config object). */
function indexedFields(collection: { indexes?: (string | { field: string })[][] }): ReadonlySet<string> {
  let set = indexCache.get(collection)
  if (!set) {
    set = new Set((collection.indexes ?? []).map((ix) => (typeof ix[0] === 'string' ? ix[0] : ix[0].field)))
    indexCache.set(collection, set)
  }
  return set
}

function decodeR(r: string): Record<string, unknown> {
  let value: unknown
  try {
    if (!/^[A-Za-z0-9_-]*={0,2}$/.test(r)) throw new Error()
    value = JSON.parse(Buffer.from(r, 'base64url').toString('utf8'))
  } catch {
    throw invalid('.r', 'must be base64url-encoded JSON', 'FORMAT')
  }
  if (!isObject(value)) throw invalid('.r', 'must encode a JSON object', 'TYPE')
  if (nestsDeeperThan(value))
    throw invalid('.r', `must not be nested more than ${MAX_JSON_DEPTH} levels deep`, 'FORMAT')
  return value
}
