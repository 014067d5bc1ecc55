import { describe, expect, it } from 'vitest'
import type { HttpResponse } from '../../../ports'
import { followRedirectsForCode, resolveLocation } from '../serverSignIn'
import { answering } from './answering'

const redirectUri = 'https://site.test/callback'
const hop = (location: string): HttpResponse => ({ status: 302, statusText: 'Found', headers: { location }, body: '' })

describe('resolveLocation', () => {
  it('reads Location as a browser would against the address that sent it', () => {
    const from = 'https://idp.test/a/b?x=1'
    expect(resolveLocation('https://other.test/p', from)).toBe('https://other.test/p')
    expect(resolveLocation('//cdn.test/p', from)).toBe('https://cdn.test/p')
    expect(resolveLocation('/login?y=2', from)).toBe('https://idp.test/login?y=2')
    expect(resolveLocation('c?z=3', from)).toBe('https://idp.test/a/c?z=3')
  })
})

describe('followRedirectsForCode', () => {
  it('walks the provider redirects and reads code and state from the one that points at the redirect URI', async () => {
    const http = answering([hop('/authorize/next'), hop(`${redirectUri}?code=C-1&state=S-1`)])
    const answer = await followRedirectsForCode({ http, url: 'https://idp.test/start', redirectUri, state: 'S-1' })
    expect(answer.code).toBe('C-1')
    expect(http.requests.map((r) => [r.url, r.redirect])).toEqual([
      ['https://idp.test/start', 'manual'],
      ['https://idp.test/authorize/next', 'manual'],
    ])
  })

  it('refuses an answer for another state', async () => {
    const http = answering([hop(`${redirectUri}?code=C-1&state=OTHER`)])
    await expect(
      followRedirectsForCode({ http, url: 'https://idp.test/s', redirectUri, state: 'S-1' }),
    ).rejects.toThrow('Invalid _state')
  })

  it('rejects with the provider’s error description', async () => {
    const http = answering([hop(`${redirectUri}?error=login_required&error_description=Sign+in+first&state=S-1`)])
    await expect(
      followRedirectsForCode({ http, url: 'https://idp.test/s', redirectUri, state: 'S-1' }),
    ).rejects.toThrow('Sign in first')
  })

  it('says what it got when the provider shows a page instead of redirecting', async () => {
    const http = answering([{ status: 200, statusText: 'OK', headers: {}, body: '<html>login</html>' }])
    await expect(
      followRedirectsForCode({ http, url: 'https://idp.test/s?token=secret', redirectUri, state: 'S-1' }),
    ).rejects.toThrow('expected a redirect to https://site.test/callback, got 200 from https://idp.test/s')
  })

  it('gives up after ten redirects that never reach the redirect URI', async () => {
    const http = answering(Array.from({ length: 12 }, () => hop('/again')))
    await expect(
      followRedirectsForCode({ http, url: 'https://idp.test/s', redirectUri, state: 'S-1' }),
    ).rejects.toThrow('gave up after 10 redirects')
  })
})
