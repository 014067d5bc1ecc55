// Server rendering of a generated 2,000-node document: Vitrine's RichContentViewer against
// @portabletext/react 7.0.1 (the same content as Portable Text, converted beforehand, untimed) and a
// minimal hand-written React renderer; plus the esbuild-minified gzip size of the viewer's initial bundle.
// React must load in production mode, and another benchmark may already have loaded it in development
// mode in this process, so the rendering runs in a child process with NODE_ENV=production.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import { fmt, type BenchRow } from './harness'
import { bundle, initialBundleOf } from './bundleSize'
import type { GeneratedNode } from '../fixtures/documents/generate'

/** Heading of this benchmark's table. */
export const title = 'Viewer: server rendering of a 2,000-node document, and the initial bundle'

const here = fileURLToPath(import.meta.url)
const root = resolve(here, '../..')
const NODES = 2000

/** Times the three renderers; runs in the child process. */
async function measureRendering(): Promise<BenchRow[]> {
  const { createElement: h } = await import('react')
  const { renderToString } = await import('react-dom/server')
  const { PortableText } = await import('@portabletext/react')
  const { RichContentViewer } = await import('../entries/reactViewer')
  const { generateDocument, countNodes } = await import('../fixtures/documents/generate')
  const { toPortableText } = await import('../fixtures/documents/toPortableText')

  const doc = generateDocument(NODES, 1)
  if (countNodes(doc.nodes) !== NODES) throw new Error('generator miscounted')
  const blocks = toPortableText(doc)

  // The floor: a tiny direct renderer of exactly the generated node kinds, no normalisation, no rules.
  const TAGS: Record<string, string> = { PARAGRAPH: 'p', BULLETED_LIST: 'ul', ORDERED_LIST: 'ol', LIST_ITEM: 'li' }
  const minimal = (node: GeneratedNode, key: number): ReturnType<typeof h> | string => {
    if (node.type === 'TEXT') {
      let out: ReturnType<typeof h> | string = node.textData!.text
      for (const d of node.textData!.decorations) {
        if (d.type === 'BOLD') out = h('strong', null, out)
        else if (d.type === 'ITALIC') out = h('em', null, out)
        else out = h('a', { href: d.linkData.link.url, target: '_blank', rel: 'noopener' }, out)
      }
      return typeof out === 'string' ? out : h('span', { key }, out)
    }
    const tag = node.type === 'HEADING' ? `h${node.headingData!.level}` : (TAGS[node.type] ?? 'div')
    return h(tag, { key }, node.nodes.map(minimal))
  }

  const render = {
    vitrine: () => renderToString(h(RichContentViewer, { content: doc })),
    portabletext: () => renderToString(h(PortableText, { value: blocks })),
    minimal: () => renderToString(h('div', null, doc.nodes.map(minimal))),
  }
  // Sanity: every renderer shows the text (spot check on the last text node).
  const lastText = JSON.stringify(doc)
    .match(/"text":"([a-z ]+)"/g)!
    .pop()!
    .slice(8, -1)
    .trim()
  for (const [name, fn] of Object.entries(render)) if (!fn().includes(lastText)) throw new Error(`${name} lost text`)

  // Interleaved rounds (each renderer once per round, order rotating) so a busy machine slows all three alike.
  const ms = await interleaved(render, { warmup: 30, minRounds: 60, minMs: 6000 })
  const kib = (s: string) => fmt(Buffer.byteLength(s) / 1024, 1)
  return [
    {
      case: `renderToString ${NODES} nodes`,
      subject: 'vitrine',
      ms: fmt(ms.vitrine, 3),
      'x portabletext': fmt(ms.vitrine / ms.portabletext),
      'x minimal': fmt(ms.vitrine / ms.minimal),
      'html KiB': kib(render.vitrine()),
    },
    {
      case: `renderToString ${NODES} nodes`,
      subject: '@portabletext/react 7.0.1',
      ms: fmt(ms.portabletext, 3),
      'x portabletext': 1,
      'x minimal': fmt(ms.portabletext / ms.minimal),
      'html KiB': kib(render.portabletext()),
    },
    {
      case: `renderToString ${NODES} nodes`,
      subject: 'minimal direct renderer',
      ms: fmt(ms.minimal, 3),
      'x portabletext': fmt(ms.minimal / ms.portabletext),
      'x minimal': 1,
      'html KiB': kib(render.minimal()),
    },
  ]
}

/** Median ms of each function, timed in interleaved rounds after a warm-up. */
async function interleaved<TKey extends string>(
  fns: Record<TKey, () => unknown>,
  o: { warmup: number; minRounds: number; minMs: number },
): Promise<Record<TKey, number>> {
  const keys = Object.keys(fns) as TKey[]
  for (let i = 0; i < o.warmup; i++) for (const k of keys) fns[k]()
  const samples = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<TKey, number[]>
  const start = performance.now()
  for (let round = 0; round < o.minRounds || performance.now() - start < o.minMs; round++) {
    for (let j = 0; j < keys.length; j++) {
      const k = keys[(round + j) % keys.length]
      const t0 = performance.now()
      fns[k]()
      samples[k].push(performance.now() - t0)
    }
    if (round > 5000) break
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  return Object.fromEntries(keys.map((k) => [k, median(samples[k])])) as Record<TKey, number>
}

/**
 * The viewer's initial bundle as this benchmark measures it (bench/bundleSize.ts): its gzip bytes, file
 * count and the source files it contains. Also used by `ui-react/viewer/__tests__/initialBundle.test.ts`.
 */
export const viewerInitialBundle = (from: 'ui-react/viewer/index' | 'entries/reactViewer' = 'ui-react/viewer/index') =>
  initialBundleOf(`export { RichContentViewer } from './${from}'`)

/** Gzip KiB of an entry's initial JavaScript: its own chunk plus every chunk it imports statically (lazy chunks excluded). */
async function initialBundle(
  contents: string,
  label: string,
  subject: string,
  splitting = true,
  stubs: Record<string, string> = {},
): Promise<BenchRow> {
  const { files, gzip, initial } = await bundle(contents, splitting, stubs)
  const all = [...files.keys()].filter((f) => f.endsWith('.js'))
  const css = [...files.keys()].filter((f) => f.endsWith('.css'))
  return {
    case: label,
    subject,
    'initial KiB gzip': fmt(gzip(initial) / 1024, 2),
    'initial files': initial.size,
    'initial KiB min': fmt(
      [...initial].reduce((s, f) => s + (files.get(f.replace(/^.*virtual-out\//, ''))?.length ?? 0), 0) / 1024,
      1,
    ),
    'lazy chunks': all.length - initial.size,
    'all JS KiB gzip': fmt(gzip(all) / 1024, 2),
    'css KiB gzip': fmt(gzip(css) / 1024, 2),
  }
}

/** The lazy chunks a visitor fetches for each viewer part, with the chunks they import themselves. */
const LAZY_PARTS: Record<string, string> = {
  'ui-react/viewer/attachViewerBehaviour.ts': 'behaviour chunk (anchors, spoilers, action reports; after mount)',
  'ui-react/viewer/followLocaleMessages.ts': 'translations store (non-English locale only, before its bundle)',
  'ui-react/viewer/media/AudioPlayer.tsx': 'audio player chunk (audio machine, Floating UI menus)',
  'ui-react/viewer/media/VideoPlayer.tsx': 'video player chunk (file and provider players)',
  'ui-react/viewer/media/GalleryLayout.tsx': 'gallery layout chunk (Gallery widget and engine)',
  'ui-react/viewer/media/MediaFullscreen.tsx': 'fullscreen viewer chunk (focus-trap)',
  'ui-react/viewer/cards/PollInteractive.tsx': 'poll voting chunk (vote machine, voters dialog)',
}

/** Gzip KiB of each viewer part's lazy chunk (what loads after hydration, beyond what is already loaded). */
async function lazyChunks(): Promise<BenchRow[]> {
  const { meta, gzip, closure, initial } = await bundle(`export { RichContentViewer } from './ui-react/viewer/index'`)
  const rows: BenchRow[] = []
  for (const [input, label] of Object.entries(LAZY_PARTS)) {
    const chunk = Object.keys(meta.outputs).find((p) => !initial.has(p) && input in meta.outputs[p].inputs)
    if (!chunk) continue
    const files = [...closure(chunk)].filter((f) => !initial.has(f))
    rows.push({ case: label, subject: 'RichContentViewer, lazy', 'initial KiB gzip': fmt(gzip(files) / 1024, 2) })
  }
  return rows
}

/** One locale bundle as its own chunk (what a visitor fetches when the viewer switches to it). */
async function localeChunk(code: string): Promise<BenchRow> {
  const row = await initialBundle(
    `export { default } from './core/i18n/locales/${code}'`,
    `locale bundle "${code}"`,
    'vitrine i18n',
  )
  return { case: row.case, subject: row.subject, 'initial KiB gzip': row['initial KiB gzip'] }
}

/** Renders in a production child process, then sizes the bundles in this one. */
export default async function run(): Promise<BenchRow[]> {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--import', './scripts/cssTextRegister.mjs', here], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', VITRINE_VIEWER_BENCH_CHILD: '1' },
    encoding: 'utf8',
    maxBuffer: 16 << 20,
  })
  if (child.status !== 0) throw new Error(`viewer bench child failed:\n${child.stderr}`)
  const rows = JSON.parse(child.stdout.trim().split('\n').pop()!) as BenchRow[]
  rows.push(
    await initialBundle(
      `export { RichContentViewer } from './ui-react/viewer/index'`,
      'initial bundle, React external',
      'RichContentViewer',
    ),
  )
  // Without code splitting esbuild inlines every dynamic import, so all 37 locale bundles join the initial file.
  rows.push(
    await initialBundle(
      `export { RichContentViewer } from './ui-react/viewer/index'`,
      'one file, no code splitting',
      'RichContentViewer',
      false,
    ),
  )
  rows.push(
    await initialBundle(
      `export * from './ui-react/viewer/index'`,
      'initial bundle, React external',
      'ui-react/viewer (all exports)',
    ),
  )
  rows.push(
    await initialBundle(
      `export { useTranslations } from './ui-react/i18n'`,
      'initial bundle, React external',
      'useTranslations (English + lazy loader)',
    ),
  )
  // What the card and poll nodes, and the media nodes, add to the first render: the viewer built with
  // their renderer tables and stylesheets stubbed out (their nodes then render nothing).
  const viewer = `export { RichContentViewer } from './ui-react/viewer/index'`
  const withoutCards = {
    './cards/cardRenderers': 'export const cardRenderers = {}',
    './cards/cards.css': "export default ''",
  }
  const withoutMedia = {
    './media/mediaRenderers': 'export const mediaRenderers = {}',
    './media/media.css': "export default ''",
  }
  rows.push(await initialBundle(viewer, 'without card and poll nodes', 'RichContentViewer', true, withoutCards))
  rows.push(await initialBundle(viewer, 'without media nodes', 'RichContentViewer', true, withoutMedia))
  rows.push(
    await initialBundle(viewer, 'without card, poll and media nodes', 'RichContentViewer', true, {
      ...withoutCards,
      ...withoutMedia,
    }),
  )
  rows.push(...(await lazyChunks()))
  rows.push(await localeChunk('de'), await localeChunk('ja'))
  return rows
}

if (process.env.VITRINE_VIEWER_BENCH_CHILD === '1' && process.argv[1] === here) {
  const rows = await measureRendering()
  process.stdout.write(`${JSON.stringify(rows)}\n`)
}
