// A stand-in HTTP server for the identity service alone (the emulator's own server mounts it the
// same way): JSON and form bodies, CORS for pages on other origins, one PGlite per test file.
import { createServer } from 'node:http'
import { PGlite } from '@electric-sql/pglite'
import type { EmulatorRequest, Sql } from '../../contracts'
import { recordingLogger } from '../../../adapters/memory'
import { createIdentityService } from '../index'
import { defaultConfig } from './harness'

export async function serveIdentity() {
  const db = new PGlite()
  const config = defaultConfig()
  const service = createIdentityService({ sql: db as unknown as Sql, config, logger: recordingLogger() })
  await service.migrate()
  /** Token requests received, by grant type (for single-flight assertions). */
  const grants: Record<string, number> = {}
  const server = createServer(async (req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    }
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const type = String(req.headers['content-type'] ?? '')
    let body: unknown
    try {
      body = type.includes('json')
        ? JSON.parse(text)
        : type.includes('urlencoded')
          ? Object.fromEntries(new URLSearchParams(text))
          : undefined
    } catch {
      return void res
        .writeHead(400, { 'content-type': 'application/json', ...cors })
        .end('{"message":"malformed JSON"}')
    }
    if (req.url === '/oauth2/token' && body && typeof body === 'object') {
      const grant = String((body as Record<string, unknown>).grantType ?? (body as Record<string, unknown>).grant_type)
      grants[grant] = (grants[grant] ?? 0) + 1
    }
    const origin = `http://${req.headers.host}`
    const request: EmulatorRequest = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', origin),
      headers: req.headers,
      body,
      origin,
    }
    const answer = await service.handle(request)
    if (!answer) return void res.writeHead(404, cors).end('not found')
    const headers = { ...cors, ...(answer.headers ?? {}) }
    if (answer.redirect) return void res.writeHead(302, { ...headers, location: answer.redirect }).end()
    if (answer.html !== undefined)
      return void res
        .writeHead(answer.status, { ...headers, 'content-type': 'text/html; charset=utf-8' })
        .end(answer.html)
    res
      .writeHead(answer.status, { ...headers, 'content-type': 'application/json' })
      .end(JSON.stringify(answer.json ?? {}))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
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
