// `npx tsx bench/galleryWeight.ts`: the gallery's initial JavaScript, measured as the gallery widget
// bench and `ui-react/gallery/__tests__/initialBundle.test.ts` measure it (bench/bundleSize.ts: esbuild,
// minified, code splitting, React external, the entry and its static chunks each gzipped at level 9),
// with its files and, from the same build's metafile, its minified bytes by area: the figures
// docs/benchmarks.md gives. Builds only; runs nothing in a browser.
import { fileURLToPath } from 'node:url'
import { bundle } from './bundleSize'

/** What a page imports to render `<Gallery>`: the package entry with the browser's ports. */
export const GALLERY_ENTRY = `export { Gallery } from './entries/reactGallery'`

// The first area whose rule matches a source file takes its bytes.
const AREAS: readonly (readonly [string, (path: string) => boolean])[] = [
  ['stylesheet', (p) => p.endsWith('.css')],
  ['strings (English, locale loading)', (p) => p.startsWith('core/i18n/') || p.startsWith('ui-react/i18n/')],
  ['widget rules (controller, slider state, window)', (p) => p.startsWith('core/gallery/widget/')],
  ['options', (p) => p.startsWith('core/gallery/options/')],
  ['layouter', (p) => p.startsWith('core/gallery/layout/')],
  ['items', (p) => p.startsWith('core/gallery/items/')],
  ['blueprint', (p) => p.startsWith('core/gallery/blueprint/')],
  ['component and hooks', (p) => p.startsWith('ui-react/')],
  ['shared helpers, browser ports, entry', () => true],
]

/** The initial JavaScript's gzip bytes, its files (gzip bytes each) and its minified bytes by area. */
export async function galleryWeight() {
  const { meta, gzip, initial } = await bundle(GALLERY_ENTRY)
  const files = [...initial].map((output) => ({ file: output.replace(/^.*\//, ''), gzip: gzip([output]) }))
  const areas = new Map(AREAS.map(([name]) => [name, 0]))
  for (const output of initial)
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[output]?.inputs ?? {})) {
      const [name] = AREAS.find(([, matches]) => matches(input))!
      areas.set(name, areas.get(name)! + bytesInOutput)
    }
  return { gzipBytes: gzip(initial), files, areas: [...areas].sort((a, b) => b[1] - a[1]) }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { gzipBytes, files, areas } = await galleryWeight()
  const minified = areas.reduce((sum, [, bytes]) => sum + bytes, 0)
  console.log(`<Gallery> initial JS: ${(gzipBytes / 1024).toFixed(2)} KiB gzip (${gzipBytes} B), ${files.length} files`)
  console.table(files)
  console.log(`minified by area, ${(minified / 1000).toFixed(1)} KB in all:`)
  console.table(areas.map(([area, bytes]) => ({ area, KB: (bytes / 1000).toFixed(1) })))
}
