import { PGlite } from '@electric-sql/pglite'
import type { EmulatorConfig, EmulatorRequest, Sql } from '../../contracts'
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
})

/** One PGlite and one identity service for a test file. */
export async function openService() {
  const db = new PGlite()
  const config = defaultConfig()
  const logger = recordingLogger()
  const service = createIdentityService({ sql: db as unknown as Sql, config, logger })
  await service.migrate()
  await service.migrate() // idempotent
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const request: EmulatorRequest = { method, url: new URL(path, ORIGIN), headers, body, origin: ORIGIN }
    const response = await service.handle(request)
    if (!response) throw new Error(`not handled: ${method} ${path}`)
    return response
  }
  return { db, config, logger, service, call, close: () => db.close() }
}
