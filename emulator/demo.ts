// Serves the demo site: demo/main.tsx bundled with esbuild at start (/demo.js), the page at `/`,
// and demo/public/* at /assets/* (never a file outside that directory).
import { readFile, stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { EmulatorRequest, EmulatorResponse } from './contracts'

const ROOT = fileURLToPath(new URL('../demo/', import.meta.url))
const PUBLIC = resolve(ROOT, 'public')
const TYPES: Record<string, string> = { '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.svg': 'image/svg+xml', '.webp': 'image/webp', '.mp4': 'video/mp4', '.mp3': 'audio/mpeg', '.txt': 'text/plain; charset=utf-8', '.html': 'text/html; charset=utf-8' }

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vitrine demo</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/demo.js"></script></body></html>`

/** A raw (binary-capable) answer for static files. */
export interface RawAnswer { status: number; type: string; body: string | Buffer }

/** Bundles the demo; answers for `/`, `/demo.js` and `/assets/*`, or undefined for other paths. */
export async function createDemo(options: { build: boolean }) {
  let js = '// demo not built'
  if (options.build) {
    try {
      const bundle = await build({
        entryPoints: [resolve(ROOT, 'main.tsx')],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        jsx: 'automatic',
        minify: true,
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      })
      js = bundle.outputFiles[0].text
    } catch (error) {
      js = `console.error(${JSON.stringify(`demo build failed: ${error instanceof Error ? error.message : String(error)}`)})`
    }
  }
  return async function serveDemo(request: EmulatorRequest): Promise<RawAnswer | EmulatorResponse | undefined> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    const path = request.url.pathname
    if (path === '/' || path === '/index.html') return { status: 200, html: page }
    if (path === '/demo.js') return { status: 200, type: 'text/javascript; charset=utf-8', body: js }
    if (!path.startsWith('/assets/')) return undefined
    let relative: string
    try {
      relative = decodeURIComponent(path.slice('/assets/'.length))
    } catch {
      return undefined
    }
    const file = resolve(PUBLIC, relative)
    if (!file.startsWith(PUBLIC + sep) || relative.includes('\u0000')) return undefined
    try {
      if (!(await stat(file)).isFile()) return undefined
      return { status: 200, type: TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', body: await readFile(file) }
    } catch {
      return undefined
    }
  }
}
