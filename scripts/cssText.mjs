// Component stylesheets are .css files imported as text (`import css from './x.css' with { type: 'text' }`):
// a component renders the text in its own <style> (the fallback for pages that do not link
// dist/styles.css). Every tool that loads them gives the same minified string, so server markup and a
// browser bundle agree: esbuild builds (`cssTextPlugin`), Vitest (`cssTextVitePlugin`) and Node with tsx
// (`--import ./scripts/cssTextRegister.mjs`, the `load` hook below).
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'

/**
 * The stylesheet at `path`, minified by esbuild (its `@import`s inlined). Any warning (a syntax error,
 * an unknown at-rule) is thrown: a broken rule never ships silently.
 */
export function minifiedCss(path) {
  const result = buildSync({
    entryPoints: [path],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    loader: { '.css': 'css' },
  })
  if (result.warnings.length > 0)
    throw new Error(`${path}: ${result.warnings.map((w) => `${w.location?.line}: ${w.text}`).join('; ')}`)
  // esbuild keeps the space after a custom property's colon and a var() fallback's comma, which
  // formatted sources always have and which mean nothing there.
  return result.outputFiles[0].text
    .trimEnd()
    .replace(/(--[\w-]+):\s+/g, '$1:')
    .replace(/(var\(--[\w-]+),\s+/g, '$1,')
}

const textModule = (path) => `export default ${JSON.stringify(minifiedCss(path))}`

/** esbuild: a `.css` file imported `with { type: 'text' }` becomes its minified text. */
export const cssTextPlugin = {
  name: 'css-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/, namespace: 'file' }, (args) =>
      args.with?.type === 'text' ? { contents: textModule(args.path), loader: 'js' } : undefined,
    )
  },
}

/**
 * Vite (Vitest): every `.css` imported from a source module is its minified text. The module's id does
 * not end in `.css`, so Vitest's own CSS handling (which empties stylesheets) leaves it alone.
 */
export const cssTextVitePlugin = {
  name: 'css-text',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!source.endsWith('.css') || !importer || importer.includes('/node_modules/')) return null
    const resolved = await this.resolve(source, importer, { skipSelf: true })
    return resolved ? `\0css-text:${resolved.id}.js` : null
  },
  load(id) {
    return id.startsWith('\0css-text:') ? textModule(id.slice('\0css-text:'.length, -'.js'.length)) : null
  },
}

/** Node module hook (registered by cssTextRegister.mjs): the same text for `with { type: 'text' }` imports. */
export async function load(url, context, next) {
  if (context.importAttributes?.type === 'text' && url.startsWith('file:') && url.endsWith('.css'))
    return { format: 'module', shortCircuit: true, source: textModule(fileURLToPath(url)) }
  return next(url, context)
}
