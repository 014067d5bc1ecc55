// The transport under every data call (the service's error bodies): the request it hands the HTTP
// port (URL, headers, body, signal, Authorization from each kind of auth source), and how every
// failure becomes a DataError: network, abort, 413, unparsable bodies, service and hook errors.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import type { HttpResponse } from '../../../ports'
import { createTransport, errorOf, type AuthSource } from '../transport'

const OK = jsonResponse({ ok: true })
function transport(
  auth?: AuthSource,
  baseUrl = 'https://h.test',
  answer: Parameters<ReturnType<typeof scriptedHttp>['on']>[2] = OK,
) {
  const http = scriptedHttp().on('GET', /.*/, answer).on('POST', /.*/, answer)
  return { http, t: createTransport({ baseUrl, prefix: '/wix-data', http, auth }) }
}
const raw = (status: number, statusText: string, body: string): HttpResponse => ({
  status,
  statusText,
  headers: {},
  body,
})
async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('call passed')
    },
    (e: unknown) => e as Error & { code: string; cause?: unknown; details?: unknown; violations?: unknown },
  )
}

describe('the request handed to the HTTP port', () => {
  it('a GET: the URL below base, prefix and /v2, only an accept header, no body or signal', async () => {
    const { http, t } = transport(undefined, 'https://h.test//')
    expect(await t.send({ method: 'GET', path: 'items/x' })).toEqual({ ok: true })
    expect(http.requests).toEqual([
      { url: 'https://h.test/wix-data/v2/items/x', method: 'GET', headers: { accept: 'application/json' } },
    ])
    expect(Object.keys(http.requests[0])).toEqual(['url', 'method', 'headers'])
    expect(t.url('items/query')).toBe('https://h.test/wix-data/v2/items/query')
  })
  it('a POST: a JSON body (a string sent as it is), its content type, the signal and a full URL kept', async () => {
    const { http, t } = transport()
    const signal = { aborted: false, reason: undefined, addEventListener() {}, removeEventListener() {} }
    await t.send({ method: 'POST', path: 'items/count', body: { a: 1 }, signal: signal as never })
    await t.send({ method: 'POST', path: 'https://other.test/q', body: '{"b":2}' })
    expect(http.requests[0]).toEqual({
      url: 'https://h.test/wix-data/v2/items/count',
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"a":1}',
      signal,
    })
    expect(http.requests[1]).toMatchObject({ url: 'https://other.test/q', body: '{"b":2}' })
  })
  it.each<[string, AuthSource | null, string | undefined]>([
    ['a token string', 'Bearer s', 'Bearer s'],
    ['a function', () => 'Bearer f', 'Bearer f'],
    ['an async function answering null', async () => null, undefined],
    ['a source of headers', { getAuthHeaders: async () => ({ headers: { Authorization: 'Bearer h' } }) }, 'Bearer h'],
    ['a source of headers without one', { getAuthHeaders: () => ({ headers: {} }) }, undefined],
    ['a source of access tokens', { getAccessToken: () => 'Bearer a' }, 'Bearer a'],
    ['a source answering no token', { getAccessToken: async () => undefined }, undefined],
    ['null', null, undefined],
  ])('Authorization from %s', async (_name, auth, header) => {
    const { http, t } = transport(auth as AuthSource)
    await t.send({ method: 'GET', path: 'p' })
    expect(http.requests[0].headers).toEqual(
      header === undefined ? { accept: 'application/json' } : { accept: 'application/json', Authorization: header },
    )
  })
})

describe('application code that fails while answering the token', () => {
  it('an Error without a code is rethrown itself with WDE0078, an ordinary property', async () => {
    const boom = new Error('token store down')
    const error = await rejection(transport(() => Promise.reject(boom)).t.send({ method: 'GET', path: 'p' }))
    expect(error).toBe(boom)
    expect(Object.getOwnPropertyDescriptor(error, 'code')).toEqual({
      value: 'WDE0078',
      enumerable: true,
      writable: true,
      configurable: true,
    })
  })
  it('an Error with its own code keeps it', async () => {
    const own = Object.assign(new Error('expired'), { code: 'SESSION_EXPIRED' })
    const { http, t } = transport({
      getAccessToken: () => {
        throw own
      },
    })
    const error = await rejection(t.send({ method: 'GET', path: 'p' }))
    expect([error, error.code]).toEqual([own, 'SESSION_EXPIRED'])
    expect(http.requests).toEqual([])
  })
  it('anything else thrown becomes a DataError naming it, with it as the cause', async () => {
    const error = await rejection(
      transport(() => {
        throw 'no session'
      }).t.send({ method: 'GET', path: 'p' }),
    )
    expect([error.code, error.message, error.cause]).toEqual([
      'WDE0078',
      'WDE0078: Application code threw no session',
      'no session',
    ])
  })
})

describe('failures of the request', () => {
  it('a network failure: WDE0053 with the reason, the original as the cause', async () => {
    const down = new Error('ECONNREFUSED')
    const error = await rejection(
      transport(undefined, undefined, () => {
        throw down
      }).t.send({ method: 'GET', path: 'p' }),
    )
    expect([error.code, error.message, error.cause]).toEqual([
      'WDE0053',
      'WDE0053: The request failed: ECONNREFUSED',
      down,
    ])
    const odd = await rejection(
      transport(undefined, undefined, () => {
        throw 42
      }).t.send({ method: 'GET', path: 'p' }),
    )
    expect(odd.message).toBe('WDE0053: The request failed: 42')
  })
  it('an aborted request: WD_REQUEST_ABORTED, the port failure as the cause', async () => {
    const { t } = transport()
    const signal = { aborted: true, reason: undefined, addEventListener() {}, removeEventListener() {} }
    const error = await rejection(t.send({ method: 'GET', path: 'p', signal: signal as never }))
    expect([error.code, error.message, (error.cause as Error).message]).toEqual([
      'WD_REQUEST_ABORTED',
      'The request was aborted.',
      'The request was aborted',
    ])
  })
  it.each<[string, HttpResponse, string]>([
    ['a body that is not JSON', raw(200, 'OK', 'not json'), 'WDE0055: Failed to parse server response.'],
    ['a JSON list', raw(200, 'OK', '[1]'), 'WDE0055: Failed to parse server response: not a JSON object.'],
    ['JSON null', raw(200, 'OK', 'null'), 'WDE0055: Failed to parse server response: not a JSON object.'],
  ])('a 200 with %s: WDE0055', async (_name, response, message) => {
    const error = await rejection(transport(undefined, undefined, response).t.send({ method: 'GET', path: 'p' }))
    expect([error.code, error.message]).toEqual(['WDE0055', message])
  })
})

describe('error answers', () => {
  const details = (inner: Record<string, unknown>) => ({ message: 'outer', details: inner })
  it.each<[string, HttpResponse, string, string]>([
    ['413', raw(413, 'Payload Too Large', ''), 'WDE0109', 'WDE0109: Payload is too large.'],
    [
      'an HTML 502',
      raw(502, 'Bad Gateway', '<html>'),
      'WDE0055',
      'WDE0055: Failed to parse server response (HTTP 502 Bad Gateway).',
    ],
    ['a body without a message', jsonResponse({}, 503), 'WD_UNKNOWN_ERROR', 'HTTP 503 Service Unavailable'],
    ['a message only', jsonResponse({ message: 'nope' }, 500), 'WD_UNKNOWN_ERROR', 'nope'],
    [
      'a message and other details',
      jsonResponse({ message: 'nope', details: { trace: 'a1' } }, 500),
      'WD_UNKNOWN_ERROR',
      'nope',
    ],
    [
      'an application error with a numeric code',
      jsonResponse(details({ applicationError: { code: 7, description: 'seven' } }), 400),
      '7',
      'seven',
    ],
    [
      'an application error without a code or description',
      jsonResponse(details({ applicationError: { description: '' } }), 400),
      'WD_UNKNOWN_ERROR',
      'outer',
    ],
    [
      'an application error with an object code',
      jsonResponse(details({ applicationError: { code: {}, description: 'd' } }), 400),
      'WD_UNKNOWN_ERROR',
      'd',
    ],
    [
      'an application error whose description is not text',
      jsonResponse(details({ applicationError: { code: 'X1', description: 42 } }), 400),
      'X1',
      'outer',
    ],
    [
      'a hook error with its own message and code',
      jsonResponse(
        details({ applicationError: { code: 'WDE0078', description: 'hook', data: { message: 'no!', code: 'MINE' } } }),
        400,
      ),
      'MINE',
      'no!',
    ],
    [
      'a hook error without them',
      jsonResponse(
        details({ applicationError: { code: 'WDE0078', description: 'hook', data: { message: 1, code: 2 } } }),
        400,
      ),
      'WDE0078',
      'hook',
    ],
    [
      'a hook error without data',
      jsonResponse(details({ applicationError: { code: 'WDE0078', description: 'hook', data: 'x' } }), 400),
      'WDE0078',
      'hook',
    ],
    [
      'field violations, one line each',
      jsonResponse(
        details({
          validationError: {
            fieldViolations: [{ field: 'title', description: 'required' }, { description: 'bad' }, { field: 'x' }],
          },
        }),
        400,
      ),
      'WD_VALIDATION_ERROR',
      'title: required\n: bad\nx: ',
    ],
    [
      'an empty list of field violations',
      jsonResponse(details({ validationError: { fieldViolations: [] } }), 400),
      'WD_VALIDATION_ERROR',
      'outer',
    ],
  ])('%s', (_name, response, code, message) => {
    const error = errorOf(response)
    expect([error.code, error.message]).toEqual([code, message])
    const body = response.body.startsWith('{') ? (JSON.parse(response.body) as { details?: unknown }) : {}
    expect(error.details).toEqual(body.details)
  })
  it('keeps the field violations', () => {
    const violations = [{ field: 'title', description: 'required', violatedRule: 'REQUIRED' }]
    expect(
      errorOf(jsonResponse(details({ validationError: { fieldViolations: violations } }), 400)).violations,
    ).toEqual(violations)
  })
  it('a send that gets an error answer rejects with its error', async () => {
    const answer = jsonResponse(details({ applicationError: { code: 'WDE0073', description: 'Item not found' } }), 404)
    const error = await rejection(transport(undefined, undefined, answer).t.send({ method: 'GET', path: 'p' }))
    expect([error.code, error.message, error.details]).toEqual([
      'WDE0073',
      'Item not found',
      { applicationError: { code: 'WDE0073', description: 'Item not found' } },
    ])
  })
})
