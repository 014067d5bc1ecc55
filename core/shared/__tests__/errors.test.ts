// The error rule: every error class Vitrine throws from a compatibility API or shows in a status
// snapshot is a VitrineError with a required string `code`, and its `cause` is the standard one.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { VitrineError } from '../errors'
import { BulkError, DataError, asDataError } from '../../data/errors'
import { IdentityError } from '../../identity/errors'
import { BlueprintError } from '../../gallery/blueprint/BlueprintError'
import { TranslationError } from '../../i18n/TranslationError'
import { DocumentError } from '../../document/documentError'
import { ServiceError, fail } from '../../../emulator/errors'
import { PortInUseError } from '../../../emulator/index'

const ROOT = join(__dirname, '../../..')

describe('VitrineError', () => {
  it('every error class is one, with its code, its name and the cause it was given', () => {
    const why = new Error('why')
    const made = [
      new DataError('WDE0025', 'no such collection', { cause: why }),
      new BulkError('bad item', 'WDE0074', { a: 1 }, 3),
      new IdentityError('invalidPassword', 'Wrong password', { cause: why }),
      new BlueprintError(why),
      new TranslationError('fr', why),
      new DocumentError('DOCUMENT_MISSING', 'content is undefined'),
      fail(404, 'WDE0025', 'no such collection'),
      new PortInUseError(3000),
    ]
    expect(made.map((e) => [e instanceof VitrineError, e.name, e.code])).toEqual([
      [true, 'DataError', 'WDE0025'],
      [true, 'BulkError', 'WDE0074'],
      [true, 'IdentityError', 'invalidPassword'],
      [true, 'BlueprintError', 'BLUEPRINT_BUILD_FAILED'],
      [true, 'TranslationError', 'LOCALE_BUNDLE_MISSING'],
      [true, 'DocumentError', 'DOCUMENT_MISSING'],
      [true, 'ServiceError', 'WDE0025'],
      [true, 'PortInUseError', 'EADDRINUSE'],
    ])
    expect([made[0].cause, made[2].cause, made[3].cause, made[4].cause]).toEqual([why, why, why, why])
  })
  it('has no cause property at all when made without one', () => {
    expect('cause' in new DataError('X', 'x')).toBe(false)
    expect('cause' in new TranslationError('fr')).toBe(false)
    expect(asDataError(Object.assign(new Error('quota'), { code: 'Q' }))).toMatchObject({ code: 'Q', message: 'quota' })
  })
  it("names a service error's validation failures and bare statuses", () => {
    const violation = new ServiceError({
      status: 400,
      json: { message: 'a: b', details: { validationError: { fieldViolations: [] } } },
    })
    expect([violation.code, violation.message]).toEqual(['VALIDATION_ERROR', 'a: b'])
    expect(new ServiceError({ status: 413 }).code).toBe('HTTP_413')
  })
  it('is the only class in core/ and emulator/ that extends Error directly', () => {
    const found: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) {
          if (name !== '__tests__' && name !== 'node_modules') walk(path)
        } else if (/\.tsx?$/.test(name) && /class \w+(<[^{]*>)? extends Error\b/.test(readFileSync(path, 'utf8')))
          found.push(relative(ROOT, path))
      }
    }
    walk(join(ROOT, 'core'))
    walk(join(ROOT, 'emulator'))
    // The blueprint store's private StaleRequest never leaves it (a superseded build, not a failure).
    expect(found.sort()).toEqual(['core/gallery/blueprint/createBlueprintStore.ts', 'core/shared/errors.ts'])
  })
})
