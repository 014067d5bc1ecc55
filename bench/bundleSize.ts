// What a page's bundler makes of an entry: esbuild, minified, code splitting, React external (every
// other dependency bundled), `process.env.NODE_ENV` production. "Initial" is the entry file plus every
// file it imports statically, each gzipped on its own at level 9 (what a browser fetches before the
// first render); lazy chunks load later. Used by the viewer and gallery benches and their
// initialBundle tests, so a test and its docs/benchmarks.md figure come from one method.
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import { build, type Metafile } from 'esbuild'
import { cssTextPlugin } from '../scripts/cssText.mjs'

const root = resolve(fileURLToPath(import.meta.url), '../..')

/** Gzip (level 9) bytes of one file. */
export const gzipBytes = (data: Uint8Array): number => gzipSync(data, { level: 9 }).length

/**
 * Bundles `contents` (an entry module's source, resolved from the repository root) as a page would; a
 * stubbed module (matched by the end of its import path) is replaced by the given source.
 */
export async function bundle(contents: string, splitting = true, stubs: Record<string, string> = {}) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'tsx', sourcefile: 'entry.tsx' },
    bundle: true,
    minify: true,
    splitting,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    outdir: '/virtual-out',
    write: false,
    metafile: true,
    loader: { '.css': 'css' },
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [
      cssTextPlugin,
      {
        name: 'stubs',
        setup(b) {
          for (const path of Object.keys(stubs))
            b.onResolve({ filter: new RegExp(`${path.replace(/[./]/g, '\\$&')}$`) }, () => ({
              path,
              namespace: 'stub',
            }))
          b.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({ contents: stubs[args.path], loader: 'ts' }))
        },
      },
    ],
  })
  const meta = result.metafile as Metafile
  const name = (p: string) => p.replace(/^.*virtual-out\//, '')
  const files = new Map(result.outputFiles.map((f) => [name(f.path), f.contents]))
  const gzip = (paths: Iterable<string>) =>
    [...paths].reduce((sum, p) => sum + gzipBytes(files.get(name(p)) ?? new Uint8Array()), 0)
  /** An output and every output it imports statically: what loads with it. */
  const closure = (path: string, seen = new Set<string>()) => {
    if (seen.has(path)) return seen
    seen.add(path)
    for (const imp of meta.outputs[path]?.imports ?? [])
      if (imp.kind === 'import-statement' && !imp.external) closure(imp.path, seen)
    return seen
  }
  const entry = Object.keys(meta.outputs).find((p) => meta.outputs[p].entryPoint === 'entry.tsx')!
  return { meta, files, gzip, closure, initial: closure(entry) }
}

/**
 * An entry's initial JavaScript: its gzip bytes, file count and the source files it contains; and the
 * source files only its lazy chunks contain (what loads later, when it is needed).
 */
export async function initialBundleOf(
  contents: string,
): Promise<{ gzipBytes: number; files: number; inputs: string[]; lazyInputs: string[] }> {
  const { meta, gzip, initial } = await bundle(contents)
  const inputsOf = (outputs: Iterable<string>) => {
    const inputs = new Set<string>()
    for (const output of outputs)
      for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[output]?.inputs ?? {}))
        if (bytesInOutput > 0) inputs.add(input)
    return inputs
  }
  const inputs = inputsOf(initial)
  const lazy = inputsOf(Object.keys(meta.outputs).filter((output) => !initial.has(output)))
  return {
    gzipBytes: gzip(initial),
    files: initial.size,
    inputs: [...inputs].sort(),
    lazyInputs: [...lazy].filter((input) => !inputs.has(input)).sort(),
  }
}
