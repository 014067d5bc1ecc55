// The emulator: one HTTP server on one port for the identity API, the data API (both prefixes),
// the poll API, the gallery stylesheet, the test helpers under /_emulator/ and the demo site.
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import type { EmulatorConfig, EmulatorSite } from './contracts'
import { consoleLogger } from '../adapters/browser/consoleLogger'
import { createIdentityService } from './identity/index'
import { createDataService } from './data/index'
import { resolveConfig } from './config'
import { openPglite, openPostgres, type ClosableSql } from './sql'
import { createPolls, savePoll } from './polls'
import { handleStylesheet, STYLESHEET_PATH } from './gallery'
import { json } from './errors'
import { VitrineError } from '../core/shared/errors'
import { createRouter, foreignHost, type Route } from './router'
import { createNodeServer, listen, type NodeBindings } from './server'
import { startingAnswer, startTracker, type StartProgress } from './startProgress'

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
  /** The site served at every GET no service answers (`npm start` gives the demo's); none by default. */
  site?: EmulatorSite
  /**
   * Called as the start goes on: first with the address (the port opens before the database, and
   * answers with a page showing this progress until ready), then as each step starts and ends.
   */
  onProgress?: (progress: StartProgress) => void
}

/** A running emulator. */
export interface RunningEmulator {
  /** e.g. `http://127.0.0.1:3000`. */
  url: string
  adminKey: string
  /** The configured `clients` (client ids and their allowed origins), if any. */
  clients?: EmulatorConfig['clients']
  /** Stops accepting requests, waits for the ones in flight, closes the database. */
  close(): Promise<void>
}

/** The error `startEmulator` rejects with when its port (and any fallback) is taken. */
export class PortInUseError extends VitrineError<'EADDRINUSE'> {
  constructor(readonly port: number) {
    super('EADDRINUSE', `Port ${port} is already in use`)
    this.name = 'PortInUseError'
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
  const { dataDir, databaseUrl } = options
  const tracker = startTracker(
    [
      {
        id: 'database',
        label: databaseUrl
          ? 'Connecting to PostgreSQL'
          : !dataDir
            ? 'Starting the embedded database (PGlite, in memory)'
            : existsSync(join(dataDir, 'PG_VERSION'))
              ? `Opening the embedded database (PGlite) in ${dataDir}`
              : `Creating the embedded database (PGlite) in ${dataDir}: the first start takes a few seconds`,
      },
      { id: 'schema', label: 'Creating the tables and seeding the demo collections' },
      ...(options.site ? [{ id: 'site' as const, label: options.site.label }] : []),
    ],
    options.onProgress,
  )
  // Until ready, every request is answered with the start's progress (a page, or a 503 for the API).
  let serve = (request: Request, _bindings?: NodeBindings): Response | Promise<Response> =>
    options.site?.starting?.(request, tracker.current) ?? startingAnswer(tracker.current)
  const host = options.host ?? '127.0.0.1'
  const server = createNodeServer(
    (request, bindings) => foreignHost(request, host, config.allowedHosts) ?? serve(request, bindings),
  )
  const requested = options.port ?? 3000
  const port = await listenFrom(server, requested, host, options.nextFreePort === true && requested !== 0 ? 20 : 0)
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  tracker.listening(url)
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
      setTimeout(() => server.closeAllConnections(), 2000).unref()
    })

  let db: ClosableSql
  try {
    db = await tracker.step('database', () => (databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir)))
  } catch (error) {
    await closeServer()
    throw error
  }
  const identity = createIdentityService({ sql: db, config, logger })
  const data = createDataService({ sql: db, config, logger })
  const polls = createPolls(db)
  const seedPolls = async () => {
    for (const poll of Object.values(config.polls)) await savePoll(db, poll)
  }
  let site: Route[] = []
  try {
    await tracker.step('schema', async () => {
      await identity.migrate()
      await data.migrate()
      await seedPolls()
    })
    const { site: given } = options
    if (given) site = [{ method: 'GET', path: '*', handle: await tracker.step('site', () => given.start()) }]
  } catch (error) {
    await closeServer()
    await data.indexesIdle()
    await db.close()
    throw error
  }

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
    routes: [...identity.routes, ...data.routes, ...helpers, ...site],
    config,
    logger,
    resolveCaller: identity.resolveCaller,
    bodyLimit: options.bodyLimit,
  })
  serve = app.fetch
  tracker.ready()
  let closing: Promise<void> | undefined
  return {
    url,
    adminKey: config.adminKey,
    clients: config.clients,
    close() {
      closing ??= (async () => {
        await closeServer()
        await data.indexesIdle()
        await db.close()
      })()
      return closing
    },
  }
}
