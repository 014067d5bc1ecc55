// What the emulator refuses before any service runs, so that only the developer's own pages use it:
// hosts it does not listen on (DNS rebinding), the `null` origin unless configured, bodies nested
// too deep, and layout stylesheet queries with sizes or item counts past their limits.
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, TEST_CONFIG, type TestEmulator } from './harness'
import { MAX_STYLESHEET_ITEMS } from '../gallery'
import { createRouter } from '../router'
import { resolveConfig } from '../config'
import { json } from '../errors'
import { recordingLogger } from '../../adapters/memory'
import type { CallerLookup } from '../contracts'

/** A caller lookup for routers without the identity service: everyone is an anonymous visitor. */
const anonymous: CallerLookup = () => Promise.resolve({ actor: 'ANONYMOUS_VISITOR' })

let e: TestEmulator
let port: string
beforeAll(async () => {
  e = await startTestEmulator({ ...TEST_CONFIG, allowedHosts: ['vitrine.test'] })
  port = new URL(e.url).port
})
afterAll(() => e?.close())

/** A GET with any Host header (fetch cannot set one). */
function getWithHost(path: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host, ...headers } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('Host header (DNS rebinding)', () => {
  it('answers the hosts it listens on, with their port', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `vitrine.test:${port}`]) {
      const r = await getWithHost('/_emulator/emails', host)
      expect(r.status, host).toBe(200)
    }
  })

  it('refuses any other host with 421 and a body that says what to do, Origin or not', async () => {
    const host = `rebind.attacker.example:${port}`
    for (const headers of [{}, { origin: `http://${host}` }] as Record<string, string>[]) {
      const r = await getWithHost('/_emulator/emails', host, headers)
      expect(r.status).toBe(421)
      const body = JSON.parse(r.body)
      // The one error shape of every answer, with its request id in the body and the headers.
      expect(body).toEqual({
        message: body.message,
        details: {
          applicationError: { code: 'HOST_NOT_ALLOWED', description: body.message, data: {} },
          requestId: r.headers['x-request-id'],
        },
      })
      expect(r.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      expect(r.headers['x-wix-request-id']).toBe(r.headers['x-request-id'])
      expect(body.message).toContain('rebind.attacker.example')
      expect(body.message).toContain('allowedHosts')
      expect(r.body).not.toContain('"emails"')
    }
    expect((await getWithHost('/', 'localhost.attacker.example')).status).toBe(421)
    expect((await getWithHost('/', `127.0.0.1.nip.io:${port}`)).status).toBe(421)
  })
})

describe('Origin: null', () => {
  it('is refused like any other origin not configured, and never answered with Access-Control-Allow-Origin: null', async () => {
    const r = await fetch(`${e.url}/_emulator/emails`, { headers: { origin: 'null' } })
    expect(r.status).toBe(403)
    expect(r.headers.get('access-control-allow-origin')).not.toBe('null')
    const body = await r.json()
    expect(body.details.applicationError.code).toBe('ORIGIN_NOT_ALLOWED')
    expect(JSON.stringify(body)).not.toContain('"emails"')
    const token = await fetch(`${e.url}/oauth2/token`, {
      method: 'POST',
      headers: { origin: 'null', 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'tests', grantType: 'anonymous' }),
    })
    expect(token.status).toBe(403)
    expect(token.headers.get('access-control-allow-origin')).not.toBe('null')
  })

  it('is allowed when a client lists "null" in its allowedOrigins ("*" does not cover it)', async () => {
    const routes = [{ method: 'GET' as const, path: '/x', handle: () => json({ ok: true }) }]
    const router = (clients: Record<string, { allowedOrigins: string[] }>) =>
      createRouter({ routes, config: resolveConfig({ clients }), logger: recordingLogger(), resolveCaller: anonymous })
    const listed = await router({ app: { allowedOrigins: ['null'] } }).request('http://127.0.0.1:1/x', {
      headers: { origin: 'null' },
    })
    expect(listed.status).toBe(200)
    expect(listed.headers.get('access-control-allow-origin')).toBe('null')
    const star = await router({ '*': { allowedOrigins: ['*'] } }).request('http://127.0.0.1:1/x', {
      headers: { origin: 'null' },
    })
    expect(star.status).toBe(403)
    expect(star.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('bodies nested too deep', () => {
  it('answer 400 with a clear message, not 500', async () => {
    for (const depth of [200, 100_000]) {
      const deep = '['.repeat(depth) + ']'.repeat(depth)
      for (const path of ['/wix-data/v2/items', '/oauth2/token', '/_api/iam/authentication/v2/login']) {
        const r = await e.post(path, `{"dataCollectionId":"Open","dataItem":{"data":{"x":${deep}}}}`)
        expect(r.status, `${path} at depth ${depth}`).toBe(400)
        expect(r.body.message).toContain('nested')
      }
    }
    const fine = '['.repeat(50) + ']'.repeat(50)
    const ok = await e.post('/wix-data/v2/items', `{"dataCollectionId":"Open","dataItem":{"data":{"x":${fine}}}}`)
    expect(ok.status).toBe(200)
  })
})

describe('layout stylesheet query', () => {
  const sheet = (params: Record<string, unknown>) =>
    e.get(
      '/_api/gallery/v1/layout-stylesheet?' +
        new URLSearchParams(
          Object.fromEntries(
            Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
          ),
        ).toString(),
    )
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, width: 400, height: 300 }))

  it('answers a normal gallery', async () => {
    const r = await sheet({ id: 'g', items: items(3), container: { width: 1000 }, options: {} })
    expect(r.status).toBe(200)
    expect(String(r.body)).toContain('#')
  })

  it('refuses sizes past the limits and non-finite ones with 400 and a clear message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ container: { width: 1e308 } }, 'container.width'],
      [{ container: { width: 200_001 } }, 'container.width'],
      [{ container: { width: 1000, height: 1e9 } }, 'container.height'],
      [{ container: { width: 1000 }, items: [{ id: 'a', width: 1e300, height: 1 }] }, 'items[0].width'],
      [{ container: { width: 1000 }, options: { layoutParams: { structure: { numberOfColumns: 1e12 } } } }, 'options'],
      [{ container: { width: 1000 }, options: { numberOfImagesPerRow: 1e12 } }, 'options.numberOfImagesPerRow'],
      [{ container: { width: 1000 }, items: items(MAX_STYLESHEET_ITEMS + 1) }, `at most ${MAX_STYLESHEET_ITEMS}`],
    ]
    for (const [params, named] of cases) {
      const r = await sheet({ id: 'g', items: items(2), options: {}, ...params })
      expect(r.status, JSON.stringify(params).slice(0, 100)).toBe(400)
      expect(r.body.details.applicationError.code).toBe('INVALID_ARGUMENT')
      expect(r.body.message).toContain(named)
    }
  })
})

describe('path parameters and NUL characters (the router, for every route)', () => {
  const router = () =>
    createRouter({
      routes: [
        {
          method: 'POST',
          path: '/things/:id/approve',
          handle: (r) => json({ id: r.params.id, authorization: r.authorization ?? null }),
        },
      ],
      config: resolveConfig({}),
      logger: recordingLogger(),
      resolveCaller: anonymous,
    })
  const violation = async (answer: Response) => {
    const body = (await answer.json()) as { details: { validationError: { fieldViolations: { field: string }[] } } }
    return [answer.status, body.details.validationError.fieldViolations[0].field]
  }
  it('gives handlers their decoded parameters and the Authorization header', async () => {
    const answer = await router().request('http://127.0.0.1:1/things/a%2Fb%20c/approve', {
      method: 'POST',
      headers: { authorization: 'Bearer t' },
    })
    expect(await answer.json()).toEqual({ id: 'a/b c', authorization: 'Bearer t' })
  })
  it('answers 400 naming a parameter that is not valid percent-encoding', async () => {
    expect(
      await violation(await router().request('http://127.0.0.1:1/things/%E0%A4%A/approve', { method: 'POST' })),
    ).toEqual([400, 'id'])
  })
  it('answers 400 for NUL in a parameter, the query or the body, before the handler', async () => {
    const r = router()
    const post = (path: string, body?: string) =>
      r.request(`http://127.0.0.1:1${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
    expect(await violation(await post('/things/a%00/approve'))).toEqual([400, 'request'])
    expect(await violation(await post('/things/a/approve?x=%00'))).toEqual([400, 'request'])
    expect(await violation(await post('/things/a/approve', JSON.stringify({ v: 'a\u0000' })))).toEqual([400, 'request'])
  })
})
