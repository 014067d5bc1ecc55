import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GALLERY_LAYOUTS } from '../constants'
import { resolveOptions } from '../resolveOptions'
import { DEFAULT_LEAVES, ENUM_VALUES, flattenObject } from '../schema'
import { recordingLogger } from './recordingLogger'

/** Every member name of Object.prototype, `__proto__` included. */
const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype)
const protoName = fc.constantFrom(...PROTO_NAMES)
const enumKey = fc.constantFrom(...Object.keys(ENUM_VALUES))

/**
 * Settings whose keys and values are Object.prototype names: flat and nested keys, galleryLayout,
 * enum fields and JSON strings that spell `__proto__` as an own key (as JSON.parse makes it).
 */
const hostileSettings = fc
  .tuple(
    fc.array(fc.tuple(protoName, protoName), { maxLength: 4 }),
    fc.array(fc.tuple(enumKey, protoName), { maxLength: 4 }),
    protoName,
    fc.constantFrom(
      '{"__proto__":{"polluted":1},"galleryLayout":"constructor"}',
      '{"constructor":{"prototype":{"polluted":1}}}',
    ),
  )
  .map(([pairs, enums, layout, json]) => {
    const input: Record<string, unknown> = JSON.parse('{"__proto__":{"polluted":1}}')
    for (const [key, value] of pairs) Object.defineProperty(input, key, { value, enumerable: true, writable: true })
    for (const [key, value] of enums) input[key] = value
    input.galleryLayout = layout
    input.layoutParams = { structure: { galleryLayout: layout, [layout]: layout } }
    input.jsonStyleParams = json
    return input
  })

describe('resolveOptions with Object.prototype names as keys and values (fast-check)', () => {
  it('gives a known layout, enum values from their lists, only data leaves, and pollutes nothing', () => {
    fc.assert(
      fc.property(hostileSettings, fc.boolean(), (input, isMobile) => {
        const logger = recordingLogger()
        const options = resolveOptions(input, { isMobile, logger })
        expect(GALLERY_LAYOUTS).toContain(options.layoutParams.structure.galleryLayout)
        const flat = flattenObject(options as unknown as Record<string, unknown>)
        for (const [key, allowed] of Object.entries(ENUM_VALUES)) {
          if (Object.hasOwn(flat, key)) expect(allowed).toContain(flat[key])
        }
        for (const key of Object.keys(DEFAULT_LEAVES)) expect(typeof flat[key]).not.toBe('function')
        for (const name of PROTO_NAMES) if (name !== '__proto__') expect(Object.hasOwn(flat, name)).toBe(false)
        expect(Object.getPrototypeOf(options)).toBe(Object.prototype)
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: 200 },
    )
  })

  it.each(PROTO_NAMES)('galleryLayout "%s" falls back to collage', (name) => {
    const options = resolveOptions({ galleryLayout: name }, { logger: recordingLogger() })
    expect(options.layoutParams.structure.galleryLayout).toBe('collage')
  })
})
