// The data service's tables: items as JSONB keyed by (collection, id), references, poll votes.
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

/** Deletes every data row. */
export async function resetData(sql: Sql): Promise<void> {
  await sql.query('TRUNCATE data_items, data_references, emulator_polls, emulator_poll_votes')
}
