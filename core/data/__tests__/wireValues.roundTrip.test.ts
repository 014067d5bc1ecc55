// The wire form of values and items (wire-format "dates" and "items"): what toWire sends, what it refuses
// (with the path of the offending value), and how fromWire / itemFromWire read answers back.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { fromWire, itemFromWire, itemToWire, toWire } from '../wireValues'

const ISO = '2024-03-04T05:06:07.000Z'
const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return `${(error as { code: string }).code} | ${(error as Error).message}`
  }
  return 'accepted'
}

describe('toWire', () => {
  it('sends plain JSON values as they are, non-finite numbers as null and dates as $date', () => {
    expect([toWire('a'), toWire(true), toWire(false), toWire(null), toWire(1.5), toWire(undefined)]).toEqual([
      'a',
      true,
      false,
      null,
      1.5,
      undefined,
    ])
    expect([toWire(Number.NaN), toWire(Infinity), toWire(-Infinity)]).toEqual([null, null, null])
    expect(toWire({ at: new Date(ISO), list: [new Date(ISO), 1, undefined] })).toEqual({
      at: { $date: ISO },
      list: [{ $date: ISO }, 1, null],
    })
  })

  it('drops undefined and function members, as JSON would', () => {
    const wire = toWire({ a: undefined, f() {}, b: 1 })
    expect(Object.keys(wire as object)).toEqual(['b'])
  })

  it('sends what toJSON answers', () => {
    expect(toWire({ toJSON: () => ({ when: new Date(ISO) }), hidden: 1 })).toEqual({ when: { $date: ISO } })
  })

  it('keeps arrays as arrays', () => {
    expect(Array.isArray(toWire([1, 2]))).toBe(true)
    expect(toWire([[1], []])).toEqual([[1], []])
  })

  it('keeps a __proto__ key as a plain, enumerable, writable data member', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as object
    const wire = toWire(input) as Record<string, unknown>
    expect(JSON.stringify(wire)).toBe('{"__proto__":{"polluted":true},"a":1}')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    wire['__proto__'] = 'replaced'
    expect(Object.getOwnPropertyDescriptor(wire, '__proto__')?.value).toBe('replaced')
    delete wire['__proto__']
    expect(Object.keys(wire)).toEqual(['a'])
  })

  it('sends an object reached twice (not a cycle) both times', () => {
    const shared = { n: 1 }
    expect(toWire({ a: shared, b: [shared, shared] })).toEqual({ a: { n: 1 }, b: [{ n: 1 }, { n: 1 }] })
  })

  it('refuses values JSON cannot carry, naming where they are (WDE0004)', () => {
    const cyclic: Record<string, unknown> = { a: { b: {} } }
    ;(cyclic.a as { b: Record<string, unknown> }).b.back = cyclic
    expect([
      refusal(() => toWire(10n)),
      refusal(() => toWire(Symbol('s'))),
      refusal(() => toWire(() => 1)),
      refusal(() => toWire({ a: { b: 10n } })),
      refusal(() => toWire([1, [2, Symbol('s')]])),
      refusal(() => toWire({ list: [{ at: new Date('nope') }] })),
      refusal(() => toWire(cyclic)),
      refusal(() => itemToWire({ a: 1n })),
    ]).toEqual([
      'WDE0004 | WDE0004: value is a bigint, which the service cannot store.',
      'WDE0004 | WDE0004: value is a symbol, which the service cannot store.',
      'WDE0004 | WDE0004: value is a function, which the service cannot store.',
      'WDE0004 | WDE0004: value.a.b is a bigint, which the service cannot store.',
      'WDE0004 | WDE0004: value[1][1] is a symbol, which the service cannot store.',
      'WDE0004 | WDE0004: value.list[0].at is an invalid Date.',
      'WDE0004 | WDE0004: value.a.b.back refers to itself (a cycle).',
      'WDE0004 | WDE0004: item.a is a bigint, which the service cannot store.',
    ])
  })
})

describe('fromWire', () => {
  it('revives {$date} (ISO text or epoch milliseconds) and nothing else', () => {
    expect(fromWire({ a: { $date: ISO }, b: { $date: Date.parse(ISO) } })).toEqual({
      a: new Date(ISO),
      b: new Date(ISO),
    })
    for (const notADate of [
      { $date: ISO, note: 'x' },
      { note: 'x', $date: ISO },
      { $date: true },
      { $date: null },
      { $date: 'nope' },
      { at: ISO },
    ])
      expect(fromWire(notADate)).toEqual(notADate)
  })

  it('reads a __proto__ member back as plain data', () => {
    const out = fromWire(JSON.parse('{"__proto__": {"x": 1}}')) as Record<string, unknown>
    expect(Object.keys(out)).toEqual(['__proto__'])
    out['__proto__'] = 2
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toBe(2)
    delete out['__proto__']
    expect(Object.keys(out)).toEqual([])
  })

  it('reads back what toWire sent, dates included', () => {
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.boolean(),
        fc.constant(null),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
        fc.date({ noInvalidDate: true }),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(
          fc.string().filter((k) => k !== '$date'),
          tie('node'),
          { maxKeys: 3 },
        ),
      ),
    })).node
    fc.assert(
      fc.property(value, (v) => {
        expect(fromWire(JSON.parse(JSON.stringify(toWire(v))))).toEqual(v)
      }),
    )
  })
})

describe('items on the wire', () => {
  it('itemToWire sends a string _id as the id too, and no id otherwise', () => {
    expect(itemToWire({ _id: 'm1', title: 'Alien' })).toStrictEqual({ id: 'm1', data: { _id: 'm1', title: 'Alien' } })
    expect(itemToWire({ _id: null, title: 'Alien' })).toStrictEqual({ data: { _id: null, title: 'Alien' } })
    expect(itemToWire({ title: 'Alien' })).toStrictEqual({ data: { title: 'Alien' } })
  })

  it('itemFromWire answers null for anything but an object', () => {
    expect([itemFromWire(null), itemFromWire(5), itemFromWire('x'), itemFromWire(undefined)]).toEqual([
      null,
      null,
      null,
      null,
    ])
  })

  it('fills _id, _createdDate and _updatedDate from the wire item when data lacks them', () => {
    expect(
      itemFromWire({
        id: 'm1',
        createdDate: ISO,
        updatedDate: { $date: '2024-03-05T00:00:00.000Z' },
        data: { title: 'Alien' },
      }),
    ).toStrictEqual({
      title: 'Alien',
      _id: 'm1',
      _createdDate: new Date(ISO),
      _updatedDate: new Date('2024-03-05T00:00:00.000Z'),
    })
  })

  it("keeps data's own values, and fills nothing from absent or null wire fields", () => {
    expect(
      itemFromWire({ id: 'other', createdDate: '2000-01-01T00:00:00.000Z', data: { _id: 'm1', _createdDate: ISO } }),
    ).toStrictEqual({ _id: 'm1', _createdDate: new Date(ISO) })
    expect(itemFromWire({ id: null, createdDate: null, data: { title: 'x' } })).toStrictEqual({ title: 'x' })
    expect(itemFromWire({ data: 'not an object' })).toStrictEqual({})
  })

  it('reads string dates of the system fields as Date, and leaves unreadable ones as text', () => {
    expect(itemFromWire({ data: { _createdDate: ISO, _updatedDate: 'yesterday', other: ISO } })).toStrictEqual({
      _createdDate: new Date(ISO),
      _updatedDate: 'yesterday',
      other: ISO,
    })
    expect(itemFromWire({ data: { _updatedDate: ISO, _createdDate: 5 } })).toStrictEqual({
      _updatedDate: new Date(ISO),
      _createdDate: 5,
    })
  })
})
