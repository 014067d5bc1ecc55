// How a bulk answer's results become Velo's summary: counts and ids per action, skipped
// existing items of an insert only, and failures with the caller's item, whatever shape the answer has.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import { BulkError } from '../errors'
import { summarizeBulk } from '../bulkResult'
import { createDataClient } from '../index'

const ok = (action: string, meta: Record<string, unknown>) => ({ action, itemMetadata: { success: true, ...meta } })
const failed = (error: unknown, meta: Record<string, unknown> = {}) => ({
  action: 'UPDATE',
  itemMetadata: { success: false, error, ...meta },
})

describe('summarizeBulk', () => {
  it('counts updates with their ids, and ids only when they are strings', () => {
    const summary = summarizeBulk(
      {
        results: [
          ok('UPDATE', { id: 'u1' }),
          ok('UPDATE', {}),
          ok('INSERT', { id: 5 }),
          ok('INSERT', {}),
          ok('DELETE', {}),
          ok('DELETE', { id: 'd1' }),
        ],
      },
      [],
      'save',
    )
    expect(summary).toEqual({
      inserted: 2,
      updated: 2,
      removed: 2,
      skipped: 0,
      errors: [],
      insertedItemIds: [],
      updatedItemIds: ['u1'],
      removedItemIds: ['d1'],
    })
  })

  it('skips entries that are not objects, and answers an empty summary without results', () => {
    const empty = {
      inserted: 0,
      updated: 0,
      removed: 0,
      skipped: 0,
      errors: [],
      insertedItemIds: [],
      updatedItemIds: [],
      removedItemIds: [],
    }
    expect(summarizeBulk({ results: [null, 'x', 3] }, [], 'insert')).toEqual(empty)
    expect(summarizeBulk({ results: 'none' }, [], 'insert')).toEqual(empty)
  })

  it("matches a failure to the caller's item by originalIndex, else by its position", () => {
    const inputs = ['a', 'b', 'c']
    const { errors } = summarizeBulk(
      { results: [failed({ code: 'E1', description: 'first' }, { originalIndex: 2 }), failed({ code: 'E2' })] },
      inputs,
      'remove',
    )
    expect(errors.map((e) => [e.code, e.item, e.originalIndex])).toEqual([
      ['E1', 'c', 2],
      ['E2', 'b', 1],
    ])
  })

  it('reads a failure code given as a number, and says WD_UNKNOWN_ERROR without one', () => {
    const { errors } = summarizeBulk(
      { results: [failed({ code: 409, description: 'x' }), failed({ description: 'y' }), failed('broken')] },
      [],
      'update',
    )
    expect(errors.map((e) => e.code)).toEqual(['409', 'WD_UNKNOWN_ERROR', 'WD_UNKNOWN_ERROR'])
  })

  it("takes the failure's description, else its message, else a generic text", () => {
    const { errors } = summarizeBulk(
      {
        results: [
          failed({ code: 'E', description: 'described', message: 'not this' }),
          failed({ code: 'E', message: 'from message' }),
          failed({ code: 'E', description: 3 }),
        ],
      },
      [],
      'update',
    )
    expect(errors.map((e) => e.message)).toEqual(['described', 'from message', 'The item failed.'])
    expect(errors.every((e) => e instanceof BulkError)).toBe(true)
  })

  it('an existing item (WDE0074) is skipped by an insert and a failure of any other call', () => {
    const answer = { results: [failed({ code: 'WDE0074', description: 'exists' })] }
    expect(summarizeBulk(answer, [{ _id: 'a' }], 'insert')).toMatchObject({ skipped: 1, errors: [] })
    const save = summarizeBulk(answer, [{ _id: 'a' }], 'save')
    expect([save.skipped, save.errors.map((e) => [e.code, e.message, e.item])]).toEqual([
      0,
      [['WDE0074', 'exists', { _id: 'a' }]],
    ])
  })
})

describe('bulk calls of the client', () => {
  it('bulkUpdate and bulkSave report updated items with their ids', async () => {
    const answer = jsonResponse({
      results: [ok('UPDATE', { id: 'a', originalIndex: 0 }), ok('INSERT', { id: 'b', originalIndex: 1 })],
    })
    const http = scriptedHttp().on('POST', /\/bulk\/items\/(update|save)$/, answer)
    const client = createDataClient({ baseUrl: 'https://h.test', http })
    for (const result of [
      await client.bulkUpdate('Movies', [{ _id: 'a' }, { _id: 'b' }]),
      await client.bulkSave('Movies', [{ _id: 'a' }, { _id: 'b' }]),
    ])
      expect(result).toMatchObject({ updated: 1, updatedItemIds: ['a'], inserted: 1, insertedItemIds: ['b'] })
  })
})
