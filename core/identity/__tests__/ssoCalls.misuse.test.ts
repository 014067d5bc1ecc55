// The SSO calls' checks before anything is sent or built: non-string state, session token and
// connection id, token parameters that are not an object of strings; and SSO login fields that are
// not strings left out of the address.
import { describe, expect, it } from 'vitest'
import { createSsoLoginUrl } from '../ssoLogin'
import { loginCallbackForm } from '../loginCallback'
import { loginWithTokenParams } from '../loginWithTokenParams'
import { BASE, scriptedApi } from './fakes'

describe('SSO calls: misuse', () => {
  it('loginCallbackForm refuses a state or session token that is not a string', () => {
    const { api } = scriptedApi()
    expect(() => loginCallbackForm(api, 7 as never, 'sess')).toThrow(
      new RangeError('The login callback needs the redirect session state'),
    )
    expect(() => loginCallbackForm(api, 'st', { t: 'sess' } as never)).toThrow(
      new RangeError('The login callback needs the session token of the sign-in'),
    )
  })

  it('loginWithTokenParams refuses a non-string connection id and token parameters that are not all strings', () => {
    const { api, http } = scriptedApi()
    expect(() => loginWithTokenParams(api, 7 as never, { a: 'x' })).toThrow(
      new RangeError('loginWithTokenParams needs the idpConnectionId of the SSO connection'),
    )
    for (const tokenParams of [null, 'id_token=x', { a: 'x', b: 1 }, { a: 1, b: 2 }])
      expect(() => loginWithTokenParams(api, 'idp', tokenParams as never)).toThrow(
        new RangeError('loginWithTokenParams: tokenParams must be an object of strings'),
      )
    expect(http.requests).toHaveLength(0)
  })

  it('createSsoLoginUrl leaves out fields that are not strings', () => {
    expect(
      createSsoLoginUrl(`${BASE}/sso`, { tenantId: 't', idpConnectionId: 'c', a: 'x', n: 5, o: { p: 1 } } as never),
    ).toEqual({ method: 'GET', url: `${BASE}/sso/t/c?a=x` })
  })
})
