// The SSO token-params login and the login callback over a scripted transport; the SSO login
// address at the 4000-character threshold.
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../adapters/memory'
import { BASE, scriptedApi } from './fakes'
import { loginCallbackForm } from '../loginCallback'
import { loginWithTokenParams, TOKEN_PARAMS_LOGIN_PATH } from '../loginWithTokenParams'
import { createSsoLoginUrl } from '../ssoLogin'

const scripted = scriptedApi

describe('loginWithTokenParams', () => {
  it('posts idpConnectionId and tokenParams and reads the login answer', async () => {
    const { http, api } = scripted()
    http.once('POST', BASE + TOKEN_PARAMS_LOGIN_PATH, jsonResponse({ state: 'SUCCESS', sessionToken: 'sess-1' }))
    expect(await loginWithTokenParams(api, 'conn-1', { idToken: 'jwt' }, 'visitor-token')).toEqual({
      state: 'SUCCESS',
      sessionToken: 'sess-1',
      identity: undefined,
    })
    expect(JSON.parse(http.requests[0].body!)).toEqual({ idpConnectionId: 'conn-1', tokenParams: { idToken: 'jwt' } })
    expect(http.requests[0].headers?.authorization).toBe('visitor-token')
  })
  it('answers a refusal as FAILURE with the provider’s code, and refuses misuse before sending', async () => {
    const { http, api } = scripted()
    http.once(
      'POST',
      BASE + TOKEN_PARAMS_LOGIN_PATH,
      jsonResponse({ message: 'refused', details: { applicationError: { code: 'INVALID_TOKEN_PARAMS' } } }, 401),
    )
    expect(await loginWithTokenParams(api, 'conn-1', { idToken: 'bad' })).toEqual({
      state: 'FAILURE',
      error: 'refused',
      code: 'INVALID_TOKEN_PARAMS',
    })
    expect(() => loginWithTokenParams(api, '', {})).toThrow('needs the idpConnectionId')
    expect(() => loginWithTokenParams(api, 'c', { n: 1 as never })).toThrow('tokenParams must be an object of strings')
    expect(http.requests).toHaveLength(1)
  })
})

describe('loginCallbackForm', () => {
  it('is a form post to /v1/callback carrying state and sessionToken, never an address with the token', () => {
    const { api } = scripted()
    const form = loginCallbackForm(api, 'session-id', 'sess-secret')
    expect(form).toEqual({
      method: 'POST',
      url: `${BASE}/_api/iam/authentication/v1/callback`,
      fields: { state: 'session-id', sessionToken: 'sess-secret' },
    })
    expect(form.url).not.toContain('sess-secret')
    expect(() => loginCallbackForm(api, '', 'x')).toThrow('needs the redirect session state')
    expect(() => loginCallbackForm(api, 'x', '')).toThrow('needs the session token')
  })
})

describe('createSsoLoginUrl', () => {
  const base = `${BASE}/sso`
  const query = (customPayload: string) => `tenantType=SITE&sessionId=s1&encryptionKey=k&customPayload=${customPayload}`
  it('stays a GET up to 4000 characters of query and becomes a form post to the same path past it', () => {
    const params = {
      tenantId: 't 1',
      idpConnectionId: 'c/1',
      tenantType: 'SITE',
      sessionId: 's1',
      encryptionKey: 'k',
    } as const
    const fits = 'a'.repeat(4000 - query('').length)
    expect(createSsoLoginUrl(base, { ...params, customPayload: fits })).toEqual({
      method: 'GET',
      url: `${base}/t%201/c%2F1?${query(fits)}`,
    })
    const over = createSsoLoginUrl(base, { ...params, customPayload: `${fits}a` })
    expect(over).toEqual({
      method: 'POST',
      url: `${base}/t%201/c%2F1`,
      fields: { tenantType: 'SITE', customPayload: `${fits}a`, sessionId: 's1', encryptionKey: 'k' },
    })
  })
})
