// GET /v1/logout end to end: the client's logout address, followed against the identity emulator.
import { describe, expect, it } from 'vitest'
import { servedIdentity } from './identityTestSetup'

const idp = servedIdentity()

const client = (clientId = 'logout-client') => idp.client({ clientId })

describe('provider logout (GET /v1/logout)', () => {
  it('the client builds the address; the emulator ends the cookie session and returns to the address', async () => {
    const url = client().getProviderLogoutUrl('https://site.test/bye?x=1')
    expect(url).toBe(
      `${idp.url}/_api/iam/authentication/v1/logout?postLogoutRedirectUri=https%3A%2F%2Fsite.test%2Fbye%3Fx%3D1&clientId=logout-client`,
    )
    const answer = await fetch(url, { redirect: 'manual', headers: { cookie: 'vitrine_idp_session=stale' } })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('https://site.test/bye?x=1')
    expect(answer.headers.get('set-cookie')).toContain(
      'vitrine_idp_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
    )
  })
  it('without an address the emulator shows a signed-out page', async () => {
    const answer = await fetch(`${idp.url}/_api/iam/authentication/v1/logout?clientId=c1`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('You are signed out.')
  })
  it('refuses a client that is not allowed and an address that is not http(s), on both sides', async () => {
    expect(() => client().getProviderLogoutUrl('javascript:alert(1)')).toThrow(
      'postLogoutRedirectUri must be an http(s) address',
    )
    idp.config.oauth.allowedClientIds = ['only-this']
    const refused = await fetch(client('other').getProviderLogoutUrl('https://site.test/'), { redirect: 'manual' })
    expect(refused.status).toBe(400)
    const bad = await fetch(
      `${idp.url}/_api/iam/authentication/v1/logout?clientId=only-this&postLogoutRedirectUri=javascript%3Aalert(1)`,
      { redirect: 'manual' },
    )
    const body = (await bad.json()) as { message: string }
    expect([bad.status, body.message]).toEqual([400, 'postLogoutRedirectUri: must be an http(s) address'])
  })
})
