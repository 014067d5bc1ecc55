// A site on its own origin using the official @wix/sdk and @wix/data, unchanged, against an emulator
// on another origin (`?idp=<emulator url>`). The clients always call https://www.wixapis.com, so the
// page sends those calls to the emulator with a fetch wrapper, as a developer would.
import { createClient, OAuthStrategy } from '@wix/sdk'
import { items } from '@wix/data'

const idp = new URL(location.href).searchParams.get('idp') ?? ''
const WIXAPIS = /^https:\/\/(www|edge)\.wixapis\.com(?=\/|$)/
const browserFetch = window.fetch.bind(window)
// A string URL is rewritten as is; a Request is rebuilt with its body read first (a stream body
// would need HTTP/2 upload streaming, which Chromium refuses over HTTP/1.1).
window.fetch = async (input, init) => {
  if (!(input instanceof Request)) return browserFetch(String(input).replace(WIXAPIS, idp), init)
  const body = input.method === 'GET' || input.method === 'HEAD' ? undefined : await input.arrayBuffer()
  return browserFetch(input.url.replace(WIXAPIS, idp), { method: input.method, headers: input.headers, body, ...init })
}

const client = createClient({ modules: { items }, auth: OAuthStrategy({ clientId: 'official-site' }) })
const REDIRECT_KEY = 'official-oauth-data'
const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

const steps = {
  async visitor() {
    const tokens = await client.auth.generateVisitorTokens()
    client.auth.setTokens(tokens)
    return { role: tokens.refreshToken.role, token: tokens.accessToken.value.slice(0, 4) }
  },
  async signUp(email: string) {
    const registered = await client.auth.register({ email, password: 'pass-1234' })
    const login = await client.auth.login({ email, password: 'pass-1234' })
    if (login.loginState !== 'SUCCESS') return { registered: registered.loginState, login: login.loginState }
    const tokens = await client.auth.getMemberTokensForDirectLogin(login.data.sessionToken)
    client.auth.setTokens(tokens)
    return { registered: registered.loginState, login: login.loginState, role: tokens.refreshToken.role }
  },
  async memberInsert(text: string) {
    const item = await client.items.insert('Guestbook', { text })
    const found = await client.items.query('Guestbook').eq('text', text).find()
    return { inserted: item.text, found: found.items.map((i) => i.text) }
  },
  async visitorInsert() {
    return client.items.insert('Guestbook', { text: 'from a visitor' }).then(
      () => 'inserted',
      (e: unknown) => message(e),
    )
  },
  /** The redirect flow: the hosted login page, then back here with ?code&state (finished on load). */
  async redirectStart() {
    const oauthData = client.auth.generateOAuthData(`${location.origin}/?idp=${encodeURIComponent(idp)}`, location.href)
    sessionStorage.setItem(REDIRECT_KEY, JSON.stringify(oauthData))
    const { authUrl } = await client.auth.getAuthUrl(oauthData, { responseMode: 'query' })
    location.assign(authUrl)
  },
  async failure() {
    return client.auth.generateVisitorTokens().then(
      () => 'tokens',
      (e: unknown) => message(e),
    )
  },
}
;(window as unknown as { officialSite: typeof steps }).officialSite = steps

const returned = client.auth.parseFromUrl(location.href, 'query')
const stored = sessionStorage.getItem(REDIRECT_KEY)
if (returned.code && stored) {
  sessionStorage.removeItem(REDIRECT_KEY)
  history.replaceState(null, '', `/?idp=${encodeURIComponent(idp)}`)
  void client.auth
    .getMemberTokens(
      returned.code,
      returned.state,
      JSON.parse(stored) as Parameters<typeof client.auth.getMemberTokens>[2],
    )
    .then(async (tokens) => {
      client.auth.setTokens(tokens)
      const item = await client.items.insert('Guestbook', { text: 'after the redirect' })
      ;(window as unknown as { redirectResult: unknown }).redirectResult = {
        role: tokens.refreshToken.role,
        inserted: item.text,
      }
    })
    .catch((e: unknown) => ((window as unknown as { redirectResult: unknown }).redirectResult = { error: message(e) }))
}
document.getElementById('root')!.textContent = `Official clients on ${location.origin}, emulator on ${idp}`
