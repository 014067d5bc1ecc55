import type { LayoutWorkerItem, LayoutWorkerOutcome, LayoutWorkerPort } from '../../ports/layoutWorker'
import type { Logger } from '../../ports/logger'
import type { LayoutWorkerEnvelope } from './layoutWorkerScope'

/** What the port needs of a `Worker`. */
export interface WorkerLike {
  /** Sends a message to the worker. */
  postMessage(message: unknown): void
  /** Listens to the worker's answers. */
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  /** Listens to the worker's failures (a script that does not load, an uncaught exception). */
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void
  /** Stops the worker. */
  terminate(): void
}

/**
 * A {@link LayoutWorkerPort} over a worker running `layoutWorker.worker.ts`: calls are numbered,
 * answered in order, and a worker error (a script that does not load, an uncaught exception) fails
 * every pending call with its message, after telling `hooks.onError`.
 */
export function workerLayoutPort(
  worker: WorkerLike,
  hooks: { onError?(message: string): void } = {},
): LayoutWorkerPort {
  let nextId = 0
  let disposed = false
  const pending = new Map<number, (outcome: LayoutWorkerOutcome) => void>()
  worker.addEventListener('message', (event) => {
    const { id, outcome } = event.data as { id: number; outcome: LayoutWorkerOutcome }
    pending.get(id)?.(outcome)
    pending.delete(id)
  })
  worker.addEventListener('error', (event) => {
    const error = `layout worker failed: ${event.message ?? 'unknown error'}`
    hooks.onError?.(error)
    for (const resolve of pending.values()) resolve({ ok: false, error })
    pending.clear()
  })
  const call = (message: LayoutWorkerEnvelope['message']): Promise<LayoutWorkerOutcome> => {
    if (disposed) return Promise.resolve({ ok: false, error: 'layout worker disposed' })
    const id = ++nextId
    return new Promise((resolve) => {
      pending.set(id, resolve)
      worker.postMessage({ id, message } satisfies LayoutWorkerEnvelope)
    })
  }
  return {
    layout: (request) => call({ type: 'layout', request: { ...request, items: plainItems(request.items) } }),
    append: (items) => call({ type: 'append', items: plainItems(items) }),
    dispose() {
      disposed = true
      worker.terminate()
      for (const resolve of pending.values()) resolve({ ok: false, error: 'layout worker disposed' })
      pending.clear()
    },
  }
}

/** Only id, width and height cross to the worker (host items may hold functions or DOM nodes). */
function plainItems(items: readonly LayoutWorkerItem[]): LayoutWorkerItem[] {
  return items.map(({ id, width, height }) => ({ id, width, height }))
}

/**
 * The browser's layout port: a module worker started from `url` (the bundled
 * `layoutWorker.worker.ts`), or the synchronous in-process port where `Worker` is missing.
 */
export function browserLayoutWorker(url: string | URL, logger?: Logger): LayoutWorkerPort {
  if (typeof Worker === 'undefined') return inProcessLayoutPort(logger)
  return workerLayoutPort(new Worker(url, { type: 'module' }))
}

/**
 * The synchronous in-process port (`syncLayoutWorker`), fetched on its first call: the layout
 * service and the full option resolver it carries are only a page's code where no worker runs.
 */
export function inProcessLayoutPort(logger?: Logger): LayoutWorkerPort {
  let inner: Promise<LayoutWorkerPort> | null = null
  const port = () => (inner ??= import('../memory/syncLayoutWorker').then((m) => m.syncLayoutWorker(logger)))
  return {
    layout: (request) => port().then((p) => p.layout(request)),
    append: (items) => port().then((p) => p.append(items)),
    dispose: () => void inner?.then((p) => p.dispose()),
  }
}
