// Builds the demo's browser code with esbuild: code splitting (each page, each viewer locale and
// each lazy behaviour is its own chunk), content-hashed file names, minified, and every file
// compressed once with gzip and brotli (node:zlib) so requests are answered from memory.
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { build, type Metafile } from 'esbuild'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Where the built files are served from. */
export const ASSET_PREFIX = '/_demo/assets/'

/** One built file held in memory with its compressed forms. */
export interface BuiltAsset {
  readonly path: string
  readonly type: string
  readonly body: Buffer
  readonly gzip: Buffer
  readonly brotli: Buffer
  /** Content-hashed name: cacheable for a year. */
  readonly immutable: boolean
  readonly etag: string
}

/** The result of {@link buildDemoClient}. */
export interface DemoBuild {
  /** URL of the entry script (e.g. `/_demo/assets/main-ABCD1234.js`). */
  readonly entry: string
  /** URLs of the chunks the entry imports statically (modulepreload hints). */
  readonly preload: readonly string[]
  readonly assets: ReadonlyMap<string, BuiltAsset>
  /** Gzip size in bytes of the entry and its static imports: what a first visit downloads. */
  readonly initialGzipBytes: number
}

const OUT = '/vitrine-demo-out'
/** A build output's path below the output directory (metafile paths are relative to the cwd). */
const relativeOf = (path: string) => path.slice(path.indexOf('vitrine-demo-out/') + 'vitrine-demo-out/'.length)

const typeOf = (path: string) =>
  path.endsWith('.js')
    ? 'text/javascript; charset=utf-8'
    : path.endsWith('.css')
      ? 'text/css; charset=utf-8'
      : 'application/json'

/** Collects the static-import closure of an output file in the metafile. */
function staticClosure(meta: Metafile, start: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const imported of meta.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(start)
  return [...seen]
}

/** Bundles `entry` (the demo's client entry) with splitting and compresses every output. */
export async function buildDemoClient(entry: string): Promise<DemoBuild> {
  const result = await build({
    entryPoints: { main: entry },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    metafile: true,
    write: false,
    outdir: OUT,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const meta = result.metafile
  const assets = new Map<string, BuiltAsset>()
  await Promise.all(
    result.outputFiles.map(async (file) => {
      const relative = relativeOf(file.path)
      const body = Buffer.from(file.contents)
      const [gz, br] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
      ])
      assets.set(ASSET_PREFIX + relative, {
        path: ASSET_PREFIX + relative,
        type: typeOf(relative),
        body,
        gzip: gz,
        brotli: br,
        immutable: true,
        etag: `"${file.hash}"`,
      })
    }),
  )
  const entryOut = Object.keys(meta.outputs).find((out) => /^main-[\w-]+\.js$/.test(relativeOf(out)))
  if (!entryOut) throw new Error('demo build: no entry output')
  const toUrl = (out: string) => ASSET_PREFIX + relativeOf(out)
  const closure = staticClosure(meta, entryOut)
  return {
    entry: toUrl(entryOut),
    preload: closure.filter((out) => out !== entryOut).map(toUrl),
    assets,
    initialGzipBytes: closure.reduce((sum, out) => sum + (assets.get(toUrl(out))?.gzip.length ?? 0), 0),
  }
}
