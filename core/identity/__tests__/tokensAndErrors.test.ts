// Example-based checks of token parsing and provider errors (the mutants Stryker found alive there).
import { describe, expect, it } from 'vitest'
import { parseStoredTokens, tokenNeed, tokensFromResponse, type Tokens } from '../tokens'
import { IdentityError, apiError, describeViolations, readProviderError, upperSnake } from '../errors'

const NOW = 1_000_000_000_000 // ms
const tokens = (access: string, expiresAt: number, refresh: string): Tokens => ({
  accessToken: { value: access, expiresAt },
  refreshToken: { value: refresh, role: 'member' },
})
const response = (status: number, body: unknown, headers: Record<string, string> = {}, statusText = '') => ({
  status,
  statusText,
  headers,
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

describe('tokenNeed', () => {
  it('asks for a visitor without tokens or with two empty ones', () => {
    expect(tokenNeed(null, NOW, 0)).toBe('visitor')
    expect(tokenNeed(tokens('', 0, ''), NOW, 0)).toBe('visitor')
  })
  it('is ready while the access token outlives the skew, and renews or restarts after', () => {
    const now = NOW / 1000
    expect(tokenNeed(tokens('a', now + 61, 'r'), NOW, 60)).toBe('ready')
    expect(tokenNeed(tokens('a', now + 60, 'r'), NOW, 60)).toBe('renew')
    expect(tokenNeed(tokens('a', now + 60, ''), NOW, 60)).toBe('visitor')
    expect(tokenNeed(tokens('', now + 600, 'r'), NOW, 60)).toBe('renew')
  })
})

describe('tokensFromResponse', () => {
  it('reads the token answer, with expiry from now and the role given', () => {
    expect(
      tokensFromResponse({ access_token: 'a', expires_in: 3600, refresh_token: 'r' }, NOW + 999, 'visitor'),
    ).toEqual({
      accessToken: { value: 'a', expiresAt: NOW / 1000 + 3600 },
      refreshToken: { value: 'r', role: 'visitor' },
    })
    expect(tokensFromResponse({ access_token: 'a', expires_in: '60' }, NOW, 'member')).toEqual({
      accessToken: { value: 'a', expiresAt: NOW / 1000 + 60 },
      refreshToken: { value: '', role: 'member' },
    })
  })
  it.each([
    null,
    'text',
    {},
    { access_token: '' },
    { access_token: 7, expires_in: 1 },
    { access_token: 'a', expires_in: 'soon' },
  ])('gives null for %j', (body) => expect(tokensFromResponse(body, NOW, 'member')).toBeNull())
})

describe('parseStoredTokens', () => {
  const stored = tokens('a', 5, 'r')
  it('reads what was stored, and only that shape', () => {
    expect(parseStoredTokens(JSON.stringify({ ...stored, extra: 1 }))).toEqual(stored)
  })
  it.each([
    null,
    '',
    '{',
    'null',
    JSON.stringify({ accessToken: stored.accessToken }),
    JSON.stringify({ refreshToken: stored.refreshToken }),
    JSON.stringify({ ...stored, accessToken: { value: 1, expiresAt: 5 } }),
    JSON.stringify({ ...stored, accessToken: { value: 'a', expiresAt: '5' } }),
    JSON.stringify({ ...stored, refreshToken: { value: 2, role: 'member' } }),
    JSON.stringify({ ...stored, refreshToken: { value: 'r', role: 'admin' } }),
  ])('gives null for %j', (text) => expect(parseStoredTokens(text)).toBeNull())
})

describe('provider errors', () => {
  it('reads message, application code, violations and request id from the body', () => {
    const error = readProviderError(
      response(400, {
        message: 'bad',
        details: {
          requestId: 'req-1',
          applicationError: { code: -19976 },
          validationError: { fieldViolations: [{ field: 'b', description: 'two' }, null, 'x', { field: 'a' }] },
        },
      }),
    )
    expect(error).toEqual({
      status: 400,
      message: 'bad',
      code: '-19976',
      fieldViolations: [{ field: 'b', description: 'two' }, { field: 'a' }],
      requestId: 'req-1',
    })
  })
  it('falls back to the status text and the request id headers for any other body', () => {
    expect(readProviderError(response(502, '<html>', { 'x-wix-request-id': 'w' }, 'Bad Gateway'))).toEqual({
      status: 502,
      message: 'Bad Gateway',
      code: undefined,
      fieldViolations: [],
      requestId: 'w',
    })
    expect(
      readProviderError(response(500, { details: { applicationError: { code: null } } }, { 'x-request-id': 'x' })),
    ).toMatchObject({ code: undefined, requestId: 'x' })
  })
  it('describes violations sorted by field, one a line', () => {
    expect(describeViolations([{ field: 'password', description: 'too short' }, { field: 'email' }, {}])).toBe(
      'INVALID_ARGUMENT:\nINVALID_ARGUMENT: email\nINVALID_ARGUMENT: password too short',
    )
  })
  it('turns status texts into upper snake codes', () => {
    expect(upperSnake('  Not Found! ')).toBe('NOT_FOUND')
    expect(upperSnake('__too   many--requests__')).toBe('TOO_MANY_REQUESTS')
  })
  it('makes 4xx answers application errors and the rest system errors', () => {
    const notFound = apiError(response(404, '', {}, ''))
    expect(notFound).toBeInstanceOf(IdentityError)
    expect([notFound.name, notFound.message, notFound.code]).toEqual(['IdentityError', 'NOT_FOUND', 'NOT_FOUND'])
    expect(apiError(response(429, { message: 'slow down' })).code).toBe('TOO_MANY_REQUESTS')
    expect(apiError(response(418, '')).code).toBe('HTTP_418')
    expect(apiError(response(399, '')).message).toBe('System error occurred')
    const server = apiError(response(500, '', { 'x-request-id': 'r-9' }))
    expect([server.message, server.code, server.requestId]).toEqual([
      'System error occurred, request id: r-9',
      'SYSTEM_ERROR',
      'r-9',
    ])
    expect(new IdentityError('X', 'x', { cause: 'why' }).cause).toBe('why')
    expect('cause' in new IdentityError('X', 'x')).toBe(false)
  })
})
