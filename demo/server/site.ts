// Serves the demo site: every client-side route's page at its path (home and article rendered on the
// server), the browser code built with code splitting at start and answered from memory in gzip or
// brotli with year-long caching for content-hashed files, generated pictures and sounds, and
// demo/public/* at /assets/* (never a file outside that directory).
import { readFile, stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { IncomingHttpHeaders } from 'node:http'
import type { EmulatorRequest, EmulatorResponse, EmulatorSite } from '../../emulator/contracts'
import type { RawAnswer } from '../../emulator/router'
import { buildDemoClient, type DemoBuild } from './buildClient'
import { demoMedia } from './media/index'
import { renderDemoPage } from './renderPage'
import { startingResponse } from './startingPage'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const PUBLIC = resolve(ROOT, 'public')
const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
}
/** The content type of a file extension (own entries only: `.constructor` is not one). */
const typeOf = (ext: string) => (Object.hasOwn(TYPES, ext) ? TYPES[ext] : 'application/octet-stream')
const YEAR = 'public, max-age=31536000, immutable'
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M16 2 29 11 16 30 3 11Z" fill="#6d5ef0"/><path d="M3 11h26L16 30Z" fill="#4b3bc9"/></svg>`

/** The encoding to answer with, from Accept-Encoding: brotli, then gzip, else none. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const offered = String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(?:\.0*)?$/.test(q.trim()))
    .map(([name]) => name)
  return offered.includes('br') ? 'br' : offered.includes('gzip') ? 'gzip' : undefined
}

function serveBuilt(built: DemoBuild, path: string, headers: IncomingHttpHeaders): RawAnswer | undefined {
  const asset = built.assets.get(path)
  if (!asset) return undefined
  const common = { 'cache-control': asset.immutable ? YEAR : 'no-cache', etag: asset.etag, vary: 'accept-encoding' }
  if (headers['if-none-match'] === asset.etag) return { status: 304, type: asset.type, body: '', headers: common }
  const encoding = pickEncoding(headers['accept-encoding'])
  const body = encoding === 'br' ? asset.brotli : encoding === 'gzip' ? asset.gzip : asset.body
  return {
    status: 200,
    type: asset.type,
    body,
    headers: { ...common, ...(encoding ? { 'content-encoding': encoding } : {}) },
  }
}

async function servePublic(path: string): Promise<RawAnswer | undefined> {
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
      type: typeOf(extname(file).toLowerCase()),
      body: await readFile(file),
      headers: { 'cache-control': 'public, max-age=3600' },
    }
  } catch {
    return undefined
  }
}

/**
 * The demo site as the emulator's site (`npm start` gives it to `startEmulator`): its starting page,
 * and at start its browser code built (unless `build` is false) and its request handler.
 */
export function demoSite(options: { build?: boolean } = {}): EmulatorSite {
  return {
    label: "Building the demo site's browser code",
    start: () => createDemo({ build: options.build !== false }),
    starting: startingResponse,
  }
}

/** Builds the demo (unless `build` is false) and returns its request handler. */
async function createDemo(options: { build: boolean }) {
  let built: DemoBuild | undefined
  let buildError: string | undefined
  if (options.build) {
    try {
      built = await buildDemoClient(resolve(ROOT, 'main.tsx'))
    } catch (error) {
      buildError = error instanceof Error ? error.message : String(error)
    }
  }
  const scripts = built ? { entry: built.entry, preload: built.preload } : { entry: '/demo.js', preload: [] }
  // A stable address for the entry, for anyone who linked /demo.js.
  const stableEntry = built
    ? `import ${JSON.stringify(built.entry)}`
    : buildError
      ? `console.error(${JSON.stringify(`demo build failed: ${buildError}`)})`
      : '// demo not built'
  return async function serveDemo(request: EmulatorRequest): Promise<RawAnswer | EmulatorResponse | undefined> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    const path = request.url.pathname
    if (path === '/demo.js')
      return {
        status: 200,
        type: 'text/javascript; charset=utf-8',
        body: stableEntry,
        headers: { 'cache-control': 'no-cache' },
      }
    if (built && path.startsWith('/_demo/assets/')) return serveBuilt(built, path, request.headers)
    if (path === '/_demo/favicon.svg')
      return {
        status: 200,
        type: 'image/svg+xml',
        body: FAVICON,
        headers: { 'cache-control': 'public, max-age=86400' },
      }
    const range = typeof request.headers.range === 'string' ? request.headers.range : undefined
    const media = await demoMedia(path, range)
    if (media) return media
    if (path.startsWith('/assets/')) return servePublic(path)
    const cookie = typeof request.headers.cookie === 'string' ? request.headers.cookie : undefined
    const html = renderDemoPage(path === '/index.html' ? '/' : path, cookie, scripts)
    return html === undefined ? undefined : { status: 200, html, headers: { 'cache-control': 'no-cache' } }
  }
}
