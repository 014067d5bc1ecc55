// Serves the demo site: demo/main.tsx bundled with esbuild at start (/demo.js), the page at `/`,
// and demo/public/* at /assets/* (never a file outside that directory).
import { readFile, stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { ArticleView } from '../demo/ArticleView'
import type { EmulatorRequest, EmulatorResponse } from './contracts'

const ROOT = fileURLToPath(new URL('../demo/', import.meta.url))
const PUBLIC = resolve(ROOT, 'public')
const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
}

// The article is rendered on the server (as a site would) and hydrated by the demo bundle.
const STYLE = `
body { margin: 0; font-family: system-ui, sans-serif; background: #f6f6f4; color: #1d1d1b; }
.page { max-width: 1000px; margin: 0 auto; padding: 1.5rem; }
.card { background: #fff; border-radius: 8px; padding: 1rem 1.5rem; margin: 1.5rem 0; box-shadow: 0 1px 3px #0002; }
form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; }
label { display: flex; flex-direction: column; font-size: .85rem; gap: .2rem; }
`
// The article is rendered on the server (as a site would) and hydrated by the demo bundle; the
// interactive sections are rendered in the browser into #root.
const pageOf = (
  articleHtml: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vitrine demo</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><div class="page">
<header><h1>Vitrine</h1><p>The embeddable publishing toolkit, running against the local emulator: a server-rendered article, a gallery, visitor sign-in and the data client.</p></header>
<section class="card" aria-label="Article"><div id="article">${articleHtml}</div></section>
<div id="root"></div></div><script type="module" src="/demo.js"></script></body></html>`

/** A generated picture for the demo gallery: `/_demo/media/<width>x<height>/<seed>.svg`. */
export function demoMedia(path: string): string | undefined {
  const match = /^\/_demo\/media\/(\d{1,4})x(\d{1,4})\/(\d{1,6})\.svg$/.exec(path)
  if (!match) return undefined
  const [w, h, seed] = match.slice(1).map(Number)
  if (!w || !h) return undefined
  const hue = (seed * 137) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 38%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w * 0.72}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.12}" fill="#fff8"/><path d="M0 ${h} L${w * 0.35} ${h * 0.55} L${w * 0.6} ${h * 0.8} L${w * 0.8} ${h * 0.6} L${w} ${h} Z" fill="#0004"/><text x="50%" y="92%" font-family="system-ui,sans-serif" font-size="${Math.max(12, Math.min(w, h) / 14)}" fill="#fff" text-anchor="middle">${w} × ${h}</text></svg>`
}

/** A raw (binary-capable) answer for static files. */
export interface RawAnswer {
  status: number
  type: string
  body: string | Buffer
}

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
  let articleHtml: string
  try {
    articleHtml = renderToString(createElement(ArticleView))
  } catch (error) {
    articleHtml = `<p>The article could not be rendered: ${String(error).replace(/[<&]/g, '')}</p>`
  }
  const page = pageOf(articleHtml)
  return async function serveDemo(request: EmulatorRequest): Promise<RawAnswer | EmulatorResponse | undefined> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    const path = request.url.pathname
    if (path === '/' || path === '/index.html') return { status: 200, html: page }
    if (path === '/demo.js') return { status: 200, type: 'text/javascript; charset=utf-8', body: js }
    const media = demoMedia(path)
    if (media) return { status: 200, type: 'image/svg+xml', body: media }
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
      return {
        status: 200,
        type: TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        body: await readFile(file),
      }
    } catch {
      return undefined
    }
  }
}
