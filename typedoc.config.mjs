// `npm run docs`: the API reference of the package's public entries, from their TSDoc comments, into
// docs/api/ (git-ignored). The entry points are the source files of package.json's `exports`, so a new
// subpath is documented (and checked) without touching this file. Warnings fail the run: an exported
// declaration or method without a comment, or a {@link} that resolves to nothing.
import { existsSync, readFileSync } from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))

/** `./dist/types/entries/gallery.d.ts` -> `entries/gallery.ts` (or `.tsx`). */
function sourceOf(types) {
  const base = types.replace(/^\.\/dist\/types\//, './').replace(/\.d\.ts$/, '')
  const source = [`${base}.ts`, `${base}.tsx`].find((path) => existsSync(new URL(path, import.meta.url)))
  if (!source) throw new Error(`typedoc: no source file for the export types ${types}`)
  return source
}

const entryPoints = Object.values(pkg.exports)
  .filter((entry) => typeof entry === 'object' && typeof entry.types === 'string')
  .map((entry) => sourceOf(entry.types))

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  name: 'Vitrine',
  entryPoints,
  tsconfig: './tsconfig.json',
  out: './docs/api',
  readme: 'none',
  excludePrivate: true,
  excludeInternal: true,
  treatWarningsAsErrors: true,
  // Every type a documented declaration refers to is exported too, so each link resolves. The two core
  // factories are wrapped by the entries' functions of the same name (ports defaulted); the client
  // types are defined as what the core factory returns.
  validation: { invalidLink: true, notDocumented: true, notExported: true },
  intentionallyNotExported: [
    'core/data/createDataClient.ts:createDataClient',
    'core/identity/createOAuthClient.ts:createOAuthClient',
  ],
  // Declarations and methods need a comment; properties and parameters are read from their types.
  requiredToBeDocumented: ['Enum', 'Variable', 'Function', 'Class', 'Interface', 'TypeAlias', 'Method', 'Accessor'],
  sort: ['source-order'],
}
