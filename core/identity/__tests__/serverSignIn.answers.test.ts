// followRedirectsForCode on the answers at the edges: statuses just outside 3xx that carry a Location,
// exactly ten hops, an error answer's code, an answer without a code; resolveLocation on addresses that
// only look like schemes.
import { describe, expect, it } from 'vitest'
import type { HttpResponse } from '../../../ports'
import { followRedirectsForCode, MAX_REDIRECT_HOPS, resolveLocation } from '../serverSignIn'
import { answering } from './answering'

const redirectUri = 'https://site.test/callback'
const answer = (status: number, location?: string): HttpResponse => ({
  status,
  statusText: '',
  headers: location === undefined ? {} : { location },
  body: '',
})
const follow = (http: ReturnType<typeof answering>) =>
  followRedirectsForCode({ http, url: 'https://idp.test/start', redirectUri, state: 'S-1' })

describe('resolveLocation: schemes', () => {
  it('takes a scheme with digits as absolute, and a relative path with a colon later on as relative', () => {
    const from = 'https://idp.test/a/b'
    expect(resolveLocation('h2:x', from)).toBe('h2:x')
    expect(resolveLocation('next?u=a:b', from)).toBe('https://idp.test/a/next?u=a:b')
    expect(resolveLocation('x y:z', from)).toBe('https://idp.test/a/x y:z')
  })
})

describe('followRedirectsForCode: edges', () => {
  it('follows 300 and 399 but refuses 200, 299 and 400 even with a Location', async () => {
    const ok = answering([answer(300, '/next'), answer(399, `${redirectUri}?code=C&state=S-1`)])
    expect((await follow(ok)).code).toBe('C')
    for (const status of [200, 299, 400]) {
      const http = answering([answer(status, `${redirectUri}?code=C&state=S-1`)])
      await expect(follow(http)).rejects.toThrow(
        `Server-side sign-in expected a redirect to ${redirectUri}, got ${status} from https://idp.test/start`,
      )
    }
  })

  it('refuses a redirect without a Location', async () => {
    await expect(follow(answering([answer(302)]))).rejects.toThrow('got 302 from https://idp.test/start')
  })

  it('sends exactly ten requests before giving up', async () => {
    const http = answering(Array.from({ length: 12 }, (_, i) => answer(302, `/hop-${i}`)))
    await expect(follow(http)).rejects.toThrow('Server-side sign-in gave up after 10 redirects')
    expect(MAX_REDIRECT_HOPS).toBe(10)
    expect(http.requests).toHaveLength(10)
  })

  it('the tenth hop may still reach the redirect URI', async () => {
    const hops = Array.from({ length: 9 }, (_, i) => answer(302, `/hop-${i}`))
    const http = answering([...hops, answer(302, `${redirectUri}?code=C-10&state=S-1`)])
    expect((await follow(http)).code).toBe('C-10')
  })

  it('an error answer carries the provider error as its code', async () => {
    const http = answering([answer(302, `${redirectUri}?error=login_required&state=S-1`)])
    await expect(follow(http)).rejects.toMatchObject({ message: 'login_required', code: 'login_required' })
  })

  it('an answer with the right state but no code is refused', async () => {
    const http = answering([answer(302, `${redirectUri}?state=S-1`)])
    await expect(follow(http)).rejects.toThrow('Missing code or _state')
  })
})
