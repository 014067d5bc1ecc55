// The token endpoint's grants on their own: failures as values (network vs refused, with the
// provider's code and request id), answers without tokens, roles, and a refresh token kept when the
// renewal answer leaves it out.
import { describe, expect, it } from 'vitest'
import { jsonResponse, manualClock } from '../../../adapters/memory'
import { tokenGrants } from '../tokenGrants'
import { scriptedApi, TOKEN } from './fakes'

function grants() {
  const { http, api } = scriptedApi()
  const clock = manualClock()
  return { http, clock, grants: tokenGrants({ api, clientId: 'client-1', clock }) }
}

describe('tokenGrants: failures', () => {
  it('no answer is a network failure with the transport message as details', async () => {
    const { http, grants: g } = grants()
    http.once('POST', TOKEN, () => {
      throw new Error('socket hang up')
    })
    const result = await g.visitor()
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.kind).toBe('network')
    expect(result.error.error).toMatchObject({ message: 'something went wrong', details: 'socket hang up' })
  })

  it('a refusal is rejected with the provider code and request id', async () => {
    const { http, grants: g } = grants()
    http.once(
      'POST',
      TOKEN,
      jsonResponse({ message: 'nope', details: { applicationError: { code: -19976 } } }, 400, {
        'x-wix-request-id': 'req-7',
      }),
    )
    const result = await g.renew('r-1', 'member')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.kind).toBe('rejected')
    expect(result.error.error).toMatchObject({ message: 'something went wrong', code: '-19976', requestId: 'req-7' })
  })

  it('a 200 answer without an access token is rejected with the grant’s message', async () => {
    const { http, grants: g } = grants()
    http.once('POST', TOKEN, jsonResponse({ expires_in: 3600 }))
    const result = await g.visitor()
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.kind).toBe('rejected')
    expect(result.error.error.message).toBe('something went wrong')
    http.once('POST', TOKEN, jsonResponse({}))
    await expect(g.fromCode('c', { redirectUri: 'https://site.test/cb', codeVerifier: 'v' })).rejects.toThrow(
      'Failed to get member tokens',
    )
  })
})

describe('tokenGrants: renewal', () => {
  it('renews a role none as a visitor and a member as a member', async () => {
    const { http, grants: g, clock } = grants()
    http.on('POST', TOKEN, jsonResponse({ access_token: 'a', expires_in: 60, refresh_token: 'fresh' }))
    const none = await g.renew('r-0', 'none')
    expect(none).toEqual({
      ok: true,
      value: {
        accessToken: { value: 'a', expiresAt: clock.now() / 1000 + 60 },
        refreshToken: { value: 'fresh', role: 'visitor' },
      },
    })
    const member = await g.renew('r-1', 'member')
    expect(member.ok && member.value.refreshToken).toEqual({ value: 'fresh', role: 'member' })
    expect(JSON.parse(http.requests[1].body!)).toEqual({
      clientId: 'client-1',
      grantType: 'refresh_token',
      refreshToken: 'r-1',
    })
  })

  it('keeps the refresh token it renewed with when the answer has none', async () => {
    const { http, grants: g } = grants()
    http.on('POST', TOKEN, jsonResponse({ access_token: 'a', expires_in: 60 }))
    const result = await g.renew('kept-refresh', 'member')
    expect(result.ok && result.value.refreshToken).toEqual({ value: 'kept-refresh', role: 'member' })
    expect(result.ok && result.value.accessToken.value).toBe('a')
  })
})
