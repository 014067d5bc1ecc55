// Every UI string the locales carry is shown somewhere: a component or a core rule names its key, as a
// whole ('galleryLoadMore') or through a template of the source (`spoiler${kind}Description`). A key no
// code names is translated in every language for nothing, and a reader never sees it.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from '../en'

const ROOT = join(__dirname, '../../..')

/** The source files that can show a string: core, ui-react and entries, without tests and the bundles themselves. */
function sources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      if (name !== '__tests__' && name !== 'locales') sources(path, found)
    } else if (/\.tsx?$/.test(name) && !/^core\/i18n\/en\w*\.ts$/.test(path.slice(ROOT.length + 1))) found.push(path)
  }
  return found
}

describe('UI strings', () => {
  it('are each named by the code that shows them', () => {
    const text = ['core', 'ui-react', 'entries']
      .flatMap((dir) => sources(join(ROOT, dir)))
      .map((f) => readFileSync(f, 'utf8'))
    const code = text.join('\n')
    // Keys built from a template: `spoiler${kind}Description` names spoilerImageDescription, spoilerVideoDescription, ...
    const templates = [...code.matchAll(/`([a-z]\w{2,})\$\{[^}`]+\}(\w*)`/g)].map(
      ([, head, tail]) => new RegExp(`^${head}[A-Z]\\w*${tail}$`),
    )
    const unnamed = Object.keys(en).filter(
      (key) => !new RegExp(`\\b${key}\\b`).test(code) && !templates.some((template) => template.test(key)),
    )
    expect(unnamed).toEqual([])
  })
})
