// The data service's tables: items as JSONB keyed by (collection, id), references, poll votes.
import { createHash } from 'node:crypto'
import type { Sql } from '../contracts'

const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS data_items (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    owner TEXT,
    data JSONB NOT NULL,
    PRIMARY KEY (collection, id)
  )`,
  // Equality filters use containment (`data @> ...`) and the GIN index; the date index serves the
  // default sort of recent items.
  `CREATE INDEX IF NOT EXISTS data_items_gin ON data_items USING GIN (data jsonb_path_ops)`,
  `CREATE INDEX IF NOT EXISTS data_items_owner ON data_items (collection, owner)`,
  `CREATE TABLE IF NOT EXISTS data_references (
    collection TEXT NOT NULL,
    field TEXT NOT NULL,
    from_id TEXT NOT NULL,
    to_id TEXT NOT NULL,
    position BIGSERIAL,
    PRIMARY KEY (collection, field, from_id, to_id)
  )`,
  `CREATE INDEX IF NOT EXISTS data_references_to ON data_references (to_id)`,
  `CREATE TABLE IF NOT EXISTS emulator_polls (
    id TEXT PRIMARY KEY,
    poll JSONB NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS emulator_poll_votes (
    poll_id TEXT NOT NULL,
    voter TEXT NOT NULL,
    option_id TEXT NOT NULL,
    PRIMARY KEY (poll_id, voter, option_id)
  )`,
]

/** Creates the data tables (idempotent). */
export async function migrateData(sql: Sql): Promise<void> {
  for (const statement of STATEMENTS) await sql.query(statement)
}

/** A SQL string literal (for DDL, which cannot take parameters): quotes doubled, NUL refused. */
function literal(text: string): string {
  if (text.includes('\u0000')) throw new Error('NUL in an index field name')
  return `'${text.replace(/'/g, "''")}'`
}

/** A text[] literal of path segments, e.g. `'{"a","b"}'::text[]`. */
const pathLiteral = (segments: string[]) =>
  `${literal(`{${segments.map((s) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`)}::text[]`

/**
 * Creates the expression indexes a collection declares in the config (idempotent). Field names
 * come from the site owner's config, are validated and quoted as literals (DDL has no parameters).
 */
export async function createDeclaredIndexes(
  sql: Sql,
  collection: string,
  indexes: (string | { field: string; order?: 'ASC' | 'DESC' })[][],
): Promise<void> {
  for (const index of indexes) {
    const keys = index.map((k) =>
      typeof k === 'string' ? { field: k, order: 'ASC' as const } : { field: k.field, order: k.order ?? 'ASC' },
    )
    const columns = keys.map(
      (k) => `(data #> ${pathLiteral(k.field.split('.'))}) ${k.order} NULLS ${k.order === 'ASC' ? 'FIRST' : 'LAST'}`,
    )
    const name = `data_items_ix_${createHash('sha256')
      .update(JSON.stringify([collection, keys]))
      .digest('hex')
      .slice(0, 20)}`
    await sql.query(`CREATE INDEX IF NOT EXISTS ${name} ON data_items (collection, ${columns.join(', ')}, id)`)
  }
}

/**
 * Expression statistics on a field (PostgreSQL 14+, PGlite included): ANALYZE then knows the
 * field's distribution, so range filters on it are estimated well. Idempotent.
 */
export async function createExpressionStatistics(sql: Sql, field: string): Promise<void> {
  const name = `data_items_st_${createHash('sha256').update(field).digest('hex').slice(0, 20)}`
  await sql.query(
    `CREATE STATISTICS IF NOT EXISTS ${name} ON (data #> ${pathLiteral(field.split('.'))}) FROM data_items`,
  )
}

/** Deletes every data row. */
export async function resetData(sql: Sql): Promise<void> {
  await sql.query('TRUNCATE data_items, data_references, emulator_polls, emulator_poll_votes')
}
