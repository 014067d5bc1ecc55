// A signed-in member's own account calls (provider logout address, password change) as a client user
// sees them: the address built, the request sent, and the refusals before anything is sent.
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../adapters/memory'
import { CHANGE_PASSWORD_PATH, PROVIDER_LOGOUT_PATH } from '../memberCalls'
import { BASE, memberTokens, setup } from './fakes'

describe('getProviderLogoutUrl', () => {
  it('is the provider logout path with the encoded return address and client id', () => {
    const { client } = setup()
    expect(client.getProviderLogoutUrl('https://site.test/bye?x=1&y=2')).toBe(
      `${BASE}${PROVIDER_LOGOUT_PATH}?postLogoutRedirectUri=https%3A%2F%2Fsite.test%2Fbye%3Fx%3D1%26y%3D2&clientId=client-1`,
    )
    expect(client.getProviderLogoutUrl('HTTP://site.test/')).toBe(
      `${BASE}${PROVIDER_LOGOUT_PATH}?postLogoutRedirectUri=HTTP%3A%2F%2Fsite.test%2F&clientId=client-1`,
    )
  })

  it('refuses an address that is not http(s) at its start: a misuse, so a TypeError naming the call', () => {
    const { client } = setup()
    for (const bad of ['javascript:alert(1)', '/relative', 'ftp://site.test/', 'see https://site.test/'])
      expect(() => client.getProviderLogoutUrl(bad)).toThrow(
        new TypeError('getProviderLogoutUrl: postLogoutRedirectUri must be an http(s) address'),
      )
  })
})

describe('changePassword', () => {
  it("posts the new password with the member's access token", async () => {
    const { client, clock, http } = setup()
    http.on('POST', `${BASE}${CHANGE_PASSWORD_PATH}`, jsonResponse({}))
    await client.setTokens(memberTokens(clock, 3600))
    await expect(client.changePassword('n3w-secret')).resolves.toBeUndefined()
    const sent = http.requests.filter((r) => r.url === `${BASE}${CHANGE_PASSWORD_PATH}`)
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0].body!)).toEqual({ newPassword: 'n3w-secret' })
    expect(sent[0].headers?.authorization).toBe('member-access')
  })

  it('rejects with the provider refusal as an application error', async () => {
    const { client, clock, http } = setup()
    http.on('POST', `${BASE}${CHANGE_PASSWORD_PATH}`, jsonResponse({ message: 'password too weak' }, 400))
    await client.setTokens(memberTokens(clock, 3600))
    await expect(client.changePassword('x')).rejects.toMatchObject({
      name: 'IdentityError',
      message: 'password too weak',
      code: 'BAD_REQUEST',
    })
  })

  it('refuses an empty password and a visitor without sending anything', async () => {
    const { client, clock, http } = setup()
    await client.setTokens(memberTokens(clock, 3600))
    await expect(client.changePassword('')).rejects.toThrow(
      new TypeError('changePassword takes the new password as a non-empty string'),
    )
    await expect(client.changePassword(42 as unknown as string)).rejects.toThrow('non-empty string')
    const visitor = setup()
    await visitor.client.generateVisitorTokens()
    await expect(visitor.client.changePassword('n3w-secret')).rejects.toMatchObject({
      name: 'IdentityError',
      code: 'NOT_A_MEMBER',
      message: 'Only a signed-in member can change their password',
    })
    expect(http.requests.filter((r) => r.url.endsWith(CHANGE_PASSWORD_PATH))).toHaveLength(0)
    expect(visitor.http.requests.filter((r) => r.url.endsWith(CHANGE_PASSWORD_PATH))).toHaveLength(0)
  })
})
