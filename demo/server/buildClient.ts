// Builds the demo's browser code with esbuild: code splitting (each page, each viewer locale and
// each lazy behaviour is its own chunk), content-hashed file names, minified, and every file
// compressed once with gzip and brotli (node:zlib) so requests are answered from memory.
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { cssTextPlugin } from '../../scripts/cssText.mjs'

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

/** Gzip and brotli forms of one file, held in memory. */
async function asset(path: string, body: Buffer, etag: string, immutable: boolean): Promise<BuiltAsset> {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
  ])
  return { path, type: typeOf(path), body, gzip: gz, brotli: br, immutable, etag }
}

/**
 * The gallery's layout worker (its default above LAYOUT_WORKER_THRESHOLD items), one self-contained module. The gallery starts
 * it with `new URL('./layoutWorker.worker.js', import.meta.url)`, relative to whichever file holds
 * that code, so it is served beside the entry and beside the chunks; its name has no hash.
 */
async function layoutWorkerAssets(): Promise<BuiltAsset[]> {
  const worker = await build({
    entryPoints: [fileURLToPath(new URL('../../adapters/browser/layoutWorker.worker.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    outdir: OUT,
    logLevel: 'silent',
  })
  const file = worker.outputFiles[0]
  const body = Buffer.from(file.contents)
  return Promise.all(
    [ASSET_PREFIX, `${ASSET_PREFIX}chunks/`].map((dir) =>
      asset(`${dir}layoutWorker.worker.js`, body, `"${file.hash}"`, false),
    ),
  )
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
    plugins: [cssTextPlugin],
    logLevel: 'silent',
  })
  const meta = result.metafile
  const assets = new Map<string, BuiltAsset>()
  const built = await Promise.all([
    ...result.outputFiles.map((file) =>
      asset(ASSET_PREFIX + relativeOf(file.path), Buffer.from(file.contents), `"${file.hash}"`, true),
    ),
    ...(await layoutWorkerAssets()),
  ])
  for (const file of built) assets.set(file.path, file)
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
