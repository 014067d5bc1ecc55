import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findPlatformGlobals, readProject } from '../findPlatformGlobals'

const root = resolve(import.meta.dirname, '../..')
const run = promisify(execFile)
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-purity-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** Type-checks one fixture with the core's compiler options; returns tsc's output and success. */
async function checkWithCoreConfig(fixture: string) {
  const config = join(dir, `${fixture}.tsconfig.json`)
  await writeFile(
    config,
    JSON.stringify({
      extends: join(root, 'tsconfig.core.json'),
      include: [],
      files: [join(root, 'fixtures/core-leaks', fixture)],
    }),
  )
  try {
    await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', config], {
      cwd: root,
    })
    return { ok: true, output: '' }
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout) }
  }
}

describe('core purity: tsconfig.core.json rejects platform leaks', () => {
  it.each([
    ['usesReact.ts', /core\/ must not import react/],
    ['usesNode.ts', /core\/ must not import react, react-dom or node|Cannot find module 'node:fs'/],
    ['usesDom.ts', /Cannot find name 'document'/],
    ['usesTimers.ts', /Cannot find name 'setTimeout'/],
    ['usesConsole.ts', /Cannot find name 'console'/],
  ])('%s fails the core typecheck', async (fixture, message) => {
    const result = await checkWithCoreConfig(fixture)
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(message)
  })

  it('accepts core code that uses only ports and immer', async () => {
    const result = await checkWithCoreConfig('clean.ts')
    expect(result.output).toBe('')
    expect(result.ok).toBe(true)
  })
})

describe('core purity: no reference to a platform global, cast or not', () => {
  const core = readProject(join(root, 'tsconfig.core.json'))
  const fixture = (name: string) => join(root, 'fixtures/core-leaks', name)

  it('finds globalThis, window, self, document and process, including behind casts and in shorthand', () => {
    const uses = findPlatformGlobals([fixture('usesGlobals.ts')], core.options)
    expect(uses.map((u) => `${u.line}:${u.name}`)).toEqual([
      '3:globalThis',
      '4:window',
      '5:self',
      '6:document',
      '7:process',
      '8:globalThis',
    ])
  })

  it("leaves the file's own bindings and property names of the same spelling alone", () => {
    expect(findPlatformGlobals([fixture('shadowsGlobals.ts')], core.options)).toEqual([])
  })

  it('core/ and ports/ reference none of them (defaults are wired in entries/ and the adapters)', () => {
    expect(core.files.some((f) => f.endsWith('core/data/createDataClient.ts'))).toBe(true)
    const uses = findPlatformGlobals(core.files, core.options)
    expect(uses.map((u) => `${u.file.slice(root.length + 1)}:${u.line} ${u.name}`)).toEqual([])
  })
})
