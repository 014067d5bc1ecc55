// The emulator's one router (hono) for every service: CORS by the browser's rules, the body limit,
// body parsing and valibot validation, per-client origin checks, the caller looked up once per
// request, the routes each service declares, and one error path: handlers and the router's own
// checks throw a `ServiceError` and one handler (`onError`) answers it in the wire format (404,
// 405 and 413 take the same answer), SQL data errors as a 400, anything else as a logged 500.
import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import type { CallerLookup, EmulatorConfig, EmulatorRequest, EmulatorResponse } from './contracts'
import type { Logger } from '../ports'
import { fail, invalid, ServiceError, validationError } from './errors'
import { violationsOf } from './bodies'
import { clientIdOf, hostAllowed, hostRefusal, originAllowed, refusal } from './origins'
import { MAX_JSON_DEPTH, nestsDeeperThan } from './guards'
import type { NodeBindings } from './server'

/** A raw (binary-capable) answer, for static files. */
export interface RawAnswer {
  status: number
  type: string
  body: string | Uint8Array
  headers?: Record<string, string>
}

/**
 * What a route handler answers when it succeeds; `undefined` passes the request on (404 when nothing
 * else takes it). A handler never answers an error: it throws the `ServiceError` (`fail`, `invalid`).
 */
export type Answer = EmulatorResponse | RawAnswer | undefined

/** One route a service declares. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL'
  /** A hono path pattern (`/wix-data/v2/items/:id`, `/_emulator/members/:id/approve`, `*`). */
  path: string
  /** A valibot schema the parsed body must satisfy (else 400 with its field violations). */
  body?: v.GenericSchema
  handle(request: EmulatorRequest): Promise<Answer> | Answer
}

/** The default request body limit: 4 MiB. */
export const DEFAULT_BODY_LIMIT = 4 * 1024 * 1024

const REQUEST_ID_HEADERS = ['x-request-id', 'x-wix-request-id']
const DEFAULT_ALLOWED_HEADERS = 'authorization, content-type, x-wix-client-artifact-id, commonconfig'
const METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'

type Env = { Variables: { request: EmulatorRequest; requestId: string }; Bindings: NodeBindings | undefined }

/** Whether a value, as JSON, holds a NUL character (PostgreSQL text cannot; a value that cannot be written counts). */
function holdsNul(value: unknown): boolean {
  try {
    return value !== undefined && JSON.stringify(value).includes('\\u0000')
  } catch {
    return true
  }
}

/**
 * The path parameters of `pattern` (`:name` segments) read from `pathname`, percent-decoded, or the
 * name of the first one that is not valid percent-encoding.
 */
function pathParams(pattern: string, pathname: string): { params: Record<string, string> } | { invalid: string } {
  const params: Record<string, string> = {}
  const names = pattern.split('/')
  const values = pathname.split('/')
  for (const [index, segment] of names.entries()) {
    if (!segment.startsWith(':')) continue
    const name = segment.slice(1)
    try {
      params[name] = decodeURIComponent(values[index] ?? '')
    } catch {
      return { invalid: name }
    }
  }
  return { params }
}

/** Turns an answer into a web Response (nosniff on everything). */
export function toResponse(answer: NonNullable<Answer>): Response {
  const headers = new Headers({ 'x-content-type-options': 'nosniff' })
  if ('type' in answer) {
    headers.set('content-type', answer.type)
    for (const [name, value] of Object.entries(answer.headers ?? {})) headers.set(name, value)
    const empty = answer.status === 204 || answer.status === 304
    return new Response(empty ? null : (answer.body as BodyInit), { status: answer.status, headers })
  }
  const typed = (type: string) => headers.set('content-type', type)
  let body: string | null = null
  let status = answer.status
  if (answer.redirect !== undefined) {
    status = [301, 303, 307, 308].includes(answer.status) ? answer.status : 302
    headers.set('location', answer.redirect)
  } else if (answer.html !== undefined) {
    typed('text/html; charset=utf-8')
    body = answer.html
  } else if (answer.text !== undefined) {
    typed('text/plain; charset=utf-8')
    body = answer.text
  } else {
    typed('application/json; charset=utf-8')
    body = JSON.stringify(answer.json ?? {})
  }
  for (const [name, value] of Object.entries(answer.headers ?? {})) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each)
    else headers.set(name, value)
  }
  return new Response(body, { status, headers })
}

const isSafe = (method: string) => method === 'GET' || method === 'HEAD'

/** Parses a request body as the wire format allows: JSON, form posts, or nothing. */
async function parseBody(c: Context<Env>): Promise<{ ok: true; body: unknown } | { ok: false; description: string }> {
  if (isSafe(c.req.method)) return { ok: true, body: undefined }
  const text = new TextDecoder().decode(await c.req.arrayBuffer())
  if (text.length === 0) return { ok: true, body: undefined }
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (type.includes('application/x-www-form-urlencoded'))
    return { ok: true, body: Object.fromEntries(new URLSearchParams(text)) }
  if (type && !type.includes('json') && !type.startsWith('text/plain')) return { ok: true, body: undefined }
  let body: unknown
  try {
    body = JSON.parse(text) as unknown
  } catch {
    return { ok: false, description: 'must be valid JSON' }
  }
  if (nestsDeeperThan(body))
    return { ok: false, description: `must not be nested more than ${MAX_JSON_DEPTH} levels deep` }
  return { ok: true, body }
}

/**
 * The 421 for a request whose `Host` is not a name the emulator answers to (DNS rebinding), or
 * undefined when it is. Checked before anything else, the start-progress page included.
 */
export function foreignHost(
  request: Request,
  listening: string,
  allowedHosts?: readonly string[],
): Response | undefined {
  const host = request.headers.get('host')
  if (hostAllowed(host, listening, allowedHosts)) return undefined
  return answerBeforeRouter(fail(421, 'HOST_NOT_ALLOWED', hostRefusal(host)))
}

/**
 * The one answer to a failure, in the wire format: a `ServiceError`'s answer with the request's id
 * as its `requestId` (the one in the `x-request-id` header).
 */
function errorResponse(error: ServiceError, requestId: string | undefined): Response {
  const answer = error.response
  const body = answer.json as { details?: Record<string, unknown> } | undefined
  if (requestId === undefined || typeof body?.details !== 'object') return toResponse(answer)
  return toResponse({ ...answer, json: { ...body, details: { ...body.details, requestId } } })
}

/**
 * The answer to a failure found before the router runs (a foreign host, a request while the
 * emulator starts): the router's one shape, with a request id of its own in the body and in the
 * `x-request-id` headers, as every answer of the router has.
 */
export function answerBeforeRouter(error: ServiceError): Response {
  const requestId = randomUUID()
  const answer = errorResponse(error, requestId)
  for (const name of REQUEST_ID_HEADERS) answer.headers.set(name, requestId)
  return answer
}

/** Options of `createRouter`. */
export interface RouterOptions {
  routes: readonly Route[]
  config: EmulatorConfig
  logger: Logger
  /** Who is calling (the identity service's `resolveCaller`), asked once per request. */
  resolveCaller: CallerLookup
  bodyLimit?: number
}

/** The emulator's HTTP application: every service's routes behind one set of rules. */
export function createRouter(options: RouterOptions): Hono<Env> {
  const { config, logger } = options
  const limit = options.bodyLimit ?? DEFAULT_BODY_LIMIT
  const app = new Hono<Env>()

  // CORS on every answer, errors included, so a page on another origin can read them.
  app.use('*', async (c, next) => {
    const requestId = randomUUID()
    c.set('requestId', requestId)
    const origin = c.req.header('origin')
    const cors = new Headers({ vary: 'Origin, Access-Control-Request-Headers' })
    // Refusals stay readable by the page that was refused, except for `null`: any sandboxed frame
    // has it, so it is only ever answered when configured.
    const readable = origin !== 'null' || originAllowed(config, 'null', undefined, new URL(c.req.url).origin)
    if (readable) cors.set('access-control-allow-origin', origin ?? '*')
    if (origin && readable) cors.set('access-control-allow-credentials', 'true')
    cors.set('access-control-expose-headers', REQUEST_ID_HEADERS.join(', '))
    if (c.req.method === 'OPTIONS') {
      // Preflights pass for every origin: the request itself gets a readable 403 when the origin is refused.
      cors.set('access-control-allow-methods', METHODS)
      cors.set(
        'access-control-allow-headers',
        c.req.header('access-control-request-headers') || DEFAULT_ALLOWED_HEADERS,
      )
      cors.set('access-control-max-age', '600')
      if (c.req.header('access-control-request-private-network'))
        cors.set('access-control-allow-private-network', 'true')
      return new Response(null, { status: 204, headers: cors })
    }
    await next()
    // Set on the answer itself (not a copy), so a string body keeps its content-length.
    // Vary is added to, not replaced: compressed demo assets vary by Accept-Encoding too.
    cors.forEach((value, name) =>
      name === 'vary' ? c.res.headers.append(name, value) : c.res.headers.set(name, value),
    )
    for (const name of REQUEST_ID_HEADERS) c.res.headers.set(name, requestId)
  })

  app.use(
    '*',
    bodyLimit({
      maxSize: limit,
      onError: (c) => {
        const answer = errorResponse(
          fail(413, 'WDE0109', `Request body is larger than ${limit} bytes`),
          c.get('requestId'),
        )
        answer.headers.set('connection', 'close')
        return answer
      },
    }),
  )

  app.use('*', async (c, next) => {
    const parsed = await parseBody(c)
    if (!parsed.ok) throw invalid('body', parsed.description, 'FORMAT')
    const url = new URL(c.req.url)
    const origin = c.req.header('origin')
    const clientId = clientIdOf(parsed.body)
    if (origin && !originAllowed(config, origin, clientId, url.origin))
      throw fail(403, 'ORIGIN_NOT_ALLOWED', refusal(origin, clientId))
    // The caller is looked up here, once, for every handler (a request without Authorization needs no lookup).
    const authorization = c.req.header('authorization') || undefined
    const request: EmulatorRequest = {
      method: c.req.method,
      url,
      headers: Object.fromEntries(c.req.raw.headers),
      body: parsed.body,
      params: {},
      authorization,
      caller: await options.resolveCaller(authorization),
      origin: url.origin,
      address: c.env?.incoming?.socket.remoteAddress,
    }
    c.set('request', request)
    await next()
  })

  // Routes grouped by path in the order declared, each group followed by a 405 for other methods
  // (so a static path answers before a later `:param` path that would also match it).
  const groups = new Map<string, Route[]>()
  for (const route of options.routes) groups.set(route.path, [...(groups.get(route.path) ?? []), route])
  for (const [path, routes] of groups) {
    for (const route of routes) {
      const handler = async (c: Context<Env>, next: () => Promise<void>) => {
        const read = pathParams(route.path, c.get('request').url.pathname)
        if ('invalid' in read) throw invalid(read.invalid, 'must be a valid URL-encoded id', 'FORMAT')
        const request = { ...c.get('request'), params: read.params }
        // PostgreSQL text cannot hold NUL: refused up front, in the body, the query or the path, rather than failing in SQL.
        if (
          holdsNul(request.body) ||
          Object.values(request.params).some((value) => value.includes('\u0000')) ||
          [...request.url.searchParams].some(([name, value]) => `${name}${value}`.includes('\u0000'))
        )
          throw invalid('request', 'must not contain NUL characters', 'FORMAT')
        if (route.body) {
          const result = v.safeParse(route.body, request.body)
          if (!result.success) throw new ServiceError(validationError(violationsOf(result.issues)))
        }
        const answer = await route.handle(request)
        if (answer === undefined) return next()
        return toResponse(answer)
      }
      if (route.method === 'ALL') app.all(path, handler)
      else app.on(route.method, path, handler)
    }
    if (path.includes('*') || routes.some((r) => r.method === 'ALL')) continue
    const allowed = [...new Set(routes.map((r) => r.method))].join(', ')
    app.all(path, (c) => {
      const answer = errorResponse(
        fail(405, 'METHOD_NOT_ALLOWED', `Use ${allowed} for ${new URL(c.req.url).pathname}`),
        c.get('requestId'),
      )
      answer.headers.set('allow', allowed)
      return answer
    })
  }

  app.notFound((c) => errorResponse(fail(404, 'NOT_FOUND', 'Not found'), c.get('requestId')))
  // The one place a failure is answered: what handlers and the checks above throw.
  app.onError((error, c) => {
    const requestId = c.get('requestId')
    if (error instanceof ServiceError) return errorResponse(error, requestId)
    // SQL data exceptions (class 22) and limits (class 54) come from the caller's values.
    const sqlState = (error as { code?: unknown }).code
    if (typeof sqlState === 'string' && /^(22|54)/.test(sqlState))
      return errorResponse(invalid('request', 'holds a value the database cannot handle', 'VALUE'), requestId)
    logger.error('emulator: request failed', new URL(c.req.url).pathname, error.message)
    return errorResponse(fail(500, 'INTERNAL_ERROR', 'System error occurred'), requestId)
  })
  return app
}
