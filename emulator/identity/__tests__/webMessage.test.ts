// Issue 11 item 3: the official client's direct login creates a web_message session with
// prompt=none and no redirectUri. The answer is then posted to the framing page's origin (from the
// frame request's Referer) only when that origin is allowed for the client id.
import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { routedIdentity } from './identityTestSetup'

const ctx = routedIdentity()
beforeEach(() => {
  ctx.config.clients = { 'direct-login': { allowedOrigins: ['http://localhost:5173'] } }
})

const VERIFIER = 'w'.repeat(43)
const challenge = createHash('sha256').update(VERIFIER).digest('base64url')

async function directLoginSession() {
  // With client ids configured, register and login carry the visitor's token of a listed client id.
  const visitor = await ctx.call('POST', '/oauth2/token', { clientId: 'direct-login', grantType: 'anonymous' })
  const authorization = (visitor.json as { access_token: string }).access_token
  const credentials = { loginId: { email: 'dl@site.test' }, password: 'pass-1234' }
  const registered = await ctx.call('POST', '/_api/iam/authentication/v2/register', credentials, { authorization })
  expect(registered.status).toBe(200)
  const login = await ctx.call('POST', '/_api/iam/authentication/v2/login', credentials, { authorization })
  expect(login.status).toBe(200)
  const { sessionToken } = login.json as { sessionToken: string }
  const created = await ctx.call('POST', '/_api/redirects-api/v1/redirect-session', {
    auth: {
      authRequest: {
        clientId: 'direct-login',
        codeChallenge: challenge,
        codeChallengeMethod: 'S256',
        responseMode: 'web_message',
        responseType: 'code',
        scope: 'offline_access',
        state: 'direct-state',
        sessionToken,
      },
      prompt: 'none',
    },
  })
  expect(created.status).toBe(200)
  const url = new URL((created.json as { redirectSession: { fullUrl: string } }).redirectSession.fullUrl)
  return url.pathname + url.search
}

describe('web_message sessions without redirectUri', () => {
  it('post the code to the framing page when its origin is allowed, and the code gives member tokens', async () => {
    const page = await ctx.call('GET', await directLoginSession(), undefined, { referer: 'http://localhost:5173/shop' })
    expect(page.status).toBe(200)
    expect(page.html).toContain('t.postMessage(a,"http://localhost:5173")')
    const answer = JSON.parse(/id="vitrine-oauth-answer">(.*?)<\/script>/s.exec(page.html!)![1]) as Record<
      string,
      string
    >
    expect(answer.state).toBe('direct-state')
    const tokens = await ctx.call('POST', '/oauth2/token', {
      clientId: 'direct-login',
      grantType: 'authorization_code',
      code: answer.code,
      codeVerifier: VERIFIER,
    })
    expect(tokens.status).toBe(200)
    expect((tokens.json as { access_token: string }).access_token).toMatch(/^vat_/)
  })

  it('post nothing to a page on another origin, or when the frame request names none', async () => {
    for (const headers of [{ referer: 'https://evil.example/' }, {}] as Record<string, string>[]) {
      const page = await ctx.call('GET', await directLoginSession(), undefined, headers)
      expect(page.status).toBe(403)
      expect(page.html).toContain('not on an allowed origin of this client id')
      expect(page.html).not.toContain('postMessage')
      await ctx.service.reset()
    }
  })

  it('still require a redirectUri for the query and fragment modes', async () => {
    const created = await ctx.call('POST', '/_api/redirects-api/v1/redirect-session', {
      auth: {
        authRequest: {
          clientId: 'direct-login',
          codeChallenge: challenge,
          codeChallengeMethod: 'S256',
          responseMode: 'query',
          state: 's',
        },
      },
    })
    expect(created.status).toBe(400)
    expect((created.json as { message: string }).message).toContain(
      'auth.authRequest.redirectUri: must be an http(s) URL',
    )
  })
})
