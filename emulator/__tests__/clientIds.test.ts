// A wrong client id does not survive to production: with "clients" configured the emulator refuses
// an unlisted one as the hosted service does (no tokens, no member registered, and the data client
// says "Unknown client id"); without "clients" it warns once per client id it accepts; the start
// banner names the configured clients and their origins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchHttp, nodeCrypto, systemClock } from '../../adapters/node'
import { memoryStorage, recordingLogger } from '../../adapters/memory'
import { createOAuthClient } from '../../core/identity'
import { createDataClient } from '../../core/data'
import { startTestEmulator, type TestEmulator } from './harness'
import { resolveConfig } from '../config'
import { createRouter } from '../router'
import { createIdentityService } from '../identity/index'
import { startBanner } from '../startBanner'
import { PGlite } from '@electric-sql/pglite'
import type { Sql } from '../contracts'

let e: TestEmulator
beforeAll(async () => {
  e = await startTestEmulator({
    collections: { Open: { permissions: { read: 'ANYONE', insert: 'ANYONE', update: 'ANYONE', remove: 'ANYONE' } } },
    clients: { 'my-app': { allowedOrigins: ['localhost'] } },
  })
})
afterAll(() => e?.close())

const identityClient = (clientId: string) =>
  createOAuthClient({
    clientId,
    baseUrl: e.url,
    http: fetchHttp(),
    storage: memoryStorage(),
    clock: systemClock(),
    crypto: nodeCrypto(),
    autoRefresh: false,
  })

describe('with "clients" configured', () => {
  it('refuses an unlisted client id at the token endpoint with "Unknown client id"', async () => {
    const r = await e.post('/oauth2/token', { clientId: 'my-ap', grantType: 'anonymous' })
    expect(r.status).toBe(400)
    expect([r.body.details.applicationError.code, r.body.message]).toEqual(['INVALID_CLIENT', 'Unknown client id'])
    expect((await e.post('/oauth2/token', { clientId: 'my-app', grantType: 'anonymous' })).status).toBe(200)
  })

  it('register with a refused client creates no member; with the listed client it does', async () => {
    const typo = identityClient('my-ap')
    const state = await typo.register({ email: 'typo@ids.test', password: 'pass-1234' })
    expect(state.loginState).not.toBe('SUCCESS')
    const direct = await e.post('/_api/iam/authentication/v2/register', {
      loginId: { email: 'direct@ids.test' },
      password: 'pass-1234',
    })
    expect(direct.status).toBe(401)
    expect(direct.body.message).toContain('Unknown client id')
    expect((await e.get('/_emulator/members')).body.members).toEqual([])
    const good = await identityClient('my-app').register({ email: 'good@ids.test', password: 'pass-1234' })
    expect(good.loginState).toBe('SUCCESS')
    expect((await e.get('/_emulator/members')).body.members.map((m: { email: string }) => m.email)).toEqual([
      'good@ids.test',
    ])
  })

  it("the data client reports the provider's message, not a generic one", async () => {
    const data = createDataClient({ baseUrl: e.url, auth: identityClient('my-ap'), http: fetchHttp() })
    const failure = await data
      .query('Open')
      .find()
      .then(
        () => undefined,
        (error: unknown) => error as { message: string; code: string },
      )
    expect(failure?.code).toBe('INVALID_CLIENT')
    expect(failure?.message).toContain('Unknown client id')
    expect(failure?.message).not.toContain('something went wrong')
  })
})

describe('without "clients"', () => {
  const db = new PGlite()
  const config = resolveConfig({ collections: {} }, 'admin')
  const logger = recordingLogger()
  const service = createIdentityService({ sql: db as unknown as Sql, config, logger })
  beforeAll(() => service.migrate())
  afterAll(() => db.close())

  it('accepts any client id and warns once per id it has not seen', async () => {
    const app = createRouter({ routes: service.routes, config, logger, resolveCaller: service.resolveCaller })
    const token = (clientId: string) =>
      app.request('http://127.0.0.1:1/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, grantType: 'anonymous' }),
      })
    for (const id of ['my-ap', 'my-ap', 'my-app', 'my-ap', 'vitrine-demo']) expect((await token(id)).status).toBe(200)
    const warnings = logger.messages('warn')
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toContain('client id "my-ap" accepted')
    expect(warnings[0]).toContain('list yours in "clients"')
    expect(warnings[1]).toContain('client id "my-app" accepted')
  })
})

describe('the start banner', () => {
  it('names the configured clients and their origins instead of the localhost default', () => {
    const base = { url: 'http://127.0.0.1:3000', adminKey: 'k', readyMs: 1 }
    const configured = startBanner({
      ...base,
      clients: { 'my-app': { allowedOrigins: ['https://shop.example', 'localhost'] } },
    })
    expect(configured).toContain('client ids:      my-app (other client ids are refused)')
    expect(configured).toContain('my-app: this origin, https://shop.example, any http://localhost or 127.0.0.1 port')
    expect(configured).not.toContain('allowed origins: this one and any http://localhost or 127.0.0.1 port')
    const open = startBanner(base)
    expect(open).toContain(
      'client ids:      any (each new one is logged once; list yours in "clients" to refuse others)',
    )
    expect(open).toContain('allowed origins: this one and any http://localhost or 127.0.0.1 port')
  })
})
