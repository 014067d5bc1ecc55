// CORS by the browser's rules on every route: preflights reflect the requested headers, every answer
// (errors included) names the origin, varies on it and exposes the request id; a client id's
// allowed origins decide, with a readable 403 for the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmulator, type RunningEmulator } from '../index'

let emulator: RunningEmulator
const SITE = 'https://shop.example'

beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    quiet: true,
    config: {
      collections: { Open: {} },
      // Unlisted client ids take the "*" entry (without one they are refused: clientIds.test.ts).
      clients: { shop: { allowedOrigins: [SITE] }, '*': { allowedOrigins: ['localhost'] } },
    },
  })
})
afterAll(() => emulator?.close())

const token = (origin: string, clientId: string) =>
  fetch(`${emulator.url}/oauth2/token`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, grantType: 'anonymous' }),
  })

describe('CORS', () => {
  it('preflights answer the requested method and headers for every route, and vary on them', async () => {
    for (const path of [
      '/oauth2/token',
      '/wix-data/v2/items/query',
      '/_api/polls/v1/polls/p1/vote',
      '/_api/gallery/v1/layout-stylesheet',
    ]) {
      const pre = await fetch(emulator.url + path, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-wix-bi-gateway, authorization, x-anything',
        },
      })
      expect(pre.status).toBe(204)
      expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      expect(pre.headers.get('access-control-allow-headers')).toBe(
        'content-type, x-wix-bi-gateway, authorization, x-anything',
      )
      expect(pre.headers.get('access-control-allow-methods')).toContain('POST')
      expect(pre.headers.get('vary')).toBe('Origin, Access-Control-Request-Headers')
    }
  })

  it('every status carries the CORS headers and exposes the request id', async () => {
    const origin = 'http://127.0.0.1:8080'
    const answers = [
      await fetch(`${emulator.url}/nothing`, { headers: { origin } }),
      await fetch(`${emulator.url}/wix-data/v2/items/query`, { method: 'POST', headers: { origin }, body: '{broken' }),
      await fetch(`${emulator.url}/wix-data/v2/items/query`, {
        method: 'POST',
        headers: { origin, authorization: 'forged', 'content-type': 'application/json' },
        body: '{"dataCollectionId":"Open"}',
      }),
      await fetch(`${emulator.url}/oauth2/token`, { headers: { origin } }),
      await token(origin, 'x'),
    ]
    expect(answers.map((a) => a.status)).toEqual([404, 400, 401, 405, 200])
    for (const answer of answers) {
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
      expect(answer.headers.get('access-control-expose-headers')).toContain('x-request-id')
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
      expect(answer.headers.get('vary')).toContain('Origin')
    }
  })

  it('a client id takes only its allowed origins (and the emulator own); others get a 403 naming the origin', async () => {
    expect((await token(SITE, 'shop')).status).toBe(200)
    expect((await token(emulator.url, 'shop')).status).toBe(200)
    const refused = await token('http://localhost:5173', 'shop')
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const body = (await refused.json()) as { message: string; details: { applicationError: { code: string } } }
    expect(body.details.applicationError.code).toBe('ORIGIN_NOT_ALLOWED')
    expect(body.message).toContain('Origin http://localhost:5173 is not allowed for client id "shop"')
    // Unlisted client ids keep the default: loopback origins only.
    expect((await token('http://localhost:5173', 'other')).status).toBe(200)
    expect((await token(SITE, 'other')).status).toBe(403)
  })

  it('redirect sessions refuse redirect URIs and post-flow URLs outside the client id origins', async () => {
    const session = (body: unknown) =>
      fetch(`${emulator.url}/_api/redirects-api/v1/redirect-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const logout = await session({ logout: { clientId: 'shop' }, callbacks: { postFlowUrl: 'https://evil.example/x' } })
    expect(logout.status).toBe(400)
    expect(((await logout.json()) as { message: string }).message).toContain(
      'callbacks.postFlowUrl: origin https://evil.example is not an allowed origin of this client id',
    )
    expect((await session({ logout: { clientId: 'shop' }, callbacks: { postFlowUrl: `${SITE}/bye` } })).status).toBe(
      200,
    )
  })
})
