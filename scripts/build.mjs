// Bundles the public entry points with esbuild (ESM, minified, dependencies external) and emits
// type declarations with tsc. Output: dist/<entry>.js and dist/types/.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
  'react/*',
  'react-dom/*',
  'node:*',
]

export const entryPoints = {
  gallery: 'entries/gallery.ts',
  document: 'core/document/index.ts',
  identity: 'entries/identity.ts',
  data: 'entries/data.ts',
  i18n: 'core/i18n/index.ts',
  store: 'core/shared/index.ts',
  ports: 'ports/index.ts',
  react: 'ui-react/index.ts',
  'adapters-browser': 'adapters/browser/index.ts',
  'adapters-node': 'adapters/node/index.ts',
  'adapters-memory': 'adapters/memory/index.ts',
}

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true })
const result = await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  loader: { '.css': 'css', '.json': 'json' },
  external,
  metafile: true,
  logLevel: 'warning',
})
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' })

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => !file.endsWith('.map'))
for (const [file, { bytes }] of outputs) console.log(`${file.padEnd(40)} ${(bytes / 1024).toFixed(1)} KiB`)
