// The emulator: one HTTP server on one port for the identity API, the data API (both prefixes),
// the poll API, the gallery stylesheet, the test helpers under /_emulator/ and the demo site.
import { createServer, type Server } from 'node:http'
import type { EmulatorConfig, EmulatorRequest, EmulatorResponse } from './contracts'
import type { Logger } from '../ports'
import { createIdentityService } from './identity/index'
import { createDataService } from './data/index'
import { resolveConfig } from './config'
import { openPglite, openPostgres, type ClosableSql } from './sql'
import { CORS, DEFAULT_BODY_LIMIT, errorResponse, readBody, writeResponse } from './http'
import { createDemo, type RawAnswer } from './demo'
import { createPolls, savePoll } from './polls'
import { handleStylesheet } from './gallery'

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

const consoleLogger = (quiet: boolean): Logger =>
  ({
    error: (...a: unknown[]) => console.error(...a),
    warn: (...a: unknown[]) => (quiet ? undefined : console.warn(...a)),
    info: (...a: unknown[]) => (quiet ? undefined : console.info(...a)),
  }) as Logger

/** Starts the emulator; resolves once it answers requests. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const logger = consoleLogger(options.quiet === true)
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
  const limit = options.bodyLimit ?? DEFAULT_BODY_LIMIT

  const route = async (request: EmulatorRequest): Promise<EmulatorResponse | RawAnswer | undefined> => {
    if (request.url.pathname === '/_emulator/reset') {
      if (request.method !== 'POST') return errorResponse(405, 'METHOD_NOT_ALLOWED', 'Use POST')
      await identity.reset()
      await data.reset()
      await seedPolls()
      return { status: 200, json: {} }
    }
    if (request.url.pathname === '/_emulator/indexes') {
      if (request.method !== 'GET') return errorResponse(405, 'METHOD_NOT_ALLOWED', 'Use GET')
      return { status: 200, json: { indexes: await data.indexes() } }
    }
    return (
      (await identity.handle(request)) ??
      (await data.handle(request)) ??
      (await polls(request)) ??
      (await handleStylesheet(request)) ??
      (await demo(request))
    )
  }

  const server: Server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end()
      const host =
        typeof req.headers.host === 'string' && /^[A-Za-z0-9.:[\]-]{1,300}$/.test(req.headers.host)
          ? req.headers.host
          : `127.0.0.1:${port}`
      const origin = `http://${host}`
      let url: URL
      try {
        url = new URL(req.url ?? '/', origin)
      } catch {
        return writeResponse(res, errorResponse(400, 'INVALID_ARGUMENT', 'Malformed URL'))
      }
      const body = await readBody(req, limit)
      if (!body.ok) {
        // The rest of an oversized body is never read: answer, then drop the connection.
        if (body.response.status === 413) res.once('finish', () => req.destroy())
        return writeResponse(res, body.response)
      }
      const answer = await route({ method: req.method ?? 'GET', url, headers: req.headers, body: body.body, origin })
      if (!answer) return writeResponse(res, errorResponse(404, 'NOT_FOUND', 'Not found'))
      if ('type' in answer)
        return void res
          .writeHead(answer.status, {
            ...CORS,
            'content-type': answer.type,
            'x-content-type-options': 'nosniff',
            ...answer.headers,
          })
          .end(answer.body)
      writeResponse(res, answer)
    } catch (error) {
      logger.error('emulator: request failed', error instanceof Error ? error.message : String(error))
      if (!res.headersSent) writeResponse(res, errorResponse(500, 'INTERNAL_ERROR', 'System error occurred'))
      else res.end()
    }
  })
  server.keepAliveTimeout = 5000
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 3000, host, () => resolve())
  })
  const port = (server.address() as { port: number }).port
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
