// The package as its users get it: `npm pack` (which builds through `prepack`), publint and
// arethetypeswrong on the tarball, then a fresh project with only React and the tarball installed
// offline: the tarball is unpacked into node_modules/vitrine, and React, its types and the packed
// package.json's runtime dependencies are linked from this repository's node_modules (so an import of
// anything the package does not declare fails, as in a real install). In it: every subpath imports in plain Node ESM, the viewer and the gallery
// render on the server, esbuild bundles a page within its size budget, and every fenced TypeScript
// example of the README and docs/*.md compiles with tsc (those fenced `ts run` also run in Node, as written).
import { execFile, spawn } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, serve } from '../../fixtures/browser/harness'
import { readmeExamples } from '../readmeExamples'
import { documentationFiles } from '../docLinks'

const root = resolve(import.meta.dirname, '../..')
const exec = promisify(execFile)
const npm = (args: string[], cwd: string) => exec('npm', [...args, '--loglevel=error'], { cwd, maxBuffer: 1 << 26 })
const bin = (name: string) => join(root, 'node_modules/.bin', name)
const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
  version: string
  exports: Record<string, unknown>
}
const SUBPATHS = Object.keys(pkg.exports)
  .filter((key) => key !== './package.json' && !key.endsWith('.css'))
  .map((key) => `vitrine${key.slice(1)}`)

/** The entries of React components and hooks, which begin with "use client". */
const CLIENT_SUBPATHS = SUBPATHS.filter((s) => s.startsWith('vitrine/react') && s !== 'vitrine/react/server')
const distFile = (subpath: string) =>
  (pkg.exports[`.${subpath.slice('vitrine'.length)}`] as { import: string }).import.replace(/^\.\//, '')

let dir: string
let tarball: string
let packed: {
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  scripts?: Record<string, string>
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-consumer-'))
  // `npm pack` runs `prepack` (the build) first, as `npm publish` would.
  const { stdout } = await npm(['pack', '--pack-destination', dir], root)
  tarball = join(dir, stdout.trim().split('\n').pop()!)
  const app = join(dir, 'app')
  const modules = join(app, 'node_modules')
  await mkdir(join(modules, 'vitrine'), { recursive: true })
  await mkdir(join(modules, '@types'), { recursive: true })
  await exec('tar', ['-xzf', tarball, '-C', join(modules, 'vitrine'), '--strip-components=1'])
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies: { vitrine: pkg.version } }),
  )
  packed = JSON.parse(await readFile(join(modules, 'vitrine/package.json'), 'utf8'))
  const linked = ['react', 'react-dom', '@types/react', '@types/react-dom', ...Object.keys(packed.dependencies ?? {})]
  for (const name of linked) {
    if (name.includes('/')) await mkdir(join(modules, name.split('/')[0]), { recursive: true })
    await symlink(join(root, 'node_modules', name), join(modules, name), 'dir')
  }
}, 600_000)

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

const app = () => join(dir, 'app')
const node = (file: string) => exec(process.execPath, [file], { cwd: app(), maxBuffer: 1 << 24 })

describe('the packed tarball', { timeout: 180_000 }, () => {
  it('holds the built entry points, declarations and stylesheet, and no sources or tests', async () => {
    const { stdout } = await exec('tar', ['-tzf', tarball])
    const files = stdout.split('\n').filter(Boolean)
    expect(files).toContain('package/dist/react.js')
    expect(files).toContain('package/dist/types/entries/data.d.ts')
    expect(files).toContain('package/dist/styles.css')
    expect(files).toContain('package/dist/layoutWorker.worker.js')
    expect(files.filter((f) => /__tests__|^package\/(core|emulator|demo|bench)\//.test(f))).toEqual([])
  })

  it('runs no script when an app installs it (npm warns about install scripts, and their files are not shipped)', () => {
    const installScripts = ['preinstall', 'install', 'postinstall', 'prepare']
    expect(Object.keys(packed.scripts ?? {}).filter((name) => installScripts.includes(name))).toEqual([])
  })

  it('begins each React entry with "use client", and no other file (chunks, core entries, react/server)', async () => {
    const dist = join(app(), 'node_modules/vitrine/dist')
    const clientFiles = CLIENT_SUBPATHS.map(distFile)
    expect(clientFiles).toEqual([
      'dist/react.js',
      'dist/react-viewer.js',
      'dist/react-gallery.js',
      'dist/react-data.js',
      'dist/react-identity.js',
      'dist/react-i18n.js',
    ])
    // Every JavaScript file of dist/, in subfolders too (a chunk folder would be one).
    const files = (await readdir(dist, { recursive: true })).filter((name) => name.endsWith('.js'))
    expect(files.length).toBeGreaterThan(clientFiles.length)
    for (const file of files) {
      const text = await readFile(join(dist, file), 'utf8')
      expect(text.startsWith('"use client";'), file).toBe(clientFiles.includes(`dist/${file}`))
      if (!clientFiles.includes(`dist/${file}`)) expect(text, file).not.toContain('use client')
    }
  })

  it('passes publint with no errors or warnings', async () => {
    const { stdout } = await exec(bin('publint'), [tarball])
    expect(stdout).toContain('All good!')
  })

  it('passes arethetypeswrong for every subpath (ESM-only profile; the stylesheet has no types)', async () => {
    const run = await exec(bin('attw'), [tarball, '--profile', 'esm-only', '--exclude-entrypoints', 'styles.css'], {
      maxBuffer: 1 << 24,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout, failed: true }))
    expect('failed' in run ? run.stdout : '').toBe('')
    for (const subpath of SUBPATHS) expect(run.stdout).toContain(`"${subpath}"`)
  })

  it('declares React as a peer and only what the entry points import as runtime dependencies', async () => {
    // React 18.3 and later: the React 18 test (ui-react/__tests__/react18.browser.test.ts) holds the low end.
    expect(packed.peerDependencies).toEqual({ react: '>=18.3', 'react-dom': '>=18.3' })
    expect(Object.keys(packed.dependencies ?? {}).sort()).toEqual(['@floating-ui/react', 'focus-trap', 'immer'])
    const bundles = await exec('sh', ['-c', 'cat dist/*.js'], {
      cwd: join(app(), 'node_modules/vitrine'),
      maxBuffer: 1 << 26,
    })
    const imported = new Set(
      [...bundles.stdout.matchAll(/(?:from|import)\s*\(?\s*["']([^"'.][^"']*)["']/g)].map(([, spec]) =>
        spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0],
      ),
    )
    for (const name of imported)
      if (!name.startsWith('node:'))
        expect(Object.keys({ ...packed.dependencies, ...packed.peerDependencies })).toContain(name)
  })
})

describe('in a fresh project with only React', { timeout: 180_000 }, () => {
  it('every subpath imports in plain Node ESM', async () => {
    await writeFile(
      join(app(), 'imports.mjs'),
      `const out = {}\nfor (const name of ${JSON.stringify(SUBPATHS)}) out[name] = Object.keys(await import(name)).length\n` +
        'console.log(JSON.stringify(out))\n',
    )
    const counts = JSON.parse((await node('imports.mjs')).stdout) as Record<string, number>
    expect(Object.keys(counts)).toEqual(SUBPATHS)
    for (const subpath of SUBPATHS.filter((s) => s !== 'vitrine/ports')) expect(counts[subpath]).toBeGreaterThan(0)
  })

  it("under React's react-server condition, the core entries and vitrine/react/server import and the client entries do not", async () => {
    // What a React Server Component graph resolves: React without hooks or classes. The core entries and
    // react/server (no directive) must load there as values; a client entry loaded there fails, which is why
    // it carries "use client" (the framework then never evaluates it on the server side).
    await writeFile(
      join(app(), 'rsc.mjs'),
      `const out = {}\nfor (const name of JSON.parse(process.argv[2])) out[name] = await import(name).then((m) => Object.keys(m).length, (e) => 'failed: ' + e.message)\n` +
        'console.log(JSON.stringify(out))\n',
    )
    const rsc = (names: string[]) =>
      exec(process.execPath, ['--conditions=react-server', 'rsc.mjs', JSON.stringify(names)], { cwd: app() }).then(
        ({ stdout }) => JSON.parse(stdout) as Record<string, number | string>,
      )
    const serverSubpaths = SUBPATHS.filter((s) => !CLIENT_SUBPATHS.includes(s))
    expect(serverSubpaths).toEqual(
      expect.arrayContaining(['vitrine/document', 'vitrine/gallery', 'vitrine/react/server']),
    )
    const server = await rsc(serverSubpaths)
    for (const subpath of serverSubpaths)
      expect(typeof server[subpath], `${subpath}: ${server[subpath]}`).toBe('number')
    expect(server['vitrine/react/server']).toBeGreaterThanOrEqual(4)
    const client = await rsc(['vitrine/react/viewer', 'vitrine/react/gallery'])
    for (const subpath of ['vitrine/react/viewer', 'vitrine/react/gallery'])
      expect(client[subpath]).toMatch(/^failed: /)
  })

  it('server-renders RichContentViewer and Gallery', async () => {
    await writeFile(
      join(app(), 'ssr.mjs'),
      `import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { RichContentViewer, Gallery } from 'vitrine/react'
const content = { nodes: [
  { type: 'HEADING', id: 'h', headingData: { level: 2 }, nodes: [{ type: 'TEXT', textData: { text: 'Hello from the tarball' } }] },
  { type: 'PARAGRAPH', id: 'p', nodes: [{ type: 'TEXT', textData: { text: 'Rendered on the server.' } }] },
] }
const items = [1, 2, 3].map((i) => ({ itemId: 'i' + i, mediaUrl: 'https://example.test/' + i + '.jpg', metaData: { width: 800, height: 600, type: 'image', alt: 'Picture ' + i } }))
console.log(JSON.stringify({
  viewer: renderToString(h(RichContentViewer, { content })),
  gallery: renderToString(h(Gallery, { id: 'g', items, container: { width: 900, height: 600 }, isPrerender: true })),
}))
`,
    )
    const { viewer, gallery } = JSON.parse((await node('ssr.mjs')).stdout) as { viewer: string; gallery: string }
    expect(viewer).toMatch(/<h2[^>]*>Hello from the tarball<\/h2>/)
    expect(viewer).toContain('Rendered on the server.')
    expect(gallery).toContain('alt="Picture 1"')
    expect(gallery).toContain('alt="Picture 3"')
  })

  it('bundles a hydrated viewer page with esbuild within its size budget', async () => {
    await writeFile(
      join(app(), 'page.jsx'),
      `import { hydrateRoot } from 'react-dom/client'
import { RichContentViewer } from 'vitrine/react'
const content = JSON.parse(document.getElementById('content').textContent)
hydrateRoot(document.getElementById('root'), <RichContentViewer content={content} />)
`,
    )
    const result = await build({
      entryPoints: [join(app(), 'page.jsx')],
      absWorkingDir: app(),
      bundle: true,
      minify: true,
      format: 'esm',
      splitting: true,
      outdir: join(app(), 'out'),
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const main = result.outputFiles.find((f) => f.path.endsWith('page.js'))!
    const gzip = gzipSync(main.contents).length
    const vitrineBytes = Object.entries(result.metafile.inputs)
      .filter(([path]) => path.includes('node_modules/vitrine/'))
      .reduce((sum, [, input]) => sum + input.bytes, 0)
    console.info(
      `consumer page: ${(main.contents.length / 1024).toFixed(1)} KiB minified, ${(gzip / 1024).toFixed(1)} KiB gzip ` +
        `(React included; vitrine's own input ${(vitrineBytes / 1024).toFixed(1)} KiB)`,
    )
    expect(main.text).toContain('hydrateRoot')
    expect(gzip).toBeLessThan(150 * 1024)
  })

  it('bundles a page that uses only hooks without the viewer or the gallery', async () => {
    // What a page's first load fetches: the entry chunk and every chunk it imports statically.
    const firstLoad = async (source: string, splitting: boolean) => {
      await writeFile(join(app(), 'hooks.jsx'), source)
      const result = await build({
        entryPoints: [join(app(), 'hooks.jsx')],
        absWorkingDir: app(),
        bundle: true,
        minify: true,
        format: 'esm',
        splitting,
        outdir: join(app(), 'hooks-out'),
        jsx: 'automatic',
        external: ['react', 'react-dom', 'immer'],
        write: false,
        metafile: true,
        logLevel: 'silent',
      })
      const outputs = result.metafile.outputs
      const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint?.endsWith('hooks.jsx'))!
      const loaded = new Set<string>()
      const visit = (path: string) => {
        if (loaded.has(path)) return
        loaded.add(path)
        for (const imp of outputs[path].imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path)
      }
      visit(entry)
      const files = result.outputFiles.filter((f) => [...loaded].some((path) => f.path.endsWith(path)))
      const text = files.map((f) => f.text).join('\n')
      return { text, gzip: files.reduce((sum, f) => sum + gzipSync(f.contents).length, 0) }
    }
    // Without code splitting every locale bundle of useTranslations is inlined (README), so not here.
    const barrel = `import { useDataQuery, useAuth, useStore } from 'vitrine/react'\nexport const hooks = [useDataQuery, useAuth, useStore]\n`
    const subpaths = `import { useDataQuery } from 'vitrine/react/data'
import { useAuth } from 'vitrine/react/identity'
import { useTranslations } from 'vitrine/react/i18n'
export const hooks = [useDataQuery, useAuth, useTranslations]
`
    // The viewer's stylesheet ('vt-viewer') and the gallery items' class ('vg__item') mark their code.
    const viewer = await firstLoad(`export { RichContentViewer, Gallery } from 'vitrine/react'\n`, true)
    expect(viewer.text).toContain('vt-viewer')
    expect(viewer.text).toContain('vg__item')
    const cases = [
      { name: 'vitrine/react, one file', page: await firstLoad(barrel, false) },
      { name: 'subpaths, code splitting', page: await firstLoad(subpaths, true) },
    ]
    for (const { name, page } of cases) {
      console.info(`hooks-only page (${name}): ${(page.gzip / 1024).toFixed(1)} KiB gzip, React and immer external`)
      expect(page.text, name).not.toContain('vt-viewer')
      expect(page.text, name).not.toContain('vg__item')
      expect(page.gzip, name).toBeLessThan(8 * 1024)
    }
  })

  it("bundles a large Gallery with esbuild and lays it out in the package's worker, copied next to the bundle", async () => {
    const worker = await readFile(join(app(), 'node_modules/vitrine/dist/layoutWorker.worker.js'), 'utf8')
    // Self-contained: a module worker loaded from anywhere imports nothing.
    expect(worker).not.toMatch(/\bimport\s*[\s{("'*]/)
    await writeFile(
      join(app(), 'gallery.jsx'),
      `import { createRoot } from 'react-dom/client'
import { Gallery } from 'vitrine/react'
const items = Array.from({ length: 6000 }, (_, i) => ({ itemId: 'p' + i, mediaUrl: location.origin + '/px.png', metaData: { width: 800 + (i % 5) * 200, height: 900 } }))
createRoot(document.getElementById('root')).render(<Gallery id="big" items={items} container={{ width: 980, height: 600 }} layoutWorkerThreshold={5000} />)
`,
    )
    const result = await build({
      entryPoints: [join(app(), 'gallery.jsx')],
      absWorkingDir: app(),
      bundle: true,
      minify: true,
      format: 'esm',
      outdir: join(app(), 'out'),
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      write: false,
      logLevel: 'silent',
    })
    const page = result.outputFiles.find((f) => f.path.endsWith('gallery.js'))!.text
    expect(page).toContain('new URL("./layoutWorker.worker.js",import.meta.url)')
    const requests: string[] = []
    const server = await serve((req, res) => {
      const path = (req.url ?? '/').split('?')[0]
      requests.push(path)
      const send = (type: string, body: string) => {
        res.writeHead(200, { 'content-type': type })
        res.end(body)
      }
      if (path === '/gallery.js') return send('text/javascript', page)
      if (path === '/layoutWorker.worker.js') return send('text/javascript', worker)
      if (path === '/')
        return send(
          'text/html',
          '<!doctype html><div id="root"></div><script type="module" src="/gallery.js"></script>',
        )
      res.writeHead(404)
      res.end()
    })
    const browser = await launchBrowser()
    try {
      const tab = await browser.open(server.url)
      await tab.page.locator('#vitrine-gallery-big [data-vitrine-item]').first().waitFor({ timeout: 60_000 })
      expect(requests).toContain('/layoutWorker.worker.js')
      expect(await tab.page.locator('[data-vitrine-item]').count()).toBeGreaterThan(3)
      await tab.close({ allowErrors: /404/ })
    } finally {
      await browser.close()
      await server.close()
    }
  })

  it('compiles every fenced TypeScript example of the README and docs/*.md, and runs those fenced `ts run`', async () => {
    const pages = documentationFiles(root).filter((path) => !path.endsWith('CHANGELOG.md'))
    const examples = (
      await Promise.all(
        pages.map(async (path) =>
          readmeExamples(await readFile(path, 'utf8')).map((example) => ({
            ...example,
            page: relative(root, path),
          })),
        ),
      )
    ).flat()
    expect(examples.length).toBeGreaterThan(0)
    const files = examples.map(
      (example, i) => `example-${i + 1}-${example.page.replace(/\W+/g, '-')}-line-${example.line}.${example.lang}`,
    )
    await Promise.all(examples.map((example, i) => writeFile(join(app(), files[i]), example.code)))
    await writeFile(
      join(app(), 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: [],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        files,
      }),
    )
    const tsc = await exec(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', '.'], {
      cwd: app(),
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }))
    expect(tsc.stdout).toBe('')
    for (const [i, example] of examples.entries()) {
      if (!example.run) continue
      const js = join(app(), files[i].replace(/\.tsx?$/, '.mjs'))
      const transformed = await build({
        entryPoints: [join(app(), files[i])],
        absWorkingDir: app(),
        format: 'esm',
        platform: 'node',
        write: false,
        jsx: 'automatic',
      })
      await writeFile(js, transformed.outputFiles[0].text)
      const { stdout } = await node(js)
      if (example.expect) expect(stdout.trim(), `${example.page} example at line ${example.line}`).toBe(example.expect)
    }
  })
})

/** A TCP port free on 127.0.0.1 now. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })

describe('in a Next.js App Router app', { timeout: 600_000 }, () => {
  it('a server component page importing every React entry builds, prerenders and serves the document and the gallery', async () => {
    const next = join(dir, 'next')
    await mkdir(join(next, 'app'), { recursive: true })
    await mkdir(join(next, 'node_modules'), { recursive: true })
    // Next.js and React are this repository's; vitrine is the unpacked tarball of the other app.
    for (const name of ['next', 'react', 'react-dom'])
      await symlink(join(root, 'node_modules', name), join(next, 'node_modules', name), 'dir')
    await symlink(join(app(), 'node_modules/vitrine'), join(next, 'node_modules/vitrine'), 'dir')
    // Turbopack follows links only inside its root: the nearest folder holding the app and this repository.
    const parts = [next, root].map((path) => path.split(sep))
    const common = parts[0]!.filter((part, i) => parts.every((p) => p[i] === part)).join(sep) || sep
    await writeFile(
      join(next, 'next.config.mjs'),
      `export default { turbopack: { root: ${JSON.stringify(common)} } }\n`,
    )
    await writeFile(
      join(next, 'app/layout.jsx'),
      `export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n`,
    )
    // A server component (no directive): the components are client references, the core and react/server
    // exports are values. Every core entry is imported there too (its export count is printed, so none is
    // dropped as unused): each must load in the server components' graph.
    const coreSubpaths = SUBPATHS.filter((s) => !s.startsWith('vitrine/react'))
    expect(coreSubpaths).toEqual(
      expect.arrayContaining(['vitrine/document', 'vitrine/gallery', 'vitrine/adapters/node']),
    )
    const coreImports = coreSubpaths.map((subpath, i) => `import * as core${i} from '${subpath}'\n`).join('')
    const coreCounts = coreSubpaths.map((_, i) => `Object.keys(core${i}).length`).join(', ')
    await writeFile(
      join(next, 'app/page.jsx'),
      `${coreImports}import { RichContentViewer } from 'vitrine/react/viewer'
import { Gallery } from 'vitrine/react/gallery'
import * as everything from 'vitrine/react'
import * as data from 'vitrine/react/data'
import * as identity from 'vitrine/react/identity'
import * as i18n from 'vitrine/react/i18n'
import { viewerCss, galleryCss, fullscreenCss, viewerMessages } from 'vitrine/react/server'
import { resolveOptions } from 'vitrine/gallery'
import { normalizeDocument } from 'vitrine/document'

const content = normalizeDocument({ nodes: [
  { type: 'HEADING', id: 'h', headingData: { level: 2 }, nodes: [{ type: 'TEXT', textData: { text: 'Hello from a server component' } }] },
  { type: 'PARAGRAPH', id: 'p', nodes: [{ type: 'TEXT', textData: { text: 'Prerendered by Next.js.' } }] },
] })
const items = [1, 2, 3].map((i) => ({ itemId: 'i' + i, mediaUrl: 'https://example.test/' + i + '.jpg', metaData: { width: 800, height: 600, type: 'image', alt: 'Picture ' + i } }))

export default function Page() {
  const options = resolveOptions({ galleryLayout: 'grid' })
  const references = [everything.RichContentViewer, everything.useStore, data.useDataQuery, identity.useAuth, i18n.useTranslations]
  return (
    <main>
      <p id="server-values">{[viewerCss.includes('.vt-viewer'), galleryCss.length > 0, fullscreenCss.length > 0, viewerMessages.tableLabel, typeof options, references.length].join(' ')}</p>
      <p id="core-entries">{[${coreCounts}].join(' ')}</p>
      <RichContentViewer content={content} />
      <Gallery id="g" items={items} options={options} container={{ width: 900, height: 600 }} />
    </main>
  )
}
`,
    )
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
    const cli = join(next, 'node_modules/next/dist/bin/next')
    const built = await exec(process.execPath, [cli, 'build'], { cwd: next, env, maxBuffer: 1 << 26 }).catch(
      (error: { stdout: string; stderr: string }) => ({ stdout: error.stdout, stderr: error.stderr, failed: true }),
    )
    expect('failed' in built ? `${built.stdout}\n${built.stderr}` : '').toBe('')
    expect(built.stdout).toMatch(/○ \/\s/) // the page is prerendered (static)
    const port = await freePort()
    const server = spawn(process.execPath, [cli, 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: next, env })
    try {
      let html = ''
      for (let i = 0; i < 120 && !html; i++) {
        html = await fetch(`http://127.0.0.1:${port}/`)
          .then((response) => (response.ok ? response.text() : ''))
          .catch(() => new Promise<string>((done) => setTimeout(() => done(''), 500)))
      }
      expect(html).toMatch(/<h2[^>]*>(<span[^>]*>)?Hello from a server component/)
      expect(html).toContain('Prerendered by Next.js.')
      for (const i of [1, 2, 3]) expect(html).toContain(`alt="Picture ${i}"`)
      expect(html).toContain('id="server-values">true true true Table object 5<')
      // Each core entry's exports, counted on the server as in plain Node (vitrine/ports has types only).
      const counts = /id="core-entries">([^<]*)</.exec(html)?.[1]?.split(' ').map(Number)
      expect(counts).toHaveLength(coreSubpaths.length)
      coreSubpaths.forEach((subpath, i) => {
        if (subpath !== 'vitrine/ports') expect(counts![i], subpath).toBeGreaterThan(0)
      })
    } finally {
      server.kill()
    }
  })
})
