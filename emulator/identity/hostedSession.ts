// The provider's own sign-in session in the browser (an HttpOnly cookie holding a session token), and
// the HTML answer helper of the hosted pages.
import type { EmulatorRequest, EmulatorResponse } from '../contracts'
import { hashToken } from './secrets'
import type { IdentityStore } from './store'

const COOKIE = 'vitrine_idp_session'

/** An HTML answer of a hosted page (never cached). */
export const html = (
  body: string,
  status = 200,
  headers: Record<string, string | string[]> = {},
): EmulatorResponse => ({ status, html: body, headers: { 'cache-control': 'no-store', ...headers } })

/** The login form must not be framed (clickjacking); the web_message answer must be, for silent sign-in. */
export const NO_FRAMING = { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" }

/** The hosted session token the browser sent, if any. */
export const cookieOf = (request: EmulatorRequest): string | undefined => {
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === COOKIE) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/** The Set-Cookie value that keeps a hosted session (SameSite=Lax: sent on top-level visits only). */
export const sessionCookie = (token: string) => `${COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax`

/** Ends the browser's hosted session: its token is deleted; answers the headers that clear the cookie. */
export async function endHostedSession(store: IdentityStore, request: EmulatorRequest) {
  const cookie = cookieOf(request)
  if (cookie) await store.deleteToken(hashToken(cookie))
  return { 'set-cookie': `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` }
}
