// Automatic indexes: like a hosted database that indexes what it is asked, the emulator watches the
// shape of each collection's queries (equality fields, then sort keys or the first range field) and,
// once a shape repeats on a collection large enough to need it, creates a matching expression index
// in the background. Declared `indexes` in the config still come first; `autoIndex: false` on a
// collection turns this off.
import type { Logger } from '../../ports'
import type { Sql } from '../contracts'
import { createDeclaredIndexes, createExpressionStatistics } from './schema'
import { isObject, isDate, isScalar } from '../guards'

type Key = { field: string; order: 'ASC' | 'DESC' }

/** The index a query would use: its equality fields (sorted), then its sort keys or its first range field. */
export function indexShape(filter: unknown, sort: unknown): Key[] | undefined {
  const equal: string[] = []
  let range: string | undefined
  if (isObject(filter)) {
    for (const [field, value] of Object.entries(filter)) {
      if (field.startsWith('$') || field === '_id') continue
      const ops = isObject(value) && !isDate(value) ? value : undefined
      if (!ops && isScalar(value)) equal.push(field)
      else if (ops && Object.keys(ops).length === 1 && '$eq' in ops && isScalar(ops.$eq)) equal.push(field)
      else if (ops && Object.keys(ops).some((k) => ['$gt', '$gte', '$lt', '$lte'].includes(k))) range ??= field
    }
  }
  equal.sort()
  const keys: Key[] = equal.map((field) => ({ field, order: 'ASC' }))
  const sorts = Array.isArray(sort) ? sort.filter(isObject) : []
  if (sorts.length) {
    for (const s of sorts) {
      if (typeof s.fieldName !== 'string' || s.fieldName === '_id') break
      keys.push({ field: s.fieldName, order: s.order === 'DESC' ? 'DESC' : 'ASC' })
    }
  } else if (range) keys.push({ field: range, order: 'ASC' })
  const usable = keys.filter((k) => k.field.length > 0 && k.field.length <= 200 && !k.field.includes('\u0000'))
  return usable.length && usable.length === keys.length && usable.length <= 8 ? usable : undefined
}

/** Fields a filter bounds with a range (`$gt`, `$gte`, `$lt`, `$lte`): the planner needs their statistics. */
export function rangeFields(filter: unknown): string[] {
  if (!isObject(filter)) return []
  return Object.entries(filter)
    .filter(
      ([field, value]) =>
        !field.startsWith('$') &&
        field !== '_id' &&
        field.length <= 200 &&
        !field.includes('\u0000') &&
        isObject(value) &&
        !isDate(value) &&
        Object.keys(value).some((k) => ['$gt', '$gte', '$lt', '$lte'].includes(k)),
    )
    .map(([field]) => field)
    .sort()
}

/** Options of {@link createAutoIndexer}. */
export interface AutoIndexerOptions {
  sql: Sql
  logger: Logger
  /** Times a shape is seen before its index is built (default 3). */
  threshold?: number
  /** Collections smaller than this are not indexed (default 1000 items). */
  minItems?: number
  /** At most this many automatic indexes per collection (default 16). */
  maxPerCollection?: number
}

/** Watches query shapes and builds their indexes; `indexed(collection)` lists fields leading one. */
export function createAutoIndexer(options: AutoIndexerOptions) {
  const { sql, logger, threshold = 3, minItems = 1000, maxPerCollection = 16 } = options
  const seen = new Map<string, number>()
  const built = new Map<string, Set<string>>()
  const leading = new Map<string, Set<string>>()
  const list: { collection: string; keys: Key[] }[] = []
  let queue: Promise<void> = Promise.resolve()

  const build = (collection: string, keys: Key[], ranges: string[], shape: string) => {
    queue = queue
      .then(async () => {
        const { rows } = await sql.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM data_items WHERE collection = $1',
          [collection],
        )
        if ((rows[0]?.n ?? 0) < minItems) {
          seen.set(shape, -50 * threshold) // small for now: look again after a while
          return
        }
        const done = built.get(collection) ?? new Set()
        if (done.size >= maxPerCollection) return
        await createDeclaredIndexes(sql, collection, [keys])
        // Without statistics on a range-filtered expression the planner guesses a tiny match count
        // and sorts a bitmap scan instead of walking the index in order (10x slower at 100k items).
        for (const field of ranges) await createExpressionStatistics(sql, field)
        await sql.query('ANALYZE data_items')
        done.add(shape)
        built.set(collection, done)
        list.push({ collection, keys })
        const lead = leading.get(collection) ?? new Set()
        lead.add(keys[0].field)
        leading.set(collection, lead)
      })
      .catch((error: unknown) => logger.warn('data: automatic index failed', String(error)))
  }

  return {
    /** Records a query's shape; builds its index in the background once it repeats. */
    note(collection: string, filter: unknown, sort: unknown): void {
      const keys = indexShape(filter, sort)
      if (!keys) return
      const shape = JSON.stringify([collection, keys])
      if (built.get(collection)?.has(shape)) return
      const count = (seen.get(shape) ?? 0) + 1
      seen.set(shape, count)
      if (count === threshold) build(collection, keys, rangeFields(filter), shape)
    },
    /** Fields that lead an automatic index of `collection`. */
    indexed(collection: string): ReadonlySet<string> | undefined {
      return leading.get(collection)
    },
    /** The automatic indexes built so far. */
    built(): readonly { collection: string; keys: readonly Key[] }[] {
      return list
    },
    /** Resolves once the indexes asked for so far are built (tests, shutdown). */
    idle(): Promise<void> {
      return queue
    },
    /** Forgets everything (after a reset the tables are empty). */
    reset(): void {
      seen.clear()
    },
  }
}
