import type { Sql } from '../contracts'

/** The identity tables; every statement is idempotent. */
export const IDENTITY_TABLES = [
  'identity_members',
  'identity_tokens',
  'identity_redirect_sessions',
  'identity_emails',
] as const

const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS identity_members (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    email_verified BOOLEAN NOT NULL DEFAULT FALSE,
    approved BOOLEAN NOT NULL DEFAULT FALSE,
    profile JSONB NOT NULL DEFAULT '{}'::jsonb,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,
  // Second factors a member enrolled (`POST /_emulator/members/{id}/factors`): [{factorId, type, status, secret?, phone?}].
  `ALTER TABLE identity_members ADD COLUMN IF NOT EXISTS factors JSONB NOT NULL DEFAULT '[]'::jsonb`,
  // One table for every opaque token; only hashes are stored. `grant_id` ties an access token to
  // its refresh token so a logout ends exactly that sign-in.
  `CREATE TABLE IF NOT EXISTS identity_tokens (
    hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    grant_id TEXT,
    visitor_id TEXT,
    member_id TEXT,
    data JSONB NOT NULL DEFAULT '{}'::jsonb,
    expires_at DOUBLE PRECISION,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS identity_tokens_member ON identity_tokens (member_id)`,
  `CREATE INDEX IF NOT EXISTS identity_tokens_grant ON identity_tokens (grant_id)`,
  `CREATE TABLE IF NOT EXISTS identity_redirect_sessions (
    id TEXT PRIMARY KEY,
    request JSONB NOT NULL,
    caller_grant TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE IF NOT EXISTS identity_emails (
    seq SERIAL PRIMARY KEY,
    id TEXT NOT NULL,
    to_email TEXT NOT NULL,
    kind TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    data JSONB NOT NULL DEFAULT '{}'::jsonb,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,
]

/** Creates the identity tables (CREATE ... IF NOT EXISTS). */
export async function migrateIdentity(sql: Sql): Promise<void> {
  for (const statement of STATEMENTS) await sql.query(statement)
}

/** Deletes every identity row. */
export async function resetIdentity(sql: Sql): Promise<void> {
  await sql.query(`TRUNCATE ${IDENTITY_TABLES.join(', ')} RESTART IDENTITY`)
}
