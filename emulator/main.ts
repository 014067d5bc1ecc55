// `npm start`: builds the demo site with esbuild and serves it on http://127.0.0.1:${PORT:-3000}.
// The emulator of the hosted services is mounted here by its own issue.
import { createServer } from 'node:http'
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const port = Number(process.env.PORT ?? 3000)
const entry = fileURLToPath(new URL('../demo/main.tsx', import.meta.url))

const bundle = await build({
  entryPoints: [entry],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'browser',
  jsx: 'automatic',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
})
const js = bundle.outputFiles[0].text
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vitrine demo</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/demo.js"></script></body></html>`

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0]
  if (path === '/demo.js') {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
    return res.end(js)
  }
  if (path === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    return res.end(html)
  }
  res.writeHead(404, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ message: 'Not found' }))
})
server.listen(port, '127.0.0.1', () => console.log(`Vitrine demo on http://127.0.0.1:${port}`))

const stop = () => server.close(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
