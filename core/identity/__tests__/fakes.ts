import type { FrameMessage, FrameOptions, FramePort, HttpRequest } from '../../../ports'
import {
  jsonResponse,
  manualClock,
  memoryLock,
  memoryStorage,
  recordingLogger,
  scriptedHttp,
  seededCrypto,
  type ScriptedHttp,
} from '../../../adapters/memory'
import { createOAuthClient, type OAuthClientOptions } from '../index'
import { providerApi } from '../providerApi'

export const BASE = 'https://idp.test'
export const TOKEN = `${BASE}/oauth2/token`

// Each fake client draws from its own seed, the same on every run (distinct states and verifiers).
let nextSeed = 1

/** A frame fake: the test decides what the "page" posts back. */
export function fakeFrame() {
  const opened: { url: string; options: FrameOptions; closed: boolean }[] = []
  const port: FramePort = {
    open(url, options) {
      const entry = { url, options, closed: false }
      opened.push(entry)
      return { close: () => void (entry.closed = true) }
    },
  }
  return {
    port,
    opened,
    post(message: FrameMessage) {
      const last = opened[opened.length - 1]
      if (!last.closed) last.options.onMessage(message)
    },
  }
}

/** A client over scripted ports; tokens counters per grant. */
export function setup(
  overrides: Partial<OAuthClientOptions> = {},
  shared?: {
    storage?: ReturnType<typeof memoryStorage>
    lock?: ReturnType<typeof memoryLock>
    http?: ReturnType<typeof scriptedHttp>
    clock?: ReturnType<typeof manualClock>
  },
) {
  const http = shared?.http ?? scriptedHttp()
  const clock = shared?.clock ?? manualClock()
  const storage = shared?.storage ?? memoryStorage()
  const lock = shared?.lock ?? memoryLock()
  const logger = recordingLogger()
  const frame = fakeFrame()
  let n = 0
  if (!shared?.http) {
    http.on('POST', TOKEN, (req: HttpRequest) => {
      const body = JSON.parse(req.body!)
      n++
      if (body.grantType === 'anonymous')
        return jsonResponse({ access_token: `visitor-${n}`, expires_in: 3600, refresh_token: `vr-${n}` })
      if (body.grantType === 'refresh_token') {
        if (body.refreshToken.startsWith('bad')) return jsonResponse({ message: 'invalid refresh token' }, 400)
        return jsonResponse({ access_token: `renewed-${n}`, expires_in: 3600, refresh_token: body.refreshToken })
      }
      if (body.grantType === 'authorization_code')
        return jsonResponse({ access_token: `member-${n}`, expires_in: 3600, refresh_token: `mr-${n}` })
      if (body.grant_type === 'authorized_client')
        return jsonResponse({ access_token: `ext-${n}`, expires_in: 3600, refresh_token: `er-${n}` })
      return jsonResponse({ message: 'bad grant' }, 400)
    })
  }
  const client = createOAuthClient({
    clientId: 'client-1',
    baseUrl: BASE,
    http,
    storage,
    clock,
    lock,
    logger,
    crypto: seededCrypto(nextSeed++),
    frame: frame.port,
    redirectUri: 'https://site.test/callback',
    autoRefresh: false,
    ...overrides,
  })
  const tokenRequests = (grant?: string) =>
    http.requests.filter(
      (r) =>
        r.url === TOKEN &&
        (!grant || JSON.parse(r.body!).grantType === grant || JSON.parse(r.body!).grant_type === grant),
    )
  return { client, http, clock, storage, lock, logger, frame, tokenRequests }
}

export const memberTokens = (clock: { now(): number }, expiresIn: number, refresh = 'member-refresh') => ({
  accessToken: { value: 'member-access', expiresAt: Math.floor(clock.now() / 1000) + expiresIn },
  refreshToken: { value: refresh, role: 'member' as const },
})

/** The provider API over a scripted transport at {@link BASE}, for the call modules' own tests. */
export function scriptedApi() {
  const http = scriptedHttp()
  return { http, api: providerApi(http, BASE) }
}

/** A provider page in the hidden frame: answers the latest auth request with a code, or with `answer`. */
export function answeringFrame(http: ScriptedHttp, answer?: (state: string) => unknown): FramePort {
  return {
    open(_url, options) {
      const last = [...http.requests].reverse().find((r) => r.url === `${BASE}/_api/redirects-api/v1/redirect-session`)!
      const state = JSON.parse(last.body!).auth.authRequest.state as string
      queueMicrotask(() => options.onMessage({ origin: BASE, data: answer ? answer(state) : { code: 'c', state } }))
      return { close() {} }
    },
  }
}
