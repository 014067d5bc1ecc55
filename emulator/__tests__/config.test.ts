// Issue 11 item 1 for the emulator's tables keyed by data: a collection, poll or client id named
// after an Object.prototype member is an own entry like any other, never the prototype's.
import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../config'
import { originAllowed } from '../origins'

describe('config tables keyed by names from the config', () => {
  it('keep __proto__, constructor and toString as own collection, poll and client entries', () => {
    const raw = JSON.parse(
      '{"collections": {"__proto__": {"permissions": {"read": "ADMIN"}}, "constructor": {}, "toString": {}},' +
        ' "polls": {"__proto__": {"title": "Q", "options": [{"id": "a", "title": "A"}]}},' +
        ' "clients": {"__proto__": {"allowedOrigins": ["https://proto.example"]}}}',
    ) as Record<string, unknown>
    const config = resolveConfig(raw as never)
    expect(Object.keys(config.collections)).toEqual(['__proto__', 'constructor', 'toString'])
    expect(Object.getPrototypeOf(config.collections)).toBe(Object.prototype)
    expect(config.collections.__proto__).toMatchObject({ permissions: { read: 'ADMIN' } })
    expect(Object.keys(config.polls)).toEqual(['__proto__'])
    expect(originAllowed(config, 'https://proto.example', '__proto__', 'http://127.0.0.1:3000')).toBe(true)
    expect(originAllowed(config, 'https://proto.example', 'constructor', 'http://127.0.0.1:3000')).toBe(false)
  })
})
