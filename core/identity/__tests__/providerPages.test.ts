// The provider's pages (redirect sessions' fullUrl) are loaded in the hidden frame, followed by the
// server sign-in and handed to the app for navigation only when they are http(s) addresses on the
// provider's origins: a javascript: address would run in the site's own origin, another host would
// make the site's server a proxy to anywhere.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../adapters/memory'
import type { HttpResponse } from '../../../ports'
import { originOf } from '../providerApi'
import { providerPageUrl, UNTRUSTED_PAGE } from '../providerPages'
import { followRedirectsForCode, MAX_REDIRECT_HOPS } from '../serverSignIn'
import { answering } from './answering'
import { BASE, memberTokens, setup } from './fakes'

const ORIGINS = ['https://idp.test']
const SESSION = `${BASE}/_api/redirects-api/v1/redirect-session`
const HOSTILE = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://evil.test/authorize',
  'http://idp.test/authorize',
  'https://idp.test@evil.test/',
  'https://evil.test\\@idp.test/',
  'https://idp.test.evil.test/',
  'https://evil.test#https://idp.test/',
  '//idp.test/authorize',
  '/authorize',
  'https://%69dp.test/',
  'https://idp.test:8443/',
  '',
]

describe('providerPageUrl', () => {
  it('allows http(s) addresses on the provider origins, as a browser reads them', () => {
    expect(providerPageUrl('https://idp.test/authorize?s=1', ORIGINS)).toBe('https://idp.test/authorize?s=1')
    expect(providerPageUrl('HTTPS://IDP.TEST:443/a', ORIGINS)).toBe('HTTPS://IDP.TEST:443/a')
    expect(providerPageUrl(' https://idp.test/a\n', ORIGINS)).toBe('https://idp.test/a')
    expect(providerPageUrl('http://127.0.0.1:4000/p', ['http://127.0.0.1:4000'])).toBe('http://127.0.0.1:4000/p')
  })

  it.each(HOSTILE)('refuses %j with UNTRUSTED_PAGE', (url) => {
    expect(() => providerPageUrl(url, ORIGINS)).toThrow(expect.objectContaining({ code: UNTRUSTED_PAGE }))
  })

  it('names the origin or scheme only, never the query (it may carry a session token)', () => {
    expect(() => providerPageUrl('https://evil.test/a?sessionToken=SECRET', ORIGINS)).toThrow(
      "Refused to open https://evil.test: the provider's pages are http(s) addresses on https://idp.test",
    )
    expect(() => providerPageUrl('javascript:fetch("//x?t=SECRET")', ORIGINS)).toThrow(
      /^Refused to open a javascript: address: /,
    )
  })

  it('property: whatever is allowed is read by the URL parser as an http(s) page on an allowed origin', () => {
    const piece = fc.constantFrom(
      'https://idp.test',
      'https://evil.test',
      'javascript:',
      'http://',
      '@',
      '\\',
      '/',
      '//',
      '#',
      '?',
      ':443',
      '%2F',
      '\t',
      '.',
      'idp.test',
      'a',
    )
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 6 }).map((parts) => parts.join('')),
        (url) => {
          let allowed: string | undefined
          try {
            allowed = providerPageUrl(url, ORIGINS)
          } catch (error) {
            expect(error).toMatchObject({ code: UNTRUSTED_PAGE })
            return
          }
          expect(new URL(allowed).origin).toBe('https://idp.test')
          expect(originOf(allowed)).toBe('https://idp.test')
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('the hidden sign-in frame loads only pages of the provider', () => {
  it.each(['javascript:alert(document.cookie)', 'https://evil.test/authorize?session=r'])(
    'a redirect session answering %j: nothing is loaded, the sign-in answers FAILURE with the reason',
    async (fullUrl) => {
      const { client, http, frame } = setup()
      http.on('POST', `${BASE}/_api/iam/authentication/v2/login`, jsonResponse({ state: 'SUCCESS', sessionToken: 's' }))
      http.on('POST', SESSION, jsonResponse({ redirectSession: { id: 'r', fullUrl } }))
      const state = await client.signIn({ email: 'a@site.test', password: 'secret1' })
      expect(frame.opened).toHaveLength(0)
      expect(state.loginState).toBe('FAILURE')
      expect(state.error).toMatch(/^Refused to open (a javascript: address|https:\/\/evil\.test): /)
      expect(client.store.getSnapshot().error?.code).toBe(UNTRUSTED_PAGE)
      expect(client.loggedIn()).toBe(false)
    },
  )

  it('pages on another origin load when it is listed in providerOrigins', async () => {
    const { client, http, frame } = setup({ providerOrigins: ['https://pages.idp.test'] })
    http.on('POST', SESSION, jsonResponse({ redirectSession: { id: 'r', fullUrl: 'https://pages.idp.test/a?s=1' } }))
    const pending = client.getMemberTokensForDirectLogin('s').catch((e: Error) => e)
    await expect.poll(() => frame.opened.length).toBe(1)
    expect(frame.opened[0]).toMatchObject({ url: 'https://pages.idp.test/a?s=1' })
    expect(frame.opened[0].options.expectedOrigin).toBe('https://pages.idp.test')
    frame.post({ origin: 'https://pages.idp.test', data: { error: 'login_required', state: 'x' } })
    client.dispose()
    void pending
  })

  it('getAuthUrl and logout hand out only provider pages; logout clears the tokens all the same', async () => {
    const { client, http, clock } = setup()
    http.on('POST', SESSION, jsonResponse({ redirectSession: { id: 'r', fullUrl: 'javascript:alert(1)' } }))
    const data = await client.generateOAuthData('https://site.test/callback')
    await expect(client.getAuthUrl(data)).rejects.toMatchObject({ code: UNTRUSTED_PAGE })
    await client.setTokens(memberTokens(clock, 3600))
    await expect(client.logout('https://site.test/')).rejects.toMatchObject({ code: UNTRUSTED_PAGE })
    expect(client.loggedIn()).toBe(false)
  })

  it('trustedPageUrl applies the same rule for an app about to navigate', () => {
    const { client } = setup()
    expect(client.trustedPageUrl('https://idp.test/logout?x=1')).toBe('https://idp.test/logout?x=1')
    expect(() => client.trustedPageUrl('javascript:alert(1)')).toThrow(
      expect.objectContaining({ code: UNTRUSTED_PAGE }),
    )
  })

  it('providerOrigins must be http(s) origins', () => {
    expect(() => setup({ providerOrigins: ['javascript:alert(1)'] })).toThrow(
      'providerOrigins: javascript:alert(1) is not an http(s) origin',
    )
  })
})

describe('server-side sign-in follows only the provider and reads the callback', () => {
  const redirectUri = 'https://site.test/callback'
  const hop = (location: string): HttpResponse => ({
    status: 302,
    statusText: 'Found',
    headers: { location },
    body: '',
  })

  it.each([
    'https://internal.example/admin',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost:5432/',
    '//evil.test/x',
    'javascript:alert(1)',
  ])('a Location to %j is refused before any request is made there', async (location) => {
    const http = answering([hop('/authorize/next'), hop(location), hop(`${redirectUri}?code=C&state=S`)])
    await expect(
      followRedirectsForCode({ http, url: 'https://idp.test/start', redirectUri, origins: ORIGINS, state: 'S' }),
    ).rejects.toMatchObject({ code: UNTRUSTED_PAGE })
    expect(http.requests.map((r) => r.url)).toEqual(['https://idp.test/start', 'https://idp.test/authorize/next'])
  })

  it('a redirect session on another host is not requested at all', async () => {
    const http = answering([hop(`${redirectUri}?code=C&state=S`)])
    await expect(
      followRedirectsForCode({ http, url: 'https://evil.test/start', redirectUri, origins: ORIGINS, state: 'S' }),
    ).rejects.toMatchObject({ code: UNTRUSTED_PAGE })
    expect(http.requests).toHaveLength(0)
  })

  it(`the callback is read from the Location, never requested; at most ${MAX_REDIRECT_HOPS} hops`, async () => {
    const ok = answering([hop('/a'), hop('https://idp.test/b'), hop(`${redirectUri}?code=C&state=S`)])
    await followRedirectsForCode({ http: ok, url: 'https://idp.test/s', redirectUri, origins: ORIGINS, state: 'S' })
    expect(ok.requests.map((r) => r.url)).toEqual(['https://idp.test/s', 'https://idp.test/a', 'https://idp.test/b'])
    const endless = answering(Array.from({ length: 20 }, () => hop('/again')))
    await expect(
      followRedirectsForCode({ http: endless, url: 'https://idp.test/s', redirectUri, origins: ORIGINS, state: 'S' }),
    ).rejects.toThrow(`gave up after ${MAX_REDIRECT_HOPS} redirects`)
    expect(endless.requests).toHaveLength(MAX_REDIRECT_HOPS)
  })

  it('the client without a frame follows only its provider origins', async () => {
    const { client, http } = setup({ frame: undefined })
    http.on('POST', SESSION, jsonResponse({ redirectSession: { id: 'r', fullUrl: `${BASE}/authorize?r=1` } }))
    http.on('GET', `${BASE}/authorize?r=1`, {
      status: 302,
      statusText: 'Found',
      headers: { location: 'http://10.0.0.1/' },
      body: '',
    })
    await expect(client.getMemberTokensForDirectLogin('s')).rejects.toMatchObject({ code: UNTRUSTED_PAGE })
    expect(http.requests.some((r) => r.url.startsWith('http://10.0.0.1'))).toBe(false)
  })
})
