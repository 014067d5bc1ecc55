import { escapeHtml } from './responses'

const layout = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem;color:#111}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{margin-top:1rem;padding:.5rem 1rem}.error{color:#b00020}</style></head><body>${body}</body></html>`

/** The hosted login form (auth and login redirect sessions). */
export function loginPage(action: string, sessionId: string, error?: string): string {
  return layout(
    'Sign in',
    `<h1>Sign in</h1><p>Vitrine emulator: sign in as a site member.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="session" value="${escapeHtml(sessionId)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>`,
  )
}

/** A page with a message and an optional continue link. */
export function messagePage(title: string, message: string, continueUrl?: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${continueUrl ? `<p><a href="${escapeHtml(continueUrl)}">Continue</a></p>` : ''}`,
  )
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * The web_message answer: posts `answer` to the opener (popup) or parent (hidden frame), only to
 * `targetOrigin` (the redirect URI's origin). The answer also sits in a JSON element for non-browser
 * clients.
 */
export function webMessagePage(answer: Record<string, string>, targetOrigin: string): string {
  return layout(
    'Signing in',
    `<p>Signing in…</p><script type="application/json" id="vitrine-oauth-answer">${scriptJson(answer)}</script>
<script>(function(){var a=JSON.parse(document.getElementById('vitrine-oauth-answer').textContent);
var t=window.opener||(window.parent!==window?window.parent:null);if(t){t.postMessage(a,${scriptJson(targetOrigin)})}})()</script>`,
  )
}

/** The test identity provider's sign-in form (SSO login): the login parameters travel as hidden fields. */
export function testIdpPage(action: string, fields: Record<string, string>, error?: string): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  return layout(
    'Sign in with the test identity provider',
    `<h1>Test identity provider</h1><p>Vitrine emulator: the identity provider of this SSO connection vouches for any email.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<button type="submit">Continue</button></form>`,
  )
}

/**
 * The SSO answer page: posts `message` (the encrypted login answer) on the BroadcastChannel `channel`,
 * where the site's page that opened the SSO login listens. The message also sits in a JSON element.
 */
export function broadcastPage(channel: string, message: unknown): string {
  return layout(
    'Signed in',
    `<h1>Signed in</h1><p>You can close this window.</p><script type="application/json" id="vitrine-sso-answer">${scriptJson(message)}</script>
<script>(function(){var m=JSON.parse(document.getElementById('vitrine-sso-answer').textContent);
if(typeof BroadcastChannel==='function'){var c=new BroadcastChannel(${scriptJson(channel)});c.postMessage(m);c.close()}})()</script>`,
  )
}
