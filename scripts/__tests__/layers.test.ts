// The emulator never imports the demo: `npm start`'s entry (demo/server/start.ts) gives the demo's
// server parts to the emulator as its site, so the two cannot import each other in a circle.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g

/** Every relative module a source file imports (static, re-export or dynamic), as a path from the root. */
function importsOf(file: string): string[] {
  const found: string[] = []
  for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER))
    found.push(relative(ROOT, resolve(dirname(file), match[1])))
  return found
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('layers', () => {
  it('no emulator source imports from demo/', () => {
    const crossings = sources(join(ROOT, 'emulator')).flatMap((file) =>
      importsOf(file)
        .filter((target) => target === 'demo' || target.startsWith('demo/'))
        .map((target) => `${relative(ROOT, file)} -> ${target}`),
    )
    expect(crossings).toEqual([])
  })
  it('reads static, re-exported and dynamic imports (the check itself)', () => {
    const file = join(ROOT, 'demo/server/start.ts')
    expect(importsOf(file)).toEqual(['emulator/cli', 'demo/server/site'])
  })
})
