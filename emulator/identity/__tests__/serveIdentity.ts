// The identity service alone behind the emulator's own router and Node server, one PGlite per test
// file; counts token requests by grant type (for single-flight assertions).
import { PGlite } from '@electric-sql/pglite'
import type { Sql } from '../../contracts'
import { recordingLogger } from '../../../adapters/memory'
import { createRouter } from '../../router'
import { createNodeServer, listen } from '../../server'
import { createIdentityService } from '../index'
import { defaultConfig } from './harness'

export async function serveIdentity() {
  const db = new PGlite()
  const config = defaultConfig()
  const logger = recordingLogger()
  const service = createIdentityService({ sql: db as unknown as Sql, config, logger })
  await service.migrate()
  /** Token requests received, by grant type (for single-flight assertions). */
  const grants: Record<string, number> = {}
  const app = createRouter({ routes: service.routes, config, logger, resolveCaller: service.resolveCaller })
  const server = createNodeServer(async (request, bindings) => {
    if (new URL(request.url).pathname === '/oauth2/token' && request.method === 'POST') {
      try {
        const body = (await request.clone().json()) as Record<string, unknown>
        const grant = String(body.grantType ?? body.grant_type)
        grants[grant] = (grants[grant] ?? 0) + 1
      } catch {
        // not JSON: the router answers 400
      }
    }
    return app.fetch(request, bindings)
  })
  const port = await listen(server, 0, '127.0.0.1')
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    config,
    grants,
    service,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
      await db.close()
    },
  }
}
