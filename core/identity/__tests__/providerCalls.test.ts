// What a provider call sends and what its caller gets back: headers, base URL, parsed bodies, failures as
// values or as the generic API error, origins, and the errors' codes and messages.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import { apiError, describeViolations, IdentityError, readProviderError, upperSnake } from '../errors'
import { originOf, providerApi } from '../providerApi'

const answer = (status: number, body: string, statusText = '', headers: Record<string, string> = {}) => ({
  status,
  statusText,
  headers,
  body,
})

describe('providerApi', () => {
  it('posts JSON to the base URL without its trailing slashes, with the authorization only when given', async () => {
    const http = scriptedHttp().on('POST', 'https://idp.test/p', jsonResponse({ ok: 1 }))
    const api = providerApi(http, 'https://idp.test//')
    expect(api.url('/p')).toBe('https://idp.test/p')
    expect(await api.post('/p', { a: 1 }, 'Bearer-x')).toEqual({ ok: true, value: { ok: 1 } })
    expect(await api.post('/p', { b: 2 })).toEqual({ ok: true, value: { ok: 1 } })
    expect(http.requests.map((r) => [r.method, r.body, r.headers])).toEqual([
      [
        'POST',
        '{"a":1}',
        { 'content-type': 'application/json', accept: 'application/json', authorization: 'Bearer-x' },
      ],
      ['POST', '{"b":2}', { 'content-type': 'application/json', accept: 'application/json' }],
    ])
  })

  it('an empty 200 body is an empty object; an unparsable one is a 502 answer', async () => {
    const http = scriptedHttp()
      .once('POST', 'https://idp.test/empty', answer(200, '', 'OK'))
      .once('POST', 'https://idp.test/html', answer(200, '<html>', 'OK'))
    const api = providerApi(http, 'https://idp.test')
    expect(await api.post('/empty', {})).toEqual({ ok: true, value: {} })
    const broken = await api.post('/html', {})
    expect(broken.ok).toBe(false)
    if (broken.ok || broken.error.kind !== 'answer') throw new Error('expected an answer failure')
    expect(broken.error.response.status).toBe(502)
    expect(broken.error.error).toEqual({ status: 502, message: 'OK', fieldViolations: [], requestId: undefined })
  })

  it('a non-200 answer is an answer failure carrying the provider error; a throw is a network failure', async () => {
    const http = scriptedHttp()
      .once('POST', 'https://idp.test/refused', jsonResponse({ message: 'no such member' }, 404))
      .once('POST', 'https://idp.test/down', () => {
        throw new Error('connection reset')
      })
    const api = providerApi(http, 'https://idp.test')
    const refused = await api.post('/refused', {})
    if (refused.ok || refused.error.kind !== 'answer') throw new Error('expected an answer failure')
    expect(refused.error.error.message).toBe('no such member')
    expect(refused.error.response.status).toBe(404)
    expect(await api.post('/down', {})).toEqual({ ok: false, error: { kind: 'network', message: 'connection reset' } })
  })

  it('call and postOrThrow give a network failure as "System error occurred" with the cause as details', async () => {
    const http = scriptedHttp().on('POST', 'https://idp.test/down', () => {
      throw new Error('offline')
    })
    const api = providerApi(http, 'https://idp.test')
    const result = await api.call('/down', {})
    if (result.ok) throw new Error('expected a failure')
    expect(result.error).toBeInstanceOf(IdentityError)
    expect(result.error.message).toBe('System error occurred')
    expect(result.error.details).toBe('offline')
    await expect(api.postOrThrow('/down', {})).rejects.toMatchObject({
      message: 'System error occurred',
      details: 'offline',
    })
  })

  it('call gives a 4xx as the upper-snake status code with the provider message', async () => {
    const http = scriptedHttp().on('POST', 'https://idp.test/x', jsonResponse({ message: 'slow down' }, 429))
    const result = await providerApi(http, 'https://idp.test').call('/x', {})
    if (result.ok) throw new Error('expected a failure')
    expect([result.error.message, result.error.code]).toEqual(['slow down', 'TOO_MANY_REQUESTS'])
  })
})

describe('originOf', () => {
  it('lower-cases scheme and host and drops only the default port of the scheme', () => {
    expect(originOf('HTTPS://Site.TEST:443/a?b#c')).toBe('https://site.test')
    expect(originOf('https://site.test:8443/a')).toBe('https://site.test:8443')
    expect(originOf('https://site.test:80/')).toBe('https://site.test:80')
    expect(originOf('http://site.test:80/x')).toBe('http://site.test')
    expect(originOf('http://site.test:443/x')).toBe('http://site.test:443')
    expect(originOf('ws://site.test:80/x')).toBe('ws://site.test:80')
    expect(originOf('ws://site.test:443')).toBe('ws://site.test:443')
  })

  it('is empty without an authority, with credentials, or for a relative address', () => {
    expect(originOf('https://user:pw@site.test/')).toBe('')
    expect(originOf('https:///path')).toBe('')
    expect(originOf('/callback?x=https://site.test')).toBe('')
    expect(originOf('see https://site.test')).toBe('')
  })
})

describe('provider errors', () => {
  it('takes the request id from the body first, then x-wix-request-id, then x-request-id', () => {
    const body = (requestId?: unknown) => JSON.stringify({ message: 'm', details: { requestId } })
    const headers = { 'x-wix-request-id': 'wix-1', 'x-request-id': 'req-1' }
    expect(readProviderError(answer(500, body('body-1'), '', headers)).requestId).toBe('body-1')
    expect(readProviderError(answer(500, body(42), '', headers)).requestId).toBe('wix-1')
    expect(readProviderError(answer(500, body(''), '', { 'x-request-id': 'req-1' })).requestId).toBe('req-1')
    expect(readProviderError(answer(500, 'not json', '', {})).requestId).toBeUndefined()
  })

  it('sorts violations by field, one line each, without trailing spaces', () => {
    expect(
      describeViolations([
        { field: 'password', description: 'too short' },
        { field: 'email', description: 'is taken' },
        { field: 'zip' },
      ]),
    ).toBe('INVALID_ARGUMENT: email is taken\nINVALID_ARGUMENT: password too short\nINVALID_ARGUMENT: zip')
  })

  it('upper-snakes status texts, trimming edge separators however many there are', () => {
    expect(upperSnake('  Not  Found!! ')).toBe('NOT_FOUND')
    expect(upperSnake('--Too Many--Requests__')).toBe('TOO_MANY_REQUESTS')
  })

  it('a 4xx without a status text is coded from the status; 400 is an application error, 500 and 399 not', () => {
    const coded = (status: number) => apiError(answer(status, '{}')).code
    expect([400, 401, 403, 404, 409, 429, 418].map(coded)).toEqual([
      'BAD_REQUEST',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'TOO_MANY_REQUESTS',
      'HTTP_418',
    ])
    expect(apiError(answer(400, '{}')).message).toBe('BAD_REQUEST')
    expect(apiError(answer(399, '{}', 'Odd')).message).toBe('System error occurred')
    expect(apiError(answer(500, '{}', '', { 'x-request-id': 'r-9' })).message).toBe(
      'System error occurred, request id: r-9',
    )
    expect(apiError(answer(500, '{}')).code).toBe('SYSTEM_ERROR')
  })
})
