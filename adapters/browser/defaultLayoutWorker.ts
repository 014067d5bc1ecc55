import type {
  LayoutWorkerItem,
  LayoutWorkerOutcome,
  LayoutWorkerPort,
  LayoutWorkerRequest,
} from '../../ports/layoutWorker'
import type { Logger } from '../../ports/logger'
import { inProcessLayoutPort, workerLayoutPort } from './layoutWorker'

/** Logged (warning) when the layout worker cannot start or dies and the layout moves to the main thread. */
export const LAYOUT_WORKER_FALLBACK_MESSAGE = 'Layout worker unavailable, laying out on the main thread'

type Call = { kind: 'layout'; request: LayoutWorkerRequest } | { kind: 'append'; items: readonly LayoutWorkerItem[] }

/**
 * A port that uses `create`'s port until it fails (`create` throws, or calls the `failed` it is
 * given), then `fallback`'s: the calls since the last `layout` are replayed there in order, so a
 * pending `append` still extends the right layout and nothing the caller awaits is lost.
 */
export function fallbackLayoutPort(
  create: (failed: (reason: string) => void) => LayoutWorkerPort,
  fallback: () => LayoutWorkerPort,
  logger?: Logger,
): LayoutWorkerPort {
  let primary: LayoutWorkerPort | null = null
  let secondary: LayoutWorkerPort | null = null
  let failed = false
  let disposed = false
  // The calls since the last layout, and those of them the fallback has run.
  let history: Call[] = []
  const ran = new Map<Call, Promise<LayoutWorkerOutcome>>()
  const fail = (reason: string) => {
    if (failed) return
    failed = true
    logger?.warn(LAYOUT_WORKER_FALLBACK_MESSAGE, reason)
    primary?.dispose()
  }
  try {
    primary = create(fail)
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  const send = (port: LayoutWorkerPort, call: Call) =>
    call.kind === 'layout' ? port.layout(call.request) : port.append(call.items)
  const replay = (call: Call): Promise<LayoutWorkerOutcome> => {
    const at = history.indexOf(call)
    // A later layout replaced this one: its answer no longer matters.
    if (at < 0) return Promise.resolve({ ok: false, error: 'layout superseded' })
    secondary ??= fallback()
    for (const earlier of history.slice(0, at + 1)) if (!ran.has(earlier)) ran.set(earlier, send(secondary, earlier))
    return ran.get(call)!
  }
  const call = (entry: Call): Promise<LayoutWorkerOutcome> => {
    if (disposed) return Promise.resolve({ ok: false, error: 'layout worker disposed' })
    if (entry.kind === 'layout') {
      history = [entry]
      ran.clear()
    } else history.push(entry)
    if (failed || !primary) return replay(entry)
    return send(primary, entry).then((outcome) => (failed ? replay(entry) : outcome))
  }
  return {
    layout: (request) => call({ kind: 'layout', request }),
    append: (items) => call({ kind: 'append', items }),
    dispose() {
      disposed = true
      primary?.dispose()
      secondary?.dispose()
    },
  }
}

/**
 * The layout port the gallery uses by default above its worker threshold: the package's own module
 * worker (`layoutWorker.worker.js`, next to the bundle that imports it: the
 * `new Worker(new URL(..., import.meta.url))` pattern bundlers follow), or the synchronous in-process
 * port where `Worker` is missing, cannot start, or fails (then a warning is logged once).
 */
export function defaultLayoutWorker(logger?: Logger): LayoutWorkerPort {
  return fallbackLayoutPort(
    (failed) => {
      if (typeof Worker === 'undefined') throw new Error('Worker is not available')
      const worker = new Worker(new URL('./layoutWorker.worker.js', import.meta.url), { type: 'module' })
      return workerLayoutPort(worker, { onError: failed })
    },
    () => inProcessLayoutPort(logger),
    logger,
  )
}

/**
 * A port that creates its inner port (a worker) on the first call, not before; `dispose` stops the
 * inner one and a later call starts a new one. For a component: created in render, it costs nothing
 * until used, and an unmount that is followed by a remount (StrictMode) leaves no worker behind.
 */
export function lazyLayoutPort(create: () => LayoutWorkerPort): LayoutWorkerPort {
  let inner: LayoutWorkerPort | null = null
  const port = () => (inner ??= create())
  return {
    layout: (request) => port().layout(request),
    append: (items) => port().append(items),
    dispose() {
      inner?.dispose()
      inner = null
    },
  }
}
