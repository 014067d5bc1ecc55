import type { Caller, EmulatorConfig, EmulatorRequest, EmulatorResponse, IdentityService, Sql } from '../contracts'
import type { Logger } from '../../ports'
import { authentication } from './authentication'
import { redirects } from './redirects'
import { appError, json, validationError } from './responses'
import { migrateIdentity, resetIdentity } from './schema'
import { safeEqual } from './secrets'
import { identityOf, identityStore, statusOf, type MemberRow } from './store'
import { tokenEndpoint } from './tokenEndpoint'

const hasNul = (value: unknown): boolean => {
  try {
    return value !== undefined && JSON.stringify(value).includes('\\u0000')
  } catch {
    return true
  }
}
const decodeURIComponentSafe = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

const memberView = (m: MemberRow) => ({
  ...identityOf(m),
  email: m.email,
  emailVerified: m.email_verified,
  approved: m.approved,
  profile: m.profile ?? {},
  status: statusOf(m),
})

/**
 * Creates the emulator's identity service: the token endpoint (every grant), register, login,
 * email verification, recovery, activation, redirect sessions of every kind, the hosted login and
 * logout pages, and the `/_emulator/` helpers (emails, members, approve). Tables are created by
 * `migrate()`; SQL is parameterised; passwords are hashed with scrypt; tokens are opaque and only
 * their hashes are stored.
 */
export function createIdentityService(deps: { sql: Sql; config: EmulatorConfig; logger: Logger }): IdentityService {
  const { sql, config, logger } = deps
  const store = identityStore(sql, () => config.oauth.accessTokenTtlSeconds || 4 * 3600)
  const auth = authentication(store, config)
  const pages = redirects(store, config, sql)
  const token = tokenEndpoint(store, config)

  const rawAuthorization = (header: unknown) => {
    const value = Array.isArray(header) ? header[0] : header
    if (typeof value !== 'string' || !value.trim()) return undefined
    return value.trim().replace(/^Bearer\s+/i, '')
  }

  const post = (request: EmulatorRequest, fn: (r: EmulatorRequest) => Promise<EmulatorResponse>) =>
    request.method === 'POST'
      ? fn(request)
      : Promise.resolve(appError(405, 'METHOD_NOT_ALLOWED', `Use POST for ${request.url.pathname}`))

  const routes: Record<string, (request: EmulatorRequest) => Promise<EmulatorResponse>> = {
    '/oauth2/token': (r) => post(r, token),
    '/_api/iam/authentication/v2/register': (r) => post(r, auth.register),
    '/_api/iam/authentication/v2/login': (r) => post(r, auth.login),
    '/_api/iam/verification/v1/auth/verify': (r) => post(r, auth.verify),
    '/_api/iam/verification/v1/auth/resend': (r) => post(r, auth.resend),
    '/_api/iam/verification/v1/Start': (r) => post(r, auth.start),
    '/_api/iam/verification/v1/start': (r) => post(r, auth.start),
    '/_api/iam/recovery/v1/send-email': (r) => post(r, auth.sendRecoveryEmail),
    '/_api/iam/recovery/v1/recover': (r) => post(r, auth.recover),
    '/_api/iam/recovery/v1/activation-email': (r) => post(r, auth.activationEmail),
    '/_api/redirects-api/v1/redirect-session': (r) =>
      post(r, async (req) => {
        const caller = rawAuthorization(req.headers.authorization)
        const row = caller ? await store.findToken('access', caller) : null
        return pages.create(req, row?.grant_id ?? null)
      }),
    '/_identity/authorize': (r) => pages.signIn(r, 'authorize'),
    '/_identity/login': (r) => pages.signIn(r, 'login'),
    '/_identity/logout': (r) => pages.logout(r),
    '/_identity/flow': (r) => pages.flow(r),
    '/_emulator/emails': async (r) =>
      json({ emails: await store.listEmails(r.url.searchParams.get('to') ?? undefined) }),
    '/_emulator/members': async () => json({ members: (await store.listMembers()).map(memberView) }),
  }

  return {
    migrate: () => migrateIdentity(sql),
    reset: () => resetIdentity(sql),
    async handle(request) {
      const path = request.url.pathname
      const approve = /^\/_emulator\/members\/([^/]+)\/approve$/.exec(path)
      const route = routes[path]
      if (!route && !approve) return undefined
      // PostgreSQL text cannot hold NUL: refuse it up front rather than fail in SQL.
      if (hasNul(request.body) || decodeURIComponentSafe(request.url.search).includes('\u0000')) {
        return validationError([
          { field: 'request', description: 'must not contain NUL characters', ruleName: 'FORMAT' },
        ])
      }
      try {
        if (approve) {
          if (request.method !== 'POST') return appError(405, 'METHOD_NOT_ALLOWED', 'Use POST to approve a member')
          const member = await store.updateMember(decodeURIComponent(approve[1]), { approved: true })
          return member
            ? json({ member: memberView(member) })
            : appError(404, 'MEMBER_NOT_FOUND', 'No member with this id')
        }
        return await route(request)
      } catch (error) {
        logger.error('identity: request failed', path, error instanceof Error ? error.message : String(error))
        return appError(500, 'INTERNAL_ERROR', 'System error occurred')
      }
    },
    async resolveCaller(authorization): Promise<Caller | 'invalid'> {
      const value = rawAuthorization(authorization)
      if (value === undefined) return { role: 'ANONYMOUS' }
      if (config.adminKey && safeEqual(value, config.adminKey)) return { role: 'ADMIN' }
      const row = await store.findToken('access', value)
      if (!row) return 'invalid'
      if (row.member_id) return { role: 'MEMBER', memberId: row.member_id, visitorId: row.visitor_id ?? row.member_id }
      return { role: 'VISITOR', visitorId: row.visitor_id ?? undefined }
    },
  }
}
