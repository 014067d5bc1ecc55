// The argument checks every client call runs: which values pass (with what they
// answer), and the exact code and message of the ones that fail, at their boundaries.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { recordingLogger } from '../../../adapters/memory'
import * as C from '../checks'
import { DataError, wde } from '../errors'

/** The answer of a check: `['pass', value]` or `['fail', [code, message][]]`. */
const verdict = (check: C.Check<unknown>) =>
  check.ok ? ['pass', check.value] : ['fail', check.error.map((e) => [e.code, e.message])]
const thrown = (fn: () => void): unknown => {
  try {
    fn()
  } catch (error) {
    return error
  }
  return 'nothing thrown'
}

describe('all and enforce', () => {
  it('all of no checks passes', () => {
    expect(verdict(C.all())).toEqual(['pass', undefined])
  })
  it('all collects every failure in order', () => {
    const a = wde('WDE0001', 'one')
    const b = wde('WDE0002', 'two')
    expect(verdict(C.all(C.fail(a), C.pass(1), C.fail(b)))).toEqual([
      'fail',
      [
        ['WDE0001', 'WDE0001: one'],
        ['WDE0002', 'WDE0002: two'],
      ],
    ])
  })
  it('enforce throws a single failure itself', () => {
    const only = wde('WDE0003', 'three')
    expect(thrown(() => C.enforce(C.fail(only)))).toBe(only)
  })
  it('enforce throws several failures as one error with the first code, a line each', () => {
    const error = thrown(() => C.enforce(C.all(C.fail(wde('WDE0001', 'one')), C.fail(wde('WDE0002', 'two')))))
    expect(error).toBeInstanceOf(DataError)
    expect(error).toMatchObject({ code: 'WDE0001', message: 'WDE0001: one\nWDE0002: two' })
  })
  it('enforce of a pass returns', () => {
    expect(C.enforce(C.pass(1))).toBeUndefined()
  })
})

describe('bulk items and ids', () => {
  const many = (n: number) => Array.from({ length: n }, () => ({}))
  it('items without ids, or with a null id, pass when ids are not required', () => {
    expect(verdict(C.items([{ a: 1 }, { _id: null }, { _id: 'x' }], 'M'))).toEqual([
      'pass',
      [{ a: 1 }, { _id: null }, { _id: 'x' }],
    ])
  })
  it('items without ids fail when ids are required', () => {
    expect(verdict(C.items([{ _id: 'a' }, { b: 1 }], 'M', true))).toEqual([
      'fail',
      [
        [
          'WDE0005',
          'WDE0005: Cannot bulk save into [M]: items must be an array of objects whose _id, when present, is a string.',
        ],
      ],
    ])
  })
  it('at most 1000 items', () => {
    expect(verdict(C.items(many(1000), 'M'))[0]).toBe('pass')
    expect(verdict(C.items(many(1001), 'M'))).toEqual([
      'fail',
      [['WDE0006', 'WDE0006: Cannot bulk save into [M]: at most 1000 items per request.']],
    ])
  })
  it('ids must all be strings, at most 1000', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `${i}`)
    expect(verdict(C.itemIds(ids(1000), 'M'))).toEqual(['pass', ids(1000)])
    expect(verdict(C.itemIds(['a', 1], 'M'))).toEqual([
      'fail',
      [['WDE0068', 'WDE0068: Item ids must be an array of strings.']],
    ])
    expect(verdict(C.itemIds(ids(1001), 'Movies'))).toEqual([
      'fail',
      [['WDE0069', 'WDE0069: Cannot remove items from [Movies]: at most 1000 items per request.']],
    ])
  })
})

describe('options', () => {
  const allowed = C.OPTIONS.default
  const failed = (message: string) => ['fail', [['WDE0018', message]]]
  it.each<[string, unknown, unknown]>([
    ['undefined', undefined, {}],
    ['null', null, {}],
    [
      'unset members',
      { suppressHooks: undefined, language: null, appOptions: null },
      {
        suppressHooks: undefined,
        language: null,
        appOptions: null,
      },
    ],
    [
      'booleans, a language and app options',
      { consistentRead: false, language: 'fr', appOptions: { a: 1 } },
      {
        consistentRead: false,
        language: 'fr',
        appOptions: { a: 1 },
      },
    ],
  ])('pass: %s', (_name, value, answer) => {
    expect(verdict(C.options(value, allowed))).toEqual(['pass', answer])
  })
  const ALL = 'suppressAuth, suppressHooks, showDrafts, consistentRead, language, appOptions'
  it.each<[string, unknown, string]>([
    [
      'a language that is a list',
      { language: ['fr'] },
      'Invalid option [language]: it must be a non-empty string, not ["fr"].',
    ],
    ['an empty language', { language: '' }, 'Invalid option [language]: it must be a non-empty string, not "".'],
    [
      'a boolean given as a string',
      { showDrafts: 'true' },
      'Invalid option [showDrafts]: it must be a boolean, not "true".',
    ],
    ['app options that are a list', { appOptions: [1] }, 'Invalid option [appOptions]: it must be an object, not [1].'],
    [
      'a key not allowed',
      { overrideExisting: true },
      `Unknown option [overrideExisting]: this call takes only ${ALL}.`,
    ],
    [
      'a list',
      [],
      `Options must be an object with only these properties: ${ALL} (booleans; language a non-empty string; appOptions an object).`,
    ],
  ])('fail: %s', (_name, value, message) => {
    expect(verdict(C.options(value, allowed))).toEqual(failed(`WDE0018: ${message}`))
  })
  it('reports every bad option at once, one problem each, naming the allowed keys', () => {
    expect(verdict(C.options({ x: 1, suppressAuth: 'yes', y: 2 }, C.OPTIONS.truncate))).toEqual([
      'fail',
      [
        ['WDE0018', 'WDE0018: Unknown option [x]: this call takes only suppressAuth.'],
        ['WDE0018', 'WDE0018: Invalid option [suppressAuth]: it must be a boolean, not "yes".'],
        ['WDE0018', 'WDE0018: Unknown option [y]: this call takes only suppressAuth.'],
      ],
    ])
  })
})

describe('strings and references', () => {
  it('a non-empty string parameter', () => {
    expect(verdict(C.nonEmptyString('c1', '.skipTo'))).toEqual(['pass', 'c1'])
    for (const bad of ['', ['x'], 3])
      expect(verdict(C.nonEmptyString(bad, '.skipTo'))).toEqual([
        'fail',
        [['WDE0094', 'WDE0094: Invalid .skipTo parameter: it must be a non-empty string.']],
      ])
  })
  it('a reference: a non-empty id or an object with its own non-empty string _id', () => {
    expect(verdict(C.reference('p1'))).toEqual(['pass', 'p1'])
    expect(verdict(C.reference({ _id: 'p2', name: 'x' }))).toEqual(['pass', 'p2'])
    const failed = ['fail', [['WDE0019', 'WDE0019: A reference takes a non-empty string id or an object with an _id.']]]
    for (const bad of ['', ['x'], null, {}, { _id: 5 }, { _id: ['a'] }, { _id: '' }, Object.create({ _id: 'x' })])
      expect(verdict(C.reference(bad))).toEqual(failed)
  })
  it('the id of a reference', () => {
    expect(C.referenceId('p1')).toBe('p1')
    expect(C.referenceId({ _id: 'p2' })).toBe('p2')
  })
  it('a referring item whose field holds a single value is refused; ids, lists and empty fields pass', () => {
    const pass = ['pass', undefined]
    expect(verdict(C.multiReferenceField(null, 'cast'))).toEqual(pass)
    expect(verdict(C.multiReferenceField('m1', 'cast'))).toEqual(pass)
    expect(verdict(C.multiReferenceField({ 1: 'x' }, 1))).toEqual(pass)
    expect(verdict(C.multiReferenceField({ cast: null }, 'cast'))).toEqual(pass)
    expect(verdict(C.multiReferenceField({}, 'cast'))).toEqual(pass)
    expect(verdict(C.multiReferenceField({ cast: ['a'] }, 'cast'))).toEqual(pass)
    expect(verdict(C.multiReferenceField({ cast: 'a' }, 'cast'))).toEqual([
      'fail',
      [['WDE0020', "WDE0020: The referring item's [cast] is not a multi-reference field: it holds a single value."]],
    ])
  })
})

describe('field names reported to the logger', () => {
  it('an error for $ names and a warning for dotted ones, nothing for the rest', () => {
    const logger = recordingLogger()
    C.reportFieldNames({ $set: 1, 'a.b': 2, plain: 3, a$: 4 }, logger)
    expect(logger.entries.map((e) => [e.level, e.message])).toEqual([
      ['error', 'Field name "$set" starts with $: the service treats such names as operators.'],
      ['warn', 'Field name "a.b" holds a dot: queries read dots as nested paths.'],
    ])
  })
  it('no logger: nothing to report to', () => {
    expect(thrown(() => C.reportFieldNames({ $set: 1, 'a.b': 2 }, undefined))).toBe('nothing thrown')
  })
})

describe('limits and skips', () => {
  it.each<[unknown, 'positive' | 'nonNegative', string | undefined]>([
    ['10', 'positive', 'WDE0032: Invalid .limit parameter [10]: .limit must be a positive number.'],
    [NaN, 'nonNegative', 'WDE0032: Invalid .limit parameter [null]: .limit must be a non-negative number.'],
    [0, 'positive', 'WDE0033: Invalid .limit parameter [0]: .limit must be a positive number.'],
    [0, 'nonNegative', undefined],
    [-1, 'nonNegative', 'WDE0034: Invalid .limit parameter [-1]: .limit must be a non-negative number.'],
    [2.5, 'positive', 'WDE0035: Invalid .limit parameter [2.5]: .limit must be an integer.'],
    [1000, 'positive', undefined],
    [1001, 'positive', 'WDE0036: Invalid .limit parameter [1001]: .limit cannot exceed 1000.'],
  ])('%s (%s)', (value, kind, message) => {
    expect(C.numberProblem('.limit', value, kind, 1000)?.message).toBe(message)
  })
  it('every integer from 1 to the maximum passes, and every one above fails with WDE0036 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (value, max) => {
        const problem = C.numberProblem('.skip', value, 'positive', max)
        expect(problem?.code).toBe(value > max ? 'WDE0036' : undefined)
      }),
    )
  })
  it('the previous page before the start names its negative skip', () => {
    expect(C.prevSkipProblem('Movies', 3, 10).message).toBe(
      'WDE0037: Invalid query on [Movies]: the previous page would start at the negative skip -7 (skip 3, limit 10).',
    )
  })
})
