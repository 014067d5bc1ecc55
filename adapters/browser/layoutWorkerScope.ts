import { createLayoutService, type LayoutServiceMessage } from '../../core/gallery/layout/layoutService'

/** What the worker side needs of its global scope (a `DedicatedWorkerGlobalScope`). */
export interface LayoutWorkerScope {
  /** Listens to the page's requests. */
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  /** Answers the page, transferring the listed buffers. */
  postMessage(message: unknown, transfer: Transferable[]): void
}

/** A request as it crosses `postMessage`: the port's call id and the service message. */
export interface LayoutWorkerEnvelope {
  readonly id: number
  readonly message: LayoutServiceMessage
}

/**
 * Serves layout requests inside a worker: each `{ id, message }` is answered with `{ id, outcome }`,
 * the result's typed arrays transferred. Bundle a module that calls this with `self` as the
 * worker's entry (see `layoutWorker.worker.ts`).
 */
export function installLayoutWorker(scope: LayoutWorkerScope): void {
  const service = createLayoutService()
  scope.addEventListener('message', (event) => {
    const { id, message } = event.data as LayoutWorkerEnvelope
    const outcome = service.handle(message)
    const transfer = outcome.ok ? [outcome.value.boxes.buffer, outcome.value.inner.buffer] : []
    scope.postMessage({ id, outcome }, transfer as Transferable[])
  })
}
