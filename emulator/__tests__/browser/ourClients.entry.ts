// A site on its own origin using vitrine/identity and vitrine/data against an emulator on another
// origin (`?idp=<emulator url>`). The test drives `window.crossSite` and reads what it answers.
import { fetchHttp, hiddenFrame, systemClock, webCrypto, webStorage } from '../../../adapters/browser'
import { createOAuthClient } from '../../../core/identity'
import { createDataClient } from '../../../core/data'

const idp = new URL(location.href).searchParams.get('idp') ?? ''
const client = createOAuthClient({
  clientId: 'cross-site',
  baseUrl: idp,
  http: fetchHttp(),
  storage: webStorage(),
  clock: systemClock(),
  crypto: webCrypto(),
  frame: hiddenFrame(),
  redirectUri: `${location.origin}/`,
})
const data = createDataClient({ baseUrl: idp, auth: client, http: fetchHttp() })
const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

const steps = {
  async visitor() {
    const tokens = await client.getValidTokens()
    return { role: tokens.refreshToken.role, token: tokens.accessToken.value.slice(0, 4) }
  },
  async visitorInsert() {
    return data.insert('Guestbook', { text: 'from a visitor' }).then(
      () => 'inserted',
      (e: unknown) => message(e),
    )
  },
  async signUp(email: string) {
    const registered = await client.register({ email, password: 'pass-1234' })
    const login = await client.login({ email, password: 'pass-1234' })
    if (login.loginState !== 'SUCCESS' || !login.data?.sessionToken) return { registered: registered.loginState, login }
    const tokens = await client.getMemberTokensForDirectLogin(login.data.sessionToken)
    return { registered: registered.loginState, login: login.loginState, role: tokens.refreshToken.role }
  },
  async memberInsert(text: string) {
    const item = await data.insert('Guestbook', { text })
    const page = await data.query('Guestbook').eq('text', text).find()
    return { inserted: item.text, found: page.items.map((i) => i.text) }
  },
  async tokensStored() {
    return Object.keys(localStorage).length
  },
  async failure() {
    return client.getValidTokens().then(
      () => 'tokens',
      (e: unknown) => message(e),
    )
  },
}
;(window as unknown as { crossSite: typeof steps }).crossSite = steps
document.getElementById('root')!.textContent = `Site on ${location.origin}, emulator on ${idp}`
