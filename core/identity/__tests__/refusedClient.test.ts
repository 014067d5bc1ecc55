// A client id the provider refuses (a typo, an id not configured): register and login send nothing,
// and the state is FAILURE with the provider's own message and code, never SUCCESS beside an error.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import { answeringFrame, BASE, setup, TOKEN } from './fakes'

const REGISTER = `${BASE}/_api/iam/authentication/v2/register`
const LOGIN = `${BASE}/_api/iam/authentication/v2/login`
const SESSION = `${BASE}/_api/redirects-api/v1/redirect-session`

const unknownClient = jsonResponse(
  {
    message: 'Unknown client id',
    details: { applicationError: { code: 'INVALID_CLIENT', description: 'Unknown client id', data: {} } },
  },
  400,
)

/** A provider that knows no client: its token endpoint refuses them all; anything else would answer SUCCESS. */
function refusingProvider() {
  const http = scriptedHttp()
  http.on('POST', TOKEN, unknownClient)
  http.on('POST', REGISTER, jsonResponse({ state: 'SUCCESS', sessionToken: 's', identity: { id: 'm' } }))
  http.on('POST', LOGIN, jsonResponse({ state: 'SUCCESS', sessionToken: 's', identity: { id: 'm' } }))
  http.on('POST', SESSION, jsonResponse({ redirectSession: { id: 'r', fullUrl: `${BASE}/authorize?r=1` } }))
  return setup({ clientId: 'typo-client', frame: answeringFrame(http) }, { http })
}

describe('a client id the provider refuses', () => {
  it.each(['register', 'signUp', 'login', 'signIn'] as const)(
    '%s sends nothing and answers FAILURE with the message "Unknown client id" and the code INVALID_CLIENT',
    async (call) => {
      const { client, http } = refusingProvider()
      const state = await client[call]({ email: 'new@site.test', password: 'secret1' })
      expect(state).toEqual({ loginState: 'FAILURE', error: 'Unknown client id' })
      const snapshot = client.store.getSnapshot()
      expect(snapshot.login).toEqual({ loginState: 'FAILURE', error: 'Unknown client id' })
      expect(snapshot.status).toBe('error')
      expect(snapshot.error).toMatchObject({ message: 'Unknown client id', code: 'INVALID_CLIENT' })
      expect(snapshot.loggedIn).toBe(false)
      expect(http.requests.map((r) => r.url)).toEqual([TOKEN])
    },
  )

  it('a register that passed but whose member tokens are refused shows FAILURE with that refusal, not SUCCESS', async () => {
    const http = scriptedHttp()
    http.on('POST', TOKEN, (req) =>
      JSON.parse(req.body!).grantType === 'anonymous'
        ? jsonResponse({ access_token: 'v', expires_in: 3600, refresh_token: 'vr' })
        : unknownClient,
    )
    http.on('POST', REGISTER, jsonResponse({ state: 'SUCCESS', sessionToken: 's', identity: { id: 'm' } }))
    http.on('POST', SESSION, jsonResponse({ redirectSession: { id: 'r', fullUrl: `${BASE}/authorize?r=1` } }))
    const { client } = setup({ frame: answeringFrame(http) }, { http })
    const state = await client.signUp({ email: 'new@site.test', password: 'secret1' })
    expect(state).toEqual({ loginState: 'FAILURE', error: 'Failed to get member tokens: Unknown client id' })
    const snapshot = client.store.getSnapshot()
    expect(snapshot.login).toEqual(state)
    expect(snapshot.error).toMatchObject({ message: state.error, code: 'INVALID_CLIENT' })
    expect(snapshot.loggedIn).toBe(false)
  })

  it('no answer from the token endpoint is not a refusal: the login is still sent (and fails as a value if it must)', async () => {
    const http = scriptedHttp()
    http.on('POST', TOKEN, () => {
      throw new TypeError('fetch failed')
    })
    http.on('POST', LOGIN, jsonResponse({ state: 'REQUIRE_OWNER_APPROVAL' }))
    const { client } = setup({}, { http })
    expect(await client.login({ email: 'a@site.test', password: 'secret1' })).toEqual({
      loginState: 'OWNER_APPROVAL_REQUIRED',
    })
    expect(http.requests.filter((r) => r.url === LOGIN)[0].headers?.authorization).toBeUndefined()
  })
})
