// The emulator: one HTTP server on one port for the identity API, the data API (both prefixes),
// the poll API, the gallery stylesheet, the test helpers under /_emulator/ and the demo site.
import type { Server } from 'node:http'
import type { EmulatorConfig } from './contracts'
import { consoleLogger } from '../adapters/browser/consoleLogger'
import { createIdentityService } from './identity/index'
import { createDataService } from './data/index'
import { resolveConfig } from './config'
import { openPglite, openPostgres, type ClosableSql } from './sql'
import { createDemo } from './demo'
import { createPolls, savePoll } from './polls'
import { handleStylesheet, STYLESHEET_PATH } from './gallery'
import { json } from './errors'
import { createRouter, type Route } from './router'
import { createNodeServer, listen } from './server'

/** Options of `startEmulator`. */
export interface EmulatorOptions {
  /** TCP port; 0 picks a free one. Default 3000. */
  port?: number
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string
  /** PGlite data directory (created when missing). Undefined: in-memory PGlite (tests). */
  dataDir?: string
  /** Use this PostgreSQL server instead of PGlite. */
  databaseUrl?: string
  /** The config object, or the path of a JSON file (`VITRINE_CONFIG`). */
  config?: Partial<EmulatorConfig> | string
  /** The admin key (acts as the site owner's app); generated when absent from options and config. */
  adminKey?: string
  /** No logs. */
  quiet?: boolean
  /** Request body limit in bytes. Default 4 MiB. */
  bodyLimit?: number
  /** When `port` is taken, try the next ones (up to 20) instead of failing. Default false. */
  nextFreePort?: boolean
  /** Bundle demo/main.tsx at start. Default true. */
  buildDemo?: boolean
}

/** A running emulator. */
export interface RunningEmulator {
  /** e.g. `http://127.0.0.1:3000`. */
  url: string
  adminKey: string
  /** Stops accepting requests, waits for the ones in flight, closes the database. */
  close(): Promise<void>
}

/** The error `startEmulator` rejects with when its port (and any fallback) is taken. */
export class PortInUseError extends Error {
  readonly code = 'EADDRINUSE'
  constructor(readonly port: number) {
    super(`Port ${port} is already in use`)
  }
}

/** Listens on `port`, or on one of the next `tries` ports when it is taken. */
async function listenFrom(server: Server, port: number, host: string, tries: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await listen(server, port + attempt, host)
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE') throw error
      if (attempt >= tries) throw new PortInUseError(port + attempt)
    }
  }
}

/** Starts the emulator; resolves once it answers requests. Rejects with `PortInUseError` when the port is taken. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const logger = consoleLogger('', { level: options.quiet === true ? 'error' : 'info' })
  const config = resolveConfig(options.config, options.adminKey)
  const sql: ClosableSql = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir)
  const identity = createIdentityService({ sql, config, logger })
  const data = createDataService({ sql, config, logger, identity })
  const polls = createPolls(sql, identity)
  const seedPolls = async () => {
    for (const poll of Object.values(config.polls)) await savePoll(sql, poll)
  }
  await identity.migrate()
  await data.migrate()
  await seedPolls()
  const demo = await createDemo({ build: options.buildDemo !== false })

  const helpers: Route[] = [
    {
      method: 'POST',
      path: '/_emulator/reset',
      async handle() {
        await identity.reset()
        await data.reset()
        await seedPolls()
        return json({})
      },
    },
    { method: 'GET', path: '/_emulator/indexes', handle: async () => json({ indexes: await data.indexes() }) },
    ...polls,
    { method: 'GET', path: STYLESHEET_PATH, handle: handleStylesheet },
  ]
  const app = createRouter({
    routes: [...identity.routes, ...data.routes, ...helpers, { method: 'GET', path: '*', handle: demo }],
    config,
    logger,
    bodyLimit: options.bodyLimit,
  })
  const server = createNodeServer(app.fetch)
  const host = options.host ?? '127.0.0.1'
  const requested = options.port ?? 3000
  let port: number
  try {
    port = await listenFrom(server, requested, host, options.nextFreePort === true && requested !== 0 ? 20 : 0)
  } catch (error) {
    await data.indexesIdle()
    await sql.close()
    throw error
  }
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  let closing: Promise<void> | undefined
  return {
    url,
    adminKey: config.adminKey,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeIdleConnections()
          setTimeout(() => server.closeAllConnections(), 2000).unref()
        })
        await data.indexesIdle()
        await sql.close()
      })()
      return closing
    },
  }
}
