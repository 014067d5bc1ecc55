import type { Sql } from '../contracts'
import { hashToken, newId, newToken } from './secrets'
import { factorsOf, profileOf } from './identityShape'
import type { Identity } from '../../core/identity/identityTypes'
import type { PendingReason } from '../../core/identity/identityEnums'

/** A stored token row. */
export interface TokenRow {
  hash: string
  kind: string
  grant_id: string | null
  visitor_id: string | null
  member_id: string | null
  data: Record<string, unknown>
  expires_at: number | null
}

/** A member row. */
export interface MemberRow {
  id: string
  email: string
  password_hash: string
  email_verified: boolean
  approved: boolean
  profile: Record<string, unknown>
  /** Enrolled second factors (secrets included: the emulator is a test double). */
  factors?: EnrolledFactor[]
  created_at: Date | string
  updated_at: Date | string
}

/** A second factor as stored: the TOTP secret (base32) or the phone number stays on the emulator's side. */
export interface EnrolledFactor {
  factorId: string
  type: 'SMS' | 'CALL' | 'EMAIL' | 'TOTP' | 'PUSH'
  status: 'ACTIVE'
  secret?: string
  phone?: string
}

/** A redirect session row. */
export interface RedirectSessionRow {
  id: string
  request: Record<string, unknown>
  caller_grant: string | null
}

const PREFIX: Record<string, string> = {
  access: 'vat',
  refresh: 'vrt',
  session: 'vst',
  state: 'vvt',
  recovery: 'vrc',
  code: 'vac',
  redirect: 'vrs',
  mfa: 'vmf',
  device: 'vdv',
}

/** Data access for the identity service; every statement is parameterised. */
export function identityStore(sql: Sql, accessTtlSeconds: () => number) {
  const store = {
    /** Stores a new token of `kind` and returns its value (only the hash is kept). */
    async createToken(
      kind: string,
      fields: { grantId?: string; visitorId?: string; memberId?: string; data?: unknown; ttlMs?: number } = {},
    ): Promise<string> {
      const token = newToken(PREFIX[kind] ?? 'vtk')
      await sql.query(
        `INSERT INTO identity_tokens (hash, kind, grant_id, visitor_id, member_id, data, expires_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
        [
          hashToken(token),
          kind,
          fields.grantId ?? null,
          fields.visitorId ?? null,
          fields.memberId ?? null,
          JSON.stringify(fields.data ?? {}),
          fields.ttlMs === undefined ? null : Date.now() + fields.ttlMs,
        ],
      )
      return token
    },
    /** A live (unexpired) token of `kind`, or null. */
    async findToken(kind: string, token: unknown): Promise<TokenRow | null> {
      if (typeof token !== 'string' || !token || token.length > 512) return null
      const { rows } = await sql.query<TokenRow>(
        `SELECT hash, kind, grant_id, visitor_id, member_id, data, expires_at FROM identity_tokens WHERE hash = $1 AND kind = $2 AND (expires_at IS NULL OR expires_at > $3)`,
        [hashToken(token), kind, Date.now()],
      )
      return rows[0] ?? null
    },
    /** Takes a single-use token: deleted and returned atomically, so two takers never both succeed. */
    async takeToken(kind: string, token: unknown): Promise<TokenRow | null> {
      if (typeof token !== 'string' || !token || token.length > 512) return null
      const { rows } = await sql.query<TokenRow>(
        `DELETE FROM identity_tokens WHERE hash = $1 AND kind = $2 RETURNING hash, kind, grant_id, visitor_id, member_id, data, expires_at`,
        [hashToken(token), kind],
      )
      const row = rows[0]
      return row && (row.expires_at === null || Number(row.expires_at) > Date.now()) ? row : null
    },
    async updateTokenData(hash: string, data: unknown): Promise<void> {
      await sql.query(`UPDATE identity_tokens SET data = $2::jsonb WHERE hash = $1`, [hash, JSON.stringify(data)])
    },
    /**
     * Moves a sign-in from its first factor to the second, with a fresh count of tries, only if it is
     * still at the first: true when this call moved it. A slow first-factor request that read the
     * sign-in before another one moved it must not reset the second factor's tries again.
     */
    async advanceToSecondFactor(hash: string): Promise<boolean> {
      const { rows } = await sql.query<{ hash: string }>(
        `UPDATE identity_tokens SET data = '{"step":"MFA"}'::jsonb WHERE hash = $1 AND data->>'step' = 'FIRST' RETURNING hash`,
        [hash],
      )
      return rows.length > 0
    },
    /**
     * Sets one top-level field of a token's data, leaving the others as they are now (a request that
     * read the data earlier does not write back what parallel requests changed since, such as `attempts`).
     */
    async setTokenField(hash: string, field: string, value: unknown): Promise<void> {
      await sql.query(`UPDATE identity_tokens SET data = jsonb_set(data, ARRAY[$2::text], $3::jsonb) WHERE hash = $1`, [
        hash,
        field,
        JSON.stringify(value),
      ])
    },
    /**
     * Counts one attempt on a token's `data.attempts`, atomically and only while fewer than `max`
     * were made: the new count, or null when none is left (concurrent guesses cannot exceed `max`).
     */
    async claimAttempt(hash: string, max: number): Promise<number | null> {
      const { rows } = await sql.query<{ attempts: number }>(
        `UPDATE identity_tokens SET data = jsonb_set(data, '{attempts}', to_jsonb(COALESCE((data->>'attempts')::int, 0) + 1))
         WHERE hash = $1 AND COALESCE((data->>'attempts')::int, 0) < $2 RETURNING (data->>'attempts')::int AS attempts`,
        [hash, max],
      )
      return rows[0]?.attempts ?? null
    },
    async deleteToken(hash: string): Promise<void> {
      await sql.query(`DELETE FROM identity_tokens WHERE hash = $1`, [hash])
    },
    /** A new sign-in: an access token and a refresh token sharing a grant id, in the token endpoint's shape. */
    async issueGrant(who: { visitorId: string; memberId?: string }) {
      const grantId = newId()
      const ttl = accessTtlSeconds()
      const refresh_token = await store.createToken('refresh', { grantId, ...who })
      const access_token = await store.createToken('access', { grantId, ...who, ttlMs: ttl * 1000 })
      return { access_token, expires_in: ttl, refresh_token, token_type: 'Bearer', scope: 'offline_access' }
    },
    /** A new access token for a refresh token (which is not rotated), or null when it is unknown. */
    async refresh(refreshToken: unknown) {
      const row = await store.findToken('refresh', refreshToken)
      if (!row) return null
      const ttl = accessTtlSeconds()
      const access_token = await store.createToken('access', {
        grantId: row.grant_id ?? undefined,
        visitorId: row.visitor_id ?? undefined,
        memberId: row.member_id ?? undefined,
        ttlMs: ttl * 1000,
      })
      return {
        access_token,
        expires_in: ttl,
        refresh_token: refreshToken as string,
        token_type: 'Bearer',
        scope: 'offline_access',
      }
    },
    async revokeGrant(grantId: string): Promise<void> {
      await sql.query(`DELETE FROM identity_tokens WHERE grant_id = $1`, [grantId])
    },
    /** Ends every sign-in and pending token of a member (after a password change). */
    async revokeMember(memberId: string): Promise<void> {
      await sql.query(
        `DELETE FROM identity_tokens WHERE member_id = $1 AND kind IN ('access', 'refresh', 'session', 'code')`,
        [memberId],
      )
    },

    async memberByEmail(email: string): Promise<MemberRow | null> {
      const { rows } = await sql.query<MemberRow>(`SELECT * FROM identity_members WHERE email = $1`, [
        email.trim().toLowerCase(),
      ])
      return rows[0] ?? null
    },
    async memberById(id: unknown): Promise<MemberRow | null> {
      if (typeof id !== 'string' || !id) return null
      const { rows } = await sql.query<MemberRow>(`SELECT * FROM identity_members WHERE id = $1`, [id])
      return rows[0] ?? null
    },
    /** Inserts a member; null when the email is taken (the unique index decides, so races are safe). */
    async createMember(fields: {
      email: string
      passwordHash: string
      profile: unknown
      emailVerified: boolean
      approved: boolean
    }): Promise<MemberRow | null> {
      const { rows } = await sql.query<MemberRow>(
        `INSERT INTO identity_members (id, email, password_hash, profile, email_verified, approved) VALUES ($1, $2, $3, $4::jsonb, $5, $6)
         ON CONFLICT (email) DO NOTHING RETURNING *`,
        [
          newId(),
          fields.email.trim().toLowerCase(),
          fields.passwordHash,
          JSON.stringify(fields.profile ?? {}),
          fields.emailVerified,
          fields.approved,
        ],
      )
      return rows[0] ?? null
    },
    async updateMember(
      id: string,
      changes: { emailVerified?: boolean; approved?: boolean; passwordHash?: string; profile?: unknown },
    ): Promise<MemberRow | null> {
      const { rows } = await sql.query<MemberRow>(
        `UPDATE identity_members SET email_verified = COALESCE($2, email_verified), approved = COALESCE($3, approved),
           password_hash = COALESCE($4, password_hash), profile = COALESCE($5::jsonb, profile), updated_at = now()
         WHERE id = $1 RETURNING *`,
        [
          id,
          changes.emailVerified ?? null,
          changes.approved ?? null,
          changes.passwordHash ?? null,
          changes.profile === undefined ? null : JSON.stringify(changes.profile),
        ],
      )
      return rows[0] ?? null
    },
    /** Enrols a second factor, replacing the member's factor of the same type. */
    async setFactor(memberId: string, factor: EnrolledFactor): Promise<MemberRow | null> {
      const { rows } = await sql.query<MemberRow>(
        `UPDATE identity_members SET factors = (
           SELECT COALESCE(jsonb_agg(f), '[]'::jsonb) FROM jsonb_array_elements(factors) f WHERE f->>'type' <> $2
         ) || jsonb_build_array($3::jsonb), updated_at = now() WHERE id = $1 RETURNING *`,
        [memberId, factor.type, JSON.stringify(factor)],
      )
      return rows[0] ?? null
    },
    /** Marks the push challenge `transactionId` approved (the member's device said yes); false when unknown. */
    async approvePush(transactionId: string): Promise<boolean> {
      const { rows } = await sql.query<{ hash: string }>(
        `UPDATE identity_tokens SET data = jsonb_set(data, '{push,approved}', 'true'::jsonb)
         WHERE kind = 'mfa' AND data->'push'->>'transactionId' = $1 RETURNING hash`,
        [transactionId],
      )
      return rows.length > 0
    },
    async listMembers(): Promise<MemberRow[]> {
      return (await sql.query<MemberRow>(`SELECT * FROM identity_members ORDER BY created_at, id`)).rows
    },

    /** Stores a redirect session's request (as the client sent it) and the grant of its caller. */
    async createRedirectSession(request: unknown, callerGrant: string | null): Promise<string> {
      const id = newId()
      await sql.query(`INSERT INTO identity_redirect_sessions (id, request, caller_grant) VALUES ($1, $2::jsonb, $3)`, [
        id,
        JSON.stringify(request),
        callerGrant,
      ])
      return id
    },
    /** A redirect session by id, or null. */
    async redirectSession(id: unknown): Promise<RedirectSessionRow | null> {
      if (typeof id !== 'string' || !id || id.length > 100) return null
      const { rows } = await sql.query<RedirectSessionRow>(
        `SELECT id, request, caller_grant FROM identity_redirect_sessions WHERE id = $1`,
        [id],
      )
      return rows[0] ?? null
    },

    /** Records a sent email (the emulator sends none; `GET /_emulator/emails` lists them). */
    async sendEmail(email: {
      to: string
      kind: string
      subject: string
      text: string
      data?: Record<string, unknown>
    }): Promise<void> {
      await sql.query(
        `INSERT INTO identity_emails (id, to_email, kind, subject, text, data) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
        [newId(), email.to, email.kind, email.subject, email.text, JSON.stringify(email.data ?? {})],
      )
    },
    async listEmails(to?: string) {
      const { rows } = await sql.query<{
        id: string
        to_email: string
        kind: string
        subject: string
        text: string
        data: Record<string, unknown>
        created_at: Date | string
      }>(
        `SELECT id, to_email, kind, subject, text, data, created_at FROM identity_emails WHERE ($1::text IS NULL OR to_email = $1) ORDER BY seq`,
        [to ? to.trim().toLowerCase() : null],
      )
      return rows.map((r) => ({
        id: r.id,
        to: r.to_email,
        kind: r.kind,
        subject: r.subject,
        text: r.text,
        ...r.data,
        createdDate: new Date(r.created_at).toISOString(),
      }))
    },
  }
  return store
}

/** The store's type. */
export type IdentityStore = ReturnType<typeof identityStore>

/** The member as the provider's `identity` object (the shape of core/identity's `Identity`). */
export function identityOf(member: MemberRow): Identity {
  return {
    id: member.id,
    createdDate: new Date(member.created_at).toISOString(),
    updatedDate: new Date(member.updated_at).toISOString(),
    email: { address: member.email, isVerified: member.email_verified },
    status: statusOf(member),
    identityProfile: profileOf(member.profile),
    factors: factorsOf(member.id, member.factors ?? []),
  }
}

/**
 * The identity status of a member: ACTIVE, or PENDING with its reasons. Members created while a
 * setting was off start verified or approved, so the flags alone decide.
 */
export function statusOf(member: MemberRow) {
  const reasons: PendingReason[] = []
  if (!member.email_verified) reasons.push('PENDING_EMAIL_VERIFICATION_REQUIRED')
  if (!member.approved) reasons.push('PENDING_ADMIN_APPROVAL_REQUIRED')
  return reasons.length
    ? { name: 'PENDING' as const, reasons }
    : { name: 'ACTIVE' as const, reasons: [] as PendingReason[] }
}
