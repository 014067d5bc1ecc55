// Redirects go only to registered places: the provider logout's postLogoutRedirectUri and the
// recovery email's link pass the same allowed-origins rule as a redirect session's targets.
import { describe, expect, it } from 'vitest'
import { routedIdentity } from './identityTestSetup'

const ctx = routedIdentity()
const LOGOUT = '/_api/iam/authentication/v1/logout'
const SEND = '/_api/iam/recovery/v1/send-email'
const message = (r: { json?: unknown }) => (r.json as { message?: string } | undefined)?.message

describe('GET /v1/logout postLogoutRedirectUri', () => {
  it('refuses an origin the client id may not use, as a logout redirect session does', async () => {
    const target = 'https://evil.example/phish'
    const session = await ctx.call('POST', '/_api/redirects-api/v1/redirect-session', {
      logout: { clientId: 'c1' },
      callbacks: { postFlowUrl: target },
    })
    expect(session.status).toBe(400)
    const direct = await ctx.call('GET', `${LOGOUT}?clientId=c1&postLogoutRedirectUri=${encodeURIComponent(target)}`)
    expect(direct.status).toBe(400)
    expect(direct.redirect).toBeUndefined()
    expect(message(direct)).toBe(
      'postLogoutRedirectUri: origin https://evil.example is not an allowed origin of this client id',
    )
  })

  it('follows an allowed origin', async () => {
    const ok = await ctx.call(
      'GET',
      `${LOGOUT}?clientId=c1&postLogoutRedirectUri=${encodeURIComponent('https://site.test/bye')}`,
    )
    expect([ok.status, ok.redirect]).toEqual([302, 'https://site.test/bye'])
  })
})

describe('recovery email redirect', () => {
  const register = () =>
    ctx.call('POST', '/_api/iam/authentication/v2/register', {
      loginId: { email: 'lost@site.test' },
      password: 'pass-1234',
    })
  const emails = async () =>
    ((await ctx.call('GET', '/_emulator/emails?to=lost@site.test')).json as { emails: Record<string, string>[] }).emails

  it('refuses a redirect URL on an origin the client id may not use, or not http(s), and sends nothing', async () => {
    await register()
    for (const [url, expected] of [
      [
        'https://evil.example/reset',
        'redirect.url: origin https://evil.example is not an allowed origin of this client id',
      ],
      ['javascript:alert(1)', 'redirect.url: must be an http(s) address'],
    ]) {
      const r = await ctx.call('POST', SEND, { email: 'lost@site.test', redirect: { url, clientId: 'c1' } })
      expect(r.status).toBe(400)
      expect(message(r)).toBe(expected)
    }
    // Refused the same way for an address with no member: the answer does not tell whether one exists.
    const unknown = await ctx.call('POST', SEND, {
      email: 'nobody@site.test',
      redirect: { url: 'https://evil.example/reset', clientId: 'c1' },
    })
    expect(unknown.status).toBe(400)
    expect((await emails()).filter((e) => e.kind === 'recovery')).toEqual([])
  })

  it('sends the link for an allowed origin', async () => {
    await register()
    const r = await ctx.call('POST', SEND, {
      email: 'lost@site.test',
      redirect: { url: 'https://site.test/reset', clientId: 'c1' },
    })
    expect(r.status).toBe(200)
    const [mail] = (await emails()).filter((e) => e.kind === 'recovery')
    expect(mail.redirectUrl).toBe('https://site.test/reset')
  })
})
