import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
