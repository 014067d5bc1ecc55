import { PGlite } from '@electric-sql/pglite'
import type { EmulatorConfig, EmulatorResponse, Sql } from '../../contracts'
import { createRouter } from '../../router'
import { recordingLogger } from '../../../adapters/memory'
import { createIdentityService } from '../index'

export const ORIGIN = 'http://127.0.0.1:3999'
export const ADMIN_KEY = 'admin-key-for-tests'

/** A config with every default, for tests to change per case. */
export const defaultConfig = (): EmulatorConfig => ({
  collections: {},
  members: { requireEmailVerification: false, requireOwnerApproval: false, requireCaptcha: false },
  oauth: { allowedClientIds: 'any', accessTokenTtlSeconds: 4 * 3600 },
  site: { published: true },
  adminKey: ADMIN_KEY,
  // The tests' site: loopback origins (the default) and https://site.test.
  clients: { '*': { allowedOrigins: ['localhost', 'https://site.test'] } },
})

/** One PGlite and one identity service for a test file. */
export async function openService() {
  const db = new PGlite()
  const config = defaultConfig()
  const logger = recordingLogger()
  const service = createIdentityService({ sql: db as unknown as Sql, config, logger })
  await service.migrate()
  await service.migrate() // idempotent
  const app = createRouter({ routes: service.routes, config, logger, resolveCaller: service.resolveCaller })
  /** One request through the emulator's router, answered in the services' response shape. */
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<EmulatorResponse> => {
    const withBody = body !== undefined && method !== 'GET' && method !== 'HEAD'
    const response = await app.request(new URL(path, ORIGIN).toString(), {
      method,
      headers: withBody ? { 'content-type': 'application/json', ...headers } : headers,
      body: withBody ? JSON.stringify(body) : undefined,
    })
    return answerOf(response)
  }
  return { db, config, logger, service, call, close: () => db.close() }
}

/** A Response in the services' answer shape (status, json | html | text | redirect, headers). */
export async function answerOf(response: Response): Promise<EmulatorResponse> {
  const headers: Record<string, string> = Object.fromEntries(response.headers)
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies.join(', ')
  const location = response.headers.get('location')
  if (location !== null) return { status: response.status, redirect: location, headers }
  const type = response.headers.get('content-type') ?? ''
  const text = await response.text()
  if (type.includes('text/html')) return { status: response.status, html: text, headers }
  if (type.includes('json')) return { status: response.status, json: JSON.parse(text) as unknown, headers }
  return { status: response.status, text, headers }
}
