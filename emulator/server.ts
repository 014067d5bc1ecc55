// The emulator's Node HTTP edge: serves the router's `fetch` through @hono/node-server, and lets a
// 413 reach the client before the connection closes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'

/** How much of an oversized body is read (and dropped) after its 413 before the socket is cut. */
const MAX_DRAIN_BYTES = 256 * 1024 * 1024
const MAX_DRAIN_MS = 10_000

/**
 * Holds the end of a 413 answer until the client has finished sending its body: the answer is
 * written (and flushed) at once, the rest of the body is read and dropped, and only then does the
 * response end, so `connection: close` closes a connection the client is no longer writing to
 * (closing earlier resets it, and a busy client may see ECONNRESET instead of the 413).
 */
function endAfterDrain(req: IncomingMessage, res: ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.end = ((...args: unknown[]) => {
    if (res.statusCode !== 413 || req.readableEnded || req.destroyed) return end(...args)
    const [chunk, encoding] = args
    if (chunk !== undefined && typeof chunk !== 'function')
      res.write(chunk as Uint8Array, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
    let read = 0
    const finish = () => {
      clearTimeout(timer)
      req.off('data', onData)
      end()
    }
    const onData = (part: Buffer) => {
      read += part.length
      if (read > MAX_DRAIN_BYTES) {
        finish()
        req.destroy()
      }
    }
    const timer = setTimeout(() => {
      finish()
      req.destroy()
    }, MAX_DRAIN_MS)
    timer.unref()
    // Nothing reads this body any more: drop the web stream's reader (it would pause the socket
    // once its queue is full) and read the rest here.
    req.removeAllListeners('data')
    req.on('data', onData)
    req.once('end', finish)
    req.once('error', finish)
    req.resume()
    return res
  }) as ServerResponse['end']
}

/** What a request carries besides itself: the Node request (its socket tells the client's address). */
export interface NodeBindings {
  incoming?: { socket: { remoteAddress?: string } }
}

/** A Node HTTP server answering with `fetch` (a hono app's). */
export function createNodeServer(
  fetch: (request: Request, bindings: NodeBindings) => Response | Promise<Response>,
): Server {
  // A 413 goes out with its content-length, so the client has the whole answer before the socket closes.
  const listener = getRequestListener(async (request, env: NodeBindings) => {
    const response = await fetch(request, env)
    if (response.status !== 413) return response
    const body = new Uint8Array(await response.arrayBuffer())
    const headers = new Headers(response.headers)
    headers.set('content-length', String(body.byteLength))
    return new Response(body, { status: 413, headers })
  })
  const server = createServer((req, res) => {
    endAfterDrain(req, res)
    void listener(req, res)
  })
  server.keepAliveTimeout = 5000
  return server
}

/** Listens on `port` (0: a free one); rejects with the listen error (EADDRINUSE...). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve((server.address() as { port: number }).port)
    })
  })
}
