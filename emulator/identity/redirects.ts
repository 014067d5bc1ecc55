import type { EmulatorConfig, EmulatorRequest, EmulatorResponse } from '../contracts'
import { loginPage, messagePage, webMessagePage } from './pages'
import { fail, invalidFields, json } from '../errors'
import { httpUrl, objectBody, str } from './responses'
import { checked } from '../bodies'
import { bodyOf, REDIRECT_KIND_BODIES } from './bodies'
import type { PasswordAttempts } from './passwordAttempts'
import { PASSWORD_WINDOW_MS } from './passwordAttempts'
import { cookieOf, endHostedSession, html, NO_FRAMING, sessionCookie } from './hostedSession'
import type { IdentityStore, MemberRow, RedirectSessionRow as SessionRow } from './store'
import { originAllowed, originOf } from '../origins'
import { clientAllowed } from './tokenEndpoint'
import { redirectChecks } from './redirectChecks'
import { REDIRECT_KINDS } from '../../core/identity/redirectSessions'

// The kinds of redirect session, one list with the client's.
const KINDS = REDIRECT_KINDS
const CODE_TTL_MS = 10 * 60_000

interface AuthRequest {
  /** Optional for web_message: the answer then goes to the framing page, if its origin is allowed. */
  redirectUri?: string
  clientId: string
  codeChallenge: string
  responseMode: 'query' | 'fragment' | 'web_message'
  state: string
  sessionToken?: string
}

/** Redirect sessions of every kind, and the hosted pages they point at (login, authorize, logout). */
export function redirects(store: IdentityStore, config: EmulatorConfig, passwords: PasswordAttempts) {
  const loadSession = (id: unknown): Promise<SessionRow | null> => store.redirectSession(id)

  const { checkTarget, checkAuthRequest } = redirectChecks(config)

  /**
   * The origin a web_message answer is posted to: the redirect URI's (checked when the session was
   * created), else the framing page's (from the Referer of the frame's request) when it is allowed.
   */
  const messageTarget = (auth: AuthRequest, request: EmulatorRequest): string | undefined => {
    if (auth.redirectUri) return originOf(auth.redirectUri)
    const referer = originOf(request.headers.referer)
    return referer && originAllowed(config, referer, auth.clientId, request.origin) ? referer : undefined
  }

  /** Sends the authorization answer to the redirect URI (or the framing page) by the session's response mode. */
  const answer = (
    request: EmulatorRequest,
    auth: AuthRequest,
    params: Record<string, string>,
    headers: Record<string, string | string[]> = {},
  ): EmulatorResponse => {
    const all = { ...params, state: auth.state }
    if (auth.responseMode === 'web_message') {
      const target = messageTarget(auth, request)
      return target
        ? html(webMessagePage(all, target), 200, headers)
        : html(
            messagePage(
              'Sign-in not delivered',
              'The page that asked for this sign-in is not on an allowed origin of this client id.',
            ),
            403,
          )
    }
    const target = new URL(auth.redirectUri!)
    if (auth.responseMode === 'fragment') {
      target.hash = new URLSearchParams(all).toString()
    } else {
      for (const [k, v] of Object.entries(all)) target.searchParams.set(k, v)
    }
    return { status: 302, redirect: target.toString(), headers: { 'cache-control': 'no-store', ...headers } }
  }

  const issueCode = async (auth: AuthRequest, member: MemberRow) =>
    store.createToken('code', {
      memberId: member.id,
      visitorId: member.id,
      data: { redirectUri: auth.redirectUri ?? null, clientId: auth.clientId, codeChallenge: auth.codeChallenge },
      ttlMs: CODE_TTL_MS,
    })

  /** The member behind a login session token (from the request or the cookie), if still valid. */
  const memberOfSession = async (token: unknown): Promise<MemberRow | null> => {
    const row = await store.findToken('session', token)
    return row ? store.memberById(row.member_id) : null
  }

  const canSignIn = (member: MemberRow): string | undefined => {
    if (!member.email_verified && config.members.requireEmailVerification)
      return 'Verify your email address before signing in.'
    if (!member.approved && config.members.requireOwnerApproval)
      return 'Your membership is waiting for the site owner’s approval.'
    return undefined
  }

  /** A new hosted login session for `member`, as the cookie header that keeps it. */
  const signedInCookie = async (member: MemberRow) => {
    const token = await store.createToken('session', { memberId: member.id, visitorId: member.id, ttlMs: 3_600_000 })
    return { 'set-cookie': sessionCookie(token) }
  }

  /**
   * Ends an auth or login session for a signed-in member: the code to the redirect URI (auth), else
   * a redirect to the session's postFlowUrl or a signed-in page.
   */
  const finish = async (
    request: EmulatorRequest,
    session: SessionRow,
    member: MemberRow,
    headers: Record<string, string | string[]> = {},
  ): Promise<EmulatorResponse> => {
    const auth = objectBody(objectBody(session.request.auth)?.authRequest) as AuthRequest | undefined
    if (auth) return answer(request, auth, { code: await issueCode(auth, member) }, headers)
    const next = httpUrl(objectBody(session.request.callbacks)?.postFlowUrl)
    return next
      ? { status: 302, redirect: next.toString(), headers }
      : html(messagePage('Signed in', `Signed in as ${member.email}.`), 200, headers)
  }

  return {
    /**
     * Completes the auth or login session `state` for the member of `sessionToken` (GET /v1/callback):
     * the hosted login session starts (cookie) and the flow ends as after the login form.
     */
    async callback(request: EmulatorRequest, state: string, sessionToken: string): Promise<EmulatorResponse> {
      const session = await loadSession(state)
      if (!session || !(objectBody(session.request.auth) || objectBody(session.request.login)))
        throw fail(400, 'INVALID_STATE', 'No sign-in is waiting for this state')
      const member = await memberOfSession(sessionToken)
      if (!member) throw fail(401, 'INVALID_SESSION_TOKEN', 'The session token expired or does not exist')
      const blocked = canSignIn(member)
      if (blocked) throw fail(403, 'SIGN_IN_BLOCKED', blocked)
      return finish(request, session, member, await signedInCookie(member))
    },
    /** POST /_api/redirects-api/v1/redirect-session */
    async create(request: EmulatorRequest, callerGrant: string | null): Promise<EmulatorResponse> {
      // The router checked that exactly one kind is set; then that kind's request is checked, and
      // the client id and the origins of its addresses against the config.
      const body = bodyOf(request, 'POST /_api/redirects-api/v1/redirect-session')
      const kind = KINDS.find((k) => body[k] !== undefined && body[k] !== null)!
      checked(REDIRECT_KIND_BODIES[kind], body)
      const payload = body[kind] as Record<string, unknown>
      const violations = kind === 'auth' ? checkAuthRequest(payload, request.origin) : []
      violations.push(
        ...checkTarget(
          'callbacks.postFlowUrl',
          objectBody(body.callbacks)?.postFlowUrl,
          kind === 'auth' ? objectBody(payload.authRequest)?.clientId : payload.clientId,
          request.origin,
        ),
      )
      if (violations.length) throw invalidFields(violations)
      if (kind === 'logout' && payload.clientId !== undefined && !clientAllowed(config, payload.clientId)) {
        throw invalidFields([
          { field: 'logout.clientId', description: 'is not an allowed client id', ruleName: 'VALUE' },
        ])
      }
      const id = await store.createRedirectSession(body, callerGrant)
      const page = kind === 'auth' ? 'authorize' : kind === 'login' || kind === 'logout' ? kind : 'flow'
      const endpoint = `${request.origin}/_identity/${page}`
      const sessionToken = await store.createToken('redirect', { data: { sessionId: id }, ttlMs: 3_600_000 })
      return json({
        redirectSession: {
          id,
          fullUrl: `${endpoint}?session=${id}`,
          urlDetails: { endpoint, searchParams: { session: id } },
          sessionToken,
        },
      })
    },

    /** GET or POST /_identity/authorize and /_identity/login: the hosted login page. */
    async signIn(request: EmulatorRequest, page: 'authorize' | 'login'): Promise<EmulatorResponse> {
      const form = request.method === 'POST' ? objectBody(request.body) : undefined
      const session = await loadSession(form ? form.session : request.url.searchParams.get('session'))
      const kind = page === 'authorize' ? 'auth' : 'login'
      const payload = session && objectBody(session.request[kind])
      if (!session || !payload)
        return html(
          messagePage('Sign-in link expired', 'This sign-in link is not valid. Start again from the site.'),
          400,
        )
      const auth = (kind === 'auth' ? objectBody(payload.authRequest) : undefined) as AuthRequest | undefined
      const done = (member: MemberRow, headers: Record<string, string | string[]> = {}) =>
        finish(request, session, member, headers)
      const action = `/_identity/${page}`

      if (form) {
        const member = isString(form.email) ? await store.memberByEmail(form.email) : null
        const password = member ? await passwords.check(member, form.password, request.address) : 'wrong'
        if (password === 'blocked')
          return html(
            loginPage(
              action,
              session.id,
              `Too many wrong passwords: try again in ${PASSWORD_WINDOW_MS / 60_000} minutes, or recover your password.`,
            ),
            429,
            NO_FRAMING,
          )
        if (!member || password !== 'right')
          return html(loginPage(action, session.id, 'Wrong email or password.'), 401, NO_FRAMING)
        const blocked = canSignIn(member)
        if (blocked) return html(loginPage(action, session.id, blocked), 403, NO_FRAMING)
        return done(member, await signedInCookie(member))
      }

      const prompt = str(payload.prompt) ?? 'login'
      // An explicit session token decides alone; otherwise the provider's own cookie session counts,
      // except when prompt=login asks for the credentials again.
      const existing = auth?.sessionToken
        ? await memberOfSession(auth.sessionToken)
        : prompt === 'login'
          ? null
          : await memberOfSession(cookieOf(request))
      if (existing && !canSignIn(existing)) return done(existing)
      if (prompt === 'none' && auth)
        return answer(request, auth, { error: 'login_required', error_description: 'The member is not signed in' })
      return html(loginPage(action, session.id), 200, NO_FRAMING)
    },

    /** GET /_identity/logout: ends the sign-in that created the session and the page's login session. */
    async logout(request: EmulatorRequest): Promise<EmulatorResponse> {
      const session = await loadSession(request.url.searchParams.get('session'))
      if (!session || !objectBody(session.request.logout))
        return html(messagePage('Link expired', 'This sign-out link is not valid.'), 400)
      if (session.caller_grant) await store.revokeGrant(session.caller_grant)
      const headers = await endHostedSession(store, request)
      const next = httpUrl(objectBody(session.request.callbacks)?.postFlowUrl)
      return next
        ? { status: 302, redirect: next.toString(), headers }
        : html(messagePage('Signed out', 'You are signed out.'), 200, headers)
    },

    /** GET /_identity/flow: the checkout, product, booking and preferences flows are not emulated. */
    async flow(request: EmulatorRequest): Promise<EmulatorResponse> {
      const session = await loadSession(request.url.searchParams.get('session'))
      if (!session) return html(messagePage('Link expired', 'This link is not valid.'), 400)
      const kind = KINDS.find((k) => session.request[k] !== undefined) ?? 'unknown'
      const next = httpUrl(objectBody(session.request.callbacks)?.postFlowUrl)
      return html(
        messagePage(`${kind} flow`, `The Vitrine emulator does not emulate the ${kind} flow.`, next?.toString()),
      )
    },
  }
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 1024
