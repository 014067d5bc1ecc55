import { describe, expect, it } from 'vitest'
import { resolveLocale } from '../../i18n'
import { hasOwnKey, ownTable, ownValue } from '../ownValue'

const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype)
const TABLE: Record<string, string> = { LEFT: 'left' }

describe('own-property lookups', () => {
  it.each(PROTO_NAMES)('"%s" is found in no table, and as a locale resolves to its own language part', (name) => {
    expect(ownValue(TABLE, name)).toBeUndefined()
    expect(hasOwnKey(TABLE, name)).toBe(false)
    expect(resolveLocale(name)).toBe(name.toLowerCase().replace(/_/g, '-').split('-')[0])
  })

  it('finds own entries and ignores non-string keys and missing tables', () => {
    expect(ownValue(TABLE, 'LEFT')).toBe('left')
    expect(hasOwnKey(TABLE, 'LEFT')).toBe(true)
    expect(ownValue(TABLE, 7)).toBeUndefined()
    expect(ownValue(undefined, 'LEFT')).toBeUndefined()
    expect(ownValue(null, 'LEFT')).toBeUndefined()
    expect(ownValue({ '7': 'seven' }, 7)).toBeUndefined()
    expect(hasOwnKey({ '7': 'seven' }, 7)).toBe(false)
    expect(hasOwnKey(undefined, 'LEFT')).toBe(false)
    expect(hasOwnKey(null, 'LEFT')).toBe(false)
  })

  it('ownTable stores "__proto__" as a plain entry and changes no prototype', () => {
    const table = ownTable({ a: 1 })
    table['__proto__'] = 2
    expect(ownValue(table, '__proto__')).toBe(2)
    expect(ownValue(table, 'a')).toBe(1)
    expect(Object.getPrototypeOf(table)).toBeNull()
  })
})
