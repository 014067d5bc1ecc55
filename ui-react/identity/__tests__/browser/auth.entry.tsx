import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import {
  fetchHttp,
  hiddenFrame,
  indexedDbStorage,
  systemClock,
  webCrypto,
  webLocks,
} from '../../../../adapters/browser'
import { createOAuthClient } from '../../../../core/identity'
import { AuthProvider, useAuth } from '../../index'

declare const __IDP_URL__: string

const client = createOAuthClient({
  clientId: 'browser-e2e',
  baseUrl: __IDP_URL__,
  http: fetchHttp(),
  storage: indexedDbStorage({ dbName: 'e2e' }),
  clock: systemClock(),
  crypto: webCrypto(),
  frame: hiddenFrame(),
  lock: webLocks(),
  redirectUri: `${location.origin}/`,
})

function App() {
  const auth = useAuth()
  const [note, setNote] = useState('')
  useEffect(() => {
    const answer = client.parseFromUrl(location.href, 'query')
    if (answer.code || answer.state) {
      history.replaceState(null, '', '/')
      client
        .getMemberTokens(answer.code, answer.state)
        .then((tokens) => client.setTokens(tokens))
        .then(() => setNote('redirect done'))
        .catch((e: Error) => setNote(`redirect failed: ${e.message}`))
    } else {
      client.getValidTokens().then(() => setNote('ready'))
    }
  }, [])
  const form = () => ({
    email: (document.getElementById('email') as HTMLInputElement).value,
    password: (document.getElementById('password') as HTMLInputElement).value,
  })
  return (
    <main>
      <p>
        Role: <output id="role">{auth.role}</output> · State: <output id="state">{auth.state.loginState}</output> ·{' '}
        <output id="note">{note}</output>
      </p>
      <input id="email" aria-label="Email" />
      <input id="password" aria-label="Password" type="password" />
      <button onClick={() => void client.register(form()).then((s) => setNote(`registered ${s.loginState}`))}>
        Register
      </button>
      <button
        onClick={() =>
          void auth.login(form()).then((s) => setNote(`silent ${s.loginState}${s.error ? ` ${s.error}` : ''}`))
        }
      >
        Silent login
      </button>
      <button
        onClick={async () => {
          const data = await client.generateOAuthData(`${location.origin}/`)
          location.assign((await client.getAuthUrl(data, { responseMode: 'query' })).authUrl)
        }}
      >
        Redirect login
      </button>
      <button onClick={() => void auth.logout(`${location.origin}/`).then(() => setNote('logged out'))}>Log out</button>
    </main>
  )
}

/** The frame adapter ignores a provider message that comes from another frame than its own. */
async function frameSourceCheck(email: string, password: string) {
  const state = await client.login({ email, password })
  const data = await client.generateOAuthData(`${location.origin}/`)
  const answering = await client.createRedirectSession({
    auth: {
      authRequest: {
        redirectUri: data.redirectUri,
        clientId: 'browser-e2e',
        codeChallenge: data.codeChallenge,
        codeChallengeMethod: 'S256',
        responseMode: 'web_message',
        responseType: 'code',
        scope: 'offline_access',
        state: data.state,
        sessionToken: state.data!.sessionToken,
      },
      prompt: 'none',
    },
  })
  const silent = await client.createRedirectSession({ preferences: {} })
  const delivered: unknown[] = []
  const handle = hiddenFrame().open(silent.fullUrl, {
    expectedOrigin: new URL(__IDP_URL__).origin,
    onMessage: (m) => delivered.push(m),
  })
  const seen = new Promise<unknown>((resolve) =>
    window.addEventListener('message', (e) => e.origin === new URL(__IDP_URL__).origin && resolve(e.data), {
      once: true,
    }),
  )
  const other = document.createElement('iframe')
  other.src = answering.fullUrl
  document.body.appendChild(other)
  // The frame's listener was added before `seen`'s, so it has run on this message already.
  const posted = await seen
  handle.close()
  other.remove()

  // A provider page on an origin other than the expected one: not loaded at all, so nothing it posts
  // can be delivered.
  const wrongOrigin: unknown[] = []
  const refusals: string[] = []
  const handle2 = hiddenFrame().open(answering.fullUrl, {
    expectedOrigin: 'http://example.invalid',
    onMessage: (m) => wrongOrigin.push(m),
    onError: (e) => refusals.push(e.message),
  })
  const framesOpen = document.querySelectorAll('iframe').length
  handle2.close()
  return {
    posted,
    delivered: delivered.length,
    refusals,
    framesOpen,
    wrongOrigin: wrongOrigin.length,
    framesLeft: document.querySelectorAll('iframe').length,
  }
}

/** The frame adapter given a javascript: address (as a hostile provider could answer): refused, nothing runs. */
async function frameRefusesScript() {
  const errors: string[] = []
  const handle = hiddenFrame().open('javascript:window.parent.__ranInFrame = document.cookie || "ran"', {
    expectedOrigin: new URL(__IDP_URL__).origin,
    onMessage() {},
    onError: (error) => errors.push(error.message),
  })
  const frames = document.querySelectorAll('iframe').length
  await new Promise((resolve) => setTimeout(resolve, 50))
  handle.close()
  return { errors, frames, ran: (window as unknown as { __ranInFrame?: string }).__ranInFrame ?? null }
}

/** Expires the stored access token (as if time passed) so the next caller must renew. */
async function expireStoredToken() {
  const tokens = client.getTokens()
  await client.setTokens({ ...tokens, accessToken: { ...tokens.accessToken, expiresAt: 0 } })
}
const getValidTokens = () => client.getValidTokens()

const silentWithBogusSession = () =>
  client.getMemberTokensForDirectLogin('vst_bogus').then(
    () => 'signed in',
    (e: Error) => `${e.name}: ${e.message}`,
  )

Object.assign(window, {
  frameSourceCheck,
  frameRefusesScript,
  expireStoredToken,
  getValidTokens,
  silentWithBogusSession,
})
createRoot(document.getElementById('root')!).render(
  <AuthProvider client={client}>
    <App />
  </AuthProvider>,
)
