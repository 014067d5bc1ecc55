// The two storage back ends behind the `Sql` contract: embedded PGlite (default) and a PostgreSQL
// server through `pg` (`DATABASE_URL`). Both run exactly the same parameterised SQL.
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { PGlite } from '@electric-sql/pglite'
import type { Sql } from './contracts'

/** A `Sql` that can also be closed. */
export interface ClosableSql extends Sql {
  close(): Promise<void>
  readonly kind: 'pglite' | 'postgres'
}

/**
 * Opens embedded PGlite on `dataDir` (created when missing), or in memory when `dataDir` is
 * undefined. Durability: PGlite flushes its files after every statement outside a transaction and
 * at every commit (`relaxedDurability` stays off), so an acknowledged write survives `kill -9`.
 */
export async function openPglite(dataDir?: string): Promise<ClosableSql> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir, { relaxedDurability: false })
  const wrap = (target: { query: PGlite['query'] }): Sql => ({
    async query(text, params) {
      const result = await target.query(text, params)
      return { rows: result.rows as never[], affectedRows: result.affectedRows }
    },
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
  })
  return { ...wrap(db), kind: 'pglite', close: () => db.close() }
}

interface PgResult {
  rows: never[]
  rowCount: number | null
}
interface PgClient {
  query(text: string, params?: unknown[]): Promise<PgResult>
  release(error?: Error | boolean): void
}
interface PgPool {
  query(text: string, params?: unknown[]): Promise<PgResult>
  connect(): Promise<PgClient>
  end(): Promise<void>
  on(event: 'error', fn: (e: Error) => void): void
}

/** Connects a pool to the PostgreSQL server at `url`. Transactions run on one pooled client. */
export async function openPostgres(url: string, max = 10): Promise<ClosableSql> {
  const require = createRequire(import.meta.url)
  const pg = require('pg') as { Pool: new (o: { connectionString: string; max: number }) => PgPool }
  const pool = new pg.Pool({ connectionString: url, max })
  pool.on('error', () => undefined)
  await pool.query('SELECT 1')
  const onClient = (client: PgClient): Sql => ({
    async query(text, params) {
      const r = await client.query(text, params)
      return { rows: r.rows, affectedRows: r.rowCount ?? 0 }
    },
    transaction: (fn) => fn(onClient(client)),
  })
  return {
    kind: 'postgres',
    async query(text, params) {
      const r = await pool.query(text, params)
      return { rows: r.rows, affectedRows: r.rowCount ?? 0 }
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(onClient(client))
        await client.query('COMMIT')
        client.release()
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        client.release()
        throw error
      }
    },
    close: () => pool.end(),
  }
}
