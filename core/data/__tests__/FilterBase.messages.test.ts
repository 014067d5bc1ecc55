// The filter operators shared by query() and filter(): the tree each builds, and the exact
// message of every problem a wrong argument leaves for the call that runs the filter.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { jsonResponse, recordingLogger, scriptedHttp } from '../../../adapters/memory'
import { createDataClient, type DataQuery } from '../index'

const BASE = 'https://h.test'
function client() {
  const http = scriptedHttp()
    .on('GET', /.*/, jsonResponse({ dataItems: [], pagingMetadata: { hasNext: false } }))
    .on('POST', /.*/, jsonResponse({ dataItems: [], pagingMetadata: { hasNext: false } }))
  const logger = recordingLogger()
  return { http, logger, data: createDataClient({ baseUrl: BASE, http, logger }) }
}
const any = (v: unknown) => v as never

/** The code and the problem lines of the failed find (the first line names the collection). */
async function failure(query: DataQuery): Promise<[string, string[]]> {
  const error = (await query.find().then(
    () => {
      throw new Error('find passed')
    },
    (e: unknown) => e,
  )) as Error & { code: string }
  const [head, ...lines] = error.message.split('\n')
  expect(head).toBe('Failed to perform query on [Movies].')
  return [error.code, lines]
}

describe('every operator names itself in its problems', () => {
  const { data } = client()
  const q = data.query('Movies') as any
  it.each<[string, (field: unknown) => DataQuery]>([
    ['.eq', (f) => q.eq(f, 1)],
    ['.ne', (f) => q.ne(f, 1)],
    ['.gt', (f) => q.gt(f, 1)],
    ['.ge', (f) => q.ge(f, 1)],
    ['.lt', (f) => q.lt(f, 1)],
    ['.le', (f) => q.le(f, 1)],
    ['.between', (f) => q.between(f, 1, 2)],
    ['.startsWith', (f) => q.startsWith(f, 'a')],
    ['.endsWith', (f) => q.endsWith(f, 'a')],
    ['.contains', (f) => q.contains(f, 'a')],
    ['.hasSome', (f) => q.hasSome(f, 'a')],
    ['.hasAll', (f) => q.hasAll(f, 'a')],
    ['.in', (f) => q.in(f, ['a'])],
    ['.isEmpty', (f) => q.isEmpty(f)],
    ['.isNotEmpty', (f) => q.isNotEmpty(f)],
  ])('%s with a field that is not a string (WDE0048)', async (op, build) => {
    expect(await failure(build(7))).toEqual([
      'WDE0048',
      [`WDE0048: Invalid ${op} field value [7]: the field must be a string.`],
    ])
  })
  it.each<[string, () => DataQuery, string, string]>([
    ['.gt', () => q.gt('a'), 'WDE0040', 'requires two parameters'],
    ['.isEmpty', () => q.isEmpty(), 'WDE0039', 'requires one parameter'],
    ['.between', () => q.between('a', 1), 'WDE0041', 'requires three parameters'],
    ['.hasAll', () => q.hasAll('tags'), 'WDE0042', 'requires at least two parameters'],
    ['.ascending', () => q.ascending(), 'WDE0043', 'requires at least one parameter'],
    ['.and', () => q.and(), 'WDE0039', 'requires one parameter'],
    ['.or', () => q.or(), 'WDE0039', 'requires one parameter'],
    ['.not', () => q.not(), 'WDE0039', 'requires one parameter'],
  ])('%s with the wrong argument count', async (op, build, code, rule) => {
    const [found, lines] = await failure(build())
    expect(found).toBe(code)
    expect(lines[0]).toBe(`${code}: Invalid ${op} usage: ${op} ${rule}.`)
  })
  it('aggregate count takes no parameters (WDE0038)', async () => {
    const error = await (data.aggregate('Sales') as any)
      .count('x')
      .run()
      .catch((e: Error) => e)
    expect(error.message.split('\n')[1]).toBe('WDE0038: Invalid .count usage: .count takes no parameters.')
  })
})

describe('value problems', () => {
  const { data } = client()
  const q = data.query('Movies')
  it.each<[string, () => DataQuery, string[]]>([
    [
      '.ge a boolean',
      () => q.ge('year', any(true)),
      ['WDE0045: Invalid .ge parameter value [true]: valid types are String, Number or Date.'],
    ],
    [
      '.lt an object',
      () => q.lt('year', any({})),
      ['WDE0045: Invalid .lt parameter value [{}]: valid types are String, Number or Date.'],
    ],
    [
      '.le null',
      () => q.le('year', any(null)),
      ['WDE0045: Invalid .le parameter value [null]: valid types are String, Number or Date.'],
    ],
    [
      '.gt NaN',
      () => q.gt('year', NaN),
      ['WDE0045: Invalid .gt parameter value [null]: valid types are String, Number or Date.'],
    ],
    [
      '.gt Infinity',
      () => q.gt('year', Infinity),
      ['WDE0045: Invalid .gt parameter value [null]: valid types are String, Number or Date.'],
    ],
    [
      '.gt an invalid Date',
      () => q.gt('at', new Date('x')),
      ['WDE0045: Invalid .gt parameter value [Invalid Date]: valid types are String, Number or Date.'],
    ],
    [
      '.startsWith a number',
      () => q.startsWith('t', any(1)),
      ['WDE0044: Invalid .startsWith parameter value [1]: it must be a String.'],
    ],
    [
      '.endsWith a number',
      () => q.endsWith('t', any(1)),
      ['WDE0044: Invalid .endsWith parameter value [1]: it must be a String.'],
    ],
    [
      '.contains null',
      () => q.contains('t', any(null)),
      ['WDE0044: Invalid .contains parameter value [null]: it must be a String.'],
    ],
    [
      '.between a bad start only',
      () => q.between('y', true, 2),
      ['WDE0045: Invalid .between parameter value [true]: valid types are String, Number or Date.'],
    ],
    [
      '.between two bad ends',
      () => q.between('y', {}, [1]),
      [
        'WDE0045: Invalid .between parameter value [{}]: valid types are String, Number or Date.',
        'WDE0045: Invalid .between parameter value [[1]]: valid types are String, Number or Date.',
      ],
    ],
    [
      '.between a Date and a string',
      () => q.between('y', new Date(0), 'b'),
      ['WDE0046: Invalid .between parameter values [1970-01-01T00:00:00.000Z] and [b]: both must be of the same type.'],
    ],
    [
      '.hasSome with an object among strings',
      () => q.hasSome('tags', 'a', {}),
      ['WDE0047: Invalid .hasSome usage: .hasSome supports only Number, String or Date items.'],
    ],
    [
      '.hasAll with an array beside a value',
      () => q.hasAll('tags', ['a'], 'b'),
      ['WDE0047: Invalid .hasAll usage: .hasAll supports only Number, String or Date items.'],
    ],
    [
      '.in with an object item',
      () => q.in('a', [1, {}]),
      ['WDE0047: Invalid .in usage: .in takes an array of Number, String or Date items.'],
    ],
    [
      '.in with a string',
      () => q.in('a', any('xy')),
      ['WDE0047: Invalid .in usage: .in takes an array of Number, String or Date items.'],
    ],
    [
      '.eq a RegExp',
      () => q.eq('title', /x/),
      ['WDE0070: Invalid .eq parameter value: a regular expression is not supported (no $regex).'],
    ],
    ['.eq a bigint', () => q.eq('n', 10n), ['WDE0004: .eq value is a bigint, which the service cannot store.']],
    [
      '.ne a symbol',
      () => q.ne('n', Symbol('s')),
      ['WDE0004: .ne value.$ne is a symbol, which the service cannot store.'],
    ],
    [
      '.ne a function (the wire copy would drop it and send {n: {}})',
      () => q.ne('n', () => 1),
      ['WDE0004: .ne value.$ne is a function, which the service cannot store.'],
    ],
    [
      '.or with a plain object',
      () => q.or(any({ a: 1 })),
      ['WDE0049: Invalid .or parameter [{"a":1}]: .or expects a query or filter built by this client.'],
    ],
    [
      '.not with a query of another collection',
      () => q.not(data.query('Actors')),
      ['WDE0050: Invalid .not parameter query for [Actors]: .not accepts queries of [Movies] only.'],
    ],
  ])('%s', async (_name, build, lines) => {
    const [code, found] = await failure(build())
    expect(found).toEqual(lines)
    expect(code).toBe(lines[0].slice(0, 7))
  })
})

describe('the trees the operators build', () => {
  const { data } = client()
  const f = () => data.filter()
  it.each<[string, () => { filterTree: unknown }, unknown]>([
    ['eq undefined as null', () => f().eq('a', undefined), { a: null }],
    ['ne undefined as null', () => f().ne('a', undefined), { a: { $ne: null } }],
    ['eq of an object wrapped in $eq', () => f().eq('m', { $gt: 1 }), { m: { $eq: { $gt: 1 } } }],
    ['two fields merged', () => f().eq('a', 1).gt('b', 2), { a: 1, b: { $gt: 2 } }],
    ['one field twice joined with $and', () => f().eq('a', 1).ne('a', 2), { $and: [{ a: 1 }, { a: { $ne: 2 } }] }],
    ['ge, lt, le', () => f().ge('a', 1).lt('b', 'x').le('c', 3), { a: { $gte: 1 }, b: { $lt: 'x' }, c: { $lte: 3 } }],
    ['between', () => f().between('y', 1, 5), { y: { $gte: 1, $lt: 5 } }],
    [
      'string operators',
      () => f().startsWith('a', 'x').endsWith('b', 'y').contains('c', 'z'),
      {
        a: { $startsWith: 'x' },
        b: { $endsWith: 'y' },
        c: { $contains: 'z' },
      },
    ],
    ['hasSome of varargs', () => f().hasSome('t', 'a', 'b'), { t: { $hasSome: ['a', 'b'] } }],
    ['hasAll of one array', () => f().hasAll('t', ['a', 1]), { t: { $hasAll: ['a', 1] } }],
    ['in', () => f().in('t', ['a']), { t: { $in: ['a'] } }],
    ['isEmpty and isNotEmpty', () => f().isEmpty('a').isNotEmpty('b'), { a: null, b: { $ne: null } }],
    [
      'a filter and a query (a filter belongs to no collection)',
      () => f().and(any(data.query('Movies').eq('a', 1))),
      {
        $and: [{ a: 1 }],
      },
    ],
    ['and on an empty filter', () => f().and(f().eq('a', 1)), { $and: [{ a: 1 }] }],
    ['and', () => f().eq('b', 2).and(f().eq('a', 1)), { $and: [{ b: 2 }, { a: 1 }] }],
    ['or', () => f().eq('b', 2).or(f().eq('a', 1)), { $and: [{ $or: [{ b: 2 }, { a: 1 }] }] }],
    ['not', () => f().eq('b', 2).not(f().eq('a', 1)), { b: 2, $not: [{ a: 1 }] }],
  ])('%s', (_name, build, tree) => {
    expect(build().filterTree).toEqual(tree)
  })
  it('a query takes a filter of no collection and sends both conditions', async () => {
    const { data: d, http } = client()
    await d.query('Movies').eq('a', 1).and(d.filter().gt('b', 2)).find()
    const { decodeQueryRequest } = await import('../index')
    expect((decodeQueryRequest(http.requests[0].url).query as { filter: unknown }).filter).toEqual({
      $and: [{ a: 1 }, { b: { $gt: 2 } }],
    })
  })
  it('problems of the filter given to and() carry over', async () => {
    const { data: d } = client()
    expect(await failure(d.query('Movies').and(d.filter().contains('a', any(2))))).toEqual([
      'WDE0044',
      ['WDE0044: Invalid .contains parameter value [2]: it must be a String.'],
    ])
  })
  it('any field merged with another field keeps both (property)', () => {
    const name = fc.string({ minLength: 1, maxLength: 6 }).filter((k) => !k.startsWith('$') && k !== '__proto__')
    fc.assert(
      fc.property(name, name, fc.integer(), fc.integer(), (a, b, x, y) => {
        const tree = data.filter().eq(a, x).eq(b, y).filterTree
        expect(tree).toEqual(a === b ? { $and: [{ [a]: x }, { [b]: y }] } : { [a]: x, [b]: y })
      }),
    )
  })
})

describe('field names that start with $', () => {
  it('log an error naming the field, and only those', () => {
    const { data, logger } = client()
    data.query('Movies').eq('$where', 1).eq('a$', 2).gt('b', 1)
    expect(logger.messages()).toEqual(['Field name "$where" starts with $: the service reads it as an operator.'])
    expect(logger.entries[0].level).toBe('error')
  })
})
