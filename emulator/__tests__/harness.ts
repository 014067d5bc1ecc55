// One emulator per test file: in-memory PGlite, or a fresh database on the PostgreSQL server of
// `DATABASE_URL` (dropped afterwards), with a small HTTP client.
import { createHash, randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import type { EmulatorConfig } from '../contracts'
import { startEmulator, type RunningEmulator } from '../index'

/** The config the data tests use. */
export const TEST_CONFIG: Partial<EmulatorConfig> = {
  collections: {
    Movies: { permissions: { read: 'ANYONE', insert: 'ADMIN', update: 'ADMIN', remove: 'ADMIN' } },
    Open: { permissions: { read: 'ANYONE', insert: 'ANYONE', update: 'ANYONE', remove: 'ANYONE' } },
    Members: {
      permissions: { read: 'SITE_MEMBER', insert: 'SITE_MEMBER', update: 'SITE_MEMBER', remove: 'SITE_MEMBER' },
    },
    Authored: {
      permissions: {
        read: 'SITE_MEMBER_AUTHOR',
        insert: 'SITE_MEMBER',
        update: 'SITE_MEMBER_AUTHOR',
        remove: 'SITE_MEMBER_AUTHOR',
      },
    },
    Private: { permissions: { read: 'ADMIN', insert: 'CMS_EDITOR', update: 'PRIVILEGED', remove: 'ADMIN' } },
    Seeded: {
      seed: [
        { _id: 's1', name: 'first' },
        { _id: 's2', name: 'second' },
      ],
    },
  },
}

type PgClient = { connect(): Promise<void>; query(t: string): Promise<unknown>; end(): Promise<void> }

async function withAdminDb<T>(fn: (c: PgClient) => Promise<T>): Promise<T> {
  const { Client } = createRequire(import.meta.url)('pg') as {
    Client: new (o: { connectionString: string }) => PgClient
  }
  const client = new Client({ connectionString: process.env.DATABASE_URL! })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** An answer: status and parsed JSON body. */
export interface Answer {
  status: number
  body: any
  headers: Headers
}

/** Starts an emulator for one test file. */
export async function startTestEmulator(config: Partial<EmulatorConfig> = TEST_CONFIG) {
  let databaseUrl: string | undefined
  let dbName: string | undefined
  if (process.env.DATABASE_URL) {
    dbName = `vitrine_test_${randomBytes(6).toString('hex')}`
    await withAdminDb((c) => c.query(`CREATE DATABASE ${dbName}`))
    const url = new URL(process.env.DATABASE_URL)
    url.pathname = `/${dbName}`
    databaseUrl = url.toString()
  }
  const emulator: RunningEmulator = await startEmulator({
    port: 0,
    quiet: true,
    config,
    databaseUrl,
    bodyLimit: 256 * 1024,
  })
  const call = async (method: string, path: string, body?: unknown, auth?: string): Promise<Answer> => {
    const headers: Record<string, string> = {}
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (auth) headers.authorization = auth
    const res = await fetch(emulator.url + path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers }
  }
  return {
    ...emulator,
    backend: databaseUrl ? 'postgres' : 'pglite',
    call,
    post: (path: string, body: unknown, auth?: string) => call('POST', path, body, auth),
    get: (path: string, auth?: string) => call('GET', path, undefined, auth),
    /** `POST /wix-data/v2/<path>` with the admin key. */
    admin: (path: string, body: unknown) => call('POST', `/wix-data/v2/${path}`, body, emulator.adminKey),
    /** `POST /wix-data/v2/<path>` with an optional token. */
    data: (path: string, body: unknown, auth?: string) => call('POST', `/wix-data/v2/${path}`, body, auth),
    async visitorToken(): Promise<string> {
      const r = await call('POST', '/oauth2/token', { clientId: 'tests', grantType: 'anonymous' })
      return r.body.access_token
    },
    /** Registers a member and signs them in through the redirect session (PKCE, prompt none): a member access token. */
    async memberToken(email: string, profile?: Record<string, unknown>): Promise<string> {
      const reg = await call('POST', '/_api/iam/authentication/v2/register', {
        loginId: { email },
        password: 'secret-pass-1',
        ...(profile ? { profile } : {}),
      })
      const sessionToken = reg.body.sessionToken
      if (!sessionToken) throw new Error(`register failed: ${JSON.stringify(reg.body)}`)
      const verifier = randomBytes(32).toString('base64url')
      const codeChallenge = createHash('sha256').update(verifier).digest('base64url')
      const redirectUri = 'http://127.0.0.1:1/cb'
      const session = await call('POST', '/_api/redirects-api/v1/redirect-session', {
        auth: {
          authRequest: {
            redirectUri,
            clientId: 'tests',
            codeChallenge,
            codeChallengeMethod: 'S256',
            responseMode: 'query',
            responseType: 'code',
            scope: 'offline_access',
            state: 'st',
            sessionToken,
          },
          prompt: 'none',
        },
      })
      let next = session.body.redirectSession.fullUrl as string
      let cookie = ''
      for (let hop = 0; hop < 10 && !next.startsWith(redirectUri); hop++) {
        const res = await fetch(new URL(next, emulator.url), { redirect: 'manual', headers: cookie ? { cookie } : {} })
        const set = res.headers.getSetCookie?.() ?? []
        if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ')
        const location = res.headers.get('location')
        if (!location) throw new Error(`authorize flow stopped at ${res.status}`)
        next = new URL(location, next).toString()
      }
      const code = new URL(next).searchParams.get('code')
      const tokens = await call('POST', '/oauth2/token', {
        clientId: 'tests',
        grantType: 'authorization_code',
        redirectUri,
        code,
        codeVerifier: verifier,
      })
      if (tokens.status !== 200) throw new Error(`token exchange failed: ${JSON.stringify(tokens.body)}`)
      return tokens.body.access_token
    },
    async close() {
      await emulator.close()
      if (dbName) await withAdminDb((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`))
    },
  }
}

/** The test emulator type. */
export type TestEmulator = Awaited<ReturnType<typeof startTestEmulator>>
