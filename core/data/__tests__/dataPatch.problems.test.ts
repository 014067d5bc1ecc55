// Patches (items/patch and bulk/items/patch): the field modifications sent, and
// the exact message of every problem, which fails run() before any request.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import { createDataClient, type DataPatch } from '../index'
import { failure } from './failure'

const BASE = 'https://h.test'
function client() {
  const http = scriptedHttp()
    .on('POST', `${BASE}/wix-data/v2/items/patch`, jsonResponse({ dataItem: { id: 'm1', data: { _id: 'm1', n: 2 } } }))
    .on('POST', `${BASE}/wix-data/v2/bulk/items/patch`, jsonResponse({ results: [], bulkActionMetadata: {} }))
  return { http, data: createDataClient({ baseUrl: BASE, http }) }
}
const any = (v: unknown) => v as never

const failed = (patch: DataPatch<unknown>, ...args: unknown[]) =>
  failure(() => (patch.run as (...a: unknown[]) => Promise<unknown>)(...args))
const HEAD = 'Failed to patch [Movies].'

describe('what a patch sends', () => {
  it('one item: every kind of modification, in order, with the options', async () => {
    const { http, data } = client()
    const item = await data
      .patch('Movies', 'm1')
      .setField('title', 'Alien')
      .removeField('old')
      .incrementField('n', -1.5)
      .appendToArray('tags', 'b')
      .removeFromArray('tags', 'a')
      .run({ suppressHooks: true })
    expect(item).toEqual({ _id: 'm1', n: 2 })
    expect(JSON.parse(String(http.requests[0].body))).toEqual({
      dataCollectionId: 'Movies',
      patch: {
        dataItemId: 'm1',
        fieldModifications: [
          { fieldPath: 'title', action: 'SET_FIELD', setFieldOptions: { value: 'Alien' } },
          { fieldPath: 'old', action: 'REMOVE_FIELD' },
          { fieldPath: 'n', action: 'INCREMENT_FIELD', incrementFieldOptions: { value: -1.5 } },
          { fieldPath: 'tags', action: 'APPEND_TO_ARRAY', appendToArrayOptions: { value: 'b' } },
          { fieldPath: 'tags', action: 'REMOVE_FROM_ARRAY', removeFromArrayOptions: { value: 'a' } },
        ],
      },
      suppressHooks: true,
    })
  })
  it('many items: the same modifications for each id', async () => {
    const { http, data } = client()
    await data.bulkPatch('Movies', ['a', 'b']).setField('at', new Date(0)).run()
    const mods = [
      { fieldPath: 'at', action: 'SET_FIELD', setFieldOptions: { value: { $date: '1970-01-01T00:00:00.000Z' } } },
    ]
    expect(JSON.parse(String(http.requests[0].body))).toEqual({
      dataCollectionId: 'Movies',
      patches: [
        { dataItemId: 'a', fieldModifications: mods },
        { dataItemId: 'b', fieldModifications: mods },
      ],
    })
  })
})

describe('problems, before any request', () => {
  const { http, data } = client()
  // Loosely typed, to call the builders with wrong argument counts as untyped callers can.
  const p = (): any => data.patch('Movies', 'm1')
  it.each<[string, () => DataPatch<unknown>, string]>([
    [
      'setField with one argument',
      () => p().setField('a'),
      'WDE0040: Invalid .setField usage: .setField requires two parameters.',
    ],
    [
      'removeField with two arguments',
      () => p().removeField('a', 1),
      'WDE0039: Invalid .removeField usage: .removeField requires one parameter.',
    ],
    [
      'incrementField with one argument',
      () => p().incrementField('a'),
      'WDE0040: Invalid .incrementField usage: .incrementField requires two parameters.',
    ],
    [
      'appendToArray with three arguments',
      () => p().appendToArray('a', 1, 2),
      'WDE0040: Invalid .appendToArray usage: .appendToArray requires two parameters.',
    ],
    [
      'removeFromArray with one argument',
      () => p().removeFromArray('a'),
      'WDE0040: Invalid .removeFromArray usage: .removeFromArray requires two parameters.',
    ],
    ['setField of a numeric path', () => p().setField(any(1), 'x'), 'WDE0003: The field name must be a string.'],
    ['removeField of no path', () => p().removeField(any(undefined)), 'WDE0003: The field name must be a string.'],
    [
      'incrementField by a string',
      () => p().incrementField('n', any('1')),
      'WDE0032: Invalid .incrementField parameter [1]: it must be a number.',
    ],
    [
      'incrementField by NaN',
      () => p().incrementField('n', NaN),
      'WDE0032: Invalid .incrementField parameter [null]: it must be a number.',
    ],
    [
      'incrementField by Infinity',
      () => p().incrementField('n', Infinity),
      'WDE0032: Invalid .incrementField parameter [null]: it must be a number.',
    ],
  ])('%s', async (_name, build, line) => {
    expect(await failed(build())).toEqual([line.slice(0, 7), [HEAD, line]])
    expect(http.requests).toEqual([])
  })
  it('every problem has a line; the failed modifications are left out', async () => {
    expect(await failed(p().setField('a', 1).removeField(any(2)).incrementField('n', any(null)))).toEqual([
      'WDE0003',
      [
        HEAD,
        'WDE0003: The field name must be a string.',
        'WDE0032: Invalid .incrementField parameter [null]: it must be a number.',
      ],
    ])
    expect(p().setField('a', 1).removeField(any(2)).fieldModifications).toEqual([
      { fieldPath: 'a', action: 'SET_FIELD', setFieldOptions: { value: 1 } },
    ])
  })
  it('run takes at most the options', async () => {
    expect(await failed(p(), {}, {})).toEqual(['WDE0008', ['WDE0008: patch.run takes 0 to 1 arguments, not 2.']])
  })
})
