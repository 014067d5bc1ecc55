// The HTTP edge: reads bodies under a size limit (content-length or chunked), parses JSON and
// forms, and writes `EmulatorResponse`s with CORS headers.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomUUID } from 'node:crypto'
import type { EmulatorResponse } from './contracts'

/** The default request body limit: 4 MiB. */
export const DEFAULT_BODY_LIMIT = 4 * 1024 * 1024

/** A wire-format error response. */
export const errorResponse = (status: number, code: string, message: string): EmulatorResponse => ({
  status,
  json: { message, details: { applicationError: { code, description: message, data: {} }, requestId: randomUUID() } },
})

/** The outcome of reading a body: the parsed body, or the error response to send. */
export type BodyResult = { ok: true; body: unknown } | { ok: false; response: EmulatorResponse }

/** Reads and parses a request body; answers 413 past `limit` bytes, 400 for malformed JSON. */
export async function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const tooLarge = (): BodyResult => ({
    ok: false,
    response: {
      ...errorResponse(413, 'WDE0109', `Request body is larger than ${limit} bytes`),
      headers: { connection: 'close' },
    },
  })
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return tooLarge()
  const chunks: Buffer[] = []
  let size = 0
  // Listeners rather than `for await`: leaving that loop early would destroy the socket before
  // the 413 could be written.
  const complete = await new Promise<boolean>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.off('data', onData)
        req.pause()
        return resolve(false)
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => resolve(true))
    req.once('error', reject)
  })
  if (!complete) return tooLarge()
  if (size === 0) return { ok: true, body: undefined }
  const text = Buffer.concat(chunks).toString('utf8')
  const type = String(req.headers['content-type'] ?? '').toLowerCase()
  if (type.includes('application/x-www-form-urlencoded'))
    return { ok: true, body: Object.fromEntries(new URLSearchParams(text)) }
  if (type && !type.includes('json') && !type.startsWith('text/plain')) return { ok: true, body: undefined }
  try {
    return { ok: true, body: JSON.parse(text) }
  } catch {
    return {
      ok: false,
      response: {
        status: 400,
        json: {
          message: 'Malformed JSON body',
          details: {
            validationError: {
              fieldViolations: [
                {
                  field: 'body',
                  description: 'must be valid JSON',
                  violatedRule: 'VALIDATION',
                  ruleName: 'FORMAT',
                  data: {},
                },
              ],
            },
            requestId: randomUUID(),
          },
        },
      },
    }
  }
}

/** CORS headers for pages on other origins (the demo, site developers' dev servers). */
export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, x-wix-client-artifact-id, commonconfig',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '600',
}

/** Writes a service's answer. */
export function writeResponse(res: ServerResponse, answer: EmulatorResponse): void {
  const headers: Record<string, string | string[]> = {
    ...CORS,
    'x-content-type-options': 'nosniff',
    ...(answer.headers ?? {}),
  }
  if (answer.redirect !== undefined) {
    const status = [301, 303, 307, 308].includes(answer.status) ? answer.status : 302
    res.writeHead(status, { ...headers, location: answer.redirect }).end()
  } else if (answer.html !== undefined) {
    res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(answer.html)
  } else if (answer.text !== undefined) {
    res.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(answer.text)
  } else {
    res
      .writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...headers })
      .end(JSON.stringify(answer.json ?? {}))
  }
}
