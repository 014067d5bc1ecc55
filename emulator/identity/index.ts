import type { Caller, EmulatorConfig, EmulatorRequest, EmulatorResponse, IdentityService, Sql } from '../contracts'
import type { Logger } from '../../ports'
import { authentication } from './authentication'
import { redirects } from './redirects'
import { fail, json } from '../errors'
import type { Route } from '../router'
import { memberCalls } from './memberCalls'
import { IDENTITY_BODIES, type IdentityCallKey } from './bodies'
import { checked } from '../bodies'
import { migrateIdentity, resetIdentity } from './schema'
import { safeEqual } from './secrets'
import { identityOf, identityStore, statusOf, type MemberRow } from './store'
import { tokenEndpoint } from './tokenEndpoint'
import { signOnCall } from './signOn'
import { factorEnrolment } from './factorEnrolment'
import { ssoCalls } from './sso'
import { providerLogout } from './providerLogout'
import { objectBody } from './responses'
import { passwordAttempts } from './passwordAttempts'

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
  const { sql, config } = deps
  const store = identityStore(sql, () => config.oauth.accessTokenTtlSeconds || 4 * 3600)
  /** The credential of an Authorization value: trimmed, without `Bearer `. */
  const rawAuthorization = (value: string | undefined) => {
    if (typeof value !== 'string' || !value.trim()) return undefined
    return value.trim().replace(/^Bearer\s+/i, '')
  }

  const passwords = passwordAttempts()
  const auth = authentication(store, config, passwords)
  const pages = redirects(store, config, passwords)
  const token = tokenEndpoint(store, config, deps.logger)
  const enrolment = factorEnrolment(store)
  const sso = ssoCalls(store, auth.afterCredentials)

  /** A call whose body the router checks against its schema (`IDENTITY_BODIES`) before `fn` runs. */
  const post = (
    path: string,
    fn: (r: EmulatorRequest) => Promise<EmulatorResponse>,
    key = `POST ${path}` as IdentityCallKey,
  ): Route => ({ method: 'POST', path, body: IDENTITY_BODIES[key], handle: fn })
  /** A call that checks its body itself, after who calls or its path: the router only takes a JSON object. */
  const postChecking = (path: string, fn: (r: EmulatorRequest) => Promise<EmulatorResponse>): Route => ({
    method: 'POST',
    path,
    body: IDENTITY_BODIES['POST /oauth2/token'],
    handle: fn,
  })
  const members = memberCalls(store)
  const page = (path: string, fn: (r: EmulatorRequest) => Promise<EmulatorResponse>): Route[] => [
    { method: 'GET', path, handle: fn },
    { method: 'POST', path, handle: fn },
  ]
  const helper = (method: 'GET' | 'POST', path: string, fn: (r: EmulatorRequest) => Promise<EmulatorResponse>) => ({
    method,
    path,
    handle: fn,
  })

  const routes: Route[] = [
    post('/oauth2/token', token),
    post('/_api/iam/authentication/v2/register', auth.register),
    post('/_api/iam/authentication/v2/login', auth.login),
    post('/_api/iam/authentication/v2/change-password', members.changePassword),
    postChecking('/_api/iam/authentication/v2/sign-on', signOnCall(store, config)),
    postChecking('/_api/iam/authentication/v2/:factorType/verify', auth.factors.verify),
    post('/_api/iam/authentication/v1/sso/login-with-token-params', sso.loginWithTokenParams),
    ...page('/_api/iam/authentication/v1/sso/login/:tenantId/:idpConnectionId', sso.login),
    // GET /v1/callback (state, sessionToken) as the hosted service has it; also a form post (no token in URLs).
    ...page('/_api/iam/authentication/v1/callback', (r) => {
      const source = r.method === 'POST' ? (objectBody(r.body) ?? {}) : Object.fromEntries(r.url.searchParams)
      const { state, sessionToken } = checked(IDENTITY_BODIES['GET /_api/iam/authentication/v1/callback'], source)
      return pages.callback(r, state as string, sessionToken as string)
    }),
    post('/_api/iam/verification/v1/auth/verify', auth.verify),
    post('/_api/iam/verification/v1/auth/resend', auth.resend),
    post('/_api/iam/verification/v1/Start', auth.start, 'POST /_api/iam/verification/v1/start'),
    post('/_api/iam/verification/v1/start', auth.start),
    post('/_api/iam/recovery/v1/send-email', auth.sendRecoveryEmail),
    post('/_api/iam/recovery/v1/recover', auth.recover),
    post('/_api/iam/recovery/v1/activation-email', auth.activationEmail),
    // A session started with an access token continues that token's sign-in grant.
    post('/_api/redirects-api/v1/redirect-session', (req) =>
      pages.create(req, (req.caller !== 'invalid' && req.caller.token?.grantId) || null),
    ),
    ...page('/_identity/authorize', (r) => pages.signIn(r, 'authorize')),
    ...page('/_identity/login', (r) => pages.signIn(r, 'login')),
    ...page('/_identity/logout', (r) => pages.logout(r)),
    helper('GET', '/_api/iam/authentication/v1/logout', providerLogout(store, config)),
    ...page('/_identity/flow', (r) => pages.flow(r)),
    helper('GET', '/_emulator/emails', async (r) =>
      json({ emails: await store.listEmails(r.url.searchParams.get('to') ?? undefined) }),
    ),
    post('/_emulator/members/:id/factors', (r) => enrolment.enrol(r.params.id ?? '', r)),
    helper('POST', '/_emulator/push/:transactionId/approve', (r) =>
      enrolment.approvePush(r.params.transactionId ?? ''),
    ),
    helper('GET', '/_emulator/members', async () => json({ members: (await store.listMembers()).map(memberView) })),
    helper('POST', '/_emulator/members/:id/approve', async (r) => {
      const id = r.params.id ?? ''
      const member = await store.updateMember(id, { approved: true })
      if (!member) throw fail(404, 'MEMBER_NOT_FOUND', 'No member with this id')
      return json({ member: memberView(member) })
    }),
  ]

  return {
    migrate: () => migrateIdentity(sql),
    reset: () => {
      passwords.reset()
      return resetIdentity(sql)
    },
    routes,
    async resolveCaller(authorization): Promise<Caller | 'invalid'> {
      const value = rawAuthorization(authorization)
      if (value === undefined) return { actor: 'ANONYMOUS_VISITOR' }
      if (config.adminKey && safeEqual(value, config.adminKey)) return { actor: 'APP' }
      const row = await store.findToken('access', value)
      if (!row) return 'invalid'
      const token = row.grant_id ? { grantId: row.grant_id } : {}
      if (row.member_id)
        return { actor: 'MEMBER', memberId: row.member_id, visitorId: row.visitor_id ?? row.member_id, token }
      return { actor: 'ANONYMOUS_VISITOR', visitorId: row.visitor_id ?? undefined, token }
    },
  }
}
