// The client's sign-in calls beyond login (sign-on, factor steps, SSO token parameters, login
// callback) as a site calls them: the requests they send, authorised by the visitor token (the API
// key for sign-on), and the states they answer.
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../adapters/memory'
import { BASE, setup } from './fakes'

const bodyAndAuth = (
  requests: readonly { url: string; body?: string; headers?: Record<string, string> }[],
  url: string,
) => {
  const request = requests.find((r) => r.url === url)!
  return { body: JSON.parse(request.body!), authorization: request.headers?.authorization }
}

describe('OAuth client: provider sign-in calls', () => {
  it('signOn posts the member with the API key and answers the session', async () => {
    const { client, http } = setup()
    const url = `${BASE}/_api/iam/authentication/v2/sign-on`
    http.on('POST', url, jsonResponse({ sessionToken: 'sess-1' }))
    expect(await client.signOn({ email: 'a@site.test' }, 'api-key')).toEqual({
      ok: true,
      value: { sessionToken: 'sess-1', identity: undefined },
    })
    expect(bodyAndAuth(http.requests, url)).toEqual({
      body: { loginId: { email: 'a@site.test' } },
      authorization: 'api-key',
    })
  })

  it('startFactorSignIn and verifyFactor send the steps with the visitor token and answer their states', async () => {
    const { client, http } = setup()
    const login = `${BASE}/_api/iam/authentication/v2/login`
    const verify = `${BASE}/_api/iam/authentication/v2/TOTP/verify`
    http.on(
      'POST',
      login,
      jsonResponse({
        state: 'REQUIRE_MFA',
        stateToken: 'st-1',
        requireMfaData: { availableFactors: [{ factorType: 'TOTP' }] },
      }),
    )
    http.on('POST', verify, jsonResponse({ state: 'SUCCESS', sessionToken: 'sess-2' }))
    expect(await client.startFactorSignIn({ email: 'a@site.test', password: 'pw' })).toEqual({
      state: 'REQUIRE_MFA',
      stateToken: 'st-1',
      availableFactors: ['TOTP'],
    })
    expect(await client.verifyFactor({ factorType: 'TOTP', stateToken: 'st-1', code: '123456' })).toMatchObject({
      state: 'SUCCESS',
      sessionToken: 'sess-2',
    })
    expect(bodyAndAuth(http.requests, login)).toEqual({
      body: { loginId: { email: 'a@site.test' }, password: 'pw' },
      authorization: 'visitor-1',
    })
    expect(bodyAndAuth(http.requests, verify)).toEqual({
      body: { stateToken: 'st-1', totpData: { code: '123456' } },
      authorization: 'visitor-1',
    })
  })

  it('loginWithTokenParams posts the connection and its fields with the visitor token', async () => {
    const { client, http } = setup()
    const url = `${BASE}/_api/iam/authentication/v1/sso/login-with-token-params`
    http.on('POST', url, jsonResponse({ state: 'SUCCESS', sessionToken: 'sess-3' }))
    expect(await client.loginWithTokenParams('idp-1', { id_token: 'x' })).toMatchObject({
      state: 'SUCCESS',
      sessionToken: 'sess-3',
    })
    expect(bodyAndAuth(http.requests, url)).toEqual({
      body: { idpConnectionId: 'idp-1', tokenParams: { id_token: 'x' } },
      authorization: 'visitor-1',
    })
  })

  it('getLoginCallbackForm is a form post to the provider callback with state and session token', () => {
    const { client, http } = setup()
    expect(client.getLoginCallbackForm('rs-state', 'sess-4')).toEqual({
      method: 'POST',
      url: `${BASE}/_api/iam/authentication/v1/callback`,
      fields: { state: 'rs-state', sessionToken: 'sess-4' },
    })
    expect(http.requests).toHaveLength(0)
  })
})
