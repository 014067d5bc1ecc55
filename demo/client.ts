// The demo's identity client: the emulator serves the identity API on the page's own origin.
import {
  fetchHttp,
  fetchPollService,
  hiddenFrame,
  indexedDbStorage,
  systemClock,
  webCrypto,
  webLocks,
} from '../adapters/browser'
import { createOAuthClient } from '../core/identity'
import { createDataClient } from '../core/data'

/** The one identity client of the demo page. */
export const auth = createOAuthClient({
  clientId: 'vitrine-demo',
  baseUrl: location.origin,
  http: fetchHttp(),
  storage: indexedDbStorage({ dbName: 'vitrine-demo' }),
  clock: systemClock(),
  crypto: webCrypto(),
  frame: hiddenFrame(),
  lock: webLocks(),
  redirectUri: `${location.origin}/`,
})

/** The demo's data client: the emulator's data API, authorised by the visitor's or member's token. */
export const data = createDataClient({ baseUrl: location.origin, http: fetchHttp(), auth })

/** The demo's poll service: the emulator's poll API, as the visitor or member votes. */
export const polls = fetchPollService({ baseUrl: location.origin, auth })
