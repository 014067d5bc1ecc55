// Bundles the public entry points with esbuild (ESM, minified, dependencies external) and the gallery's
// layout worker (dist/layoutWorker.worker.js, self-contained), emits type
// declarations with tsc and writes the components' stylesheet. Output: dist/<entry>.js, dist/types/
// (relative imports ending in .js, as Node's ESM resolution needs) and dist/styles.css.
// Runs before `npm pack` and `npm publish` (the `prepack` script) and on `npm run build`; never on
// `npm install`, so the packed package carries no install-time script. Prints one summary line;
// `npm run build -- --verbose` lists every output file with its size.
import { build } from 'esbuild'
import { cssTextPlugin, minifiedCss } from './cssText.mjs'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
  'react/*',
  'react-dom/*',
  'node:*',
]

/**
 * The entries of React components and hooks. Each begins with "use client" in dist/, so that a React
 * Server Component (Next.js's App Router) may import them: the framework then renders them as client
 * components (prerendered on the server, hydrated in the browser) instead of running their hooks and
 * classes in the server graph. Only the entry files carry it, never the shared chunks: a directive is a
 * module boundary for the framework, and esbuild drops directives of the modules it bundles.
 * `react-server` (vitrine/react/server: stylesheets and strings) and the core entries carry none.
 */
export const clientEntries = ['react', 'react-viewer', 'react-gallery', 'react-data', 'react-identity', 'react-i18n']

export const entryPoints = {
  gallery: 'entries/gallery.ts',
  document: 'core/document/index.ts',
  identity: 'entries/identity.ts',
  data: 'entries/data.ts',
  i18n: 'core/i18n/index.ts',
  store: 'core/shared/index.ts',
  ports: 'ports/index.ts',
  react: 'entries/react.ts',
  'react-viewer': 'entries/reactViewer.tsx',
  'react-gallery': 'entries/reactGallery.tsx',
  'react-data': 'ui-react/data/index.ts',
  'react-identity': 'ui-react/identity/index.ts',
  'react-i18n': 'ui-react/i18n/index.ts',
  'react-server': 'ui-react/server.ts',
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
  // Bundled packages are read from their ES module builds.
  mainFields: ['module', 'main'],
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  loader: { '.css': 'css', '.json': 'json' },
  external,
  plugins: [cssTextPlugin],
  metafile: true,
  logLevel: 'warning',
})
// The gallery's layout worker: one self-contained module next to the entry points, where the gallery's
// `new Worker(new URL('./layoutWorker.worker.js', import.meta.url))` finds it (bundlers that follow
// the pattern, such as Vite and webpack, copy it; with esbuild, copy it next to your bundle).
const worker = await build({
  entryPoints: { 'layoutWorker.worker': 'adapters/browser/layoutWorker.worker.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  mainFields: ['module', 'main'],
  target: 'es2022',
  minify: true,
  metafile: true,
  logLevel: 'warning',
})
Object.assign(result.metafile.outputs, worker.metafile.outputs)
for (const name of clientEntries) {
  const file = `dist/${name}.js`
  writeFileSync(file, `"use client";\n${readFileSync(file, 'utf8')}`)
}
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' })
addDeclarationExtensions('dist/types')
await writeStylesheet('dist/styles.css')

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => !file.endsWith('.map'))
if (process.argv.includes('--verbose'))
  for (const [file, { bytes }] of outputs) console.log(`${file.padEnd(40)} ${(bytes / 1024).toFixed(1)} KiB`)
const total = outputs.reduce((sum, [, { bytes }]) => sum + bytes, 0)
console.log(
  `vitrine build: ${outputs.length} files, ${(total / 1024).toFixed(0)} KiB, in dist/` +
    (process.argv.includes('--verbose') ? '' : ' (--verbose lists them)'),
)

/**
 * tsc keeps the sources' extensionless relative imports (`from './x'`) in the .d.ts files; Node's ESM
 * resolution (TypeScript's node16/nodenext) needs the file itself: './x.js' or './x/index.js'.
 */
function addDeclarationExtensions(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) addDeclarationExtensions(path)
    else if (name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8')
      const fixed = text.replace(
        /((?:from|import)\s*\(?\s*)(['"])(\.\.?(?:\/[^'"]*)?)\2/g,
        (all, lead, quote, spec) => {
          if (/\.(js|json|css)$/.test(spec)) return all
          const base = resolve(dirname(path), spec)
          if (existsSync(`${base}.d.ts`)) return `${lead}${quote}${spec}.js${quote}`
          if (existsSync(join(base, 'index.d.ts'))) return `${lead}${quote}${spec.replace(/\/$/, '')}/index.js${quote}`
          throw new Error(`build: ${path} imports ${spec}, which has no declaration file`)
        },
      )
      if (fixed !== text) writeFileSync(path, fixed)
    }
  }
}

/**
 * dist/styles.css: the CSS every component renders in its own <style> by default, for pages whose
 * Content-Security-Policy refuses inline styles (render with `injectStyles={false}` and link this): the
 * viewer's sheets (viewerCss, which writes the text kinds' rules from a template), the lazy parts' sheets
 * (which the audio and video players and poll voting otherwise add to the head when they load), the
 * gallery's and the fullscreen viewer's.
 */
async function writeStylesheet(file) {
  const viewer = await build({
    entryPoints: ['ui-react/viewer/viewerCss.ts'],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [cssTextPlugin],
  })
  const { viewerCss } = await import(
    `data:text/javascript;base64,${Buffer.from(viewer.outputFiles[0].text).toString('base64')}`
  )
  const sheets = [
    'ui-react/viewer/cards/pollVoting.css',
    'ui-react/viewer/media/audioPlayer.css',
    'ui-react/viewer/media/videoPlayer.css',
    'ui-react/gallery/gallery.css',
    'ui-react/fullscreen/fullscreen.css',
  ]
  writeFileSync(
    file,
    [
      `/* ui-react/viewer/viewerCss.ts (viewer.css, cards/cards.css, media/media.css) */\n${viewerCss}\n`,
      ...sheets.map((path) => `/* ${path} */\n${minifiedCss(path)}\n`),
    ].join('\n'),
  )
}
