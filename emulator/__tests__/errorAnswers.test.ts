// One error style for every route: a handler throws the service error and the router's one error
// handler answers it, in the wire format, with the request's id (the `x-request-id` header) as the
// body's `requestId`; the caller is looked up once per request and handed to the handlers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRouter } from '../router'
import { resolveConfig } from '../config'
import { fail, json } from '../errors'
import { recordingLogger } from '../../adapters/memory'
import type { Caller, CallerLookup } from '../contracts'
import { startTestEmulator, type TestEmulator } from './harness'
import { startingAnswer } from '../startProgress'

const member: Caller = { actor: 'MEMBER', memberId: 'm1', visitorId: 'm1' }

function router() {
  const logger = recordingLogger()
  const lookups: (string | undefined)[] = []
  const resolveCaller: CallerLookup = (authorization) => {
    lookups.push(authorization)
    return Promise.resolve(
      authorization === 'forged' ? 'invalid' : authorization ? member : { actor: 'ANONYMOUS_VISITOR' },
    )
  }
  const app = createRouter({
    routes: [
      {
        method: 'POST',
        path: '/conflict',
        handle: () => {
          throw fail(409, 'ALREADY_THERE', 'The thing is already there')
        },
      },
      {
        method: 'GET',
        path: '/broken',
        handle: () => {
          throw new Error('a bug in a handler')
        },
      },
      { method: 'GET', path: '/me', handle: (request) => json({ caller: request.caller }) },
      // A handler that passes the request on, to the next one of the same path.
      { method: 'GET', path: '/me/*', handle: () => undefined },
      { method: 'GET', path: '/me/*', handle: (request) => json({ caller: request.caller }) },
    ],
    config: resolveConfig({}),
    logger,
    resolveCaller,
  })
  return { app, logger, lookups }
}

describe('the router answers what handlers throw, once, in the one shape', () => {
  it('a thrown service error: its status, code and message, with the request id of the header', async () => {
    const { app } = router()
    const answer = await app.request('http://127.0.0.1:1/conflict', { method: 'POST' })
    expect(answer.status).toBe(409)
    expect(await answer.json()).toEqual({
      message: 'The thing is already there',
      details: {
        applicationError: { code: 'ALREADY_THERE', description: 'The thing is already there', data: {} },
        requestId: answer.headers.get('x-request-id'),
      },
    })
  })

  it('anything else thrown: a 500 in the same shape, logged once', async () => {
    const { app, logger } = router()
    const answer = await app.request('http://127.0.0.1:1/broken')
    expect(answer.status).toBe(500)
    expect(await answer.json()).toEqual({
      message: 'System error occurred',
      details: {
        applicationError: { code: 'INTERNAL_ERROR', description: 'System error occurred', data: {} },
        requestId: answer.headers.get('x-request-id'),
      },
    })
    expect(logger.messages('error')).toHaveLength(1)
  })

  it("the router's own refusals (404, 405) take the same answer", async () => {
    const { app } = router()
    for (const [path, method, status] of [
      ['/nowhere', 'GET', 404],
      ['/conflict', 'GET', 405],
    ] as const) {
      const answer = await app.request(`http://127.0.0.1:1${path}`, { method })
      expect(answer.status).toBe(status)
      const body = (await answer.json()) as { details: { requestId: string } }
      expect(body.details.requestId).toBe(answer.headers.get('x-request-id'))
    }
  })
})

describe('answers given before the router runs take the same shape', () => {
  it('a request while the emulator starts: 503 EMULATOR_STARTING with Retry-After, its steps and its request id', async () => {
    const steps = [{ id: 'database', label: 'Starting the database', state: 'running' }] as const
    const answer = startingAnswer({ steps, ready: false })
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('1')
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(await answer.json()).toEqual({
      message: 'The emulator is starting; try again in a second.',
      details: {
        applicationError: {
          code: 'EMULATOR_STARTING',
          description: 'The emulator is starting; try again in a second.',
          data: {},
        },
        requestId: answer.headers.get('x-request-id'),
        steps,
      },
    })
  })
})

describe('the caller, looked up once per request', () => {
  it('is handed to the handler from the Authorization header', async () => {
    const { app, lookups } = router()
    const answer = await app.request('http://127.0.0.1:1/me', { headers: { authorization: 'token-of-m1' } })
    expect(await answer.json()).toEqual({ caller: member })
    expect(lookups).toEqual(['token-of-m1'])
  })

  it('once even when a handler passes the request on to the next', async () => {
    const { app, lookups } = router()
    const answer = await app.request('http://127.0.0.1:1/me/again', { headers: { authorization: 'forged' } })
    expect(await answer.json()).toEqual({ caller: 'invalid' })
    expect(lookups).toEqual(['forged'])
  })

  it('without a header: an anonymous visitor', async () => {
    const { app } = router()
    expect(await (await app.request('http://127.0.0.1:1/me')).json()).toEqual({
      caller: { actor: 'ANONYMOUS_VISITOR' },
    })
  })
})

describe('every service answers its errors through that one handler', () => {
  let e: TestEmulator
  beforeAll(async () => {
    e = await startTestEmulator()
  })
  afterAll(() => e.close())

  const sameRequestId = (answer: { body: { details: { requestId: string } }; headers: Headers }) =>
    expect(answer.body.details.requestId).toBe(answer.headers.get('x-request-id'))

  it('identity: a wrong password (403 -19976) and a refused verification (400)', async () => {
    await e.post('/_api/iam/authentication/v2/register', { loginId: { email: 'r@x.test' }, password: 'secret1' })
    const wrong = await e.post('/_api/iam/authentication/v2/login', {
      loginId: { email: 'r@x.test' },
      password: 'nope',
    })
    expect([wrong.status, wrong.body.details.applicationError.code]).toEqual([403, '-19976'])
    sameRequestId(wrong)
    const bad = await e.post('/_api/iam/verification/v1/auth/verify', { stateToken: 'none', code: '1' })
    expect([bad.status, bad.body.details.applicationError.code]).toEqual([400, 'INVALID_STATE_TOKEN'])
    sameRequestId(bad)
  })

  it('data: an unknown collection (404 WDE0025); polls: an unknown poll (404)', async () => {
    const unknown = await e.admin('items', { dataCollectionId: 'Nope', dataItem: { data: {} } })
    expect([unknown.status, unknown.body.details.applicationError.code]).toEqual([404, 'WDE0025'])
    sameRequestId(unknown)
    const poll = await e.get('/_api/polls/v1/polls/none', e.adminKey)
    expect([poll.status, poll.body.details.applicationError.code]).toEqual([404, 'POLL_NOT_FOUND'])
    sameRequestId(poll)
  })
})
