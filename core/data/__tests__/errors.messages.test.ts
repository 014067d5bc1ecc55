// The exact texts of the client's check failures: what a developer reads in the console.
// checks.test.ts proves the codes; these prove the messages that name the method, the collection, the
// argument counts and the offending value.
import { describe, expect, it } from 'vitest'
import { scriptedHttp } from '../../../adapters/memory'
import { createDataClient } from '../index'

const client = () => createDataClient({ baseUrl: 'https://h.test', http: scriptedHttp() })
const any = (v: unknown) => v as never
const loose = () => client() as any
const messageOf = async (run: () => unknown): Promise<string> => {
  try {
    await run()
  } catch (error) {
    return `${(error as { code: string }).code} | ${(error as Error).message}`
  }
  throw new Error('expected a failure')
}

describe('argument checks, message by message', () => {
  const cases: [string, () => unknown, string][] = [
    ['collection name', () => client().get(any(7), 'x'), 'WDE0001 | WDE0001: The collection name must be a string.'],
    ['item id', () => client().remove('Movies', any(1)), 'WDE0002 | WDE0002: The item id must be a string.'],
    ['field name', () => client().distinct('Movies', any(3)), 'WDE0003 | WDE0003: The field name must be a string.'],
    [
      'item not an object, shown in the message',
      () => client().insert('Movies', any('a text')),
      'WDE0004 | WDE0004: Cannot save [a text] into [Movies]: items must be objects.',
    ],
    [
      'bulk items',
      () => client().bulkSave('Movies', any([{ a: 1 }, 'b'])),
      'WDE0005 | WDE0005: Cannot bulk save into [Movies]: items must be an array of objects whose _id, when present, is a string.',
    ],
    [
      'too many bulk items',
      () =>
        client().bulkInsert(
          'Movies',
          Array.from({ length: 1001 }, () => ({})),
        ),
      'WDE0006 | WDE0006: Cannot bulk save into [Movies]: at most 1000 items per request.',
    ],
    [
      'update without _id',
      () => client().update('Movies', { title: 'x' }),
      'WDE0007 | WDE0007: Invalid item: its _id must be a string.',
    ],
    [
      'a fixed argument count',
      () => loose().query('Movies', 'extra'),
      'WDE0008 | WDE0008: query takes 1 arguments, not 2.',
    ],
    [
      'a range of argument counts, then the other problems',
      () => loose().count(),
      'WDE0008 | WDE0008: count takes 1 to 3 arguments, not 0.\nWDE0001: The collection name must be a string.',
    ],
    [
      'aggregate filter not built with filter()',
      () =>
        client()
          .aggregate('S')
          .filter(any({ a: 1 }))
          .run(),
      'WDE0011 | Failed to perform aggregation on [S].\nWDE0011: Invalid .filter: it takes a filter built with filter().',
    ],
    [
      'aggregate filter set twice',
      () => {
        const c = client()
        return c.aggregate('S').filter(c.filter()).filter(c.filter()).run()
      },
      'WDE0012 | Failed to perform aggregation on [S].\nWDE0012: Invalid .filter: the filter is already set.',
    ],
    [
      'aggregate group set twice',
      () => client().aggregate('S').group('a').group('b').run(),
      'WDE0013 | Failed to perform aggregation on [S].\nWDE0013: Invalid .group: the group is already set.',
    ],
    [
      'options, listing what the call accepts',
      () => client().truncate('Movies', any({ suppressHooks: true })),
      'WDE0018 | WDE0018: Unknown option [suppressHooks]: this call takes only suppressAuth.',
    ],
    [
      'options, every bad one at once',
      () => client().get('Movies', 'x', any({ consistentRead: 'yes', bogus: 1 })),
      'WDE0018 | WDE0018: Invalid option [consistentRead]: it must be a boolean, not "yes".\nWDE0018: Unknown option [bogus]: this call takes only suppressAuth, suppressHooks, showDrafts, consistentRead, language, appOptions.',
    ],
    [
      'options that are not an object',
      () => client().truncate('Movies', any([])),
      'WDE0018 | WDE0018: Options must be an object with only these properties: suppressAuth (booleans; language a non-empty string; appOptions an object).',
    ],
    [
      'reference parameter',
      () => client().insertReference('Movies', 'cast', any({ id: 'x' }), 'a'),
      'WDE0019 | WDE0019: A reference takes a non-empty string id or an object with an _id.',
    ],
    [
      'single-reference field',
      () => client().insertReference('Movies', 'cast', any({ _id: 'm', cast: 'a1' }), 'a2'),
      "WDE0020 | WDE0020: The referring item's [cast] is not a multi-reference field: it holds a single value.",
    ],
    [
      'empty reference list',
      () => client().insertReference('Movies', 'cast', 'm', []),
      'WDE0021 | WDE0021: Invalid reference: the referenced items must be a list.',
    ],
  ]
  it.each(cases)('%s', async (_name, run, expected) => {
    expect(await messageOf(run)).toBe(expected)
  })

  it('names each method in its argument-count message', async () => {
    const c = loose()
    const texts = await Promise.all(
      [
        () => c.filter(1, 2),
        () => c.sort(1, 2),
        () => c.aggregate(),
        () => c.patch('Movies'),
        () => c.bulkPatch('Movies'),
        () => c.distinct('Movies'),
        () => c.get('Movies'),
        () => c.insert('Movies'),
        () => c.update('Movies'),
        () => c.save('Movies'),
        () => c.remove('Movies'),
        () => c.truncate(),
        () => c.bulkInsert('Movies'),
        () => c.bulkUpdate('Movies'),
        () => c.bulkSave('Movies'),
        () => c.bulkRemove('Movies'),
        () => c.insertReference('Movies'),
        () => c.removeReference('Movies'),
        () => c.replaceReferences('Movies'),
        () => c.isReferenced('Movies'),
        () => c.queryReferenced('Movies'),
      ].map(messageOf),
    )
    // The first line names the argument count; further lines list the other problems found.
    const firstLines = texts.map((t) => t.split('\n')[0])
    expect(firstLines).toEqual([
      'WDE0008 | WDE0008: filter takes 0 to 1 arguments, not 2.',
      'WDE0008 | WDE0008: sort takes 0 to 1 arguments, not 2.',
      'WDE0008 | WDE0008: aggregate takes 1 arguments, not 0.',
      'WDE0008 | WDE0008: patch takes 2 arguments, not 1.',
      'WDE0008 | WDE0008: bulkPatch takes 2 arguments, not 1.',
      'WDE0008 | WDE0008: distinct takes 2 to 4 arguments, not 1.',
      'WDE0008 | WDE0008: get takes 2 to 3 arguments, not 1.',
      'WDE0008 | WDE0008: insert takes 2 to 3 arguments, not 1.',
      'WDE0008 | WDE0008: update takes 2 to 3 arguments, not 1.',
      'WDE0008 | WDE0008: save takes 2 to 3 arguments, not 1.',
      'WDE0008 | WDE0008: remove takes 2 to 3 arguments, not 1.',
      'WDE0008 | WDE0008: truncate takes 1 to 2 arguments, not 0.',
      'WDE0008 | WDE0008: bulkInsert takes 2 to 3 arguments, not 1.',
      'WDE0008 | WDE0008: bulkUpdate takes 2 to 3 arguments, not 1.',
      'WDE0008 | WDE0008: bulkSave takes 2 to 3 arguments, not 1.',
      'WDE0008 | WDE0008: bulkRemove takes 2 to 3 arguments, not 1.',
      'WDE0008 | WDE0008: insertReference takes 4 to 5 arguments, not 1.',
      'WDE0008 | WDE0008: removeReference takes 4 to 5 arguments, not 1.',
      'WDE0008 | WDE0008: replaceReferences takes 4 to 5 arguments, not 1.',
      'WDE0008 | WDE0008: isReferenced takes 4 to 5 arguments, not 1.',
      'WDE0008 | WDE0008: queryReferenced takes 3 to 4 arguments, not 1.',
    ])
  })
})
