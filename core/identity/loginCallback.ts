/** The provider path of `GET /v1/callback`. */
export const LOGIN_CALLBACK_PATH = '/_api/iam/authentication/v1/callback'

/** A navigation to the login callback: a form post, so the session token stays out of addresses. */
export interface LoginCallbackForm {
  readonly method: 'POST'
  readonly url: string
  readonly fields: { readonly state: string; readonly sessionToken: string }
}

/**
 * The provider's login callback (`/v1/callback` with `state` and `sessionToken`): it starts the
 * provider's sign-in session for the member of `sessionToken` and ends the redirect session `state`
 * (an auth session answers its redirect URI with a code; a login session goes to its postFlowUrl).
 * The provider's call is a GET with both in the query; a session token must not sit in an address
 * (history, logs, Referer), so this answers the same call as a form post to submit in the browser.
 */
export function loginCallbackForm(
  api: { url(path: string): string },
  state: string,
  sessionToken: string,
): LoginCallbackForm {
  if (typeof state !== 'string' || !state) throw new RangeError('The login callback needs the redirect session state')
  if (typeof sessionToken !== 'string' || !sessionToken)
    throw new RangeError('The login callback needs the session token of the sign-in')
  return { method: 'POST', url: api.url(LOGIN_CALLBACK_PATH), fields: { state, sessionToken } }
}
