import { describe, expect, it } from 'vitest'
import { jsonResponse, memoryStorage } from '../../../adapters/memory'
import { REDIRECT_KINDS } from '../index'
// The public entry's challenge (WebCrypto by default), as a site computes it.
import { createCodeChallenge } from '../../../entries/identity'
import { BASE, setup, TOKEN } from './fakes'

const SESSION = `${BASE}/_api/redirects-api/v1/redirect-session`
const session = (fullUrl = 'https://idp.test/login?s=1') =>
  jsonResponse({ redirectSession: { id: 'rs-1', fullUrl, urlDetails: { endpoint: 'login' }, sessionToken: 'rst' } })

describe('OAuth client: redirect flows', () => {
  it('generateOAuthData stores state and verifier; getAuthUrl creates an auth redirect session', async () => {
    const { client, http, storage } = setup()
    http.on('POST', SESSION, session())
    const data = await client.generateOAuthData('https://site.test/cb', 'https://site.test/page')
    expect(data.codeChallenge).toBe(await createCodeChallenge(data.codeVerifier))
    expect(JSON.parse(storage.entries()['identity.oauthData'])).toEqual(data)
    const { authUrl } = await client.getAuthUrl(data, { responseMode: 'query' })
    expect(authUrl).toBe('https://idp.test/login?s=1')
    const body = JSON.parse(http.requests.find((r) => r.url === SESSION)!.body!)
    expect(body).toEqual({
      auth: {
        authRequest: {
          redirectUri: 'https://site.test/cb',
          clientId: 'client-1',
          codeChallenge: data.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: 'query',
          responseType: 'code',
          scope: 'offline_access',
          state: data.state,
        },
        prompt: 'login',
      },
    })
  })

  it('getMemberTokens checks the state against the stored one and exchanges the code with the verifier', async () => {
    const { client, http } = setup()
    const data = await client.generateOAuthData('https://site.test/cb')
    const answer = client.parseFromUrl(`https://site.test/cb#code=the-code&state=${data.state}`)
    const tokens = await client.getMemberTokens(answer.code, answer.state)
    expect(tokens.refreshToken.role).toBe('member')
    expect(JSON.parse(http.requests.at(-1)!.body!)).toEqual({
      clientId: 'client-1',
      grantType: 'authorization_code',
      redirectUri: 'https://site.test/cb',
      code: 'the-code',
      codeVerifier: data.codeVerifier,
    })
  })

  it("refuses a wrong state with 'Invalid _state' and a missing one with 'Missing code or _state'", async () => {
    const { client, tokenRequests } = setup({ storage: memoryStorage() })
    await client.generateOAuthData('https://site.test/cb')
    await expect(client.getMemberTokens('c', 'forged')).rejects.toThrow('Invalid _state')
    await expect(client.getMemberTokens(undefined, 's')).rejects.toThrow('Missing code or _state')
    await expect(client.getMemberTokens('c', undefined)).rejects.toThrow('Missing code or _state')
    expect(tokenRequests('authorization_code')).toHaveLength(0)
  })

  it("a refused code gives 'Failed to get member tokens'", async () => {
    const { client, http } = setup()
    const data = await client.generateOAuthData('https://site.test/cb')
    http.once('POST', TOKEN, jsonResponse({ message: 'bad code' }, 400))
    await expect(client.getMemberTokens('c', data.state, data)).rejects.toThrow('Failed to get member tokens')
  })

  it('logout creates a logout session, clears both tokens and sets role none', async () => {
    const { client, http, storage, clock } = setup()
    http.on('POST', SESSION, session('https://idp.test/logout?x'))
    await client.setTokens({
      accessToken: { value: 'm', expiresAt: clock.now() / 1000 + 999 },
      refreshToken: { value: 'mr', role: 'member' },
    })
    expect(await client.logout('https://site.test/bye')).toEqual({ logoutUrl: 'https://idp.test/logout?x' })
    expect(JSON.parse(http.requests.find((r) => r.url === SESSION)!.body!)).toEqual({
      logout: { clientId: 'client-1' },
      callbacks: { postFlowUrl: 'https://site.test/bye' },
    })
    expect(client.getTokens().refreshToken.role).toBe('none')
    expect(storage.entries()['identity.tokens']).toBeUndefined()
    expect(client.loggedIn()).toBe(false)
  })

  it('creates redirect sessions of every kind and refuses zero or two kinds', async () => {
    const { client, http } = setup()
    http.on('POST', SESSION, session())
    for (const kind of REDIRECT_KINDS) {
      await client.createRedirectSession({
        [kind]: kind === 'logout' ? { clientId: 'client-1' } : {},
        callbacks: { callbackType: 'CHECKOUT', postFlowUrl: 'https://s.test' },
      } as never)
    }
    expect(http.requests.filter((r) => r.url === SESSION)).toHaveLength(REDIRECT_KINDS.length)
    await expect(client.createRedirectSession({})).rejects.toThrow(RangeError)
    await expect(client.createRedirectSession({ login: {}, logout: { clientId: 'x' } })).rejects.toThrow(RangeError)
  })

  it('generic errors: a 4xx is an application error with the upper-snake status text; else System error occurred with the request id', async () => {
    const { client, http } = setup()
    http.once('POST', SESSION, jsonResponse({ message: 'no such thing' }, 404))
    await expect(client.createRedirectSession({ login: {} })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'no such thing',
    })
    http.once('POST', SESSION, jsonResponse({ message: 'boom', details: { requestId: 'req-9' } }, 503))
    await expect(client.createRedirectSession({ login: {} })).rejects.toMatchObject({
      message: 'System error occurred, request id: req-9',
      requestId: 'req-9',
    })
  })

  it('recovery, activation and resend calls send the wire-format bodies', async () => {
    const { client, http } = setup()
    http.on('POST', `${BASE}/_api/iam/*`, jsonResponse({}))
    await client.sendPasswordResetEmail('a@b.test', 'https://site.test/reset')
    await client.recoverPassword('rt', 'new-pw')
    await client.sendActivationEmail('id-1')
    await client.resendVerificationCode('st')
    await client.startVerification('id-1')
    const bodies = http.requests
      .filter((r) => r.url.includes('/_api/iam/'))
      .map((r) => [r.url.slice(BASE.length), JSON.parse(r.body!)])
    expect(bodies).toEqual([
      [
        '/_api/iam/recovery/v1/send-email',
        { email: 'a@b.test', redirect: { url: 'https://site.test/reset', clientId: 'client-1' } },
      ],
      ['/_api/iam/recovery/v1/recover', { recoveryToken: 'rt', password: 'new-pw' }],
      ['/_api/iam/recovery/v1/activation-email', { identityId: 'id-1' }],
      ['/_api/iam/verification/v1/auth/resend', { stateToken: 'st' }],
      ['/_api/iam/verification/v1/Start', { identityId: 'id-1', target: 'EMAIL' }],
    ])
  })

  it('SSO login URLs fall back to a form post past 4000 characters of query', () => {
    const { client } = setup()
    const short = client.getSsoLoginUrl({ tenantId: 't', idpConnectionId: 'c', visitorId: 'v' })
    expect(short).toEqual({ method: 'GET', url: `${BASE}/_api/iam/authentication/v1/sso/login/t/c?visitorId=v` })
    const long = client.getSsoLoginUrl({ tenantId: 't', idpConnectionId: 'c', customPayload: 'x'.repeat(4000) })
    expect(long).toEqual({
      method: 'POST',
      url: `${BASE}/_api/iam/authentication/v1/sso/login/t/c`,
      fields: { customPayload: 'x'.repeat(4000) },
    })
  })

  it('getMemberTokensForExternalLogin uses the authorized_client grant with both tokens', async () => {
    const { client, http } = setup()
    const tokens = await client.getMemberTokensForExternalLogin('member-7', 'api-key')
    const last = http.requests.at(-1)!
    expect(JSON.parse(last.body!)).toEqual({
      grant_type: 'authorized_client',
      scope: 'offline_access',
      member_id: 'member-7',
    })
    expect(last.headers?.authorization).toBe('visitor-1,api-key')
    expect(tokens.refreshToken).toEqual({ value: 'er-2', role: 'member' })
  })
})
