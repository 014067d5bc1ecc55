// The filter and sort models given as data (WDE0016, WDE0056 to WDE0067, WDE0070): which
// models pass untouched, and the exact code and message of every problem of the ones that do not.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { checkFilterModel, checkSortModel } from '../checkFilterModel'

/** `depth` levels of `$not` under a field, around one condition. */
const nestedNot = (depth: number): Record<string, unknown> =>
  depth === 0 ? { a: 1 } : { a: { $not: [nestedNot(depth - 1)] } }
const problems = (model: unknown) => checkFilterModel(model).map((e) => [e.code, e.message])
const sortProblems = (model: unknown) => checkSortModel(model).problems.map((e) => [e.code, e.message])
/** `depth` levels of `$and`, around one condition. */
const nested = (depth: number, inner: Record<string, unknown> = { a: 1 }): Record<string, unknown> =>
  depth === 0 ? inner : { $and: [nested(depth - 1, inner)] }

describe('filter models that pass', () => {
  it.each([
    ['equality on a value', { title: 'Alien', year: 1979 }],
    ['equality on a string (not read as an operator list)', { title: 'abc' }],
    ['equality on an object without operators', { meta: { title: 'x', n: 1 } }],
    ['$eq, $ne and $exists', { a: { $eq: 1 }, b: { $ne: 'x' }, c: { $exists: true } }],
    ['comparisons on strings, numbers and dates', { a: { $gt: 1, $lte: 'z' }, d: { $gte: new Date(0), $lt: 5 } }],
    ['string operators on strings', { a: { $startsWith: 'A', $endsWith: 'z', $contains: '' } }],
    ['set operators on comparable arrays', { a: { $in: [1, 'x', new Date(1)], $hasSome: [], $hasAll: ['t'] } }],
    ['logical operators with arrays of objects', { $and: [{ a: 1 }], $or: [{ b: 2 }, {}], $not: [{ c: 3 }] }],
    ['$not under a field', { a: { $not: [{ b: { $gt: 1 } }] } }],
    [
      '$matches with both spec kinds',
      { a: { $matches: { ignoreCase: true, spec: [{ type: 'literal', value: 'x' }] } } },
    ],
    ['$matches with anyOf', { a: { $matches: { ignoreCase: true, spec: [{ type: 'anyOf', value: ' -' }] } } }],
    ['$matches with an empty spec', { a: { $matches: { ignoreCase: true, spec: [] } } }],
    ['nesting 32 levels of $and deep', nested(32)],
    ['nesting 32 levels of $not under fields deep', nestedNot(32)],
  ])('%s', (_name, model) => {
    expect(checkFilterModel(model)).toEqual([])
  })
  it('any equality model of plain values passes (property)', () => {
    const plain = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))
    const field = fc.string({ minLength: 1 }).filter((k) => !k.startsWith('$') && k !== '__proto__')
    fc.assert(fc.property(fc.dictionary(field, plain), (model) => checkFilterModel(model).length === 0))
  })
})

describe('filter models that fail, with every problem named', () => {
  it.each<[string, unknown, string[][]]>([
    ['not an object', 'x', [['WDE0016', 'WDE0016: The filter must be an object.']]],
    ['an array', [], [['WDE0016', 'WDE0016: The filter must be an object.']]],
    ['$regex at the top level', { $regex: '^A' }, [['WDE0070', 'WDE0070: The $regex operator is not allowed.']]],
    ['a RegExp as a value', { title: /x/ }, [['WDE0070', 'WDE0070: The $regex operator is not allowed.']]],
    ['$regex under a field', { title: { $regex: 'x' } }, [['WDE0070', 'WDE0070: The $regex operator is not allowed.']]],
    [
      'a RegExp inside $in',
      { title: { $in: ['a', /x/] } },
      [['WDE0070', 'WDE0070: The $regex operator is not allowed.']],
    ],
    [
      'an unknown operator',
      { year: { $where: 'x' } },
      [['WDE0056', 'WDE0056: $where on year is not a known operator.']],
    ],
    [
      'a plain key beside an operator',
      { year: { $gt: 1, b: 2 } },
      [['WDE0056', 'WDE0056: b on year is not a known operator.']],
    ],
    [
      '$gt with an object',
      { a: { $gt: {} } },
      [['WDE0058', 'WDE0058: $gt should be a Date, Number, or String. Got {} instead.']],
    ],
    [
      '$lte with null',
      { a: { $lte: null } },
      [['WDE0058', 'WDE0058: $lte should be a Date, Number, or String. Got null instead.']],
    ],
    [
      '$contains with a number',
      { a: { $contains: 1 } },
      [['WDE0059', 'WDE0059: $contains should be a String. Got 1 instead.']],
    ],
    [
      '$startsWith with null',
      { a: { $startsWith: null } },
      [['WDE0059', 'WDE0059: $startsWith should be a String. Got null instead.']],
    ],
    ['$in not an array', { a: { $in: 'xy' } }, [['WDE0057', 'WDE0057: $in should be an Array. Got xy instead.']]],
    [
      '$hasAll not an array',
      { a: { $hasAll: 3 } },
      [['WDE0057', 'WDE0057: $hasAll should be an Array. Got 3 instead.']],
    ],
    [
      '$in with an object item',
      { a: { $in: [1, {}] } },
      [['WDE0061', 'WDE0061: $in Array should only hold Date, Number and String values. Got [1,{}] instead.']],
    ],
    [
      '$hasSome with a boolean item',
      { a: { $hasSome: [true] } },
      [['WDE0060', 'WDE0060: $hasSome Array should only hold Date, Number and String values. Got [true] instead.']],
    ],
    [
      '$matches not an object',
      { a: { $matches: 'x' } },
      [['WDE0056', 'WDE0056: $matches should be an Object. Got x instead.']],
    ],
    [
      '$matches without spec',
      { a: { $matches: { ignoreCase: true } } },
      [['WDE0062', 'WDE0062: $matches value {"ignoreCase":true} has no property spec.']],
    ],
    [
      '$matches without ignoreCase',
      { a: { $matches: { spec: [] } } },
      [['WDE0062', 'WDE0062: $matches value {"spec":[]} has no property ignoreCase.']],
    ],
    [
      '$matches case-sensitive',
      { a: { $matches: { ignoreCase: false, spec: [] } } },
      [['WDE0063', 'WDE0063: $matches.ignoreCase should be true. Got false instead.']],
    ],
    ...(
      [
        ['a spec that is not an array', 'x', 'x'],
        ['a spec item that is not an object', ['x'], '["x"]'],
        ['a literal without a string value', [{ type: 'literal', value: 1 }], '[{"type":"literal","value":1}]'],
        ['an anyOf without a string value', [{ type: 'anyOf' }], '[{"type":"anyOf"}]'],
        ['an unknown spec type', [{ type: 'regex', value: '.*' }], '[{"type":"regex","value":".*"}]'],
        [
          'one bad item after good ones',
          [
            { type: 'anyOf', value: 'a' },
            { type: '', value: 'b' },
          ],
          '[{"type":"anyOf","value":"a"},{"type":"","value":"b"}]',
        ],
      ] as const
    ).map(
      ([name, spec, shown]) =>
        [
          `$matches with ${name}`,
          { a: { $matches: { ignoreCase: true, spec } } },
          [
            [
              'WDE0064',
              `WDE0064: $matches.spec items should be {"type":"anyOf","value":String} or {"type":"literal","value":String}. Got ${shown} instead.`,
            ],
          ],
        ] as [string, unknown, string[][]],
    ),
    ['$and not an array', { $and: { a: 1 } }, [['WDE0057', 'WDE0057: $and should be an Array. Got {"a":1} instead.']]],
    ['$or not an array', { $or: 'x' }, [['WDE0057', 'WDE0057: $or should be an Array. Got x instead.']]],
    [
      '$not under a field not an array',
      { a: { $not: 'x' } },
      [['WDE0057', 'WDE0057: $not should be an Array. Got x instead.']],
    ],
    [
      '$not under a field with a bad condition inside',
      { a: { $not: [{ b: { $gt: true } }] } },
      [['WDE0058', 'WDE0058: $gt should be a Date, Number, or String. Got true instead.']],
    ],
    [
      '$or items not objects',
      { $or: [1, { a: 1 }, 'b'] },
      [
        ['WDE0056', 'WDE0056: $or items should be Objects. Got 1 instead.'],
        ['WDE0056', 'WDE0056: $or items should be Objects. Got b instead.'],
      ],
    ],
    [
      'problems inside $and items, all of them',
      { $and: [{ a: { $contains: 1 } }, { b: { $in: 2 } }] },
      [
        ['WDE0059', 'WDE0059: $contains should be a String. Got 1 instead.'],
        ['WDE0057', 'WDE0057: $in should be an Array. Got 2 instead.'],
      ],
    ],
    ['nesting 33 levels of $and deep', nested(33), [['WDE0056', 'WDE0056: The filter is nested too deeply.']]],
    [
      'nesting 33 levels of $not under fields deep',
      nestedNot(33),
      [['WDE0056', 'WDE0056: The filter is nested too deeply.']],
    ],
    [
      'a problem at the deepest level allowed',
      nested(32, { a: { $gt: [] } }),
      [['WDE0058', 'WDE0058: $gt should be a Date, Number, or String. Got [] instead.']],
    ],
  ])('%s', (_name, model, expected) => {
    expect(problems(model)).toEqual(expected)
  })
})

describe('sort models', () => {
  it('reads one key per object, in order, case-insensitively', () => {
    expect(checkSortModel([{ title: 'asc' }, { year: 'DESC' }, { rank: 'Asc' }])).toEqual({
      keys: [
        { fieldName: 'title', order: 'ASC' },
        { fieldName: 'year', order: 'DESC' },
        { fieldName: 'rank', order: 'ASC' },
      ],
      problems: [],
    })
  })
  it('rejects a model that is not an array, with no keys', () => {
    const result = checkSortModel({ title: 'asc' })
    expect(result.keys).toEqual([])
    expect(sortProblems({ title: 'asc' })).toEqual([
      ['WDE0065', 'WDE0065: The sort model should be an Array. Got {"title":"asc"} instead.'],
    ])
  })
  it('names every bad entry and keeps the good ones', () => {
    const model = ['title', { a: 'asc', b: 'desc' }, {}, { c: 'up' }, { d: 'desc' }]
    expect(checkSortModel(model).keys).toEqual([{ fieldName: 'd', order: 'DESC' }])
    expect(sortProblems(model)).toEqual([
      ['WDE0066', 'WDE0066: The sort model should hold Objects only. Got title instead.'],
      [
        'WDE0067',
        'WDE0067: Sort model items should have one property valued "asc" or "desc". Got {"a":"asc","b":"desc"} instead.',
      ],
      ['WDE0067', 'WDE0067: Sort model items should have one property valued "asc" or "desc". Got {} instead.'],
      ['WDE0067', 'WDE0067: Sort model items should have one property valued "asc" or "desc". Got {"c":"up"} instead.'],
    ])
  })
})
