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
  async failure() {
    return client.auth.generateVisitorTokens().then(
      () => 'tokens',
      (e: unknown) => message(e),
    )
  },
}
;(window as unknown as { officialSite: typeof steps }).officialSite = steps
document.getElementById('root')!.textContent = `Official clients on ${location.origin}, emulator on ${idp}`
