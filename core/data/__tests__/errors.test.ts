// Server answers mapped to errors, bulk summaries, and application errors rethrown.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import type { HttpResponse } from '../../../ports'
import type { DataError } from '../index'
import { BulkError, createDataClient } from '../index'

const BASE = 'https://h.test'
const failWith = (answer: HttpResponse | (() => never)) => {
  const http = scriptedHttp()
    .on('POST', /.*/, answer as never)
    .on('GET', /.*/, answer as never)
  return createDataClient({ baseUrl: BASE, http })
}
const caught = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: DataError) => e,
  )
const appError = (code: string, description: string, status = 400, data: unknown = {}) =>
  jsonResponse({ message: 'msg', details: { applicationError: { code, description, data }, requestId: 'r1' } }, status)

describe('server errors', () => {
  it('an application error gives its description and code (codes are strings)', async () => {
    const e = await caught(failWith(appError('WDE0027', 'No permission', 403)).insert('Movies', {}))
    expect(e).toBeInstanceOf(Error)
    expect([e.code, e.message]).toEqual(['WDE0027', 'No permission'])
  })
  it('a validation error lists field and description lines (WD_VALIDATION_ERROR)', async () => {
    const body = {
      message: 'bad',
      details: {
        validationError: {
          fieldViolations: [
            { field: 'a', description: 'is bad', violatedRule: 'X' },
            { field: 'b.c', description: 'too long' },
          ],
        },
      },
    }
    const e = await caught(failWith(jsonResponse(body, 400)).insert('Movies', {}))
    expect([e.code, e.message]).toEqual(['WD_VALIDATION_ERROR', 'a: is bad\nb.c: too long'])
    expect(e.violations).toHaveLength(2)
  })
  it('anything else is WD_UNKNOWN_ERROR', async () => {
    const e = await caught(failWith(jsonResponse({ message: 'System error occurred' }, 500)).insert('Movies', {}))
    expect([e.code, e.message]).toEqual(['WD_UNKNOWN_ERROR', 'System error occurred'])
  })
  it('HTTP 413 is WDE0109', async () => {
    expect(
      (
        await caught(
          failWith({ status: 413, statusText: 'Payload Too Large', headers: {}, body: '' }).bulkInsert('M', [{}]),
        )
      ).code,
    ).toBe('WDE0109')
  })
  it('an unparsable answer is WDE0055, for 200 and for errors', async () => {
    expect(
      (await caught(failWith({ status: 200, statusText: 'OK', headers: {}, body: '<html>' }).insert('M', {}))).code,
    ).toBe('WDE0055')
    expect(
      (await caught(failWith({ status: 502, statusText: 'Bad Gateway', headers: {}, body: 'oops' }).insert('M', {})))
        .code,
    ).toBe('WDE0055')
    expect(
      (await caught(failWith({ status: 200, statusText: 'OK', headers: {}, body: '[1]' }).insert('M', {}))).code,
    ).toBe('WDE0055')
  })
  it('get and remove of a missing item answer null (WDE0073); other calls reject', async () => {
    const client = failWith(appError('WDE0073', 'Item x not found', 404))
    expect(await client.get('Movies', 'x')).toBeNull()
    expect(await client.remove('Movies', 'x')).toBeNull()
    expect((await caught(client.update('Movies', { _id: 'x' }))).code).toBe('WDE0073')
  })
  it('an error thrown by a data hook (WDE0078) is rethrown with its own message and code', async () => {
    const e = await caught(
      failWith(appError('WDE0078', 'Hook failed', 400, { message: 'Title is required', code: 'MY_RULE' })).insert(
        'M',
        {},
      ),
    )
    expect([e.code, e.message]).toEqual(['MY_RULE', 'Title is required'])
  })
  it('an error thrown by the application token source is rethrown as is, with code WDE0078 added', async () => {
    const mine = new Error('no session')
    const client = createDataClient({
      baseUrl: BASE,
      http: scriptedHttp(),
      auth: () => {
        throw mine
      },
    })
    const e = await caught(client.get('M', 'x'))
    expect(e).toBe(mine)
    expect(e.code).toBe('WDE0078')
  })
  it('a network failure is WDE0053; an aborted request WD_REQUEST_ABORTED', async () => {
    const http = scriptedHttp().on('GET', /.*/, () => {
      throw new Error('ECONNREFUSED')
    })
    expect((await caught(createDataClient({ baseUrl: BASE, http }).get('M', 'x'))).code).toBe('WDE0053')
    const signal = { aborted: true, addEventListener() {}, removeEventListener() {} }
    expect((await caught(createDataClient({ baseUrl: BASE, http }).query('M').abortSignal(signal).find())).code).toBe(
      'WD_REQUEST_ABORTED',
    )
  })
  it('uses identity-client-like token sources: getAuthHeaders() and getAccessToken()', async () => {
    const http = scriptedHttp().on('GET', /.*/, jsonResponse({ dataItem: { id: 'x', data: { _id: 'x' } } }))
    await createDataClient({
      baseUrl: BASE,
      http,
      auth: { getAuthHeaders: async () => ({ headers: { Authorization: 'A' } }) },
    }).get('M', 'x')
    await createDataClient({ baseUrl: BASE, http, auth: { getAccessToken: () => 'B' } }).get('M', 'x')
    expect(http.requests.map((r) => r.headers?.Authorization)).toEqual(['A', 'B'])
  })
})

describe('bulk summaries', () => {
  const results = [
    { action: 'INSERT', itemMetadata: { id: 'a', originalIndex: 0, success: true } },
    {
      action: 'INSERT',
      itemMetadata: { id: 'b', originalIndex: 1, success: false, error: { code: 'WDE0074', description: 'exists' } },
    },
    {
      action: 'INSERT',
      itemMetadata: { id: 'c', originalIndex: 2, success: false, error: { code: 'WDE0027', description: 'denied' } },
    },
  ]
  it('counts inserted, skipped (WDE0074) and collects failures with message, code, item and index', async () => {
    const http = scriptedHttp().on(
      'POST',
      /.*/,
      jsonResponse({ results, bulkActionMetadata: { totalSuccesses: 1, totalFailures: 2 } }),
    )
    const items = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c', v: 1 }]
    const summary = await createDataClient({ baseUrl: BASE, http }).bulkInsert('M', items)
    expect(summary).toMatchObject({
      inserted: 1,
      updated: 0,
      removed: 0,
      skipped: 1,
      insertedItemIds: ['a'],
      updatedItemIds: [],
      removedItemIds: [],
    })
    expect(summary.errors).toHaveLength(1)
    const [error] = summary.errors
    expect(error).toBeInstanceOf(BulkError)
    expect(error).toMatchObject({ message: 'denied', code: 'WDE0027', item: items[2], originalIndex: 2 })
  })
  it('ignores missing items (WDE0073) and counts removals', async () => {
    const answer = {
      results: [
        { action: 'DELETE', itemMetadata: { id: 'a', originalIndex: 0, success: true } },
        {
          action: 'DELETE',
          itemMetadata: {
            id: 'z',
            originalIndex: 1,
            success: false,
            error: { code: 'WDE0073', description: 'missing' },
          },
        },
      ],
    }
    const http = scriptedHttp().on('POST', /.*/, jsonResponse(answer))
    expect(await createDataClient({ baseUrl: BASE, http }).bulkRemove('M', ['a', 'z'])).toMatchObject({
      removed: 1,
      removedItemIds: ['a'],
      errors: [],
    })
  })
})
